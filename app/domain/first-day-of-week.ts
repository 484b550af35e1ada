/**
 * The first day of the week in a locale (issue 21: the calendar's weeks start where the fan's
 * own calendars do: Monday in Germany, Poland and Finland, Sunday in the United States).
 *
 * The runtime's CLDR data answers where it can (`Intl.Locale.prototype.getWeekInfo()`, or the
 * older `weekInfo` getter); otherwise a table of CLDR's territory lists (supplemental weekData,
 * "firstDay", CLDR 48) answers by the locale's region, its likely region when it names none.
 */
import type { Weekday } from "./iso-day";

/** CLDR weekData firstDay: territories whose weeks start on Sunday (current codes only). */
const SUNDAY_FIRST = new Set(
  "AG AS BD BR BS BT BW BZ CA CO DM DO ET GT GU HK HN ID IL IN IS JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW".split(" "),
);
/** …on Saturday. */
const SATURDAY_FIRST = new Set("AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY".split(" "));
/** …on Friday. */
const FRIDAY_FIRST = new Set(["MV"]);

/** CLDR's world default (territory 001): Monday. */
const WORLD_FIRST_DAY: Weekday = 1;

/** What the runtime's Intl.Locale may offer: the method (current proposal) or the getter (older engines). */
interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
  region?: string;
  maximize?: () => { region?: string };
}

/** What Intl offers; tests hand in a runtime without week data to check the table. */
export interface WeekRuntime {
  Locale?: new (tag: string) => WeekInfoLocale;
}

/**
 * 0 (Sunday) … 6 (Saturday): the locale's first day of the week; Monday for a tag Intl refuses.
 * @example firstDayOfWeek("de-DE") // 1
 * @example firstDayOfWeek("en-US") // 0
 */
export function firstDayOfWeek(locale: string, runtime: WeekRuntime = Intl as WeekRuntime): Weekday {
  let parsed: WeekInfoLocale | null = null;
  try {
    parsed = runtime.Locale ? new runtime.Locale(locale) : null;
  } catch {
    return WORLD_FIRST_DAY;
  }
  const info = parsed ? weekInfoOf(parsed) : null;
  // Intl counts 1 (Monday) … 7 (Sunday).
  if (info && Number.isInteger(info.firstDay) && info.firstDay >= 1 && info.firstDay <= 7) return (info.firstDay % 7) as Weekday;
  return firstDayInTerritory(regionOf(locale, parsed));
}

function weekInfoOf(locale: WeekInfoLocale): { firstDay: number } | null {
  try {
    if (typeof locale.getWeekInfo === "function") return locale.getWeekInfo();
    return locale.weekInfo ?? null;
  } catch {
    return null;
  }
}

/** The region the tag names, else its likely one (Intl's likely subtags), else none. */
function regionOf(tag: string, parsed: WeekInfoLocale | null): string | undefined {
  if (parsed?.region) return parsed.region;
  const named = /^[a-z]{2,3}(?:[-_][A-Za-z]{4})?[-_]([A-Za-z]{2}|\d{3})(?:$|[-_])/i.exec(tag)?.[1];
  if (named) return named.toUpperCase();
  try {
    return parsed?.maximize?.().region;
  } catch {
    return undefined;
  }
}

/**
 * CLDR's first day for a territory (ISO 3166 code); Monday for the rest of the world.
 * @example firstDayInTerritory("BR") // 0
 */
export function firstDayInTerritory(region: string | undefined): Weekday {
  if (!region) return WORLD_FIRST_DAY;
  const code = region.toUpperCase();
  if (SUNDAY_FIRST.has(code)) return 0;
  if (SATURDAY_FIRST.has(code)) return 6;
  if (FRIDAY_FIRST.has(code)) return 5;
  return WORLD_FIRST_DAY;
}
