import { describe, expect, it } from "vitest";
import { LANGUAGE_DISPLAY_NAMES, SUPPORTED_LANGUAGES, languageOf, type DisplayNameLocale } from "./locales";
import {
  StoreConfigSchema,
  categoryPath,
  defaultStoreConfig,
  defaultSupportedCurrencies,
  defaultSupportedLocales,
  parseStoreConfig,
  storeConfigKey,
  type StoreConfig,
} from "./store-config";
import { STORE_CURRENCIES, STORE_IDS, STORES, type StoreId } from "./stores";

const storeRows = STORE_IDS.map((id) => [id] as const);

describe("storeConfigKey", () => {
  it.each(storeRows)("store %i", (storeId) => {
    expect(storeConfigKey(storeId)).toBe(`store-config:${storeId}`);
  });
});

describe("defaultStoreConfig", () => {
  it.each(storeRows)("store %i: the default passes the schema and its own store check", (storeId) => {
    const config = defaultStoreConfig(storeId);
    const result = parseStoreConfig(config, storeId);
    expect(result).toEqual({ ok: true, config });
    expect(StoreConfigSchema.parse(JSON.parse(JSON.stringify(config)))).toEqual(config);
  });

  it.each(storeRows)("store %i: facts come from the store table", (storeId) => {
    const store = STORES[storeId];
    const config = defaultStoreConfig(storeId);
    expect(config).toMatchObject({
      shstoreId: storeId,
      siteCountry: store.siteCountry,
      brandName: "Stagefront",
      altBrandName: "Stagefront Tickets",
      defaultLocale: store.defaultLocale,
      defaultCurrency: store.defaultCurrency,
      defaultCurrencyCodes: [store.defaultCurrency],
      contentCacheTtlSeconds: 900,
      suggestCacheTtlSeconds: 300,
      timeZone: store.timeZone,
    });
    const host = `${store.siteCountry.toLowerCase()}.stagefront.example`;
    expect(config.hostNames).toEqual(storeId === 1 ? ["www.stagefront.example", host] : [host]);
  });

  it.each(storeRows)("store %i: native locales first, then one locale for every other language", (storeId) => {
    const locales = defaultStoreConfig(storeId).supportedLocales;
    const native = STORES[storeId].nativeLocales;
    expect(locales.slice(0, native.length).map((l) => l.locale)).toEqual(native);
    expect(locales.map((l) => languageOf(l.locale)).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const { locale, languageDisplayName } of locales) {
      expect(languageDisplayName).toBe(LANGUAGE_DISPLAY_NAMES[locale as DisplayNameLocale]);
    }
  });

  // storeId → the locale offered for en, es, pt, fr, de, nl, zh
  const VARIANTS: Record<StoreId, readonly string[]> = {
    1: ["en-US", "es-MX", "pt-BR", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    2: ["en-GB", "es-ES", "pt-PT", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    3: ["en-GB", "es-ES", "pt-PT", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    4: ["en-GB", "es-ES", "pt-PT", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    5: ["en-US", "es-MX", "pt-BR", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    6: ["en-GB", "es-ES", "pt-PT", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    7: ["en-GB", "es-ES", "pt-PT", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    8: ["en-CA", "es-MX", "pt-PT", "fr-CA", "de-DE", "nl-NL", "zh-CN"],
    9: ["en-GB", "es-ES", "pt-PT", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    10: ["en-GB", "es-ES", "pt-PT", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    11: ["en-GB", "es-ES", "pt-PT", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    12: ["en-GB", "es-ES", "pt-PT", "fr-FR", "de-AT", "nl-NL", "zh-CN"],
    13: ["en-GB", "es-ES", "pt-PT", "fr-BE", "de-DE", "nl-BE", "zh-CN"],
    14: ["en-IE", "es-ES", "pt-PT", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    15: ["en-GB", "es-ES", "pt-PT", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    16: ["en-GB", "es-ES", "pt-PT", "fr-LU", "de-LU", "nl-NL", "zh-CN"],
    17: ["en-GB", "es-ES", "pt-PT", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    18: ["en-GB", "es-ES", "pt-PT", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    19: ["en-GB", "es-ES", "pt-PT", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    20: ["en-GB", "es-ES", "pt-PT", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    21: ["en-US", "es-AR", "pt-BR", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    22: ["en-US", "es-ES", "pt-PT", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    23: ["en-US", "es-ES", "pt-PT", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    24: ["en-US", "es-ES", "pt-BR", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    26: ["en-GB", "es-ES", "pt-PT", "fr-FR", "de-DE", "nl-NL", "zh-CN"],
    27: ["en-US", "es-ES", "pt-PT", "fr-FR", "de-DE", "nl-NL", "zh-TW"],
    28: ["en-HK", "es-ES", "pt-PT", "fr-FR", "de-DE", "nl-NL", "zh-HK"],
  };
  const SINGLE = ["it-IT", "da-DK", "sv-SE", "nb-NO", "fi-FI", "pl-PL", "cs-CZ", "el-GR", "tr-TR", "ru-RU", "ca-ES", "id-ID", "ja-JP", "ko-KR"];

  it.each(STORE_IDS.map((id) => [id, VARIANTS[id]] as const))("store %i offers %j", (storeId, variants) => {
    const locales = defaultSupportedLocales(storeId).map((l) => l.locale);
    expect([...locales].sort()).toEqual([...variants, ...SINGLE].sort());
  });

  it("orders the Canadian menu English, French, then the other languages", () => {
    expect(defaultSupportedLocales(8).slice(0, 4).map((l) => l.locale)).toEqual(["en-CA", "fr-CA", "es-MX", "pt-PT"]);
  });

  it.each(storeRows)("store %i: currency menu is the store currency, then every other store currency", (storeId) => {
    const currencies = defaultSupportedCurrencies(storeId);
    expect(currencies[0]?.key).toBe(STORES[storeId].defaultCurrency);
    expect(currencies.map((c) => c.key).sort()).toEqual([...STORE_CURRENCIES].sort());
    for (const { key, value } of currencies) expect(value).toMatch(new RegExp(`^${key} \\(.+\\)$`));
  });

  it.each([
    [1, { key: "USD", value: "USD ($)" }],
    [2, { key: "GBP", value: "GBP (£)" }],
    [3, { key: "EUR", value: "EUR (€)" }],
    [20, { key: "DKK", value: "DKK (kr.)" }],
    [27, { key: "TWD", value: "TWD (NT$)" }],
  ] as const)("store %i lists %j first", (storeId, first) => {
    expect(defaultSupportedCurrencies(storeId)[0]).toEqual(first);
  });

  it.each([
    [2, "en-gb", "https://support.stagefront.example/hc/en-gb/", "https://www.stagefront.example/en-gb/fan-protect-guarantee/"],
    [11, "nl-nl", "https://support.stagefront.example/hc/nl-nl/", "https://www.stagefront.example/nl-nl/legal/guarantee/"],
    [28, "zh-hk", "https://stagefront-hk.support.example/zh-hk/", "https://www.stagefront.example/fan-protect-guarantee/"],
    [22, "ja-jp", "https://support.stagefront.example/hc/en-ie/", "https://www.stagefront.example/fan-protect-guarantee/"],
  ] as const)("store %i, %s: help centre %s, guarantee %s", (storeId, key, helpCenter, fanProtection) => {
    expect(defaultStoreConfig(storeId).helpLinks[key]).toMatchObject({ helpCenter, fanProtection });
  });
});

type Mutation = (config: Record<string, any>) => void;

describe("parseStoreConfig refuses bad documents, naming the field", () => {
  it.each<[string, Mutation, string]>([
    ["empty brand", (c) => (c.brandName = ""), "brandName: "],
    ["long brand", (c) => (c.brandName = "x".repeat(61)), "brandName: "],
    ["missing altBrandName", (c) => delete c.altBrandName, "altBrandName: "],
    ["upper-case host", (c) => (c.hostNames = ["DE.stagefront.example"]), "hostNames.0: must be a lower-case DNS name"],
    ["host with a path", (c) => (c.hostNames = ["de.stagefront.example/x"]), "hostNames.0: must be a lower-case DNS name"],
    ["host with a port", (c) => (c.hostNames = ["tickets.example.de:8443"]), "hostNames.0: must be a lower-case DNS name"],
    ["localhost", (c) => (c.hostNames = ["localhost"]), "hostNames.0: must be a lower-case DNS name"],
    ["localhost with a port", (c) => (c.hostNames = ["localhost:8787"]), "hostNames.0: must be a lower-case DNS name"],
    ["a *.localhost name", (c) => (c.hostNames = ["de.localhost"]), "hostNames.0: must be a lower-case DNS name"],
    ["an IPv4 address", (c) => (c.hostNames = ["127.0.0.1:8787"]), "hostNames.0: must be a lower-case DNS name"],
    ["a bare IPv4 address", (c) => (c.hostNames = ["203.0.113.9"]), "hostNames.0: must be a lower-case DNS name"],
    ["a single label", (c) => (c.hostNames = ["tickets"]), "hostNames.0: must be a lower-case DNS name"],
    ["markup in the brand", (c) => (c.brandName = "<b>Stagefront</b>"), "brandName: must be plain text"],
    ["markup in the other brand", (c) => (c.altBrandName = "Stagefront<script>"), "altBrandName: must be plain text"],
    ["a control character in the brand", (c) => (c.brandName = "Stage\u0000front"), "brandName: must be plain text"],
    ["a brand padded with spaces", (c) => (c.brandName = " Stagefront"), "brandName: must not start or end with a space"],
    ["no host", (c) => (c.hostNames = []), "hostNames: "],
    ["duplicate host", (c) => (c.hostNames = ["a.example", "a.example"]), 'hostNames: "a.example" is listed twice'],
    ["unknown locale", (c) => (c.supportedLocales[2].locale = "xx-XX"), "supportedLocales.2.locale: "],
    [
      "two locales of one language",
      (c) => c.supportedLocales.push({ locale: "de-AT", languageDisplayName: "Deutsch (Österreich)" }),
      'supportedLocales.21.locale: supportedLocales must have distinct languages: de-AT repeats language "de" of de-DE',
    ],
    ["no locales", (c) => (c.supportedLocales = []), "supportedLocales: "],
    [
      "default locale not offered",
      (c) => (c.supportedLocales = c.supportedLocales.slice(1)),
      "supportedLocales: supportedLocales must contain the defaultLocale de-DE",
    ],
    ["unknown field in a locale", (c) => (c.supportedLocales[0].flag = "🇩🇪"), 'supportedLocales.0: unknown key "flag"'],
    ["empty display name", (c) => (c.supportedLocales[1].languageDisplayName = ""), "supportedLocales.1.languageDisplayName: "],
    ["unknown flag", (c) => (c.featureFlags.foo = true), 'featureFlags: unknown key "foo"'],
    ["flag not boolean", (c) => (c.featureFlags["common.queryParams"] = "yes"), "featureFlags.common.queryParams: "],
    ["missing flag", (c) => delete c.featureFlags["common.useAltBrand"], "featureFlags.common.useAltBrand: "],
    ["unknown top-level field", (c) => (c.theme = "dark"), '(root): unknown key "theme"'],
    ["store 25", (c) => (c.shstoreId = 25), "shstoreId: "],
    ["wrong site country", (c) => (c.siteCountry = "AT"), "siteCountry: store 3 has site country DE"],
    ["lower-case currency", (c) => (c.defaultCurrency = "eur"), "defaultCurrency: must be an ISO 4217 code"],
    ["currency not offered", (c) => (c.defaultCurrency = "CHF"), "defaultCurrency: CHF is not among supportedCurrencies"],
    ["rate currency not offered", (c) => (c.defaultCurrencyCodes = ["EUR", "CHF"]), "defaultCurrencyCodes.1: CHF is not among supportedCurrencies"],
    ["duplicate currency", (c) => c.supportedCurrencies.push({ key: "EUR", value: "EUR" }), "supportedCurrencies.16.key: EUR is listed twice"],
    ["bad slug", (c) => (c.categorySlugs["de-DE"].concerts = "Konzert Tickets"), "categorySlugs.de-DE.concerts: must be a lower-case slug"],
    ["unknown category", (c) => (c.categorySlugs["de-DE"].opera = "oper-tickets"), 'categorySlugs.de-DE: unknown key "opera"'],
    ["slugs for an unknown locale", (c) => (c.categorySlugs["xx-XX"] = {}), 'categorySlugs: unknown key "xx-XX"'],
    ["slugs missing for a locale", (c) => delete c.categorySlugs["fr-FR"], "categorySlugs.fr-FR: missing for a supported locale"],
    ["slugs for an unoffered locale", (c) => (c.categorySlugs["de-AT"] = c.categorySlugs["de-DE"]), "categorySlugs.de-AT: not a supported locale of this store"],
    ["categories differ by language", (c) => delete c.categorySlugs["fr-FR"].vip, "categorySlugs.fr-FR: must offer the same categories as de-DE"],
    ["http help link", (c) => (c.helpLinks["de-de"].helpCenter = "http://support.example/"), "helpLinks.de-de.helpCenter: must be an absolute https URL"],
    ["relative help link", (c) => (c.helpLinks["de-de"].contactUs = "/contact"), "helpLinks.de-de.contactUs: must be an absolute https URL"],
    ["upper-case help key", (c) => (c.helpLinks["de-DE"] = c.helpLinks["de-de"]), "helpLinks.de-DE: invalid key: must be a lower-case supported locale"],
    ["help links missing", (c) => delete c.helpLinks["it-it"], "helpLinks.it-it: missing for a supported locale"],
    ["help links for an unoffered locale", (c) => (c.helpLinks["de-at"] = c.helpLinks["de-de"]), "helpLinks.de-at: not a supported locale of this store"],
    ["content TTL too short", (c) => (c.contentCacheTtlSeconds = 10), "contentCacheTtlSeconds: "],
    ["content TTL not an integer", (c) => (c.contentCacheTtlSeconds = 90.5), "contentCacheTtlSeconds: "],
    ["suggest TTL too long", (c) => (c.suggestCacheTtlSeconds = 3601), "suggestCacheTtlSeconds: "],
    ["unknown time zone", (c) => (c.timeZone = "Mars/Olympus"), "timeZone: must be an IANA time zone"],
  ])("%s", (_, mutate, error) => {
    const doc = structuredClone(defaultStoreConfig(3)) as Record<string, any>;
    mutate(doc);
    const result = parseStoreConfig(doc);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.some((e) => e.startsWith(error)), result.errors.join("\n")).toBe(true);
  });

  it.each([null, "config", 42, []])("refuses %j as a whole", (doc) => {
    const result = parseStoreConfig(doc);
    expect(result).toEqual({ ok: false, errors: [expect.stringMatching(/^\(root\): /)] });
  });

  it("refuses a document for another store", () => {
    expect(parseStoreConfig(defaultStoreConfig(2), 3)).toEqual({ ok: false, errors: ["shstoreId: expected 3, got 2"] });
  });

  it("fills the cache TTL defaults", () => {
    const { contentCacheTtlSeconds: _c, suggestCacheTtlSeconds: _s, ...doc } = defaultStoreConfig(4);
    const result = parseStoreConfig(doc, 4);
    expect(result.ok && [result.config.contentCacheTtlSeconds, result.config.suggestCacheTtlSeconds]).toEqual([900, 300]);
  });

  it("accepts operator values: real host names, a renamed brand, fewer locales", () => {
    const doc: StoreConfig = {
      ...defaultStoreConfig(3),
      brandName: "Bühnen & Karten",
      hostNames: ["tickets.example.de", "www.buehnen-karten.de", "xn--bhnenkarten-dlb.de"],
    };
    const keep = ["de-DE", "en-GB"];
    doc.supportedLocales = doc.supportedLocales.filter((l) => keep.includes(l.locale));
    doc.categorySlugs = Object.fromEntries(keep.map((l) => [l, doc.categorySlugs[l as "de-DE"]]));
    doc.helpLinks = Object.fromEntries(keep.map((l) => [l.toLowerCase(), doc.helpLinks[l.toLowerCase()]!]));
    expect(parseStoreConfig(doc, 3)).toEqual({ ok: true, config: doc });
  });
});

describe("categoryPath", () => {
  it.each([
    [2, "en-GB", "concerts", "/concert-tickets/category/1/"],
    [2, "en-GB", "sports", "/sports-tickets/category/28/"],
    [2, "en-GB", "soccer", "/football-tickets/category/114/"],
    [2, "en-GB", "vip", "/vip-tickets/category/5000/"],
    [2, "en-GB", "cities", "/city-tickets/category/5001/"],
    [1, "en-US", "theatre", "/theater-tickets/category/174/"],
    [1, "en-US", "soccer", null],
    [6, "es-ES", "concerts", "/entradas-conciertos/category/1/"],
    [7, "pt-PT", "sports", "/bilhetes-desporto/category/28/"],
    [8, "fr-CA", "concerts", "/billets-concert/category/1/"],
    [8, "fr-CA", "cities", "/billets-villes/category/5001/"],
    [8, "fr-CA", "vip", null],
    [13, "fr-BE", "sports", "/billets-sports/category/28/"],
    [13, "nl-BE", "concerts", "/concertkaartjes/category/1/"],
    [15, "fi-FI", "concerts", "/konsertit-liput/category/1/"],
    [22, "ja-JP", "concerts", "/category/1/"],
    [22, "en-US", "theatre", "/category/174/"],
    [26, "tr-TR", "sports", "/category/28/"],
    [28, "zh-HK", "concerts", "/category/1/"],
    [3, "de_de", "concerts", "/konzert-tickets/category/1/"],
    [3, "xx-YY", "concerts", "/konzert-tickets/category/1/"],
    [3, "de-AT", "sports", "/sport-tickets/category/28/"],
  ] as const)("store %i, %s, %s → %s", (storeId, locale, key, path) => {
    expect(categoryPath(defaultStoreConfig(storeId), locale, key)).toBe(path);
  });

  it("rejects an unsafe locale", () => {
    expect(() => categoryPath(defaultStoreConfig(1), "__proto__", "concerts")).toThrow("Unsafe locale detected");
  });
});
