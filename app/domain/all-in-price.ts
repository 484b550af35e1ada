// The price a fan sees for a listing (issue 25 item 6, ADR 027): per ticket, in total, and the
// breakdown behind it, in integer minor units of the listing's currency. Which fees sit inside
// the per-ticket figure is the store's price display mode, defaulting to what its country's law
// asks (the US fee rule, EU/UK consumer law and their peers: every mandatory fee in the price).
import { z } from "zod";
import type { Listing, ListingFee } from "./listing-types";

/**
 * How a store shows a listing's price.
 * - `all-in`: the per-ticket price holds the seller's price and every mandatory fee (per-ticket
 *   fees, and per-order fees spread over the tickets); the total is per-ticket × quantity.
 * - `itemised`: the per-ticket price is the seller's price; mandatory fees are listed beside it
 *   and counted in the total. Only for stores whose country does not require all-in prices.
 */
export const PRICE_DISPLAY_MODES = ["all-in", "itemised"] as const;
export const PriceDisplayModeSchema = z.enum(PRICE_DISPLAY_MODES);
export type PriceDisplayMode = z.infer<typeof PriceDisplayModeSchema>;

/**
 * Site countries whose law requires the price of a ticket to include every unavoidable charge
 * (ADR 027 names the rule for each): the US (FTC Rule on Unfair or Deceptive Fees, 16 CFR 464),
 * Canada (Competition Act, drip pricing), Mexico (LFPC art. 7 Bis), the UK (DMCCA 2024) and the
 * EU/EEA stores (Price Indication Directive 98/6/EC, Consumer Rights Directive 2011/83/EU art. 6,
 * Unfair Commercial Practices Directive 2005/29/EC art. 7(4)(c)). `itemised` is refused for them.
 */
export const ALL_IN_REQUIRED_COUNTRIES: ReadonlySet<string> = new Set([
  "US", "CA", "MX", "GB",
  "DE", "FR", "ES", "PT", "CZ", "IT", "NL", "AT", "BE", "IE", "FI", "LU", "GR", "PL", "SE", "DK",
]);

/**
 * The mode a store shows prices in when its document sets none: all-in in every country.
 * Where the law requires it that is the only choice; elsewhere it is still lawful, and the
 * operator may choose `itemised` after a legal review of that country (ADR 027).
 * @example defaultPriceDisplayMode("JP") // "all-in"
 */
export function defaultPriceDisplayMode(_siteCountry: string): PriceDisplayMode {
  return "all-in";
}

/**
 * Whether a store in this country may show prices in this mode.
 * @example isPriceDisplayModeAllowed("DE", "itemised") // false
 */
export function isPriceDisplayModeAllowed(siteCountry: string, mode: PriceDisplayMode): boolean {
  return mode === "all-in" || !ALL_IN_REQUIRED_COUNTRIES.has(siteCountry.toUpperCase());
}

/** One line of the breakdown: the seller's price or one fee, per ticket and for the order. */
export interface PriceLine {
  kind: "price" | ListingFee["kind"];
  /** How the listing charges it. */
  per: "ticket" | "order";
  /** Its share of one ticket's price as shown (an order fee spread over the tickets, rounded down). */
  perTicket: number;
  /** What the order pays for it. */
  total: number;
}

export interface ListingPrice {
  mode: PriceDisplayMode;
  currency: string;
  quantity: number;
  /** The per-ticket price the fan sees first. */
  perTicket: number;
  /** What the order costs with every mandatory fee. */
  total: number;
  /** The seller's price then each mandatory fee; the lines' totals add up to `total`. */
  lines: PriceLine[];
  /** Fees the fan can avoid (a delivery choice...): never in `perTicket` or `total`. */
  optionalFees: ListingFee[];
}

/**
 * The fan's price for `quantity` tickets of a listing, in minor units.
 *
 * Rounding (all-in): an order fee is spread over the tickets by integer division, rounded down:
 * each ticket carries floor(fee / quantity) and the order pays that × quantity, at most
 * quantity − 1 minor units less than the listed fee (the platform absorbs the remainder; the fan
 * never pays more than a listed fee). So `perTicket × quantity === total` always, and the
 * breakdown's lines add up to both. Itemised: nothing is spread; order fees count once in the total.
 *
 * @example listingPrice({ ...listing, price: 8000, fees: [{ kind: "service", amount: 1000, per: "order", mandatory: true }] }, 3, "all-in")
 * // { perTicket: 8333, total: 24999, ... }
 */
export function listingPrice(listing: Pick<Listing, "price" | "fees" | "currency">, quantity: number, mode: PriceDisplayMode): ListingPrice {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`quantity must be a positive integer (got ${quantity})`);
  for (const amount of [listing.price, ...listing.fees.map((fee) => fee.amount)]) {
    if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amounts must be non-negative integers in minor units (got ${amount})`);
  }
  const mandatory = listing.fees.filter((fee) => fee.mandatory);
  const lines: PriceLine[] = [
    { kind: "price", per: "ticket", perTicket: listing.price, total: listing.price * quantity },
    ...mandatory.map((fee): PriceLine => {
      if (fee.per === "ticket") return { kind: fee.kind, per: "ticket", perTicket: fee.amount, total: fee.amount * quantity };
      if (mode === "itemised") return { kind: fee.kind, per: "order", perTicket: 0, total: fee.amount };
      const share = Math.floor(fee.amount / quantity);
      return { kind: fee.kind, per: "order", perTicket: share, total: share * quantity };
    }),
  ];
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  const perTicket = mode === "all-in" ? lines.reduce((sum, line) => sum + line.perTicket, 0) : listing.price;
  return {
    mode,
    currency: listing.currency,
    quantity,
    perTicket,
    total,
    lines,
    optionalFees: listing.fees.filter((fee) => !fee.mandatory),
  };
}

/**
 * Every amount a price breakdown writes (per-ticket price, total, each line's figures, each
 * optional fee): what its caller formats into `priceTexts`, keyed by the amount.
 * @example Object.fromEntries(breakdownAmounts(price).map((a) => [a, formatMoney(a, price.currency, locale)]))
 */
export function breakdownAmounts(price: ListingPrice): number[] {
  const amounts = new Set([price.perTicket, price.total, ...price.optionalFees.map((fee) => fee.amount)]);
  for (const line of price.lines) {
    amounts.add(line.total);
    amounts.add(line.per === "order" && price.mode === "itemised" ? line.total : line.perTicket);
  }
  return [...amounts].sort((a, b) => a - b);
}
