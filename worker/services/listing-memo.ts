import type { CatalogReader, EventDetail, EventPage, ListingQuery, PageRequest } from "../../app/lib/catalog";
import { MEMO_POLICY, timedMemo } from "../../app/domain/isolate-memo";

type TicketChoiceAnswer = Awaited<ReturnType<CatalogReader["ticketChoice"]>>;

const listings = timedMemo<EventPage>(MEMO_POLICY.listing);
const events = timedMemo<EventDetail | null>(MEMO_POLICY.events);
const ticketChoices = timedMemo<TicketChoiceAnswer>(MEMO_POLICY.ticketChoices);

/**
 * Identity of a country list: the country, the window and the slice. `now` counts to the minute:
 * a copy taken seconds ago lists the same upcoming events but for any that started since.
 */
function listingKey(countryCode: string, page: PageRequest): string {
  return JSON.stringify([countryCode, Math.floor(page.now / 60_000), page.until ?? null, page.offset, page.limit]);
}

/**
 * The catalog reader with each store's country list (the home page's events) kept per isolate for
 * `ttlMs` (LISTING_CACHE_SECONDS, default 10 s; 0 = off). The home page is what an on-sale rush
 * opens first, and every fan of a store sees the same list: one D1 batch per isolate and memo
 * time instead of one per request, and the last copy is still shown while D1 is down within that
 * time. Lists near a chosen place (any point a fan may pick) and every other read go to D1 as
 * before. Failures are not kept (MEMO_POLICY.listing, app/domain/isolate-memo.ts).
 *
 * An event page's event (its name, venue, "from" price and tickets available, all written by the
 * catalog import, ADR 026) is kept the same time (MEMO_POLICY.events): an on-sale rush opens one
 * event, and signed-in fans' views, which the edge page cache does not serve, then ask D1 only
 * for the listings, the part that changes.
 */
/**
 * Identity of an event page's ticket read: every field of the query, named one by one (a query
 * built elsewhere with its fields in another order is the same read).
 */
function ticketChoiceKey(venueId: number, q: ListingQuery): string {
  return JSON.stringify([venueId, q.eventId, q.quantity, q.allIn, q.sort, q.minPrice ?? null, q.maxPrice ?? null, q.zones ?? [], q.sections ?? [], q.features ?? [], q.offset, q.limit]);
}

/**
 * A guest's (signed-out) view of an event page's listings — the page of listings and the map's
 * offers for one choice — is kept the same time (MEMO_POLICY.ticketChoices): guests are the fans
 * the edge page cache serves copies up to its fresh window old (30 s for an event page), so a
 * copy of a few seconds changes nothing they could see, and a rush's page cache misses (other
 * languages, sorts, a revalidation) stop asking D1 for the same rows. A signed-in fan's view
 * always reads D1: a seller must see the listing they just changed. A listing's own detail
 * (`ticketListing`, the step before buying) is never kept.
 */
export function withListingMemo(reader: CatalogReader, ttlMs: number, { guest = false }: { guest?: boolean } = {}): CatalogReader {
  if (ttlMs <= 0) return reader;
  return {
    ...reader,
    upcomingInCountry(countryCode, page) {
      if (page.near) return reader.upcomingInCountry(countryCode, page);
      return listings.get(listingKey(countryCode, page), () => reader.upcomingInCountry(countryCode, page), { now: Date.now(), ttlMs });
    },
    event(id) {
      return events.get(String(id), () => reader.event(id), { now: Date.now(), ttlMs });
    },
    ticketChoice(venueId, query) {
      if (!guest) return reader.ticketChoice(venueId, query);
      return ticketChoices.get(ticketChoiceKey(venueId, query), () => reader.ticketChoice(venueId, query), { now: Date.now(), ttlMs });
    },
  };
}
