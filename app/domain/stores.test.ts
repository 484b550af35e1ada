import { describe, expect, it } from "vitest";
import { SUPPORTED_SITE_LOCALES } from "./locales";
import {
  CURRENCY_SYMBOLS,
  SITE_COUNTRIES,
  STORE_CURRENCIES,
  STORE_IDS,
  STORES,
  isStoreId,
  storeBySiteCountry,
  type StoreId,
} from "./stores";

// Spec §3 "Store ids to site country", with the locales, currency and zone chosen per store.
const STORE_ROWS: ReadonlyArray<readonly [StoreId, string, string, readonly string[], string, string]> = [
  [1, "US", "US", ["en-US"], "USD", "America/New_York"],
  [2, "UK", "GB", ["en-GB"], "GBP", "Europe/London"],
  [3, "DE", "DE", ["de-DE"], "EUR", "Europe/Berlin"],
  [4, "FR", "FR", ["fr-FR"], "EUR", "Europe/Paris"],
  [5, "MX", "MX", ["es-MX"], "MXN", "America/Mexico_City"],
  [6, "SP", "ES", ["es-ES"], "EUR", "Europe/Madrid"],
  [7, "PT", "PT", ["pt-PT"], "EUR", "Europe/Lisbon"],
  [8, "CA", "CA", ["en-CA", "fr-CA"], "CAD", "America/Toronto"],
  [9, "CZ", "CZ", ["cs-CZ"], "CZK", "Europe/Prague"],
  [10, "IT", "IT", ["it-IT"], "EUR", "Europe/Rome"],
  [11, "NL", "NL", ["nl-NL"], "EUR", "Europe/Amsterdam"],
  [12, "AT", "AT", ["de-AT"], "EUR", "Europe/Vienna"],
  [13, "BE", "BE", ["fr-BE", "nl-BE"], "EUR", "Europe/Brussels"],
  [14, "IE", "IE", ["en-IE"], "EUR", "Europe/Dublin"],
  [15, "FI", "FI", ["fi-FI"], "EUR", "Europe/Helsinki"],
  [16, "LU", "LU", ["fr-LU", "de-LU"], "EUR", "Europe/Luxembourg"],
  [17, "GR", "GR", ["el-GR"], "EUR", "Europe/Athens"],
  [18, "PL", "PL", ["pl-PL"], "PLN", "Europe/Warsaw"],
  [19, "SE", "SE", ["sv-SE"], "SEK", "Europe/Stockholm"],
  [20, "DK", "DK", ["da-DK"], "DKK", "Europe/Copenhagen"],
  [21, "AR", "AR", ["es-AR"], "ARS", "America/Argentina/Buenos_Aires"],
  [22, "JP", "JP", ["ja-JP"], "JPY", "Asia/Tokyo"],
  [23, "KR", "KR", ["ko-KR"], "KRW", "Asia/Seoul"],
  [24, "BR", "BR", ["pt-BR"], "BRL", "America/Sao_Paulo"],
  [26, "TR", "TR", ["tr-TR"], "TRY", "Europe/Istanbul"],
  [27, "TW", "TW", ["zh-TW"], "TWD", "Asia/Taipei"],
  [28, "HK", "HK", ["zh-HK", "en-HK"], "HKD", "Asia/Hong_Kong"],
];

describe("STORES", () => {
  it("has exactly the spec's 27 store ids and no store 25", () => {
    expect([...STORE_IDS]).toEqual(STORE_ROWS.map(([id]) => id));
    expect(STORE_IDS).not.toContain(25);
    expect(Object.keys(STORES)).toHaveLength(27);
  });

  it.each(STORE_ROWS)(
    "store %i is %s (site %s)",
    (storeId, storeCode, siteCountry, nativeLocales, defaultCurrency, timeZone) => {
      expect(STORES[storeId]).toEqual({
        storeId,
        storeCode,
        siteCountry,
        defaultLocale: nativeLocales[0],
        nativeLocales,
        defaultCurrency,
        timeZone,
      });
    },
  );

  it.each(STORE_ROWS)("store %i: locales are site locales and the zone is a real IANA zone", (storeId) => {
    const store = STORES[storeId];
    for (const locale of store.nativeLocales) expect(SUPPORTED_SITE_LOCALES).toContain(locale);
    expect(() => new Intl.DateTimeFormat("en", { timeZone: store.timeZone })).not.toThrow();
  });

  it("lists site countries in store id order", () => {
    expect(SITE_COUNTRIES).toEqual(STORE_ROWS.map(([, , siteCountry]) => siteCountry));
  });
});

describe("currencies", () => {
  it("STORE_CURRENCIES are exactly the stores' default currencies", () => {
    expect(new Set(STORE_CURRENCIES)).toEqual(new Set(STORE_IDS.map((id) => STORES[id].defaultCurrency)));
    expect(STORE_CURRENCIES).toHaveLength(16);
  });

  it.each([
    ["USD", "$"],
    ["EUR", "€"],
    ["GBP", "£"],
    ["CAD", "$"],
    ["MXN", "$"],
    ["CZK", "Kč"],
    ["PLN", "zł"],
    ["SEK", "kr"],
    ["DKK", "kr."],
    ["ARS", "$"],
    ["BRL", "R$"],
    ["JPY", "¥"],
    ["KRW", "₩"],
    ["TRY", "₺"],
    ["TWD", "NT$"],
    ["HKD", "HK$"],
  ] as const)("%s is written %s", (code, symbol) => {
    expect(CURRENCY_SYMBOLS[code]).toBe(symbol);
  });
});

describe("isStoreId", () => {
  it.each([
    [1, true],
    [24, true],
    [26, true],
    [28, true],
    [25, false],
    [0, false],
    [29, false],
    [-1, false],
    [1.5, false],
    ["1", false],
    [null, false],
    [undefined, false],
  ])("isStoreId(%j) → %s", (value, expected) => {
    expect(isStoreId(value)).toBe(expected);
  });
});

describe("storeBySiteCountry", () => {
  it.each([
    ["GB", 2],
    ["UK", 2],
    ["gb", 2],
    ["uk", 2],
    ["ES", 6],
    ["SP", 6],
    ["es", 6],
    ["sp", 6],
    ["US", 1],
    ["ca", 8],
    ["Hk", 28],
    ["TR", 26],
  ] as const)("%s → store %i", (code, storeId) => {
    expect(storeBySiteCountry(code)?.storeId).toBe(storeId);
  });

  it.each(["", "XX", "CN", "EU", "G"])("%j → undefined", (code) => {
    expect(storeBySiteCountry(code)).toBeUndefined();
  });

  it.each(STORE_ROWS)("finds store %i by its code and by its site country", (storeId, storeCode, siteCountry) => {
    expect(storeBySiteCountry(storeCode)?.storeId).toBe(storeId);
    expect(storeBySiteCountry(siteCountry.toLowerCase())?.storeId).toBe(storeId);
  });
});
