// The demo catalog's headline events (issue 25's big event): in each of the biggest markets, the
// most popular event of each top category that plays an arena or a stadium a few weeks out — the
// on-sale rush a real marketplace sees — gets 300–400 listings instead of the usual handful, so the
// event page, its paging, its map and the benchmarks meet an event of a real rush's size.
// Chosen after every event is drawn and given listing ids after every other listing, from a PRNG
// of its own: the rest of the catalog keeps every row and id it had.
import type { LayoutKind } from "../../app/domain/listing-types";

/** The stores' biggest markets (most venue cities in the generator): where a rush is most likely. */
export const HEADLINE_COUNTRIES: readonly string[] = ["US", "GB", "DE"];
/** Days after the catalog's first day: on sale, and still upcoming for the whole catalog day. */
export const HEADLINE_DAYS = { from: 14, to: 60 } as const;
/** Listings of a headline event: at least the 300, at most 400. */
export const HEADLINE_LISTINGS = { min: 300, max: 400 } as const;
/** Layouts big enough for hundreds of sellers (a theatre or a club has a few). */
const RUSH_LAYOUTS: ReadonlySet<LayoutKind> = new Set(["arena", "stadium"]);

export interface HeadlineCandidate {
  eventId: number;
  country: string;
  /** The event's top category (soccer counts as sports). */
  topCategoryId: number;
  layout: LayoutKind;
  /** Days from the catalog's first day. */
  day: number;
  popularity: number;
  /** Whether the event has listings at all (a sold-out event is no rush to list). */
  onSale: boolean;
}

/**
 * The headline events: per headline country and top category, the most popular on-sale event in
 * an arena or stadium within HEADLINE_DAYS (the lower id on a tie). A category with no such event
 * in a country (theatre plays theatres) has none there.
 * @example headlineEvents([{ eventId: 7, country: "US", topCategoryId: 1, layout: "stadium", day: 20, popularity: 9e5, onSale: true }]) // [7]
 */
export function headlineEvents(candidates: readonly HeadlineCandidate[]): number[] {
  const best = new Map<string, HeadlineCandidate>();
  for (const c of candidates) {
    if (!c.onSale || !RUSH_LAYOUTS.has(c.layout) || !HEADLINE_COUNTRIES.includes(c.country)) continue;
    if (c.day < HEADLINE_DAYS.from || c.day > HEADLINE_DAYS.to) continue;
    const key = `${c.country}:${c.topCategoryId}`;
    const held = best.get(key);
    if (!held || c.popularity > held.popularity || (c.popularity === held.popularity && c.eventId < held.eventId)) best.set(key, c);
  }
  return [...best.values()].map((c) => c.eventId).sort((a, b) => a - b);
}

/** How many listings a headline event gets, from its own PRNG. */
export function headlineListingCount(rand: () => number): number {
  return HEADLINE_LISTINGS.min + Math.floor(rand() * (HEADLINE_LISTINGS.max - HEADLINE_LISTINGS.min + 1));
}
