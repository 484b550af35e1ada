// Whether a seller's listing can sell a given number of tickets under its split rule (issue 25
// item 1): the one rule behind the quantity filter of the event page, the listing queries' SQL
// (worker/services/ticket-listings.ts, checked against this in tests) and the catalog's "from" price.
import type { SplitRule } from "./listing-types";

/** The quantities a fan may ask for (the event page's quantity picker). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;

/**
 * Whether a listing with `available` tickets under `rule` can sell exactly `quantity` of them.
 * "pairs": even quantities only (the catalog accepts pairs listings with an even count only, so
 * a pair never leaves a single seat either); "all": everything or nothing; "no-single": any
 * quantity that does not leave exactly one ticket behind.
 * @example canSell("no-single", 4, 3) // false: one ticket would be left
 */
export function canSell(rule: SplitRule, available: number, quantity: number): boolean {
  if (!Number.isInteger(quantity) || !Number.isInteger(available) || quantity < 1 || quantity > available) return false;
  switch (rule) {
    case "any":
      return true;
    case "pairs":
      return quantity % 2 === 0;
    case "all":
      return quantity === available;
    case "no-single":
      return available - quantity !== 1;
  }
}

/**
 * The smallest quantity a listing sells (its "from" price is per ticket at that quantity); null
 * when it sells none.
 * @example smallestSellable("no-single", 2) // 2
 */
export function smallestSellable(rule: SplitRule, available: number): number | null {
  for (let q = 1; q <= available; q++) if (canSell(rule, available, q)) return q;
  return null;
}

/**
 * Whether `available` tickets are a valid listing under `rule`: a pairs listing holds an even
 * number of tickets (the catalog import refuses any other).
 * @example isValidListingQuantity("pairs", 3) // false
 */
export function isValidListingQuantity(rule: SplitRule, available: number): boolean {
  return Number.isInteger(available) && available >= 1 && (rule !== "pairs" || available % 2 === 0);
}
