/**
 * Calendar days as "yyyy-MM-dd" strings and months as "yyyy-MM": the one day arithmetic of the
 * date filter and the calendar and date-picker widgets.
 *
 * Such strings sort like the days they name, so comparisons are plain string comparisons. The
 * arithmetic runs on the day's midnight read as UTC milliseconds, where every day has 24 hours:
 * no daylight-saving change can skip or repeat a day, and the answer is the same on a UTC server
 * and in a browser in any zone. Where a day meets a time zone (the fan's today, the instant a
 * local day starts) is the date filter's business: app/domain/date-filter.ts.
 */
import { MS_PER_DAY } from "./constants";

/** A calendar day as "yyyy-MM-dd". */
export type IsoDate = string;
/** A calendar month as "yyyy-MM". */
export type IsoMonth = string;
/** 0 Sunday … 6 Saturday, as Date#getDay counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * Days in a month (1 January … 12 December) of the proleptic Gregorian calendar.
 * @example daysInMonth(2028, 2) // 29
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Whether a value is a real calendar day written "yyyy-MM-dd" ("2026-02-29" is not).
 * @example isIsoDate("2028-02-29") // true
 */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== "string") return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const month = Number(m[2]);
  const day = Number(m[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(m[1]), month);
}

/**
 * The day's midnight read as UTC, in epoch milliseconds: what Intl formats as that day with
 * `timeZone: "UTC"`, and the ground the arithmetic below stands on.
 * @example utcMidnightOf("1970-01-02") // 86400000
 */
export function utcMidnightOf(date: IsoDate): number {
  const d = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  d.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return d.getTime();
}

/**
 * The UTC calendar day of an instant (the inverse of {@link utcMidnightOf} at midnight).
 * @example isoDateAtUtc(86_400_000) // "1970-01-02"
 */
export function isoDateAtUtc(ms: number): IsoDate {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/**
 * The runtime's local midnight of a day, for Date-based APIs.
 * @example toDate("2026-12-05").getDate() // 5
 */
export function toDate(date: IsoDate): Date {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`Not a year-month-day date: ${date}`);
  const d = new Date(0);
  d.setFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  d.setHours(0, 0, 0, 0);
  return d;
}

/**
 * The local calendar day of a Date (the inverse of {@link toDate}).
 * @example toIsoDate(new Date(2026, 11, 5)) // "2026-12-05"
 */
export function toIsoDate(date: Date): IsoDate {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The day `count` days after (or before, when negative) another.
 * @example addDaysTo("2026-12-31", 1) // "2027-01-01"
 */
export function addDaysTo(date: IsoDate, count: number): IsoDate {
  return isoDateAtUtc(utcMidnightOf(date) + count * MS_PER_DAY);
}

/**
 * The day of the week.
 * @example weekdayOf("2026-12-05") // 6 (Saturday)
 */
export function weekdayOf(date: IsoDate): Weekday {
  return new Date(utcMidnightOf(date)).getUTCDay() as Weekday;
}

/**
 * The first day of the week a day is in, weeks starting on `weekStartsOn`.
 * @example startOfWeek("2026-12-05", 1) // "2026-11-30" (a Monday)
 */
export function startOfWeek(date: IsoDate, weekStartsOn: Weekday): IsoDate {
  return addDaysTo(date, -((weekdayOf(date) - weekStartsOn + 7) % 7));
}

/**
 * The month a day belongs to.
 * @example monthOf("2026-12-05") // "2026-12"
 */
export function monthOf(date: IsoDate): IsoMonth {
  return date.slice(0, 7);
}

/**
 * The month `count` months after (or before, when negative) another.
 * @example addMonthsTo("2026-12", 1) // "2027-01"
 */
export function addMonthsTo(month: IsoMonth, count: number): IsoMonth {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  const year = Math.floor(index / 12);
  return `${pad(year, 4)}-${pad(index - year * 12 + 1)}`;
}

/**
 * The last day of a month.
 * @example lastDayOf("2028-02") // "2028-02-29"
 */
export function lastDayOf(month: IsoMonth): IsoDate {
  return `${month}-${pad(daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7))))}`;
}

/**
 * The same day of the month in another month; the month's last day when it is shorter.
 * @example sameDayIn("2027-02", "2027-01-31") // "2027-02-28"
 */
export function sameDayIn(month: IsoMonth, day: IsoDate): IsoDate {
  const last = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  return `${month}-${pad(Math.min(Number(day.slice(8)), last))}`;
}
