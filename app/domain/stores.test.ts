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

// Spec §3 "Store ids to site country", word for word: the test's own statement of the table, so
// STORES is held against the spec rather than against a copy of itself.
const SPEC_STORE_IDS_TO_SITE_COUNTRY =
  "1 US, 2 UK (site GB), 3 DE, 4 FR, 5 MX, 6 SP (site ES), 7 PT, 8 CA, 9 CZ, 10 IT, 11 NL, 12 AT, 13 BE, " +
  "14 IE, 15 FI, 16 LU, 17 GR, 18 PL, 19 SE, 20 DK, 21 AR, 22 JP, 23 KR, 24 BR, 26 TR, 27 TW, 28 HK.";

const SPEC_ROWS = SPEC_STORE_IDS_TO_SITE_COUNTRY.slice(0, -1)
  .split(", ")
  .map((entry) => {
    const [, id, code, site] = /^(\d+) ([A-Z]{2})(?: \(site ([A-Z]{2})\))?$/.exec(entry)!;
    return [Number(id) as StoreId, code!, site ?? code!] as const;
  });

// The locales, currency and time zone are the code's choices (the spec names none): they are
// held to what makes them right, not to a second copy of the table.
const EURO_AREA = ["AT", "BE", "DE", "ES", "FI", "FR", "GR", "IE", "IT", "LU", "NL", "PT"];
// ISO 4217: the currency each of the other site countries pays in.
const NATIONAL_CURRENCY: Readonly<Record<string, string>> = {
  US: "USD", GB: "GBP", MX: "MXN", CA: "CAD", CZ: "CZK", PL: "PLN", SE: "SEK", DK: "DKK",
  AR: "ARS", JP: "JPY", KR: "KRW", BR: "BRL", TR: "TRY", TW: "TWD", HK: "HKD",
};

/** The IANA zones of a region, as the runtime's CLDR data lists them (canonical ids). */
function zonesOf(region: string): string[] {
  const locale = new Intl.Locale(`und-${region}`) as Intl.Locale & { timeZones?: string[]; getTimeZones?: () => string[] };
  return locale.getTimeZones?.() ?? locale.timeZones ?? [];
}
const canonicalZone = (zone: string) => new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;

describe("STORES", () => {
  it("has exactly the spec's 27 store ids and no store 25", () => {
    expect(SPEC_ROWS).toHaveLength(27);
    expect([...STORE_IDS]).toEqual(SPEC_ROWS.map(([id]) => id));
    expect(STORE_IDS).not.toContain(25);
    expect(Object.keys(STORES)).toHaveLength(27);
  });

  it.each(SPEC_ROWS)("store %i is %s (site %s)", (storeId, storeCode, siteCountry) => {
    expect(STORES[storeId]).toMatchObject({ storeId, storeCode, siteCountry });
  });

  it.each(SPEC_ROWS)("store %i: the default locale comes first, every locale is a site locale of the site country", (storeId) => {
    const store = STORES[storeId];
    expect(store.defaultLocale).toBe(store.nativeLocales[0]);
    for (const locale of store.nativeLocales) {
      expect(SUPPORTED_SITE_LOCALES).toContain(locale);
      expect(new Intl.Locale(locale).region).toBe(store.siteCountry);
    }
  });

  it.each([
    // The spec shows the Belgian French market path without a language segment: French is Belgium's default.
    [13, ["fr-BE", "nl-BE"]],
    [8, ["en-CA", "fr-CA"]],
    [16, ["fr-LU", "de-LU"]],
    [28, ["zh-HK", "en-HK"]],
  ] as const)("store %i, with several languages, offers %j in that order", (storeId, locales) => {
    expect(STORES[storeId].nativeLocales).toEqual(locales);
  });

  it.each(SPEC_ROWS)("store %i: the default currency is the site country's", (storeId) => {
    const store = STORES[storeId];
    expect(store.defaultCurrency).toBe(EURO_AREA.includes(store.siteCountry) ? "EUR" : NATIONAL_CURRENCY[store.siteCountry]);
  });

  it.each(SPEC_ROWS)("store %i: the time zone is a real IANA zone of the site country", (storeId) => {
    const store = STORES[storeId];
    expect(() => new Intl.DateTimeFormat("en", { timeZone: store.timeZone })).not.toThrow();
    expect(zonesOf(store.siteCountry)).toContain(canonicalZone(store.timeZone));
  });

  it("lists site countries in store id order", () => {
    expect(SITE_COUNTRIES).toEqual(SPEC_ROWS.map(([, , siteCountry]) => siteCountry));
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

  it.each(SPEC_ROWS)("finds store %i by its code and by its site country", (storeId, storeCode, siteCountry) => {
    expect(storeBySiteCountry(storeCode)?.storeId).toBe(storeId);
    expect(storeBySiteCountry(siteCountry.toLowerCase())?.storeId).toBe(storeId);
  });
});
