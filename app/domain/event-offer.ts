// Whether an event's tickets are on sale (ADR 021 "Nothing on sale, no price"): the one rule
// behind what the event page, its description and its schema.org offer claim. Pure: the caller
// passes `now`.

/** An event's offer: on sale, sold out (nothing left), or ended (it has started). */
export type OfferState = "on-sale" | "sold-out" | "ended";

/**
 * An event's offer at `now`: ended once it has started, else sold out with no tickets left, else on sale.
 * @example offerState({ startsAt: Date.UTC(2026, 11, 1), availableTickets: 0 }, Date.UTC(2026, 10, 26)) // "sold-out"
 */
export function offerState(event: { startsAt: number; availableTickets: number }, now: number): OfferState {
  if (event.startsAt < now) return "ended";
  return event.availableTickets > 0 ? "on-sale" : "sold-out";
}
