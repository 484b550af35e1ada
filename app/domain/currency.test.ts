import { describe, expect, it } from "vitest";
import {
  COUNTRY_DEFAULT_CURRENCY,
  NO_CONVERSION,
  approximatePrice,
  convert,
  currencyCountry,
  formatApproximate,
  initialCurrencyChoice,
  initialCurrency,
  minorUnits,
  parseStoredCurrency,
  ratePairs,
  readExchangeRates,
  supportedCurrencyCode,
  type CurrencySource,
  type ExchangeRates,
  type InitialCurrencyInput,
} from "./currency";
import { defaultStoreConfig } from "./store-config";

const NBSP = "\u00a0";
const NNBSP = "\u202f";

describe("COUNTRY_DEFAULT_CURRENCY (spec §4: US USD, CA CAD, CN CNY, HK HKD, MX MXN, TR TRY, BR BRL, TW TWD, CZ CZK, DK DKK, PL PLN, SE SEK)", () => {
  it("is exactly the spec's table", () => {
    expect(COUNTRY_DEFAULT_CURRENCY).toEqual({
      US: "USD",
      CA: "CAD",
      CN: "CNY",
      HK: "HKD",
      MX: "MXN",
      TR: "TRY",
      BR: "BRL",
      TW: "TWD",
      CZ: "CZK",
      DK: "DKK",
      PL: "PLN",
      SE: "SEK",
    });
  });
});

// The German store: EUR by default, every store currency supported (CNY is not among them).
const DE = defaultStoreConfig(3);
const SUPPORTED = DE.supportedCurrencies.map(({ key }) => key);

const base: InitialCurrencyInput = {
  enabled: true,
  stored: null,
  queryCur: null,
  optOutEnabled: false,
  ipCountryCode: null,
  siteCountry: "DE",
  storeDefault: "EUR",
  supported: SUPPORTED,
};

describe("initialCurrencyChoice (spec §4 'Currency': initial precedence)", () => {
  it.each<[string, Partial<InitialCurrencyInput>, string, CurrencySource]>([
    // "(1) the stored choice"
    ["a stored supported choice wins", { stored: "USD" }, "USD", "stored"],
    ["the stored choice wins over the query", { stored: "GBP", queryCur: "USD" }, "GBP", "stored"],
    ["the stored choice wins over the country default", { stored: "GBP", optOutEnabled: true, ipCountryCode: "US" }, "GBP", "stored"],
    // "The special value 'none' means event currency with no conversion."
    ["a stored 'none' is kept, also against the query", { stored: "none", queryCur: "USD" }, "none", "stored"],
    ["a stored 'none' is the opt-out: no country default", { stored: "none", optOutEnabled: true, ipCountryCode: "US" }, "none", "stored"],
    ["stored text is forgiven its case and spaces", { stored: " usd " }, "USD", "stored"],
    // §5 "Currency ... from storage is accepted only if among supported currencies."
    ["an unsupported stored code counts as nothing selected", { stored: "CNY", queryCur: "SEK" }, "SEK", "query"],
    ["a malformed stored value counts as nothing selected", { stored: "{\"c\":1}", queryCur: "SEK" }, "SEK", "query"],
    ["a stored non-string counts as nothing selected", { stored: 42, queryCur: "SEK" }, "SEK", "query"],
    ["an over-long stored value counts as nothing selected", { stored: "USD".padEnd(200, " "), queryCur: "SEK" }, "SEK", "query"],
    // "(2) the 'cur' query parameter, if supported and nothing selected"
    ["the query proposes a supported currency", { queryCur: "JPY" }, "JPY", "query"],
    ["the query wins over the country default", { queryCur: "JPY", optOutEnabled: true, ipCountryCode: "US" }, "JPY", "query"],
    ["query text is forgiven its case", { queryCur: "gbp" }, "GBP", "query"],
    ["an unsupported query currency is ignored", { queryCur: "CNY" }, "none", "fallback"],
    ["an empty query value is ignored", { queryCur: "" }, "none", "fallback"],
    ["'none' in the query is not a supported currency: ignored", { queryCur: "none", optOutEnabled: true, ipCountryCode: "US" }, "USD", "country"],
    // "(3) when opt-out is enabled and nothing selected, a country default ... or a store-based default"
    ["opt-out on: the visitor's IP country default", { optOutEnabled: true, ipCountryCode: "SE" }, "SEK", "country"],
    ["opt-out on: the IP country code is read case-insensitively", { optOutEnabled: true, ipCountryCode: "pl" }, "PLN", "country"],
    ["opt-out on: the IP country outranks the site country", { optOutEnabled: true, ipCountryCode: "CA", siteCountry: "MX" }, "CAD", "country"],
    ["opt-out on, IP unknown: the site country's default", { optOutEnabled: true, ipCountryCode: null, siteCountry: "DK" }, "DKK", "country"],
    ["opt-out on, IP malformed: the site country's default", { optOutEnabled: true, ipCountryCode: "USA", siteCountry: "CZ" }, "CZK", "country"],
    ["opt-out on, country without a default: the store default", { optOutEnabled: true, ipCountryCode: "FR" }, "EUR", "store"],
    ["opt-out on, country default not supported (CN → CNY): the store default", { optOutEnabled: true, ipCountryCode: "CN" }, "EUR", "store"],
    ["opt-out on, CNY supported: China gets CNY", { optOutEnabled: true, ipCountryCode: "CN", supported: [...SUPPORTED, "CNY"] }, "CNY", "country"],
    ["opt-out on, store default not supported either: none", { optOutEnabled: true, ipCountryCode: "FR", storeDefault: "CHF" }, "none", "fallback"],
    // Decision: opt-out off is opt-in, nothing chosen → event currency, no conversion.
    ["opt-out off and nothing selected: none (no country default)", { ipCountryCode: "US" }, "none", "fallback"],
    ["opt-out off and nothing at all: none", {}, "none", "fallback"],
    // Decision: common.enableAdvisoryCurrency off → no currency feature, whatever is stored.
    ["feature off: none, even with a stored choice", { enabled: false, stored: "USD", queryCur: "GBP", optOutEnabled: true }, "none", "disabled"],
  ])("%s", (_rule, overrides, currency, source) => {
    const input = { ...base, ...overrides };
    expect(initialCurrencyChoice(input)).toEqual({ currency, source });
    expect(initialCurrency(input)).toBe(currency);
  });

  it.each(Object.entries(COUNTRY_DEFAULT_CURRENCY).filter(([, code]) => code !== "CNY"))(
    "with opt-out on, a visitor from %s gets %s on the German store",
    (country, code) => {
      expect(initialCurrency({ ...base, optOutEnabled: true, ipCountryCode: country })).toBe(code);
    },
  );
});

describe("parseStoredCurrency and supportedCurrencyCode (spec §5)", () => {
  it.each<[unknown, string | null, string | null]>([
    ["EUR", "EUR", "EUR"],
    ["eur", "EUR", "EUR"],
    ["none", "none", null],
    ["NONE", "none", null],
    ["XYZ", null, null],
    ["EU", null, null],
    ["EURO", null, null],
    [null, null, null],
    [undefined, null, null],
    [["EUR"], null, null],
  ])("%j → stored %j, query %j", (value, stored, query) => {
    expect(parseStoredCurrency(value, ["EUR", "USD"])).toBe(stored);
    expect(supportedCurrencyCode(value, ["EUR", "USD"])).toBe(query);
  });
});

describe("currencyCountry (spec §3 ipLocation.countryCode, else the store's site country)", () => {
  it.each<[unknown, string, string]>([
    ["US", "DE", "US"],
    ["se", "DE", "SE"],
    [null, "DE", "DE"],
    [undefined, "CA", "CA"],
    ["", "CA", "CA"],
    ["??", "CA", "CA"],
    [840, "CA", "CA"],
  ])("IP %j on site %s → %s", (ip, site, expected) => {
    expect(currencyCountry(ip, site)).toBe(expected);
  });
});

describe("ratePairs (spec §4: rates fetched for the default currency codes, each pair once)", () => {
  it.each<[string, string, readonly string[], { from: string; to: string }[]]>([
    ["each default code → the selected one", "USD", ["EUR", "GBP"], [{ from: "EUR", to: "USD" }, { from: "GBP", to: "USD" }]],
    ["each pair once, first-seen order", "USD", ["GBP", "EUR", "GBP", "eur"], [{ from: "GBP", to: "USD" }, { from: "EUR", to: "USD" }]],
    ["no identity pair (the rate is 1)", "EUR", ["EUR", "USD"], [{ from: "USD", to: "EUR" }]],
    ["nothing for 'none'", NO_CONVERSION, ["EUR", "USD"], []],
    ["nothing for a currency the rates call does not serve", "CNY", ["EUR"], []],
    ["codes the rates call does not serve are left out", "USD", ["CNY", "EUR"], [{ from: "EUR", to: "USD" }]],
    ["no default codes, no pairs", "USD", [], []],
  ])("%s", (_rule, selected, defaults, expected) => {
    expect(ratePairs(selected, defaults)).toEqual(expected);
  });
});

const RATES: ExchangeRates = [
  { from: "EUR", to: "USD", rate: 1.0705 },
  { from: "EUR", to: "JPY", rate: 171.94 },
  { from: "USD", to: "BHD", rate: 0.376 },
  { from: "ARS", to: "USD", rate: null },
  { from: "GBP", to: "USD", rate: Number.NaN },
];

describe("convert (rounded to the minor unit of the target currency)", () => {
  it.each<[string, number, string, string, number | null]>([
    ["2 decimals for USD", 50, "EUR", "USD", 53.53],
    ["0 decimals for JPY", 10, "EUR", "JPY", 1719],
    ["3 decimals for BHD", 10, "USD", "BHD", 3.76],
    ["a half rounds up (no binary noise)", 1.005, "USD", "USD", 1.01],
    ["the same currency converts to itself", 12.345, "EUR", "EUR", 12.35],
    ["the same currency, JPY: whole yen", 99.5, "JPY", "JPY", 100],
    ["no rate in the table: null, never 1", 10, "GBP", "EUR", null],
    ["only the fetched direction counts", 10, "USD", "EUR", null],
    ["a null rate (no reference rate): null", 10, "ARS", "USD", null],
    ["a broken rate: null", 10, "GBP", "USD", null],
    ["not a number: null", Number.NaN, "EUR", "USD", null],
    ["infinite: null", Number.POSITIVE_INFINITY, "EUR", "USD", null],
    ["a malformed code: null", 10, "eur", "USD", null],
  ])("%s", (_rule, amount, from, to, expected) => {
    expect(convert(amount, from, to, RATES)).toBe(expected);
  });

  it("knows the minor units from Intl", () => {
    expect([minorUnits("USD"), minorUnits("JPY"), minorUnits("KRW"), minorUnits("BHD"), minorUnits("usd")]).toEqual([2, 0, 0, 3, null]);
  });
});

describe("readExchangeRates (the rates call's answer, checked by hand)", () => {
  it("keeps well-formed usable rates and drops the rest", () => {
    const body = {
      asOf: "2024-06-28",
      source: "snapshot",
      rates: [
        { from: "EUR", to: "USD", rate: 1.0705 },
        { from: "ARS", to: "USD", rate: null, unavailable: "no-reference-rate" },
        { from: "EUR", to: "GBP", rate: -1 },
        { from: "EUR", to: "GBP", rate: "0.85" },
        { from: "eur", to: "GBP", rate: 0.85 },
        { from: "EUR" },
        null,
        "EUR-USD",
      ],
    };
    expect(readExchangeRates(body)).toEqual([{ from: "EUR", to: "USD", rate: 1.0705 }]);
  });

  it.each([null, undefined, "x", 3, {}, { rates: "EUR" }, []])("a malformed answer %j gives no rates", (body) => {
    expect(readExchangeRates(body)).toEqual([]);
  });
});

describe("formatApproximate (spec §4: formatted for the locale and marked as approximate)", () => {
  it.each<[string, number, string, string, string, string]>([
    ["en-US, whole euros", 12, "EUR", "en-US", `≈${NBSP}€12`, "about €12"],
    ["en-US, cents shown when there are any", 12.5, "EUR", "en-US", `≈${NBSP}€12.50`, "about €12.50"],
    ["de-DE, symbol after the amount", 12, "EUR", "de-DE", `≈${NBSP}12${NBSP}€`, `about 12${NBSP}€`],
    ["de-DE, decimal comma and grouping dot", 1234.5, "EUR", "de-DE", `≈${NBSP}1.234,50${NBSP}€`, `about 1.234,50${NBSP}€`],
    ["fr-FR, narrow no-break space between thousands", 1234.5, "EUR", "fr-FR", `≈${NBSP}1${NNBSP}234,50${NBSP}€`, `about 1${NNBSP}234,50${NBSP}€`],
    ["ja-JP, JPY has no decimals", 1234.6, "JPY", "ja-JP", `≈${NBSP}￥1,235`, "about ￥1,235"],
    ["en-US, a foreign dollar is told apart", 12, "CAD", "en-US", `≈${NBSP}CA$12`, "about CA$12"],
    ["a locale with an underscore is read as a tag", 12, "EUR", "de_DE", `≈${NBSP}12${NBSP}€`, `about 12${NBSP}€`],
    ["a malformed locale falls back to English", 12, "EUR", "not a locale!", `≈${NBSP}€12`, "about €12"],
  ])("%s", (_rule, amount, currency, locale, text, label) => {
    expect(formatApproximate(amount, currency, locale)).toEqual({ text, label });
  });

  it("uses the caller's translated wording for screen readers", () => {
    expect(formatApproximate(12, "EUR", "de-DE", "etwa {amount}")?.label).toBe(`etwa 12${NBSP}€`);
  });

  it.each<[number, string]>([
    [Number.NaN, "EUR"],
    [12, "euro"],
    [12, ""],
  ])("%s %j → null", (amount, currency) => {
    expect(formatApproximate(amount, currency, "en-US")).toBeNull();
  });
});

describe("approximatePrice (spec §4: converted amount beside the price in the event's currency)", () => {
  it.each<[string, number, string, string, string | null]>([
    ["a real currency with a rate: the converted amount", 50, "EUR", "USD", `≈${NBSP}$53.53`],
    ["'none': event currency, no conversion", 50, "EUR", NO_CONVERSION, null],
    ["the event already in the selected currency: nothing to add", 50, "USD", "USD", null],
    ["no rate for the pair: nothing to add", 50, "GBP", "EUR", null],
  ])("%s", (_rule, amount, eventCurrency, selected, text) => {
    expect(approximatePrice({ amount, eventCurrency, selected, rates: RATES, locale: "en-US" })?.text ?? null).toBe(text);
  });
});
