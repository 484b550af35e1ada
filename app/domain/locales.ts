// Site locales, translation locales and the mapping between them (spec §3 "Locale mapping").
// A site locale is what a store offers in its language menu; a translation locale is one we
// keep message catalogues for. Every site locale resolves to exactly one translation locale.

import { languageOf } from "./address";

/** Concrete BCP-47 tags for the spec's "Supported site locales" list (bare de, nl, ru and the
 *  "en / es / fr variants" expanded to the regional tags the stores and the mapping name). */
export const SUPPORTED_SITE_LOCALES = [
  "ca-ES",
  "cs-CZ",
  "da-DK",
  "de-DE",
  "de-AT",
  "de-CH",
  "de-LU",
  "el-GR",
  "en-US",
  "en-GB",
  "en-AU",
  "en-CA",
  "en-HK",
  "en-IE",
  "en-IN",
  "en-NZ",
  "en-PH",
  "en-SG",
  "en-ZA",
  "en-ZW",
  "es-ES",
  "es-MX",
  "es-AR",
  "es-CL",
  "es-EC",
  "es-PE",
  "es-SV",
  "es-VE",
  "es-UY",
  "fi-FI",
  "fr-FR",
  "fr-CA",
  "fr-BE",
  "fr-CH",
  "fr-LU",
  "id-ID",
  "it-IT",
  "ja-JP",
  "ko-KR",
  "nb-NO",
  "nl-NL",
  "nl-BE",
  "pl-PL",
  "pt-BR",
  "pt-PT",
  "ru-RU",
  "ru-UA",
  "sv-SE",
  "tr-TR",
  "zh-CN",
  "zh-HK",
  "zh-TW",
] as const;

export type SiteLocale = (typeof SUPPORTED_SITE_LOCALES)[number];

/** Locales with their own message catalogue. Order matters: the first locale of a language
 *  is that language's fallback (pt → pt-PT, es → es-ES, zh → zh-CN...). */
export const TRANSLATION_LOCALES = [
  "en-GB",
  "en-US",
  "de-DE",
  "fr-FR",
  "fr-CA",
  "es-ES",
  "es-MX",
  "es-AR",
  "pt-PT",
  "pt-BR",
  "it-IT",
  "nl-NL",
  "da-DK",
  "sv-SE",
  "nb-NO",
  "fi-FI",
  "pl-PL",
  "cs-CZ",
  "el-GR",
  "tr-TR",
  "ru-RU",
  "ca-ES",
  "id-ID",
  "ja-JP",
  "ko-KR",
  "zh-CN",
  "zh-TW",
  "zh-HK",
] as const satisfies readonly SiteLocale[];

export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

export const FALLBACK_TRANSLATION_LOCALE: TranslationLocale = "en-GB";

const IDENTITY_ROWS = Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, locale])) as {
  readonly [L in TranslationLocale]: L;
};

/** Site locale → translation locale, as explicit rows (spec §3 "Locale mapping"). */
export const LOCALE_MAPPING: Readonly<Record<string, TranslationLocale>> = Object.freeze({
  ...IDENTITY_ROWS,
  de: "de-DE",
  "de-AT": "de-DE",
  "de-CH": "de-DE",
  "de-LU": "de-DE",
  en: "en-GB",
  "en-AU": "en-GB",
  "en-CA": "en-GB",
  "en-HK": "en-GB",
  "en-IE": "en-GB",
  "en-IN": "en-GB",
  "en-NZ": "en-GB",
  "en-PH": "en-GB",
  "en-SG": "en-GB",
  "en-ZA": "en-GB",
  "en-ZW": "en-GB",
  "es-CL": "es-ES",
  "es-EC": "es-ES",
  "es-PE": "es-ES",
  "es-SV": "es-ES",
  "es-VE": "es-ES",
  "es-UY": "es-AR",
  "fr-BE": "fr-FR",
  "fr-CH": "fr-FR",
  "fr-LU": "fr-FR",
  nl: "nl-NL",
  "nl-BE": "nl-NL",
  ru: "ru-RU",
  "ru-UA": "ru-RU",
});

const SAFE_LOCALE_KEY = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/;
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/**
 * True when `key` looks like a locale tag and cannot reach an object's prototype.
 * @example isSafeLocaleKey("en-GB") // true; isSafeLocaleKey("__proto__") // false
 */
export function isSafeLocaleKey(key: unknown): key is string {
  return typeof key === "string" && SAFE_LOCALE_KEY.test(key) && !FORBIDDEN_KEYS.has(key);
}

function assertSafeLocale(locale: unknown): asserts locale is string {
  if (!isSafeLocaleKey(locale)) throw new Error("Unsafe locale detected");
}

/**
 * Canonical casing of a locale tag: language lower, region upper, script title case; `_` → `-`.
 * @example normalizeLocaleTag("en_us") // "en-US"
 */
export function normalizeLocaleTag(locale: string): string {
  assertSafeLocale(locale);
  const [language = "", ...rest] = locale.split(/[-_]/);
  const subtags = rest.map((subtag) => {
    if (/^[A-Za-z]{2}$/.test(subtag)) return subtag.toUpperCase();
    if (/^[A-Za-z]{4}$/.test(subtag)) return subtag[0]!.toUpperCase() + subtag.slice(1).toLowerCase();
    return subtag.toLowerCase();
  });
  return [language.toLowerCase(), ...subtags].join("-");
}

// One definition of "the language of a locale" for the whole domain (address.ts owns it).
export { languageOf };

/** Distinct languages of SUPPORTED_SITE_LOCALES, in list order. */
export const SUPPORTED_LANGUAGES: readonly string[] = Object.freeze([
  ...new Set(SUPPORTED_SITE_LOCALES.map(languageOf)),
]);

const TRANSLATION_LOCALE_SET: ReadonlySet<string> = new Set(TRANSLATION_LOCALES);

/**
 * True for a locale with its own message catalogue (exact tag).
 * @example isTranslationLocale("fr-CA") // true
 */
export function isTranslationLocale(locale: unknown): locale is TranslationLocale {
  return typeof locale === "string" && TRANSLATION_LOCALE_SET.has(locale);
}

const SITE_LOCALE_SET: ReadonlySet<string> = new Set(SUPPORTED_SITE_LOCALES);

/**
 * True for one of SUPPORTED_SITE_LOCALES (exact tag).
 * @example isSiteLocale("nl-BE") // true
 */
export function isSiteLocale(locale: unknown): locale is SiteLocale {
  return typeof locale === "string" && SITE_LOCALE_SET.has(locale);
}

/**
 * Translation locale for any locale tag: explicit mapping, then other en-* → en-GB, then the
 * first translation locale of the same language, then en-GB. Throws on an unsafe key.
 * @example toTranslationLocale("es-UY") // "es-AR"
 */
export function toTranslationLocale(locale: string): TranslationLocale {
  const tag = normalizeLocaleTag(locale);
  if (Object.hasOwn(LOCALE_MAPPING, tag)) return LOCALE_MAPPING[tag]!;
  const language = languageOf(tag);
  if (language === "en") return FALLBACK_TRANSLATION_LOCALE;
  return TRANSLATION_LOCALES.find((candidate) => languageOf(candidate) === language) ?? FALLBACK_TRANSLATION_LOCALE;
}

/** Regional site locales that stores offer natively or by default (see stores.ts and
 *  store-config.ts) but that share a catalogue with another locale. */
export const REGIONAL_DISPLAY_LOCALES = [
  "en-CA",
  "en-IE",
  "en-HK",
  "de-AT",
  "de-LU",
  "fr-BE",
  "fr-LU",
  "nl-BE",
] as const satisfies readonly SiteLocale[];

export type DisplayNameLocale = TranslationLocale | (typeof REGIONAL_DISPLAY_LOCALES)[number];

/** Autonyms for the language menu: each language named in itself. The main variant of a
 *  language goes without a region; English always names one because two catalogues exist. */
export const LANGUAGE_DISPLAY_NAMES: Readonly<Record<DisplayNameLocale, string>> = Object.freeze({
  "en-GB": "English (UK)",
  "en-US": "English (US)",
  "en-CA": "English (Canada)",
  "en-IE": "English (Ireland)",
  "en-HK": "English (Hong Kong)",
  "de-DE": "Deutsch",
  "de-AT": "Deutsch (Österreich)",
  "de-LU": "Deutsch (Luxemburg)",
  "fr-FR": "Français",
  "fr-CA": "Français (Canada)",
  "fr-BE": "Français (Belgique)",
  "fr-LU": "Français (Luxembourg)",
  "es-ES": "Español",
  "es-MX": "Español (México)",
  "es-AR": "Español (Argentina)",
  "pt-PT": "Português",
  "pt-BR": "Português (Brasil)",
  "it-IT": "Italiano",
  "nl-NL": "Nederlands",
  "nl-BE": "Nederlands (België)",
  "da-DK": "Dansk",
  "sv-SE": "Svenska",
  "nb-NO": "Norsk bokmål",
  "fi-FI": "Suomi",
  "pl-PL": "Polski",
  "cs-CZ": "Čeština",
  "el-GR": "Ελληνικά",
  "tr-TR": "Türkçe",
  "ru-RU": "Русский",
  "ca-ES": "Català",
  "id-ID": "Bahasa Indonesia",
  "ja-JP": "日本語",
  "ko-KR": "한국어",
  "zh-CN": "简体中文",
  "zh-TW": "繁體中文 (台灣)",
  "zh-HK": "繁體中文 (香港)",
});

/**
 * Autonym for a locale, or undefined when the table has none.
 * @example languageDisplayName("de-AT") // "Deutsch (Österreich)"
 */
export function languageDisplayName(locale: string): string | undefined {
  return Object.hasOwn(LANGUAGE_DISPLAY_NAMES, locale)
    ? LANGUAGE_DISPLAY_NAMES[locale as DisplayNameLocale]
    : undefined;
}
