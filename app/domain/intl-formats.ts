// Intl formatters, built once per locale and options and then reused (issue 9). Building an
// Intl.DateTimeFormat costs tens of microseconds (ICU loads the locale's patterns and the zone's
// rules); a page with 20 event cards built 40 of them per request, the largest single cost of
// rendering the home page in the profile. Formatters are immutable, so sharing them is safe.
//
// The tables are bounded (isolate-memo.ts, MEMO_POLICY.formatters and .timeZones): locales come
// from the store configuration, but time zones come from requests (cf.timezone, cookies).

import { boundedMemo, MEMO_POLICY } from "./isolate-memo";

/** Entries kept per kind of formatter. */
export const INTL_CACHE_ENTRIES = MEMO_POLICY.formatters.entries;

/** A `build(locale, options)` remembered per locale and options. */
function perLocale<T>(build: (locale: string, options: object | undefined) => T) {
  const remember = boundedMemo<T>(MEMO_POLICY.formatters);
  return (locale: string, options?: object): T =>
    remember(options === undefined ? locale : `${locale}\u0000${JSON.stringify(options)}`, () => build(locale, options));
}

/**
 * A shared Intl.DateTimeFormat; throws (RangeError) exactly as the constructor does, and a throw
 * is not cached.
 * @example dateTimeFormat("en-US", { timeStyle: "short", timeZone: "UTC" }).format(0) // "12:00 AM"
 */
export const dateTimeFormat: (locale: string, options?: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat = perLocale(
  (locale, options) => new Intl.DateTimeFormat(locale, options),
);

/**
 * A shared Intl.NumberFormat (same rules as dateTimeFormat).
 * @example numberFormat("de-DE").format(1200) // "1.200"
 */
export const numberFormat: (locale: string, options?: Intl.NumberFormatOptions) => Intl.NumberFormat = perLocale(
  (locale, options) => new Intl.NumberFormat(locale, options),
);

/**
 * Shared Intl.PluralRules for a locale.
 * @example pluralRules("en").select(1) // "one"
 */
export const pluralRules: (locale: string) => Intl.PluralRules = perLocale((locale) => new Intl.PluralRules(locale));

const MAX_TIME_ZONE_LENGTH = 64;

const rememberZoneVerdict = boundedMemo<boolean>(MEMO_POLICY.timeZones);

function zoneVerdict(zone: string): boolean {
  return rememberZoneVerdict(zone, () => {
    try {
      dateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * True for an IANA time zone the runtime knows; the answer is remembered (bounded like the
 * formatters), so checking a request's zone costs a lookup after the first time.
 * @example isKnownTimeZone("Europe/Berlin") // true
 * @example isKnownTimeZone("Mars/Olympus_Mons") // false
 */
export function isKnownTimeZone(value: string): boolean {
  // The longest IANA name is about 30 characters; longer input is not a zone and is not remembered.
  return value.length <= MAX_TIME_ZONE_LENGTH && zoneVerdict(value);
}
