import { createHash } from "node:crypto";
import { Miniflare } from "miniflare";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applyMigrations } from "../../tests/support/worker";
import { importCatalog, MAX_REJECTIONS, type ImportResult } from "./import-core";

const MUNICH = 2867714;
const NEW_YORK = 5128581;

const city = {
  munich: {
    type: "city", geoNameId: MUNICH, name: "München", alternateNames: ["Munich", "Monaco di Baviera"],
    admin1Code: "02", admin1Name: "Bavaria", countryCode: "DE", latitude: 48.13743, longitude: 11.57549,
    population: 1260391, timeZone: "Europe/Berlin", postalCode: null,
  },
  newYork: {
    type: "city", geoNameId: NEW_YORK, name: "New York City", alternateNames: ["NYC"], countryCode: "US",
    latitude: 40.71427, longitude: -74.00597, population: 8804190, timeZone: "America/New_York",
  },
};
const rock = { type: "category", id: 2000, parentId: 1, name: "Rock", webPath: "/rock/" };
const bundesliga = { type: "grouping", id: 3000, name: "Bundesliga", categoryId: 114, webPath: "/bundesliga/" };
const aerzte = {
  type: "performer", id: 10, name: "Die Ärzte", kind: "artist", categoryId: 2000, groupingId: null,
  popularity: 900, webPath: "/die-aerzte/",
};
const bayern = {
  type: "performer", id: 11, name: "FC Bayern München", kind: "team", categoryId: 114, groupingId: 3000,
  popularity: 1000, webPath: "/fc-bayern-muenchen/",
};
const olympiahalle = {
  type: "venue", id: 20, name: "Olympiahalle", geoNameId: MUNICH, latitude: 48.1748, longitude: 11.5507,
  capacity: 15500, timeZone: "Europe/Berlin", webPath: "/olympiahalle/",
};
const msg = {
  type: "venue", id: 21, name: "Madison Square Garden", geoNameId: NEW_YORK, latitude: 40.7505, longitude: -73.9934,
  capacity: 19500, timeZone: "America/New_York", webPath: "/madison-square-garden/",
};
function event(id: number, venueId: number, localDateTime: string, timeZone: string, performerIds: number[]) {
  return {
    type: "event", id, name: `Die Ärzte Live ${id}`, performerIds, venueId, localDateTime, timeZone,
    categoryId: 2000, groupingId: null, popularity: 500, currency: "EUR", webPath: `/event-${id}/`,
  };
}
// Both sides of a DST change: Europe/Berlin moves to CEST on 2026-03-29, New York to EDT on 2026-03-08.
const beforeBerlinDst = event(100, 20, "2026-03-28T20:00", "Europe/Berlin", [10]);
const afterBerlinDst = event(101, 20, "2026-03-29T20:00", "Europe/Berlin", [10]);
const beforeNyDst = event(102, 21, "2026-03-07T19:30", "America/New_York", [11, 10]);
const afterNyDst = event(103, 21, "2026-03-08T19:30", "America/New_York", [10]);
const query = { type: "query", term: "Die Ärzte", count: 42 };

/** Rows in no particular order: references may point forward. */
const VALID = [
  afterNyDst, beforeBerlinDst, city.munich, city.newYork, rock, bundesliga, aerzte, bayern,
  olympiahalle, msg, afterBerlinDst, beforeNyDst, query,
];

const ndjson = (...rows: Array<object | string>) => rows.map((r) => (typeof r === "string" ? r : JSON.stringify(r)));

let mf: Miniflare;
let db: D1Database;

beforeEach(async () => {
  mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response('') } }",
    d1Databases: { DB: "test" },
  });
  db = (await mf.getD1Database("DB")) as unknown as D1Database;
  await applyMigrations(db);
}, 60_000);

afterEach(async () => {
  await mf.dispose();
});

async function all<T>(sql: string, ...binds: unknown[]): Promise<T[]> {
  return (await db.prepare(sql).bind(...binds).all<T>()).results;
}

/** Every table, its row count and a checksum of its rows: "unchanged" means this is equal. */
async function snapshot(): Promise<Record<string, { rows: number; sha256: string }>> {
  const tables = await all<{ name: string }>(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name`,
  );
  const out: Record<string, { rows: number; sha256: string }> = {};
  for (const { name } of tables) {
    const rows = (await all<Record<string, unknown>>(`SELECT * FROM ${name}`)).map((r) => JSON.stringify(r)).sort();
    out[name] = { rows: rows.length, sha256: createHash("sha256").update(rows.join("\n")).digest("hex") };
  }
  return out;
}

function expectOk(result: ImportResult): asserts result is Extract<ImportResult, { ok: true }> {
  if (!result.ok) throw new Error(`import rejected: ${JSON.stringify(result.rejected, null, 2)}`);
}

/** A D1 whose batches can be failed or sabotaged, knowing each statement's SQL. */
function faultyDb(real: D1Database, fault: (sqls: string[]) => "pass" | "throw" | "sabotage") {
  interface Tagged {
    real: D1PreparedStatement;
    sql: string;
  }
  const tagged = (st: D1PreparedStatement, sql: string): Tagged & Partial<D1PreparedStatement> => ({
    real: st,
    sql,
    bind: (...values: unknown[]) => tagged(st.bind(...values), sql) as unknown as D1PreparedStatement,
    first: (...a: []) => st.first(...a),
    all: () => st.all(),
    run: () => st.run(),
  });
  const wrapper = {
    prepare: (sql: string) => tagged(real.prepare(sql), sql),
    async batch(statements: Tagged[]) {
      const verdict = fault(statements.map((s) => s.sql));
      if (verdict === "throw") throw new Error("injected: connection lost");
      const reals = statements.map((s) => s.real);
      // A statement that fails inside the transaction, after the others have run.
      if (verdict === "sabotage") reals.push(real.prepare("INSERT INTO no_such_table VALUES (1)"));
      return real.batch(reals);
    },
  };
  return wrapper as unknown as D1Database;
}

describe("importCatalog", { timeout: 60_000 }, () => {
  it("imports a valid file with its counts and derived columns", async () => {
    const result = await importCatalog(db, ndjson(...VALID));
    expectOk(result);
    expect(result.counts).toEqual({ category: 1, grouping: 1, city: 2, performer: 2, venue: 2, event: 4, layout: 0, listing: 0, query: 1 });

    const [munich] = await all<{ name_norm: string; alternate_names: string }>(
      `SELECT name_norm, alternate_names FROM cities WHERE geo_name_id = ?`, MUNICH,
    );
    expect(munich).toEqual({ name_norm: "munchen", alternate_names: "Munich,Monaco di Baviera" });
    const names = await all<{ name_norm: string; population: number }>(
      `SELECT name_norm, population FROM city_names WHERE geo_name_id = ? ORDER BY name_norm`, MUNICH,
    );
    expect(names).toEqual(
      ["monaco di baviera", "muenchen", "munchen", "munich"].map((n) => ({ name_norm: n, population: 1260391 })),
    );

    const performers = await all<{ id: number; name_norm: string }>(`SELECT id, name_norm FROM performers ORDER BY id`);
    expect(performers).toEqual([{ id: 10, name_norm: "die arzte" }, { id: 11, name_norm: "fc bayern munchen" }]);
    const grams = (await all<{ trigram: string }>(
      `SELECT trigram FROM search_trigrams WHERE entity = 'performer' AND entity_id = 10`,
    )).map((r) => r.trigram);
    // Both spellings are found: 'arzte' and 'aerzte'.
    expect(grams).toEqual(expect.arrayContaining([" di", "die", " ar", "arz", "rzt", "zte", " ae", "aer", "erz"]));
    expect(new Set(grams).size).toBe(grams.length);
    const venueGrams = await all<{ n: number }>(`SELECT count(*) AS n FROM search_trigrams WHERE entity = 'venue' AND entity_id = 20`);
    expect(venueGrams[0]!.n).toBe(" olympiahalle".length - 2);

    const venues = await all<{ id: number; name_norm: string; country_code: string }>(
      `SELECT id, name_norm, country_code FROM venues ORDER BY id`,
    );
    expect(venues).toEqual([
      { id: 20, name_norm: "olympiahalle", country_code: "DE" },
      { id: 21, name_norm: "madison square garden", country_code: "US" },
    ]);

    const events = await all<Record<string, unknown>>(
      `SELECT id, name_norm, starts_at, geo_name_id, country_code, latitude, longitude FROM events ORDER BY id`,
    );
    const munichGeo = { geo_name_id: MUNICH, country_code: "DE", latitude: 48.1748, longitude: 11.5507 };
    const nyGeo = { geo_name_id: NEW_YORK, country_code: "US", latitude: 40.7505, longitude: -73.9934 };
    expect(events).toEqual([
      { id: 100, name_norm: "die arzte live 100", starts_at: Date.UTC(2026, 2, 28, 19, 0), ...munichGeo }, // CET, UTC+1
      { id: 101, name_norm: "die arzte live 101", starts_at: Date.UTC(2026, 2, 29, 18, 0), ...munichGeo }, // CEST, UTC+2
      { id: 102, name_norm: "die arzte live 102", starts_at: Date.UTC(2026, 2, 8, 0, 30), ...nyGeo }, // EST, UTC−5
      { id: 103, name_norm: "die arzte live 103", starts_at: Date.UTC(2026, 2, 8, 23, 30), ...nyGeo }, // EDT, UTC−4
    ]);
    expect(await all(`SELECT event_id, performer_id, position FROM event_performers WHERE event_id = 102 ORDER BY position`)).toEqual([
      { event_id: 102, performer_id: 11, position: 0 },
      { event_id: 102, performer_id: 10, position: 1 },
    ]);
    expect(await all(`SELECT * FROM query_log`)).toEqual([{ term_norm: "die arzte", term: "Die Ärzte", count: 42, last_seen: 0 }]);
    expect(await all(`SELECT * FROM categories WHERE id = 2000`)).toEqual([{ id: 2000, parent_id: 1, name: "Rock", web_path: "/rock/" }]);
  });

  it("is idempotent: a second import of the same file changes nothing", async () => {
    expectOk(await importCatalog(db, ndjson(...VALID)));
    const once = await snapshot();
    const again = await importCatalog(db, ndjson(...VALID));
    expectOk(again);
    expect(again.counts.event).toBe(4);
    expect(await snapshot()).toEqual(once);
    expect(once.city_names!.rows).toBe(4 + 2); // München's four forms, New York City and NYC
    expect(once.event_performers!.rows).toBe(5);
  });

  it("resolves references against the database and copies an event's geography from a stored venue", async () => {
    expectOk(await importCatalog(db, ndjson(...VALID)));
    const result = await importCatalog(db, ndjson(event(200, 21, "2026-07-04T20:00", "America/New_York", [11, 10])));
    expectOk(result);
    expect(await all(`SELECT geo_name_id, country_code, latitude, longitude, starts_at FROM events WHERE id = 200`)).toEqual([
      { geo_name_id: NEW_YORK, country_code: "US", latitude: 40.7505, longitude: -73.9934, starts_at: Date.UTC(2026, 6, 5, 0, 0) },
    ]);
  });

  it("rejects bad lines with their line numbers and field names, writing nothing", async () => {
    expectOk(await importCatalog(db, ndjson(...VALID)));
    const before = await snapshot();
    const lines = ndjson(
      city.munich,
      "",
      `{"type":"venue","id":22,`, // line 3: not JSON
      rock,
      { ...event(104, 20, "2026-05-01T20:00", "Europe/Berlin", [10]), popularity: -1 }, // line 5: zod
      { ...olympiahalle, id: 23, name: "Zenith", geoNameId: 999 }, // line 6: no such city
      { ...aerzte, name: "Die Ärzte (renamed)" },
    );
    const result = await importCatalog(db, lines);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.rejected.map((r) => r.line)).toEqual([3, 5, 6]);
    expect(result.rejectedCount).toBe(3);
    expect(result.rejected[0]!.reason).toMatch(/^invalid JSON/);
    expect(result.rejected[1]!.reason).toMatch(/^event\.popularity: Too small/);
    expect(result.rejected[2]!.reason).toBe("venue.geoNameId: city 999 is neither in the file nor in the database");
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ["a duplicate id", [aerzte, bayern, { ...aerzte, name: "Die Ärzte again" }], 3, "performer.id: duplicate performer 10 (first on line 1)"],
    ["a duplicate city", [city.munich, city.munich], 2, `city.geoNameId: duplicate city ${MUNICH} (first on line 1)`],
    ["an unknown performer", [event(105, 20, "2026-05-01T20:00", "Europe/Berlin", [10, 77])], 1, "event.performerIds[1]: performer 77 is neither in the file nor in the database"],
    ["a category cycle", [{ ...rock, parentId: 2001 }, { ...rock, id: 2001, parentId: 2000 }], 1, "category.parentId: category 2000 is its own ancestor"],
    ["a date that does not exist", [event(106, 20, "2026-02-30T20:00", "Europe/Berlin", [10])], 1, "event.localDateTime: 2026-02-30T20:00 is not a calendar date"],
    ["an unknown row type", [{ type: "team", id: 1 }], 1, 'type: must be one of category, grouping, city, performer, venue, event, layout, listing, query (got "team")'],
    ["an unknown field", [{ ...rock, colour: "red" }], 1, 'category: Unrecognized key: "colour"'],
    ["a VIP mark that is not true or false", [{ ...event(107, 20, "2026-05-01T20:00", "Europe/Berlin", [10]), vip: "yes" }], 1, "event.vip: Invalid input: expected boolean, received string"],
  ])("rejects %s", async (_, rows, line, reason) => {
    expectOk(await importCatalog(db, ndjson(...VALID)));
    const before = await snapshot();
    const result = await importCatalog(db, ndjson(...rows));
    expect(result).toMatchObject({ ok: false, rejected: expect.arrayContaining([{ line, reason }]) });
    expect(await snapshot()).toEqual(before);
  });

  describe("layouts and listings (issue 25; ADR 026)", () => {
    const layout = {
      type: "layout", venueId: 20, kind: "arena",
      sections: [
        { code: "A", zone: "floor", rank: 1, capacity: 2000, position: 0 },
        { code: "101", zone: "lower-bowl", rank: 2, capacity: 3000, position: 0 },
      ],
    };
    const fee = { kind: "service", amount: 900, per: "ticket", mandatory: true };
    const listing = (id: number, eventId: number, extra: object = {}) => ({
      type: "listing", id, eventId, section: "101", quantity: 4, splitRule: "any", price: 6000, fees: [fee],
      delivery: "mobile-transfer", ...extra,
    });
    const base = VALID.filter((r) => r !== beforeBerlinDst);

    it("stores the layout and listings and derives the event's tickets and 'from' price from them", async () => {
      const result = await importCatalog(db, ndjson(...base, beforeBerlinDst, layout,
        listing(1, 100, { section: "A", price: 9000, quantity: 2, splitRule: "all", features: ["aisle", "parking"], note: "Gleich am Gang." }),
        listing(2, 100, { fees: [fee, { kind: "fulfilment", amount: 500, per: "order", mandatory: true }] }),
      ));
      expectOk(result);
      expect(result.counts).toMatchObject({ layout: 1, listing: 2 });
      expect(await all(`SELECT kind FROM venue_layouts WHERE venue_id = 20`)).toEqual([{ kind: "arena" }]);
      expect(await all(`SELECT code, zone, rank FROM venue_sections WHERE venue_id = 20 ORDER BY code`)).toEqual([
        { code: "101", zone: "lower-bowl", rank: 2 },
        { code: "A", zone: "floor", rank: 1 },
      ]);
      expect(await all(`SELECT id, zone, rank, fee_ticket, fee_order, features, note FROM ticket_listings ORDER BY id`)).toEqual([
        { id: 1, zone: "floor", rank: 1, fee_ticket: 900, fee_order: 0, features: 1 | 8, note: "Gleich am Gang." },
        { id: 2, zone: "lower-bowl", rank: 2, fee_ticket: 900, fee_order: 500, features: 0, note: null },
      ]);
      // 2 + 4 tickets; the lowest all-in price of one ticket: listing 2 at 1, 60.00 + 9.00 + 5.00
      // (listing 1 sells its pair only: 90.00 + 9.00 a ticket).
      expect(await all(`SELECT available_tickets, min_price FROM events WHERE id = 100`)).toEqual([{ available_tickets: 6, min_price: 74 }]);
      // An event without listings is sold out.
      expect(await all(`SELECT available_tickets FROM events WHERE id = 101`)).toEqual([{ available_tickets: 0 }]);
    });

    it("replaces an event's listings when the event comes again, keeping the stored layout", async () => {
      expectOk(await importCatalog(db, ndjson(...base, beforeBerlinDst, layout, listing(1, 100), listing(2, 100))));
      expectOk(await importCatalog(db, ndjson(beforeBerlinDst, listing(3, 100, { section: "A", quantity: 2 }))));
      expect(await all(`SELECT id FROM ticket_listings ORDER BY id`)).toEqual([{ id: 3 }]);
      expect(await all(`SELECT available_tickets FROM events WHERE id = 100`)).toEqual([{ available_tickets: 2 }]);
      expectOk(await importCatalog(db, ndjson(beforeBerlinDst)));
      expect(await all(`SELECT available_tickets, min_price FROM events WHERE id = 100`)).toEqual([{ available_tickets: 0, min_price: 0 }]);
      expect(await all(`SELECT count(*) AS n FROM venue_sections WHERE venue_id = 20`)).toEqual([{ n: 2 }]);
    });

    it("rejects listings without their event, in a section the layout lacks, or odd pairs, with line numbers", async () => {
      expectOk(await importCatalog(db, ndjson(...base, beforeBerlinDst, layout)));
      const before = await snapshot();
      const result = await importCatalog(db, ndjson(
        beforeBerlinDst,
        listing(1, 101),
        listing(2, 100, { section: "999" }),
        listing(3, 100, { splitRule: "pairs", quantity: 3 }),
        listing(4, 100, { price: -5 }),
        { ...layout, venueId: 77 },
        { ...layout, venueId: 21, sections: [layout.sections[0], layout.sections[0]] },
      ));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.rejected).toEqual([
        { line: 2, reason: "listing.eventId: event 101 is not in the file (an event's listings are imported with it)" },
        { line: 3, reason: "listing.section: section 999 is not in the layout of venue 20" },
        { line: 4, reason: "listing.quantity: a pairs listing holds an even number of tickets" },
        { line: 5, reason: expect.stringMatching(/^listing\.price: Too small/) },
        { line: 6, reason: "layout.venueId: venue 77 is neither in the file nor in the database" },
        { line: 7, reason: "layout.sections[1].code: section A is listed twice" },
      ]);
      expect(await snapshot()).toEqual(before);
    });
  });

  it("stores an event's VIP mark, false when the row has none", async () => {
    expectOk(await importCatalog(db, ndjson(...VALID.filter((r) => r !== beforeBerlinDst), { ...beforeBerlinDst, vip: true })));
    const rows = await all<{ id: number; vip: number }>(`SELECT id, vip FROM events ORDER BY id`);
    expect(rows).toEqual([
      { id: 100, vip: 1 },
      { id: 101, vip: 0 },
      { id: 102, vip: 0 },
      { id: 103, vip: 0 },
    ]);
  });

  it("does not report references to a row that was itself rejected", async () => {
    const result = await importCatalog(db, ndjson({ ...olympiahalle, capacity: 0 }, beforeBerlinDst, aerzte, rock, city.munich));
    expect(result).toMatchObject({ ok: false, rejectedCount: 1, rejected: [{ line: 1 }] });
  });

  it("lists at most 1,000 rejections and counts them all", async () => {
    const result = await importCatalog(db, Array.from({ length: 1_500 }, () => "{"));
    expect(result).toMatchObject({ ok: false, rejectedCount: 1_500 });
    if (!result.ok) expect(result.rejected).toHaveLength(MAX_REJECTIONS);
  });

  it("replaces an updated row and its trigrams, keeping what refers to it", async () => {
    expectOk(await importCatalog(db, ndjson(...VALID)));
    expectOk(await importCatalog(db, ndjson({ ...aerzte, name: "Die Toten Hosen" })));
    expect(await all(`SELECT name, name_norm FROM performers WHERE id = 10`)).toEqual([
      { name: "Die Toten Hosen", name_norm: "die toten hosen" },
    ]);
    const grams = (await all<{ trigram: string }>(
      `SELECT trigram FROM search_trigrams WHERE entity = 'performer' AND entity_id = 10 ORDER BY trigram`,
    )).map((r) => r.trigram);
    expect(grams).toEqual([" di", " ho", " to", "die", "hos", "ose", "ote", "sen", "ten", "tot"]);
    // Events of the performer keep their line-up (INSERT OR REPLACE deletes, then inserts).
    expect(await all(`SELECT count(*) AS n FROM event_performers WHERE performer_id = 10`)).toEqual([{ n: 4 }]);
  });

  it("moves the events of a venue that moves to another city", async () => {
    expectOk(await importCatalog(db, ndjson(...VALID)));
    expectOk(await importCatalog(db, ndjson({ ...olympiahalle, geoNameId: NEW_YORK, latitude: 40.7, longitude: -74 })));
    expect(await all(`SELECT DISTINCT geo_name_id, country_code, latitude, longitude FROM events WHERE venue_id = 20`)).toEqual([
      { geo_name_id: NEW_YORK, country_code: "US", latitude: 40.7, longitude: -74 },
    ]);
    expect(await all(`SELECT country_code FROM venues WHERE id = 20`)).toEqual([{ country_code: "US" }]);
  });

  it("writes nothing when loading the staging tables fails midway, and drops them", async () => {
    expectOk(await importCatalog(db, ndjson(...VALID)));
    const before = await snapshot();
    let stagingBatches = 0;
    const flaky = faultyDb(db, (sqls) => {
      if (!sqls.some((s) => s.startsWith("INSERT INTO staging_"))) return "pass";
      stagingBatches += 1;
      return stagingBatches === 3 ? "throw" : "pass";
    });
    const changed = VALID.map((r) => ("name" in r && r.type !== "city" ? { ...r, name: `${r.name} 2` } : r));
    await expect(importCatalog(flaky, ndjson(...changed), { batchRows: 1 })).rejects.toThrow(
      /loading the staging tables failed, nothing was written: injected/,
    );
    expect(stagingBatches).toBe(3);
    expect(await snapshot()).toEqual(before);
  });

  it("writes nothing when a statement of the final transaction fails", async () => {
    expectOk(await importCatalog(db, ndjson(...VALID)));
    const before = await snapshot();
    const flaky = faultyDb(db, (sqls) => (sqls.some((s) => s.startsWith("INSERT OR REPLACE INTO events")) ? "sabotage" : "pass"));
    const changed = VALID.map((r) => ("name" in r && r.type !== "city" ? { ...r, name: `${r.name} 2` } : r));
    await expect(importCatalog(flaky, ndjson(...changed))).rejects.toThrow(/final transaction failed/);
    expect(await snapshot()).toEqual(before);
  });
});
