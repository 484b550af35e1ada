import { describe, expect, it } from "vitest";
import {
  LANGUAGE_DISPLAY_NAMES,
  LOCALE_MAPPING,
  SUPPORTED_LANGUAGES,
  SUPPORTED_SITE_LOCALES,
  TRANSLATION_LOCALES,
  isSafeLocaleKey,
  isSiteLocale,
  isTranslationLocale,
  languageDisplayName,
  languageOf,
  normalizeLocaleTag,
  toTranslationLocale,
} from "./locales";
import { STORE_IDS, STORES } from "./stores";

// Spec §3 "Locale mapping": every explicit row (bare languages included).
const MAPPING_ROWS = [
  ["de-AT", "de-DE"],
  ["de-CH", "de-DE"],
  ["de-LU", "de-DE"],
  ["en-AU", "en-GB"],
  ["en-CA", "en-GB"],
  ["en-HK", "en-GB"],
  ["en-IE", "en-GB"],
  ["en-IN", "en-GB"],
  ["en-NZ", "en-GB"],
  ["en-PH", "en-GB"],
  ["en-SG", "en-GB"],
  ["en-ZA", "en-GB"],
  ["en-ZW", "en-GB"],
  ["es-CL", "es-ES"],
  ["es-EC", "es-ES"],
  ["es-PE", "es-ES"],
  ["es-SV", "es-ES"],
  ["es-VE", "es-ES"],
  ["es-UY", "es-AR"],
  ["fr-BE", "fr-FR"],
  ["fr-CH", "fr-FR"],
  ["fr-LU", "fr-FR"],
  ["nl-BE", "nl-NL"],
  ["ru-UA", "ru-RU"],
  ["de", "de-DE"],
  ["nl", "nl-NL"],
  ["ru", "ru-RU"],
  ["en", "en-GB"],
] as const;

describe("SUPPORTED_SITE_LOCALES", () => {
  it("has 52 distinct, canonically written tags", () => {
    expect(SUPPORTED_SITE_LOCALES).toHaveLength(52);
    expect(new Set(SUPPORTED_SITE_LOCALES).size).toBe(52);
    for (const locale of SUPPORTED_SITE_LOCALES) expect(normalizeLocaleTag(locale)).toBe(locale);
  });

  it("contains every translation locale and every mapped regional locale", () => {
    for (const locale of TRANSLATION_LOCALES) expect(isSiteLocale(locale)).toBe(true);
    for (const [from] of MAPPING_ROWS) if (from.includes("-")) expect(isSiteLocale(from)).toBe(true);
  });

  it("yields the spec's languages", () => {
    expect([...SUPPORTED_LANGUAGES].sort()).toEqual(
      ["ca", "cs", "da", "de", "el", "en", "es", "fi", "fr", "id", "it", "ja", "ko", "nb", "nl", "pl", "pt", "ru", "sv", "tr", "zh"],
    );
  });
});

describe("TRANSLATION_LOCALES", () => {
  it("has the 28 catalogues", () => {
    expect(TRANSLATION_LOCALES).toHaveLength(28);
    expect(new Set(TRANSLATION_LOCALES).size).toBe(28);
  });
});

describe("LOCALE_MAPPING", () => {
  it.each(MAPPING_ROWS)("%s → %s", (from, to) => {
    expect(LOCALE_MAPPING[from]).toBe(to);
  });

  it.each(TRANSLATION_LOCALES)("%s maps to itself", (locale) => {
    expect(LOCALE_MAPPING[locale]).toBe(locale);
  });

  it("has exactly the explicit rows plus one identity row per translation locale", () => {
    expect(Object.keys(LOCALE_MAPPING)).toHaveLength(MAPPING_ROWS.length + TRANSLATION_LOCALES.length);
  });
});

describe("toTranslationLocale", () => {
  it.each(MAPPING_ROWS)("mapped: %s → %s", (from, to) => {
    expect(toTranslationLocale(from)).toBe(to);
  });

  it.each([
    ["en-US", "en-US"],
    ["fr-CA", "fr-CA"],
    ["pt-BR", "pt-BR"],
    ["zh-HK", "zh-HK"],
    ["en-MT", "en-GB"],
    ["en-JM", "en-GB"],
    ["en_au", "en-GB"],
    ["EN-us", "en-US"],
    ["de_at", "de-DE"],
    ["pt", "pt-PT"],
    ["es", "es-ES"],
    ["es-CO", "es-ES"],
    ["fr-MA", "fr-FR"],
    ["zh-SG", "zh-CN"],
    ["it-CH", "it-IT"],
    ["xx-YY", "en-GB"],
    ["hu-HU", "en-GB"],
  ] as const)("%s → %s", (from, to) => {
    expect(toTranslationLocale(from)).toBe(to);
  });

  it.each(["__proto__", "constructor", "prototype", "", "e", "en-", "../etc", "en GB", "en-GB<script>", "toString"])(
    "rejects unsafe key %j",
    (key) => {
      expect(() => toTranslationLocale(key)).toThrow(new Error("Unsafe locale detected"));
    },
  );
});

describe("isSafeLocaleKey", () => {
  it.each([
    ["en", true],
    ["en-GB", true],
    ["en_GB", true],
    ["zh-Hant-TW", true],
    ["es-419", true],
    ["fil-PH", true],
    ["__proto__", false],
    ["constructor", false],
    ["prototype", false],
    ["", false],
    ["e", false],
    ["english", false],
    ["en-", false],
    ["en-GB/x", false],
    ["en-G", false],
    ["en-verylongsubtag", false],
    [42, false],
    [null, false],
  ])("%j → %s", (key, expected) => {
    expect(isSafeLocaleKey(key)).toBe(expected);
  });
});

describe("normalizeLocaleTag", () => {
  it.each([
    ["en_us", "en-US"],
    ["EN-gb", "en-GB"],
    ["de", "de"],
    ["zh_hant_tw", "zh-Hant-TW"],
    ["es-419", "es-419"],
    ["pt-br", "pt-BR"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeLocaleTag(input)).toBe(expected);
  });

  it("rejects an unsafe key", () => {
    expect(() => normalizeLocaleTag("__proto__")).toThrow("Unsafe locale detected");
  });
});

describe("languageOf", () => {
  it.each([
    ["fr-CA", "fr"],
    ["EN-us", "en"],
    ["de", "de"],
    ["nb-NO", "nb"],
    ["zh_HK", "zh"],
  ])("%s → %s", (locale, language) => {
    expect(languageOf(locale)).toBe(language);
  });
});

describe("isTranslationLocale / isSiteLocale", () => {
  it.each([
    ["en-GB", true, true],
    ["en-AU", false, true],
    ["nl-BE", false, true],
    ["zh-TW", true, true],
    ["en-gb", false, false],
    ["de", false, false],
    ["xx-YY", false, false],
  ] as const)("%s → translation %s, site %s", (locale, translation, site) => {
    expect(isTranslationLocale(locale)).toBe(translation);
    expect(isSiteLocale(locale)).toBe(site);
  });
});

describe("LANGUAGE_DISPLAY_NAMES", () => {
  it.each([
    ["en-GB", "English (UK)"],
    ["en-US", "English (US)"],
    ["en-CA", "English (Canada)"],
    ["en-IE", "English (Ireland)"],
    ["en-HK", "English (Hong Kong)"],
    ["de-DE", "Deutsch"],
    ["de-AT", "Deutsch (Österreich)"],
    ["de-LU", "Deutsch (Luxemburg)"],
    ["fr-FR", "Français"],
    ["fr-CA", "Français (Canada)"],
    ["fr-BE", "Français (Belgique)"],
    ["fr-LU", "Français (Luxembourg)"],
    ["es-ES", "Español"],
    ["es-MX", "Español (México)"],
    ["es-AR", "Español (Argentina)"],
    ["pt-PT", "Português"],
    ["pt-BR", "Português (Brasil)"],
    ["it-IT", "Italiano"],
    ["nl-NL", "Nederlands"],
    ["nl-BE", "Nederlands (België)"],
    ["da-DK", "Dansk"],
    ["sv-SE", "Svenska"],
    ["nb-NO", "Norsk bokmål"],
    ["fi-FI", "Suomi"],
    ["pl-PL", "Polski"],
    ["cs-CZ", "Čeština"],
    ["el-GR", "Ελληνικά"],
    ["tr-TR", "Türkçe"],
    ["ru-RU", "Русский"],
    ["ca-ES", "Català"],
    ["id-ID", "Bahasa Indonesia"],
    ["ja-JP", "日本語"],
    ["ko-KR", "한국어"],
    ["zh-CN", "简体中文"],
    ["zh-TW", "繁體中文 (台灣)"],
    ["zh-HK", "繁體中文 (香港)"],
  ] as const)("%s is %s", (locale, name) => {
    expect(LANGUAGE_DISPLAY_NAMES[locale]).toBe(name);
    expect(languageDisplayName(locale)).toBe(name);
  });

  it("has no entry beyond the table above", () => {
    expect(Object.keys(LANGUAGE_DISPLAY_NAMES)).toHaveLength(36);
  });

  it.each(STORE_IDS.map((id) => [id, STORES[id].nativeLocales] as const))(
    "store %i: every native locale has a display name",
    (_, locales) => {
      for (const locale of locales) expect(languageDisplayName(locale)).toMatch(/\S/);
    },
  );

  it.each(TRANSLATION_LOCALES)("translation locale %s has a display name", (locale) => {
    expect(languageDisplayName(locale)).toMatch(/\S/);
  });

  it.each(["en-AU", "__proto__", "toString", ""])("%j has none", (locale) => {
    expect(languageDisplayName(locale)).toBeUndefined();
  });
});
