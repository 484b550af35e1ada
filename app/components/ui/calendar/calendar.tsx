import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import { addMonthsTo, monthOf, sameDayIn, utcMidnightOf, type IsoDate, type IsoMonth, type Weekday } from "../../../domain/iso-day";
import { firstDayOfWeek } from "../../../domain/first-day-of-week";
import { useUiLabel } from "../ui-labels";
import {
  buildMonthGrid,
  isDateSelectable,
  isInSelection,
  isPreviousMonthDisabled,
  moveFocus,
  nextRepeatDelay,
  pickDate,
  isSelectionComplete,
  weekdayOrder,
  type CalendarSelection,
  type FocusMove,
  CALENDAR_LABELS,
} from "./calendar-state";

export type CalendarProps = {
  /** Today as "yyyy-MM-dd", from the caller (the request's date in the store's time zone). */
  today: IsoDate;
  /** Locale for month, weekday and day names (Intl). */
  locale: string;
  /** The selection; the calendar is controlled. Start with EMPTY_RANGE or EMPTY_SINGLE. */
  value: CalendarSelection;
  /** Every pick the rules accept. */
  onChange: (selection: CalendarSelection) => void;
  /** A pick that makes the selection complete (both ends of a range, or the single date). */
  onComplete?: (selection: CalendarSelection) => void;
  /** Days after it are disabled. */
  lastValidDate?: IsoDate | null;
  /** Any date may be picked and every month reached. */
  allRange?: boolean;
  /** Months before today may be reached (the previous-month button is never disabled). */
  birthMode?: boolean;
  /** 0 Sunday … 6 Saturday; by default the locale's first day of the week (issue 21: Monday in de, pl, fi; Sunday in en-US). */
  weekStartsOn?: Weekday;
  /** The owner's own rules on top of the calendar's (e.g. a date picker's min, max and disabled days). */
  isDateEnabled?: (date: IsoDate) => boolean;
  /** Month shown first; otherwise the start's month, else today's. */
  initialMonth?: IsoMonth;
  /** Six rows in every month, so the grid never changes height (default). */
  fixedWeeks?: boolean;
  /** Focus the current day on mount (when the calendar opens in a popover). */
  autoFocus?: boolean;
  previousMonthLabel?: string;
  nextMonthLabel?: string;
  /** Level of the month heading in the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};


function useFormatters(locale: string) {
  return useMemo(() => {
    const opts = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...o, timeZone: "UTC" });
    return {
      dayName: opts({ weekday: "long", day: "numeric", month: "long", year: "numeric" }),
      dayNumber: opts({ day: "numeric" }),
      month: opts({ month: "long", year: "numeric" }),
      weekdayShort: opts({ weekday: "short" }),
      weekdayLong: opts({ weekday: "long" }),
    };
  }, [locale]);
}

// 4 January 1970 was a Sunday: weekday n is that day plus n days.
const weekdaySample = (day: Weekday) => Date.UTC(1970, 0, 4 + day);

/** A layout effect in the browser (before the browser's focus fix-up), nothing on the server. */
const useFocusLayoutEffect = typeof document === "undefined" ? () => undefined : useLayoutEffect;

/**
 * Press-and-hold stepping for the month buttons: one step on press, then, after 500 ms held, one
 * every 100 ms until release (spec §9), paced by nextRepeatDelay.
 */
function useHoldRepeat(step: () => void, disabled: boolean) {
  const stepRef = useRef(step);
  stepRef.current = step;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const made = useRef(0);

  const stop = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  const schedule = () => {
    timer.current = setTimeout(() => {
      stepRef.current();
      made.current += 1;
      schedule();
    }, nextRepeatDelay(made.current));
  };
  useEffect(() => stop, []);
  // A disabled button gets no pointerup: stop when the limit is reached mid-hold.
  useEffect(() => {
    if (disabled) stop();
  }, [disabled]);

  return {
    onPointerDown(event: PointerEvent<HTMLButtonElement>) {
      if (event.button !== 0 || disabled) return;
      stop();
      stepRef.current();
      made.current = 1;
      schedule();
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    // Pointer presses are handled above; a keyboard click (detail 0) steps once.
    onClick(event: MouseEvent<HTMLButtonElement>) {
      if (event.detail === 0 && !disabled) stepRef.current();
    },
  };
}

/**
 * Month calendar for picking a date or a range (WAI-ARIA APG date picker grid): arrows move by
 * day and week, PageUp/PageDown by month (Shift: year), Home/End to the week's ends, Enter or
 * Space picks. Rules of spec §5 "Calendar" decide which days can be picked.
 * @example <Calendar today="2026-12-05" locale="en-GB" value={selection} onChange={setSelection} />
 */
export function Calendar({
  today,
  locale,
  value,
  onChange,
  onComplete,
  lastValidDate = null,
  allRange = false,
  birthMode = false,
  weekStartsOn: weekStartsOnProp,
  isDateEnabled,
  initialMonth,
  fixedWeeks = true,
  autoFocus = false,
  previousMonthLabel: previousMonthLabelProp,
  nextMonthLabel: nextMonthLabelProp,
  headingLevel = 2,
}: CalendarProps) {
  const uiLabel = useUiLabel(CALENDAR_LABELS);
  const previousMonthLabel = previousMonthLabelProp ?? uiLabel("calendar.previousMonth");
  const nextMonthLabel = nextMonthLabelProp ?? uiLabel("calendar.nextMonth");
  const [view, setView] = useState<FocusMove>(() => {
    const shownMonth = initialMonth ?? monthOf(value.start ?? today);
    return { shownMonth, focused: initialFocus(shownMonth, value, today) };
  });
  const { shownMonth, focused } = view;
  // Move DOM focus to the focused day only after a keyboard move in the grid (or on autoFocus),
  // never when the month buttons are used.
  const focusPending = useRef(autoFocus);
  const gridRef = useRef<HTMLTableElement>(null);
  const headingId = useId();
  const fmt = useFormatters(locale);
  const weekStartsOn = useMemo(() => weekStartsOnProp ?? firstDayOfWeek(locale), [weekStartsOnProp, locale]);

  const navigation = { today, birthMode, allRange };
  const previousDisabled = isPreviousMonthDisabled(shownMonth, navigation);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused, shownMonth]);

  // The focused day travels with the month, as PageUp/PageDown would move it.
  const showMonth = (count: number) =>
    setView((v) => {
      if (count < 0 && isPreviousMonthDisabled(v.shownMonth, navigation)) return v;
      const shown = addMonthsTo(v.shownMonth, count);
      return { shownMonth: shown, focused: sameDayIn(shown, v.focused) };
    });
  const previous = useHoldRepeat(() => showMonth(-1), previousDisabled);
  const next = useHoldRepeat(() => showMonth(1), false);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  // Back on today's month, the previous-month button is disabled under the fan's focus, and the
  // browser would drop focus to <body>: hand it to the next-month button, still in the calendar.
  useFocusLayoutEffect(() => {
    if (previousDisabled && document.activeElement === previousButton.current) nextButton.current?.focus();
  }, [previousDisabled]);

  const selectable = (date: IsoDate) =>
    isDateSelectable(date, { today, selectionType: value.selectionType, start: value.start, lastValidDate, allRange }) &&
    (isDateEnabled ? isDateEnabled(date) : true);

  const pick = (date: IsoDate) => {
    if (!selectable(date)) return;
    const selection = pickDate(value, date);
    if (selection === value) return;
    onChange(selection);
    if (isSelectionComplete(selection)) onComplete?.(selection);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const move = moveFocus(focused, event.key, { weekStartsOn, shownMonth, previousMonthDisabled: previousDisabled }, event.shiftKey);
    if (!move) return;
    event.preventDefault();
    focusPending.current = true;
    setView(move);
  };

  const weeks = buildMonthGrid(shownMonth, weekStartsOn, fixedWeeks);
  const Heading = `h${headingLevel}` as const;

  return (
    <div className="ui-calendar">
      <div className="ui-calendar-header">
        <button
          type="button"
          className="ui-calendar-nav"
          aria-label={previousMonthLabel}
          ref={previousButton}
          disabled={previousDisabled}
          {...previous}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <Heading id={headingId} className="ui-calendar-month" aria-live="polite">
          {fmt.month.format(utcMidnightOf(`${shownMonth}-01`))}
        </Heading>
        <button type="button" className="ui-calendar-nav" aria-label={nextMonthLabel} ref={nextButton} {...next}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table role="grid" aria-labelledby={headingId} className="ui-calendar-grid" ref={gridRef} onKeyDown={onGridKeyDown}>
        <thead>
          <tr>
            {weekdayOrder(weekStartsOn).map((day) => (
              <th key={day} scope="col" abbr={fmt.weekdayLong.format(weekdaySample(day))}>
                {fmt.weekdayShort.format(weekdaySample(day))}
              </th>
            ))}
          </tr>
        </thead>
        {/* A td of a role=grid table is a gridcell already: an explicit role is invalid HTML (Nu checker). */}
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map(({ date, inMonth }) => {
                if (!inMonth) return <td key={date} className="ui-calendar-outside" />;
                const enabled = selectable(date);
                const selected = isInSelection(date, value);
                const edge = date === value.start ? "start" : date === value.end ? "end" : undefined;
                return (
                  <td key={date} aria-selected={selected} className="ui-calendar-cell" data-range={edge}>
                    <button
                      type="button"
                      className="ui-calendar-day"
                      data-date={date}
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={fmt.dayName.format(utcMidnightOf(date))}
                      aria-disabled={enabled ? undefined : true}
                      aria-current={date === today ? "date" : undefined}
                      onClick={() => pick(date)}
                      // Focus arriving by pointer or script makes this the day the arrow keys move from.
                      onFocus={() => setView((v) => (v.focused === date ? v : { ...v, focused: date }))}
                    >
                      {fmt.dayNumber.format(utcMidnightOf(date))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The day that takes the roving focus when a calendar opens: the start if shown, else today if shown, else the 1st. */
function initialFocus(month: IsoMonth, value: CalendarSelection, today: IsoDate): IsoDate {
  if (value.start && monthOf(value.start) === month) return value.start;
  if (monthOf(today) === month) return today;
  return `${month}-01`;
}
