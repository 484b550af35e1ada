import type { ParsedAddress } from "../domain/address";
import type { Components, SiteNav } from "../domain/content";
import type { ReferenceRates } from "../domain/exchange-rates";
import type { CatalogReader } from "./catalog";
import type { LocationResult } from "../domain/location-filter";
import type { Preferences } from "./preferences.server";
import type { AccountServices, SessionInfo } from "./session";
import type { AccountDataServices } from "./account-data";
import type { StoreConfig } from "../domain/store-config";
import type { Logger } from "./log";

/**
 * What the worker resolves once per request and hands to every Remix loader
 * as `context.storefront` (STYLE §3: locale, store and currency resolved once).
 */
export interface StorefrontContext {
  requestId: string;
  /** The request's structured logger (one JSON line per event, with the request id). */
  log: Logger;
  /** The request's time (ms since the epoch): "upcoming", "today" and expiry are relative to it. */
  now: number;
  /** The brand this store shows (spec §3 common.useAltBrand picks altBrandName). */
  brand: string;
  /** A site path formatted for this request's language and store (spec §2.1, SEO slug in the page's language). */
  link(path: string): string;
  /**
   * This site's origin for absolute addresses (canonical, hreflang, the page cache's key): the
   * store's first configured host over https; the request's own only on a local development host
   * (domain/hreflang.ts pageOrigin). Never the Host header of a public request.
   */
  origin: string;
  /** CSP nonce for this HTML response (entry.server puts it on every script). */
  nonce: string;
  store: StoreConfig;
  /** The site locale of this request: the address's language, else the store default. */
  locale: string;
  /** Languages (two letters) this store offers; the address parser needs them. */
  supportedLanguages: readonly string[];
  /** The document address (a `.data` request is mapped back to its page). */
  address: ParsedAddress;
  /** The fan's IANA time zone (request.cf.timezone), else the store's: 'today' is the fan's day. */
  timeZone: string;
  /** The visitor's country by IP (request.cf.country), when known. */
  ipCountry: string | null;
  /** The saved preferences (signed cookies SH6_USER_PREF and selectedCurrencyCode), read once per request. */
  preferences: Preferences;
  /** Secrets that sign (first) and verify the preference cookies. */
  cookieSecrets: readonly string[];
  /** The server-side session named by the session cookie, when it is valid; null: a guest (signed out). */
  session: SessionInfo | null;
  /**
   * True when the cookie's session could not be read (D1 failed or missed the session read's
   * deadline): `session` is null so public pages go on signed out, and the signed-in area answers
   * its 503 ("try again") instead of sending a signed-in fan to sign in. Absent: it was read.
   */
  sessionUnreadable?: boolean;
  /** The request is on HTTPS (cookies get Secure and the __Host- prefix); plain http only on localhost. */
  secureTransport: boolean;
  /**
   * The visitor's address for per-address limits: CF-Connecting-IP where Cloudflare's edge sets it
   * (non-local hosts), IPv6 by its /64; null on local development hosts and when absent or not an
   * address (app/domain/client-address.ts). Null means no per-address count, never a shared bucket.
   */
  clientIp: string | null;
  /** What loaders read, implemented by the worker (routes never import worker/*). */
  services: StorefrontServices;
  /**
   * What the render reports back to the worker: `degraded` when the page stands without its
   * content (the catalog could not be read, ADR 015), so the edge page cache keeps it only briefly
   * and answers with a good copy instead while it has one (ADR 017).
   */
  outcome: { degraded: boolean };
}

/** Header content of spec §3: the subCatNav lists and the multi-layer discovery menu. */
export interface HeaderContent {
  subCatNav: Components["subCatNav"];
  discovery: SiteNav["discovery"];
}

export interface StorefrontServices {
  /**
   * subCatNav and the discovery menu through the content cache (TTL per store, default 900 s).
   * Never throws: a failing document is logged and left out (spec §8).
   */
  headerContent(): Promise<HeaderContent>;
  /**
   * Places whose name starts with `text` (locations/v3 by q: most populous first), named in
   * `language`; for resolving a pbG name. Throws when the catalog cannot answer.
   */
  locations(text: string, language: string): Promise<LocationResult[]>;
  /** Accounts, sessions and rate limits in D1. */
  accounts: AccountServices;
  /** The signed-in fan's own rows (orders, listings, sales…) and the guest order lookup, in D1. */
  accountData: AccountDataServices;
  /** The catalog in D1: events, performers, venues, categories, cities. */
  catalog: CatalogReader;
  /**
   * The exchange-rate reference table (units per 1 EUR) of the currency BFF, read once per
   * request: KV-cached ECB file, else the bundled dated snapshot (docs/decisions/005).
   */
  exchangeRates(): Promise<ReferenceRates>;
  /**
   * Every store's configuration (KV, cached per isolate like the request's own), for the hreflang
   * alternates; a store whose document is missing or invalid counts with its defaults.
   */
  storeConfigs(): Promise<readonly StoreConfig[]>;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    storefront: StorefrontContext;
  }
}
