import type { D1Reader } from "./d1-sessions";
import type { CatalogReader, ListingPage, ListingQuery, ListingSort, SectionOffersQuery } from "../../app/lib/catalog";
import { MEMO_POLICY, stampVersion, timedMemo } from "../../app/domain/isolate-memo";
import { ZONES } from "../../app/domain/ticket-choice";
import type { DeliveryMethod, Listing, ListingFeature, ListingFee, SectionOffer, SplitRule, VenueLayout, VenueSection, Zone } from "../../app/domain/listing-types";

// Sellers' listings of one event (issue 25; ADR 026). Every statement reads one range of
// ticket_listings_event (an event's listings: a few, at most a few hundred) or the primary key of
// venue_sections / venue_layouts / ticket_listings (tests/integration/query-plans.test.ts), and
// filters and orders those rows: no statement reads another event's listings.

/** Bits of ticket_listings.features (migration 0009). */
export const FEATURE_BITS: Readonly<Record<ListingFeature, number>> = { aisle: 1, "restricted-view": 2, accessible: 4, parking: 8 };

/**
 * Whether a listing (alias l) can sell exactly ?{q} tickets: app/domain/split-rules.ts `canSell`
 * in SQL (tests/integration/ticket-listings.test.ts holds one against the other).
 */
function sellsExactly(q: string): string {
  return `l.quantity >= ${q} AND (l.split_rule = 'any' OR (l.split_rule = 'pairs' AND ${q} % 2 = 0)
    OR (l.split_rule = 'all' AND l.quantity = ${q}) OR (l.split_rule = 'no-single' AND l.quantity - ${q} <> 1))`;
}

/**
 * The price per ticket a fan is shown for ?{q} tickets: all-in, the seller's price, the mandatory
 * per-ticket fees and each ticket's share of the per-order fees rounded down
 * (app/domain/all-in-price.ts `listingPrice(…, "all-in").perTicket`; it floors each order fee's
 * share, this their sum's: the same while a listing has at most one mandatory order fee, as every
 * demo listing has); itemised, the seller's price alone.
 */
function shownPrice(q: string, allIn: boolean): string {
  return allIn ? `(l.price + l.fee_ticket + l.fee_order / ${q})` : "l.price";
}

const ORDER: Readonly<Record<ListingSort, string>> = {
  "price-asc": "shown, l.id",
  "price-desc": "shown DESC, l.id",
  "best-seats": "l.rank, shown, l.id",
  "best-value": "shown * (l.rank + 3), l.rank, l.id",
};

type Filters = Pick<ListingQuery, "eventId" | "quantity" | "allIn" | "minPrice" | "maxPrice" | "zones" | "sections" | "features">;

/** The WHERE clause of a query's listings (?1 event, ?2 quantity, then the filters' own) and its binds. */
function whereOf(q: Filters): { where: string; binds: unknown[]; shown: string } {
  const binds: unknown[] = [q.eventId, Math.trunc(q.quantity)];
  // D1 binds a JS number as a REAL: cast, or the division of shownPrice would not round.
  const quantity = "CAST(?2 AS INTEGER)";
  const shown = shownPrice(quantity, q.allIn);
  const conditions = ["l.event_id = ?1", sellsExactly(quantity)];
  const bind = (value: unknown) => `?${binds.push(value)}`;
  if (q.minPrice !== undefined) conditions.push(`${shown} >= ${bind(Math.trunc(q.minPrice))}`);
  if (q.maxPrice !== undefined) conditions.push(`${shown} <= ${bind(Math.trunc(q.maxPrice))}`);
  if (q.zones?.length) conditions.push(`l.zone IN (SELECT value FROM json_each(${bind(JSON.stringify(q.zones))}))`);
  if (q.sections?.length) conditions.push(`l.section_code IN (SELECT value FROM json_each(${bind(JSON.stringify(q.sections))}))`);
  const mask = (q.features ?? []).reduce((bits, f) => bits | FEATURE_BITS[f], 0);
  if (mask) conditions.push(`(l.features & ${bind(mask)}) = ?${binds.length}`);
  return { where: conditions.join(" AND "), binds, shown };
}

const LISTING_COLUMNS = `l.id, l.event_id, l.section_code, l.zone, l.rank, l.seat_row, l.seats, l.quantity, l.split_rule,
  l.price, l.fees, l.delivery, l.features, l.note`;

interface ListingRow {
  id: number;
  event_id: number;
  section_code: string;
  zone: string;
  rank: number;
  seat_row: string | null;
  seats: string | null;
  quantity: number;
  split_rule: string;
  price: number;
  fees: string;
  delivery: string;
  features: number;
  note: string | null;
}

function toListing(r: ListingRow, currency: string): Listing {
  const fees = (JSON.parse(r.fees) as Array<[ListingFee["kind"], number, "t" | "o", 0 | 1]>).map(
    ([kind, amount, per, mandatory]): ListingFee => ({ kind, amount, per: per === "t" ? "ticket" : "order", mandatory: mandatory === 1 }),
  );
  return {
    id: r.id,
    eventId: r.event_id,
    section: { code: r.section_code, zone: r.zone as Zone, rank: r.rank },
    row: r.seat_row,
    seats: r.seats,
    quantity: r.quantity,
    splitRule: r.split_rule as SplitRule,
    price: r.price,
    currency,
    fees,
    delivery: r.delivery as DeliveryMethod,
    features: (Object.keys(FEATURE_BITS) as ListingFeature[]).filter((f) => (r.features & FEATURE_BITS[f]) !== 0),
    note: r.note,
  };
}

const LIMIT_MAX = 100;

/** A row of the section offers: one section and zone's listings for the query, and their lowest shown price. */
interface OfferRow {
  code: string;
  zone: string;
  n: number;
  lowest: number;
}

/** The listing reads of the catalog reader (worker/services/listings.ts composes them in). */
export function ticketListingReader(
  db: D1Reader,
): Pick<CatalogReader, "ticketListings" | "sectionOffers" | "ticketChoice" | "ticketListing" | "venueLayout"> {
  /** The statement of a page of listings. */
  const pageStatement = (query: ListingQuery) => {
    const { where, binds, shown } = whereOf(query);
    const n = binds.length;
    const limit = Math.max(0, Math.min(LIMIT_MAX, Math.trunc(query.limit)));
    const offset = Math.max(0, Math.trunc(query.offset));
    return db
      .prepare(
        `SELECT ${LISTING_COLUMNS}, ${shown} AS shown, e.currency FROM ticket_listings l JOIN events e ON e.id = l.event_id
         WHERE ${where} ORDER BY ${ORDER[query.sort]} LIMIT ?${n + 1} OFFSET ?${n + 2}`,
      )
      .bind(...binds, limit, offset);
  };
  /** The statement of the count of every page's listings. */
  const countStatement = (query: ListingQuery) => {
    const { where, binds } = whereOf(query);
    return db.prepare(`SELECT COUNT(*) AS total FROM ticket_listings l WHERE ${where}`).bind(...binds);
  };
  const listingsOf = (list: D1Result): Listing[] => (list.results as Array<ListingRow & { currency: string }>).map((r) => toListing(r, r.currency));
  const listPage = (list: D1Result, count: D1Result): ListingPage => ({
    listings: listingsOf(list),
    total: Number((count.results[0] as { total?: number } | undefined)?.total ?? 0),
  });
  /**
   * The statement of the section offers: count and lowest price per section and zone (a listing
   * carries both; grouping by the pair lets ticketChoice count a zone or section filter's listings
   * from these rows).
   */
  const offersStatement = (query: SectionOffersQuery) => {
    const { where, binds, shown } = whereOf({ ...query, zones: undefined, sections: undefined });
    return db
      .prepare(
        `SELECT l.section_code AS code, l.zone AS zone, COUNT(*) AS n, MIN(${shown}) AS lowest FROM ticket_listings l WHERE ${where}
         GROUP BY l.section_code, l.zone`,
      )
      .bind(...binds);
  };
  /**
   * Every section of the layout, in its order, with its offer (none: 0 listings, no price). A venue
   * without a layout (an operator's import may lack one) has the sections its listings name, in
   * zone order then by code: the page lists them as links instead of drawing a map.
   */
  const sectionsWithOffers = (layout: VenueLayout | null, offers: readonly OfferRow[]): SectionOffer[] => {
    const byCode = new Map<string, { zone: string; n: number; lowest: number }>();
    for (const o of offers) {
      const seen = byCode.get(o.code);
      byCode.set(o.code, seen ? { zone: seen.zone, n: seen.n + o.n, lowest: Math.min(seen.lowest, o.lowest) } : o);
    }
    const sections = layout?.sections ?? sortSections([...byCode].map(([code, o]) => ({ code, zone: o.zone as Zone, position: 0 })));
    return sections.map((s) => {
      const offer = byCode.get(s.code);
      return { code: s.code, zone: s.zone, listingCount: offer?.n ?? 0, lowestPrice: offer?.lowest ?? null };
    });
  };
  /**
   * The listings a query's zones and sections leave of the offers' rows: the query's count, since
   * the offers read the same listings (quantity, prices, features) but for those two filters.
   */
  const countWithin = (offers: readonly OfferRow[], query: Pick<ListingQuery, "zones" | "sections">): number => {
    const zones = query.zones?.length ? new Set<string>(query.zones) : null;
    const sections = query.sections?.length ? new Set(query.sections) : null;
    return offers.reduce((sum, o) => sum + ((zones === null || zones.has(o.zone)) && (sections === null || sections.has(o.code)) ? o.n : 0), 0);
  };

  return {
    async ticketListings(query) {
      const [list, count] = await db.batch([pageStatement(query), countStatement(query)]);
      return listPage(list!, count!);
    },

    async sectionOffers(venueId, query) {
      // The sections come from the venue's layout (memoized per isolate); D1 is asked for the offers only.
      const [layout, offers] = await Promise.all([layoutOf(venueId), offersStatement(query).all<OfferRow>()]);
      return sectionsWithOffers(layout, offers.results);
    },

    async ticketChoice(venueId, query) {
      // Two statements: the page, and the offers, whose rows also give the page's count.
      const [layout, [list, offers]] = await Promise.all([layoutOf(venueId), db.batch([pageStatement(query), offersStatement(query)])]);
      const rows = offers!.results as unknown as OfferRow[];
      return {
        page: { listings: listingsOf(list!), total: countWithin(rows, query) },
        offers: sectionsWithOffers(layout, rows),
      };
    },

    async ticketListing(eventId, listingId) {
      const row = await db
        .prepare(
          `SELECT ${LISTING_COLUMNS}, e.currency FROM ticket_listings l JOIN events e ON e.id = l.event_id
           WHERE l.id = ?1 AND l.event_id = ?2`,
        )
        .bind(listingId, eventId)
        .first<ListingRow & { currency: string }>();
      return row ? toListing(row, row.currency) : null;
    },

    venueLayout: layoutOf,
  };

  /**
   * A venue's layout, sections in map order; null: the venue has none. Kept per isolate
   * (MEMO_POLICY.venueLayouts): the event page and its section offers both need it, on every view.
   */
  async function layoutOf(venueId: number): Promise<VenueLayout | null> {
    const load = async (): Promise<VenueLayout | null> => {
      const [kind, sections] = await db.batch([
        db.prepare(`SELECT kind FROM venue_layouts WHERE venue_id = ?1`).bind(venueId),
        db.prepare(`SELECT code, zone, rank, capacity, position FROM venue_sections WHERE venue_id = ?1`).bind(venueId),
      ]);
      const k = (kind!.results[0] as { kind?: VenueLayout["kind"] } | undefined)?.kind;
      if (!k) return null;
      // Stamped: the map's markup is kept per layout version (MEMO_POLICY.venueMaps).
      return stampVersion({ kind: k, sections: sortSections(sections!.results as unknown as VenueSection[]) });
    };
    return layouts.get(String(venueId), load, { now: Date.now() });
  }
}

const layouts = timedMemo<VenueLayout | null>(MEMO_POLICY.venueLayouts);

/** Zones from the stage outwards (the order the map and the filters list them), then clockwise. */
const ZONE_ORDER = ZONES;

function sortSections<T extends { zone: Zone; position: number; code: string }>(sections: T[]): T[] {
  return [...sections].sort(
    (a, b) => ZONE_ORDER.indexOf(a.zone) - ZONE_ORDER.indexOf(b.zone) || a.position - b.position || a.code.localeCompare(b.code),
  );
}
