import { Hono } from "hono";
import { clientAddressOf } from "../../app/domain/client-address";
import { sha256Hex } from "../services/digest";
import { normalizeSearchText } from "../../app/domain/search-text";
import { STORES } from "../../app/domain/stores";
import { SuggestQuerySchema, type SuggestResponse } from "../../app/lib/bff-contract";
import { ApiError } from "../api-error";
import type { AppEnv } from "../env";
import { validQuery } from "../middleware/validate";
import type { Area } from "../services/area-condition";
import { CACHE_POLICY, cacheAside } from "../services/kv-cache";
import { readerLanguage } from "../services/accept-language";
import { cityCenter } from "../services/locations";
import { cachedStoreConfig } from "../services/store-config";
import { countPopularSearch } from "../services/popular-searches";
import { suggest } from "../services/suggest";

/** Start of "today" for the fan: the current instant moved to local midnight by their offset. */
function startOfFanDay(now: number, offsetMinutes: number | undefined): number {
  if (offsetMinutes === undefined) return now;
  const local = now - offsetMinutes * 60_000;
  return local - (local % 86_400_000) + offsetMinutes * 60_000;
}

/** GET /bfx-content/api/search/suggest/v3 (spec §3, §7). */
export const suggestRoute = new Hono<AppEnv>().get("/", validQuery(SuggestQuerySchema), async (c) => {
  const q = c.req.valid("query");
  const log = c.var.log;
  const storeId = q.shstore ?? c.get("storeId");
  const store = await cachedStoreConfig(c.env.STORE_CONFIG, storeId, c.env.STORE_CONFIG_CACHE_SECONDS);

  // point and radius rank the fan's surroundings first; geoId narrows to a city (or around it).
  const near: Area | null = q.point ? { ...q.point, radius: q.radius } : null;
  let area: Area | null = null;
  let geoId: number | null = null;
  if (q.geoId !== undefined) {
    if (q.geoExpansion) {
      const city = await cityCenter(c.var.catalogDb, q.geoId);
      if (!city) throw new ApiError("BAD_REQUEST", "geoId: no such city");
      area = { latitude: city.latitude, longitude: city.longitude, radius: q.radius };
    } else {
      geoId = q.geoId;
    }
  }
  // The day starts at the fan's midnight; cache keys move with the hour, not the millisecond.
  const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const from = startOfFanDay(hour, q.timeZoneOffsetInMinutes);
  const request = {
    term: q.term,
    perfRows: q.perfRows,
    eventRows: 10,
    venueRows: 5,
    popularRows: 5,
    minAvailableTickets: q.minAvailableTickets,
    includeNoneventEntities: q.includeNoneventEntities,
    enablePopular: q.enablePopular,
    withEventCount: q.withEventCount,
    from,
    storeCountry: store.siteCountry,
    near,
    area,
    geoId,
    // The reader's language, as the location search reads it: venues' cities are named in it.
    language: readerLanguage(c.req.header("accept-language"), STORES[storeId].defaultLocale),
  };
  const key = `sug:v2:${await sha256Hex(JSON.stringify({ ...request, term: normalizeSearchText(q.term), storeId }))}`;
  try {
    const result = await cacheAside(c.env.CACHE, key, () => suggest(c.var.catalogDb, request), {
      ...CACHE_POLICY.SUGGEST,
      ttlSeconds: store.suggestCacheTtlSeconds,
      log,
    });
    c.header("x-cache", result.status);
    // Popular searches count the name shown, once per client and window (docs/decisions/020).
    const shown = result.value.performers[0]?.name ?? result.value.events[0]?.performers[0]?.name ?? null;
    c.executionCtx.waitUntil(
      countPopularSearch(c.env.CACHE, c.var.catalogDb, { shown, client: clientAddressOf(c.req.raw), now: Date.now() }, log).catch(
        (err: Error) => log("warn", "query_log.write_failed", { message: err.message }),
      ),
    );
    if (result.status === "stale") c.header("warning", '110 - "Response is stale"');
    // The term as the fan typed it (trimmed): the client applies results only when it matches.
    const answer: SuggestResponse = { ...result.value, searchTerm: q.term };
    return c.json(answer);
  } catch (err) {
    log("error", "suggest.failed", { message: (err as Error).message });
    throw new ApiError("UNAVAILABLE", "Suggestions are not available right now.");
  }
});
