import { createMiddleware } from "hono/factory";
import { parseAddress } from "../../app/domain/address";
import { pageOrigin } from "../../app/domain/hreflang";
import { resolveLocale, storeLanguages } from "../../app/domain/locale-resolution";
import { resolveStoreId } from "../../app/domain/store-resolution";
import { isStoreId, type StoreId } from "../../app/domain/stores";
import { formatLink } from "../../app/lib/format-link";
import { assertBindings, type AppEnv } from "../env";
import { cachedHostMap, cachedStoreConfig, DEFAULT_HOST_MAP } from "../services/store-config";

function defaultStoreId(value: string | undefined): StoreId {
  const n = Number(value ?? "1");
  return isStoreId(n) ? n : 1;
}

/**
 * Every request: checks the bindings (a missing one fails here, with its name) and resolves the
 * host to its store through the host index (KV, memoized per isolate). Sets `c.var.storeId`.
 */
export const storeId = createMiddleware<AppEnv>(async (c, next) => {
  assertBindings(c.env);
  const hostMap = await cachedHostMap(c.env.STORE_CONFIG, c.env.STORE_CONFIG_CACHE_SECONDS);
  c.set(
    "storeId",
    resolveStoreId(new URL(c.req.url).host, {
      hostMap,
      defaultHostMap: DEFAULT_HOST_MAP,
      defaultStoreId: defaultStoreId(c.env.DEFAULT_STORE_ID),
    }),
  );
  await next();
});

/**
 * The address a request is about: a single-fetch data request (`/x/y.data`,
 * `/_root.data`) stands for the page at `/x/y/` or `/`.
 */
export function documentUrl(url: URL): URL {
  if (!url.pathname.endsWith(".data")) return url;
  const u = new URL(url);
  u.pathname = u.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  u.searchParams.delete("_routes");
  return u;
}

/**
 * Pages: the store's configuration and what follows from it and the address — the languages,
 * the parsed document address, the locale, the brand and the link formatter of the page's
 * language, the site's origin. Sets `c.var.store`, `supportedLanguages`, `address`, `locale`,
 * `brand`, `link`, `origin`.
 */
export const store = createMiddleware<AppEnv>(async (c, next) => {
  const config = await cachedStoreConfig(c.env.STORE_CONFIG, c.var.storeId, c.env.STORE_CONFIG_CACHE_SECONDS);
  const supportedLanguages = storeLanguages(config);
  const address = parseAddress(documentUrl(new URL(c.req.url)), { supportedLanguages });
  const locale = resolveLocale(address.language, config);
  const linkOptions = { currentLocale: locale, defaultLocale: config.defaultLocale, supportedLanguages };
  c.set("store", config);
  c.set("supportedLanguages", supportedLanguages);
  c.set("address", address);
  c.set("locale", locale);
  c.set("brand", config.featureFlags["common.useAltBrand"] ? config.altBrandName : config.brandName);
  c.set("link", (path) => formatLink(path, linkOptions));
  c.set("origin", pageOrigin(address, config));
  await next();
});
