// Every widget's own words in English, in one table: the source that app/locales/<language>/ui.json
// translates and the completeness test checks. Widgets import their own table, never this one.
import { CALENDAR_LABELS } from "./calendar/calendar-state";
import { DATE_PICKER_LABELS } from "./date-picker/date-picker-state";
import { DIALOG_LABELS } from "./dialog/dialog-state";
import { DROPDOWN_LABELS } from "./dropdown/dropdown-state";
import { INLINE_BANNER_LABELS } from "./inline-banner/inline-banner-state";
import { NUMBER_INPUT_LABELS } from "./input/number-input-state";
import { PAGINATION_LABELS } from "./pagination/pagination-state";
import { PHONE_INPUT_LABELS } from "./phone-input/phone-input-state";
import { PROGRESS_TRACKER_LABELS, STEPPER_LABELS } from "./progress-tracker/progress-tracker-state";
import { QUANTITY_PICKER_LABELS } from "./quantity-picker/quantity-picker-state";
import { TABLE_LABELS } from "./table/table-state";

export const UI_LABELS_EN = {
  ...DIALOG_LABELS,
  ...DROPDOWN_LABELS,
  ...CALENDAR_LABELS,
  ...DATE_PICKER_LABELS,
  ...NUMBER_INPUT_LABELS,
  ...QUANTITY_PICKER_LABELS,
  ...PHONE_INPUT_LABELS,
  ...INLINE_BANNER_LABELS,
  ...PAGINATION_LABELS,
  ...PROGRESS_TRACKER_LABELS,
  ...STEPPER_LABELS,
  ...TABLE_LABELS,
} as const;

export type UiLabelKey = keyof typeof UI_LABELS_EN;
