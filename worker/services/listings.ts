import type { D1Reader } from "./d1-sessions";
import type { BrowseEntity } from "../../app/domain/address";
import type {
  BrowseEntityRecord,
  BrowseRequest,
  CatalogReader,
  CityWithEvents,
  EventDetail,
  EventPage,
  EventSummary,
  PageRequest,
  PerformerSummary,
  SearchResults,
} from "../../app/lib/catalog";
import { parseLocalNames } from "../../app/domain/location";
import { areaCondition } from "./area-condition";
import { cityPath } from "./content";
import { LOCAL_NAMES_COLUMN } from "./locations";
import { eventMatchCondition, termMatchQueries } from "./suggest";
import { ticketListingReader } from "./ticket-listings";

// Every statement here has an index (tests/integration/query-plans.test.ts explains each one):
// events are found through events_country, events_category, events_venue, events_grouping,
// events_geo or event_performers_performer, and always read in (…, starts_at) order, so a page is
// the first rows of an index range; names are joined for the page's rows only. A chosen location
// (`near`) is a latitude range of events_area, whose other columns answer the rest of the area and
// the date window without reading the event rows.

/**
 * What the artwork of the event row `alias` is drawn from (issue 25 item 8), the same on every
 * list and on the event page: its first performer (by position, as the event page lists them;
 * one key search of event_performers) and the top of its category (the parent of a subcategory,
 * one key search of the small categories table). Subqueries, so a list keeps one row per event.
 */
function artworkColumns(alias: string): string {
  return `(SELECT fp.performer_id FROM event_performers fp WHERE fp.event_id = ${alias}.id
           ORDER BY fp.position, fp.performer_id LIMIT 1) AS first_performer_id,
  (SELECT COALESCE(tc.parent_id, tc.id) FROM categories tc WHERE tc.id = ${alias}.category_id) AS top_category_id`;
}

/** Columns of an event row, with the names of its venue and city, for the page's rows (alias t). */
const SUMMARY_COLUMNS = `t.id, t.name, t.web_path, t.local_date_time, t.time_zone, t.starts_at, t.min_price, t.currency,
  t.available_tickets, t.venue_id, v.name AS venue_name, v.web_path AS venue_web_path,
  t.geo_name_id, c.name AS city_name, ${LOCAL_NAMES_COLUMN("c")} AS city_local_names, t.country_code,
  ${artworkColumns("t")}`;

const EVENT_COLUMNS = `e.id, e.name, e.web_path, e.local_date_time, e.time_zone, e.starts_at, e.min_price, e.currency,
  e.available_tickets, e.venue_id, e.geo_name_id, e.country_code, e.category_id`;

interface SummaryRow {
  id: number;
  name: string;
  web_path: string;
  local_date_time: string;
  time_zone: string;
  starts_at: number;
  min_price: number;
  currency: string;
  available_tickets: number;
  venue_id: number;
  venue_name: string;
  venue_web_path: string;
  geo_name_id: number;
  city_name: string;
  city_local_names: string | null;
  country_code: string;
  first_performer_id: number | null;
  top_category_id: number | null;
}

function toSummary(r: SummaryRow): EventSummary {
  return {
    id: r.id,
    name: r.name,
    webPath: r.web_path,
    localDateTime: r.local_date_time,
    timeZone: r.time_zone,
    startsAt: r.starts_at,
    venue: { id: r.venue_id, name: r.venue_name, webPath: r.venue_web_path },
    city: { geoNameId: r.geo_name_id, name: r.city_name, countryCode: r.country_code, localNames: parseLocalNames(r.city_local_names) },
    minPrice: { amount: r.min_price, currency: r.currency },
    availableTickets: r.available_tickets,
    firstPerformerId: r.first_performer_id,
    topCategoryId: r.top_category_id,
  };
}

/**
 * A page of events matching `where` (on events `e`; `?1` is `now`; null: every event) in start
 * order, and their count, both narrowed to the area of `page.near` when there is one. `prefix` may
 * hold a WITH clause the condition uses. Extra binds follow `now`, then the area's, the date
 * filter's exclusive end (`until`, or no end), limit and offset.
 */
function pageStatements(
  db: D1Reader,
  where: string | null,
  binds: unknown[],
  page: PageRequest,
  order = "e.starts_at, e.id",
  prefix = "",
): [D1PreparedStatement, D1PreparedStatement] {
  const conditions = where === null ? [] : [where];
  const allBinds = [...binds];
  if (page.near) {
    const [area, areaBinds] = areaCondition(page.near, allBinds.length + 2);
    conditions.push(area);
    allBinds.push(...areaBinds);
  }
  const n = allBinds.length + 2;
  const outer = order.replace(/\be\./g, "t.");
  const until = page.until ?? Number.MAX_SAFE_INTEGER;
  const matching = [`e.starts_at >= ?1 AND e.starts_at < ?${n}`, ...conditions].join(" AND ");
  const list = db
    .prepare(
      `${prefix}SELECT ${SUMMARY_COLUMNS}
       FROM (SELECT ${EVENT_COLUMNS} FROM events e WHERE ${matching}
             ORDER BY ${order} LIMIT ?${n + 1} OFFSET ?${n + 2}) t
       JOIN venues v ON v.id = t.venue_id JOIN cities c ON c.geo_name_id = t.geo_name_id
       ORDER BY ${outer}`,
    )
    .bind(page.now, ...allBinds, until, Math.trunc(page.limit), Math.trunc(page.offset));
  const count = db
    .prepare(`${prefix}SELECT COUNT(*) AS total FROM events e WHERE ${matching}`)
    .bind(page.now, ...allBinds, until);
  return [list, count];
}

function readPage(list: D1Result, count: D1Result): EventPage {
  return {
    events: (list.results as unknown as SummaryRow[]).map(toSummary),
    total: Number((count.results[0] as { total?: number } | undefined)?.total ?? 0),
  };
}

/** The category and every category below it (the tree is small: tens of rows). */
const CATEGORY_TREE = `WITH RECURSIVE tree(id) AS (
  SELECT id FROM categories WHERE id = ?2
  UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id) `;

interface EntityQuery {
  /** The entity's own row (a RecordRow), with `?1` its id. */
  record: string;
  /** Events of the entity: condition on `e`, with `?2` the entity id. */
  where: string;
  prefix?: string;
  /** Also only the store's country (`?3`), unless a location is chosen: then its area instead. */
  byCountry?: boolean;
}

type RecordRow = {
  id: number;
  name: string;
  web_path: string | null;
  context: string | null;
  context_category_id?: number | null;
  country_code?: string | null;
  local_names?: string | null;
};

const ENTITY_QUERIES: Record<BrowseEntity, EntityQuery> = {
  performer: {
    record: `SELECT p.id, p.name, p.web_path, cat.name AS context, cat.id AS context_category_id FROM performers p
           LEFT JOIN categories cat ON cat.id = p.category_id WHERE p.id = ?1`,
    where: `e.id IN (SELECT event_id FROM event_performers WHERE performer_id = ?2)`,
  },
  venue: {
    record: `SELECT v.id, v.name, v.web_path, c.name AS context, v.country_code, ${LOCAL_NAMES_COLUMN("c")} AS local_names
           FROM venues v JOIN cities c ON c.geo_name_id = v.geo_name_id WHERE v.id = ?1`,
    where: `e.venue_id = ?2`,
  },
  grouping: {
    record: `SELECT g.id, g.name, g.web_path, cat.name AS context, cat.id AS context_category_id FROM groupings g
           LEFT JOIN categories cat ON cat.id = g.category_id WHERE g.id = ?1`,
    where: `e.grouping_id = ?2`,
  },
  category: {
    record: `SELECT cat.id, cat.name, cat.web_path, parent.name AS context, parent.id AS context_category_id FROM categories cat
           LEFT JOIN categories parent ON parent.id = cat.parent_id WHERE cat.id = ?1`,
    prefix: CATEGORY_TREE,
    where: `e.category_id IN (SELECT id FROM tree)`,
    byCountry: true,
  },
  geography: {
    record: `SELECT geo_name_id AS id, name, NULL AS web_path,
                  CASE WHEN admin1_name = '' THEN NULL ELSE admin1_name END AS context, country_code,
                  ${LOCAL_NAMES_COLUMN("c")} AS local_names
           FROM cities c WHERE geo_name_id = ?1`,
    where: `e.geo_name_id = ?2`,
  },
};

interface DetailRow extends SummaryRow {
  capacity: number;
  region: string;
  category_id: number | null;
  category_name: string | null;
  category_web_path: string | null;
  grouping_id: number | null;
  grouping_name: string | null;
  grouping_web_path: string | null;
}

/** Ids in a statement: they are validated integers, bound one placeholder each. */
function placeholders(count: number, from = 1): string {
  return Array.from({ length: count }, (_, i) => `?${i + from}`).join(",");
}

/** The catalog reads behind the storefront pages (lists of upcoming events, an event, an entity). */
export function createCatalogReader(db: D1Reader): CatalogReader {
  return {
    ...ticketListingReader(db),
    async upcomingInCountry(countryCode, page) {
      // A chosen location replaces the store's country: a fan on the US store who chose Toronto sees Toronto.
      const [list, count] = page.near
        ? pageStatements(db, null, [], page)
        : pageStatements(db, `e.country_code = ?2`, [countryCode], page);
      const [l, c] = await db.batch([list, count]);
      return readPage(l!, c!);
    },

    async vipEvents(countryCode, page) {
      // events_vip_country holds only VIP rows (a partial index): the page is one short range of it.
      const [list, count] = page.near
        ? pageStatements(db, `e.vip = 1`, [], page)
        : pageStatements(db, `e.vip = 1 AND e.country_code = ?2`, [countryCode], page);
      const [l, c] = await db.batch([list, count]);
      return readPage(l!, c!);
    },

    async citiesWithEvents(now) {
      // Counted on a range of events_upcoming_geo (starts_at, geo_name_id) alone: upcoming events
      // only, no event row read. Named, since without statistics the planner prefers walking all of
      // events_geo for the GROUP BY; "geo_name_id > 0" is the partial index's own condition. Names
      // are joined for the few hundred groups.
      const { results } = await db
        .prepare(
          `SELECT n.geo_name_id, c.name, ${LOCAL_NAMES_COLUMN("c")} AS local_names, c.country_code, n.events
           FROM (SELECT geo_name_id, COUNT(*) AS events FROM events INDEXED BY events_upcoming_geo
                 WHERE starts_at >= ?1 AND geo_name_id > 0 GROUP BY geo_name_id) n
           JOIN cities c ON c.geo_name_id = n.geo_name_id
           ORDER BY n.events DESC, c.name, n.geo_name_id`,
        )
        .bind(now)
        .all<{ geo_name_id: number; name: string; local_names: string | null; country_code: string; events: number }>();
      return results.map((r): CityWithEvents => ({
        geoNameId: r.geo_name_id,
        name: r.name,
        localNames: parseLocalNames(r.local_names),
        countryCode: r.country_code,
        webPath: cityPath(r.name, r.geo_name_id),
        events: Number(r.events),
      }));
    },

    async browse(entity, id, page: BrowseRequest) {
      const q = ENTITY_QUERIES[entity];
      const inCountry = q.byCountry && !page.near;
      const where = inCountry ? `${q.where} AND e.country_code = ?3` : q.where;
      const binds = inCountry ? [id, page.countryCode] : [id];
      const [list, count] = pageStatements(db, where, binds, page, undefined, q.prefix);
      const [r, l, c] = await db.batch([db.prepare(q.record).bind(id), list, count]);
      const row = r!.results[0] as RecordRow | undefined;
      if (!row) return null;
      const record: BrowseEntityRecord = {
        entity,
        id: row.id,
        name: row.name,
        webPath: row.web_path ?? (entity === "geography" ? cityPath(row.name, row.id) : `/${entity}/${row.id}/`),
        context: row.context,
        contextCategoryId: row.context_category_id ?? null,
        countryCode: row.country_code ?? null,
        localNames: parseLocalNames(row.local_names),
      };
      return { record, page: readPage(l!, c!) };
    },

    async event(id) {
      const detail = db
        .prepare(
          `SELECT e.id, e.name, e.web_path, e.local_date_time, e.time_zone, e.starts_at, e.min_price, e.currency,
                  e.available_tickets, e.venue_id, v.name AS venue_name, v.web_path AS venue_web_path, v.capacity,
                  e.geo_name_id, c.name AS city_name, ${LOCAL_NAMES_COLUMN("c")} AS city_local_names, c.admin1_name AS region, e.country_code,
                  cat.id AS category_id, cat.name AS category_name, cat.web_path AS category_web_path,
                  g.id AS grouping_id, g.name AS grouping_name, g.web_path AS grouping_web_path, ${artworkColumns("e")}
           FROM events e JOIN venues v ON v.id = e.venue_id JOIN cities c ON c.geo_name_id = e.geo_name_id
           LEFT JOIN categories cat ON cat.id = e.category_id LEFT JOIN groupings g ON g.id = e.grouping_id
           WHERE e.id = ?1`,
        )
        .bind(id);
      const performers = db
        .prepare(
          `SELECT p.id, p.name, p.web_path, p.kind FROM event_performers ep JOIN performers p ON p.id = ep.performer_id
           WHERE ep.event_id = ?1 ORDER BY ep.position, p.id`,
        )
        .bind(id);
      const [d, p] = await db.batch([detail, performers]);
      const row = d!.results[0] as DetailRow | undefined;
      if (!row) return null;
      const summary = toSummary(row);
      const event: EventDetail = {
        ...summary,
        venue: { ...summary.venue, capacity: row.capacity },
        city: { ...summary.city, webPath: cityPath(row.city_name, row.geo_name_id), region: row.region },
        performers: (p!.results as Array<{ id: number; name: string; web_path: string; kind: string }>).map(toPerformer),
        category: row.category_id === null ? null : { id: row.category_id, name: row.category_name ?? "", webPath: row.category_web_path },
        grouping:
          row.grouping_id === null || row.grouping_web_path === null
            ? null
            : { id: row.grouping_id, name: row.grouping_name ?? "", webPath: row.grouping_web_path },
      };
      return event;
    },

    async eventsByIds(ids) {
      const unique = [...new Set(ids.map((id) => Math.trunc(id)))].slice(0, 20);
      if (unique.length === 0) return [];
      const { results } = await db
        .prepare(
          `SELECT ${SUMMARY_COLUMNS} FROM events t JOIN venues v ON v.id = t.venue_id
           JOIN cities c ON c.geo_name_id = t.geo_name_id WHERE t.id IN (${placeholders(unique.length)})`,
        )
        .bind(...unique)
        .all<SummaryRow>();
      const byId = new Map(results.map((r) => [r.id, toSummary(r)]));
      return unique.flatMap((id) => byId.get(id) ?? []);
    },

    async search(term, page): Promise<SearchResults> {
      const termMatch = termMatchQueries(db, term);
      if (termMatch === null) return { performers: [], page: { events: [], total: 0 } };
      // Round trip 1: suggest's name and city matching.
      const matched = termMatch.read(
        termMatch.statements.length ? (await db.batch(termMatch.statements)).map((r) => r.results) : [],
      );
      const shown = matched.performers.slice(0, Math.max(0, Math.trunc(page.performerRows))).map((m) => m.id);
      // Round trip 2: the page, its count and the shown performers.
      const [list, count] = pageStatements(db, eventMatchCondition(matched), [], page);
      const performerQuery = shown.length
        ? [db.prepare(`SELECT id, name, web_path, kind FROM performers WHERE id IN (${placeholders(shown.length)})`).bind(...shown)]
        : [];
      const [l, c, p] = await db.batch([list, count, ...performerQuery]);
      const byId = new Map(
        ((p?.results ?? []) as Array<{ id: number; name: string; web_path: string; kind: string }>).map((r) => [r.id, toPerformer(r)]),
      );
      return { performers: shown.flatMap((id) => byId.get(id) ?? []), page: readPage(l!, c!) };
    },
  };
}

function toPerformer(r: { id: number; name: string; web_path: string; kind: string }): PerformerSummary {
  return { id: r.id, name: r.name, webPath: r.web_path, kind: r.kind };
}
