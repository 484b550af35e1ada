import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Miniflare } from "miniflare";
import { importCatalog } from "../../scripts/catalog/import-core";
import { copyCatalogState } from "./catalog-setup";

// The import against the full demo catalog: a file with one bad row among good ones is
// rejected whole — the database keeps every row it had, to the last popularity figure.
let mf: Miniflare;
let db: D1Database;

beforeAll(async () => {
  mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response('') } }",
    d1Databases: { DB: "00000000-0000-4000-8000-000000000001" },
    d1Persist: copyCatalogState("catalog-import"),
  });
  db = (await mf.getD1Database("DB")) as unknown as D1Database;
});
afterAll(async () => {
  await mf?.dispose();
});

const TABLES = ["cities", "city_names", "categories", "groupings", "performers", "venues", "events", "event_performers", "search_trigrams", "query_log", "venue_layouts", "venue_sections", "ticket_listings"];

async function fingerprint(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const t of TABLES) out[t] = (await db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).first<{ n: number }>())!.n;
  out.eventSums = await db.prepare("SELECT SUM(popularity) AS p, SUM(min_price) AS m, MAX(name) AS n FROM events").first();
  out.venueSums = await db.prepare("SELECT SUM(capacity) AS c, MAX(name) AS n FROM venues").first();
  return out;
}

async function* linesOf(rows: unknown[]): AsyncIterable<string> {
  for (const r of rows) yield typeof r === "string" ? r : JSON.stringify(r);
}

describe("catalog import on the demo data", () => {
  it("holds the full demo catalog", async () => {
    const f = await fingerprint();
    expect(f.cities).toBeGreaterThanOrEqual(115_000);
    expect(f.events).toBeGreaterThanOrEqual(25_000);
    expect(f.venue_layouts).toBe(f.venues);
    expect(f.ticket_listings).toBeGreaterThanOrEqual(2 * (f.events as number));
  });

  it("rejects a file with a bad row, reporting its line, without changing the database", async () => {
    const before = await fingerprint();
    const venue = await db.prepare("SELECT id, geo_name_id FROM venues ORDER BY id LIMIT 1").first<{ id: number; geo_name_id: number }>();
    const performer = await db.prepare("SELECT id FROM performers ORDER BY id LIMIT 1").first<{ id: number }>();
    const good = (id: number) => ({
      type: "event", id, name: `Changed ${id}`, performerIds: [performer!.id], venueId: venue!.id,
      localDateTime: "2027-06-01T20:00", timeZone: "Europe/Berlin", categoryId: 1, groupingId: null,
      popularity: 1, currency: "EUR", webPath: `/changed-tickets/event/${id}/`,
    });
    const rows = [
      good(100_001), // overwrites an existing demo event if the import were partial
      { type: "venue", id: venue!.id, name: "Renamed Hall", geoNameId: venue!.geo_name_id, latitude: 0, longitude: 0, capacity: 1, timeZone: "Europe/Berlin", webPath: "/renamed/" },
      good(999_001),
      { ...good(999_002), localDateTime: "2027-13-01T20:00" }, // line 4: no 13th month
      "{not json",                                             // line 5
    ];
    const result = await importCatalog(db, linesOf(rows));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.rejected.map((r) => r.line)).toEqual([4, 5]);
    expect(result.rejected[0]!.reason).toContain("localDateTime");
    expect(await fingerprint()).toEqual(before);
  });
});
