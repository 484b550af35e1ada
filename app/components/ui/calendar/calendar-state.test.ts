import { describe, expect, it } from "vitest";
import { addDaysTo, toDate, type Weekday } from "../../../domain/iso-day";
import {
  CALENDAR_OVERLAY_IN_MS,
  CALENDAR_OVERLAY_OUT_MS,
  CALENDAR_REPEAT_DELAY_MS,
  CALENDAR_REPEAT_STEP_MS,
  DEFAULT_WEEK_STARTS_ON,
  EMPTY_RANGE,
  EMPTY_SINGLE,
  buildMonthGrid,
  holdSteps,
  isDateSelectable,
  isInSelection,
  isPreviousMonthDisabled,
  isSelectionComplete,
  moveFocus,
  nextRepeatDelay,
  pickDate,
  weekdayOrder,
  type CalendarSelection,
  type FocusMove,
  type SelectableContext,
} from "./calendar-state";

// Today is Saturday 5 December 2026 throughout.
const today = "2026-12-05";

describe("spec §5 'Calendar: dates before today are not selectable. When choosing the end, dates on or before the start are not selectable. Dates after an optional last valid date are disabled. An all-range mode permits any date.'", () => {
  const from: SelectableContext = { today, selectionType: "from" };
  const to: SelectableContext = { today, selectionType: "to", start: "2026-12-10" };
  it.each<[string, string, SelectableContext, boolean]>([
    ["dates before today are not selectable", "2026-12-04", from, false],
    ["dates before today are not selectable (last year)", "2025-12-31", from, false],
    ["today is selectable", "2026-12-05", from, true],
    ["a future date is selectable", "2027-06-01", from, true],
    ["when choosing the end, dates before the start are not selectable", "2026-12-09", to, false],
    ["when choosing the end, the start itself is not selectable", "2026-12-10", to, false],
    ["when choosing the end, the day after the start is selectable", "2026-12-11", to, true],
    ["when choosing the start, a day before an earlier start is selectable", "2026-12-06", { ...from, start: "2026-12-10" }, true],
    ["a single date has no end rule", "2026-12-06", { today, selectionType: "single", start: "2026-12-10" }, true],
    ["dates after the last valid date are disabled", "2027-01-01", { ...from, lastValidDate: "2026-12-31" }, false],
    ["the last valid date itself is enabled", "2026-12-31", { ...from, lastValidDate: "2026-12-31" }, true],
    ["without a last valid date, far future dates are enabled", "2099-12-31", from, true],
    ["all-range mode permits a date before today", "2020-01-01", { ...from, allRange: true }, true],
    ["all-range mode permits an end before the start", "2026-12-01", { ...to, allRange: true }, true],
    ["all-range mode permits a date after the last valid date", "2030-01-01", { ...from, allRange: true, lastValidDate: "2026-12-31" }, true],
  ])("%s (%s)", (_rule, date, ctx, expected) => {
    expect(isDateSelectable(date, ctx)).toBe(expected);
  });
});

describe("spec §4 'the user picks a start, then an end (selection type from, to or single). A start later than the end clears the end and moves to picking the end.'", () => {
  const sel = (selectionType: CalendarSelection["selectionType"], start: string | null, end: string | null): CalendarSelection => ({
    selectionType,
    start,
    end,
  });
  it.each<[string, CalendarSelection, string, CalendarSelection, boolean]>([
    ["picking a start moves to picking the end", EMPTY_RANGE, "2026-12-10", sel("to", "2026-12-10", null), false],
    ["picking an end after the start completes the range", sel("to", "2026-12-10", null), "2026-12-12", sel("to", "2026-12-10", "2026-12-12"), true],
    ["a start later than the end clears the end and moves to picking the end", sel("from", "2026-12-10", "2026-12-12"), "2026-12-20", sel("to", "2026-12-20", null), false],
    ["a start on the end clears the end too (dates on or before the start cannot be the end)", sel("from", "2026-12-10", "2026-12-12"), "2026-12-12", sel("to", "2026-12-12", null), false],
    ["a new start before the end keeps the end: both exist, complete", sel("from", "2026-12-10", "2026-12-12"), "2026-12-08", sel("to", "2026-12-08", "2026-12-12"), true],
    ["picking another end replaces the end", sel("to", "2026-12-10", "2026-12-12"), "2026-12-15", sel("to", "2026-12-10", "2026-12-15"), true],
    ["picking the end with no start sets the start", sel("to", null, null), "2026-12-10", sel("to", "2026-12-10", null), false],
    ["single: one pick is the whole choice", EMPTY_SINGLE, "2026-12-10", sel("single", "2026-12-10", null), true],
    ["single: another pick replaces it", sel("single", "2026-12-10", null), "2026-12-11", sel("single", "2026-12-11", null), true],
  ])("%s", (_rule, before, date, after, complete) => {
    const next = pickDate(before, date);
    expect(next).toEqual(after);
    expect(isSelectionComplete(next)).toBe(complete);
  });

  it("an end on or before the start is refused: the selection does not change", () => {
    const before = sel("to", "2026-12-10", null);
    expect(pickDate(before, "2026-12-10")).toBe(before);
    expect(pickDate(before, "2026-12-09")).toBe(before);
  });

  it.each<[string, CalendarSelection, boolean]>([
    ["empty range", EMPTY_RANGE, false],
    ["start only", sel("to", "2026-12-10", null), false],
    ["both exist", sel("to", "2026-12-10", "2026-12-12"), true],
    ["empty single", EMPTY_SINGLE, false],
  ])("'When both exist' the selection is complete: %s → %s", (_name, selection, expected) => {
    expect(isSelectionComplete(selection)).toBe(expected);
  });

  it.each<[string, CalendarSelection, boolean]>([
    ["2026-12-10", sel("to", "2026-12-10", "2026-12-12"), true],
    ["2026-12-11", sel("to", "2026-12-10", "2026-12-12"), true],
    ["2026-12-12", sel("to", "2026-12-10", "2026-12-12"), true],
    ["2026-12-13", sel("to", "2026-12-10", "2026-12-12"), false],
    ["2026-12-10", sel("to", "2026-12-10", null), true],
    ["2026-12-11", sel("to", "2026-12-10", null), false],
    ["2026-12-10", EMPTY_RANGE, false],
  ])("%s in the selection: %s", (date, selection, expected) => {
    expect(isInSelection(date, selection)).toBe(expected);
  });
});

describe("the previous-month button: spec §5's rule with its birth and all-range exceptions, corrected by issue 21 (today 2026-12-05)", () => {
  it.each<[string, string, { birthMode?: boolean; allRange?: boolean }, boolean]>([
    ["today's month: nothing before it can be picked", "2026-12", {}, true],
    ["next month: today's month still has days to pick (issue 21)", "2027-01", {}, false],
    ["the month after next", "2027-02", {}, false],
    ["a month a year ahead", "2027-12", {}, false],
    ["a past month", "2026-06", {}, true],
    ["birth mode: enabled in today's month", "2026-12", { birthMode: true }, false],
    ["birth mode: enabled in a past month", "1990-05", { birthMode: true }, false],
    ["all-range mode: enabled in today's month", "2026-12", { allRange: true }, false],
    ["all-range mode: enabled in next month", "2027-01", { allRange: true }, false],
  ])("%s (%s)", (_rule, shown, modes, disabled) => {
    expect(isPreviousMonthDisabled(shown, { today, ...modes })).toBe(disabled);
  });

  it("issue 21: on 26 November, December's previous-month button leads back to November's last days", () => {
    expect(isPreviousMonthDisabled("2026-12", { today: "2026-11-26" })).toBe(false);
    expect(isPreviousMonthDisabled("2026-11", { today: "2026-11-26" })).toBe(true);
    // …on the last day of a month too.
    expect(isPreviousMonthDisabled("2027-01", { today: "2026-12-31" })).toBe(false);
  });
});

describe("spec §5 'Week starts on day 0' and the month grid (days outside the month marked)", () => {
  it("the default week start is Sunday (day 0)", () => {
    expect(DEFAULT_WEEK_STARTS_ON).toBe(0);
    expect(weekdayOrder()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayOrder(6)).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });

  // December 2026 begins on a Tuesday and has 31 days; February 2026 begins on a Sunday, 28 days.
  it.each<[string, Weekday, boolean, number, string, string]>([
    ["2026-12", 0, true, 6, "2026-11-29", "2027-01-09"],
    ["2026-12", 1, true, 6, "2026-11-30", "2027-01-10"],
    ["2026-12", 0, false, 5, "2026-11-29", "2027-01-02"],
    ["2026-02", 0, false, 4, "2026-02-01", "2026-02-28"],
    ["2026-02", 0, true, 6, "2026-02-01", "2026-03-14"],
    ["2026-02", 1, false, 5, "2026-01-26", "2026-03-01"],
    ["2026-08", 0, false, 6, "2026-07-26", "2026-09-05"],
  ])("%s, week starting on day %i, fixed weeks %s: %i rows from %s to %s", (month, weekStartsOn, fixed, rows, first, last) => {
    const grid = buildMonthGrid(month, weekStartsOn, fixed);
    expect(grid).toHaveLength(rows);
    for (const week of grid) expect(week).toHaveLength(7);
    const days = grid.flat();
    expect(days[0]?.date).toBe(first);
    expect(days[days.length - 1]?.date).toBe(last);
    expect(toDate(days[0]!.date).getDay()).toBe(weekStartsOn);
    // Consecutive days, each marked by whether it belongs to the month.
    days.forEach((d, i) => {
      if (i > 0) expect(d.date).toBe(addDaysTo(days[i - 1]!.date, 1));
      expect(d.inMonth).toBe(d.date.startsWith(month));
    });
    expect(days.filter((d) => d.inMonth)).toHaveLength(month === "2026-02" ? 28 : 31);
  });
});

describe("keyboard moves in the day grid (WAI-ARIA APG date picker)", () => {
  const ctx = { weekStartsOn: 0 as Weekday, shownMonth: "2027-03", previousMonthDisabled: false };
  // 2027-03-10 is a Wednesday.
  it.each<[string, string, boolean, FocusMove | null]>([
    ["ArrowRight: next day", "ArrowRight", false, { focused: "2027-03-11", shownMonth: "2027-03" }],
    ["ArrowLeft: previous day", "ArrowLeft", false, { focused: "2027-03-09", shownMonth: "2027-03" }],
    ["ArrowDown: same day next week", "ArrowDown", false, { focused: "2027-03-17", shownMonth: "2027-03" }],
    ["ArrowUp: same day previous week", "ArrowUp", false, { focused: "2027-03-03", shownMonth: "2027-03" }],
    ["PageDown: same day next month", "PageDown", false, { focused: "2027-04-10", shownMonth: "2027-04" }],
    ["PageUp: same day previous month", "PageUp", false, { focused: "2027-02-10", shownMonth: "2027-02" }],
    ["Shift+PageDown: same day next year", "PageDown", true, { focused: "2028-03-10", shownMonth: "2028-03" }],
    ["Shift+PageUp: same day previous year", "PageUp", true, { focused: "2026-03-10", shownMonth: "2026-03" }],
    ["Home: first day of the week (Sunday)", "Home", false, { focused: "2027-03-07", shownMonth: "2027-03" }],
    ["End: last day of the week (Saturday)", "End", false, { focused: "2027-03-13", shownMonth: "2027-03" }],
    ["other keys are not handled", "a", false, null],
  ])("%s", (_name, key, shift, expected) => {
    expect(moveFocus("2027-03-10", key, ctx, shift)).toEqual(expected);
  });

  it.each<[string, string, string, FocusMove]>([
    ["ArrowRight off the month's end shows the next month", "2027-03-31", "ArrowRight", { focused: "2027-04-01", shownMonth: "2027-04" }],
    ["ArrowLeft off the month's start shows the previous month", "2027-03-01", "ArrowLeft", { focused: "2027-02-28", shownMonth: "2027-02" }],
    ["PageDown from the 31st lands on the next month's last day", "2027-03-31", "PageDown", { focused: "2027-04-30", shownMonth: "2027-04" }],
  ])("%s", (_name, from, key, expected) => {
    expect(moveFocus(from, key, ctx)).toEqual(expected);
  });

  it("Home and End follow the week start (Monday weeks)", () => {
    const monday = { ...ctx, weekStartsOn: 1 as Weekday };
    expect(moveFocus("2027-03-10", "Home", monday)?.focused).toBe("2027-03-08");
    expect(moveFocus("2027-03-10", "End", monday)?.focused).toBe("2027-03-14");
  });

  it("while the previous-month button is disabled, the keyboard cannot go back a month either", () => {
    const locked = { ...ctx, previousMonthDisabled: true };
    expect(moveFocus("2027-03-01", "ArrowLeft", locked)).toEqual({ focused: "2027-03-01", shownMonth: "2027-03" });
    expect(moveFocus("2027-03-10", "PageUp", locked)).toEqual({ focused: "2027-03-10", shownMonth: "2027-03" });
    expect(moveFocus("2027-03-10", "ArrowLeft", locked)).toEqual({ focused: "2027-03-09", shownMonth: "2027-03" });
  });
});

describe("spec §9 'calendar repeat step 100 ms after 500 ms hold'", () => {
  it("constants", () => {
    expect(CALENDAR_REPEAT_DELAY_MS).toBe(500);
    expect(CALENDAR_REPEAT_STEP_MS).toBe(100);
  });

  it.each([
    [0, 1],
    [499, 1],
    [500, 2],
    [599, 2],
    [600, 3],
    [700, 4],
    [1500, 12],
  ])("held %i ms: %i step(s)", (elapsed, steps) => {
    expect(holdSteps(elapsed)).toBe(steps);
  });

  it.each([
    [1, 500],
    [2, 100],
    [10, 100],
  ])("after %i step(s), wait %i ms", (made, delay) => {
    expect(nextRepeatDelay(made)).toBe(delay);
  });
});

describe("spec §9 'calendar overlay in 120 ms, out 100 ms'", () => {
  it("constants", () => {
    expect(CALENDAR_OVERLAY_IN_MS).toBe(120);
    expect(CALENDAR_OVERLAY_OUT_MS).toBe(100);
  });
});
