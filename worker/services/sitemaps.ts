// A store's sitemaps from the catalog (D1): how many indexable pages of each kind the store has,
// and a child sitemap's entries streamed in batches as the reader takes them. The XML and the
// file plan are app/domain/sitemap.ts; caching is the route's (worker/routes/sitemap.ts).
// What counts as indexable, and why: docs/decisions/022.
import { categoriesOffered } from "../../app/domain/categories";
import type { AlternatePage } from "../../app/domain/hreflang";
import { localizeSeoPath } from "../../app/domain/seo-slugs";
import {
  sitemapEntryOf,
  URLSET_CLOSE,
  URLSET_OPEN,
  type SitemapKind,
  type SitemapPart,
} from "../../app/domain/sitemap";
import type { StoreConfig } from "../../app/domain/store-config";
import { cityPath } from "./content";
import type { D1Reader } from "./d1-sessions";

/**
 * The catalogue pages a store lists in its sitemaps, by kind: pages that answer 200 at their own
 * canonical address and list upcoming events of the store's country. `?1` the country, `?2` now.
 * Each query yields `path` (the page's catalog path, English slug) ordered by a stable id.
 */
const KIND_QUERIES: Record<Exclude<SitemapKind, "categories">, { count: string; rows: string }> = {
  events: {
    count: `SELECT COUNT(*) AS n FROM events WHERE country_code = ?1 AND starts_at >= ?2`,
    rows: `SELECT web_path AS path FROM events WHERE country_code = ?1 AND starts_at >= ?2 ORDER BY id LIMIT ?3 OFFSET ?4`,
  },
  performers: {
    count: `SELECT COUNT(DISTINCT ep.performer_id) AS n FROM events e JOIN event_performers ep ON ep.event_id = e.id
             WHERE e.country_code = ?1 AND e.starts_at >= ?2`,
    rows: `SELECT p.web_path AS path FROM performers p WHERE p.id IN (
             SELECT ep.performer_id FROM events e JOIN event_performers ep ON ep.event_id = e.id
              WHERE e.country_code = ?1 AND e.starts_at >= ?2) ORDER BY p.id LIMIT ?3 OFFSET ?4`,
  },
  venues: {
    count: `SELECT COUNT(DISTINCT venue_id) AS n FROM events WHERE country_code = ?1 AND starts_at >= ?2`,
    rows: `SELECT v.web_path AS path FROM venues v WHERE v.id IN (
             SELECT venue_id FROM events WHERE country_code = ?1 AND starts_at >= ?2) ORDER BY v.id LIMIT ?3 OFFSET ?4`,
  },
  geographies: {
    count: `SELECT COUNT(DISTINCT geo_name_id) AS n FROM events WHERE country_code = ?1 AND starts_at >= ?2`,
    rows: `SELECT c.geo_name_id AS id, c.name AS name FROM cities c WHERE c.geo_name_id IN (
             SELECT geo_name_id FROM events WHERE country_code = ?1 AND starts_at >= ?2) ORDER BY c.geo_name_id LIMIT ?3 OFFSET ?4`,
  },
};

/** Groupings (leagues, tours) with upcoming events in the country: listed with home and the categories. */
const GROUPINGS = {
  count: `SELECT COUNT(DISTINCT grouping_id) AS n FROM events WHERE country_code = ?1 AND starts_at >= ?2 AND grouping_id IS NOT NULL`,
  rows: `SELECT g.web_path AS path FROM groupings g WHERE g.id IN (
           SELECT grouping_id FROM events WHERE country_code = ?1 AND starts_at >= ?2 AND grouping_id IS NOT NULL)
         ORDER BY g.id LIMIT ?3 OFFSET ?4`,
};

/** Home and the store's category landing pages (spec §2.4), before the groupings. */
function storePages(store: StoreConfig): AlternatePage[] {
  return [{ kind: "home" }, ...categoriesOffered(store.shstoreId).map((key) => ({ kind: "category" as const, key }))];
}

/** How many pages of each kind the store lists (one D1 round trip). */
export async function sitemapCounts(db: D1Reader, store: StoreConfig, now: number): Promise<Record<SitemapKind, number>> {
  const kinds = Object.keys(KIND_QUERIES) as Array<keyof typeof KIND_QUERIES>;
  const results = await db.batch([...kinds.map((k) => KIND_QUERIES[k].count), GROUPINGS.count].map((sql) => db.prepare(sql).bind(store.siteCountry, now)));
  const countOf = (i: number) => Number((results[i]!.results[0] as { n: number } | undefined)?.n ?? 0);
  const counts = Object.fromEntries(kinds.map((k, i) => [k, countOf(i)])) as Record<SitemapKind, number>;
  counts.categories = storePages(store).length + countOf(kinds.length);
  return counts;
}

/** The pages of one part: `perFile` of its kind from `(part - 1) × perFile`, in a stable order. */
async function partPages(db: D1Reader, store: StoreConfig, part: SitemapPart, perFile: number, now: number): Promise<AlternatePage[]> {
  const entity = (path: string): AlternatePage => ({ kind: "entity", path, localize: localizeSeoPath });
  let offset = (part.part - 1) * perFile;
  let limit = perFile;
  const pages: AlternatePage[] = [];
  if (part.kind === "categories") {
    const own = storePages(store);
    pages.push(...own.slice(offset, offset + limit));
    limit -= pages.length;
    offset = Math.max(0, offset - own.length);
    if (limit === 0) return pages;
    const { results } = await db.prepare(GROUPINGS.rows).bind(store.siteCountry, now, limit, offset).all<{ path: string }>();
    return [...pages, ...results.map((r) => entity(r.path))];
  }
  const { results } = await db.prepare(KIND_QUERIES[part.kind].rows).bind(store.siteCountry, now, limit, offset).all<{ path?: string; id?: number; name?: string }>();
  return results.map((r) => entity(part.kind === "geographies" ? cityPath(r.name!, r.id!) : r.path!));
}

/** URLs written per stream chunk: the work of one chunk stays small, and the reader paces the rest. */
const ENTRIES_PER_CHUNK = 200;

export interface SitemapPartInput {
  db: D1Reader;
  store: StoreConfig;
  /** Every store's configuration (the hreflang set of each URL). */
  stores: readonly StoreConfig[];
  /** A store's origin for its addresses (the same the pages' canonical and hreflang links use). */
  origin: (store: StoreConfig) => string;
  part: SitemapPart;
  perFile: number;
  lastmod: string | null;
  now: number;
}

/**
 * A child sitemap as a stream, or null when the part does not exist (past the last file). The
 * rows are read first (one query: a missing part is a 404, a failing read an error before any
 * byte); the entries are then written ENTRIES_PER_CHUNK at a time as the reader pulls.
 */
export async function sitemapPartStream(input: SitemapPartInput): Promise<ReadableStream<Uint8Array> | null> {
  const pages = await partPages(input.db, input.store, input.part, input.perFile, input.now);
  if (pages.length === 0) return null;
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(URLSET_OPEN));
    },
    pull(controller) {
      const end = Math.min(pages.length, next + ENTRIES_PER_CHUNK);
      let text = "";
      for (; next < end; next++) {
        text += sitemapEntryOf(pages[next]!, input.store, input.part.locale, input.stores, input.origin, input.lastmod) ?? "";
      }
      if (next >= pages.length) text += URLSET_CLOSE;
      controller.enqueue(encoder.encode(text));
      if (next >= pages.length) controller.close();
    },
  });
}
