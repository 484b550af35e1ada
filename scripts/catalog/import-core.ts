/**
 * The catalog import (docs/catalog-format.md): NDJSON rows in, D1 tables out.
 *
 * Three steps, and nothing reaches the real tables unless all of them succeed:
 *   1. parse and validate every line (zod, rows.ts), then resolve every reference within the
 *      file or against the database; any rejection → nothing is written, all rejections returned;
 *   2. load the rows, with their derived columns, into `staging_*` tables (multi-row INSERTs
 *      within D1's statement limits, sent through `db.batch`);
 *   3. move staging into the real tables in ONE `db.batch`, which D1 runs as a transaction:
 *      upsert by id (`INSERT OR REPLACE`), child rows of imported parents replaced.
 * The staging tables are dropped at the end whatever happens.
 */
import { fromZonedTime } from "date-fns-tz";
import { z } from "zod";
import { minorUnits } from "../../app/domain/currency";
import { listingPrice } from "../../app/domain/all-in-price";
import { normalizeSearchText, searchForms, trigrams } from "../../app/domain/search-text";
import { isValidListingQuantity, smallestSellable } from "../../app/domain/split-rules";
import {
  CategoryRowSchema,
  CityRowSchema,
  EventRowSchema,
  GroupingRowSchema,
  LayoutRowSchema,
  ListingRowSchema,
  PerformerRowSchema,
  QueryRowSchema,
  VenueRowSchema,
  type CategoryRow,
  type CityRow,
  type EventRow,
  type GroupingRow,
  type LayoutRow,
  type ListingRow,
  type PerformerRow,
  type QueryRow,
  type VenueRow,
} from "./rows";

export const ROW_TYPES = ["category", "grouping", "city", "performer", "venue", "event", "layout", "listing", "query"] as const;
export type RowType = (typeof ROW_TYPES)[number];

/** Most rejections listed in a result; all of them are counted. */
export const MAX_REJECTIONS = 1_000;
/**
 * D1 refuses more than 100 bound parameters (Miniflare: 101 fails, "too many SQL variables"),
 * hence one JSON parameter per statement, and SQL text over 100,000 bytes (Miniflare: 100,000 ok,
 * 100,001 SQLITE_TOOBIG). Bound
 * values are not counted locally (a 2 MB string binds; 3 MB fails with SQLITE_TOOBIG), but we keep
 * SQL text plus bound values under this budget so a statement also fits if the hosted service
 * counts them.
 */
export const STATEMENT_BYTE_BUDGET = 90_000;
/** Rows sent per `db.batch` call while staging (one round trip each). */
export const DEFAULT_BATCH_ROWS = 20_000;

export type ImportPhase = "parse" | "check" | "stage" | "commit";

export interface ImportProgress {
  phase: ImportPhase;
  /** Lines read (parse), references checked (check), rows staged (stage), 0 then 1 (commit). */
  done: number;
  total?: number;
}

export interface ImportOptions {
  onProgress?: (p: ImportProgress) => void;
  /** Staged rows per `db.batch` round trip (default {@link DEFAULT_BATCH_ROWS}). */
  batchRows?: number;
}

export interface Rejection {
  /** 1-based line number in the file. */
  line: number;
  /** `<type>.<field>: <what is wrong>`, e.g. `event.minPrice: Too small: expected number to be >=0`. */
  reason: string;
}

export interface DerivedCounts {
  cityNames: number;
  eventPerformers: number;
  searchTrigrams: number;
  venueSections: number;
}

export type ImportResult =
  | { ok: true; counts: Record<RowType, number>; derived: DerivedCounts }
  | {
      ok: false;
      /** In line order, at most {@link MAX_REJECTIONS}. */
      rejected: Rejection[];
      /** Every rejected line, also those beyond the list's cap. */
      rejectedCount: number;
    };

// ---------------------------------------------------------------------------------------------
// Parsing

/**
 * rows.ts checks a time zone by constructing an Intl.DateTimeFormat, ~80 µs a row: 10 s for the
 * demo file. Same rule, remembered per distinct zone (there are a few hundred at most).
 */
function rememberValidTimeZones(schema: z.ZodType<string>): z.ZodType<string> {
  const valid = new Set<string>();
  return z.string().superRefine((tz, ctx) => {
    if (valid.has(tz)) return;
    const r = schema.safeParse(tz);
    if (r.success) valid.add(tz);
    else for (const issue of r.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
  });
}

const SCHEMAS = {
  category: CategoryRowSchema,
  grouping: GroupingRowSchema,
  city: CityRowSchema.extend({ timeZone: rememberValidTimeZones(CityRowSchema.shape.timeZone) }),
  performer: PerformerRowSchema,
  venue: VenueRowSchema.extend({ timeZone: rememberValidTimeZones(VenueRowSchema.shape.timeZone) }),
  event: EventRowSchema.extend({ timeZone: rememberValidTimeZones(EventRowSchema.shape.timeZone) }),
  layout: LayoutRowSchema,
  listing: ListingRowSchema,
  query: QueryRowSchema,
} as const;

type EntityType = Exclude<RowType, "query">;

interface Located<T> {
  row: T;
  line: number;
}

interface ParsedFile {
  categories: Map<number, Located<CategoryRow>>;
  groupings: Map<number, Located<GroupingRow>>;
  cities: Map<number, Located<CityRow>>;
  performers: Map<number, Located<PerformerRow>>;
  venues: Map<number, Located<VenueRow>>;
  events: Map<number, Located<EventRow>>;
  /** By venue id. */
  layouts: Map<number, Located<LayoutRow>>;
  listings: Map<number, Located<ListingRow>>;
  queries: Map<string, Located<QueryRow>>;
  /** Ids of rows that were themselves rejected: references to them are not reported again. */
  rejectedIds: Record<EntityType, Set<number>>;
}

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("");
}

function zodReason(type: string, error: z.ZodError): string {
  return error.issues.map((i) => `${type}${formatPath(i.path)}: ${i.message}`).join("; ");
}

function isRowType(t: unknown): t is RowType {
  return typeof t === "string" && (ROW_TYPES as readonly string[]).includes(t);
}

function idOf(type: EntityType, raw: Record<string, unknown>): unknown {
  return type === "city" ? raw.geoNameId : type === "layout" ? raw.venueId : raw.id;
}

function keyName(type: EntityType): string {
  return type === "city" ? "geoNameId" : type === "layout" ? "venueId" : "id";
}

function isCalendarDate(localDateTime: string): boolean {
  const y = Number(localDateTime.slice(0, 4));
  const m = Number(localDateTime.slice(5, 7));
  const d = Number(localDateTime.slice(8, 10));
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Checks rows.ts cannot express on its own: they concern what the stored columns need. */
function extraChecks(type: RowType, row: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const name = row.name;
  const searchable = type === "city" || type === "performer" || type === "venue" || type === "event";
  if (searchable && typeof name === "string" && normalizeSearchText(name) === "") {
    problems.push(`${type}.name: must contain a letter or a digit (it could never be searched)`);
  }
  if (type === "query" && normalizeSearchText(row.term as string) === "") {
    problems.push(`query.term: must contain a letter or a digit`);
  }
  if (type === "city") {
    (row.alternateNames as string[]).forEach((alt, i) => {
      // Stored comma-separated, as GeoNames gives them.
      if (alt.includes(",")) problems.push(`city.alternateNames[${i}]: must not contain a comma`);
    });
    for (const [language, local] of Object.entries(row.localNames as Record<string, string>)) {
      if (normalizeSearchText(local) === "") problems.push(`city.localNames.${language}: must contain a letter or a digit`);
    }
  }
  if (type === "layout") {
    const seen = new Set<string>();
    (row as LayoutRow).sections.forEach((section, i) => {
      if (seen.has(section.code)) problems.push(`layout.sections[${i}].code: section ${section.code} is listed twice`);
      seen.add(section.code);
    });
  }
  if (type === "listing") {
    const l = row as ListingRow;
    if (!isValidListingQuantity(l.splitRule, l.quantity)) problems.push(`listing.quantity: a pairs listing holds an even number of tickets`);
    if (new Set(l.features).size !== l.features.length) problems.push(`listing.features: a feature is listed twice`);
  }
  if (type === "event") {
    const e = row as EventRow;
    if (!isCalendarDate(e.localDateTime)) problems.push(`event.localDateTime: ${e.localDateTime} is not a calendar date`);
    const seen = new Set<number>();
    e.performerIds.forEach((id, i) => {
      if (seen.has(id)) problems.push(`event.performerIds[${i}]: performer ${id} is listed twice`);
      seen.add(id);
    });
  }
  return problems;
}

async function parseLines(
  lines: AsyncIterable<string> | Iterable<string>,
  reject: (line: number, reason: string) => void,
  onProgress: (p: ImportProgress) => void,
): Promise<ParsedFile> {
  const file: ParsedFile = {
    categories: new Map(),
    groupings: new Map(),
    cities: new Map(),
    performers: new Map(),
    venues: new Map(),
    events: new Map(),
    layouts: new Map(),
    listings: new Map(),
    queries: new Map(),
    rejectedIds: {
      category: new Set(),
      grouping: new Set(),
      city: new Set(),
      performer: new Set(),
      venue: new Set(),
      event: new Set(),
      layout: new Set(),
      listing: new Set(),
    },
  };
  const byType = {
    category: file.categories,
    grouping: file.groupings,
    city: file.cities,
    performer: file.performers,
    venue: file.venues,
    event: file.events,
    layout: file.layouts,
    listing: file.listings,
  } as Record<EntityType, Map<number, Located<unknown>>>;

  let lineNo = 0;
  for await (const rawLine of lines) {
    lineNo += 1;
    if (lineNo % 10_000 === 0) onProgress({ phase: "parse", done: lineNo });
    const text = (lineNo === 1 ? rawLine.replace(/^\uFEFF/, "") : rawLine).trim();
    if (text === "") continue;

    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (e) {
      reject(lineNo, `invalid JSON: ${(e as Error).message}`);
      continue;
    }
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
      reject(lineNo, "row: must be a JSON object");
      continue;
    }
    const obj = raw as Record<string, unknown>;
    const type = obj.type;
    if (!isRowType(type)) {
      reject(lineNo, `type: must be one of ${ROW_TYPES.join(", ")} (got ${JSON.stringify(type ?? null)})`);
      continue;
    }
    const parsed = (SCHEMAS[type] as z.ZodType).safeParse(obj);
    const problems = parsed.success ? extraChecks(type, parsed.data as Record<string, unknown>) : [];
    if (!parsed.success || problems.length > 0) {
      reject(lineNo, parsed.success ? problems.join("; ") : zodReason(type, parsed.error));
      if (type !== "query") {
        const id = idOf(type, obj);
        if (typeof id === "number") file.rejectedIds[type].add(id);
      }
      continue;
    }

    if (type === "query") {
      const row = parsed.data as QueryRow;
      const key = normalizeSearchText(row.term);
      const first = file.queries.get(key);
      if (first) reject(lineNo, `query.term: duplicate of the query on line ${first.line} (both normalize to "${key}")`);
      else file.queries.set(key, { row, line: lineNo });
      continue;
    }
    const row = parsed.data as Record<string, unknown>;
    const id = idOf(type, row) as number;
    const map = byType[type];
    const first = map.get(id);
    if (first) {
      reject(lineNo, `${type}.${keyName(type)}: duplicate ${type} ${id} (first on line ${first.line})`);
    } else {
      map.set(id, { row, line: lineNo });
    }
  }
  onProgress({ phase: "parse", done: lineNo });
  return file;
}

// ---------------------------------------------------------------------------------------------
// References

interface DbCity {
  country_code: string;
}
interface DbVenue {
  geo_name_id: number;
  country_code: string;
  latitude: number;
  longitude: number;
}

/** What the database already holds of the ids the file refers to but does not define. */
interface DbKnown {
  categories: Set<number>;
  groupings: Set<number>;
  performers: Set<number>;
  cities: Map<number, DbCity>;
  venues: Map<number, DbVenue>;
  /** Section codes (with zone and rank) of the stored layouts of venues whose events' listings the file holds. */
  sections: Map<number, Map<string, SectionRef>>;
}

interface SectionRef {
  zone: string;
  rank: number;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Rows whose key is among `ids`, the ids sent as bound JSON arrays (one parameter a statement). */
async function lookUp<R>(db: D1Database, select: string, keyColumn: string, ids: Iterable<number>): Promise<R[]> {
  const all = [...ids];
  // An id is at most 16 digits and a comma: 5,000 of them stay well inside the statement budget.
  const statements = chunk(all, 5_000).map((part) =>
    db.prepare(`${select} WHERE ${keyColumn} IN (SELECT value FROM json_each(?1))`).bind(JSON.stringify(part)),
  );
  if (statements.length === 0) return [];
  return (await db.batch<R>(statements)).flatMap((r) => r.results);
}

async function lookUpReferences(db: D1Database, file: ParsedFile): Promise<DbKnown> {
  const wanted = {
    categories: new Set<number>(),
    groupings: new Set<number>(),
    performers: new Set<number>(),
    cities: new Set<number>(),
    venues: new Set<number>(),
  };
  const want = (set: Set<number>, defined: Map<number, unknown>, rejected: Set<number>, id: number | null) => {
    if (id !== null && !defined.has(id) && !rejected.has(id)) set.add(id);
  };
  const r = file.rejectedIds;
  for (const { row } of file.categories.values()) want(wanted.categories, file.categories, r.category, row.parentId);
  for (const { row } of file.groupings.values()) want(wanted.categories, file.categories, r.category, row.categoryId);
  for (const { row } of file.performers.values()) {
    want(wanted.categories, file.categories, r.category, row.categoryId);
    want(wanted.groupings, file.groupings, r.grouping, row.groupingId);
  }
  for (const { row } of file.venues.values()) want(wanted.cities, file.cities, r.city, row.geoNameId);
  for (const { row } of file.layouts.values()) want(wanted.venues, file.venues, r.venue, row.venueId);
  const layoutVenues = new Set<number>();
  for (const { row } of file.listings.values()) {
    const venueId = file.events.get(row.eventId)?.row.venueId;
    if (venueId !== undefined && !file.layouts.has(venueId)) layoutVenues.add(venueId);
  }
  for (const { row } of file.events.values()) {
    want(wanted.categories, file.categories, r.category, row.categoryId);
    want(wanted.groupings, file.groupings, r.grouping, row.groupingId);
    want(wanted.venues, file.venues, r.venue, row.venueId);
    for (const p of row.performerIds) want(wanted.performers, file.performers, r.performer, p);
  }

  const ids = async (table: string, set: Set<number>) =>
    new Set((await lookUp<{ id: number }>(db, `SELECT id FROM ${table}`, "id", set)).map((x) => x.id));
  const [categories, groupings, performers, cities, venues, sections] = await Promise.all([
    ids("categories", wanted.categories),
    ids("groupings", wanted.groupings),
    ids("performers", wanted.performers),
    lookUp<DbCity & { geo_name_id: number }>(db, "SELECT geo_name_id, country_code FROM cities", "geo_name_id", wanted.cities),
    lookUp<DbVenue & { id: number }>(
      db,
      "SELECT id, geo_name_id, country_code, latitude, longitude FROM venues",
      "id",
      wanted.venues,
    ),
    lookUp<SectionRef & { venue_id: number; code: string }>(db, "SELECT venue_id, code, zone, rank FROM venue_sections", "venue_id", layoutVenues),
  ]);
  const sectionsByVenue = new Map<number, Map<string, SectionRef>>();
  for (const s of sections) {
    const map = sectionsByVenue.get(s.venue_id) ?? new Map<string, SectionRef>();
    map.set(s.code, { zone: s.zone, rank: s.rank });
    sectionsByVenue.set(s.venue_id, map);
  }
  return {
    categories,
    groupings,
    performers,
    cities: new Map(cities.map((c) => [c.geo_name_id, c])),
    venues: new Map(venues.map((v) => [v.id, v])),
    sections: sectionsByVenue,
  };
}

/** The section `code` of the layout of `venueId`, from the file or else the database. */
function sectionOf(file: ParsedFile, known: DbKnown, venueId: number, code: string): SectionRef | undefined {
  const layout = file.layouts.get(venueId);
  if (layout) return layout.row.sections.find((s) => s.code === code);
  return known.sections.get(venueId)?.get(code);
}

function checkReferences(file: ParsedFile, known: DbKnown, reject: (line: number, reason: string) => void): void {
  const r = file.rejectedIds;
  const resolves = (id: number, defined: Map<number, unknown>, inDb: { has(id: number): boolean }, rejected: Set<number>) =>
    defined.has(id) || inDb.has(id) || rejected.has(id);
  const missing = (what: string, id: number) => `${what} ${id} is neither in the file nor in the database`;

  for (const { row, line } of file.categories.values()) {
    if (row.parentId !== null && !resolves(row.parentId, file.categories, known.categories, r.category)) {
      reject(line, `category.parentId: ${missing("category", row.parentId)}`);
    }
  }
  // A parent chain within the file that comes back to where it started would make a tree no walk ends.
  for (const { row, line } of file.categories.values()) {
    const seen = new Set<number>([row.id]);
    for (let p = row.parentId; p !== null; ) {
      if (seen.has(p)) {
        if (p === row.id) reject(line, `category.parentId: category ${row.id} is its own ancestor`);
        break;
      }
      seen.add(p);
      p = file.categories.get(p)?.row.parentId ?? null;
    }
  }
  for (const { row, line } of file.groupings.values()) {
    if (!resolves(row.categoryId, file.categories, known.categories, r.category)) {
      reject(line, `grouping.categoryId: ${missing("category", row.categoryId)}`);
    }
  }
  for (const { row, line } of file.performers.values()) {
    const problems: string[] = [];
    if (!resolves(row.categoryId, file.categories, known.categories, r.category)) {
      problems.push(`performer.categoryId: ${missing("category", row.categoryId)}`);
    }
    if (row.groupingId !== null && !resolves(row.groupingId, file.groupings, known.groupings, r.grouping)) {
      problems.push(`performer.groupingId: ${missing("grouping", row.groupingId)}`);
    }
    if (problems.length) reject(line, problems.join("; "));
  }
  for (const { row, line } of file.venues.values()) {
    if (!resolves(row.geoNameId, file.cities, known.cities, r.city)) {
      reject(line, `venue.geoNameId: ${missing("city", row.geoNameId)}`);
    }
  }
  for (const { row, line } of file.events.values()) {
    const problems: string[] = [];
    if (!resolves(row.venueId, file.venues, known.venues, r.venue)) {
      problems.push(`event.venueId: ${missing("venue", row.venueId)}`);
    }
    row.performerIds.forEach((p, i) => {
      if (!resolves(p, file.performers, known.performers, r.performer)) {
        problems.push(`event.performerIds[${i}]: ${missing("performer", p)}`);
      }
    });
    if (!resolves(row.categoryId, file.categories, known.categories, r.category)) {
      problems.push(`event.categoryId: ${missing("category", row.categoryId)}`);
    }
    if (row.groupingId !== null && !resolves(row.groupingId, file.groupings, known.groupings, r.grouping)) {
      problems.push(`event.groupingId: ${missing("grouping", row.groupingId)}`);
    }
    if (problems.length) reject(line, problems.join("; "));
  }
  for (const { row, line } of file.layouts.values()) {
    if (!resolves(row.venueId, file.venues, known.venues, r.venue)) reject(line, `layout.venueId: ${missing("venue", row.venueId)}`);
  }
  // An event's listings come with it (ADR 026): the event row in the same file, whose listings
  // they replace, so its availability and "from" price are derived from all of them at once.
  for (const { row, line } of file.listings.values()) {
    const event = file.events.get(row.eventId)?.row;
    if (!event) {
      if (!r.event.has(row.eventId)) reject(line, `listing.eventId: event ${row.eventId} is not in the file (an event's listings are imported with it)`);
      continue;
    }
    if (r.venue.has(event.venueId) || r.layout.has(event.venueId)) continue;
    if (!sectionOf(file, known, event.venueId, row.section)) {
      reject(line, `listing.section: section ${row.section} is not in the layout of venue ${event.venueId}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Derived rows: exactly the real tables' columns, in the order `TABLES` lists them.

interface TableSpec {
  table: string;
  columns: readonly string[];
  rows: () => Iterable<unknown[]>;
}

function* cityNameRows(file: ParsedFile): Iterable<unknown[]> {
  for (const { row } of file.cities.values()) {
    const forms = new Set<string>();
    for (const name of [row.name, ...row.alternateNames, ...Object.values(row.localNames)]) {
      for (const f of searchForms(name)) if (f) forms.add(f);
    }
    for (const f of forms) yield [f, row.geoNameId, row.population];
  }
}

function* trigramRows(entity: "performer" | "venue", rows: Iterable<Located<{ id: number; name: string }>>): Iterable<unknown[]> {
  for (const { row } of rows) {
    const grams = new Set<string>();
    for (const form of searchForms(row.name)) for (const g of trigrams(form)) grams.add(g);
    for (const g of grams) yield [g, entity, row.id];
  }
}

/** The sums of a listing's mandatory fees per ticket and per order (the columns the queries order by). */
function mandatoryFeeSums(fees: ListingRow["fees"]): { perTicket: number; perOrder: number } {
  const sum = (per: "ticket" | "order") => fees.reduce((n, f) => n + (f.mandatory && f.per === per ? f.amount : 0), 0);
  return { perTicket: sum("ticket"), perOrder: sum("order") };
}

const FEATURE_BITS = { aisle: 1, "restricted-view": 2, accessible: 4, parking: 8 } as const;

/** The listings of each event in the file, by event id. */
function listingsByEvent(file: ParsedFile): Map<number, ListingRow[]> {
  const out = new Map<number, ListingRow[]>();
  for (const { row } of file.listings.values()) {
    const list = out.get(row.eventId) ?? [];
    list.push(row);
    out.set(row.eventId, list);
  }
  return out;
}

/**
 * An event's availability and "from" price, derived from its listings (ADR 026): the tickets on
 * offer, and the lowest all-in price per ticket (app/domain/all-in-price.ts) at the smallest
 * quantity each listing sells, in major units as events.min_price holds it. None: sold out, 0.
 */
export function derivedOffer(listings: readonly ListingRow[], currency: string): { availableTickets: number; minPrice: number } {
  let availableTickets = 0;
  let lowest = Infinity;
  for (const l of listings) {
    availableTickets += l.quantity;
    const q = smallestSellable(l.splitRule, l.quantity);
    if (q !== null) lowest = Math.min(lowest, listingPrice({ ...l, currency }, q, "all-in").perTicket);
  }
  if (!Number.isFinite(lowest)) return { availableTickets: 0, minPrice: 0 };
  return { availableTickets, minPrice: lowest / 10 ** (minorUnits(currency) ?? 2) };
}

function tableSpecs(file: ParsedFile, known: DbKnown): TableSpec[] {
  const cityCountry = (geoNameId: number) =>
    file.cities.get(geoNameId)?.row.countryCode ?? known.cities.get(geoNameId)!.country_code;
  const venueGeo = (venueId: number): DbVenue => {
    const v = file.venues.get(venueId)?.row;
    if (v) return { geo_name_id: v.geoNameId, country_code: cityCountry(v.geoNameId), latitude: v.latitude, longitude: v.longitude };
    return known.venues.get(venueId)!;
  };
  return [
    {
      table: "categories",
      columns: ["id", "parent_id", "name", "web_path"],
      rows: () => [...file.categories.values()].map(({ row: c }) => [c.id, c.parentId, c.name, c.webPath]),
    },
    {
      table: "groupings",
      columns: ["id", "name", "category_id", "web_path"],
      rows: () => [...file.groupings.values()].map(({ row: g }) => [g.id, g.name, g.categoryId, g.webPath]),
    },
    {
      table: "cities",
      columns: [
        "geo_name_id", "name", "name_norm", "alternate_names", "admin1_code", "admin1_name",
        "country_code", "latitude", "longitude", "population", "time_zone", "postal_code",
      ],
      rows: () =>
        [...file.cities.values()].map(({ row: c }) => [
          c.geoNameId, c.name, normalizeSearchText(c.name), c.alternateNames.join(","), c.admin1Code, c.admin1Name,
          c.countryCode, c.latitude, c.longitude, c.population, c.timeZone, c.postalCode,
        ]),
    },
    {
      table: "city_names",
      columns: ["name_norm", "geo_name_id", "population"],
      rows: () => cityNameRows(file),
    },
    {
      table: "city_local_names",
      columns: ["geo_name_id", "language", "name"],
      rows: () =>
        [...file.cities.values()].flatMap(({ row: c }) => Object.entries(c.localNames).map(([language, name]) => [c.geoNameId, language, name])),
    },
    {
      table: "performers",
      columns: ["id", "name", "name_norm", "kind", "category_id", "grouping_id", "popularity", "web_path"],
      rows: () =>
        [...file.performers.values()].map(({ row: p }) => [
          p.id, p.name, normalizeSearchText(p.name), p.kind, p.categoryId, p.groupingId, p.popularity, p.webPath,
        ]),
    },
    {
      table: "venues",
      columns: [
        "id", "name", "name_norm", "geo_name_id", "country_code", "latitude", "longitude", "capacity", "time_zone", "web_path",
      ],
      rows: () =>
        [...file.venues.values()].map(({ row: v }) => [
          v.id, v.name, normalizeSearchText(v.name), v.geoNameId, cityCountry(v.geoNameId), v.latitude, v.longitude,
          v.capacity, v.timeZone, v.webPath,
        ]),
    },
    {
      table: "events",
      columns: [
        "id", "name", "name_norm", "venue_id", "local_date_time", "time_zone", "starts_at", "category_id", "grouping_id",
        "popularity", "min_price", "currency", "available_tickets", "source_id", "web_path",
        "geo_name_id", "country_code", "latitude", "longitude", "vip",
      ],
      rows: function* () {
        const listings = listingsByEvent(file);
        for (const { row: e } of file.events.values()) {
          const geo = venueGeo(e.venueId);
          const offer = derivedOffer(listings.get(e.id) ?? [], e.currency);
          yield [
            e.id, e.name, normalizeSearchText(e.name), e.venueId, e.localDateTime, e.timeZone,
            fromZonedTime(e.localDateTime, e.timeZone).getTime(), e.categoryId, e.groupingId,
            e.popularity, offer.minPrice, e.currency, offer.availableTickets, e.sourceId, e.webPath,
            geo.geo_name_id, geo.country_code, geo.latitude, geo.longitude, e.vip ? 1 : 0,
          ];
        }
      },
    },
    {
      table: "venue_layouts",
      columns: ["venue_id", "kind"],
      rows: () => [...file.layouts.values()].map(({ row: l }) => [l.venueId, l.kind]),
    },
    {
      table: "venue_sections",
      columns: ["venue_id", "code", "zone", "rank", "capacity", "position"],
      rows: function* () {
        for (const { row: l } of file.layouts.values()) {
          for (const s of l.sections) yield [l.venueId, s.code, s.zone, s.rank, s.capacity, s.position];
        }
      },
    },
    {
      table: "ticket_listings",
      columns: [
        "id", "event_id", "section_code", "zone", "rank", "seat_row", "seats", "quantity", "split_rule", "price",
        "fee_ticket", "fee_order", "fees", "delivery", "features", "note",
      ],
      rows: function* () {
        for (const { row: l } of file.listings.values()) {
          const section = sectionOf(file, known, file.events.get(l.eventId)!.row.venueId, l.section)!;
          const sums = mandatoryFeeSums(l.fees);
          const fees = JSON.stringify(l.fees.map((f) => [f.kind, f.amount, f.per === "ticket" ? "t" : "o", f.mandatory ? 1 : 0]));
          const features = l.features.reduce((bits, f) => bits | FEATURE_BITS[f], 0);
          yield [
            l.id, l.eventId, l.section, section.zone, section.rank, l.row, l.seats, l.quantity, l.splitRule, l.price,
            sums.perTicket, sums.perOrder, fees, l.delivery, features, l.note,
          ];
        }
      },
    },
    {
      table: "event_performers",
      columns: ["event_id", "performer_id", "position"],
      rows: function* () {
        for (const { row: e } of file.events.values()) {
          for (const [i, p] of e.performerIds.entries()) yield [e.id, p, i];
        }
      },
    },
    {
      table: "search_trigrams",
      columns: ["trigram", "entity", "entity_id"],
      rows: function* () {
        yield* trigramRows("performer", file.performers.values());
        yield* trigramRows("venue", file.venues.values());
      },
    },
    {
      table: "query_log",
      columns: ["term_norm", "term", "count", "last_seen"],
      rows: () => [...file.queries.entries()].map(([norm, { row: q }]) => [norm, q.term, q.count, 0]),
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Staging and the final move

const staging = (table: string) => `staging_${table}`;

function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00) {
      n += 4;
      i += 1;
    } else n += 3;
  }
  return n;
}

/**
 * Multi-row INSERTs that carry their rows as ONE bound JSON array unpacked by `json_each`.
 * Measured in Miniflare, each statement costs 1–5 ms however few rows it carries, and bound
 * parameters cost more than literals: 100k three-column rows took 13 s as `VALUES (?,?,?),…`
 * (33 rows, 99 parameters a statement) and 0.3 s this way (~3,000 rows a statement). One
 * parameter per statement, SQL text plus JSON within {@link STATEMENT_BYTE_BUDGET}; a single row
 * larger than that (a city with hundreds of long alternate names) goes alone in its statement.
 */
function* insertStatements(
  db: D1Database,
  spec: TableSpec,
  jsonRows: readonly string[],
): Generator<{ statement: D1PreparedStatement; rows: number }> {
  const sql =
    `INSERT INTO ${staging(spec.table)} (${spec.columns.join(", ")}) ` +
    `SELECT ${spec.columns.map((_, i) => `value ->> ${i}`).join(", ")} FROM json_each(?1)`;
  let parts: string[] = [];
  let bytes = sql.length + 2;
  const flush = () => {
    const out = { statement: db.prepare(sql).bind(`[${parts.join(",")}]`), rows: parts.length };
    parts = [];
    bytes = sql.length + 2;
    return out;
  };
  for (const json of jsonRows) {
    const rowBytes = utf8Length(json) + 1;
    if (parts.length > 0 && bytes + rowBytes > STATEMENT_BYTE_BUDGET) yield flush();
    parts.push(json);
    bytes += rowBytes;
  }
  if (parts.length > 0) yield flush();
}

async function dropStaging(db: D1Database, specs: readonly TableSpec[]): Promise<void> {
  await db.batch(specs.map((s) => db.prepare(`DROP TABLE IF EXISTS ${staging(s.table)}`)));
}

async function loadStaging(
  db: D1Database,
  specs: readonly TableSpec[],
  batchRows: number,
  onProgress: (p: ImportProgress) => void,
): Promise<Record<string, number>> {
  onProgress({ phase: "stage", done: 0 });
  // Derived once, kept as JSON text (compact, and what the statements carry): the total is known
  // for progress, and the search forms of ~600k city names are not computed twice.
  const encoded = specs.map((spec) => ({ spec, rows: Array.from(spec.rows(), (r) => JSON.stringify(r)) }));
  const counts = Object.fromEntries(encoded.map((e) => [e.spec.table, e.rows.length]));
  const total = encoded.reduce((n, e) => n + e.rows.length, 0);

  // Same columns as the real tables (CREATE … AS SELECT copies them), none of their constraints:
  // every row has been checked already, and the real tables' constraints apply on the move.
  await db.batch(
    specs.flatMap((s) => [
      db.prepare(`DROP TABLE IF EXISTS ${staging(s.table)}`),
      db.prepare(`CREATE TABLE ${staging(s.table)} AS SELECT ${s.columns.join(", ")} FROM ${s.table} WHERE 0`),
    ]),
  );
  let done = 0;
  onProgress({ phase: "stage", done, total });
  let pending: D1PreparedStatement[] = [];
  let pendingRows = 0;
  const send = async () => {
    await db.batch(pending);
    done += pendingRows;
    pending = [];
    pendingRows = 0;
    onProgress({ phase: "stage", done, total });
  };
  for (const { spec, rows: jsonRows } of encoded) {
    for (const { statement, rows } of insertStatements(db, spec, jsonRows)) {
      pending.push(statement);
      pendingRows += rows;
      if (pendingRows >= batchRows) await send();
    }
  }
  if (pending.length > 0) await send();
  return counts;
}

/** The one transaction that changes the real tables. Order matters: parents before children. */
function moveStatements(db: D1Database, specs: readonly TableSpec[]): D1PreparedStatement[] {
  const col = (table: string) => specs.find((s) => s.table === table)!.columns.join(", ");
  const upsert = (table: string) =>
    db.prepare(`INSERT OR REPLACE INTO ${table} (${col(table)}) SELECT ${col(table)} FROM ${staging(table)}`);
  const insert = (table: string) =>
    db.prepare(`INSERT INTO ${table} (${col(table)}) SELECT ${col(table)} FROM ${staging(table)}`);
  return [
    // Child rows of every imported parent are replaced, not merged.
    db.prepare(`DELETE FROM event_performers WHERE event_id IN (SELECT id FROM staging_events)`),
    // An imported event's listings are exactly the file's (ADR 026); a listing id that moved to
    // another event is replaced too.
    db.prepare(`DELETE FROM ticket_listings WHERE event_id IN (SELECT id FROM staging_events) OR id IN (SELECT id FROM staging_ticket_listings)`),
    db.prepare(`DELETE FROM venue_sections WHERE venue_id IN (SELECT venue_id FROM staging_venue_layouts)`),
    db.prepare(`DELETE FROM city_names WHERE geo_name_id IN (SELECT geo_name_id FROM staging_cities)`),
    db.prepare(`DELETE FROM city_local_names WHERE geo_name_id IN (SELECT geo_name_id FROM staging_cities)`),
    db.prepare(`DELETE FROM search_trigrams WHERE entity = 'performer' AND entity_id IN (SELECT id FROM staging_performers)`),
    db.prepare(`DELETE FROM search_trigrams WHERE entity = 'venue' AND entity_id IN (SELECT id FROM staging_venues)`),
    // Foreign keys are enforced; immediate constraints are checked at the end of each statement.
    upsert("categories"),
    upsert("groupings"),
    upsert("cities"),
    upsert("performers"),
    upsert("venues"),
    upsert("events"),
    upsert("venue_layouts"),
    // Rows already in the database that copy a column from an imported parent follow it.
    db.prepare(
      `UPDATE venues SET country_code = c.country_code FROM cities c
       WHERE c.geo_name_id = venues.geo_name_id AND c.geo_name_id IN (SELECT geo_name_id FROM staging_cities)
         AND venues.country_code <> c.country_code`,
    ),
    db.prepare(
      `UPDATE events SET geo_name_id = v.geo_name_id, country_code = v.country_code, latitude = v.latitude, longitude = v.longitude
       FROM venues v
       WHERE v.id = events.venue_id
         AND (v.id IN (SELECT id FROM staging_venues) OR v.geo_name_id IN (SELECT geo_name_id FROM staging_cities))
         AND (events.geo_name_id <> v.geo_name_id OR events.country_code <> v.country_code
              OR events.latitude <> v.latitude OR events.longitude <> v.longitude)`,
    ),
    insert("city_names"),
    insert("city_local_names"),
    insert("event_performers"),
    insert("venue_sections"),
    insert("ticket_listings"),
    insert("search_trigrams"),
    upsert("query_log"),
  ];
}

// ---------------------------------------------------------------------------------------------

/**
 * Imports an NDJSON catalog (docs/catalog-format.md) into D1: all rows or none.
 * Rejected rows come back with their line numbers and nothing is written; staging or
 * commit failures throw, also with nothing written.
 * @example
 *   const result = await importCatalog(env.DB, readline.createInterface({ input: createReadStream(file) }));
 *   if (!result.ok) for (const r of result.rejected) console.error(`${file}:${r.line}: ${r.reason}`);
 */
export async function importCatalog(
  db: D1Database,
  lines: AsyncIterable<string> | Iterable<string>,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const onProgress = options.onProgress ?? (() => {});
  const batchRows = Math.max(1, options.batchRows ?? DEFAULT_BATCH_ROWS);

  const rejections: Rejection[] = [];
  const reject = (line: number, reason: string) => rejections.push({ line, reason });

  const file = await parseLines(lines, reject, onProgress);
  const referenced =
    file.categories.size + file.groupings.size + file.performers.size + file.venues.size + file.events.size + file.layouts.size + file.listings.size;
  onProgress({ phase: "check", done: 0, total: referenced });
  const known = await lookUpReferences(db, file);
  checkReferences(file, known, reject);
  onProgress({ phase: "check", done: referenced, total: referenced });

  if (rejections.length > 0) {
    rejections.sort((a, b) => a.line - b.line);
    return { ok: false, rejected: rejections.slice(0, MAX_REJECTIONS), rejectedCount: rejections.length };
  }

  const specs = tableSpecs(file, known);
  let failed = false;
  try {
    let staged: Record<string, number>;
    try {
      staged = await loadStaging(db, specs, batchRows, onProgress);
    } catch (e) {
      throw new Error(`catalog import: loading the staging tables failed, nothing was written: ${(e as Error).message}`, {
        cause: e,
      });
    }
    onProgress({ phase: "commit", done: 0, total: 1 });
    try {
      await db.batch(moveStatements(db, specs));
    } catch (e) {
      throw new Error(`catalog import: the final transaction failed, nothing was written: ${(e as Error).message}`, {
        cause: e,
      });
    }
    onProgress({ phase: "commit", done: 1, total: 1 });
    return {
      ok: true,
      counts: {
        category: file.categories.size,
        grouping: file.groupings.size,
        city: file.cities.size,
        performer: file.performers.size,
        venue: file.venues.size,
        event: file.events.size,
        layout: file.layouts.size,
        listing: file.listings.size,
        query: file.queries.size,
      },
      derived: {
        cityNames: staged.city_names ?? 0,
        eventPerformers: staged.event_performers ?? 0,
        searchTrigrams: staged.search_trigrams ?? 0,
        venueSections: staged.venue_sections ?? 0,
      },
    };
  } catch (e) {
    failed = true;
    throw e;
  } finally {
    // Never let a failing clean-up hide why the import failed.
    await dropStaging(db, specs).catch((e: unknown) => {
      if (!failed) throw e;
    });
  }
}
