// The listing queries of the event page (issue 25 items 3–5; ADR 026) on a copy of the demo
// catalog: what they return is worked out here in JS from the event's raw rows with the domain's
// rules (split-rules.ts canSell, all-in-price.ts listingPrice), never with the reader's SQL.
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Listing, ListingFeature, Zone } from "../../app/domain/listing-types";
import { listingPrice } from "../../app/domain/all-in-price";
import { canSell } from "../../app/domain/split-rules";
import { LISTING_SORTS, type CatalogReader, type ListingQuery, type ListingSort, type SectionOffersQuery } from "../../app/lib/catalog";
import { createCatalogReader } from "../../worker/services/listings";
import { copyCatalogState } from "./catalog-setup";

let mf: Miniflare;
let db: D1Database;
let reader: CatalogReader;
/** Events with many listings, and each one's listings read without any filter. */
let sample: Array<{ eventId: number; venueId: number; listings: Listing[] }>;

beforeAll(async () => {
  mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response('') } }",
    d1Databases: { DB: "00000000-0000-4000-8000-000000000001" },
    d1Persist: copyCatalogState("ticket-listings"),
  });
  db = (await mf.getD1Database("DB")) as unknown as D1Database;
  reader = createCatalogReader(db);
  // An ordinary event's listings, all on one page of 100; the demo's headline events (300–400
  // listings) are tests/integration/big-event.test.ts's.
  const { results } = await db
    .prepare(
      `SELECT l.event_id, e.venue_id FROM ticket_listings l JOIN events e ON e.id = l.event_id
       GROUP BY l.event_id HAVING COUNT(*) BETWEEN 8 AND 100 ORDER BY l.event_id LIMIT 12`,
    )
    .all<{ event_id: number; venue_id: number }>();
  sample = [];
  for (const r of results) {
    // q = 1 with rule "any" would miss listings: read all of them with a quantity every listing
    // has, one by one, through the by-id read.
    const ids = await db.prepare(`SELECT id FROM ticket_listings WHERE event_id = ?1`).bind(r.event_id).all<{ id: number }>();
    const listings = await Promise.all(ids.results.map((x) => reader.ticketListing(r.event_id, x.id)));
    sample.push({ eventId: r.event_id, venueId: r.venue_id, listings: listings.map((l) => l!) });
  }
}, 240_000);

afterAll(async () => {
  await mf?.dispose();
});

const shown = (l: Listing, q: number, allIn: boolean) => listingPrice(l, q, allIn ? "all-in" : "itemised").perTicket;

/** The order of a sort, in JS (app/lib/catalog.ts LISTING_SORTS' words). */
function compare(sort: ListingSort, q: number, allIn: boolean): (a: Listing, b: Listing) => number {
  const p = (l: Listing) => shown(l, q, allIn);
  switch (sort) {
    case "price-asc":
      return (a, b) => p(a) - p(b) || a.id - b.id;
    case "price-desc":
      return (a, b) => p(b) - p(a) || a.id - b.id;
    case "best-seats":
      return (a, b) => a.section.rank - b.section.rank || p(a) - p(b) || a.id - b.id;
    case "best-value":
      return (a, b) => p(a) * (a.section.rank + 3) - p(b) * (b.section.rank + 3) || a.section.rank - b.section.rank || a.id - b.id;
  }
}

async function everyPage(query: Omit<ListingQuery, "offset" | "limit">, limit: number): Promise<Listing[]> {
  const out: Listing[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = await reader.ticketListings({ ...query, offset, limit });
    out.push(...page.listings);
    if (page.listings.length < limit) return out;
  }
}

describe("listing queries (issue 25)", () => {
  it("has events with listings to check", () => {
    expect(sample.length).toBeGreaterThanOrEqual(8);
  });

  it("offers exactly the listings whose split rule sells the chosen quantity, with their count", async () => {
    for (const { eventId, listings } of sample) {
      for (const quantity of [1, 2, 3, 4, 5, 6]) {
        const page = await reader.ticketListings({ eventId, quantity, allIn: true, sort: "price-asc", offset: 0, limit: 100 });
        const expected = listings.filter((l) => canSell(l.splitRule, l.quantity, quantity)).map((l) => l.id).sort((a, b) => a - b);
        expect(page.listings.map((l) => l.id).sort((a, b) => a - b), `event ${eventId} × ${quantity}`).toEqual(expected);
        expect(page.total).toBe(expected.length);
      }
    }
  });

  it("orders every sort as defined, stably across pages of any size", async () => {
    for (const { eventId, listings } of sample.slice(0, 6)) {
      for (const sort of LISTING_SORTS) {
        for (const allIn of [true, false]) {
          const quantity = 2;
          const expected = listings.filter((l) => canSell(l.splitRule, l.quantity, quantity)).sort(compare(sort, quantity, allIn)).map((l) => l.id);
          const query = { eventId, quantity, allIn, sort };
          expect((await everyPage(query, 100)).map((l) => l.id), `${sort} ${allIn}`).toEqual(expected);
          expect((await everyPage(query, 3)).map((l) => l.id), `${sort} ${allIn} by 3`).toEqual(expected);
        }
      }
    }
  });

  it("filters by price range, zones, sections and features", async () => {
    for (const { eventId, listings } of sample) {
      const quantity = 2;
      const sellable = listings.filter((l) => canSell(l.splitRule, l.quantity, quantity));
      if (sellable.length < 2) continue;
      const prices = sellable.map((l) => shown(l, quantity, true)).sort((a, b) => a - b);
      const [minPrice, maxPrice] = [prices[0]!, prices[Math.floor(prices.length / 2)]!];
      const zones: Zone[] = [sellable[0]!.section.zone];
      const sections = [sellable[sellable.length - 1]!.section.code];
      const features: ListingFeature[] = ["aisle"];
      const ids = async (q: Partial<ListingQuery>) =>
        (await reader.ticketListings({ eventId, quantity, allIn: true, sort: "price-asc", offset: 0, limit: 100, ...q })).listings.map((l) => l.id).sort((a, b) => a - b);
      const want = (keep: (l: Listing) => boolean) => sellable.filter(keep).map((l) => l.id).sort((a, b) => a - b);
      expect(await ids({ minPrice, maxPrice })).toEqual(want((l) => shown(l, quantity, true) >= minPrice && shown(l, quantity, true) <= maxPrice));
      expect(await ids({ zones })).toEqual(want((l) => zones.includes(l.section.zone)));
      expect(await ids({ sections })).toEqual(want((l) => sections.includes(l.section.code)));
      expect(await ids({ features })).toEqual(want((l) => l.features.includes("aisle")));
      expect(await ids({ zones, features, maxPrice })).toEqual(
        want((l) => zones.includes(l.section.zone) && l.features.includes("aisle") && shown(l, quantity, true) <= maxPrice),
      );
    }
  });

  it("gives each section of the layout the count and lowest price of its listings for the quantity", async () => {
    for (const { eventId, venueId, listings } of sample) {
      const layout = await reader.venueLayout(venueId);
      expect(layout).not.toBeNull();
      for (const quantity of [1, 2, 4]) {
        const offers = await reader.sectionOffers(venueId, { eventId, quantity, allIn: true });
        expect(offers.map((o) => o.code)).toEqual(layout!.sections.map((s) => s.code));
        for (const offer of offers) {
          const here = listings.filter((l) => l.section.code === offer.code && canSell(l.splitRule, l.quantity, quantity));
          expect(offer.listingCount, `${eventId} ${offer.code} × ${quantity}`).toBe(here.length);
          expect(offer.lowestPrice).toBe(here.length ? Math.min(...here.map((l) => shown(l, quantity, true))) : null);
        }
      }
    }
  });

  it("reads a venue's layout from D1 once for the map, the section offers and the next views (the isolate's memo)", async () => {
    const reads: string[] = [];
    // The same database, each statement's SQL noted on its way in.
    const counting = new Proxy(db, {
      get(target, prop) {
        if (prop === "prepare") return (sql: string) => (reads.push(sql), target.prepare(sql));
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const fresh = createCatalogReader(counting);
    // A venue no other test here has opened.
    const venue = await db
      .prepare(`SELECT e.id AS eventId, e.venue_id AS venueId FROM events e JOIN venue_layouts v ON v.venue_id = e.venue_id ORDER BY e.venue_id DESC LIMIT 1`)
      .first<{ eventId: number; venueId: number }>();
    const sectionReads = () => reads.filter((sql) => sql.includes("FROM venue_sections")).length;
    const first = await fresh.sectionOffers(venue!.venueId, { eventId: venue!.eventId, quantity: 2, allIn: true });
    expect(sectionReads()).toBe(1);
    const layout = await fresh.venueLayout(venue!.venueId);
    await fresh.sectionOffers(venue!.venueId, { eventId: venue!.eventId, quantity: 4, allIn: true });
    expect(sectionReads()).toBe(1);
    expect(first.map((o) => o.code)).toEqual(layout!.sections.map((s) => s.code));
  });

  it("answers the event page's list, its count and the map offers in one round trip, equal to the two reads apart, under any filter", async () => {
    let batches = 0;
    const counting = new Proxy(db, {
      get(target, prop) {
        const value = Reflect.get(target, prop);
        if (prop === "batch") return (...args: unknown[]) => (batches++, (value as (...a: unknown[]) => unknown).apply(target, args));
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const together = createCatalogReader(counting);
    let narrowed = 0;
    for (const { eventId, venueId, listings } of sample.slice(0, 6)) {
      await together.venueLayout(venueId); // the layout is the isolate's from here on
      // The count comes from the offers' rows: check it where the zones and sections filters cut,
      // alone, together, and with the price and feature filters the offers read as well.
      const zone = listings[0]!.section.zone;
      const codes = [...new Set(listings.map((l) => l.section.code))].slice(0, 2);
      const prices = listings.map((l) => l.price).sort((a, b) => a - b);
      const variants: Array<Partial<ListingQuery>> = [
        {},
        { zones: [zone] },
        { sections: codes },
        { zones: [zone], sections: codes },
        { zones: ["general-admission", zone], minPrice: prices[Math.floor(prices.length / 3)]! },
        { sections: codes.slice(0, 1), maxPrice: prices[Math.floor((prices.length * 2) / 3)]!, features: ["aisle"] },
        { allIn: false, quantity: 1, sections: codes, offset: 10 },
      ];
      for (const variant of variants) {
        const query: ListingQuery = { eventId, quantity: 2, allIn: true, sort: "price-asc", zones: [], sections: [], features: [], offset: 0, limit: 10, ...variant };
        const before = batches;
        const both = await together.ticketChoice(venueId, query);
        expect(batches - before).toBe(1);
        const apart = await reader.ticketListings(query);
        expect(both.page, JSON.stringify(variant)).toEqual(apart);
        expect(both.offers).toEqual(await reader.sectionOffers(venueId, { ...query, zones: undefined, sections: undefined } as SectionOffersQuery));
        if (apart.total > 0 && (variant.zones || variant.sections)) narrowed++;
      }
    }
    // The filters did cut to some listings (the check above saw non-zero counts to agree on).
    expect(narrowed).toBeGreaterThan(6);
  });

  it("reads one listing of its own event only", async () => {
    const [a, b] = sample;
    const listing = a!.listings[0]!;
    expect(await reader.ticketListing(a!.eventId, listing.id)).toEqual(listing);
    expect(await reader.ticketListing(b!.eventId, listing.id)).toBeNull();
    expect(await reader.ticketListing(a!.eventId, 999_999_999)).toBeNull();
  });

  it("agrees with the events' derived availability and 'from' price (one source of truth)", async () => {
    const { results } = await db
      .prepare(
        `SELECT e.id, e.available_tickets, (SELECT COALESCE(SUM(quantity), 0) FROM ticket_listings l WHERE l.event_id = e.id) AS listed
         FROM events e WHERE e.id IN (SELECT value FROM json_each(?1))`,
      )
      .bind(JSON.stringify(sample.map((s) => s.eventId)))
      .all<{ id: number; available_tickets: number; listed: number }>();
    for (const r of results) expect(r.available_tickets).toBe(r.listed);
    const soldOut = await db.prepare(`SELECT COUNT(*) AS n FROM events e WHERE available_tickets = 0 AND NOT EXISTS (SELECT 1 FROM ticket_listings l WHERE l.event_id = e.id)`).first<{ n: number }>();
    expect(soldOut!.n).toBeGreaterThan(0);
  });
});
