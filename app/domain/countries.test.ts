import { describe, expect, it } from "vitest";
import { COUNTRIES, canBuy, canSell, countryByCode } from "./countries";

// Spec §3 "Country record": the listed countries, then the two buyer-only ones.
const ROWS = [
  [840, "US", "USA", "United States", "1", 1, 1],
  [826, "GB", "GBR", "United Kingdom", "44", 1, 1],
  [792, "TR", "TUR", "Türkiye", "90", 1, 1],
  [752, "SE", "SWE", "Sweden", "46", 1, 1],
  [724, "ES", "ESP", "Spain", "34", 1, 1],
  [620, "PT", "PRT", "Portugal", "351", 1, 1],
  [616, "PL", "POL", "Poland", "48", 1, 1],
  [528, "NL", "NLD", "Netherlands", "31", 1, 1],
  [442, "LU", "LUX", "Luxembourg", "352", 1, 1],
  [380, "IT", "ITA", "Italy", "39", 1, 1],
  [372, "IE", "IRL", "Ireland", "353", 1, 1],
  [300, "GR", "GRC", "Greece", "30", 1, 1],
  [276, "DE", "DEU", "Germany", "49", 1, 1],
  [124, "CA", "CAN", "Canada", "1", 1, 1],
  [40, "AT", "AUT", "Austria", "43", 1, 1],
  [56, "BE", "BEL", "Belgium", "32", 1, 1],
  [203, "CZ", "CZE", "Czechia", "420", 1, 1],
  [208, "DK", "DNK", "Denmark", "45", 1, 1],
  [246, "FI", "FIN", "Finland", "358", 1, 1],
  [250, "FR", "FRA", "France", "33", 1, 1],
  [336, "VA", "VAT", "Vatican City", "39", 0, 1],
  [784, "AE", "ARE", "United Arab Emirates", "971", 0, 1],
] as const;

describe("COUNTRIES", () => {
  it("lists exactly the spec's countries, in order", () => {
    expect(COUNTRIES.map((c) => c.countryCode)).toEqual(ROWS.map(([, code]) => code));
  });

  it.each(ROWS)(
    "%i %s %s %s +%s seller %i buyer %i",
    (countryId, countryCode, countryCode3, countryName, countryCallingCode, allowSeller, allowBuyer) => {
      expect(countryByCode(countryCode)).toEqual({
        countryId,
        countryCode,
        countryCode3,
        countryName,
        countryCallingCode,
        allowSeller,
        allowBuyer,
      });
      expect(canSell(countryCode)).toBe(allowSeller === 1);
      expect(canBuy(countryCode)).toBe(allowBuyer === 1);
    },
  );

  it.each(ROWS)("%i %s: the English name is CLDR's", (_, countryCode, __, countryName) => {
    expect(new Intl.DisplayNames("en", { type: "region" }).of(countryCode)).toBe(countryName);
  });
});

describe("countryByCode", () => {
  it.each([
    ["gb", "GB"],
    ["GBR", "GB"],
    ["gbr", "GB"],
    ["va", "VA"],
    ["ARE", "AE"],
  ])("%s → %s", (code, expected) => {
    expect(countryByCode(code)?.countryCode).toBe(expected);
  });

  it.each(["", "UK", "XX", "CN", "JP"])("%j → undefined", (code) => {
    expect(countryByCode(code)).toBeUndefined();
  });
});

describe("canBuy / canSell", () => {
  it.each([
    ["US", true, true],
    ["fr", true, true],
    ["VA", true, false],
    ["AE", true, false],
    ["are", true, false],
    ["JP", false, false],
    ["", false, false],
  ] as const)("%s: buy %s, sell %s", (code, buy, sell) => {
    expect(canBuy(code)).toBe(buy);
    expect(canSell(code)).toBe(sell);
  });
});
