// Country names in the reader's language, through Intl.DisplayNames, with Taiwan and Hong Kong
// named as those stores' fans expect. Runs in the worker and the pages.

import { boundedMemo, MEMO_POLICY } from "./isolate-memo";

/**
 * Regions named by their short names: the Hong Kong and Macau stores' fans expect "香港" and
 * "Hong Kong", not CLDR's long "中國香港特別行政區" / "Hong Kong SAR China".
 */
const SHORT_NAMED_REGIONS: ReadonlySet<string> = new Set(["HK", "MO"]);

// Intl.DisplayNames#of costs about a tenth of a millisecond in workerd, and a listing page names
// its store's country several times per request (issue 9's profile).
const rememberName = boundedMemo<string>(MEMO_POLICY.countryNames);

const rememberNamer = boundedMemo<{ long: Intl.DisplayNames; short: Intl.DisplayNames }>(MEMO_POLICY.regionNamers);

function namerFor(locale: string) {
  return rememberNamer(locale, () => {
    let locales = [locale, "en"];
    try {
      new Intl.DisplayNames(locales, { type: "region" });
    } catch {
      locales = ["en"];
    }
    return {
      long: new Intl.DisplayNames(locales, { type: "region", fallback: "code" }),
      short: new Intl.DisplayNames(locales, { type: "region", style: "short", fallback: "code" }),
    };
  });
}

/**
 * A country's name in `locale` (its code when Intl does not know it; English for an unknown locale).
 * @example countryName("HK", "zh-HK") // "香港"
 * @example countryName("DE", "fr-FR") // "Allemagne"
 */
export function countryName(countryCode: string, locale: string): string {
  return rememberName(`${locale}\u0000${countryCode}`, () => {
    const namer = namerFor(locale);
    return (SHORT_NAMED_REGIONS.has(countryCode) ? namer.short : namer.long).of(countryCode) ?? countryCode;
  });
}
