import type { D1Reader } from "./d1-sessions";
import {
  ComponentsSchema,
  contentKey,
  SiteNavSchema,
  subMenuLabel,
  VIEW_ALL_LABEL,
  type Components,
  type NavigationMenuItem,
  type SiteNav,
} from "../../app/domain/content";
import { CATEGORY_IDS } from "../../app/domain/categories";
import { localName, parseLocalNames } from "../../app/domain/location";
import { slugOf } from "../../app/domain/search-text";
import { categoryPath, type StoreConfig } from "../../app/domain/store-config";
import { CACHE_POLICY, cacheAside, KV_READ_TIMEOUT_MS, type CacheStatus } from "./kv-cache";
import { LOCAL_NAMES_COLUMN } from "./locations";
import type { Logger } from "../../app/lib/log";
import { withTimeout } from "./timeout";

/** Geography page of a city (spec §2.1 browse shape). */
export function cityPath(name: string, geoNameId: number): string {
  const slug = slugOf(name);
  return slug ? `/${slug}-tickets/geography/${geoNameId}/` : `/geography/${geoNameId}/`;
}

/**
 * The operator's authored document, or null when there is none (or it is invalid): then the
 * menu is generated from D1. A document KV cannot read (an error, or no answer within
 * KV_READ_TIMEOUT_MS) is not "none": the read throws, so the content cache serves its stale copy
 * or the header goes without that content (spec §8), and no generated menu is cached for the
 * content TTL in place of the authored one.
 */
async function authored<T>(kv: KVNamespace, key: string, schema: { safeParse(v: unknown): { success: boolean; data?: T; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } } }, log: Logger): Promise<T | null> {
  const raw = await withTimeout(kv.get(key, "json"), KV_READ_TIMEOUT_MS, `authored content ${key}`).catch((err: Error) => {
    log("warn", "content.authored_unreadable", { key, message: err.message });
    throw err;
  });
  if (raw === null) return null;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error?.issues[0];
    log("error", "content.authored_invalid", { key, issue: issue ? `${issue.path.join(".")}: ${issue.message}` : "invalid" });
    return null;
  }
  return parsed.data ?? null;
}

/** subCatNav: authored in KV, else the store's top cities with upcoming events (and VIP where offered). */
export async function loadComponents(
  db: D1Reader,
  kv: KVNamespace,
  store: StoreConfig,
  now: number,
  log: Logger,
): Promise<Components> {
  const fromKv = await authored<Components>(kv, contentKey(store.shstoreId, "components"), ComponentsSchema, log);
  if (fromKv) return fromKv;
  const { results: cities } = await db
    .prepare(
      `SELECT e.geo_name_id, c.name, ${LOCAL_NAMES_COLUMN("c")} AS local_names, COUNT(*) AS n
       FROM events e JOIN cities c ON c.geo_name_id = e.geo_name_id
       WHERE e.country_code = ?1 AND e.starts_at >= ?2 GROUP BY e.geo_name_id ORDER BY n DESC, c.population DESC LIMIT 8`,
    )
    .bind(store.siteCountry, now)
    .all<{ geo_name_id: number; name: string; local_names: string | null; n: number }>();
  // Kept per store: the cities are named in the store's default language (ADR 018).
  const subCatNav: Components["subCatNav"] = {
    cities: cities.map((c) => ({
      name: localName(parseLocalNames(c.local_names), store.defaultLocale, c.name),
      webURI: cityPath(c.name, c.geo_name_id),
    })),
  };
  const vipPath = categoryPath(store, store.defaultLocale, "vip");
  if (vipPath && store.featureFlags["common.header.VipCategory"]) {
    const { results: top } = await db
      .prepare(
        `SELECT p.name, p.web_path FROM performers p
         WHERE p.id IN (SELECT ep.performer_id FROM events e JOIN event_performers ep ON ep.event_id = e.id
                        WHERE e.country_code = ?1 AND e.starts_at >= ?2)
         ORDER BY p.popularity DESC LIMIT 6`,
      )
      .bind(store.siteCountry, now)
      .all<{ name: string; web_path: string }>();
    subCatNav.vip = [{ name: "VIP", webURI: vipPath }, ...top.map((p) => ({ name: p.name, webURI: p.web_path }))];
  }
  return { subCatNav };
}

/** The multi-layer discovery menu: authored in KV, else categories, their children and what is popular nearby. */
export async function loadSiteNav(
  db: D1Reader,
  kv: KVNamespace,
  store: StoreConfig,
  now: number,
  log: Logger,
): Promise<SiteNav> {
  const fromKv = await authored<SiteNav>(kv, contentKey(store.shstoreId, "site-nav"), SiteNavSchema, log);
  if (fromKv) return fromKv;
  const { results: children } = await db
    .prepare(`SELECT id, parent_id, name, web_path FROM categories WHERE parent_id IN (?1, ?2, ?3) ORDER BY parent_id, name`)
    .bind(CATEGORY_IDS.concerts, CATEGORY_IDS.sports, CATEGORY_IDS.theatre)
    .all<{ id: number; parent_id: number; name: string; web_path: string | null }>();
  const { results: popular } = await db
    .prepare(
      `SELECT top.parent_id, p.id, p.name, p.web_path, p.kind FROM (
         SELECT COALESCE(c.parent_id, c.id) AS parent_id, ep.performer_id, MAX(e.popularity) AS pop
         FROM events e JOIN event_performers ep ON ep.event_id = e.id JOIN categories c ON c.id = e.category_id
         WHERE e.country_code = ?1 AND e.starts_at >= ?2 GROUP BY parent_id, ep.performer_id) top
       JOIN performers p ON p.id = top.performer_id
       ORDER BY top.parent_id, top.pop DESC`,
    )
    .bind(store.siteCountry, now)
    .all<{ parent_id: number; id: number; name: string; web_path: string; kind: string }>();

  // Groupings (leagues, tours) with the most upcoming events in the store's country.
  const { results: groupings } = await db
    .prepare(
      `SELECT g.id, g.name, g.web_path, COALESCE(c.parent_id, c.id) AS parent_id, COUNT(*) AS n
       FROM events e JOIN groupings g ON g.id = e.grouping_id JOIN categories c ON c.id = g.category_id
       WHERE e.country_code = ?1 AND e.starts_at >= ?2
       GROUP BY g.id ORDER BY n DESC, g.name LIMIT 40`,
    )
    .bind(store.siteCountry, now)
    .all<{ id: number; name: string; web_path: string; parent_id: number; n: number }>();

  const sections = [
    { id: "concerts", key: "concerts" as const, label: "Concerts" },
    { id: "sports", key: "sports" as const, label: "Sports" },
    { id: "theater-comedy", key: "theatre" as const, label: "Theatre & Comedy" },
  ];
  const discovery: NavigationMenuItem[] = sections.flatMap((section, index) => {
    const path = categoryPath(store, store.defaultLocale, section.key);
    if (!path) return [];
    const categoryId = CATEGORY_IDS[section.key];
    const parentKey = section.id === "sports" ? "sports" : section.id;
    const picks = popular
      .filter((p) => p.parent_id === categoryId && (section.id !== "sports" || p.kind === "team"))
      .slice(0, 8);
    const items: NavigationMenuItem[] = [
      { id: `${section.id}-view-all`, type: "link", label: VIEW_ALL_LABEL, webURI: path, parent: section.id, parentLabel: section.label, layer: 2, index: 0 },
      ...children
        .filter((c) => c.parent_id === categoryId && c.web_path)
        .map((c, i) => ({
          id: `category-${c.id}`,
          type: "link" as const,
          label: c.name,
          webURI: c.web_path!,
          parent: section.id,
          parentLabel: section.label,
          layer: 2,
          index: i + 1,
        })),
    ];
    for (const g of groupings.filter((g) => g.parent_id === categoryId).slice(0, 5)) {
      items.push({
        id: `grouping-${g.id}`,
        type: "link",
        label: g.name,
        webURI: g.web_path,
        parent: section.id,
        parentLabel: section.label,
        layer: 2,
        index: items.length,
      });
    }
    if (picks.length > 0) {
      items.push({
        id: `${section.id}-popular`,
        type: "section",
        label: subMenuLabel(parentKey),
        parent: section.id,
        parentLabel: section.label,
        layer: 2,
        index: items.length,
        items: picks.map((p, i) => ({
          id: `performer-${p.id}`,
          type: "link" as const,
          label: p.name,
          webURI: p.web_path,
          parent: `${section.id}-popular`,
          parentLabel: subMenuLabel(parentKey),
          layer: 3,
          index: i,
        })),
      });
    }
    return [{ id: section.id, type: "menu" as const, label: section.label, webURI: path, layer: 1, index, mWebShow: true, items }];
  });
  return { discovery };
}

interface ContentDocuments {
  components: Components;
  "site-nav": SiteNav;
}

export interface ContentSources {
  /** The catalog the generated menus are built from (a session of it: any replica). */
  DB: D1Reader;
  STORE_CONFIG: KVNamespace;
  CACHE: KVNamespace;
}

/**
 * A header content document through the KV cache (spec §7: TTL from the store's configuration,
 * default CONTENT_CACHE_TTL_SECONDS). Shared by the BFF calls and the root loader, so both read
 * the same cached copy. Throws when there is neither a fresh, a stale nor a loadable copy;
 * callers degrade (spec §8).
 */
export async function cachedContent<D extends keyof ContentDocuments>(
  env: ContentSources,
  store: StoreConfig,
  document: D,
  log: Logger,
): Promise<{ value: ContentDocuments[D]; status: CacheStatus }> {
  const load = document === "components" ? loadComponents : loadSiteNav;
  const r = await cacheAside<Components | SiteNav>(
    env.CACHE,
    `cms:v1:${store.shstoreId}:${document}`,
    () => load(env.DB, env.STORE_CONFIG, store, Date.now(), log),
    { ...CACHE_POLICY.CONTENT, ttlSeconds: store.contentCacheTtlSeconds, log },
  );
  return r as unknown as { value: ContentDocuments[D]; status: CacheStatus };
}
