// What a quantity of tickets from one listing costs (issue 25 items 6 and 7): the tickets, each
// fee for the order, and the total — integers in minor units of the event's currency. The one
// arithmetic behind the listing detail, the "from" price the catalog import derives, and the
// listing queries' price order (worker/services/ticket-listings.ts writes the same sum in SQL).
import type { Listing, ListingFee } from "./listing-types";

export interface ListingTotal {
  quantity: number;
  /** The seller's price times the quantity. */
  tickets: number;
  /** Each fee for the whole order (a per-ticket fee times the quantity). */
  fees: Array<Pick<ListingFee, "kind" | "mandatory"> & { amount: number }>;
  /** Tickets plus every mandatory fee: what the fan cannot avoid paying. */
  total: number;
  /** `total` per ticket, rounded up to the minor unit: never less than the fan pays. */
  perTicket: number;
}

/**
 * The price of `quantity` tickets of a listing with its fees.
 * @example listingTotal({ price: 8000, fees: [{ kind: "service", amount: 1200, per: "ticket", mandatory: true }, { kind: "fulfilment", amount: 500, per: "order", mandatory: true }] }, 2).total // 18900
 */
export function listingTotal(listing: Pick<Listing, "price" | "fees">, quantity: number): ListingTotal {
  const q = Math.max(1, Math.trunc(quantity));
  const fees = listing.fees.map((f) => ({ kind: f.kind, mandatory: f.mandatory, amount: f.per === "ticket" ? f.amount * q : f.amount }));
  const tickets = listing.price * q;
  const total = tickets + fees.reduce((sum, f) => sum + (f.mandatory ? f.amount : 0), 0);
  return { quantity: q, tickets, fees, total, perTicket: Math.ceil(total / q) };
}

/**
 * The mandatory fees of a listing as two sums, per ticket and per order: what the catalog stores
 * beside the fees so a query can order by the price a fan pays.
 * @example mandatoryFeeSums([{ kind: "service", amount: 900, per: "ticket", mandatory: true }]) // { perTicket: 900, perOrder: 0 }
 */
export function mandatoryFeeSums(fees: readonly ListingFee[]): { perTicket: number; perOrder: number } {
  let perTicket = 0;
  let perOrder = 0;
  for (const f of fees) {
    if (!f.mandatory) continue;
    if (f.per === "ticket") perTicket += f.amount;
    else perOrder += f.amount;
  }
  return { perTicket, perOrder };
}
