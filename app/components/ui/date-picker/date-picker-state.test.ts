import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DATE_PARSE_MESSAGES,
  checkDateRules,
  commitTypedDate,
  commitTypedRange,
  dateFormatFor,
  expandTwoDigitYear,
  formatEntry,
  formatTypedDate,
  formatTypedTime,
  parseTypedDate,
  parseTypedTime,
  readTypedValue,
  type DateEntry,
  type DateEntryOptions,
  type DateRules,
  type DateTextOptions,
  type RangeEntry,
  type RangeValue,
  type TimeOptions,
} from "./date-picker-state";

const TODAY = "2026-12-05";
const gb: DateTextOptions = { format: "dd/mm/yy", locale: "en-GB", today: TODAY };
const us: DateTextOptions = { format: "mm/dd/yy", locale: "en-US", today: TODAY };
const err = (message: string) => ({ ok: false, error: expect.objectContaining({ kind: "parse", message }) });

describe("spec §8 'Date parsing errors' carry exactly the spec's messages", () => {
  it("the catalogue, word for word", () => {
    expect(Object.values(DATE_PARSE_MESSAGES)).toEqual([
      "Invalid time",
      "Invalid date",
      "Missing number at position",
      "Unknown name at position",
      "Unexpected literal at position",
      "Extra/unparsed characters found in date",
    ]);
  });

  it.each<[string, string, DateTextOptions, unknown]>([
    ["Missing number at position 0 (no day)", "/12/26", gb, err("Missing number at position 0")],
    ["Missing number at position 3 (no month)", "05//26", gb, err("Missing number at position 3")],
    ["Missing number at position 6 (no year)", "05/12/", gb, err("Missing number at position 6")],
    ["Missing number at position 6 (one-digit year)", "05/12/2", gb, err("Missing number at position 6")],
    ["Missing number at position 0 (letters for digits)", "ab/12/26", gb, err("Missing number at position 0")],
    ["Unexpected literal at position 2 (dashes for slashes)", "05-12-26", gb, err("Unexpected literal at position 2")],
    ["Unexpected literal at position 5", "05/12-26", gb, err("Unexpected literal at position 5")],
    ["Unexpected literal at position 2 (three-digit day)", "123/12/26", gb, err("Unexpected literal at position 2")],
    ["Unknown name at position 3", "05 Dex 26", { ...gb, format: "dd MMM yy" }, err("Unknown name at position 3")],
    ["Unknown name at position 3 (English name in German)", "05 December 26", { ...gb, locale: "de-DE", format: "dd MMMM yy" }, err("Unknown name at position 3")],
    ["Extra/unparsed characters found in date", "05/12/26x", gb, err("Extra/unparsed characters found in date")],
    ["Extra/unparsed characters found in date (five-digit year)", "05/12/20261", gb, err("Extra/unparsed characters found in date")],
    ["Invalid date: 31/02/26", "31/02/26", gb, err("Invalid date")],
    ["Invalid date: day 0", "00/12/26", gb, err("Invalid date")],
    ["Invalid date: month 13", "05/13/26", gb, err("Invalid date")],
    ["Invalid date: 29 February in a common year", "29/02/27", gb, err("Invalid date")],
    ["Invalid date: three-digit year", "05/12/202", gb, err("Invalid date")],
    ["Invalid date: US order reads 31/12 as month 31", "31/12/26", us, err("Invalid date")],
  ])("%s", (_name, text, options, expected) => {
    expect(parseTypedDate(text, options)).toEqual(expected);
  });

  it("positional errors also carry the position as a number", () => {
    expect(parseTypedDate("05-12-26", gb)).toEqual({
      ok: false,
      error: { kind: "parse", code: "unexpectedLiteral", message: "Unexpected literal at position 2", position: 2 },
    });
  });
});

describe("spec §5 'typed dates must match dd/mm/yy (mm/dd/yy for US), be valid calendar dates'", () => {
  it.each([
    ["en-US", "mm/dd/yy"],
    ["en-us", "mm/dd/yy"],
    ["en-GB", "dd/mm/yy"],
    ["de-DE", "dd/mm/yy"],
    ["es-MX", "dd/mm/yy"],
  ])("locale %s → %s", (locale, pattern) => {
    expect(dateFormatFor(locale)).toBe(pattern);
  });

  it.each<[string, DateTextOptions, string]>([
    ["05/12/26", gb, "2026-12-05"],
    ["5/12/26", gb, "2026-12-05"],
    ["05/12/2026", gb, "2026-12-05"],
    ["29/02/28", gb, "2028-02-29"],
    ["31/12/26", gb, "2026-12-31"],
    ["12/05/26", us, "2026-12-05"],
    ["02/29/28", us, "2028-02-29"],
    ["05 Dec 26", { ...gb, format: "dd MMM yy" }, "2026-12-05"],
    ["05 dec 26", { ...gb, format: "dd MMM yy" }, "2026-12-05"],
    ["05 June 27", { ...gb, format: "dd MMMM yy" }, "2027-06-05"],
    ["05 Dezember 26", { ...gb, locale: "de-DE", format: "dd MMMM yy" }, "2026-12-05"],
    ["15/06/85", gb, "1985-06-15"],
  ])("%s is %s", (text, options, expected) => {
    expect(parseTypedDate(text, options)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [26, "2026-12-05", 2026],
    [36, "2026-12-05", 2036],
    [37, "2026-12-05", 1937],
    [85, "2026-12-05", 1985],
    [0, "2026-12-05", 2000],
    [5, "2095-01-01", 2105],
  ])("two-digit year %i (today %s) is %i", (yy, today, year) => {
    expect(expandTwoDigitYear(yy, today)).toBe(year);
  });

  it.each<[string, DateTextOptions, string]>([
    ["2026-12-05", gb, "05/12/26"],
    ["2026-12-05", us, "12/05/26"],
    ["1930-01-02", gb, "02/01/1930"],
    ["2026-12-05", { ...gb, format: "dd MMM yy" }, "05 Dec 26"],
  ])("%s is written %s", (date, options, text) => {
    expect(formatTypedDate(date, options)).toBe(text);
  });

  it("property: every date written in the field's pattern reads back as itself", () => {
    const dates = fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }).map(
      (d) => `${String(d.getFullYear()).padStart(4, "0")}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`,
    );
    fc.assert(
      fc.property(dates, fc.constantFrom(gb, us, { ...gb, format: "dd MMMM yy" }), (date, options) => {
        expect(parseTypedDate(formatTypedDate(date, options), options)).toEqual({ ok: true, value: date });
      }),
    );
  });

  it("property: any text either parses to a real date or fails with a catalogued message, never throws", () => {
    const messages = Object.values(DATE_PARSE_MESSAGES) as string[];
    fc.assert(
      fc.property(fc.string({ maxLength: 12, unit: fc.constantFrom(..."0123456789/ -aD".split("")) }), (text) => {
        const result = parseTypedDate(text, gb);
        if (result.ok) expect(result.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        else expect(messages).toContain(result.error.message.replace(/ \d+$/, ""));
      }),
    );
  });
});

describe("spec §5 'Time parts are two digits, hours 0-23 (1-12 with AM/PM in 12-hour mode), minutes and seconds up to 59'", () => {
  const h24: TimeOptions = {};
  const h24s: TimeOptions = { showSeconds: true };
  const h12: TimeOptions = { hourFormat: "12" };
  const h12s: TimeOptions = { hourFormat: "12", showSeconds: true };
  it.each<[string, TimeOptions, string | null]>([
    ["00:00", h24, "00:00"],
    ["23:59", h24, "23:59"],
    ["24:00", h24, null],
    ["9:30", h24, null],
    ["09:5", h24, null],
    ["09:60", h24, null],
    ["09:30:59", h24s, "09:30:59"],
    ["09:30:60", h24s, null],
    ["09:30", h24s, null],
    ["09:30:15", h24, null],
    ["09:30 PM", h24, null],
    ["12:00 AM", h12, "00:00"],
    ["12:00 PM", h12, "12:00"],
    ["01:15 pm", h12, "13:15"],
    ["11:59 AM", h12, "11:59"],
    ["00:30 AM", h12, null],
    ["13:00 PM", h12, null],
    ["09:30", h12, null],
    ["09:30:45 PM", h12s, "21:30:45"],
    ["", h24, null],
  ])("%j (%j) → %s", (text, options, expected) => {
    expect(parseTypedTime(text, options)).toEqual(expected === null ? err("Invalid time") : { ok: true, value: expected });
  });

  it.each<[string, TimeOptions, string]>([
    ["00:00", { hourFormat: "12" }, "12:00 AM"],
    ["12:05", { hourFormat: "12" }, "12:05 PM"],
    ["21:30:45", { hourFormat: "12", showSeconds: true }, "09:30:45 PM"],
    ["21:30", {}, "21:30"],
  ])("%s is shown %s", (time, options, text) => {
    expect(formatTypedTime(time, options)).toBe(text);
  });
});

describe("spec §5 'lie within min and max and enabled days'", () => {
  // 2026-12-05 is a Saturday.
  it.each<[string, string, DateRules, string | null]>([
    ["within min and max", "2026-12-05", { min: "2026-12-01", max: "2026-12-31" }, null],
    ["on min", "2026-12-01", { min: "2026-12-01" }, null],
    ["before min", "2026-11-30", { min: "2026-12-01" }, "min"],
    ["on max", "2026-12-31", { max: "2026-12-31" }, null],
    ["after max", "2027-01-01", { max: "2026-12-31" }, "max"],
    ["a disabled date", "2026-12-25", { disabledDates: ["2026-12-25"] }, "disabled"],
    ["a disabled weekday (Saturday)", "2026-12-05", { disabledWeekdays: [0, 6] }, "disabled"],
    ["an enabled weekday", "2026-12-07", { disabledWeekdays: [0, 6] }, null],
    ["refused by the predicate", "2026-12-08", { isDateEnabled: (d) => d !== "2026-12-08" }, "disabled"],
    ["accepted by the predicate", "2026-12-09", { isDateEnabled: (d) => d !== "2026-12-08" }, null],
  ])("%s", (_name, date, rules, rule) => {
    expect(checkDateRules(date, rules)).toEqual(rule === null ? null : { kind: "rule", rule });
  });
});

describe("spec §5 'otherwise the value is cleared (kept when keep-invalid is set)' and 'Dates are reported as year-month-day strings'", () => {
  const opts: DateEntryOptions = { ...gb, min: "2026-12-01", max: "2027-12-31" };
  const keep: DateEntryOptions = { ...opts, keepInvalid: true };
  const previous = "2026-12-10";
  it.each<[string, string, DateEntryOptions, DateEntry]>([
    ["a valid date is reported and shown in the pattern", "5/12/2026", opts, { value: "2026-12-05", text: "05/12/26", error: null }],
    ["spaces around are ignored", " 05/12/26 ", opts, { value: "2026-12-05", text: "05/12/26", error: null }],
    ["an empty field is no value", "", opts, { value: null, text: "", error: null }],
    ["an impossible date is cleared", "31/02/27", opts, { value: null, text: "", error: expect.objectContaining({ message: "Invalid date" }) }],
    ["a malformed date is cleared", "05-12-26", opts, { value: null, text: "", error: expect.objectContaining({ message: "Unexpected literal at position 2" }) }],
    ["a date before min is cleared", "30/11/26", opts, { value: null, text: "", error: { kind: "rule", rule: "min" } }],
    ["a date after max is cleared", "01/01/28", opts, { value: null, text: "", error: { kind: "rule", rule: "max" } }],
    ["keep-invalid: an impossible date stays typed, the value is kept", "31/02/27", keep, { value: previous, text: "31/02/27", error: expect.objectContaining({ message: "Invalid date" }) }],
    ["keep-invalid: a date after max stays typed, the value is kept", "01/01/28", keep, { value: previous, text: "01/01/28", error: { kind: "rule", rule: "max" } }],
    ["keep-invalid: a valid date still replaces the value", "06/12/26", keep, { value: "2026-12-06", text: "06/12/26", error: null }],
  ])("%s", (_name, text, options, expected) => {
    expect(commitTypedDate(text, previous, options)).toEqual(expected);
  });

  const timed: DateEntryOptions = { ...gb, showTime: true };
  it.each<[string, DateEntryOptions, string | null, string | null]>([
    ["05/12/26 14:30", timed, "2026-12-05T14:30", null],
    ["05/12/26 14:30:15", { ...timed, showSeconds: true }, "2026-12-05T14:30:15", null],
    ["05/12/26 02:30 PM", { ...timed, hourFormat: "12" }, "2026-12-05T14:30", null],
    ["05/12/26", timed, null, "Invalid time"],
    ["05/12/26 25:00", timed, null, "Invalid time"],
    ["31/02/26 10:00", timed, null, "Invalid date"],
  ])("with time: %j → %s", (text, options, value, message) => {
    const read = readTypedValue(text, options);
    expect(read).toEqual(value ? { ok: true, value } : { ok: false, error: expect.objectContaining({ message }) });
  });

  it.each<[string | null, DateEntryOptions, string]>([
    ["2026-12-05T14:30", timed, "05/12/26 14:30"],
    ["2026-12-05T14:30", { ...timed, hourFormat: "12" }, "05/12/26 02:30 PM"],
    ["2026-12-05", gb, "05/12/26"],
    [null, gb, ""],
  ])("%s is shown %j", (value, options, text) => {
    expect(formatEntry(value, options)).toBe(text);
  });
});

describe("spec §5 'A range needs end after start'", () => {
  const opts: DateEntryOptions = { ...gb };
  const started: RangeValue = { start: "2026-12-05", end: null };
  const full: RangeValue = { start: "2026-12-05", end: "2026-12-10" };
  it.each<[string, "start" | "end", string, RangeValue, DateEntryOptions, RangeEntry]>([
    ["an end after the start completes the range", "end", "07/12/26", started, opts,
      { value: { start: "2026-12-05", end: "2026-12-07" }, startText: "05/12/26", endText: "07/12/26", error: null }],
    ["an end before the start is cleared", "end", "01/12/26", started, opts,
      { value: started, startText: "05/12/26", endText: "", error: { kind: "rule", rule: "endNotAfterStart" } }],
    ["an end on the start is cleared", "end", "05/12/26", started, opts,
      { value: started, startText: "05/12/26", endText: "", error: { kind: "rule", rule: "endNotAfterStart" } }],
    ["keep-invalid: an end before the start stays typed, the range unchanged", "end", "01/12/26", full, { ...opts, keepInvalid: true },
      { value: full, startText: "05/12/26", endText: "01/12/26", error: { kind: "rule", rule: "endNotAfterStart" } }],
    ["a start after the end clears the end", "start", "12/12/26", full, opts,
      { value: { start: "2026-12-12", end: null }, startText: "12/12/26", endText: "", error: null }],
    ["a start before the end keeps it", "start", "06/12/26", full, opts,
      { value: { start: "2026-12-06", end: "2026-12-10" }, startText: "06/12/26", endText: "10/12/26", error: null }],
    ["an invalid start is cleared, the end stays", "start", "31/02/26", full, opts,
      { value: { start: null, end: "2026-12-10" }, startText: "", endText: "10/12/26", error: expect.objectContaining({ message: "Invalid date" }) }],
  ])("%s", (_name, field, text, previous, options, expected) => {
    expect(commitTypedRange(field, text, previous, options)).toEqual(expected);
  });
});

describe("a pattern with spaces and a time (found by the fuzz test)", () => {
  it("reads back what the field shows: '12 Dec 26 19:30'", () => {
    const options = { format: "dd MMM yy", locale: "en-GB", today: "2026-12-05", showTime: true } as const;
    const shown = formatEntry("2026-12-12T19:30", options);
    expect(shown).toBe("12 Dec 26 19:30");
    expect(readTypedValue(shown, options)).toEqual({ ok: true, value: "2026-12-12T19:30" });
    expect(commitTypedDate(shown, "2026-12-12T19:30", options).value).toBe("2026-12-12T19:30");
  });
});
