// Exchange rates for the informational currency (spec §3 "Currency state", §4 "Currency": rates
// are fetched for the default currency codes, each pair once). One reference table — units of
// each currency per 1 EUR, as the ECB publishes them — answers every pair by crossing through
// EUR. A currency the table lacks has no rate: never 1 (docs/decisions/005-exchange-rates.md).
import { z } from "zod";
import { isStoreCurrency, uniquePairs, type CurrencyPair, type PairRate } from "./currency-pairs";

/** Significant digits a derived rate is given with (the ECB publishes 5). */
export const RATE_SIGNIFICANT_DIGITS = 6;

/** At most this many pairs in one request. */
export const MAX_RATE_PAIRS = 50;

function isCalendarDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
  .refine(isCalendarDate, "must be a real calendar date");

/** A reference day: units of each currency per 1 `base` (EUR), dated. */
export const ReferenceRatesSchema = z.object({
  asOf: IsoDateSchema,
  base: z.literal("EUR"),
  rates: z.record(
    z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code"),
    z.number().positive("must be a positive number").finite(),
  ),
});

export type ReferenceRates = z.infer<typeof ReferenceRatesSchema>;

export { isStoreCurrency, parseCurrencyPair, uniquePairs, type CurrencyPair, type PairRate } from "./currency-pairs";

/** Units of `code` per 1 base, or undefined when the table does not carry it. */
function perBase(table: ReferenceRates, code: string): number | undefined {
  return code === table.base ? 1 : table.rates[code];
}

/**
 * 1 `from` in `to`, crossed through the table's base and rounded to RATE_SIGNIFICANT_DIGITS;
 * null when either side is missing from the table (never a silent 1).
 * @example crossRate({ asOf: "2024-06-28", base: "EUR", rates: { USD: 1.0705, GBP: 0.84638 } }, "GBP", "USD") // 1.2648
 */
export function crossRate(table: ReferenceRates, from: string, to: string): number | null {
  if (from === to) return 1;
  const fromPerBase = perBase(table, from);
  const toPerBase = perBase(table, to);
  if (fromPerBase === undefined || toPerBase === undefined) return null;
  return Number((toPerBase / fromPerBase).toPrecision(RATE_SIGNIFICANT_DIGITS));
}

/**
 * Rates for the pairs, each pair computed once, in first-seen order.
 * @example ratesForPairs(table, [{ from: "ARS", to: "EUR" }]) // [{ from: "ARS", to: "EUR", rate: null, unavailable: "no-reference-rate" }]
 */
export function ratesForPairs(table: ReferenceRates, pairs: readonly CurrencyPair[]): PairRate[] {
  return uniquePairs(pairs).map(({ from, to }) => {
    const rate = crossRate(table, from, to);
    return rate === null ? { from, to, rate: null, unavailable: "no-reference-rate" as const } : { from, to, rate };
  });
}
