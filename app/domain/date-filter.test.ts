import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { EMPTY_RANGE, pickDate } from "../components/ui/calendar/calendar-state";
import { DATE_FILTER_KEYS, DATE_FILTER_OPTION_ORDER } from "./constants";
import {
  ALL_DATES,
  buildSavedDateFilter,
  clampCustomRange,
  DATE_FILTER_LABELS,
  dateFilterOptions,
  filterBarPageOf,
  formatPbD,
  isSameChoice,
  isTimeZone,
  parsePbD,
  parseUserPrefDate,
  PBD_QUERY_KEY,
  presetDates,
  readSavedDateFilter,
  resolveDateRange,
  settleDateSelection,
  startOfDayIn,
  toUserPrefDate,
  todayIn,
  type DateChoice,
  type DateFilterFlags,
  type FilterBarPage,
  type PresetKey,
  type SavedDateFilter,
} from "./date-filter";
import { isIsoDate } from "./iso-day";

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const utc = (iso: string) => Date.parse(iso);
const range = (start: string, end: string): DateChoice => ({ key: "choose-date", start, end });

// ─── 1. Options per page ────────────────────────────────────────────────────────────────────────

const ALL_ON: DateFilterFlags = {
  "searchpage.enableDateFilter": true,
  "homepage.enableDateFilter": true,
  "homepage.hub.enableDateFilter": true,
  "performer.enableDateFilter": true,
  "homepage.enableDatePicker": true,
};
const off = (flag: keyof DateFilterFlags): DateFilterFlags => ({ ...ALL_ON, [flag]: false });

describe("dateFilterOptions (spec §9 'Date filter option order', §6 flags, §2.5 filter bar pages)", () => {
  const WITH = ["all-dates", "today", "thisWeekend", "thisMonth", "choose-date"];
  const ALTERNATE = ["choose-date", "all-dates", "today", "thisWeekend", "thisMonth"];
  const WITHOUT = ["today", "thisWeekend", "thisMonth", "all-dates"];

  it.each<[FilterBarPage]>([["home"], ["category"], ["performer"], ["geography"], ["venue"], ["search"]])(
    "%s: 'with picker: all, today, weekend, month, choose'; 'alternate: choose first'; 'without picker: today, weekend, month, all'",
    (page) => {
      expect(dateFilterOptions(page, ALL_ON)).toEqual(WITH);
      expect(dateFilterOptions(page, ALL_ON, { chooseFirst: true })).toEqual(ALTERNATE);
      expect(dateFilterOptions(page, off("homepage.enableDatePicker"))).toEqual(WITHOUT);
      // Without the picker there is no 'choose' to put first.
      expect(dateFilterOptions(page, off("homepage.enableDatePicker"), { chooseFirst: true })).toEqual(WITHOUT);
    },
  );

  it.each<[keyof DateFilterFlags, FilterBarPage[]]>([
    ["homepage.enableDateFilter", ["home"]],
    ["searchpage.enableDateFilter", ["search"]],
    ["performer.enableDateFilter", ["performer"]],
    ["homepage.hub.enableDateFilter", ["category", "geography", "venue"]],
  ])("%s off removes the date filter from exactly %j", (flag, pages) => {
    for (const page of ["home", "category", "performer", "geography", "venue", "search"] as const) {
      expect(dateFilterOptions(page, off(flag)), page).toEqual(pages.includes(page) ? null : WITH);
    }
  });

  it.each<[unknown]>([[null], ["event"], ["browse"], ["grouping"], [""], ["toString"], ["__proto__"]])(
    "a page without a filter bar (%j) has no date filter",
    (page) => {
      expect(dateFilterOptions(page as FilterBarPage, ALL_ON)).toBeNull();
    },
  );

  it("hands back the §9 constants themselves", () => {
    expect(dateFilterOptions("home", ALL_ON)).toBe(DATE_FILTER_OPTION_ORDER.withPicker);
  });

  it.each<[Parameters<typeof filterBarPageOf>[0], Parameters<typeof filterBarPageOf>[1], FilterBarPage | null]>([
    ["home", null, "home"],
    ["search", "find", "search"],
    ["browse", "category", "category"],
    ["browse", "performer", "performer"],
    ["browse", "geography", "geography"],
    ["browse", "venue", "venue"],
    // "The filter bar shows on search, homepage, category, performer, geography and venue pages."
    ["browse", "grouping", null],
    ["event", "event", null],
    [null, null, null],
  ])("filterBarPageOf(%j, %j) is %j", (pageId, entity, expected) => {
    expect(filterBarPageOf(pageId, entity)).toBe(expected);
  });
});

// ─── 2. pbD ─────────────────────────────────────────────────────────────────────────────────────

const TODAY = "2026-12-01";
const SAVED: SavedDateFilter = buildSavedDateFilter({ key: "choose-date", start: "2026-12-05", end: "2026-12-07" });

describe("parsePbD (spec §5 'Address date parameter pbD')", () => {
  it.each<[string, unknown, DateChoice]>([
    // "Single-letter values t, w, m, c, a map to today, this weekend, this month, custom, all."
    ["t is today", "t", { key: "today" }],
    ["w is this weekend", "w", { key: "thisWeekend" }],
    ["m is this month", "m", { key: "thisMonth" }],
    ["a is all dates", "a", ALL_DATES],
    ["c is the saved custom range", "c", range("2026-12-05", "2026-12-07")],
    // "a start date, the word 'to', and an end date (year-month-day)"
    ["a range", "2026-12-05 to 2026-12-07", range("2026-12-05", "2026-12-07")],
    ["a range with '+' for the spaces (raw query text)", "2026-12-05+to+2026-12-07", range("2026-12-05", "2026-12-07")],
    ["a range of one day", "2026-12-05 to 2026-12-05", range("2026-12-05", "2026-12-05")],
    ["a range across the year end", "2026-12-31 to 2027-01-02", range("2026-12-31", "2027-01-02")],
    ["a range ending on a leap day", "2028-02-27 to 2028-02-29", range("2028-02-27", "2028-02-29")],
    ["a range starting today", "2026-12-01 to 2026-12-03", range("2026-12-01", "2026-12-03")],
    ["a one-element getAll() list", ["w"], { key: "thisWeekend" }],
    // Decision: a range begun in the past starts today.
    ["a range begun in the past starts today", "2026-11-20 to 2026-12-03", range("2026-12-01", "2026-12-03")],
    // "otherwise all dates applies"
    ["absent (null)", null, ALL_DATES],
    ["absent (undefined)", undefined, ALL_DATES],
    ["empty", "", ALL_DATES],
    ["an unknown letter", "x", ALL_DATES],
    ["an upper-case letter", "T", ALL_DATES],
    ["a word", "today", ALL_DATES],
    ["a letter with a space", "t ", ALL_DATES],
    ["repeated (two getAll() values)", ["t", "w"], ALL_DATES],
    ["repeated, even when equal", ["t", "t"], ALL_DATES],
    ["an empty getAll() list", [], ALL_DATES],
    ["a range ending before today", "2026-11-20 to 2026-11-30", ALL_DATES],
    ["end before start", "2026-12-07 to 2026-12-05", ALL_DATES],
    ["not a real day (Feb 29 2026)", "2026-02-29 to 2027-03-01", ALL_DATES],
    ["not a real day (Feb 29 2100, a century)", "2100-02-29 to 2100-03-01", ALL_DATES],
    ["not a real day (Dec 32)", "2026-12-05 to 2026-12-32", ALL_DATES],
    ["month 13", "2026-13-01 to 2026-13-02", ALL_DATES],
    ["one-digit day", "2026-12-5 to 2026-12-07", ALL_DATES],
    ["day-month-year", "05-12-2026 to 07-12-2026", ALL_DATES],
    ["'to' in capitals", "2026-12-05 TO 2026-12-07", ALL_DATES],
    ["no spaces", "2026-12-05to2026-12-07", ALL_DATES],
    ["a dash instead of 'to'", "2026-12-05 - 2026-12-07", ALL_DATES],
    ["two spaces", "2026-12-05  to 2026-12-07", ALL_DATES],
    ["one date only", "2026-12-05", ALL_DATES],
    ["date-times", "2026-12-05T00:00 to 2026-12-07T00:00", ALL_DATES],
    ["over-long (a range with a trailing space)", "2026-12-05 to 2026-12-07 ", ALL_DATES],
    ["over-long (4 kB)", "t".repeat(4096), ALL_DATES],
    ["a number", 5, ALL_DATES],
    ["an object", { pbD: "t" }, ALL_DATES],
  ])("%s", (_rule, value, expected) => {
    expect(parsePbD(value, { today: TODAY, saved: SAVED })).toEqual(expected);
  });

  it.each<[string, SavedDateFilter | null | undefined, DateChoice]>([
    // Decision: 'c' names the session's saved range; without one it has no dates.
    ["no saved range", undefined, ALL_DATES],
    ["a null saved range", null, ALL_DATES],
    ["a saved range that is over", buildSavedDateFilter({ key: "choose-date", start: "2026-11-01", end: "2026-11-02" }), ALL_DATES],
    ["a saved range begun in the past starts today", buildSavedDateFilter({ key: "choose-date", start: "2026-11-01", end: "2026-12-02" }), range("2026-12-01", "2026-12-02")],
  ])("'c' with %s", (_rule, saved, expected) => {
    expect(parsePbD("c", { today: TODAY, saved })).toEqual(expected);
  });

  it("reads '+' from an address through URLSearchParams (which decodes it to a space)", () => {
    const params = new URL("https://example.test/find/s/?q=x&pbD=2026-12-05+to+2026-12-07").searchParams;
    expect(parsePbD(params.getAll(PBD_QUERY_KEY), { today: TODAY })).toEqual(range("2026-12-05", "2026-12-07"));
    const encoded = new URL("https://example.test/?pbD=2026-12-05%20to%202026-12-07").searchParams;
    expect(parsePbD(encoded.getAll(PBD_QUERY_KEY), { today: TODAY })).toEqual(range("2026-12-05", "2026-12-07"));
    const twice = new URL("https://example.test/?pbD=t&pbD=w").searchParams;
    expect(parsePbD(twice.getAll(PBD_QUERY_KEY), { today: TODAY })).toEqual(ALL_DATES);
  });

  it("never throws and always gives a choice the filter knows", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 40 }), fc.anything()), (value) => {
        const choice = parsePbD(value, { today: TODAY, saved: SAVED });
        expect(DATE_FILTER_KEYS).toContain(choice.key);
        if (choice.key === "choose-date") expect(choice.start <= choice.end && choice.start >= TODAY).toBe(true);
      }),
    );
  });
});

describe("formatPbD (the inverse of parsePbD)", () => {
  it.each<[DateChoice, string]>([
    [{ key: "today" }, "t"],
    [{ key: "thisWeekend" }, "w"],
    [{ key: "thisMonth" }, "m"],
    [ALL_DATES, "a"],
    // Decision: a custom range is written as its dates, never as 'c'.
    [range("2026-12-05", "2026-12-07"), "2026-12-05 to 2026-12-07"],
  ])("%j is %j", (choice, value) => {
    expect(formatPbD(choice)).toBe(value);
  });

  it("round-trips every choice through an address (URLSearchParams writes the spaces as '+')", () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => new Date(Date.UTC(2026, 11, 1 + n)).toISOString().slice(0, 10));
    const choice: fc.Arbitrary<DateChoice> = fc.oneof(
      fc.constantFrom<DateChoice>({ key: "today" }, { key: "thisWeekend" }, { key: "thisMonth" }, ALL_DATES),
      fc.tuple(day, day).map(([a, b]) => range(a < b ? a : b, a < b ? b : a)),
    );
    fc.assert(
      fc.property(choice, (c) => {
        const params = new URLSearchParams();
        params.set(PBD_QUERY_KEY, formatPbD(c));
        const query = params.toString();
        if (c.key === "choose-date") expect(query).toBe(`pbD=${c.start}+to+${c.end}`);
        const back = parsePbD(new URLSearchParams(query).getAll(PBD_QUERY_KEY), { today: TODAY });
        expect(back).toEqual(c);
      }),
    );
  });
});

// ─── 3. Ranges in the fan's time zone ───────────────────────────────────────────────────────────

describe("presetDates ('this weekend' is Friday to Sunday; 'this month' is today to the month's last day)", () => {
  it.each<[string, PresetKey, string, string, string]>([
    ["Monday → the coming Friday–Sunday", "thisWeekend", "2026-11-30", "2026-12-04", "2026-12-06"],
    ["Wednesday, weekend across a month end", "thisWeekend", "2026-01-28", "2026-01-30", "2026-02-01"],
    ["Thursday, weekend across the year end", "thisWeekend", "2026-12-31", "2027-01-01", "2027-01-03"],
    ["Friday → today–Sunday", "thisWeekend", "2026-12-04", "2026-12-04", "2026-12-06"],
    ["Saturday → Saturday–Sunday", "thisWeekend", "2026-12-05", "2026-12-05", "2026-12-06"],
    ["Sunday → just Sunday", "thisWeekend", "2026-12-06", "2026-12-06", "2026-12-06"],
    ["Monday 28 Feb 2028 (leap year) → Friday 3 March–Sunday 5 March", "thisWeekend", "2028-02-28", "2028-03-03", "2028-03-05"],
    ["today", "today", "2026-12-05", "2026-12-05", "2026-12-05"],
    ["month of 31 days", "thisMonth", "2026-01-15", "2026-01-15", "2026-01-31"],
    ["on its last day, the month is that day", "thisMonth", "2026-01-31", "2026-01-31", "2026-01-31"],
    ["February 2026 ends on the 28th", "thisMonth", "2026-02-10", "2026-02-10", "2026-02-28"],
    ["February 2028 (leap year) ends on the 29th", "thisMonth", "2028-02-28", "2028-02-28", "2028-02-29"],
    ["month of 30 days", "thisMonth", "2026-04-01", "2026-04-01", "2026-04-30"],
    ["December", "thisMonth", "2026-12-31", "2026-12-31", "2026-12-31"],
  ])("%s", (_rule, key, today, startDate, endDate) => {
    expect(presetDates(key, today)).toEqual({ startDate, endDate });
  });

  it("'this weekend' always ends on a Sunday within 6 days, starts today or on a Friday, and includes no weekday before Friday", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (n) => {
        const today = new Date(Date.UTC(2000, 0, 1 + n)).toISOString().slice(0, 10);
        const { startDate, endDate } = presetDates("thisWeekend", today);
        const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
        expect(weekday(endDate)).toBe(0);
        expect(Date.parse(endDate) - Date.parse(today)).toBeLessThanOrEqual(6 * 24 * HOUR);
        expect(startDate === today || weekday(startDate) === 5).toBe(true);
        expect([5, 6, 0]).toContain(weekday(startDate));
      }),
    );
  });
});

describe("resolveDateRange (computed in the fan's time zone; from = now once begun, to = local midnight after the last day)", () => {
  it.each<[string, string, string, DateChoice, string, string, string | "now", string]>([
    // America/New_York, spring forward on Sunday 2026-03-08 (02:00 → 03:00).
    ["NY Friday afternoon, today", "2026-03-06T20:00:00Z", "America/New_York", { key: "today" }, "2026-03-06", "2026-03-06", "now", "2026-03-07T05:00:00Z"],
    ["NY Friday afternoon, weekend ends after the DST Sunday (EDT midnight)", "2026-03-06T20:00:00Z", "America/New_York", { key: "thisWeekend" }, "2026-03-06", "2026-03-08", "now", "2026-03-09T04:00:00Z"],
    ["NY Friday afternoon, month ends at EDT midnight", "2026-03-06T20:00:00Z", "America/New_York", { key: "thisMonth" }, "2026-03-06", "2026-03-31", "now", "2026-04-01T04:00:00Z"],
    ["NY Friday 23:30 local (already Saturday in UTC), today", "2026-03-07T04:30:00Z", "America/New_York", { key: "today" }, "2026-03-06", "2026-03-06", "now", "2026-03-07T05:00:00Z"],
    ["NY Friday 23:30 local, weekend", "2026-03-07T04:30:00Z", "America/New_York", { key: "thisWeekend" }, "2026-03-06", "2026-03-08", "now", "2026-03-09T04:00:00Z"],
    ["NY DST Sunday 01:00 EST, today (a 23-hour day)", "2026-03-08T06:00:00Z", "America/New_York", { key: "today" }, "2026-03-08", "2026-03-08", "now", "2026-03-09T04:00:00Z"],
    ["NY DST Sunday, weekend is that Sunday", "2026-03-08T06:00:00Z", "America/New_York", { key: "thisWeekend" }, "2026-03-08", "2026-03-08", "now", "2026-03-09T04:00:00Z"],
    // America/New_York, fall back on Sunday 2026-11-01 (02:00 → 01:00).
    ["NY Thursday before the fall-back weekend", "2026-10-29T16:00:00Z", "America/New_York", { key: "thisWeekend" }, "2026-10-30", "2026-11-01", "2026-10-30T04:00:00Z", "2026-11-02T05:00:00Z"],
    ["NY fall-back Sunday, today (a 25-hour day)", "2026-11-01T12:00:00Z", "America/New_York", { key: "today" }, "2026-11-01", "2026-11-01", "now", "2026-11-02T05:00:00Z"],
    // Europe/Berlin, spring forward on Sunday 2026-03-29 (02:00 → 03:00).
    ["Berlin Friday 23:30 local, today", "2026-03-27T22:30:00Z", "Europe/Berlin", { key: "today" }, "2026-03-27", "2026-03-27", "now", "2026-03-27T23:00:00Z"],
    ["Berlin Friday 23:30 local, weekend ends at CEST midnight", "2026-03-27T22:30:00Z", "Europe/Berlin", { key: "thisWeekend" }, "2026-03-27", "2026-03-29", "now", "2026-03-29T22:00:00Z"],
    ["Berlin DST Sunday, month", "2026-03-29T10:00:00Z", "Europe/Berlin", { key: "thisMonth" }, "2026-03-29", "2026-03-31", "now", "2026-03-31T22:00:00Z"],
    // Europe/Berlin, fall back on Sunday 2026-10-25 (03:00 → 02:00).
    ["Berlin Saturday before the fall back, weekend", "2026-10-24T08:00:00Z", "Europe/Berlin", { key: "thisWeekend" }, "2026-10-24", "2026-10-25", "now", "2026-10-25T23:00:00Z"],
    ["Berlin fall-back Sunday, month ends at CET midnight", "2026-10-25T10:00:00Z", "Europe/Berlin", { key: "thisMonth" }, "2026-10-25", "2026-10-31", "now", "2026-10-31T23:00:00Z"],
    // Far from UTC: the UTC day is not the fan's day.
    ["Auckland Saturday 01:00 (Friday in UTC), today", "2026-01-30T12:00:00Z", "Pacific/Auckland", { key: "today" }, "2026-01-31", "2026-01-31", "now", "2026-01-31T11:00:00Z"],
    ["Auckland Saturday 01:00 (Friday in UTC), weekend is Sat–Sun, not Fri–Sun", "2026-01-30T12:00:00Z", "Pacific/Auckland", { key: "thisWeekend" }, "2026-01-31", "2026-02-01", "now", "2026-02-01T11:00:00Z"],
    ["Auckland 31 January (30th in UTC), month is that one day", "2026-01-30T12:00:00Z", "Pacific/Auckland", { key: "thisMonth" }, "2026-01-31", "2026-01-31", "now", "2026-01-31T11:00:00Z"],
    ["Los Angeles Saturday 21:00 (Sunday 1 Feb in UTC), month is still January", "2026-02-01T05:00:00Z", "America/Los_Angeles", { key: "thisMonth" }, "2026-01-31", "2026-01-31", "now", "2026-02-01T08:00:00Z"],
    ["Los Angeles Saturday 21:00 (Sunday in UTC), weekend is Sat–Sun", "2026-02-01T05:00:00Z", "America/Los_Angeles", { key: "thisWeekend" }, "2026-01-31", "2026-02-01", "now", "2026-02-02T08:00:00Z"],
    ["Los Angeles New Year's Eve (Thursday), weekend is next year", "2026-12-31T20:00:00Z", "America/Los_Angeles", { key: "thisWeekend" }, "2027-01-01", "2027-01-03", "2027-01-01T08:00:00Z", "2027-01-04T08:00:00Z"],
    ["Los Angeles New Year's Eve, month is that day", "2026-12-31T20:00:00Z", "America/Los_Angeles", { key: "thisMonth" }, "2026-12-31", "2026-12-31", "now", "2027-01-01T08:00:00Z"],
    // Month ends and a leap year (UTC).
    ["Monday 28 Feb 2028, month runs to the leap day", "2028-02-28T12:00:00Z", "UTC", { key: "thisMonth" }, "2028-02-28", "2028-02-29", "now", "2028-03-01T00:00:00Z"],
    ["Monday 28 Feb 2028, weekend is 3–5 March", "2028-02-28T12:00:00Z", "UTC", { key: "thisWeekend" }, "2028-03-03", "2028-03-05", "2028-03-03T00:00:00Z", "2028-03-06T00:00:00Z"],
    ["Saturday 28 Feb 2026, month is that day", "2026-02-28T12:00:00Z", "UTC", { key: "thisMonth" }, "2026-02-28", "2026-02-28", "now", "2026-03-01T00:00:00Z"],
    ["Sunday 1 Feb 2026, weekend is that Sunday", "2026-02-01T10:00:00Z", "UTC", { key: "thisWeekend" }, "2026-02-01", "2026-02-01", "now", "2026-02-02T00:00:00Z"],
    // Custom ranges: the same shape.
    ["custom range in the future: from its first local midnight", "2026-03-06T20:00:00Z", "America/New_York", range("2026-03-07", "2026-03-08"), "2026-03-07", "2026-03-08", "2026-03-07T05:00:00Z", "2026-03-09T04:00:00Z"],
    ["custom range starting today: from now", "2026-03-06T20:00:00Z", "America/New_York", range("2026-03-06", "2026-03-06"), "2026-03-06", "2026-03-06", "now", "2026-03-07T05:00:00Z"],
    ["custom range begun in the past starts today", "2026-03-06T20:00:00Z", "America/New_York", range("2026-03-01", "2026-03-10"), "2026-03-06", "2026-03-10", "now", "2026-03-11T04:00:00Z"],
    ["custom range in Auckland, days are the fan's", "2026-01-30T12:00:00Z", "Pacific/Auckland", range("2026-02-14", "2026-02-15"), "2026-02-14", "2026-02-15", "2026-02-13T11:00:00Z", "2026-02-15T11:00:00Z"],
  ])("%s", (_rule, now, zone, choice, startDate, endDate, from, to) => {
    expect(resolveDateRange(choice, at(now), zone)).toEqual({
      startDate,
      endDate,
      from: from === "now" ? utc(now) : utc(from),
      to: utc(to),
    });
  });

  it.each<[string, string, number]>([
    // "a local day of 23 or 25 hours"
    ["America/New_York", "2026-03-08", 23],
    ["America/New_York", "2026-11-01", 25],
    ["Europe/Berlin", "2026-03-29", 23],
    ["Europe/Berlin", "2026-10-25", 25],
    ["Europe/Berlin", "2026-06-15", 24],
    ["Pacific/Auckland", "2026-04-05", 25],
    ["Pacific/Auckland", "2026-09-27", 23],
  ])("%s %s lasts %i hours from its first instant to the next day's", (zone, day, hours) => {
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);
    expect((startOfDayIn(next, zone) - startOfDayIn(day, zone)) / HOUR).toBe(hours);
    const today = resolveDateRange({ key: "today" }, startOfDayIn(day, zone), zone)!;
    expect((today.to - today.from) / HOUR).toBe(hours);
  });

  it("a day without a midnight (America/Santiago 2026-09-06: 23:59 → 01:00) starts at the jump, not on the evening before", () => {
    const start = startOfDayIn("2026-09-06", "America/Santiago");
    expect(new Date(start).toISOString()).toBe("2026-09-06T04:00:00.000Z");
    expect(todayIn(start, "America/Santiago")).toBe("2026-09-06");
    expect(todayIn(start - 1, "America/Santiago")).toBe("2026-09-05");
    const saturday = resolveDateRange({ key: "today" }, at("2026-09-05T16:00:00Z"), "America/Santiago");
    expect(saturday?.to).toBe(start);
  });

  it.each<[string, DateChoice, string, string]>([
    ["all dates has no bounds", ALL_DATES, "2026-03-06T20:00:00Z", "America/New_York"],
    ["a custom range that is over", range("2026-03-01", "2026-03-05"), "2026-03-06T20:00:00Z", "America/New_York"],
    ["a custom range of unreal days", range("2026-02-30", "2026-03-05"), "2026-01-06T20:00:00Z", "UTC"],
  ])("%s → null", (_rule, choice, now, zone) => {
    expect(resolveDateRange(choice, at(now), zone)).toBeNull();
  });

  it.each([["Not/AZone"], [""], ["   "]])("an unknown time zone (%j) is read as UTC", (zone) => {
    expect(resolveDateRange({ key: "today" }, at("2026-01-30T12:00:00Z"), zone)).toEqual(
      resolveDateRange({ key: "today" }, at("2026-01-30T12:00:00Z"), "UTC"),
    );
    expect(todayIn(at("2026-01-30T23:30:00Z"), zone)).toBe("2026-01-30");
    expect(isTimeZone(zone)).toBe(false);
  });

  it("takes the clock as a Date or epoch milliseconds", () => {
    const now = at("2026-03-06T20:00:00Z");
    expect(resolveDateRange({ key: "thisWeekend" }, now.getTime(), "Europe/Berlin")).toEqual(
      resolveDateRange({ key: "thisWeekend" }, now, "Europe/Berlin"),
    );
  });

  it("the last day of the calendar still has an end", () => {
    const r = resolveDateRange(range("9999-12-30", "9999-12-31"), at("2026-01-01T00:00:00Z"), "UTC");
    expect(r?.to).toBe(Date.UTC(9999, 11, 31) + 24 * HOUR);
  });

  it("from is never after to, and now lies in [from, to) for every preset", () => {
    const zones = ["UTC", "America/New_York", "Europe/Berlin", "Pacific/Auckland", "America/Los_Angeles", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kathmandu"];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.constantFrom(...zones),
        fc.constantFrom<PresetKey>("today", "thisWeekend", "thisMonth"),
        (now, zone, key) => {
          const r = resolveDateRange({ key }, now, zone)!;
          expect(r.from).toBeLessThan(r.to);
          if (key !== "thisWeekend") expect(r.from).toBe(now);
          expect(todayIn(r.to - 1, zone)).toBe(r.endDate);
          expect(todayIn(r.to, zone) > r.endDate).toBe(true);
          expect(todayIn(r.from, zone)).toBe(r.startDate);
        },
      ),
    );
  });
});

describe("the results do not depend on the runtime's own time zone (a UTC server, a browser anywhere)", () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  const cases: Array<[DateChoice, string, string]> = [
    [{ key: "thisWeekend" }, "2026-03-07T04:30:00Z", "America/New_York"],
    [{ key: "today" }, "2026-03-08T06:00:00Z", "America/New_York"],
    [{ key: "today" }, "2026-11-01T12:00:00Z", "America/New_York"],
    [{ key: "thisWeekend" }, "2026-10-24T08:00:00Z", "Europe/Berlin"],
    [{ key: "thisMonth" }, "2026-01-30T12:00:00Z", "Pacific/Auckland"],
    [{ key: "today" }, "2026-09-05T16:00:00Z", "America/Santiago"],
    [range("2026-03-29", "2026-03-29"), "2026-03-20T12:00:00Z", "Europe/Berlin"],
  ];
  const resolveAll = () => cases.map(([choice, now, zone]) => resolveDateRange(choice, at(now), zone));

  it.each([["UTC"], ["America/New_York"], ["Europe/Berlin"], ["Pacific/Chatham"], ["America/Santiago"], ["Asia/Kolkata"]])("runtime zone %s", (systemZone) => {
    process.env.TZ = "UTC";
    const reference = resolveAll();
    process.env.TZ = systemZone;
    // The switch took effect (Node applies TZ when it is assigned): local hours are the zone's.
    const noon = Date.UTC(2026, 0, 1, 12);
    const zoneHour = new Intl.DateTimeFormat("en-GB", { timeZone: systemZone, hour: "numeric", hourCycle: "h23" }).format(noon);
    expect(new Date(noon).getHours()).toBe(Number(zoneHour));
    expect(resolveAll()).toEqual(reference);
  });
});

// ─── 4. The saved date filter (session cache) ───────────────────────────────────────────────────

describe("saved date filter (spec §3: prefDate custom_date_range, eventStartDate, eventEndDate, allDates, isDateSelected)", () => {
  const record = {
    prefDate: "custom_date_range",
    eventStartDate: "2026-12-05",
    eventEndDate: "2026-12-07",
    allDates: false,
    isDateSelected: true,
  };

  it("is built from a chosen range", () => {
    expect(buildSavedDateFilter({ key: "choose-date", start: "2026-12-05", end: "2026-12-07" })).toEqual(record);
  });

  it("reads back what it wrote, through JSON", () => {
    const saved = buildSavedDateFilter({ key: "choose-date", start: "2028-02-27", end: "2028-02-29" });
    expect(readSavedDateFilter(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
  });

  it("ignores extra fields", () => {
    expect(readSavedDateFilter({ ...record, expiry: 123 })).toEqual(record);
  });

  it.each<[string, unknown]>([
    ["null", null],
    ["a string", JSON.stringify(record)],
    ["an array", [record]],
    ["another prefDate", { ...record, prefDate: "today" }],
    ["allDates true", { ...record, allDates: true }],
    ["allDates missing", { ...record, allDates: undefined }],
    ["isDateSelected false", { ...record, isDateSelected: false }],
    ["isDateSelected as a string", { ...record, isDateSelected: "true" }],
    ["a start that is not a day", { ...record, eventStartDate: "2026-02-30" }],
    ["a date-time end", { ...record, eventEndDate: "2026-12-07T00:00:00Z" }],
    ["a number end", { ...record, eventEndDate: 20261207 }],
    ["end before start", { ...record, eventStartDate: "2026-12-08" }],
  ])("garbage is null: %s", (_rule, input) => {
    expect(readSavedDateFilter(input)).toBeNull();
  });
});

describe("settleDateSelection, on top of the calendar's pickDate (spec §4 'Choose date opens a calendar')", () => {
  it("start, then end: the calendar stays open after the start and closes with the range saved and applied", () => {
    const afterStart = pickDate(EMPTY_RANGE, "2026-12-05");
    expect(settleDateSelection(afterStart)).toEqual({ close: false });
    const afterEnd = pickDate(afterStart, "2026-12-07");
    expect(settleDateSelection(afterEnd)).toEqual({
      close: true,
      choice: range("2026-12-05", "2026-12-07"),
      saved: buildSavedDateFilter({ key: "choose-date", start: "2026-12-05", end: "2026-12-07" }),
    });
  });

  it("'A start later than the end clears the end and moves to picking the end': stays open", () => {
    const later = pickDate({ selectionType: "from", start: "2026-12-05", end: "2026-12-07" }, "2026-12-09");
    expect(later).toEqual({ selectionType: "to", start: "2026-12-09", end: null });
    expect(settleDateSelection(later)).toEqual({ close: false });
  });

  it.each<[string, { start: string | null; end: string | null }]>([
    ["nothing picked", { start: null, end: null }],
    ["only an end", { start: null, end: "2026-12-07" }],
    ["end before start", { start: "2026-12-07", end: "2026-12-05" }],
    ["unreal days", { start: "2026-12-05", end: "2026-12-32" }],
  ])("%s: stays open", (_rule, selection) => {
    expect(settleDateSelection(selection)).toEqual({ close: false });
  });
});

// ─── 5. The date part of SH6_USER_PREF ──────────────────────────────────────────────────────────

describe("the user preference cookie's date (spec §4: a preset, when changed, is stored in the cookie)", () => {
  it.each<[DateChoice, object]>([
    // Decision: a preset is stored by key; its dates are worked out when read.
    [{ key: "today" }, { key: "today" }],
    [{ key: "thisWeekend" }, { key: "thisWeekend" }],
    [{ key: "thisMonth" }, { key: "thisMonth" }],
    [ALL_DATES, { key: "all-dates" }],
    [range("2026-12-05", "2026-12-07"), { key: "choose-date", start: "2026-12-05", end: "2026-12-07" }],
  ])("%j is stored as %j and read back the same through JSON", (choice, stored) => {
    expect(toUserPrefDate(choice)).toEqual(stored);
    expect(parseUserPrefDate(JSON.parse(JSON.stringify(toUserPrefDate(choice))), TODAY)).toEqual(choice);
  });

  it.each<[string, unknown, DateChoice | null]>([
    ["dates beside a preset are ignored", { key: "today", start: "2020-01-01", end: "2020-01-02" }, { key: "today" }],
    ["a custom range begun in the past starts today", { key: "choose-date", start: "2026-11-20", end: "2026-12-03" }, range("2026-12-01", "2026-12-03")],
    ["a custom range that is over", { key: "choose-date", start: "2026-11-20", end: "2026-11-30" }, null],
    ["choose-date without dates", { key: "choose-date" }, null],
    ["choose-date with one date", { key: "choose-date", start: "2026-12-05" }, null],
    ["choose-date with unreal days", { key: "choose-date", start: "2026-12-05", end: "2026-12-32" }, null],
    ["an unknown key", { key: "tomorrow" }, null],
    ["a pbD letter is not a key", { key: "t" }, null],
    ["a key of another case", { key: "Today" }, null],
    ["no key", { start: "2026-12-05" }, null],
    ["a bare string", "today", null],
    ["null", null, null],
    ["an array", [{ key: "today" }], null],
    ["a number", 1, null],
  ])("%s", (_rule, input, expected) => {
    expect(parseUserPrefDate(input, TODAY)).toEqual(expected);
  });

  it.each<[DateChoice, DateChoice, boolean]>([
    [{ key: "today" }, { key: "today" }, true],
    [{ key: "today" }, { key: "thisWeekend" }, false],
    [range("2026-12-05", "2026-12-07"), range("2026-12-05", "2026-12-07"), true],
    [range("2026-12-05", "2026-12-07"), range("2026-12-05", "2026-12-08"), false],
    [range("2026-12-05", "2026-12-07"), ALL_DATES, false],
  ])("isSameChoice(%j, %j) is %s ('if changed')", (a, b, same) => {
    expect(isSameChoice(a, b)).toBe(same);
  });
});

// ─── 6. Labels and guards ───────────────────────────────────────────────────────────────────────

describe("labels", () => {
  it("names every choice, in English", () => {
    expect(DATE_FILTER_LABELS).toEqual({
      today: "Today",
      thisWeekend: "This weekend",
      thisMonth: "This month",
      "all-dates": "All dates",
      "choose-date": "Choose date",
    });
    expect(Object.keys(DATE_FILTER_LABELS).sort()).toEqual([...DATE_FILTER_KEYS].sort());
  });
});

describe("guards", () => {
  it.each<[unknown, boolean]>([
    ["2028-02-29", true],
    ["2000-02-29", true],
    ["2026-02-29", false],
    ["1900-02-29", false],
    ["2026-04-31", false],
    ["2026-00-10", false],
    ["2026-12-00", false],
    ["2026-1-10", false],
    [" 2026-01-10", false],
    [20260110, false],
    [null, false],
  ])("isIsoDate(%j) is %s", (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    ["Europe/Berlin", true],
    ["UTC", true],
    ["Mars/Olympus_Mons", false],
    ["", false],
    [42, false],
  ])("isTimeZone(%j) is %s", (value, expected) => {
    expect(isTimeZone(value)).toBe(expected);
  });

  it.each<[string, string, string, ReturnType<typeof clampCustomRange>]>([
    ["2026-12-05", "2026-12-07", TODAY, { startDate: "2026-12-05", endDate: "2026-12-07" }],
    ["2026-11-05", "2026-12-07", TODAY, { startDate: TODAY, endDate: "2026-12-07" }],
    ["2026-11-05", TODAY, TODAY, { startDate: TODAY, endDate: TODAY }],
    ["2026-11-05", "2026-11-30", TODAY, null],
  ])("clampCustomRange(%s, %s) with today %s", (start, end, today, expected) => {
    expect(clampCustomRange(start, end, today)).toEqual(expected);
  });
});
