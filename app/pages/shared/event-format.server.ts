// Locale formatting of event rows, run in loaders so the server's Intl output is what the page
// shows (no second formatting in the browser, whose ICU data may differ, so no hydration mismatch).

import { dateTimeFormat, numberFormat } from "../../domain/intl-formats";

/**
 * The event's date and time at the venue (its IANA zone), in the page locale.
 * @example formatEventWhen(Date.UTC(2026, 10, 27, 1), "America/New_York", "en-US") // { date: "Thu, Nov 26, 2026", time: "8:00 PM", iso: "2026-11-27T01:00:00.000Z" }
 */
export function formatEventWhen(
  startsAt: number,
  timeZone: string,
  locale: string,
  options: { zoneName?: boolean } = {},
): { date: string; time: string; iso: string } {
  const instant = new Date(startsAt);
  const date = dateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone }).format(instant);
  // timeStyle "short" follows each locale's clock (8:00 PM, 20:00, 02:00); it cannot be combined
  // with timeZoneName, so the zone's short name is read separately.
  const clock = dateTimeFormat(locale, { timeStyle: "short", timeZone }).format(instant);
  const zone = options.zoneName
    ? dateTimeFormat(locale, { timeZone, timeZoneName: "short" }).formatToParts(instant).find((p) => p.type === "timeZoneName")?.value
    : undefined;
  const time = zone ? `${clock} ${zone}` : clock;
  return { date, time, iso: instant.toISOString() };
}

/**
 * A price in its currency, in the page locale (whole amounts without cents).
 * @example formatPrice(86, "USD", "en-US") // "$86"
 */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const whole = Number.isInteger(amount);
  return numberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/**
 * A calendar day (`YYYY-MM-DD`) written out in the page locale, as a reader of that language writes it.
 * @example formatDay("2024-06-28", "de-DE") // "28. Juni 2024"
 */
export function formatDay(isoDate: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(Date.parse(`${isoDate}T00:00:00Z`));
}

/** A country's name in the page locale (app/domain/country-names.ts). */
export { countryName } from "../../domain/country-names";

/**
 * A whole number in the page locale.
 * @example formatCount(1200, "de-DE") // "1.200"
 */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}
