// The widgets the /design-system page shows, in its order, with their stylesheets. A widget joins
// the page by being listed here (its demo renders every state; see each *.demo.tsx).
import type { ComponentType } from "react";
import designSystemCss from "../../styles/design-system.css";
import { AccordionDemo } from "./accordion/accordion.demo";
import accordionCss from "./accordion/accordion.css";
import { BadgeDemo } from "./badge/badge.demo";
import badgeCss from "./badge/badge.css";
import { CalendarDemo } from "./calendar/calendar.demo";
import calendarCss from "./calendar/calendar.css";
import { DatePickerDemo } from "./date-picker/date-picker.demo";
import datePickerCss from "./date-picker/date-picker.css";
import { DialogDemo } from "./dialog/dialog.demo";
import dialogCss from "./dialog/dialog.css";
import { DropdownDemo } from "./dropdown/dropdown.demo";
import dropdownCss from "./dropdown/dropdown.css";
import { InlineBannerDemo } from "./inline-banner/inline-banner.demo";
import inlineBannerCss from "./inline-banner/inline-banner.css";
import { InputDemo } from "./input/input.demo";
import inputCss from "./input/input.css";
import { PaginationDemo } from "./pagination/pagination.demo";
import paginationCss from "./pagination/pagination.css";
import { PhoneInputDemo } from "./phone-input/phone-input.demo";
import phoneInputCss from "./phone-input/phone-input.css";
import { ProgressTrackerDemo } from "./progress-tracker/progress-tracker.demo";
import progressTrackerCss from "./progress-tracker/progress-tracker.css";
import { QuantityPickerDemo } from "./quantity-picker/quantity-picker.demo";
import quantityPickerCss from "./quantity-picker/quantity-picker.css";
import { RadioGroupDemo } from "./radio-group/radio-group.demo";
import radioGroupCss from "./radio-group/radio-group.css";
import { TableDemo } from "./table/table.demo";
import tableCss from "./table/table.css";
import { TabsDemo } from "./tabs/tabs.demo";
import tabsCss from "./tabs/tabs.css";
import { TooltipDemo } from "./tooltip/tooltip.demo";
import { VenueMapDemo } from "../event/venue-map.demo";
import venueMapCss from "../event/venue-map.css";
import tooltipCss from "./tooltip/tooltip.css";

export interface DesignSystemSection {
  /** Fragment id of the section on the page. */
  id: string;
  name: string;
  Demo: ComponentType<{ locale: string }>;
}

export const DESIGN_SYSTEM_SECTIONS: DesignSystemSection[] = [
  { id: "dialog", name: "Dialog", Demo: DialogDemo },
  { id: "dropdown", name: "Dropdown", Demo: DropdownDemo },
  { id: "accordion", name: "Accordion", Demo: AccordionDemo },
  { id: "tooltip", name: "Tooltip", Demo: TooltipDemo },
  { id: "tabs", name: "Tabs", Demo: TabsDemo },
  { id: "calendar", name: "Calendar", Demo: CalendarDemo },
  { id: "date-picker", name: "Date picker", Demo: DatePickerDemo },
  { id: "inputs", name: "Inputs", Demo: InputDemo },
  { id: "quantity-picker", name: "Quantity picker", Demo: QuantityPickerDemo },
  { id: "phone-input", name: "Phone input", Demo: PhoneInputDemo },
  { id: "radio-group", name: "Radio group", Demo: RadioGroupDemo },
  { id: "progress-tracker", name: "Progress tracker", Demo: ProgressTrackerDemo },
  { id: "inline-banner", name: "Inline banner", Demo: InlineBannerDemo },
  { id: "badge", name: "Badge", Demo: BadgeDemo },
  { id: "pagination", name: "Pagination", Demo: PaginationDemo },
  { id: "table", name: "Table", Demo: TableDemo },
  // A storefront composite rather than a widget: shown here for its four layout kinds (issue 25).
  { id: "venue-map", name: "Venue map", Demo: VenueMapDemo },
];

export const designSystemStyles: string[] = [
  designSystemCss,
  dialogCss,
  dropdownCss,
  accordionCss,
  tooltipCss,
  tabsCss,
  calendarCss,
  datePickerCss,
  inputCss,
  quantityPickerCss,
  phoneInputCss,
  radioGroupCss,
  progressTrackerCss,
  inlineBannerCss,
  badgeCss,
  paginationCss,
  tableCss,
  venueMapCss,
];
