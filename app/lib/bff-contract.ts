/**
 * The BFF's contract for suggest and locations (spec §7; docs/bff-api.md): the request schemas
 * the Hono routes validate with (worker/routes/suggest.ts, locations.ts), the query-parameter
 * types shared by every route, and the answers the worker sends and the browser reads.
 *
 * Server-side at run time: the routes parse with these schemas. Browser code imports TYPES only
 * from here (`import type`), so zod stays out of the client bundle (tests/integration/client-budget).
 */
import { z } from "zod";
import { LOCATION_SEARCH, SEARCH_MAX_LENGTH, SUGGEST_DEFAULTS } from "../domain/constants";
import { parsePoint } from "../domain/location";
import { isStoreId } from "../domain/stores";

export type { SuggestEvent, SuggestPerformer, SuggestResponse, SuggestVenue } from "../domain/suggest-response";

// ── Query parameters shared by the routes ─────────────────────────────────────────────────

// Defaults are `prefault`: zod 4 hands a `default` back as it is, unparsed, so a default of "false"
// was the string "false" — truthy — and geoExpansion and withEventCount were on unless asked off.

/** Query-string booleans: true, false, 1, 0 (any case); anything else is refused. */
export const QueryBoolean = z
  .string()
  .regex(/^(true|false|1|0)$/i, "must be true or false")
  .transform((v) => v === "1" || v.toLowerCase() === "true");

/** shstore: a store id of spec §3 (1–28 without 25). */
export const ShstoreParam = z
  .string()
  .regex(/^\d{1,3}$/, "must be a store id")
  .transform(Number)
  .refine(isStoreId, "is not a store (1–28, there is no store 25)");

export const UnitParam = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(["mi", "miles", "km", "kilometers"], { message: "must be mi or km" }))
  .transform((v) => (v.startsWith("k") ? "km" : "mi") as "mi" | "km");

export const RowsParam = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^-?\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1, "must be at least 1").max(max, `must be at most ${max}`))
    .prefault(String(fallback));

/** point: "latitude,longitude" (spec §7 suggest and locations). */
export const PointParam = z.string().transform((v, ctx) => {
  const p = parsePoint(v);
  if (!p) {
    ctx.addIssue({ code: "custom", message: 'must be "latitude,longitude" within ±90 and ±180' });
    return z.NEVER;
  }
  return p;
});

/** The widest radius either call accepts. */
const MAX_RADIUS = 12_500;

/** radius around point, a positive number up to MAX_RADIUS (miles for suggest; `unit` for locations). */
export const RadiusParam = z
  .string()
  .regex(/^\d+(\.\d+)?$/, "must be a positive number")
  .transform(Number)
  .pipe(z.number().positive("must be a positive number").max(MAX_RADIUS, `must be at most ${MAX_RADIUS}`));

// ── GET /bfx-content/api/search/suggest/v3 (spec §3, §7) ──────────────────────────────────

/** entityList is accepted for compatibility and forced to these (spec §7). */
export const SUGGEST_ENTITY_LIST = "event,performer,venue";

/**
 * The sorts suggest accepts, folded (case, spaces): spellings of its one order, spec §7
 * "popularity descending, then event local date ascending".
 */
export const SUGGEST_SORTS = ["popularity desc", "popularity", "popularity desc,eventdatelocal asc", "popularity desc,eventdatelocal"] as const;

export const SuggestQuerySchema = z.object({
  term: z
    .string()
    .max(SEARCH_MAX_LENGTH, `must be at most ${SEARCH_MAX_LENGTH} characters`)
    .transform((t) => t.trim())
    .pipe(z.string().min(1, "must not be empty")),
  // The order is always spec §7's; a sort naming anything else is refused, not ignored.
  sort: z
    .string()
    .transform((v) => v.trim().toLowerCase().replace(/\s+/g, " ").replace(/ ?, ?/g, ","))
    .pipe(z.enum(SUGGEST_SORTS, { message: "must be 'popularity desc' or 'popularity desc,eventDateLocal asc'" }))
    .optional(),
  perfRows: RowsParam(50, SUGGEST_DEFAULTS.perfRows),
  entityList: z.string().regex(/^[A-Za-z_, ]{0,100}$/, "must list entity names").optional(),
  minAvailableTickets: z
    .string()
    .regex(/^\d{1,7}$/, "must be a whole number, 0 or more")
    .transform(Number)
    .prefault("0"),
  includeNoneventEntities: QueryBoolean.prefault("true"),
  shstore: ShstoreParam.optional(),
  point: PointParam.optional(),
  radius: RadiusParam.prefault(String(SUGGEST_DEFAULTS.radius)),
  lang: z.string().regex(/^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/i, "must be a language tag such as en-US").optional(),
  geoId: z.string().regex(/^\d{1,12}$/, "must be a GeoNames id").transform(Number).optional(),
  geoExpansion: QueryBoolean.prefault("false"),
  timeZoneOffsetInMinutes: z
    .string()
    .regex(/^-?\d{1,4}$/, "must be whole minutes")
    .transform(Number)
    .pipe(z.number().min(-840, "must be at least -840").max(840, "must be at most 840"))
    .optional(),
  withEventCount: QueryBoolean.prefault("false"),
  enablePopular: QueryBoolean.prefault("true"),
});

/** The suggest query as the route reads it (parsed). */
export type SuggestQuery = z.infer<typeof SuggestQuerySchema>;
/** The suggest query as a caller sends it (strings). */
export type SuggestQueryInput = z.input<typeof SuggestQuerySchema>;

// ── GET /bfx-content/api/search/locations/v3 (spec §7, §9 "Location search") ──────────────

export const LocationsQuerySchema = z
  .object({
    q: z.string().trim().min(1, "must be at least 1 character").max(100, "must be at most 100 characters").optional(),
    point: PointParam.optional(),
    radius: RadiusParam.optional(),
    ipDetect: QueryBoolean.optional(),
    unit: UnitParam.prefault("mi"),
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

/** The locations query as the route reads it (parsed). */
export type LocationsQuery = z.infer<typeof LocationsQuerySchema>;
/** The locations query as a caller sends it (strings). */
export type LocationsQueryInput = z.input<typeof LocationsQuerySchema>;

/** A location as the BFF answers it (spec §3 Location + what the display formats need). */
export interface LocationItem {
  geoNameId: number;
  postalCode: string | null;
  latitude: number;
  longitude: number;
  name: string;
  city: string;
  state: string;
  stateCode: string;
  country: string;
  countryCode: string;
  population: number;
  timeZone: string;
  /** Position in the answer, 0-based (spec §3 Location). */
  index: number;
  /** The location's key: its geoNameId as a string ('$0' is reserved for the fan's current location, client-side). */
  key: string;
  /** From the point asked, in the unit asked; only for searches by point. */
  distance?: number;
  displayName: { short: string; full: string };
}

/** The locations answer. */
export interface LocationsResponse {
  locations: LocationItem[];
}
