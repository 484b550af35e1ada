// The edge page cache's key (docs/decisions/017): everything that changes a page a fan without a
// session sees, normalised, and nothing else. Two requests that would render differently never
// share a key; two that render the same do. Pure: the worker hands in what it resolved.
import type { PageId } from "./address";
import { CUR_QUERY_PARAM } from "./currency";
import { PBD_QUERY_KEY } from "./date-filter";
import { PBG_QUERY_KEY } from "./location-filter";
import { TICKET_QUERY_KEYS } from "./ticket-choice";

/**
 * Every query parameter a cacheable page's server render reads. Any other parameter (utm_source,
 * fbclid, a fuzzer's junk) changes neither the page nor the key: the worker drops it from the
 * request before rendering a cacheable page. The marketing banner's parameters (gclid,
 * affiliateId, utm_medium...) are read in the browser only, from the address the fan opened.
 * A test scans the page models for parameter reads against this list.
 */
export const PAGE_QUERY_PARAMS: readonly string[] = [
  ...new Set(["page", "q", PBD_QUERY_KEY, PBG_QUERY_KEY, CUR_QUERY_PARAM, ...Object.values(TICKET_QUERY_KEYS)]),
];

/** Single fetch's parameter naming the routes a `.data` answer carries. */
export const DATA_ROUTES_PARAM = "_routes";

/** Longest kept query (characters) a page may be cached under; longer ones are rendered, not kept. */
export const MAX_CACHEABLE_QUERY_LENGTH = 1024;
/** Most kept parameter values a cacheable request may carry. */
export const MAX_CACHEABLE_QUERY_VALUES = 12;

/** The kinds of page with a cache policy of their own. */
export const PAGE_KINDS = ["home", "browse", "event", "search", "sell", "not-found"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/**
 * The query a cacheable page is rendered with and keyed by: only PAGE_QUERY_PARAMS (and `_routes`
 * on a `.data` request), grouped by name in a fixed order, each name's values in the order given
 * (a repeated `q` stays repeated, so the page still refuses it). Null: too long or too many values
 * to key — such a request is served, just not cached.
 * @example cacheableQuery("?utm_source=x&page=2&q=adele", false) // "?page=2&q=adele"
 */
export function cacheableQuery(search: string, isData: boolean): string | null {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  const names = isData ? [...PAGE_QUERY_PARAMS, DATA_ROUTES_PARAM] : PAGE_QUERY_PARAMS;
  let count = 0;
  for (const name of names) {
    for (const value of params.getAll(name)) {
      if (++count > MAX_CACHEABLE_QUERY_VALUES) return null;
      kept.append(name, value);
    }
  }
  const text = kept.toString();
  if (text.length > MAX_CACHEABLE_QUERY_LENGTH) return null;
  return text ? `?${text}` : "";
}

/** What makes one page answer differ from another for a fan without a session. */
export interface PageKeyInput {
  /** The site's origin the page's canonical and hreflang links name (the store's host; the request's on local development). */
  origin: string;
  /** The request path as served (a `.data` path keeps its suffix). */
  path: string;
  /** From cacheableQuery. */
  query: string;
  storeId: number;
  /** The translation locale the page is rendered in. */
  locale: string;
  /** The date choice in force (address pbD, else SH6_USER_PREF), normalised; null: all dates. */
  dateChoice: string | null;
  /** The fan's day ("today" in the calendar; the presets' days). */
  today: string;
  /** The fan's zone, needed only when a date choice bounds the list (its instants are in that zone). */
  timeZone: string;
  /** The location choice in force (address pbG, else SH6_USER_PREF), normalised; null: none. */
  location: string | null;
  /** The informational currency the page shows (spec §4 precedence already applied), normalised. */
  currency: string;
  /** Crawlers get the whole document at once (entry.server), people a stream. */
  bot: boolean;
  /** The store's content version and the catalog's: an operator's change is a new key at once. */
  contentVersion: string;
  catalogVersion: string;
}

/**
 * The key text (hash it before use: it is long and may hold anything a fan typed).
 * @example pageCacheKey({ ...input, query: "?page=2" }) !== pageCacheKey({ ...input, query: "" })
 */
export function pageCacheKey(input: PageKeyInput): string {
  return [
    "page-v1",
    input.origin,
    input.path + input.query,
    `store=${input.storeId}`,
    `locale=${input.locale}`,
    `date=${input.dateChoice ?? "all"}`,
    `today=${input.today}`,
    // Without a bounded choice the zone changes nothing but 'today': fans of many zones share a copy.
    `zone=${input.dateChoice === null ? "-" : input.timeZone}`,
    `location=${input.location ?? "-"}`,
    `currency=${input.currency}`,
    `bot=${input.bot ? 1 : 0}`,
    `content=${input.contentVersion}`,
    `catalog=${input.catalogVersion}`,
  ].join("\n");
}

/**
 * The cache policy's page kind of a page id and status, or null for what is never cached here
 * (sign-in, the signed-in area, preferences, the design system, health probes).
 * @example pageKindOf("event", "/event/5/", 200) // "event"
 */
export function pageKindOf(pageId: PageId | null, pagePathname: string, status: number): PageKind | null {
  if (status === 404) return "not-found";
  if (status !== 200) return null;
  if (pageId === "home" || pageId === "browse" || pageId === "event" || pageId === "search") return pageId;
  if (pagePathname === "/sell/") return "sell";
  return null;
}
