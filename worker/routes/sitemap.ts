// /sitemap.xml (the store's sitemap index) and /sitemaps/{kind}-{locale}-{n}.xml (its parts), on
// every store host. Each answer is kept in the data centre's cache (caches.default) under the
// store, the catalog version and the stores' configuration versions, for SITEMAP_CACHE_SECONDS:
// a new catalog import is a new key at once. Parts are streamed as written (ADR 022).
import { Hono, type Context } from "hono";
import { nativeLocales, storeOrigins } from "../../app/domain/hreflang";
import { versionOfAll } from "../../app/domain/isolate-memo";
import {
  lastmodOf,
  parseSitemapPartPath,
  SITEMAP_INDEX_CLOSE,
  SITEMAP_INDEX_OPEN,
  SITEMAP_MAX_URLS,
  SITEMAP_URLS_PER_FILE,
  sitemapIndexEntry,
  sitemapPartPath,
  sitemapParts,
} from "../../app/domain/sitemap";
import type { StoreConfig } from "../../app/domain/store-config";
import type { AppEnv } from "../env";
import { store } from "../middleware/store";
import { sha256Hex } from "../services/digest";
import { sitemapCounts, sitemapPartStream } from "../services/sitemaps";
import { createStorefrontServices } from "../services/storefront-services";
import { readVersions } from "../services/versions";

/** How long a sitemap answer is kept and may be kept by crawlers (the catalog version is in its key). */
export const SITEMAP_CACHE_SECONDS = 3_600;

/** URLs per part: SITEMAP_URLS_PER_FILE, or the environment's SITEMAP_URLS_PER_FILE (1 to 50,000; tests cut small files). */
function urlsPerFile(value: string | undefined): number {
  const n = value !== undefined && /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  return n >= 1 && n <= SITEMAP_MAX_URLS ? n : SITEMAP_URLS_PER_FILE;
}

interface SitemapRequest {
  store: StoreConfig;
  stores: readonly StoreConfig[];
  origin: (store: StoreConfig) => string;
  lastmod: string | null;
  perFile: number;
  catalogVersion: string;
}

async function sitemapRequest(c: Context<AppEnv>): Promise<SitemapRequest> {
  const own = c.var.origin;
  const services = createStorefrontServices(c.env, c.var.store, c.var.log, { catalog: c.var.catalogDb, account: c.var.catalogDb });
  const [stores, versions] = await Promise.all([services.storeConfigs(), readVersions(c.env, c.var.store.shstoreId, c.var.log)]);
  return {
    store: c.var.store,
    stores,
    // The same origins the pages' canonical and hreflang links name (pages/shared/meta.server.ts).
    origin: storeOrigins(c.var.store, own),
    lastmod: lastmodOf(versions.catalogVersion),
    perFile: urlsPerFile(c.env.SITEMAP_URLS_PER_FILE),
    catalogVersion: versions.catalogVersion,
  };
}

const XML_HEADERS = { "content-type": "application/xml; charset=utf-8", "cache-control": `public, max-age=${SITEMAP_CACHE_SECONDS}` };

/** The answer from the data centre's cache, else rendered and kept (in waitUntil: the crawler does not wait for the write). */
async function cached(c: Context<AppEnv>, req: SitemapRequest, render: () => Promise<Response>): Promise<Response> {
  // Workers' default cache (the DOM typing of `caches` does not know it).
  const cache = typeof caches === "undefined" ? null : (caches as unknown as { default: Cache }).default;
  const own = req.origin(req.store);
  const key = `${own}/__sitemap-cache/${await sha256Hex([new URL(c.req.url).pathname, req.catalogVersion, versionOfAll(req.stores), req.perFile, own].join("|"))}`;
  const hit = await cache?.match(key).catch(() => undefined);
  if (hit) return new Response(hit.body, { status: hit.status, headers: { ...XML_HEADERS, "x-sitemap-cache": "hit" } });
  const response = await render();
  if (cache && response.ok && response.body) {
    const [mine, kept] = response.body.tee();
    c.executionCtx.waitUntil(
      cache.put(key, new Response(kept, { headers: XML_HEADERS })).catch((err: unknown) => c.var.log("warn", "sitemap.cache_write_failed", { message: String(err) })),
    );
    return new Response(mine, { status: response.status, headers: { ...XML_HEADERS, "x-sitemap-cache": "miss" } });
  }
  return response;
}

export function createSitemapRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get("/sitemap.xml", store, async (c) => {
    const req = await sitemapRequest(c);
    return cached(c, req, async () => {
      const counts = await sitemapCounts(c.var.catalogDb, req.store, Date.now());
      const own = req.origin(req.store);
      const entries = sitemapParts(nativeLocales(req.store), counts, req.perFile).map((part) => sitemapIndexEntry(`${own}${sitemapPartPath(part)}`, req.lastmod));
      return new Response(`${SITEMAP_INDEX_OPEN}${entries.join("")}${SITEMAP_INDEX_CLOSE}`, { headers: XML_HEADERS });
    });
  });

  routes.get("/sitemaps/:file", store, async (c) => {
    const part = parseSitemapPartPath(new URL(c.req.url).pathname);
    if (!part || !nativeLocales(c.var.store).includes(part.locale)) return c.notFound();
    const req = await sitemapRequest(c);
    return cached(c, req, async () => {
      const body = await sitemapPartStream({ db: c.var.catalogDb, store: req.store, stores: req.stores, origin: req.origin, part, perFile: req.perFile, lastmod: req.lastmod, now: Date.now() });
      return body ? new Response(body, { headers: XML_HEADERS }) : new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
    });
  });

  return routes;
}
