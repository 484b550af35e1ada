/**
 * The date filter's rules (spec §3 "Date filter choice", "Saved date filter", §4 "Date filter",
 * §5 pbD, §6 flags, §9 "Date filter option order"): which choices a page offers, the pbD address
 * value, the preset ranges in the fan's time zone, the saved custom range of the session cache and
 * the date part of the SH6_USER_PREF cookie.
 *
 * Runs in the browser and in loaders: no zod here, inputs from outside are checked by the small
 * guards below. The clock (`now`) and the IANA time zone are always parameters.
 *
 * Days are year-month-day strings ("2026-12-05", {@link IsoDate}); their arithmetic is
 * app/domain/iso-day.ts's. Only the step from a local day to an instant ({@link startOfDayIn})
 * and back ({@link todayIn}) involves the time zone, through date-fns-tz.
 *
 * The calendar's picking rules (start, then end; a start on or after the end clears the end and
 * moves to picking the end) live in app/components/ui/calendar/calendar-state.ts (`pickDate`,
 * `isSelectionComplete`); {@link settleDateSelection} adds what the date filter does once both
 * dates exist.
 */
import { toZonedTime } from "date-fns-tz/toZonedTime";
import type { Entity, PageId } from "./address";
import { DATE_FILTER_KEYS, DATE_FILTER_OPTION_ORDER, MS_PER_DAY, type DateFilterKey } from "./constants";
import type { FeatureFlags } from "./feature-flags";
import { isKnownTimeZone } from "./intl-formats";
import { addDaysTo, isIsoDate, isoDateAtUtc, lastDayOf, monthOf, utcMidnightOf, weekdayOf, type IsoDate } from "./iso-day";

export type { DateFilterKey } from "./constants";

/** The choices whose dates follow from today. */
export type PresetKey = "today" | "thisWeekend" | "thisMonth";

/** Spec §3 "Date filter choice: key, name, start, end" (the name is a label: {@link DATE_FILTER_LABELS}). */
export type DateChoice =
  | { readonly key: PresetKey | "all-dates" }
  | CustomDateChoice;

export interface CustomDateChoice {
  readonly key: "choose-date";
  /** First day, included. */
  readonly start: IsoDate;
  /** Last day, included; never before `start`. */
  readonly end: IsoDate;
}

export const ALL_DATES: DateChoice = Object.freeze({ key: "all-dates" });

/** The English names of the choices: the source the `listing` namespace is translated from (app/lib/english-sources.ts). */
export const DATE_FILTER_LABELS = {
  today: "Today",
  thisWeekend: "This weekend",
  thisMonth: "This month",
  "all-dates": "All dates",
  "choose-date": "Choose date",
} as const satisfies Record<DateFilterKey, string>;

// ---------------------------------------------------------------------------------------------
// Time zones.

const FALLBACK_TIME_ZONE = "UTC";

/**
 * Whether a string names a time zone the runtime knows ("Europe/Berlin", "UTC").
 * @example isTimeZone("Mars/Olympus_Mons") // false
 */
export function isTimeZone(value: unknown): value is string {
  return typeof value === "string" && value !== "" && isKnownTimeZone(value);
}

/** An unknown zone (a bad cookie, an old browser) is read as UTC rather than throwing. */
function zoneOrUtc(timeZone: string): string {
  return isTimeZone(timeZone) ? timeZone : FALLBACK_TIME_ZONE;
}

function msOf(now: Date | number): number {
  return typeof now === "number" ? now : now.getTime();
}

/**
 * The zone's wall clock at an instant, as UTC milliseconds. toZonedTime hands it back in the
 * runtime's own zone; reading the fields and rebuilding them as UTC makes the result the same on
 * a UTC server and in any browser.
 */
function wallClockAt(instant: number, timeZone: string): number {
  const z = toZonedTime(instant, timeZone);
  const d = new Date(0);
  d.setUTCFullYear(z.getFullYear(), z.getMonth(), z.getDate());
  d.setUTCHours(z.getHours(), z.getMinutes(), z.getSeconds(), z.getMilliseconds());
  return d.getTime();
}

/** First instant of the local day whose midnight, read as UTC, is `wall`. */
function startOfWallDay(wall: number, timeZone: string): number {
  // Guess with the offset in force near that wall time, then again with the offset at the guess
  // (they differ when a DST change lies between).
  let t = wall - (wallClockAt(wall, timeZone) - wall);
  t = wall - (wallClockAt(t, timeZone) - t);
  // Where clocks jump from 23:59 to 01:00 (America/Santiago, Asia/Beirut…) midnight does not
  // exist and the guess lands on the evening before: the day starts at the jump.
  const seen = wallClockAt(t, timeZone);
  if (seen < wall) t += wall - seen;
  return t;
}

/**
 * The fan's calendar day at an instant, in their time zone (UTC when the zone is unknown).
 * @example todayIn(new Date("2026-01-30T12:00:00Z"), "Pacific/Auckland") // "2026-01-31"
 */
export function todayIn(now: Date | number, timeZone: string): IsoDate {
  return isoDateAtUtc(wallClockAt(msOf(now), zoneOrUtc(timeZone)));
}

/**
 * The first instant (epoch ms) of a local day: local midnight, or the clock jump on a day that
 * has no midnight.
 * @example new Date(startOfDayIn("2026-03-29", "Europe/Berlin")).toISOString() // "2026-03-28T23:00:00.000Z"
 */
export function startOfDayIn(date: IsoDate, timeZone: string): number {
  return startOfWallDay(utcMidnightOf(date), zoneOrUtc(timeZone));
}

// ---------------------------------------------------------------------------------------------
// Ranges.

/** Local days, both included. */
export interface DateSpan {
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
}

/** A choice's local days, and the instants to query with: `from` ≤ t < `to` (epoch ms). */
export interface DateRange extends DateSpan {
  /** `now` when the range has begun (today, a weekend in progress), else local midnight of startDate. */
  readonly from: number;
  /** Local midnight after endDate (exclusive): 23 or 25 hours after the last midnight on DST days. */
  readonly to: number;
}

/**
 * A custom range as the filter accepts it: real days, start ≤ end (one day is fine), not over.
 * A range that began in the past starts today instead — the events left in it are still worth
 * showing from an old link — and a range that ended before today is refused (null).
 * @example clampCustomRange("2026-12-01", "2026-12-07", "2026-12-05") // { startDate: "2026-12-05", endDate: "2026-12-07" }
 */
export function clampCustomRange(start: unknown, end: unknown, today: IsoDate): DateSpan | null {
  if (!isIsoDate(start) || !isIsoDate(end) || start > end || end < today) return null;
  return { startDate: start < today ? today : start, endDate: end };
}

/**
 * The days of a preset counted from today. "This weekend" is Friday to Sunday, as ticket
 * marketplaces use it (the spec does not say): Monday–Thursday the coming Friday–Sunday, on
 * Friday today–Sunday, on Saturday Saturday–Sunday, on Sunday just Sunday. It does not depend on
 * the locale: every store's country rests on Saturday and Sunday. "This month" is today to the
 * month's last day.
 * @example presetDates("thisWeekend", "2026-12-02") // { startDate: "2026-12-04", endDate: "2026-12-06" }
 */
export function presetDates(key: PresetKey, today: IsoDate): DateSpan {
  switch (key) {
    case "today":
      return { startDate: today, endDate: today };
    case "thisWeekend": {
      const weekday = weekdayOf(today);
      const sunday = addDaysTo(today, (7 - weekday) % 7);
      const friday = addDaysTo(sunday, -2);
      return { startDate: friday > today ? friday : today, endDate: sunday };
    }
    case "thisMonth":
      return { startDate: today, endDate: lastDayOf(monthOf(today)) };
  }
}

/**
 * The days and instants a choice covers for a fan at `now` in `timeZone`; null for all dates (no
 * bound) and for a custom range that is over. Show startDate/endDate (the server and the browser
 * agree on them for the same zone and day); query with from/to.
 * @example resolveDateRange({ key: "today" }, Date.parse("2026-03-08T06:00:00Z"), "America/New_York")?.to // Date.parse("2026-03-09T04:00:00Z"), 23 hours after local midnight
 */
export function resolveDateRange(choice: DateChoice, now: Date | number, timeZone: string): DateRange | null {
  const zone = zoneOrUtc(timeZone);
  const nowMs = msOf(now);
  const today = todayIn(nowMs, zone);
  let span: DateSpan | null;
  switch (choice.key) {
    case "all-dates":
      return null;
    case "choose-date":
      span = clampCustomRange(choice.start, choice.end, today);
      break;
    default:
      span = presetDates(choice.key, today);
  }
  if (!span) return null;
  return {
    ...span,
    from: Math.max(nowMs, startOfWallDay(utcMidnightOf(span.startDate), zone)),
    // From the wall milliseconds, not an IsoDate: the day after 9999-12-31 has five year digits.
    to: startOfWallDay(utcMidnightOf(span.endDate) + MS_PER_DAY, zone),
  };
}

// ---------------------------------------------------------------------------------------------
// Which choices a page offers.

/** Spec §2.5: the pages with a filter bar. Grouping pages have none. */
export const FILTER_BAR_PAGES = ["home", "category", "performer", "geography", "venue", "search"] as const;
export type FilterBarPage = (typeof FILTER_BAR_PAGES)[number];

/**
 * The filter-bar page of a parsed address (spec §2.1 page id and entity), or null.
 * @example filterBarPageOf("browse", "venue") // "venue"
 */
export function filterBarPageOf(pageId: PageId | null, entity: Entity | null): FilterBarPage | null {
  if (pageId === "home" || pageId === "search") return pageId;
  if (pageId !== "browse") return null;
  return entity === "category" || entity === "performer" || entity === "geography" || entity === "venue" ? entity : null;
}

export type DateFilterFlags = Pick<
  FeatureFlags,
  | "searchpage.enableDateFilter"
  | "homepage.enableDateFilter"
  | "homepage.hub.enableDateFilter"
  | "performer.enableDateFilter"
  | "homepage.enableDatePicker"
>;

/**
 * The flag that turns the date filter on for a page. Category, geography and venue pages are the
 * "hub" pages of homepage.hub.enableDateFilter; each page answers to one flag only.
 */
const PAGE_DATE_FILTER_FLAG = {
  home: "homepage.enableDateFilter",
  category: "homepage.hub.enableDateFilter",
  geography: "homepage.hub.enableDateFilter",
  venue: "homepage.hub.enableDateFilter",
  performer: "performer.enableDateFilter",
  search: "searchpage.enableDateFilter",
} as const satisfies Record<FilterBarPage, keyof DateFilterFlags>;

export interface DateFilterOptionsSettings {
  /** The alternate order of spec §9, "choose first"; only meaningful with the picker. */
  chooseFirst?: boolean;
}

/**
 * The choices a page shows, in the order of spec §9, or null when the page has no date filter
 * (no filter bar, or its flag off). homepage.enableDatePicker is the one picker flag the spec
 * names, so it decides "choose date" on every page.
 * @example dateFilterOptions("search", flags) // ["all-dates", "today", "thisWeekend", "thisMonth", "choose-date"]
 */
export function dateFilterOptions(
  page: FilterBarPage | null,
  flags: DateFilterFlags,
  settings: DateFilterOptionsSettings = {},
): readonly DateFilterKey[] | null {
  if (page === null || !Object.hasOwn(PAGE_DATE_FILTER_FLAG, page)) return null;
  if (!flags[PAGE_DATE_FILTER_FLAG[page]]) return null;
  if (!flags["homepage.enableDatePicker"]) return DATE_FILTER_OPTION_ORDER.withoutPicker;
  return settings.chooseFirst ? DATE_FILTER_OPTION_ORDER.withPickerAlternate : DATE_FILTER_OPTION_ORDER.withPicker;
}

// ---------------------------------------------------------------------------------------------
// The saved date filter (session cache).

/** Session-storage key of the saved custom range (spec §3 "Saved date filter (session cache)"). */
export const SAVED_DATE_FILTER_KEY = "prefDate";

/** Spec §3 "Saved date filter (session cache)": prefDate's one value. */
export const CUSTOM_DATE_RANGE = "custom_date_range";

export interface SavedDateFilter {
  readonly prefDate: typeof CUSTOM_DATE_RANGE;
  readonly eventStartDate: IsoDate;
  readonly eventEndDate: IsoDate;
  readonly allDates: false;
  readonly isDateSelected: true;
}

/**
 * The session-cache record for a chosen range.
 * @example buildSavedDateFilter({ key: "choose-date", start: "2026-12-05", end: "2026-12-07" }).eventEndDate // "2026-12-07"
 */
export function buildSavedDateFilter(choice: CustomDateChoice): SavedDateFilter {
  return {
    prefDate: CUSTOM_DATE_RANGE,
    eventStartDate: choice.start,
    eventEndDate: choice.end,
    allDates: false,
    isDateSelected: true,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A saved date filter read back from the session cache (already JSON-decoded); null for anything
 * else, including a record that says all dates or no date selected. Whether the range is over is
 * decided later, against today ({@link clampCustomRange}).
 * @example readSavedDateFilter({ prefDate: "custom_date_range", eventStartDate: "2026-12-05", eventEndDate: "2026-12-07", allDates: false, isDateSelected: true }) // that record
 */
export function readSavedDateFilter(input: unknown): SavedDateFilter | null {
  if (!isRecord(input)) return null;
  const { prefDate, eventStartDate, eventEndDate, allDates, isDateSelected } = input;
  if (prefDate !== CUSTOM_DATE_RANGE || allDates !== false || isDateSelected !== true) return null;
  if (!isIsoDate(eventStartDate) || !isIsoDate(eventEndDate) || eventStartDate > eventEndDate) return null;
  return buildSavedDateFilter({ key: "choose-date", start: eventStartDate, end: eventEndDate });
}

/** The calendar's selection as far as the date filter cares (calendar-state's CalendarSelection fits). */
export interface RangeSelection {
  readonly start: IsoDate | null;
  readonly end: IsoDate | null;
}

export type DateSelectionOutcome =
  | { readonly close: false }
  | { readonly close: true; readonly choice: CustomDateChoice; readonly saved: SavedDateFilter };

/**
 * Spec §4: "When both exist the range is saved to the session cache and applied, then the
 * calendar closes." Until then the calendar stays open.
 * @example settleDateSelection({ start: "2026-12-05", end: null }) // { close: false }
 */
export function settleDateSelection(selection: RangeSelection): DateSelectionOutcome {
  const { start, end } = selection;
  if (!isIsoDate(start) || !isIsoDate(end) || start > end) return { close: false };
  const choice: CustomDateChoice = { key: "choose-date", start, end };
  return { close: true, choice, saved: buildSavedDateFilter(choice) };
}

// ---------------------------------------------------------------------------------------------
// pbD, the address value (spec §4, §5).

/** The query parameter holding the date choice when common.queryParams is on. */
export const PBD_QUERY_KEY = "pbD";

/** Spec §5 "Single-letter values t, w, m, c, a map to today, this weekend, this month, custom, all". */
export const PBD_LETTERS = {
  t: "today",
  w: "thisWeekend",
  m: "thisMonth",
  c: "choose-date",
  a: "all-dates",
} as const satisfies Record<string, DateFilterKey>;

/** "yyyy-MM-dd to yyyy-MM-dd" is the longest value pbD can hold. */
export const PBD_MAX_LENGTH = 24;

// A literal '+' as well as a space: URLSearchParams turns '+' into a space, a raw query string
// (or a hand-typed link read another way) may not.
const PBD_RANGE = /^(\d{4}-\d{2}-\d{2})[ +]to[ +](\d{4}-\d{2}-\d{2})$/;

export interface PbDContext {
  /** The fan's today ({@link todayIn}): a range that began earlier is clamped to it. */
  today: IsoDate;
  /** The session's saved range, which 'c' stands for. */
  saved?: SavedDateFilter | null;
}

function letterOf(value: string): keyof typeof PBD_LETTERS | null {
  return Object.hasOwn(PBD_LETTERS, value) ? (value as keyof typeof PBD_LETTERS) : null;
}

/**
 * The date choice of a pbD value: 'start to end' (year-month-day, real days, start ≤ end; '+'
 * works as the space), or t, w, m, c, a. Anything else is all dates: absent, empty, repeated
 * (`getAll` gave several values: which one was meant is unknown), longer than 24 characters, other
 * letters or case, a range that is over, and 'c' when the session has no saved range ('c' names
 * that range; on its own it has no dates). A range begun in the past starts today.
 * @example parsePbD("2026-12-05+to+2026-12-07", { today: "2026-12-01" }) // { key: "choose-date", start: "2026-12-05", end: "2026-12-07" }
 */
export function parsePbD(value: unknown, context: PbDContext): DateChoice {
  const raw = Array.isArray(value) && value.length === 1 ? value[0] : value;
  if (typeof raw !== "string" || raw.length > PBD_MAX_LENGTH) return ALL_DATES;
  const letter = letterOf(raw);
  if (letter) {
    const key = PBD_LETTERS[letter];
    if (key !== "choose-date") return key === "all-dates" ? ALL_DATES : { key };
    const saved = context.saved;
    return (saved && customChoice(saved.eventStartDate, saved.eventEndDate, context.today)) ?? ALL_DATES;
  }
  const m = PBD_RANGE.exec(raw);
  return (m && customChoice(m[1], m[2], context.today)) ?? ALL_DATES;
}

function customChoice(start: unknown, end: unknown, today: IsoDate): CustomDateChoice | null {
  const span = clampCustomRange(start, end, today);
  return span && { key: "choose-date", start: span.startDate, end: span.endDate };
}

/**
 * The pbD value of a choice: a letter for the presets and all dates, 'start to end' for a custom
 * range. 'c' is read but never written: it only means something in the session that saved the
 * range, while the dates themselves survive a shared link. URLSearchParams writes the spaces as '+'.
 * @example formatPbD({ key: "choose-date", start: "2026-12-05", end: "2026-12-07" }) // "2026-12-05 to 2026-12-07"
 */
export function formatPbD(choice: DateChoice): string {
  switch (choice.key) {
    case "today":
      return "t";
    case "thisWeekend":
      return "w";
    case "thisMonth":
      return "m";
    case "all-dates":
      return "a";
    case "choose-date":
      return `${choice.start} to ${choice.end}`;
  }
}

// ---------------------------------------------------------------------------------------------
// The date part of the SH6_USER_PREF cookie (spec §3, §4).

/** The date choice as stored in the cookie's JSON (the cookie's layout: app/domain/user-pref.ts). */
export interface UserPrefDate {
  readonly key: DateFilterKey;
  readonly start?: IsoDate;
  readonly end?: IsoDate;
}

/**
 * The cookie value of a choice. A preset keeps its key only: "today" read back six hours later,
 * past midnight, must mean the new today, so its dates are worked out when read.
 * @example toUserPrefDate({ key: "thisWeekend" }) // { key: "thisWeekend" }
 */
export function toUserPrefDate(choice: DateChoice): UserPrefDate {
  return choice.key === "choose-date" ? { key: choice.key, start: choice.start, end: choice.end } : { key: choice.key };
}

const DATE_FILTER_KEY_SET: ReadonlySet<unknown> = new Set(DATE_FILTER_KEYS);

/**
 * The choice stored in the cookie's date field (JSON-decoded, any shape), or null when there is
 * none usable: not an object, an unknown key, 'choose-date' without a real range or with one that
 * is over. Dates stored beside a preset are ignored.
 * @example parseUserPrefDate({ key: "thisMonth" }, "2026-12-05") // { key: "thisMonth" }
 */
export function parseUserPrefDate(input: unknown, today: IsoDate): DateChoice | null {
  if (!isRecord(input) || !DATE_FILTER_KEY_SET.has(input.key)) return null;
  const key = input.key as DateFilterKey;
  if (key === "choose-date") return customChoice(input.start, input.end, today);
  return key === "all-dates" ? ALL_DATES : { key };
}

/**
 * Whether two choices are the same (a preset is stored only "if changed", spec §4).
 * @example isSameChoice({ key: "today" }, { key: "today" }) // true
 */
export function isSameChoice(a: DateChoice, b: DateChoice): boolean {
  if (a.key !== b.key) return false;
  if (a.key === "choose-date" && b.key === "choose-date") return a.start === b.start && a.end === b.end;
  return true;
}
