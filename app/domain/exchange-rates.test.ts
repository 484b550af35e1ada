import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ReferenceRatesSchema,
  crossRate,
  isStoreCurrency,
  parseCurrencyPair,
  ratesForPairs,
  uniquePairs,
  type ReferenceRates,
} from "./exchange-rates";
import { STORE_CURRENCIES } from "./stores";

// A slice of the ECB reference day 2024-06-28 (units per 1 EUR); ARS and TWD are absent as in the ECB list.
const TABLE: ReferenceRates = {
  asOf: "2024-06-28",
  base: "EUR",
  rates: { USD: 1.0705, JPY: 171.94, GBP: 0.84638, CAD: 1.467, MXN: 19.5654, KRW: 1474.86, HKD: 8.3594, DKK: 7.4575, SEK: 11.3595, PLN: 4.309 },
};

describe("crossRate", () => {
  it.each([
    ["EUR", "USD", 1.0705],
    ["USD", "EUR", 0.934143],
    ["GBP", "USD", 1.2648],
    ["GBP", "EUR", 1.1815],
    ["USD", "JPY", 160.617],
    ["JPY", "KRW", 8.57776],
    ["CAD", "MXN", 13.337],
    ["HKD", "DKK", 0.892109],
    ["SEK", "PLN", 0.37933],
    ["EUR", "JPY", 171.94],
    ["USD", "USD", 1],
    ["EUR", "EUR", 1],
  ])("%s → %s = %d", (from, to, expected) => {
    expect(crossRate(TABLE, from, to)).toBe(expected);
  });

  it.each([
    ["ARS", "EUR"],
    ["EUR", "TWD"],
    ["ARS", "TWD"],
    ["USD", "BRL"], // BRL is an ECB currency, but this table lacks it
  ])("%s → %s has no rate (null, never 1)", (from, to) => {
    expect(crossRate(TABLE, from, to)).toBeNull();
  });

  it("a pair and its inverse multiply to 1 within the rounding", () => {
    const codes = ["EUR", ...Object.keys(TABLE.rates)];
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.constantFrom(...codes), (a, b) => {
        const product = crossRate(TABLE, a, b)! * crossRate(TABLE, b, a)!;
        expect(Math.abs(product - 1)).toBeLessThan(2e-5);
      }),
    );
  });

  it("crossing through a third currency agrees within the rounding", () => {
    const codes = ["EUR", ...Object.keys(TABLE.rates)];
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.constantFrom(...codes), fc.constantFrom(...codes), (a, b, c) => {
        const direct = crossRate(TABLE, a, c)!;
        const via = crossRate(TABLE, a, b)! * crossRate(TABLE, b, c)!;
        expect(Math.abs(via / direct - 1)).toBeLessThan(2e-5);
      }),
    );
  });
});

describe("parseCurrencyPair", () => {
  it.each([
    ["EUR-USD", { from: "EUR", to: "USD" }],
    ["gbp-eur", { from: "GBP", to: "EUR" }],
    [" TWD-ARS ", { from: "TWD", to: "ARS" }],
    ["USD-USD", { from: "USD", to: "USD" }],
  ])("%j → %j", (text, pair) => {
    expect(parseCurrencyPair(text)).toEqual(pair);
  });

  it.each([
    ["EURUSD", /must be two currency codes joined by "-"/],
    ["EUR-US", /must be two currency codes/],
    ["EUR_USD", /must be two currency codes/],
    ["EUR-USD-GBP", /must be two currency codes/],
    ["", /must be two currency codes/],
    ["CHF-EUR", /^CHF is not a supported currency/],
    ["EUR-XXX", /^XXX is not a supported currency/],
  ])("%j is refused: %s", (text, reason) => {
    expect(parseCurrencyPair(text)).toMatch(reason);
  });

  it("accepts exactly the store currencies", () => {
    for (const code of STORE_CURRENCIES) expect(isStoreCurrency(code)).toBe(true);
    expect(isStoreCurrency("CHF")).toBe(false);
    expect(isStoreCurrency("eur")).toBe(false);
  });
});

describe("uniquePairs / ratesForPairs", () => {
  it("keeps the first of each pair, in order; a pair and its inverse are two pairs", () => {
    const pairs = [
      { from: "EUR", to: "USD" },
      { from: "USD", to: "EUR" },
      { from: "EUR", to: "USD" },
      { from: "GBP", to: "EUR" },
      { from: "USD", to: "EUR" },
    ] as const;
    expect(uniquePairs(pairs)).toEqual([pairs[0], pairs[1], pairs[3]]);
  });

  it("answers each pair once, marking the ones the table cannot price", () => {
    expect(
      ratesForPairs(TABLE, [
        { from: "EUR", to: "USD" },
        { from: "ARS", to: "EUR" },
        { from: "EUR", to: "USD" },
        { from: "GBP", to: "TWD" },
      ]),
    ).toEqual([
      { from: "EUR", to: "USD", rate: 1.0705 },
      { from: "ARS", to: "EUR", rate: null, unavailable: "no-reference-rate" },
      { from: "GBP", to: "TWD", rate: null, unavailable: "no-reference-rate" },
    ]);
  });
});

describe("ReferenceRatesSchema", () => {
  it.each([
    [{ ...TABLE, asOf: "2024-02-30" }, "asOf"],
    [{ ...TABLE, asOf: "28/06/2024" }, "asOf"],
    [{ ...TABLE, base: "USD" }, "base"],
    [{ ...TABLE, rates: { USD: 0 } }, "rates"],
    [{ ...TABLE, rates: { USD: -1 } }, "rates"],
    [{ ...TABLE, rates: { usd: 1.07 } }, "rates"],
  ])("refuses %j (at %s)", (value, field) => {
    const result = ReferenceRatesSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});
