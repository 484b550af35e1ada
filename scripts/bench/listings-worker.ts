// Bench-only worker (never deployed), bundled by scripts/bench/listings.ts: runs the listing reads
// inside workerd, next to D1 as the storefront's worker runs them, and answers their times. Timing
// from Node instead would add Miniflare's Node ↔ workerd proxy to every read (p50 ~3.5 ms alone).
import type { ListingQuery } from "../../app/lib/catalog";
import { LISTING_SORTS } from "../../app/lib/catalog";
import { createCatalogReader } from "../../worker/services/listings";

const FILTERS: Array<Partial<ListingQuery>> = [
  {},
  { minPrice: 1_000, maxPrice: 30_000 },
  { zones: ["lower-bowl", "stalls"] },
  { sections: ["101", "SC"] },
  { features: ["aisle"] },
  { minPrice: 500, zones: ["floor", "lower-bowl"], features: ["accessible"] },
];

export default {
  async fetch(_request: Request, env: { DB: D1Database }): Promise<Response> {
    const db = env.DB;
    const reader = createCatalogReader(db);
    const busiest = await db
      .prepare(`SELECT l.event_id AS id, e.venue_id FROM ticket_listings l JOIN events e ON e.id = l.event_id GROUP BY l.event_id ORDER BY COUNT(*) DESC LIMIT 5`)
      .all<{ id: number; venue_id: number }>();
    const spread = await db.prepare(`SELECT id, venue_id FROM events WHERE id % 997 = 0 LIMIT 20`).all<{ id: number; venue_id: number }>();
    const events = [...busiest.results, ...spread.results];
    const counts = await db
      .prepare(`SELECT COUNT(*) AS n FROM ticket_listings WHERE event_id IN (${events.map(() => "?").join(",")}) GROUP BY event_id ORDER BY n DESC LIMIT 1`)
      .bind(...events.map((e) => e.id))
      .first<{ n: number }>();
    const times: number[] = [];
    // workerd's clock moves on I/O only; every read here is I/O, so a read's time is its own.
    const time = async (run: () => Promise<unknown>) => {
      const t = Date.now();
      await run();
      times.push(Date.now() - t);
    };
    // Warm-up: the isolate, the JIT and D1's pages.
    for (const e of events) await reader.ticketListings({ eventId: e.id, quantity: 2, allIn: true, sort: "price-asc", offset: 0, limit: 10 });
    for (const e of events) {
      for (const quantity of [1, 2, 3, 4, 6]) {
        for (const sort of LISTING_SORTS) {
          for (const f of FILTERS) {
            await time(() => reader.ticketListings({ eventId: e.id, quantity, allIn: true, sort, offset: 0, limit: 10, ...f }));
          }
        }
        await time(() => reader.sectionOffers(e.venue_id, { eventId: e.id, quantity, allIn: true }));
      }
    }
    // The floor: the same kind of round trip (a batch of two statements) with trivial statements.
    const floor: number[] = [];
    for (let i = 0; i < 500; i++) {
      const t = Date.now();
      await db.batch([db.prepare("SELECT 1"), db.prepare("SELECT 2")]);
      floor.push(Date.now() - t);
    }
    return Response.json({ times, floor, events: events.length, mostListings: counts?.n ?? 0 });
  },
};
