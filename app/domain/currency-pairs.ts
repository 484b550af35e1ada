// Currency pairs of store currencies (spec §4 "Currency": rates are fetched for the default
// currency codes, each pair once). No zod: the browser's currency code (currency.ts) uses these
// too, and exchange-rates.ts (which builds zod schemas at load) re-exports them for the server.
import { STORE_CURRENCIES, type StoreCurrency } from "./stores";

export interface CurrencyPair {
  readonly from: StoreCurrency;
  readonly to: StoreCurrency;
}

/** A pair's rate (1 `from` = `rate` `to`), or a marker when the table has no rate for one side. */
export type PairRate =
  | { readonly from: StoreCurrency; readonly to: StoreCurrency; readonly rate: number }
  | { readonly from: StoreCurrency; readonly to: StoreCurrency; readonly rate: null; readonly unavailable: "no-reference-rate" };

const STORE_CURRENCY_SET: ReadonlySet<string> = new Set(STORE_CURRENCIES);

/** @example isStoreCurrency("EUR") // true */
export function isStoreCurrency(code: string): code is StoreCurrency {
  return STORE_CURRENCY_SET.has(code);
}

/**
 * Reads "EUR-USD" (any case) as a pair of store currencies; a reason string when it is not one.
 * @example parseCurrencyPair("eur-usd") // { from: "EUR", to: "USD" }
 */
export function parseCurrencyPair(text: string): CurrencyPair | string {
  const match = /^([A-Za-z]{3})-([A-Za-z]{3})$/.exec(text.trim());
  if (!match) return `"${text}" must be two currency codes joined by "-", such as EUR-USD`;
  const from = match[1]!.toUpperCase();
  const to = match[2]!.toUpperCase();
  for (const code of [from, to]) {
    if (!isStoreCurrency(code)) return `${code} is not a supported currency (${STORE_CURRENCIES.join(", ")})`;
  }
  return { from: from as StoreCurrency, to: to as StoreCurrency };
}

/**
 * The pairs in first-seen order, each once (spec §4: "each pair once"). EUR-USD and USD-EUR are two pairs.
 * @example uniquePairs([{ from: "EUR", to: "USD" }, { from: "EUR", to: "USD" }]).length // 1
 */
export function uniquePairs(pairs: readonly CurrencyPair[]): CurrencyPair[] {
  const seen = new Set<string>();
  return pairs.filter(({ from, to }) => {
    const key = `${from}-${to}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

