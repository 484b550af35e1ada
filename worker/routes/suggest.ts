import { Hono } from "hono";
import { sha256Hex } from "../services/digest";
import { z } from "zod";
import { SEARCH_MAX_LENGTH, SUGGEST_DEFAULTS } from "../../app/domain/constants";
import { parsePoint } from "../../app/domain/location";
import { normalizeSearchText } from "../../app/domain/search-text";
import { ApiError } from "../api-error";
import type { AppEnv } from "../env";
import { validQuery } from "../middleware/validate";
import { CACHE_POLICY, cacheAside } from "../services/kv-cache";
import { cityCenter } from "../services/locations";
import { cachedStoreConfig } from "../services/store-config";
import { recordSearch, suggest } from "../services/suggest";
import { QueryBoolean, RowsParam, ShstoreParam } from "./params";

/** entityList is accepted for compatibility and forced to these (spec §7). */
export const SUGGEST_ENTITY_LIST = "event,performer,venue";

export const SuggestQuerySchema = z.object({
  term: z
    .string()
    .max(SEARCH_MAX_LENGTH, `must be at most ${SEARCH_MAX_LENGTH} characters`)
    .transform((t) => t.trim())
    .pipe(z.string().min(1, "must not be empty")),
  sort: z
    .string()
    .regex(/^[A-Za-z ,_]{1,100}$/, "must be a sort expression such as 'popularity desc'")
    .optional(),
  perfRows: RowsParam(50, SUGGEST_DEFAULTS.perfRows),
  entityList: z.string().regex(/^[A-Za-z_, ]{0,100}$/, "must list entity names").optional(),
  minAvailableTickets: z
    .string()
    .regex(/^\d{1,7}$/, "must be a whole number, 0 or more")
    .transform(Number)
    .default("0" as never),
  includeNoneventEntities: QueryBoolean.default("true" as never),
  shstore: ShstoreParam.optional(),
  point: z
    .string()
    .transform((v, ctx) => {
      const p = parsePoint(v);
      if (!p) {
        ctx.addIssue({ code: "custom", message: 'must be "latitude,longitude" within ±90 and ±180' });
        return z.NEVER;
      }
      return p;
    })
    .optional(),
  radius: z
    .string()
    .regex(/^\d+(\.\d+)?$/, "must be a positive number")
    .transform(Number)
    .pipe(z.number().positive("must be a positive number").max(12_500, "must be at most 12500"))
    .default(String(SUGGEST_DEFAULTS.radius) as never),
  lang: z.string().regex(/^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/i, "must be a language tag such as en-US").optional(),
  geoId: z.string().regex(/^\d{1,12}$/, "must be a GeoNames id").transform(Number).optional(),
  geoExpansion: QueryBoolean.default("false" as never),
  timeZoneOffsetInMinutes: z
    .string()
    .regex(/^-?\d{1,4}$/, "must be whole minutes")
    .transform(Number)
    .pipe(z.number().min(-840, "must be at least -840").max(840, "must be at most 840"))
    .optional(),
  withEventCount: QueryBoolean.default("false" as never),
  enablePopular: QueryBoolean.default("true" as never),
});

export type SuggestQuery = z.infer<typeof SuggestQuerySchema>;

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

  let area: { latitude: number; longitude: number; radius: number } | null = q.point ? { ...q.point, radius: q.radius } : null;
  let geoId: number | null = null;
  if (q.geoId !== undefined) {
    if (q.geoExpansion) {
      const city = await cityCenter(c.env.DB, q.geoId);
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
    area,
    geoId,
  };
  const key = `sug:v1:${await sha256Hex(JSON.stringify({ ...request, term: normalizeSearchText(q.term), storeId }))}`;
  try {
    const result = await cacheAside(c.env.CACHE, key, () => suggest(c.env.DB, request), {
      ...CACHE_POLICY.SUGGEST,
      ttlSeconds: store.suggestCacheTtlSeconds,
      log,
    });
    c.header("x-cache", result.status);
    const shown = result.value.performers[0]?.name ?? result.value.events[0]?.performers[0]?.name;
    if (shown && (result.status === "miss" || result.status === "bypass")) {
      c.executionCtx.waitUntil(
        recordSearch(c.env.DB, shown, Date.now()).catch((err: Error) => log("warn", "query_log.write_failed", { message: err.message })),
      );
    }
    if (result.status === "stale") c.header("warning", '110 - "Response is stale"');
    // The term as the fan typed it (trimmed): the client applies results only when it matches.
    return c.json({ ...result.value, searchTerm: q.term });
  } catch (err) {
    log("error", "suggest.failed", { message: (err as Error).message });
    throw new ApiError("UNAVAILABLE", "Suggestions are not available right now.");
  }
});
