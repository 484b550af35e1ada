// Server only: the place a request applies (spec §4 "Location filter", §5 pbG): pbG from the
// address, else the one stored in SH6_USER_PREF. The listing pages' filters and the header's
// suggest area (root data) both ask it; the services answer the locations lookup once per request.
import { languageOf } from "../domain/address";
import { pickPbGLocation, PBG_QUERY_KEY, resolveLocationChoice, type UserLocation } from "../domain/location-filter";
import type { PageContext } from "./i18n.server";

/** Spec §4 location filter: pbG (under common.queryParams), else the stored place, for this request. */
function locationDecision(ctx: PageContext) {
  return resolveLocationChoice({
    pbG: new URLSearchParams(ctx.address.search).get(PBG_QUERY_KEY),
    stored: ctx.preferences.userPref.location?.value ?? null,
    queryParams: ctx.store.featureFlags["common.queryParams"] === true,
  });
}

/**
 * The location the page applies: pbG resolved through the locations search when it names a place
 * other than the stored one. A failing lookup is logged and the page lists everywhere (spec §8).
 * The header's suggest call asks it too (app/lib/root-data.server.ts); the services answer the
 * same lookup once per request.
 */
export async function chosenLocation(ctx: PageContext): Promise<UserLocation | null> {
  const decision = locationDecision(ctx);
  if (decision.kind === "none") return null;
  if (decision.kind === "location") return decision.location;
  try {
    const found = await ctx.services.locations(decision.searchText, languageOf(ctx.locale));
    return pickPbGLocation(decision.name, found) ?? decision.fallback;
  } catch (err) {
    ctx.log("error", "pbG.lookup_failed", { message: String(err) });
    return decision.fallback;
  }
}

/** The place already known without asking the catalog: pbG's stored fallback instead of a lookup. */
export async function knownLocation(ctx: PageContext): Promise<UserLocation | null> {
  const decision = locationDecision(ctx);
  return decision.kind === "none" ? null : decision.kind === "location" ? decision.location : decision.fallback;
}
