import { describe, expect, it } from "vitest";
import {
  addDaysTo,
  addMonthsTo,
  daysInMonth,
  isIsoDate,
  isoDateAtUtc,
  lastDayOf,
  sameDayIn,
  startOfWeek,
  toDate,
  toIsoDate,
  utcMidnightOf,
  weekdayOf,
  type Weekday,
} from "./iso-day";

describe("year-month-day strings", () => {
  it.each([
    ["2026-12-05", true],
    ["2028-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["2026-04-31", false],
    ["2026-4-1", false],
    ["", false],
  ])("isIsoDate(%j) is %s", (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each([
    ["2026-12-31", 1, "2027-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-03-29", -1, "2026-03-28"],
    // Days are calendar days, not 24-hour spans: a DST change must not skip or repeat one.
    ["2026-03-28", 2, "2026-03-30"],
    ["2026-10-24", 2, "2026-10-26"],
  ])("%s plus %i day(s) is %s", (date, n, expected) => {
    expect(addDaysTo(date, n)).toBe(expected);
    expect(toIsoDate(toDate(date))).toBe(date);
  });

  it.each([
    ["2027-02", "2027-01-31", "2027-02-28"],
    ["2028-02", "2028-01-30", "2028-02-29"],
    ["2027-04", "2027-03-10", "2027-04-10"],
  ])("the same day in %s as %s is %s", (month, day, expected) => {
    expect(sameDayIn(month, day)).toBe(expected);
  });

  it.each([
    ["2026-12", 1, "2027-01"],
    ["2027-01", -1, "2026-12"],
    ["2026-01", 12, "2027-01"],
  ])("%s plus %i month(s) is %s", (month, n, expected) => {
    expect(addMonthsTo(month, n)).toBe(expected);
  });
});

describe("days at the edges of the calendar", () => {
  it.each([
    ["0001-01-01", -1, "0000-12-31"],
    ["0099-12-31", 1, "0100-01-01"],
    ["9999-12-30", 1, "9999-12-31"],
    ["1900-02-28", 1, "1900-03-01"],
    ["2000-02-28", 1, "2000-02-29"],
  ])("%s plus %i day(s) is %s (years 0–99 are not read as 1900–1999)", (date, n, expected) => {
    expect(addDaysTo(date, n)).toBe(expected);
    expect(isoDateAtUtc(utcMidnightOf(date))).toBe(date);
  });

  it.each([
    [2026, 2, 28],
    [2028, 2, 29],
    [1900, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])("%i-%i has %i days", (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
    expect(lastDayOf(`${year}-${String(month).padStart(2, "0")}`)).toBe(`${year}-${String(month).padStart(2, "0")}-${days}`);
  });

  it.each([
    ["0099-12", 1, "0100-01"],
    ["0001-01", -1, "0000-12"],
    ["2026-12", -24, "2024-12"],
  ])("%s plus %i month(s) is %s", (month, n, expected) => {
    expect(addMonthsTo(month, n)).toBe(expected);
  });

  it.each([[null], [20261205], ["2026-12-5"], [" 2026-12-05"], ["2026-00-10"]])("isIsoDate(%j) is false", (value) => {
    expect(isIsoDate(value)).toBe(false);
  });

  it("reads the UTC day of an instant, whatever the runtime's zone", () => {
    expect(utcMidnightOf("1970-01-02")).toBe(86_400_000);
    expect(isoDateAtUtc(Date.UTC(2026, 11, 5, 23, 59))).toBe("2026-12-05");
  });
});

describe("weeks", () => {
  // 5 December 2026 is a Saturday.
  it.each<[string, Weekday]>([
    ["2026-12-05", 6],
    ["2026-12-06", 0],
    ["2026-11-30", 1],
    ["1970-01-01", 4],
  ])("%s is weekday %i", (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it.each<[string, Weekday, string]>([
    ["2026-12-05", 0, "2026-11-29"],
    ["2026-12-05", 1, "2026-11-30"],
    ["2026-12-05", 6, "2026-12-05"],
    ["2026-12-06", 1, "2026-11-30"],
    ["2027-01-01", 1, "2026-12-28"],
  ])("the week of %s starting on weekday %i starts on %s", (date, weekStartsOn, expected) => {
    expect(startOfWeek(date, weekStartsOn)).toBe(expected);
    expect(weekdayOf(expected)).toBe(weekStartsOn);
  });
});
