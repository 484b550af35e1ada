import { Hono } from "hono";
import { z } from "zod";
import { LOCATION_SEARCH } from "../../app/domain/constants";
import { parsePoint } from "../../app/domain/location";
import { STORES } from "../../app/domain/stores";
import { ApiError } from "../api-error";
import type { AppEnv } from "../env";
import { validQuery } from "../middleware/validate";
import { canonicalLocale, preferredLanguage } from "../services/accept-language";
import { CACHE_POLICY, cacheAside } from "../services/kv-cache";
import { locationsByName, locationsByPoint, type LocationItem } from "../services/locations";
import { QueryBoolean, RowsParam, ShstoreParam, UnitParam } from "./params";

const MAX_RADIUS = 12_500;

export const LocationsQuerySchema = z
  .object({
    q: z.string().trim().min(1, "must be at least 1 character").max(100, "must be at most 100 characters").optional(),
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
      .pipe(z.number().positive("must be a positive number").max(MAX_RADIUS, `must be at most ${MAX_RADIUS}`))
      .optional(),
    ipDetect: QueryBoolean.optional(),
    unit: UnitParam.default("mi" as never),
    shstore: ShstoreParam.optional(),
    rows: RowsParam(50, LOCATION_SEARCH.rows),
    nocache: QueryBoolean.optional(),
    sort: z
      .string()
      .transform((v) => v.trim().toLowerCase().replace(/\s+/g, " "))
      .pipe(z.enum(["population desc", "population", "distance asc", "distance"], { message: "must be 'population desc' or 'distance asc'" }))
      .optional(),
  })
  .superRefine((q, ctx) => {
    const modes = [q.q !== undefined, q.point !== undefined, q.ipDetect === true].filter(Boolean).length;
    if (modes === 0) ctx.addIssue({ code: "custom", path: ["q"], message: "is required unless point or ipDetect=true is given" });
    if (modes > 1) ctx.addIssue({ code: "custom", path: ["q"], message: "give one of q, point or ipDetect=true" });
    if (q.sort?.startsWith("distance") && q.point === undefined && q.ipDetect !== true) {
      ctx.addIssue({ code: "custom", path: ["sort"], message: "distance needs point or ipDetect" });
    }
    if (q.sort?.startsWith("population") && (q.point !== undefined || q.ipDetect === true)) {
      ctx.addIssue({ code: "custom", path: ["sort"], message: "searches by point are sorted by distance" });
    }
  });

/** GET /bfx-content/api/search/locations/v3 (spec §7, §9 "Location search"). */
export const locations = new Hono<AppEnv>().get("/", validQuery(LocationsQuerySchema), async (c) => {
  const query = c.req.valid("query");
  const log = c.var.log;
  const storeId = query.shstore ?? c.get("storeId");
  // The whole tag: Hong Kong's and Taiwan's Chinese name places unlike the mainland's (zh-HK 香港, 台灣).
  const language = canonicalLocale(preferredLanguage(c.req.header("accept-language"), STORES[storeId].defaultLocale), STORES[storeId].defaultLocale);
  const rows = query.rows;

  let point = query.point;
  if (query.ipDetect) {
    const cf = (c.req.raw as Request & { cf?: IncomingRequestCfProperties }).cf;
    const lat = Number(cf?.latitude);
    const lon = Number(cf?.longitude);
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) {
      log("info", "locations.ip_unknown", {});
      return c.json({ locations: [] as LocationItem[] });
    }
    point = { latitude: lat, longitude: lon };
  }

  const radius = query.radius ?? LOCATION_SEARCH.pointRadius;
  const key = point
    ? `loc:v2:pt:${point.latitude.toFixed(3)},${point.longitude.toFixed(3)}:${radius}:${query.unit}:${rows}:${language}`
    : `loc:v2:q:${encodeURIComponent((query.q ?? "").toLowerCase())}:${rows}:${language}`;
  const load = () =>
    point
      ? locationsByPoint(c.env.DB, point, radius, query.unit, rows, language)
      : locationsByName(c.env.DB, query.q ?? "", rows, language);

  try {
    const result = await cacheAside(c.env.CACHE, key, load, {
      ...CACHE_POLICY.LOCATIONS,
      bypass: query.nocache === true,
      log,
    });
    c.header("x-cache", result.status);
    if (result.status === "stale") c.header("warning", '110 - "Response is stale"');
    return c.json({ locations: result.value });
  } catch (err) {
    log("error", "locations.failed", { message: (err as Error).message });
    throw new ApiError("UNAVAILABLE", "Locations cannot be searched right now; please try again.");
  }
});
