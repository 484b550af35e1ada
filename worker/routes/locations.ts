import { Hono } from "hono";
import { LOCATION_SEARCH } from "../../app/domain/constants";
import { normalizeSearchText } from "../../app/domain/search-text";
import { STORES } from "../../app/domain/stores";
import { LocationsQuerySchema, type LocationsResponse } from "../../app/lib/bff-contract";
import { ApiError } from "../api-error";
import type { AppEnv } from "../env";
import { validQuery } from "../middleware/validate";
import { readerLanguage } from "../services/accept-language";
import { sha256Hex } from "../services/digest";
import { CACHE_POLICY, cacheAside } from "../services/kv-cache";
import { locationsByName, locationsByPoint } from "../services/locations";

/** GET /bfx-content/api/search/locations/v3 (spec §7, §9 "Location search"). */
export const locations = new Hono<AppEnv>().get("/", validQuery(LocationsQuerySchema), async (c) => {
  const query = c.req.valid("query");
  const log = c.var.log;
  const storeId = query.shstore ?? c.get("storeId");
  const language = readerLanguage(c.req.header("accept-language"), STORES[storeId].defaultLocale);
  const rows = query.rows;

  let point = query.point;
  if (query.ipDetect) {
    const cf = (c.req.raw as Request & { cf?: IncomingRequestCfProperties }).cf;
    const lat = Number(cf?.latitude);
    const lon = Number(cf?.longitude);
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) {
      log("info", "locations.ip_unknown", {});
      const none: LocationsResponse = { locations: [] };
      return c.json(none);
    }
    point = { latitude: lat, longitude: lon };
  }

  const radius = query.radius ?? LOCATION_SEARCH.pointRadius;
  // v3: cities are named in the reader's language (ADR 018). A typed name is hashed, as suggest's
  // and search's keys are: encoded, a long CJK query passed KV's 512-byte key limit and was never cached.
  const key = point
    ? `loc:v3:pt:${point.latitude.toFixed(3)},${point.longitude.toFixed(3)}:${radius}:${query.unit}:${rows}:${language}`
    : `loc:v3:q:${await sha256Hex(normalizeSearchText(query.q ?? ""))}:${rows}:${language}`;
  const load = () =>
    point
      ? locationsByPoint(c.var.catalogDb, point, radius, query.unit, rows, language)
      : locationsByName(c.var.catalogDb, query.q ?? "", rows, language);

  try {
    const result = await cacheAside(c.env.CACHE, key, load, {
      ...CACHE_POLICY.LOCATIONS,
      bypass: query.nocache === true,
      log,
    });
    c.header("x-cache", result.status);
    if (result.status === "stale") c.header("warning", '110 - "Response is stale"');
    const answer: LocationsResponse = { locations: result.value };
    return c.json(answer);
  } catch (err) {
    log("error", "locations.failed", { message: (err as Error).message });
    throw new ApiError("UNAVAILABLE", "Locations cannot be searched right now; please try again.");
  }
});
