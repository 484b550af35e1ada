// What a page rendered for a fan without a session depends on, as the page models read it: the
// worker's edge page cache keys by this (docs/decisions/017). Kept beside the models' own
// readers — pbD/pbG under common.queryParams, the stored SH6_USER_PREF choices, the currency by
// spec §4's precedence — so a new input is added where the pages read it.
import { PBD_QUERY_KEY, todayIn } from "../domain/date-filter";
import { PBG_QUERY_KEY } from "../domain/location-filter";
import { cacheableQuery, type PageKeyInput } from "../domain/page-cache-key";
import { resolvePageCurrency } from "./currency.server";
import type { StorefrontContext } from "./storefront-context";

/** The parts of the key the request decides (the worker adds the versions). */
export type PageRequestKey = Omit<PageKeyInput, "contentVersion" | "catalogVersion">;

/**
 * The key input of a page request, or null when it cannot be keyed (a query too long or with too
 * many values). `path` and `search` are the request's own (a `.data` path and its `_routes`).
 * @example pageRequestKey(ctx, "/event/5/", "?utm_source=x", false)?.query // ""
 */
export function pageRequestKey(ctx: StorefrontContext, path: string, search: string, bot: boolean): PageRequestKey | null {
  const query = cacheableQuery(search, path.endsWith(".data"));
  if (query === null) return null;
  const params = new URLSearchParams(ctx.address.search);
  const fromAddress = ctx.store.featureFlags["common.queryParams"] === true;
  const storedDate = ctx.preferences.userPref.date?.value;
  const storedPlace = ctx.preferences.userPref.location?.value;
  // The address's pbD/pbG are in `query`; the stored choices apply where the address gives none.
  const dateChoice = fromAddress && params.has(PBD_QUERY_KEY) ? "address" : storedDate && storedDate.key !== "all-dates" ? JSON.stringify(storedDate) : null;
  const location = fromAddress && params.has(PBG_QUERY_KEY) ? "address" : storedPlace ? JSON.stringify(storedPlace) : null;
  return {
    origin: ctx.origin,
    path,
    query,
    storeId: ctx.store.shstoreId,
    locale: ctx.locale,
    dateChoice,
    today: todayIn(ctx.now, ctx.timeZone),
    timeZone: ctx.timeZone,
    location,
    currency: JSON.stringify(resolvePageCurrency(ctx)),
    bot,
  };
}
