// Lists near a chosen location (spec §4 "Location filter", §9 "Suggest defaults: radius 200"): the
// home, category, performer, venue, grouping, geography and search lists keep only the events whose
// venue lies within the radius, read through the catalog reader on a copy of the demo catalog in
// Miniflare's D1. Which events are within reach is worked out here, in JS, from the venues'
// coordinates with distanceBetween, never with the reader's SQL; the two cities are picked from the
// data (the demo catalog moves with its seed day).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { unstable_splitSqlQuery } from "wrangler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUGGEST_DEFAULTS } from "../../app/domain/constants";
import { distanceBetween } from "../../app/domain/location";
import type { CatalogReader, EventPage, PageRequest } from "../../app/lib/catalog";
import { createCatalogReader } from "../../worker/services/listings";
import { ROOT } from "../support/worker";
import setupCatalog, { copyCatalogState } from "./catalog-setup";

type Near = NonNullable<PageRequest["near"]>;

interface Place {
  geoNameId: number;
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

/** An upcoming event with its venue's coordinates. */
interface Row {
  id: number;
  startsAt: number;
  geoNameId: number;
  countryCode: string;
  categoryId: number;
  groupingId: number | null;
  venueId: number;
  latitude: number;
  longitude: number;
}

/** More than any list here holds: one page is the whole list, so it can be compared whole. */
const ALL = 10_000;
const RADIUS = SUGGEST_DEFAULTS.radius;

let mf: Miniflare;
let db: D1Database;
let reader: CatalogReader;
let now: number;
let upcoming: Row[] = [];
let byId = new Map<number, Row>();
/** A city outside the US with many events, and a city far from it. */
let cityA: Place;
let cityB: Place;

beforeAll(async () => {
  await setupCatalog();
  mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response('') } }",
    d1Databases: { DB: "00000000-0000-4000-8000-000000000001" },
    d1Persist: copyCatalogState("catalog-near"),
  });
  db = (await mf.getD1Database("DB")) as unknown as D1Database;
  // The seeded copy is a day's; indexes written since then are added (they are idempotent).
  for (const file of readdirSync(join(ROOT, "migrations")).filter((f) => f.endsWith(".sql")).sort()) {
    for (const sql of unstable_splitSqlQuery(readFileSync(join(ROOT, "migrations", file), "utf8"))) {
      if (/^\s*CREATE\s+(UNIQUE\s+)?INDEX\s+IF\s+NOT\s+EXISTS\b/i.test(sql)) await db.prepare(sql).run();
    }
  }
  reader = createCatalogReader(db);
  now = Date.now();

  const { results } = await db
    .prepare(
      `SELECT e.id, e.starts_at AS startsAt, e.geo_name_id AS geoNameId, e.country_code AS countryCode,
              e.category_id AS categoryId, e.grouping_id AS groupingId, e.venue_id AS venueId, v.latitude, v.longitude
       FROM events e JOIN venues v ON v.id = e.venue_id WHERE e.starts_at >= ?1`,
    )
    .bind(now)
    .all<Row>();
  upcoming = results;
  byId = new Map(upcoming.map((r) => [r.id, r]));

  const perCity = new Map<number, number>();
  for (const r of upcoming) perCity.set(r.geoNameId, (perCity.get(r.geoNameId) ?? 0) + 1);
  const ranked = [...perCity].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  const { results: cities } = await db
    .prepare(
      `SELECT geo_name_id AS geoNameId, name, country_code AS countryCode, latitude, longitude FROM cities
       WHERE geo_name_id IN (${ranked.slice(0, 60).join(",")})`,
    )
    .all<Place>();
  const byRank = ranked.flatMap((id) => cities.filter((c) => c.geoNameId === id));
  const a = byRank.find((c) => c.countryCode !== "US");
  const b = a && byRank.find((c) => distanceBetween(a.latitude, a.longitude, c.latitude, c.longitude, "mi") > 10 * RADIUS);
  if (!a || !b) throw new Error("the demo catalog has no two busy cities far apart");
  cityA = a;
  cityB = b;
}, 300_000);

afterAll(async () => {
  await mf?.dispose();
});

// ---------------------------------------------------------------------------------------------

const nearOf = (place: Place, radius: number = RADIUS): Near => ({ latitude: place.latitude, longitude: place.longitude, radius });
const milesFrom = (near: Near, r: Row) => distanceBetween(near.latitude, near.longitude, r.latitude, r.longitude, "mi");

/** The ids a list near `near` must hold, in start order: upcoming, in the window, kept by `keep`, within reach. */
function expectedIds(near: Near, keep: (r: Row) => boolean = () => true, until = Infinity): number[] {
  return upcoming
    .filter((r) => r.startsAt < until && keep(r) && milesFrom(near, r) <= near.radius)
    .sort((x, y) => x.startsAt - y.startsAt || x.id - y.id)
    .map((r) => r.id);
}

const ids = (page: EventPage) => page.events.map((e) => e.id);

/** Every listed event is upcoming and its venue within the radius; the count is the list's length. */
function expectWithinReach(page: EventPage, near: Near) {
  for (const event of page.events) {
    const row = byId.get(event.id);
    expect(row, `event ${event.id} is upcoming`).toBeDefined();
    expect(milesFrom(near, row!)).toBeLessThanOrEqual(near.radius);
  }
}

async function categoryTree(id: number): Promise<Set<number>> {
  const { results } = await db
    .prepare(
      `WITH RECURSIVE tree(id) AS (SELECT id FROM categories WHERE id = ?1
         UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id) SELECT id FROM tree`,
    )
    .bind(id)
    .all<{ id: number }>();
  return new Set(results.map((r) => r.id));
}

// ---------------------------------------------------------------------------------------------

describe("the home list near a chosen location", () => {
  it.each([
    ["city A", RADIUS, () => cityA],
    ["city A", 25, () => cityA],
    ["city B", RADIUS, () => cityB],
  ] as const)("near %s within %d mi: exactly the events whose venue is within reach, in start order", async (_label, radius, place) => {
    const near = nearOf(place(), radius);
    const page = await reader.upcomingInCountry("US", { now, offset: 0, limit: ALL, near });
    const expected = expectedIds(near);
    expect(expected.length).toBeGreaterThan(0);
    expectWithinReach(page, near);
    expect(ids(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it("on the US store, a city abroad shows that city's events and none of a far city", async () => {
    const near = nearOf(cityA);
    const page = await reader.upcomingInCountry("US", { now, offset: 0, limit: ALL, near });
    const cities = new Set(page.events.map((e) => e.city.geoNameId));
    expect(cities).toContain(cityA.geoNameId);
    expect(cities).not.toContain(cityB.geoNameId);
    expect(page.events.map((e) => e.city.countryCode)).toContain(cityA.countryCode);
    // Without a location the store's country still decides: the city abroad is not listed.
    const everywhere = await reader.upcomingInCountry("US", { now, offset: 0, limit: ALL });
    expect(new Set(everywhere.events.map((e) => e.city.countryCode))).toEqual(new Set(["US"]));
    expect(everywhere.total).toBe(upcoming.filter((r) => r.countryCode === "US").length);
  });

  it("pages and counts the same events: page 2 follows page 1, and the total is the area's", async () => {
    const near = nearOf(cityA);
    const expected = expectedIds(near);
    expect(expected.length).toBeGreaterThan(20);
    const first = await reader.upcomingInCountry("US", { now, offset: 0, limit: 10, near });
    const second = await reader.upcomingInCountry("US", { now, offset: 10, limit: 10, near });
    expect(ids(first)).toEqual(expected.slice(0, 10));
    expect(ids(second)).toEqual(expected.slice(10, 20));
    expect(first.total).toBe(expected.length);
    expect(second.total).toBe(expected.length);
  });

  it("keeps the chosen date range too", async () => {
    const near = nearOf(cityA);
    const until = now + 30 * 86_400_000;
    const page = await reader.upcomingInCountry("US", { now, until, offset: 0, limit: ALL, near });
    const expected = expectedIds(near, () => true, until);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(expectedIds(near).length);
    expect(ids(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it("lists nothing, and counts nothing, where no venue is within reach (mid-Atlantic)", async () => {
    const page = await reader.upcomingInCountry("US", { now, offset: 0, limit: 10, near: { latitude: 35, longitude: -40, radius: RADIUS } });
    expect(page).toEqual({ events: [], total: 0 });
  });
});

describe("browse pages near a chosen location", () => {
  it("a category page lists the category's events in the area instead of the store's country", async () => {
    const near = nearOf(cityA);
    const tree = await categoryTree(1);
    const found = await reader.browse("category", 1, { now, offset: 0, limit: ALL, countryCode: "US", near });
    const expected = expectedIds(near, (r) => tree.has(r.categoryId));
    expect(expected.length).toBeGreaterThan(0);
    expect(found?.record.id).toBe(1);
    expectWithinReach(found!.page, near);
    expect(ids(found!.page)).toEqual(expected);
    expect(found!.page.total).toBe(expected.length);
    expect(found!.page.events.map((e) => e.city.countryCode)).toContain(cityA.countryCode);
  });

  it("a performer page keeps the performer's own events, only those within reach", async () => {
    // A performer playing both in city A's area and elsewhere, so the area visibly narrows the list.
    const near = nearOf(cityA);
    const { results } = await db
      .prepare(`SELECT ep.performer_id AS performerId, ep.event_id AS eventId FROM event_performers ep JOIN events e ON e.id = ep.event_id WHERE e.starts_at >= ?1`)
      .bind(now)
      .all<{ performerId: number; eventId: number }>();
    const eventsOf = new Map<number, Set<number>>();
    for (const r of results) eventsOf.set(r.performerId, (eventsOf.get(r.performerId) ?? new Set()).add(r.eventId));
    const inReach = new Set(expectedIds(near));
    const performer = [...eventsOf].find(([, events]) => {
      const inside = [...events].filter((id) => inReach.has(id)).length;
      return inside > 0 && inside < events.size;
    });
    if (!performer) throw new Error("no performer with events both near city A and elsewhere");
    const [performerId, events] = performer;
    const found = await reader.browse("performer", performerId, { now, offset: 0, limit: ALL, countryCode: "US", near });
    const expected = expectedIds(near, (r) => events.has(r.id));
    expectWithinReach(found!.page, near);
    expect(ids(found!.page)).toEqual(expected);
    expect(found!.page.total).toBe(expected.length);
    expect(found!.page.total).toBeLessThan(events.size);
  });

  // A grouping (a tour, a league) may play near city B too; a venue or a city in city A cannot.
  it.each([
    ["venue", (r: Row) => r.venueId, true],
    ["geography", (r: Row) => r.geoNameId, true],
    ["grouping", (r: Row) => r.groupingId, false],
  ] as const)("a %s of city A lists its events within reach of city A, and of city B", async (entity, key, noneNearB) => {
    const inA = upcoming.find((r) => r.geoNameId === cityA.geoNameId && key(r) !== null)!;
    const id = key(inA)!;
    const own = (r: Row) => key(r) === id;
    for (const place of [cityA, cityB]) {
      const near = nearOf(place);
      const found = await reader.browse(entity, id, { now, offset: 0, limit: ALL, countryCode: "US", near });
      const expected = expectedIds(near, own);
      if (place === cityA) expect(expected).toContain(inA.id);
      else if (noneNearB) expect(expected).toEqual([]);
      expectWithinReach(found!.page, near);
      expect(ids(found!.page)).toEqual(expected);
      expect(found!.page.total).toBe(expected.length);
    }
  });
});

describe("search results near a chosen location", () => {
  it("keep the term's events within reach, and the count follows", async () => {
    const near = nearOf(cityA);
    // The term is a performer of city A's first event: it matches events in and out of the area.
    const first = expectedIds(near)[0]!;
    const performer = await db
      .prepare(`SELECT p.name FROM event_performers ep JOIN performers p ON p.id = ep.performer_id WHERE ep.event_id = ?1 ORDER BY ep.position LIMIT 1`)
      .bind(first)
      .first<{ name: string }>();
    const everywhere = await reader.search(performer!.name, { now, offset: 0, limit: ALL, performerRows: 0 });
    const matched = new Set(ids(everywhere.page));
    expect(everywhere.page.total).toBe(matched.size);
    const expected = expectedIds(near, (r) => matched.has(r.id));
    expect(expected).toContain(first);

    const inArea = await reader.search(performer!.name, { now, offset: 0, limit: ALL, performerRows: 0, near });
    expectWithinReach(inArea.page, near);
    expect(ids(inArea.page)).toEqual(expected);
    expect(inArea.page.total).toBe(expected.length);

    const far = await reader.search(performer!.name, { now, offset: 0, limit: ALL, performerRows: 0, near: nearOf(cityB) });
    expect(far.page.events.map((e) => e.city.geoNameId)).not.toContain(cityA.geoNameId);
    expect(far.page.total).toBe(expectedIds(nearOf(cityB), (r) => matched.has(r.id)).length);
  });
});

describe("a location by the antimeridian", () => {
  it("reaches venues on both sides of it, and not those beyond the radius", async () => {
    // Three venues of this copy only: 179.5°E and 179.5°W are 62 mi apart at 17.8°S; 170°E is ~600 mi away.
    const venues = [
      [9_200_001, 179.5],
      [9_200_002, -179.5],
      [9_200_003, 170],
    ] as const;
    const startsAt = now + 86_400_000;
    await db.batch(
      venues.flatMap(([id, longitude]) => [
        db
          .prepare(
            `INSERT INTO venues (id, name, name_norm, geo_name_id, country_code, latitude, longitude, capacity, time_zone, web_path)
             VALUES (?1, 'Reef Stage', 'reef stage', ?2, 'FJ', -17.8, ?3, 1000, 'Pacific/Fiji', ?4)`,
          )
          .bind(id, cityB.geoNameId, longitude, `/reef-stage-tickets/venue/${id}/`),
        db
          .prepare(
            `INSERT INTO events (id, name, name_norm, venue_id, local_date_time, time_zone, starts_at, category_id, grouping_id,
               popularity, min_price, currency, available_tickets, web_path, geo_name_id, country_code, latitude, longitude)
             VALUES (?1, 'Reef Night', 'reef night', ?1, '2099-01-01T20:00', 'Pacific/Fiji', ?2, 1, NULL,
               1, 10, 'FJD', 5, ?3, ?4, 'FJ', -17.8, ?5)`,
          )
          .bind(id, startsAt, `/reef-night-tickets/event/${id}/`, cityB.geoNameId, longitude),
      ]),
    );
    const page = await reader.upcomingInCountry("US", { now, offset: 0, limit: ALL, near: { latitude: -17.8, longitude: 179.9, radius: RADIUS } });
    expect(ids(page)).toEqual([9_200_001, 9_200_002]);
    expect(page.total).toBe(2);
  });
});
