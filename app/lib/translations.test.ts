// The completeness test (ADR 013): every text of every namespace exists in every translation
// locale, keeps its {placeholders} and its plural forms, and is not left in English unless the
// word is the same in that language. Checked twice: on the catalogue files, and through i18next
// (the translator a page gets), so a regional catalogue that only overrides a few texts is
// judged by what a fan would actually read.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { designSystemKeys } from "../../scripts/i18n/design-system-keys.mjs";
import { resourcesModule } from "../../scripts/i18n/generate-resources.mjs";
import { languageOf } from "../domain/address";
import { TRANSLATION_LOCALES, toTranslationLocale } from "../domain/locales";
import { defaultStoreConfig } from "../domain/store-config";
import { STORE_IDS } from "../domain/stores";
import { ENGLISH_SOURCES, NAMESPACES, resolutionOrder, translatorFor, type Namespace } from "./i18n.server";
import { LOCALE_RESOURCES } from "./locale-resources.server";

const SOURCE: Record<Namespace, Readonly<Record<string, string>>> = {
  ...ENGLISH_SOURCES,
  "design-system": Object.fromEntries(designSystemKeys().map((key: string) => [key, key])),
};

/** Catalogues that hold every text; the others (regional) only what differs from their language. */
const FULL = ["ca", "cs", "da", "de", "el", "es", "fi", "fr", "id", "it", "ja", "ko", "nb", "nl", "pl", "pt", "ru", "sv", "tr", "zh-CN", "zh-TW"];
const REGIONAL = ["en-GB", "en-US", "es-AR", "es-MX", "fr-CA", "pt-BR", "zh-HK"];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join();
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/** The keys a locale's catalogue must have: plural pairs become the locale's own categories. */
function expectedKeys(namespace: Namespace, locale: string): Map<string, string> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Map<string, string>();
  for (const [key, english] of Object.entries(SOURCE[namespace])) {
    const plural = key.match(PLURAL);
    if (!plural) keys.set(key, english);
    else for (const category of categories) keys.set(`${plural[1]}_${category}`, SOURCE[namespace][`${plural[1]}_other`]!);
  }
  return keys;
}

/** Texts that read the same as in English in a language (loan words and names); nothing else may. */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  // The catalog's category names (listing categoryName.*): genres and sports many languages write
  // as English does (Pop, Rock, Tennis, Rugby…) are in each language's list below.
  "*": ["VIP", "GeoNames"],
  ca: ["Categories", "Concerts", "Error", "Error:", "Festivals", "Musicals", "Pop", "Rock", "Tennis"],
  cs: ["Baseball", "Motorsport", "Opera", "Pop", "Rock"],
  da: ["Accent", "Badge", "Baseball", "Basketball", "Comedy", "Info", "Latin", "Menu", "Motorsport", "Musicals", "Neutral", "Opera", "Pop", "Rock", "Rugby", "Status", "Tennis"],
  de: ["American Football", "Badge", "Baseball", "Basketball", "Comedy", "Dialog", "Event", "Events", "Festivals", "Hard Rock & Metal", "Hip-Hop & Rap", "Info", "Jazz & Blues", "Latin", "Motorsport", "Musicals", "Name", "Neutral", "Pop", "Rock", "Rugby", "Status", "Tennis", "Tickets", "Tooltip"],
  es: ["Error", "Error:", "General", "Pop", "Rock", "Rugby"],
  fi: ["Baseball", "Pop", "Rock", "Rugby", "Tennis"],
  pt: ["Menu", "Pop", "Rock"],
  "pt-BR": ["Rugby", "Status"],
  // Quebec French keeps the English sports words France translates.
  "fr-CA": ["Basketball", "Soccer", "Sports"],
  fr: [" (page {page})", "Actions", "Badge", "Baseball", "Concerts", "Confirmation", "Date", "Festivals", "Menu", "Page {page}", "Pagination", "Pop", "Rock", "Rugby", "Suggestions", "Tennis"],
  id: ["Dialog", "Jazz Brunch", "Latin", "Menu", "Opera", "Pop", "Rock", "Status", "Tooltip"],
  it: ["Account", "Badge", "Baseball", "Design system", "Home", "Menu", "Password", "Pop", "Rock", "Rugby", "Tennis"],
  nb: ["Baseball", "Basketball", "Latin", "Motorsport", "Opera", "Pop", "Rock", "Rugby", "Status", "Tennis"],
  nl: ["Accent", "Badge", "Comedy", "Festivals", "Filters", "Latin", "Line-up", "Menu", "Motorsport", "Musicals", "Opera", "Pop", "Rock", "Rugby", "Status", "Tennis", "Tickets", "Tooltip", "{amount} per ticket", "{count} tickets"],
  pl: ["Baseball", "Menu", "Opera", "Pop", "Rock", "Rugby", "Status"],
  sv: ["Accent", "Info", "Latin", "Motorsport", "Neutral", "Opera", "Pop", "Rock", "Rugby", "Status", "Tennis"],
  tr: ["Latin", "Opera", "Pop", "Rock"],
};

function leftInEnglish(locale: string, namespace: Namespace, texts: Readonly<Record<string, string | undefined>>): string[] {
  const allowed = new Set([...SAME_AS_ENGLISH["*"]!, ...(SAME_AS_ENGLISH[languageOf(locale)] ?? []), ...(SAME_AS_ENGLISH[locale] ?? [])]);
  return [...expectedKeys(namespace, locale)].filter(([key, english]) => {
    const text = texts[key];
    // A text of placeholders and punctuation only has nothing to translate.
    return text === english && /\p{L}/u.test(text.replace(/\{\w+\}/g, "")) && !allowed.has(text);
  }).map(([key]) => key);
}

describe("translation catalogues (files)", () => {
  it("finds the sources: widgets, design-system page, pages, header, account", () => {
    expect(Object.keys(SOURCE.ui).length).toBeGreaterThanOrEqual(60);
    expect(Object.keys(SOURCE["design-system"])).toContain("Design system");
    expect(SOURCE.listing["date.thisWeekend"]).toBe("This weekend");
    expect(SOURCE.header["menu.signIn"]).toBe("Sign in");
    expect(SOURCE.header["search.suggestionsCount_other"]).toContain("{count}");
    expect(SOURCE.account["account.quantity_one"]).toBe("{count} ticket");
    expect(Object.keys(LOCALE_RESOURCES).sort()).toEqual([...FULL, ...REGIONAL].sort());
  });

  it("lib/locale-resources.server.ts imports exactly the files under app/locales (npm run i18n:resources)", () => {
    expect(readFileSync(new URL("./locale-resources.server.ts", import.meta.url), "utf8")).toBe(resourcesModule());
  });

  const full = FULL.flatMap((locale) => NAMESPACES.map((namespace) => [locale, namespace] as const));
  it.each(full)("%s/%s: every text, no stale key, placeholders kept, the language's plural forms", (locale, namespace) => {
    const texts = LOCALE_RESOURCES[locale]![namespace] ?? {};
    const expected = expectedKeys(namespace, locale);
    const missing = [...expected.keys()].filter((k) => typeof texts[k] !== "string" || texts[k]!.trim() === "");
    const stale = Object.keys(texts).filter((k) => !expected.has(k));
    const broken = [...expected].filter(([k, english]) => typeof texts[k] === "string" && placeholders(texts[k]!) !== placeholders(english)).map(([k]) => k);
    expect({ missing, stale, broken }).toEqual({ missing: [], stale: [], broken: [] });
  });

  it.each(full)("%s/%s: nothing left in English but the allowed words", (locale, namespace) => {
    expect(leftInEnglish(locale, namespace, LOCALE_RESOURCES[locale]![namespace] ?? {})).toEqual([]);
  });

  const regional = REGIONAL.flatMap((locale) => NAMESPACES.map((namespace) => [locale, namespace] as const));
  it.each(regional)("%s/%s (regional): known keys only, placeholders kept, each text differs from its language's", (locale, namespace) => {
    const texts = LOCALE_RESOURCES[locale]![namespace];
    expect(texts, `app/locales/${locale}/${namespace}.json`).toBeDefined();
    const expected = expectedKeys(namespace, locale);
    const [, base] = resolutionOrder(locale as never).map((code) => LOCALE_RESOURCES[code]?.[namespace]);
    const baseText = (key: string) => (base ?? {})[key] ?? expected.get(key);
    const unknown = Object.keys(texts!).filter((k) => !expected.has(k));
    const broken = Object.entries(texts!).filter(([k, text]) => expected.has(k) && placeholders(text) !== placeholders(expected.get(k)!)).map(([k]) => k);
    const redundant = Object.entries(texts!).filter(([k, text]) => text === baseText(k)).map(([k]) => k);
    expect({ unknown, broken, redundant }).toEqual({ unknown: [], broken: [], redundant: [] });
  });
});

describe("what each translation locale reads (through i18next)", () => {
  const cases = TRANSLATION_LOCALES.flatMap((locale) => NAMESPACES.map((namespace) => [locale, namespace] as const));
  it.each(cases)("%s/%s: a text for every key, in the locale's language", async (locale, namespace) => {
    const table = (await translatorFor(locale)).table(namespace);
    // English design-system texts are their own keys: a missing one shows as is.
    const english = languageOf(locale) === "en";
    const missing = english && namespace === "design-system" ? [] : [...expectedKeys(namespace, locale).keys()].filter((k) => !table[k]);
    expect(missing).toEqual([]);
    if (!english) expect(leftInEnglish(locale, namespace, table)).toEqual([]);
  });

  it("plural forms follow the locale's rules (i18next over Intl.PluralRules)", async () => {
    const pl = await translatorFor("pl-PL");
    const forms = [1, 2, 5, 22, 25].map((count) => pl.t("account.quantity", { ns: "account", count }));
    expect(forms[0]).toBe(pl.table("account")["account.quantity_one"]!.replace("{count}", "1"));
    expect(forms[1]).toBe(pl.table("account")["account.quantity_few"]!.replace("{count}", "2"));
    expect(forms[2]).toBe(pl.table("account")["account.quantity_many"]!.replace("{count}", "5"));
    expect(forms[3]).toBe(pl.table("account")["account.quantity_few"]!.replace("{count}", "22"));
    expect(forms[4]).toBe(pl.table("account")["account.quantity_many"]!.replace("{count}", "25"));
    const en = await translatorFor("en-US");
    expect(en.t("account.quantity", { ns: "account", count: 1 })).toBe("1 ticket");
    expect(en.t("account.quantity", { ns: "account", count: 3 })).toBe("3 tickets");
  });

  it("a regional locale reads its own texts, then its language's (fr-CA over fr, zh-HK over zh-TW)", async () => {
    for (const [locale, base] of [["fr-CA", "fr"], ["es-MX", "es"], ["pt-BR", "pt"], ["zh-HK", "zh-TW"]] as const) {
      const own = LOCALE_RESOURCES[locale]!;
      const tr = await translatorFor(locale);
      const [namespace, texts] = Object.entries(own).find(([, t]) => Object.keys(t).length > 0)!;
      const [key, text] = Object.entries(texts)[0]!;
      expect(tr.table(namespace as Namespace)[key], `${locale} ${key}`).toBe(text);
      const inherited = Object.keys(LOCALE_RESOURCES[base]![namespace]!).find((k) => !(k in texts) && !PLURAL.test(k))!;
      expect(tr.table(namespace as Namespace)[inherited]).toBe(LOCALE_RESOURCES[base]![namespace]![inherited]);
    }
  });

  it("every locale a store offers has its catalogue; unsafe keys are refused", async () => {
    for (const id of STORE_IDS) {
      for (const { locale } of defaultStoreConfig(id).supportedLocales) {
        expect(TRANSLATION_LOCALES).toContain(toTranslationLocale(locale));
      }
    }
    expect(() => translatorFor("__proto__")).toThrow("Unsafe locale detected");
    expect((await translatorFor("zh-CN")).t("menu.signIn", { ns: "header" })).not.toBe((await translatorFor("zh-TW")).t("menu.signIn", { ns: "header" }));
  });
});
