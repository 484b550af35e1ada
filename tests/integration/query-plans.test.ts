// An index for every query the API runs: the catalog services run their real requests against a
// copy of the seeded demo catalog through a D1 that records each statement, then every recorded
// statement is explained (EXPLAIN QUERY PLAN, its own bound parameters) without statistics and
// after ANALYZE. No step may be a full SCAN of a large table. The plans are printed for the notes.
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultStoreConfig, categoryPath, type StoreConfig } from "../../app/domain/store-config";
import { STORE_IDS } from "../../app/domain/stores";
import { loadComponents, loadSiteNav } from "../../worker/services/content";
import { cityCenter, locationsByName, locationsByPoint } from "../../worker/services/locations";
import { createCatalogReader } from "../../worker/services/listings";
import { recordSearch } from "../../worker/services/popular-searches";
import { suggest, type SuggestRequest } from "../../worker/services/suggest";
import { copyCatalogState } from "./catalog-setup";

/** Tables that grow with the catalog: a full scan of any of them is a defect. */
const LARGE_TABLES = new Set(["cities", "city_names", "events", "event_performers", "performers", "venues", "search_trigrams", "ticket_listings", "venue_sections"]);

// ---------------------------------------------------------------------------------------------
// A D1Database that records every statement it runs (SQL, bound values, rows read).

interface Recorded {
  source: string;
  sql: string;
  binds: unknown[];
  rowsRead: number | null;
}

interface StatementInfo {
  inner: D1PreparedStatement;
  sql: string;
  binds: unknown[];
}

function recordingDb(db: D1Database, log: Recorded[], source: () => string): D1Database {
  const infos = new WeakMap<object, StatementInfo>();
  const push = (info: StatementInfo, meta?: { rows_read?: number }) =>
    log.push({ source: source(), sql: info.sql, binds: info.binds, rowsRead: meta?.rows_read ?? null });

  function wrap(inner: D1PreparedStatement, sql: string, binds: unknown[]): D1PreparedStatement {
    const info = { inner, sql, binds };
    const statement = {
      bind: (...values: unknown[]) => wrap(inner.bind(...values), sql, values),
      async first(column?: string) {
        push(info);
        return column === undefined ? inner.first() : inner.first(column);
      },
      async all() {
        const result = await inner.all();
        push(info, result.meta);
        return result;
      },
      async run() {
        const result = await inner.run();
        push(info, result.meta);
        return result;
      },
      async raw(options?: { columnNames?: boolean }) {
        push(info);
        return inner.raw(options as { columnNames: true });
      },
    };
    infos.set(statement, info);
    return statement as unknown as D1PreparedStatement;
  }

  return {
    prepare: (sql: string) => wrap(db.prepare(sql), sql, []),
    async batch(statements: D1PreparedStatement[]) {
      const own = statements.map((s) => infos.get(s));
      const results = await db.batch(statements.map((s, i) => own[i]?.inner ?? s));
      own.forEach((info, i) => info && push(info, results[i]?.meta));
      return results;
    },
    exec: (sql: string) => {
      log.push({ source: source(), sql, binds: [], rowsRead: null });
      return db.exec(sql);
    },
    withSession: () => {
      throw new Error("withSession is not recorded");
    },
    dump: () => db.dump(),
  } as unknown as D1Database;
}

// ---------------------------------------------------------------------------------------------
// Reading plans.

interface PlanStep {
  id: number;
  parent: number;
  detail: string;
}

/** The tables a statement names, by alias ('events e' → e → events). */
function tablesByAlias(sql: string): Map<string, Set<string>> {
  const keywords = new Set(["where", "join", "on", "group", "order", "limit", "left", "inner", "cross", "natural", "using", "set", "values", "union", "as"]);
  const map = new Map<string, Set<string>>();
  const add = (name: string, table: string) => map.set(name, (map.get(name) ?? new Set()).add(table));
  for (const m of sql.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+([A-Za-z_]\w*)(?:\s+(?:AS\s+)?([A-Za-z_]\w*))?/gi)) {
    const table = m[1]!.toLowerCase();
    add(table, table);
    const alias = m[2]?.toLowerCase();
    if (alias && !keywords.has(alias)) add(alias, table);
  }
  return map;
}

/** Steps that read a whole large table (with or without an index to walk it in order). */
function fullScansOfLargeTables(sql: string, plan: PlanStep[]): string[] {
  const aliases = tablesByAlias(sql);
  return plan.flatMap((step) => {
    const m = /^SCAN (?:TABLE )?([A-Za-z_]\w*)/.exec(step.detail);
    if (!m) return [];
    const tables = aliases.get(m[1]!.toLowerCase()) ?? new Set([m[1]!.toLowerCase()]);
    return [...tables].some((t) => LARGE_TABLES.has(t)) ? [step.detail] : [];
  });
}

function formatPlan(plan: PlanStep[]): string {
  if (plan.length === 0) return "    (no query plan steps)";
  const depth = new Map<number, number>([[0, 0]]);
  return plan
    .map((step) => {
      const d = (depth.get(step.parent) ?? 0) + 1;
      depth.set(step.id, d);
      return `${"  ".repeat(d + 1)}${step.detail}`;
    })
    .join("\n");
}

/** One line of SQL, with id lists and placeholder lists folded so that shapes group. */
function shapeOf(sql: string): string {
  return sql
    .replace(/\s+/g, " ")
    .replace(/\bIN \((?:\s*(?:\d+|NULL)\s*,?)+\)/g, "IN (<ids>)")
    .replace(/\bIN \((?:\s*\?\d+\s*,?)+\)/g, "IN (<params>)")
    .trim();
}

// ---------------------------------------------------------------------------------------------
// The requests: representative calls of every catalog service, as the routes make them.

const recorded: Recorded[] = [];
let mf: Miniflare;
let db: D1Database;
let source = "";

function suggestRequest(term: string, overrides: Partial<SuggestRequest> = {}): SuggestRequest {
  return {
    term,
    perfRows: 5,
    eventRows: 10,
    venueRows: 5,
    popularRows: 5,
    minAvailableTickets: 0,
    includeNoneventEntities: true,
    enablePopular: true,
    withEventCount: false,
    from: Math.floor(Date.now() / 3_600_000) * 3_600_000,
    storeCountry: "US",
    near: null,
    area: null,
    geoId: null,
    language: "en-US",
    ...overrides,
  };
}

/** A store whose header shows VIP, so the VIP query of subCatNav runs too. */
function storeWithVip(): StoreConfig {
  const store = STORE_IDS.map(defaultStoreConfig).find(
    (s) => s.featureFlags["common.header.VipCategory"] && categoryPath(s, s.defaultLocale, "vip") !== null,
  );
  if (!store) throw new Error("no store offers VIP");
  return store;
}

const NO_AUTHORED_CONTENT = { get: async () => null } as unknown as KVNamespace;
const quiet = () => {};

beforeAll(async () => {
  mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response('') } }",
    // The id of wrangler.toml and catalog-setup.ts: the persisted file is named after it.
    d1Databases: { DB: "00000000-0000-4000-8000-000000000001" },
    d1Persist: copyCatalogState("query-plans"),
  });
  db = (await mf.getD1Database("DB")) as unknown as D1Database;
  // The seeded catalog is rebuilt whenever a migration changes (catalog-setup.ts), so it has
  // every index the migrations define, and none they drop.

  const rec = recordingDb(db, recorded, () => source);
  const munich = { latitude: 48.1374, longitude: 11.5755 };
  const munichId = 2867714;

  source = "suggest";
  for (const term of ["Taylor Swift", "tay", "ta", "München", "san", "madison square", "the", "xqzv"]) {
    await suggest(rec, suggestRequest(term));
  }
  await suggest(rec, suggestRequest("metal", { withEventCount: true }));
  await suggest(rec, suggestRequest("bayern", { area: { ...munich, radius: 200 } }));
  // The store's country and the fan's place rank the events (issue 21); a long term's trigrams travel as one parameter.
  await suggest(rec, suggestRequest("tay", { storeCountry: "DE", near: { ...munich, radius: 200 } }));
  await suggest(rec, suggestRequest("taylor swift eras tour soldier field chicago illinois saturday night with friends and family ".repeat(3)));
  await suggest(rec, suggestRequest("mun", { geoId: munichId, minAvailableTickets: 2 }));
  await recordSearch(rec, "Taylor Swift", Date.now());

  source = "suggest route (geoExpansion)";
  await cityCenter(rec, munichId);

  source = "locations by name";
  for (const q of ["a", "mun", "san", "new york", "münchen"]) await locationsByName(rec, q, 5, "en");

  source = "locations by point";
  await locationsByPoint(rec, munich, 3000, "mi", 5, "en");
  // Mid-Atlantic: no city within 400 mi, so every box step runs up to the full radius.
  await locationsByPoint(rec, { latitude: 35, longitude: -40 }, 3000, "mi", 5, "en");

  source = "listings";
  // The storefront pages' reads (app/pages/listing/*.server.ts), deep pages included.
  const listings = createCatalogReader(rec);
  const now = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  for (const offset of [0, 500]) {
    const page = { now, offset, limit: 10 };
    await listings.upcomingInCountry("US", page);
    await listings.upcomingInCountry("LU", page);
    // The VIP page (events marked VIP, partial index events_vip_country).
    await listings.vipEvents("US", page);
    await listings.vipEvents("DE", page);
    for (const [entity, id] of [["performer", 1], ["venue", 1], ["grouping", 1], ["geography", munichId], ["category", 1], ["category", 1002], ["category", 114]] as const) {
      await listings.browse(entity, id, { ...page, countryCode: "US" });
    }
    for (const term of ["Taylor Swift", "muenchen", "ta", "madison square", "xqzv"]) await listings.search(term, { ...page, performerRows: 6 });
  }
  // A chosen location (spec §4 "Location filter", suggest radius 200): the area replaces the country
  // on home and category pages and narrows the other lists. Mid-Atlantic has no event in reach; the
  // point by the antimeridian makes the box span every longitude.
  source = "listings near a location";
  const areas = [
    { ...munich, radius: 200 },
    { latitude: 40.7128, longitude: -74.006, radius: 200 },
    { latitude: 35, longitude: -40, radius: 200 },
    { latitude: -17.8, longitude: 178.4, radius: 200 },
  ];
  for (const near of areas) {
    for (const offset of [0, 500]) {
      const page = { now, until: now + 90 * 86_400_000, offset, limit: 10, near };
      await listings.upcomingInCountry("US", page);
      await listings.vipEvents("US", page);
      for (const [entity, id] of [["performer", 1], ["venue", 1], ["grouping", 1], ["geography", munichId], ["category", 1], ["category", 114]] as const) {
        await listings.browse(entity, id, { ...page, countryCode: "US" });
      }
      for (const term of ["Taylor Swift", "muenchen", "ta"]) await listings.search(term, { ...page, performerRows: 6 });
    }
  }
  // The cities page: every city's count of upcoming events (events_geo alone), names for its few hundred groups.
  await listings.citiesWithEvents(now);
  await listings.event(100_001);
  await listings.event(1);
  await listings.eventsByIds([100_001, 100_002, 1]);

  // The event page's listings (issue 25): every sort, with and without each filter, the map's
  // section offers, one listing and the layout, for the event with the most listings.
  source = "ticket listings";
  const busiest = await db
    .prepare(`SELECT l.event_id, e.venue_id FROM ticket_listings l JOIN events e ON e.id = l.event_id GROUP BY l.event_id ORDER BY COUNT(*) DESC, l.event_id LIMIT 1`)
    .first<{ event_id: number; venue_id: number }>();
  const eventId = busiest!.event_id;
  for (const sort of ["price-asc", "price-desc", "best-seats", "best-value"] as const) {
    for (const filters of [{}, { minPrice: 1000, maxPrice: 50_000 }, { zones: ["lower-bowl" as const] }, { sections: ["101"] }, { features: ["aisle" as const] }]) {
      await listings.ticketListings({ eventId, quantity: 2, allIn: true, sort, offset: 0, limit: 20, ...filters });
    }
  }
  await listings.sectionOffers(busiest!.venue_id, { eventId, quantity: 4, allIn: true, features: ["accessible"] });
  await listings.ticketListing(eventId, 1);
  await listings.venueLayout(busiest!.venue_id);

  source = "content";
  const store = storeWithVip();
  await loadComponents(rec, NO_AUTHORED_CONTENT, store, Date.now(), quiet);
  await loadSiteNav(rec, NO_AUTHORED_CONTENT, store, Date.now(), quiet);
}, 120_000);

afterAll(async () => {
  await mf?.dispose();
});

async function explain(statement: Recorded): Promise<PlanStep[]> {
  const { results } = await db
    .prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
    .bind(...statement.binds)
    .all<PlanStep>();
  return results;
}

/**
 * Explains every recorded statement and prints one block per statement shape: where it runs,
 * how many times, the most rows one run read (with its bound values) and each distinct plan.
 */
async function explainAll(label: string): Promise<string[]> {
  const offenders: string[] = [];
  const shapes = new Map<string, { sources: Set<string>; runs: number; heaviest: Recorded; plans: Set<string> }>();
  for (const statement of recorded) {
    const plan = await explain(statement);
    const shape = shapeOf(statement.sql);
    for (const step of fullScansOfLargeTables(statement.sql, plan)) {
      offenders.push(`[${statement.source}] ${step} — in: ${shape}`);
    }
    const entry = shapes.get(shape) ?? { sources: new Set(), runs: 0, heaviest: statement, plans: new Set() };
    entry.sources.add(statement.source);
    entry.runs += 1;
    if ((statement.rowsRead ?? 0) > (entry.heaviest.rowsRead ?? 0)) entry.heaviest = statement;
    entry.plans.add(formatPlan(plan));
    shapes.set(shape, entry);
  }
  const blocks = [...shapes].map(([shape, e]) => {
    const rows = e.heaviest.rowsRead === null ? "" : `; most rows read: ${e.heaviest.rowsRead}, with binds ${JSON.stringify(e.heaviest.binds)}`;
    return `[${[...e.sources].join(", ")}] ${shape}\n    runs: ${e.runs}${rows}\n${[...e.plans].join("\n    -- another plan --\n")}`;
  });
  console.log(`query plans (${label}): ${recorded.length} statements, ${shapes.size} shapes\n\n${blocks.join("\n\n")}\n`);
  return offenders;
}

describe("query plans of the catalog API", () => {
  it("records the statements of every service, over every table they read", () => {
    const read = new Set(recorded.flatMap((r) => [...tablesByAlias(r.sql).keys()]));
    for (const table of [...LARGE_TABLES, "categories", "groupings", "query_log"]) expect(read, table).toContain(table);
    expect(new Set(recorded.map((r) => r.source))).toEqual(
      new Set(["suggest", "suggest route (geoExpansion)", "locations by name", "locations by point", "listings", "listings near a location", "ticket listings", "content"]),
    );
  });

  it("reads an event's listings as one range of ticket_listings_event, sections and layouts by their keys", async () => {
    const statements = recorded.filter((r) => r.source === "ticket listings");
    expect(statements.length).toBeGreaterThanOrEqual(20);
    for (const statement of statements) {
      const details = (await explain(statement)).map((step) => step.detail);
      const listingSteps = details.filter((d) => /^(SEARCH|SCAN) l\b/.test(d));
      for (const step of listingSteps) expect(step, statement.sql).toMatch(/^SEARCH l USING (?:INDEX ticket_listings_event \(event_id=\?\)|INTEGER PRIMARY KEY \(rowid=\?\))/);
      for (const step of details.filter((d) => /venue_sections|venue_layouts/.test(d))) expect(step).toMatch(/^SEARCH .*(PRIMARY KEY|venue_id=\?)/);
    }
  });

  it("tells a full scan of a large table from index searches and small tables", async () => {
    const scan = { source: "check", sql: "SELECT geo_name_id FROM cities c WHERE c.name = ?1", binds: ["Munich"], rowsRead: null };
    expect(fullScansOfLargeTables(scan.sql, await explain(scan))).toEqual(["SCAN c"]);
    const small = { source: "check", sql: "SELECT id, name FROM categories", binds: [], rowsRead: null };
    expect(await explain(small)).toEqual([expect.objectContaining({ detail: "SCAN categories" })]);
    expect(fullScansOfLargeTables(small.sql, await explain(small))).toEqual([]);
  });

  it("reads a chosen location's home list as a latitude range, its count from the index alone", async () => {
    // The home list's condition is the date window and the area alone: no entity, no country.
    const condition = (sql: string) => /FROM events e WHERE ([\s\S]*?)(?:ORDER BY|$)/.exec(sql)?.[1] ?? null;
    const home = recorded.filter((r) => {
      const where = r.source === "listings near a location" ? condition(r.sql) : null;
      return where !== null && where.includes("e.latitude BETWEEN") && !/country_code|category_id|venue_id|geo_name_id|grouping_id|event_performers/.test(where);
    });
    const count = home.find((r) => r.sql.startsWith("SELECT COUNT(*)"));
    const list = home.find((r) => !r.sql.startsWith("SELECT COUNT(*)"));
    expect(count && list, "home statements with an area").toBeTruthy();
    const details = async (r: Recorded) => (await explain(r)).map((step) => step.detail);
    expect(await details(count!)).toContainEqual(expect.stringMatching(/^SEARCH e USING COVERING INDEX events_area \(latitude>\? AND latitude<\?\)/));
    expect(await details(list!)).toContainEqual(expect.stringMatching(/^SEARCH e USING INDEX events_area \(latitude>\? AND latitude<\?\)/));
  });

  it("reads each listed event's first performer and top category (its artwork) by their keys", async () => {
    // Every list and the event page: the page's rows only, one key search each (ADR 025 addendum).
    const statements = recorded.filter((r) => r.sql.includes("AS first_performer_id"));
    expect(new Set(statements.map((r) => r.source))).toEqual(new Set(["listings", "listings near a location"]));
    for (const statement of statements) {
      const details = (await explain(statement)).map((step) => step.detail);
      expect(details, statement.sql).toContainEqual(expect.stringMatching(/^SEARCH fp USING PRIMARY KEY \(event_id=\?\)/));
      expect(details, statement.sql).toContainEqual(expect.stringMatching(/^SEARCH tc USING INTEGER PRIMARY KEY \(rowid=\?\)/));
      expect(details.filter((d) => /^SCAN (fp|tc)\b/.test(d))).toEqual([]);
    }
  });

  it("scans no large table without statistics (a fresh D1)", async () => {
    expect(await explainAll("no sqlite_stat1")).toEqual([]);
  });

  it("scans no large table after ANALYZE", async () => {
    await db.prepare("ANALYZE").run();
    expect(await explainAll("after ANALYZE")).toEqual([]);
  });
});
