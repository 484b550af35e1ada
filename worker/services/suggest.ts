import type { D1Reader } from "./d1-sessions";
import { localName, parseLocalNames } from "../../app/domain/location";
import { areaCondition, type Area } from "./area-condition";
import { LOCAL_NAMES_COLUMN } from "./locations";
import { normalizeSearchText, prefixEnd, searchForms, trigrams } from "../../app/domain/search-text";
import type { SuggestResponse } from "../../app/lib/bff-contract";

export interface SuggestRequest {
  term: string;
  perfRows: number;
  eventRows: number;
  venueRows: number;
  popularRows: number;
  minAvailableTickets: number;
  includeNoneventEntities: boolean;
  enablePopular: boolean;
  withEventCount: boolean;
  /** Events starting at or after this instant (epoch ms). */
  from: number;
  /** The store's site country (spec §3): its events come first. */
  storeCountry: string | null;
  /** The fan's place (point and radius): within the store's country and then among the rest, its events come first. */
  near: Area | null;
  /** Restrict events to a circle (geoId with geoExpansion). */
  area: Area | null;
  /** Restrict events to one city (geoId without geoExpansion). */
  geoId: number | null;
  /** The reader's language tag: cities are named in it where GeoNames has the name (ADR 018). */
  language: string;
}

/** Share of the term's trigrams a name must have: tolerates a letter or two wrong. */
const MIN_COVERAGE = 0.6;
const CANDIDATES = 100;

export interface Candidate {
  id: number;
  coverage: number;
  popularity: number;
}

interface NameMatch {
  statement: D1PreparedStatement;
  /** Trigrams of the form (0 for a prefix match, whose coverage is 1). */
  gramCount: number;
}

/** Names matching a form: trigram overlap (typo-tolerant) or, for short terms, a prefix. */
function nameMatchStatements(db: D1Reader, entity: "performer" | "venue", forms: string[]): NameMatch[] {
  const table = entity === "performer" ? "performers" : "venues";
  const popularity = entity === "performer" ? "popularity" : "capacity";
  const longest = forms.reduce((a, b) => (b.length > a.length ? b : a), "");
  if (longest.length < 3) {
    const statement = db
      .prepare(
        `SELECT id, 1 AS hits, ${popularity} AS popularity FROM ${table}
         WHERE name_norm >= ?1 AND name_norm < ?2 ORDER BY ${popularity} DESC LIMIT ?3`,
      )
      .bind(longest, prefixEnd(longest), CANDIDATES);
    return [{ statement, gramCount: 0 }];
  }
  return forms.map((form) => {
    const grams = trigrams(form);
    const need = Math.max(1, Math.ceil(grams.length * MIN_COVERAGE));
    // The trigrams travel as one JSON parameter, however many the term has: a parameter each
    // would pass D1_MAX_BOUND_PARAMETERS at 99 distinct trigrams (a 143-character term did) and
    // fail the whole search. Same rows, same coverage, for a term of any length.
    const statement = db
      .prepare(
        `SELECT t.entity_id AS id, COUNT(*) AS hits, x.${popularity} AS popularity
         FROM search_trigrams t JOIN ${table} x ON x.id = t.entity_id
         WHERE t.entity = ?1 AND t.trigram IN (SELECT value FROM json_each(?3))
         GROUP BY t.entity_id HAVING hits >= ?2
         ORDER BY hits DESC, popularity DESC LIMIT ${CANDIDATES}`,
      )
      .bind(entity, need, JSON.stringify(grams));
    return { statement, gramCount: grams.length };
  });
}

/** The best coverage per name over every form, best first. */
function mergeCandidates(matches: NameMatch[], results: Array<Array<{ id: number; hits: number; popularity: number }>>): Candidate[] {
  const best = new Map<number, Candidate>();
  matches.forEach((m, i) => {
    for (const r of results[i] ?? []) {
      const coverage = m.gramCount === 0 ? 1 : r.hits / m.gramCount;
      const prev = best.get(r.id);
      if (!prev || prev.coverage < coverage) best.set(r.id, { id: r.id, coverage, popularity: r.popularity });
    }
  });
  return [...best.values()].sort((a, b) => b.coverage - a.coverage || b.popularity - a.popularity || a.id - b.id);
}

/** Cities whose name starts with a form (so 'muenchen' finds what is on in München): the two largest. */
function cityMatchStatements(db: D1Reader, forms: string[]): D1PreparedStatement[] {
  return forms
    .filter((form) => form.length >= 3)
    .map((form) =>
      db
        .prepare(
          `SELECT geo_name_id FROM city_names WHERE name_norm >= ?1 AND name_norm < ?2
           GROUP BY geo_name_id ORDER BY MAX(population) DESC LIMIT 2`,
        )
        .bind(form, prefixEnd(form)),
    );
}

function list(ids: readonly number[]): string {
  // Ids come from our own queries (integers), never from the request.
  return ids.map((id) => String(Math.trunc(id))).join(",") || "NULL";
}

/** Runs statements in one D1 round trip; an empty list costs nothing. */
async function batchAll(db: D1Reader, statements: D1PreparedStatement[]): Promise<unknown[][]> {
  if (statements.length === 0) return [];
  const results = await db.batch(statements);
  return results.map((r) => r.results);
}

/** The catalog names a search term matches: performers and venues best first, and cities. */
export interface TermMatches {
  performers: Candidate[];
  venues: Candidate[];
  cityIds: number[];
}

/** How many of the best performer and venue matches select events. */
const EVENT_MATCH_NAMES = 20;

/**
 * The matching of suggest, for every caller that searches the catalog (suggest, the search
 * results and sell search pages): the statements to run (in one batch, possibly with others)
 * and how to read their results. Null when the term has nothing to match.
 */
export function termMatchQueries(
  db: D1Reader,
  term: string,
): { statements: D1PreparedStatement[]; forms: string[]; read(results: unknown[][]): TermMatches } | null {
  const forms = searchForms(term.trim()).filter((f) => f !== "");
  if (forms.length === 0) return null;
  const performerMatch = nameMatchStatements(db, "performer", forms);
  const venueMatch = nameMatchStatements(db, "venue", forms);
  const cityMatch = cityMatchStatements(db, forms);
  type MatchRow = { id: number; hits: number; popularity: number };
  return {
    forms,
    statements: [...performerMatch.map((m) => m.statement), ...venueMatch.map((m) => m.statement), ...cityMatch],
    read(results) {
      let at = 0;
      const take = <T>(n: number) => results.slice(at, (at += n)) as T[][];
      return {
        performers: mergeCandidates(performerMatch, take<MatchRow>(performerMatch.length)),
        venues: mergeCandidates(venueMatch, take<MatchRow>(venueMatch.length)),
        cityIds: [...new Set(take<{ geo_name_id: number }>(cityMatch.length).flat().map((r) => r.geo_name_id))],
      };
    },
  };
}

/**
 * The SQL condition on events (alias `e`) that suggest's matching selects: an event of a matched
 * performer, at a matched venue, or in a matched city. Ids come from our own queries, never from
 * the request, so they are written into the SQL.
 */
export function eventMatchCondition(matches: TermMatches): string {
  const performerIds = matches.performers.slice(0, EVENT_MATCH_NAMES).map((m) => m.id);
  const venueIds = matches.venues.slice(0, EVENT_MATCH_NAMES).map((m) => m.id);
  return `(e.id IN (SELECT event_id FROM event_performers WHERE performer_id IN (${list(performerIds)}))
      OR e.venue_id IN (${list(venueIds)}) OR e.geo_name_id IN (${list(matches.cityIds)}))`;
}

/**
 * The two ranks that come before spec §7's order (popularity, then local date), as SQL on events
 * `e` whose values are appended to `binds`: 1 for an event in the store's country, else 0; 1 for
 * an event within the fan's radius, else 0. Without a country or a place the rank is 0 for all.
 */
function eventRank(req: Pick<SuggestRequest, "storeCountry" | "near">, binds: unknown[]): { inStoreCountry: string; nearFan: string } {
  let inStoreCountry = "0";
  if (req.storeCountry) {
    binds.push(req.storeCountry);
    inStoreCountry = `(e.country_code = ?${binds.length})`;
  }
  let nearFan = "0";
  if (req.near) {
    const [sql, nearBinds] = areaCondition(req.near, binds.length + 1);
    binds.push(...nearBinds);
    nearFan = `(${sql})`;
  }
  return { inStoreCountry, nearFan };
}

/**
 * The suggest answer (spec §3, §7). Events: the store's country first, then within the fan's
 * radius, then the rest (issue 21; docs/decisions/020), each of those by spec §7's order —
 * popularity descending, then event local date ascending.
 * Two D1 round trips: every name, city and popular-search match with the category tree in
 * one batch, then the events (performers and grouping folded in) and the shown performers
 * and venues in a second.
 */
export async function suggest(db: D1Reader, req: SuggestRequest): Promise<SuggestResponse> {
  const searchTerm = req.term.trim();
  const empty: SuggestResponse = { searchTerm, queryLogSuggestions: [], events: [], performers: [], venues: [] };
  const termMatch = termMatchQueries(db, searchTerm);
  if (termMatch === null) return empty;
  const { forms } = termMatch;

  // Round trip 1.
  const categoriesQuery = db.prepare(`SELECT id, parent_id, name FROM categories`);
  const popularQuery = req.enablePopular
    ? [
        db
          .prepare(`SELECT term FROM query_log WHERE term_norm >= ?1 AND term_norm < ?2 ORDER BY count DESC LIMIT ?3`)
          .bind(forms[0], prefixEnd(forms[0]!), req.popularRows),
      ]
    : [];
  const first = await batchAll(db, [...termMatch.statements, categoriesQuery, ...popularQuery]);
  const matches = termMatch.read(first.slice(0, termMatch.statements.length));
  const performerMatches = matches.performers;
  const venueMatches = matches.venues;
  const categories = (first[termMatch.statements.length] ?? []) as Array<{ id: number; parent_id: number | null; name: string }>;
  const popular = (popularQuery.length ? (first[termMatch.statements.length + 1] ?? []) : []) as Array<{ term: string }>;

  const where: string[] = ["e.starts_at >= ?1", "e.available_tickets >= ?2"];
  const binds: unknown[] = [req.from, req.minAvailableTickets];
  if (req.area) {
    const [sql, areaBinds] = areaCondition(req.area, binds.length + 1);
    binds.push(...areaBinds);
    where.push(sql);
  }
  if (req.geoId !== null) {
    binds.push(req.geoId);
    where.push(`e.geo_name_id = ?${binds.length}`);
  }
  const match = eventMatchCondition(matches);
  const rank = eventRank(req, binds);
  // The ranks are columns of the inner query: named bare there (result aliases), as t.* outside.
  const order = (t: string) => {
    const ranks = t === "e" ? "" : `${t}.`;
    return `${ranks}in_store_country DESC, ${ranks}near_fan DESC, ${t}.popularity DESC, ${t}.local_date_time ASC, ${t}.id`;
  };
  // The inner query picks the page from events alone; names are joined for those rows only.
  const eventsQuery = db
    .prepare(
      `SELECT t.*, v.name AS venue_name, c.name AS city, ${LOCAL_NAMES_COLUMN("c")} AS city_local_names, g.name AS grouping_name,
              (SELECT json_group_array(json_object('id', ep.id, 'name', ep.name)) FROM (
                 SELECT p.id, p.name FROM event_performers x JOIN performers p ON p.id = x.performer_id
                 WHERE x.event_id = t.id ORDER BY x.position) ep) AS performers_json
       FROM (SELECT e.id, e.name, e.web_path, e.local_date_time, e.time_zone, e.popularity, e.min_price, e.currency,
                    e.available_tickets, e.source_id, e.category_id, e.grouping_id, e.venue_id, e.geo_name_id, e.country_code,
                    ${rank.inStoreCountry} AS in_store_country, ${rank.nearFan} AS near_fan
             FROM events e
             WHERE ${where.join(" AND ")} AND ${match}
             ORDER BY ${order("e")} LIMIT ${Math.trunc(req.eventRows)}) t
       JOIN venues v ON v.id = t.venue_id JOIN cities c ON c.geo_name_id = t.geo_name_id
       LEFT JOIN groupings g ON g.id = t.grouping_id
       ORDER BY ${order("t")}`,
    )
    .bind(...binds);

  const shownPerformers = req.includeNoneventEntities ? performerMatches.slice(0, req.perfRows) : [];
  const shownVenues = req.includeNoneventEntities ? venueMatches.slice(0, req.venueRows) : [];
  const performersQuery = shownPerformers.length
    ? [
        db
          .prepare(
            `SELECT p.id, p.name, p.web_path, p.kind${
              req.withEventCount
                ? `, (SELECT COUNT(*) FROM event_performers ep JOIN events e ON e.id = ep.event_id
                      WHERE ep.performer_id = p.id AND e.starts_at >= ?1) AS event_count`
                : ""
            } FROM performers p WHERE p.id IN (${list(shownPerformers.map((m) => m.id))})`,
          )
          .bind(...(req.withEventCount ? [req.from] : [])),
      ]
    : [];
  const venuesQuery = shownVenues.length
    ? [
        db.prepare(
          `SELECT v.id, v.name, v.web_path, c.name AS city, ${LOCAL_NAMES_COLUMN("c")} AS city_local_names, v.country_code FROM venues v
           JOIN cities c ON c.geo_name_id = v.geo_name_id WHERE v.id IN (${list(shownVenues.map((m) => m.id))})`,
        ),
      ]
    : [];

  // Round trip 2.
  const second = await batchAll(db, [eventsQuery, ...performersQuery, ...venuesQuery]);
  const events = (second[0] ?? []) as EventRow[];
  const performerRows = (performersQuery.length ? second[1] : []) as Array<{
    id: number;
    name: string;
    web_path: string;
    kind: string;
    event_count?: number;
  }>;
  const venueRows = (venuesQuery.length ? second[1 + performersQuery.length] : []) as Array<{
    id: number;
    name: string;
    web_path: string;
    city: string;
    city_local_names: string | null;
    country_code: string;
  }>;
  const cityOf = (row: { city: string; city_local_names: string | null }) =>
    localName(parseLocalNames(row.city_local_names), req.language, row.city);

  const categoryById = new Map(categories.map((cat) => [cat.id, cat]));
  const ancestorsOf = (categoryId: number) => {
    const chain: Array<{ id: number; name: string }> = [];
    let cur = categoryById.get(categoryId);
    for (let depth = 0; cur && depth < 8; depth++) {
      chain.push({ id: cur.id, name: cur.name });
      cur = cur.parent_id === null ? undefined : categoryById.get(cur.parent_id);
    }
    return chain;
  };
  const performerById = new Map(performerRows.map((p) => [p.id, p]));
  const venueById = new Map(venueRows.map((v) => [v.id, v]));

  return {
    searchTerm,
    queryLogSuggestions: popular.map((p) => ({ name: p.term })),
    events: events.map((e) => ({
      id: e.id,
      name: e.name,
      webURI: e.web_path,
      eventDateLocal: e.local_date_time,
      timeZone: e.time_zone,
      venue: { id: e.venue_id, name: e.venue_name, city: cityOf(e), countryCode: e.country_code },
      performers: JSON.parse(e.performers_json) as Array<{ id: number; name: string }>,
      ancestors: {
        categories: ancestorsOf(e.category_id),
        groupings: e.grouping_id !== null && e.grouping_name !== null ? [{ id: e.grouping_id, name: e.grouping_name }] : [],
      },
      minPrice: { amount: e.min_price, currency: e.currency },
      availableTickets: e.available_tickets,
      sourceId: e.source_id,
      popularity: e.popularity,
    })),
    performers: shownPerformers.flatMap((m) => {
      const p = performerById.get(m.id);
      return p
        ? [{ id: p.id, name: p.name, webURI: p.web_path, kind: p.kind, ...(req.withEventCount ? { eventCount: p.event_count ?? 0 } : {}) }]
        : [];
    }),
    venues: shownVenues.flatMap((m) => {
      const v = venueById.get(m.id);
      return v ? [{ id: v.id, name: v.name, webURI: v.web_path, city: cityOf(v), countryCode: v.country_code }] : [];
    }),
  };
}

interface EventRow {
  id: number;
  name: string;
  web_path: string;
  local_date_time: string;
  time_zone: string;
  popularity: number;
  min_price: number;
  currency: string;
  available_tickets: number;
  source_id: string;
  category_id: number;
  grouping_id: number | null;
  venue_id: number;
  venue_name: string;
  city: string;
  city_local_names: string | null;
  country_code: string;
  grouping_name: string | null;
  /** JSON array of { id, name } in billing order. */
  performers_json: string;
}
