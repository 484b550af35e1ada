import { useMemo, useRef, useState, type RefObject } from "react";
import { buildSavedDateFilter, formatPbD, settleDateSelection, type SavedDateFilter } from "../../domain/date-filter";
import { Calendar } from "../ui/calendar/calendar";
import type { CalendarSelection } from "../ui/calendar/calendar-state";
import { Dialog } from "../ui/dialog/dialog";

const PICK_START: CalendarSelection = { selectionType: "from", start: null, end: null };

export interface DateRangeDialogProps {
  open: boolean;
  title: string;
  today: string;
  locale: string;
  onClose: () => void;
  /**
   * Both dates picked (spec §4: then the range is saved and applied, and the calendar closes):
   * the range as its pbD value, and the session cache's record of it.
   */
  onApply: (pbD: string, saved: SavedDateFilter) => void;
}

/**
 * The filter bar's "choose date": the design system's calendar in a dialog, a start then an end.
 * Its own module, loaded when the fan first picks "Choose date", so the calendar's code is not in
 * the page's first JavaScript. The dialog's first focus is the calendar's day in the tab order (APG
 * date picker dialog); the dialog gives focus back to the select when it closes.
 */
export default function DateRangeDialog({ open, title, today, locale, onClose, onApply }: DateRangeDialogProps) {
  const [selection, setSelection] = useState<CalendarSelection>(PICK_START);
  const calendarBox = useRef<HTMLDivElement>(null);
  const calendarDay = useMemo<RefObject<HTMLElement>>(
    () => ({
      get current() {
        return calendarBox.current?.querySelector<HTMLElement>('button[tabindex="0"]') ?? null;
      },
    }),
    [],
  );
  const complete = (range: CalendarSelection) => {
    const outcome = settleDateSelection(range);
    if (outcome.close) onApply(formatPbD(outcome.choice), buildSavedDateFilter(outcome.choice));
  };
  return (
    <Dialog open={open} onClose={onClose} onExited={() => setSelection(PICK_START)} title={title} size="sm" initialFocus={calendarDay}>
      <div ref={calendarBox}>
        <Calendar today={today} locale={locale} value={selection} onChange={setSelection} onComplete={complete} headingLevel={3} />
      </div>
    </Dialog>
  );
}
