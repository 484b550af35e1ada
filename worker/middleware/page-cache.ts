import type { Context } from "hono";
import { isbot } from "isbot";
import { versionOf } from "../../app/domain/isolate-memo";
import { cacheableQuery, pageCacheKey, pageKindOf } from "../../app/domain/page-cache-key";
import { isSecureTransport } from "../../app/domain/sign-in-state";
import { pageRequestKey } from "../../app/lib/page-cache-input.server";
import { readSessionCookie } from "../../app/lib/session-cookies.server";
import type { StorefrontContext } from "../../app/lib/storefront-context";
import type { AppEnv } from "../env";
import { cachedPage, countPageCache, pageCachePolicy, sentAnswer } from "../services/page-cache";
import { readVersions } from "../services/versions";

/** Renders a page for a context and a request (the Remix handler, with the worker's request shaping). */
export type PageRenderer = (storefront: StorefrontContext, request: Request) => Promise<Response>;

/**
 * The pages kept for everyone: the catalogue pages of spec §2.1 and the sell entry. Every other
 * route (the signed-in area, sign-in, the sell steps, preferences, the design system, probes,
 * addresses that match no shape) reads parameters or state of its own and is rendered as before.
 */
function cacheablePage(storefront: StorefrontContext): boolean {
  return storefront.address.pageId !== null || storefront.address.pagePathname === "/sell/";
}

/** PAGE_CACHE: "off" turns the edge page cache off (tests that change KV or D1 under a page, the bench's baseline). */
function pageCacheOn(env: AppEnv["Bindings"]): boolean {
  return env.PAGE_CACHE !== "off";
}

/** Why this request is rendered for itself alone, or null when it may go through the cache. */
function bypassReason(c: Context<AppEnv>, storefront: StorefrontContext): string | null {
  if (!pageCacheOn(c.env)) return "off";
  if (c.req.method !== "GET") return "method";
  const cookie = c.req.header("cookie") ?? null;
  // A session cookie, even one that names no session: that visitor's pages are theirs.
  if (storefront.session || storefront.sessionUnreadable || c.var.guestSignedOut) return "session";
  if (readSessionCookie(cookie, isSecureTransport(new URL(c.req.url))) !== null) return "session";
  if (!cacheablePage(storefront)) return "not a shared page";
  return null;
}

/**
 * A page for a fan without a session through the edge page cache (ADR 017); anything else
 * rendered as before, marked `x-page-cache: bypass`. A cacheable request is rendered without the
 * query parameters no page reads, so they change neither the page nor its key.
 */
export async function servePage(c: Context<AppEnv>, storefront: StorefrontContext, render: PageRenderer): Promise<Response> {
  const bypass = async () => {
    countPageCache("bypass", storefront.log, Date.now());
    return sentAnswer(await render(storefront, c.req.raw), "bypass");
  };
  if (bypassReason(c, storefront) !== null || typeof caches === "undefined") return bypass();
  const url = new URL(c.req.url);
  const isData = url.pathname.endsWith(".data");
  const query = cacheableQuery(url.search, isData);
  const pageQuery = cacheableQuery(storefront.address.search, false);
  if (query === null || pageQuery === null) return bypass();
  const shaped: StorefrontContext = { ...storefront, address: { ...storefront.address, search: pageQuery } };
  const keyInput = pageRequestKey(shaped, url.pathname, query, isbot(c.req.header("user-agent") ?? ""));
  if (keyInput === null) return bypass();
  const versions = await readVersions(c.env, storefront.store.shstoreId, storefront.log, versionOf(storefront.store));
  const target = new URL(url);
  target.search = query;
  const request = new Request(target, c.req.raw);
  return cachedPage({
    key: pageCacheKey({ ...keyInput, ...versions }),
    origin: url.origin,
    nonce: storefront.nonce,
    render: async () => {
      const response = await render(shaped, request);
      return { response, degraded: shaped.outcome.degraded };
    },
    policy: (kind) => pageCachePolicy(kind, { fresh: c.env.PAGE_CACHE_FRESH_SECONDS, stale: c.env.PAGE_CACHE_STALE_SECONDS }),
    kindOf: (response) => pageKindOf(shaped.address.pageId, shaped.address.pagePathname, response.status),
    // Workers' default cache (the DOM typing of `caches` does not know it).
    cache: (caches as unknown as { default: Cache }).default,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    log: storefront.log,
    now: () => Date.now(),
  });
}
