import type { ParsedAddress } from "../app/domain/address";
import type { StoreConfig } from "../app/domain/store-config";
import type { StoreId } from "../app/domain/stores";
import type { Logger } from "../app/lib/log";
import { BFF_BASE } from "../app/domain/constants";
import type { SessionInfo } from "../app/lib/session";
import type { D1Reader } from "./services/d1-sessions";
import type { RatesVars } from "./services/exchange-rates";

/** Where the backend-for-frontend is mounted (spec §7). */
export const API_BASE = BFF_BASE;

/** Bindings declared in wrangler.toml. */
export interface Bindings extends RatesVars {
  /** Catalog database (D1). */
  DB: D1Database;
  /** Per-store configuration documents (KV). */
  STORE_CONFIG: KVNamespace;
  /** Cached CMS and suggest JSON (KV). */
  CACHE: KVNamespace;
  /** Workers static assets (public/). */
  ASSETS?: Fetcher;
  DEFAULT_STORE_ID?: string;
  /** Seconds a store document and the host index are memoized per isolate (0: off). */
  STORE_CONFIG_CACHE_SECONDS?: string;
  /** "off" turns the edge page cache off (ADR 017); anything else, or absent: on. */
  PAGE_CACHE?: string;
  /** Overrides every page kind's fresh window (seconds, up to a day); unset: the named policies. */
  PAGE_CACHE_FRESH_SECONDS?: string;
  /** Overrides every page kind's stale-while-revalidate window (seconds, up to a day). */
  PAGE_CACHE_STALE_SECONDS?: string;
  /** URLs per child sitemap (1 to 50,000); unset: SITEMAP_URLS_PER_FILE (ADR 022). */
  SITEMAP_URLS_PER_FILE?: string;
  /** Seconds each store country's event list is memoized per isolate (0: off; ADR 015). */
  LISTING_CACHE_SECONDS?: string;
  /**
   * Signs the preference cookies (a secret: `wrangler secret put COOKIE_SECRET`; `npm start`
   * writes a random local one to .dev.vars). At least 32 characters.
   */
  COOKIE_SECRET?: string;
  /** The secret before the last rotation: cookies it signed are still read, never written. */
  COOKIE_SECRET_PREVIOUS?: string;
}

/** Shortest COOKIE_SECRET accepted: 32 characters (a random 256-bit value in hex has 64). */
export const COOKIE_SECRET_MIN_LENGTH = 32;

/** The secrets that sign (first) and verify the preference cookies. */
export function cookieSecrets(env: Bindings): string[] {
  const previous = env.COOKIE_SECRET_PREVIOUS;
  return [env.COOKIE_SECRET ?? "", ...(typeof previous === "string" && previous.length >= COOKIE_SECRET_MIN_LENGTH ? [previous] : [])];
}

/**
 * What the middlewares resolve, once per request, on `c.var` (worker/middleware/*). The first
 * three are set for every request; the page values only on the way to Remix (after the BFF);
 * the session values on pages and on the BFF routes that mount the session middleware.
 */
export interface Variables {
  /** request-id.ts */
  requestId: string;
  /** request-id.ts: the structured logger with the request id. */
  log: Logger;
  /** store.ts `storeId`: the store this host resolves to. */
  storeId: StoreId;
  /** store.ts `store` (pages): the store's configuration. */
  store: StoreConfig;
  /** store.ts `store` (pages): the store's languages (two letters). */
  supportedLanguages: readonly string[];
  /** store.ts `store` (pages): the document address (a `.data` request mapped back to its page). */
  address: ParsedAddress;
  /** store.ts `store` (pages): the address's language, else the store default. */
  locale: string;
  /** store.ts `store` (pages): the brand the store shows (spec §3 common.useAltBrand). */
  brand: string;
  /** store.ts `store` (pages): a site path in the page's language (spec §2.1). */
  link: (path: string) => string;
  /** store.ts `store` (pages): the site's origin for absolute addresses (domain/hreflang.ts pageOrigin). */
  origin: string;
  /** session.ts `session`: the cookie's session, or null (signed out or unreadable). */
  session: SessionInfo | null;
  /** session.ts `session`: D1 could not say within the deadline; `session` is null. */
  sessionUnreadable: boolean;
  /** session.ts `guestSignOut` (pages): a guest session was ended here; its cookies go out with the answer. */
  guestSignedOut: boolean;
  /** page-headers.ts (pages): this HTML response's CSP nonce. */
  nonce: string;
  /** d1-sessions.ts: the catalog's reads, on any replica. */
  catalogDb: D1Reader;
  /** d1-sessions.ts: the fan's own reads and writes, read-your-writes from the fan's bookmark. */
  accountDb: D1Reader & { getBookmark(): string | null };
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };

export class MissingBindingError extends Error {
  constructor(readonly missing: string[]) {
    super(
      `Stagefront cannot start: missing or invalid binding(s) ${missing.join(", ")}. ` +
        "Check wrangler.toml ([[d1_databases]] DB, [[kv_namespaces]] STORE_CONFIG and CACHE) and the worker's secrets.",
    );
    this.name = "MissingBindingError";
  }
}

const isD1 = (v: unknown): boolean =>
  typeof v === "object" && v !== null && typeof (v as D1Database).prepare === "function";
const isKv = (v: unknown): boolean =>
  typeof v === "object" && v !== null && typeof (v as KVNamespace).get === "function" &&
  typeof (v as KVNamespace).put === "function";

const checked = new WeakSet<object>();

/**
 * Checks the bindings once per isolate (the env object is stable), so a
 * missing binding fails at the door with its name, not deep inside a loader.
 */
export function assertBindings(env: unknown): asserts env is Bindings {
  if (typeof env === "object" && env !== null && checked.has(env)) return;
  const e = (env ?? {}) as Record<string, unknown>;
  const missing: string[] = [];
  if (!isD1(e.DB)) missing.push("DB (D1)");
  if (!isKv(e.STORE_CONFIG)) missing.push("STORE_CONFIG (KV)");
  if (!isKv(e.CACHE)) missing.push("CACHE (KV)");
  if (typeof e.COOKIE_SECRET !== "string" || e.COOKIE_SECRET.length < COOKIE_SECRET_MIN_LENGTH) {
    missing.push(`COOKIE_SECRET (a secret of at least ${COOKIE_SECRET_MIN_LENGTH} characters: wrangler secret put COOKIE_SECRET)`);
  }
  if (missing.length > 0) throw new MissingBindingError(missing);
  checked.add(e);
}
