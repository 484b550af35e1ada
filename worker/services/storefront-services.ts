import type { D1Reader } from "./d1-sessions";
import type { StoreConfig } from "../../app/domain/store-config";
import type { CatalogReader } from "../../app/lib/catalog";
import type { HeaderContent, StorefrontServices } from "../../app/lib/storefront-context";
import type { Bindings } from "../env";
import { cachedContent, type ContentSources } from "./content";
import { loadReferenceRates } from "./exchange-rates";
import { createCatalogReader } from "./listings";
import { locationsByName } from "./locations";
import { createAccountServices } from "./accounts";
import { createAccountData } from "./account-data";
import { LOCATION_SEARCH } from "../../app/domain/constants";
import { STORE_IDS } from "../../app/domain/stores";
import { cachedStoreConfig } from "./store-config";
import { withListingMemo } from "./listing-memo";
import { MEMO_POLICY, memoTtlMs, stampVersion, timedMemo } from "../../app/domain/isolate-memo";
import { withSearchCache } from "./search-cache";
import type { Logger } from "../../app/lib/log";
import { withTimeout } from "./timeout";

/** The isolate's copies of each store's header content (a degraded copy too: an outage is not asked again per page). */
const headerContents = timedMemo<HeaderContent>(MEMO_POLICY.headerContent);

/** Both header documents; each degrades on its own: a failing site-nav still leaves subCatNav (spec §8). */
async function loadHeaderContent(env: ContentSources, store: StoreConfig, log: Logger): Promise<HeaderContent> {
  const [components, siteNav] = await Promise.all([
    cachedContent(env, store, "components", log).then(
      (r) => r.value.subCatNav,
      (err: Error) => {
        log("error", "content.failed", { document: "components", message: err.message });
        return {};
      },
    ),
    cachedContent(env, store, "site-nav", log).then(
      (r) => r.value.discovery,
      (err: Error) => {
        log("error", "content.failed", { document: "site-nav", message: err.message });
        return [];
      },
    ),
  ]);
  return { subCatNav: components, discovery: siteNav };
}

/** The request's sessions of D1 (worker/middleware/d1-sessions.ts). */
export interface RequestDatabases {
  /** The catalog's reads: any replica. */
  catalog: D1Reader;
  /** The fan's own rows: read-your-writes. */
  account: D1Reader;
}

/** The services a request's loaders may use, bound to its store. */
export function createStorefrontServices(
  env: Bindings,
  store: StoreConfig,
  log: Logger,
  db: RequestDatabases = { catalog: env.DB, account: env.DB },
  /** The request has no signed-in session: its event pages' listings may come from the isolate's memo. */
  { guest = false }: { guest?: boolean } = {},
): StorefrontServices {
  // One table per request however many loaders ask (root, page).
  let rates: ReturnType<StorefrontServices["exchangeRates"]> | undefined;
  let configs: ReturnType<StorefrontServices["storeConfigs"]> | undefined;
  const placesByName = new Map<string, ReturnType<StorefrontServices["locations"]>>();
  return {
    headerContent(): Promise<HeaderContent> {
      // Every page's header reads the same two documents: one copy per isolate for a few seconds
      // (the store configuration's own memo time) instead of two KV reads and JSON parses per page,
      // stamped with its version for the memos the pages build from it.
      return headerContents.get(String(store.shstoreId), async () => stampVersion(await loadHeaderContent({ ...env, DB: db.catalog }, store, log)), {
        now: Date.now(),
        ttlMs: memoTtlMs(env.STORE_CONFIG_CACHE_SECONDS, MEMO_POLICY.headerContent),
      });
    },
    locations(text, language) {
      // The root loader (the header's suggest place) and the page's filters resolve the same pbG.
      const key = JSON.stringify([text, language]);
      let found = placesByName.get(key);
      if (!found) {
        found = withTimeout(locationsByName(db.catalog, text, LOCATION_SEARCH.rows, language), CATALOG_READ_TIMEOUT_MS, "locations by name");
        placesByName.set(key, found);
      }
      return found;
    },
    catalog: withListingMemo(guardCatalog(withSearchCache(createCatalogReader(db.catalog), env.CACHE, log), log), memoTtlMs(env.LISTING_CACHE_SECONDS, MEMO_POLICY.listing), { guest }),
    accounts: createAccountServices(db.account),
    accountData: createAccountData(db.account),
    storeConfigs() {
      // Each configuration carries its version (cachedStoreConfig): what pages build from the list
      // once per isolate (the hreflang sets) is keyed by versionOfAll(list), not by the list object.
      configs ??= Promise.all(
        STORE_IDS.map((id) => (id === store.shstoreId ? store : cachedStoreConfig(env.STORE_CONFIG, id, env.STORE_CONFIG_CACHE_SECONDS))),
      );
      return configs;
    },
    exchangeRates() {
      rates ??= loadReferenceRates(env.CACHE, env, log).then((loaded) => loaded.table);
      return rates;
    },
  };
}

/** Status of a page whose catalog read failed: the request was fine, the catalog is not there. */
export const CATALOG_UNAVAILABLE_STATUS = 503;

/**
 * Deadline of one catalog read (a page's events, an event, a pbG place). The demo catalog answers
 * in tens of milliseconds; past this D1 counts as down and the page degrades instead of hanging.
 */
export const CATALOG_READ_TIMEOUT_MS = 3_000;

/**
 * A catalog reader whose failures (D1 down, a missing table, no answer within
 * CATALOG_READ_TIMEOUT_MS) are logged with the request id and reach the loaders as a thrown 503
 * response: the storefront pages answer 200 with the header, menus and filters and say the events
 * cannot be shown right now (app/routes/storefront-page.tsx); other routes' error boundaries say
 * it with a 503. Never a 500 or a stack trace.
 */
export function guardCatalog(reader: CatalogReader, log: Logger): CatalogReader {
  const guarded = {} as Record<string, unknown>;
  for (const [method, read] of Object.entries(reader) as Array<[string, (...args: unknown[]) => Promise<unknown>]>) {
    guarded[method] = (...args: unknown[]) =>
      withTimeout(read.apply(reader, args), CATALOG_READ_TIMEOUT_MS, `catalog ${method}`).catch((err: unknown) => {
        log("error", "catalog.failed", { method, message: err instanceof Error ? err.message : String(err) });
        throw new Response("The event catalog is unavailable; please try again in a moment.", {
          status: CATALOG_UNAVAILABLE_STATUS,
          headers: { "content-type": "text/plain; charset=utf-8" },
        });
      });
  }
  return guarded as unknown as CatalogReader;
}
