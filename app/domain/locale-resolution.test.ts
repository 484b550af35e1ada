import { describe, expect, it } from "vitest";
import { resolveLocale, storeLanguages } from "./locale-resolution";
import { defaultStoreConfig, type StoreConfig } from "./store-config";

describe("resolveLocale", () => {
  it.each([
    [1, null, "en-US"],
    [1, "fr", "fr-FR"],
    [1, "es", "es-MX"],
    [8, null, "en-CA"],
    [8, "fr", "fr-CA"],
    [8, "FR", "fr-CA"],
    [13, null, "fr-BE"],
    [13, "nl", "nl-BE"],
    [28, "en", "en-HK"],
    [28, null, "zh-HK"],
    [3, "xx", "de-DE"],
  ] as const)("store %i, language %s → %s", (storeId, language, locale) => {
    expect(resolveLocale(language, defaultStoreConfig(storeId))).toBe(locale);
  });

  it("falls back to the default when the store does not offer the language", () => {
    const config = {
      defaultLocale: "de-DE",
      supportedLocales: [{ locale: "de-DE", languageDisplayName: "Deutsch" }],
    } as const satisfies Pick<StoreConfig, "defaultLocale" | "supportedLocales">;
    expect(resolveLocale("fr", config)).toBe("de-DE");
  });
});

it("lists a store's languages, one per locale", () => {
  const langs = storeLanguages(defaultStoreConfig(8));
  expect(langs[0]).toBe("en");
  expect(langs).toContain("fr");
  expect(new Set(langs).size).toBe(langs.length);
});
