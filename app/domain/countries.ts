// Country records with the buyer and seller flags (spec §3 "Country record").
// countryId is the ISO 3166-1 numeric code; countryName is the English short name as CLDR
// writes it (what Intl.DisplayNames("en", { type: "region" }) gives).

export type CountryRecord = {
  readonly countryId: number;
  readonly countryCode: string;
  readonly countryCode3: string;
  readonly countryName: string;
  /** International calling code without the leading '+'. */
  readonly countryCallingCode: string;
  readonly allowSeller: 0 | 1;
  readonly allowBuyer: 0 | 1;
};

type Row = readonly [string, string, number, string, string, 0 | 1, 0 | 1];

// countryCode, countryCode3, countryId, countryName, callingCode, allowSeller, allowBuyer
const ROWS: readonly Row[] = [
  ["US", "USA", 840, "United States", "1", 1, 1],
  ["GB", "GBR", 826, "United Kingdom", "44", 1, 1],
  ["TR", "TUR", 792, "Türkiye", "90", 1, 1],
  ["SE", "SWE", 752, "Sweden", "46", 1, 1],
  ["ES", "ESP", 724, "Spain", "34", 1, 1],
  ["PT", "PRT", 620, "Portugal", "351", 1, 1],
  ["PL", "POL", 616, "Poland", "48", 1, 1],
  ["NL", "NLD", 528, "Netherlands", "31", 1, 1],
  ["LU", "LUX", 442, "Luxembourg", "352", 1, 1],
  ["IT", "ITA", 380, "Italy", "39", 1, 1],
  ["IE", "IRL", 372, "Ireland", "353", 1, 1],
  ["GR", "GRC", 300, "Greece", "30", 1, 1],
  ["DE", "DEU", 276, "Germany", "49", 1, 1],
  ["CA", "CAN", 124, "Canada", "1", 1, 1],
  ["AT", "AUT", 40, "Austria", "43", 1, 1],
  ["BE", "BEL", 56, "Belgium", "32", 1, 1],
  ["CZ", "CZE", 203, "Czechia", "420", 1, 1],
  ["DK", "DNK", 208, "Denmark", "45", 1, 1],
  ["FI", "FIN", 246, "Finland", "358", 1, 1],
  ["FR", "FRA", 250, "France", "33", 1, 1],
  // +379 is reserved for Vatican City but not in service; its numbers are dialled as +39 06 698...
  ["VA", "VAT", 336, "Vatican City", "39", 0, 1],
  ["AE", "ARE", 784, "United Arab Emirates", "971", 0, 1],
];

/** All listed countries, in the spec's order. */
export const COUNTRIES: readonly CountryRecord[] = Object.freeze(
  ROWS.map(([countryCode, countryCode3, countryId, countryName, countryCallingCode, allowSeller, allowBuyer]) =>
    Object.freeze({ countryId, countryCode, countryCode3, countryName, countryCallingCode, allowSeller, allowBuyer }),
  ),
);

/**
 * Country by ISO alpha-2 or alpha-3 code, case-insensitive.
 * @example countryByCode("gb")?.countryName // "United Kingdom"
 */
export function countryByCode(code: string): CountryRecord | undefined {
  const wanted = code.toUpperCase();
  return COUNTRIES.find((country) => country.countryCode === wanted || country.countryCode3 === wanted);
}

/**
 * Whether buyers from this country may buy; unknown countries may not.
 * @example canBuy("AE") // true
 */
export function canBuy(code: string): boolean {
  return countryByCode(code)?.allowBuyer === 1;
}

/**
 * Whether sellers from this country may list tickets; unknown countries may not.
 * @example canSell("VA") // false
 */
export function canSell(code: string): boolean {
  return countryByCode(code)?.allowSeller === 1;
}
