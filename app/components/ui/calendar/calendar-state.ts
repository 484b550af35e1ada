/**
 * Calendar rules without React or the DOM (spec §5 "Calendar", §4 "Date filter", §9 timings).
 *
 * Every date is a year-month-day string ("2026-12-05") and every month a year-month string
 * ("2026-12"); app/domain/iso-day.ts does their arithmetic (adding days and months, week starts).
 * "Today" is always handed in by the caller: nothing here reads the clock.
 */
import {
  addDaysTo,
  addMonthsTo,
  daysInMonth,
  monthOf,
  sameDayIn,
  startOfWeek,
  weekdayOf,
  type IsoDate,
  type IsoMonth,
  type Weekday,
} from "../../../domain/iso-day";

/**
 * Spec §5 "Week starts on day 0" (Sunday): the grid functions' default. The Calendar itself starts
 * its weeks on the locale's first day (issue 21; app/domain/first-day-of-week.ts).
 */
export const DEFAULT_WEEK_STARTS_ON: Weekday = 0;
/** Spec §9 "calendar repeat step 100 ms after 500 ms hold". */
export const CALENDAR_REPEAT_DELAY_MS = 500;
export const CALENDAR_REPEAT_STEP_MS = 100;
/** Spec §9 "calendar overlay in 120 ms, out 100 ms". */
export const CALENDAR_OVERLAY_IN_MS = 120;
export const CALENDAR_OVERLAY_OUT_MS = 100;

// ---------------------------------------------------------------------------------------------
// Selection: "the user picks a start, then an end (selection type from, to or single)".

/** Spec §4 "selection type from, to or single": what the next pick sets. */
export type SelectionType = "from" | "to" | "single";

export interface CalendarSelection {
  selectionType: SelectionType;
  start: IsoDate | null;
  /** Always null for a single date. */
  end: IsoDate | null;
}

export const EMPTY_RANGE: CalendarSelection = { selectionType: "from", start: null, end: null };
export const EMPTY_SINGLE: CalendarSelection = { selectionType: "single", start: null, end: null };

/** What decides whether a day may be picked. */
export interface SelectableContext {
  /** Today, passed in ("yyyy-MM-dd"); never read from the clock. */
  today: IsoDate;
  selectionType: SelectionType;
  start?: IsoDate | null;
  /** Days after it are disabled. */
  lastValidDate?: IsoDate | null;
  /** Permits any date. */
  allRange?: boolean;
}

/**
 * Whether a day may be picked (spec §5): not before today; when choosing the end, not on or before
 * the start; not after the optional last valid date; any day at all in all-range mode.
 * @example isDateSelectable("2026-12-04", { today: "2026-12-05", selectionType: "from" }) // false
 */
export function isDateSelectable(date: IsoDate, ctx: SelectableContext): boolean {
  if (ctx.allRange) return true;
  if (date < ctx.today) return false;
  if (ctx.selectionType === "to" && ctx.start && date <= ctx.start) return false;
  if (ctx.lastValidDate && date > ctx.lastValidDate) return false;
  return true;
}

/**
 * Selection after the user picks a day. A start goes on to picking the end; a start later than
 * (or on) the end clears the end; an end completes the range. A day the rules refuse changes
 * nothing (the same object comes back).
 * @example pickDate({ selectionType: "from", start: null, end: null }, "2026-12-05") // { selectionType: "to", start: "2026-12-05", end: null }
 */
export function pickDate(selection: CalendarSelection, date: IsoDate): CalendarSelection {
  switch (selection.selectionType) {
    case "single":
      return { selectionType: "single", start: date, end: null };
    case "from":
      // An end on the start would break "dates on or before the start are not selectable" for
      // the end, so it goes too.
      if (selection.end && date >= selection.end) return { selectionType: "to", start: date, end: null };
      return { selectionType: "to", start: date, end: selection.end };
    case "to":
      if (!selection.start) return { selectionType: "to", start: date, end: null };
      if (date <= selection.start) return selection;
      return { selectionType: "to", start: selection.start, end: date };
  }
}

/**
 * Spec §4 "When both exist the range is saved … then the calendar closes"; a single date is
 * complete once picked.
 * @example isSelectionComplete({ selectionType: "to", start: "2026-12-05", end: "2026-12-07" }) // true
 */
export function isSelectionComplete(selection: CalendarSelection): boolean {
  if (selection.selectionType === "single") return selection.start !== null;
  return selection.start !== null && selection.end !== null;
}

/**
 * Whether a day lies in the chosen range, both ends included (a single date is a range of one).
 * @example isInSelection("2026-12-06", { selectionType: "to", start: "2026-12-05", end: "2026-12-07" }) // true
 */
export function isInSelection(date: IsoDate, selection: CalendarSelection): boolean {
  const { start, end } = selection;
  if (!start) return false;
  if (!end) return date === start;
  return date >= start && date <= end;
}

// ---------------------------------------------------------------------------------------------
// Month navigation.

export interface MonthNavigationContext {
  today: IsoDate;
  birthMode?: boolean;
  allRange?: boolean;
}

/**
 * Spec §5 "The previous-month button is disabled …, except in birth or all-range modes", with
 * issue 21's correction: the spec's "not beyond next month" locked today's month away as soon as
 * the fan moved to the next one, although its remaining days can still be picked. Going back is
 * allowed while the month before the shown one still has a day on or after today, i.e. while the
 * shown month is later than today's.
 * @example isPreviousMonthDisabled("2026-12", { today: "2026-11-26" }) // false
 * @example isPreviousMonthDisabled("2026-11", { today: "2026-11-26" }) // true
 */
export function isPreviousMonthDisabled(shownMonth: IsoMonth, ctx: MonthNavigationContext): boolean {
  if (ctx.birthMode || ctx.allRange) return false;
  return shownMonth <= monthOf(ctx.today);
}

// ---------------------------------------------------------------------------------------------
// Month grid.

export interface GridDay {
  date: IsoDate;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
}

/**
 * The weeks of a month as rows of seven days, starting on `weekStartsOn`; six rows when
 * `fixedWeeks` (so the grid never jumps in height), otherwise as many as the month needs.
 * @example buildMonthGrid("2026-12", 0)[0][0] // { date: "2026-11-29", inMonth: false }
 */
export function buildMonthGrid(month: IsoMonth, weekStartsOn: Weekday = DEFAULT_WEEK_STARTS_ON, fixedWeeks = true): GridDay[][] {
  const first = `${month}-01`;
  const gridStart = startOfWeek(first, weekStartsOn);
  const leading = (weekdayOf(first) - weekStartsOn + 7) % 7;
  const weekCount = fixedWeeks ? 6 : Math.ceil((leading + daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)))) / 7);
  const weeks: GridDay[][] = [];
  for (let w = 0; w < weekCount; w++) {
    const week: GridDay[] = [];
    for (let d = 0; d < 7; d++) {
      const date = addDaysTo(gridStart, w * 7 + d);
      week.push({ date, inMonth: monthOf(date) === month });
    }
    weeks.push(week);
  }
  return weeks;
}

/**
 * The weekdays in column order, for the grid's header.
 * @example weekdayOrder(1) // [1, 2, 3, 4, 5, 6, 0]
 */
export function weekdayOrder(weekStartsOn: Weekday = DEFAULT_WEEK_STARTS_ON): Weekday[] {
  return Array.from({ length: 7 }, (_, i) => ((weekStartsOn + i) % 7) as Weekday);
}

// ---------------------------------------------------------------------------------------------
// Keyboard (WAI-ARIA APG date picker grid).

export interface FocusContext {
  weekStartsOn: Weekday;
  shownMonth: IsoMonth;
  /** When the previous-month button is disabled, the keyboard may not go back either. */
  previousMonthDisabled: boolean;
}

export interface FocusMove {
  focused: IsoDate;
  shownMonth: IsoMonth;
}

/**
 * Where focus goes for a key in the day grid, and which month is shown then: arrows by day and
 * week, PageUp/PageDown by month (with Shift by year), Home/End to the week's first and last day.
 * Null for keys the grid does not handle. A move into a month before the shown one is refused
 * (focus stays) while the previous-month button is disabled.
 * @example moveFocus("2026-12-05", "ArrowRight", { weekStartsOn: 0, shownMonth: "2026-12", previousMonthDisabled: false }) // { focused: "2026-12-06", shownMonth: "2026-12" }
 */
export function moveFocus(focused: IsoDate, key: string, ctx: FocusContext, shiftKey = false): FocusMove | null {
  const monthsLater = (count: number) => sameDayIn(addMonthsTo(monthOf(focused), count), focused);
  let next: IsoDate;
  switch (key) {
    case "ArrowLeft":
      next = addDaysTo(focused, -1);
      break;
    case "ArrowRight":
      next = addDaysTo(focused, 1);
      break;
    case "ArrowUp":
      next = addDaysTo(focused, -7);
      break;
    case "ArrowDown":
      next = addDaysTo(focused, 7);
      break;
    case "PageUp":
      next = monthsLater(shiftKey ? -12 : -1);
      break;
    case "PageDown":
      next = monthsLater(shiftKey ? 12 : 1);
      break;
    case "Home":
      next = startOfWeek(focused, ctx.weekStartsOn);
      break;
    case "End":
      next = addDaysTo(startOfWeek(focused, ctx.weekStartsOn), 6);
      break;
    default:
      return null;
  }
  const month = monthOf(next);
  if (month < ctx.shownMonth && ctx.previousMonthDisabled) return { focused, shownMonth: ctx.shownMonth };
  return { focused: next, shownMonth: month };
}

// ---------------------------------------------------------------------------------------------
// Press-and-hold on the month buttons.

/**
 * How many month steps a press held for `elapsedMs` has made: one at once, then, once the hold
 * reaches 500 ms, one more every 100 ms (spec §9).
 * @example holdSteps(700) // 4 (at 0, 500, 600 and 700 ms)
 */
export function holdSteps(elapsedMs: number): number {
  if (elapsedMs < CALENDAR_REPEAT_DELAY_MS) return 1;
  return 2 + Math.floor((elapsedMs - CALENDAR_REPEAT_DELAY_MS) / CALENDAR_REPEAT_STEP_MS);
}

/**
 * Milliseconds to wait, after `stepsMade` steps of a hold, before the next one.
 * @example nextRepeatDelay(1) // 500
 */
export function nextRepeatDelay(stepsMade: number): number {
  return stepsMade <= 1 ? CALENDAR_REPEAT_DELAY_MS : CALENDAR_REPEAT_STEP_MS;
}

/** The words this widget says itself, in English (translations: app/locales/<language>/ui.json). */
export const CALENDAR_LABELS = {
  "calendar.previousMonth": "Previous month",
  "calendar.nextMonth": "Next month",
} as const;
