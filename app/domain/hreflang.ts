// hreflang alternates: the same page on every country site in that country's own
// languages, plus x-default. Pure: the caller passes the stores' configurations and the origin
// this request was served on. Why native languages only: docs/decisions/014.
import { formatAddress, languageOf } from "./address";
import { isLocalDevelopmentHost } from "./sign-in-state";
import type { CategoryKey } from "./categories";
import { categoryPath, type StoreConfig } from "./store-config";
import { STORES, type StoreId } from "./stores";

/** The store x-default points at: the default site (store 1, www). */
export const X_DEFAULT_STORE: StoreId = 1;

/** What a page is, independently of store and language. */
export type AlternatePage =
  | { kind: "home" }
  | { kind: "search"; query: string }
  | { kind: "category"; key: CategoryKey }
  /** A catalogue page (performer, venue, grouping, geography, event): the same path on every site. */
  | { kind: "entity"; path: string; localize?: (path: string, locale: string) => string };

export interface Alternate {
  /** A BCP-47 tag ("fr-CA") or "x-default". */
  hreflang: string;
  /** Absolute address. */
  href: string;
}

/**
 * The address of `page` on `store` in `locale` (path and query), or null when the store does not
 * offer it (a category the site lacks).
 * @example alternatePath({ kind: "category", key: "concerts" }, caConfig, "fr-CA") // "/billets-concert/fr/category/1/"
 */
export function alternatePath(page: AlternatePage, store: StoreConfig, locale: string): string | null {
  let path: string | null;
  switch (page.kind) {
    case "home":
      path = "/";
      break;
    case "search":
      path = "/find/s/";
      break;
    case "category":
      path = categoryPath(store, locale, page.key);
      break;
    case "entity":
      path = page.localize ? page.localize(page.path, locale) : page.path;
      break;
  }
  if (path === null) return null;
  const formatted = formatAddress(path, {
    currentLocale: locale,
    defaultLocale: store.defaultLocale,
    supportedLanguages: store.supportedLocales.map((l) => languageOf(l.locale)),
  });
  return page.kind === "search" ? `${formatted}?${new URLSearchParams({ q: page.query })}` : formatted;
}

/** A store's own languages that it offers (spec §3 store table), default first. */
export function nativeLocales(store: StoreConfig): string[] {
  const offered = new Set(store.supportedLocales.map((l) => l.locale));
  const native = STORES[store.shstoreId].nativeLocales.filter((locale) => offered.has(locale));
  return native.includes(store.defaultLocale) ? native : [store.defaultLocale, ...native];
}

/**
 * The hreflang set of a page: each store in each of its native languages, then x-default (the
 * default site). `origin(store)` is the site's address ("https://de.stagefront.example"); the
 * current store passes the request's. Every page of a kind gets the same set, so the links are
 * reciprocal; a tag appears once.
 * @example hreflangAlternates({ kind: "home" }, configs, originOf).find((a) => a.hreflang === "fr-CA")?.href // "https://ca.stagefront.example/fr/"
 */
export function hreflangAlternates(page: AlternatePage, stores: readonly StoreConfig[], origin: (store: StoreConfig) => string): Alternate[] {
  const alternates: Alternate[] = [];
  const seen = new Set<string>();
  let xDefault: string | null = null;
  for (const store of stores) {
    for (const locale of nativeLocales(store)) {
      const path = alternatePath(page, store, locale);
      if (path === null || seen.has(locale)) continue;
      seen.add(locale);
      alternates.push({ hreflang: locale, href: `${origin(store)}${path}` });
      if (store.shstoreId === X_DEFAULT_STORE && locale === store.defaultLocale) xDefault = `${origin(store)}${path}`;
    }
  }
  if (xDefault !== null) alternates.push({ hreflang: "x-default", href: xDefault });
  return alternates;
}

/**
 * A store's public origin: https and its first host name.
 * @example siteOrigin(defaultStoreConfig(3)) // "https://de.stagefront.example"
 */
export function siteOrigin(store: StoreConfig): string {
  return `https://${store.hostNames[0]}`;
}

/**
 * Each store's origin for the absolute addresses of a page served on `current`: its own is
 * `currentOrigin` (pageOrigin's answer for the request), every other store's its siteOrigin. The
 * pages' hreflang links and the sitemaps name the same addresses through it.
 * @example storeOrigins(defaultStoreConfig(1), "http://localhost:8787")(defaultStoreConfig(3)) // "https://de.stagefront.example"
 */
export function storeOrigins(current: Pick<StoreConfig, "shstoreId">, currentOrigin: string): (store: StoreConfig) => string {
  return (store) => (store.shstoreId === current.shstoreId ? currentOrigin : siteOrigin(store));
}

/**
 * The origin of a page's absolute addresses (canonical, hreflang): the store's own (siteOrigin),
 * never the Host header a request brought. Only a local development host (localhost, *.localhost,
 * loopback — what https-only.ts serves over plain http) uses the request's own, since no
 * configured name answers there. Why: docs/decisions/014.
 * @example pageOrigin({ protocol: "http:", host: "evil.example", hostname: "evil.example" }, defaultStoreConfig(3)) // "https://de.stagefront.example"
 */
export function pageOrigin(request: { protocol: string; host: string; hostname: string }, store: StoreConfig): string {
  return isLocalDevelopmentHost(request.hostname) ? `${request.protocol}//${request.host}` : siteOrigin(store);
}
