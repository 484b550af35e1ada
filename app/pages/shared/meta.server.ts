// Server only: a page's meta (spec §2.1): its canonical address, its title on later pages of a
// list, and the hreflang alternates of its first page.
import { boundedMemo, MEMO_POLICY, versionOfAll } from "../../domain/isolate-memo";
import { hreflangAlternates, storeOrigins, type Alternate, type AlternatePage } from "../../domain/hreflang";
import { localizeSeoPath } from "../../domain/seo-slugs";
import type { StoreConfig } from "../../domain/store-config";
import type { PageMeta } from "../../components/pages/page-models";
import { fillPlaceholders as fill } from "../../components/ui/ui-labels";
import type { PageContext } from "../../lib/i18n.server";
import { formatCount } from "./event-format.server";

/** An address on this site: its origin (the store's host, never the request's: `ctx.origin`) before a path (and query). */
export function absoluteUrl(ctx: Pick<PageContext, "origin">, pathAndQuery: string): string {
  return `${ctx.origin}${pathAndQuery}`;
}

/** Absolute canonical address: this site, the path formatted for the locale, only `q`/`page` kept. */
export function canonical(ctx: Pick<PageContext, "origin">, path: string, query: Record<string, string>, pageNumber: number): string {
  const params = new URLSearchParams(query);
  if (pageNumber > 0) params.set("page", String(pageNumber + 1));
  const search = params.toString();
  return absoluteUrl(ctx, `${path}${search ? `?${search}` : ""}`);
}

/** " (page 2)" in the page's language on a list's later pages; "" on its first. */
export function pageSuffix(ctx: PageContext, pageNumber: number): string {
  return pageNumber > 0 ? fill(ctx.words.listing.pageSuffix, { page: formatCount(pageNumber + 1, ctx.locale) }) : "";
}

/** The page suffix before the title's last " | brand" part, else at its end. */
export function withPageInTitle(title: string, suffix: string): string {
  if (!suffix) return title;
  const bar = title.lastIndexOf(" | ");
  return bar === -1 ? `${title}${suffix}` : `${title.slice(0, bar)}${suffix}${title.slice(bar)}`;
}

/**
 * The page's meta with its hreflang set (every store in its own languages, and x-default), on a
 * list's first page; later pages are their own canonical and carry none. The set is secondary: if
 * the other stores' configurations cannot be read, the page goes out without it (logged).
 */
export async function withAlternates(ctx: PageContext, pageNumber: number, page: AlternatePage, meta: PageMeta): Promise<PageMeta> {
  if (pageNumber > 0) return meta;
  let stores: readonly StoreConfig[];
  try {
    stores = await ctx.services.storeConfigs();
  } catch (err) {
    ctx.log("error", "hreflang.stores_failed", { message: String(err) });
    return meta;
  }
  const own = ctx.origin;
  const build = () => hreflangAlternates(page, stores, storeOrigins(ctx.store, own));
  const set = setKey(page);
  if (set === null) return { ...meta, alternates: build() };
  const key = `${versionOfAll(stores)}|${ctx.store.shstoreId}|${own}|${set.key}`;
  return { ...meta, alternates: set.memo(key, build) };
}

/**
 * A page's hreflang set depends only on the store configurations (their versions), the page and
 * the site's own origin: built once per such set instead of formatting some forty addresses on
 * every request. Home and the category pages (MEMO_POLICY.hreflang), and the catalogue pages
 * (MEMO_POLICY.entityHreflang: their paths come from the catalog, a rush opens a few of them, and
 * they must not push home's sets out). A search page's query comes from the request: not kept.
 */
const alternateSets = boundedMemo<Alternate[]>(MEMO_POLICY.hreflang);
const entityAlternateSets = boundedMemo<Alternate[]>(MEMO_POLICY.entityHreflang);

/** The memo table and key part of a page's set, or null when it is built each time. */
function setKey(page: AlternatePage): { memo: typeof alternateSets; key: string } | null {
  switch (page.kind) {
    case "home":
      return { memo: alternateSets, key: "home" };
    case "category":
      return { memo: alternateSets, key: `category|${page.key}` };
    case "entity":
      // The key names the localizer: only the known pure one (or none) makes a set a function of the path.
      if (page.localize !== undefined && page.localize !== localizeSeoPath) return null;
      return { memo: entityAlternateSets, key: `entity|${page.localize ? "seo" : "as-is"}|${page.path}` };
    case "search":
      return null;
  }
}
