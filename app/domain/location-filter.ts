/**
 * The location filter, the filter bar's 'where' (spec §4 "Location filter", §3 "Location", §5
 * "Location search text needs at least 1 character", §8 "Location lookup failure", §9 "Location
 * search input debounce", "Geolocation", "Location search"), as a pure reducer.
 *
 * `reduceLocationFilter(state, event)` returns the next state and the effects the component
 * performs: starting the debounce timer, asking locations/v3, asking the browser for its
 * position, storing the chosen location, logging. Answers come back as events carrying what
 * they answer (the text searched, the lookup step), so a late answer is dropped, as the search
 * bar drops suggestions for a term no longer typed. Nothing here reads the clock, the DOM or
 * `navigator`.
 *
 * Runs in the browser: no zod. Answers of the BFF are checked by hand (`readLocationResults`).
 *
 * The current location ($0) resolves in up to three steps: the browser's position
 * ("geolocation"), the nearest city to it ("nearby", locations/v3 by point), and on any failure
 * of those two the IP-based lookup ("ipDetect"). The chosen current location is that city: its
 * name, id and coordinates, not the device's own coordinates, so that the same choice read back
 * from pbG (a name resolved through the locations search) gives the same point.
 */
import { GEOLOCATION, LOCATION_SEARCH, LOCATION_SEARCH_DEBOUNCE_MS } from "./constants";
import { formatLocation, type LocationFields } from "./location";
import { normalizeSearchText } from "./search-text";

/** Spec §3: "Key $0 means current location". */
export const CURRENT_LOCATION_KEY = "$0";
/** Spec §3: "'loading' is a placeholder". */
export const LOADING_KEY = "loading";
/** The address query that carries the chosen location's name (spec §4, under common.queryParams). */
export const PBG_QUERY_KEY = "pbG";

/** Longest location name kept (display names are 'city, state' or 'city, country'). */
export const LOCATION_NAME_MAX_LENGTH = 100;
/** Longest postal code kept (the longest in use are 10 characters; room for formatting). */
export const POSTAL_CODE_MAX_LENGTH = 20;
/** Longest search text sent: the locations/v3 BFF refuses a q over 100 characters. */
export const LOCATION_TEXT_MAX_LENGTH = 100;

/** Spec §8's internal text when the current location cannot be had; logged, never shown. */
export const CURRENT_LOCATION_FAILED_MESSAGE = "could not get user current location";
/** Spec §8's "internal message for unsupported geolocation" (its words are not given; ours). */
export const GEOLOCATION_UNSUPPORTED_MESSAGE = "geolocation is not supported by this browser";
/** Logged when a text search fails; nothing is shown (spec §8). */
export const LOCATION_SEARCH_FAILED_MESSAGE = "could not search locations";

/**
 * Options for navigator.geolocation.getCurrentPosition, in its own words (spec §9 "Geolocation:
 * timeout 5 s; cached position up to 15 days; low accuracy").
 */
export const GEOLOCATION_OPTIONS: Readonly<{ enableHighAccuracy: boolean; timeout: number; maximumAge: number }> = Object.freeze({
  enableHighAccuracy: GEOLOCATION.enableHighAccuracy,
  timeout: GEOLOCATION.timeoutMs,
  maximumAge: GEOLOCATION.maximumAgeMs,
});

/**
 * The fan's chosen location, as stored (SH6_USER_PREF's location field) and applied to listings.
 * `name` is the display name in the short format ('Austin, TX', 'München, Deutschland'): the
 * words the fan chose, shown on the filter, and the words pbG carries.
 */
export interface UserLocation {
  geoNameId: number;
  name: string;
  latitude: number;
  longitude: number;
  postalCode?: string;
}

/** One location of a locations/v3 answer (spec §3 Location), as far as the filter uses it. */
export interface LocationResult extends Partial<LocationFields> {
  geoNameId: number;
  /** The city's name. */
  name: string;
  latitude: number;
  longitude: number;
  postalCode?: string | null;
}

/** A row of the dropdown: $0 first, then search results; 'loading' while something resolves. */
export type LocationFilterItem =
  | { readonly kind: "current"; readonly key: typeof CURRENT_LOCATION_KEY; readonly index: number }
  | { readonly kind: "loading"; readonly key: typeof LOADING_KEY; readonly index: number }
  | { readonly kind: "location"; readonly key: string; readonly index: number; readonly label: string; readonly location: UserLocation };

/**
 * Where the search text stands: "debouncing" waits for the fan to pause, "searching" waits for
 * locations/v3, "loaded" and "failed" hold its answer for the current text.
 */
export type LocationSearchPhase = "idle" | "debouncing" | "searching" | "loaded" | "failed";

/** The current-location step awaited: the browser's position, the city near it, the IP lookup. */
export type LocatingStep = "geolocation" | "nearby" | "ipDetect";

/** Why the browser gave no position (GeolocationPositionError codes 1–3, or no API at all). */
export type GeolocationFailure = "unsupported" | "denied" | "unavailable" | "timeout";

export interface LocationFilterState {
  readonly open: boolean;
  /** The search field as typed (at most LOCATION_TEXT_MAX_LENGTH); searches use it trimmed. */
  readonly text: string;
  readonly search: LocationSearchPhase;
  /** The answer for the trimmed text, while `search` is "loaded". */
  readonly results: readonly UserLocation[];
  /** The current-location step under way, or null. */
  readonly locating: LocatingStep | null;
  /** The location applied to listings; null means everywhere. */
  readonly selected: UserLocation | null;
  /** The selected location came from $0 in this page's life: selecting $0 again just closes. */
  readonly selectedIsCurrent: boolean;
}

export type LocationFilterEvent =
  | { readonly type: "open" }
  /** Escape, a click outside, the close button. */
  | { readonly type: "close" }
  | { readonly type: "type"; readonly text: string }
  /** The debounce timer started for `text` ran out. */
  | { readonly type: "debounceElapsed"; readonly text: string }
  | { readonly type: "searchLoaded"; readonly text: string; readonly locations: readonly LocationResult[] }
  | { readonly type: "searchFailed"; readonly text: string }
  /** A row chosen (click or Enter): its key. */
  | { readonly type: "select"; readonly key: string }
  | { readonly type: "geolocated"; readonly latitude: number; readonly longitude: number }
  | { readonly type: "geolocationFailed"; readonly reason: GeolocationFailure }
  | { readonly type: "currentLocationLoaded"; readonly via: "nearby" | "ipDetect"; readonly locations: readonly LocationResult[] }
  | { readonly type: "currentLocationFailed"; readonly via: "nearby" | "ipDetect" }
  /** The page's location changed from outside (a navigation with another pbG, a loader). */
  | { readonly type: "sync"; readonly selected: UserLocation | null };

export type LocationFilterEffect =
  /** (Re)start the one debounce timer; when it runs out, dispatch debounceElapsed with `text`. */
  | { readonly type: "debounce"; readonly text: string; readonly ms: number }
  /** Ask locations/v3 with q = text; answer with searchLoaded or searchFailed. */
  | { readonly type: "search"; readonly text: string }
  /** navigator.geolocation.getCurrentPosition(…, options); answer with geolocated or geolocationFailed. */
  | { readonly type: "geolocate"; readonly options: typeof GEOLOCATION_OPTIONS }
  /** Ask locations/v3 by point; answer with currentLocationLoaded/Failed via "nearby". */
  | { readonly type: "searchNearby"; readonly latitude: number; readonly longitude: number }
  /** Ask locations/v3 with ipDetect=true; answer with currentLocationLoaded/Failed via "ipDetect". */
  | { readonly type: "ipDetect" }
  /** Apply the location: store it in SH6_USER_PREF and, under common.queryParams, put it in pbG. */
  | { readonly type: "setLocation"; readonly location: UserLocation }
  /** An internal text for the console or the log; never shown to the fan (spec §8). */
  | { readonly type: "log"; readonly message: string };

export interface LocationFilterStep {
  readonly state: LocationFilterState;
  readonly effects: readonly LocationFilterEffect[];
}

const NO_EFFECTS: readonly LocationFilterEffect[] = Object.freeze([]);

/**
 * The closed filter showing `selected` (from the cookie or pbG, through the loader).
 * @example initialLocationFilter(null).open // false
 */
export function initialLocationFilter(selected: UserLocation | null): LocationFilterState {
  return { open: false, text: "", search: "idle", results: [], locating: null, selected, selectedIsCurrent: false };
}

function hasControlCharacters(text: string): boolean {
  return /\p{Cc}/u.test(text);
}

function isLatitude(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= -90 && value <= 90;
}

function isLongitude(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= -180 && value <= 180;
}

function optionalText(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/**
 * A locations/v3 answer's locations, each checked by hand; malformed entries are left out and a
 * malformed answer gives none.
 * @example readLocationResults({ locations: [{ geoNameId: 1, name: "Austin", latitude: 30.3, longitude: -97.7 }, { name: 3 }] }).length // 1
 */
export function readLocationResults(body: unknown): LocationResult[] {
  const list = typeof body === "object" && body !== null ? (body as { locations?: unknown }).locations : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw: unknown): LocationResult[] => {
    if (typeof raw !== "object" || raw === null) return [];
    const r = raw as Record<string, unknown>;
    if (typeof r.geoNameId !== "number" || !Number.isSafeInteger(r.geoNameId) || r.geoNameId <= 0) return [];
    if (typeof r.name !== "string" || r.name.trim() === "") return [];
    if (!isLatitude(r.latitude) || !isLongitude(r.longitude)) return [];
    return [
      {
        geoNameId: r.geoNameId,
        name: r.name,
        latitude: r.latitude,
        longitude: r.longitude,
        postalCode: typeof r.postalCode === "string" ? r.postalCode : null,
        city: optionalText(r.city),
        state: optionalText(r.state),
        stateCode: optionalText(r.stateCode),
        country: optionalText(r.country),
        countryCode: optionalText(r.countryCode),
      },
    ];
  });
}

/**
 * The location a result stands for, named in the short display format (spec §3 "short gives
 * 'city, state' for US and CA and 'city, country' elsewhere"); null when it cannot be kept.
 * @example toUserLocation({ geoNameId: 4671654, name: "Austin", city: "Austin", state: "Texas", stateCode: "TX", country: "United States", countryCode: "US", latitude: 30.27, longitude: -97.74, postalCode: "78701" }) // { geoNameId: 4671654, name: "Austin, TX", latitude: 30.27, longitude: -97.74, postalCode: "78701" }
 */
export function toUserLocation(result: LocationResult): UserLocation | null {
  if (!Number.isSafeInteger(result.geoNameId) || result.geoNameId <= 0) return null;
  if (!isLatitude(result.latitude) || !isLongitude(result.longitude)) return null;
  const short = formatLocation(
    {
      city: result.city || result.name,
      state: result.state ?? "",
      stateCode: result.stateCode ?? "",
      country: result.country ?? "",
      countryCode: result.countryCode ?? "",
    },
    "short",
  );
  const name = short.replace(/\s+/g, " ").trim().slice(0, LOCATION_NAME_MAX_LENGTH).trim();
  if (name === "" || hasControlCharacters(name)) return null;
  const postalCode = result.postalCode?.trim();
  return {
    geoNameId: result.geoNameId,
    name,
    latitude: result.latitude,
    longitude: result.longitude,
    ...(postalCode && postalCode.length <= POSTAL_CODE_MAX_LENGTH && !hasControlCharacters(postalCode) ? { postalCode } : {}),
  };
}

function toUserLocations(results: readonly LocationResult[]): UserLocation[] {
  const seen = new Set<number>();
  return results.flatMap((result) => {
    const location = toUserLocation(result);
    if (!location || seen.has(location.geoNameId)) return [];
    seen.add(location.geoNameId);
    return [location];
  });
}

/**
 * The dropdown's rows: the current location ($0) first, then the results for the text; a
 * 'loading' row stands in for whatever is resolving (the results, or $0 itself).
 * @example locationFilterItems(initialLocationFilter(null)) // [{ kind: "current", key: "$0", index: 0 }]
 */
export function locationFilterItems(state: LocationFilterState): LocationFilterItem[] {
  if (state.locating !== null) return [{ kind: "loading", key: LOADING_KEY, index: 0 }];
  const current: LocationFilterItem = { kind: "current", key: CURRENT_LOCATION_KEY, index: 0 };
  if (state.search === "debouncing" || state.search === "searching") {
    return [current, { kind: "loading", key: LOADING_KEY, index: 1 }];
  }
  if (state.search !== "loaded") return [current];
  return [
    current,
    ...state.results.map(
      (location, i): LocationFilterItem => ({ kind: "location", key: String(location.geoNameId), index: i + 1, label: location.name, location }),
    ),
  ];
}

/**
 * Maps a GeolocationPositionError code (1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT).
 * @example geolocationFailureOf(1) // "denied"
 */
export function geolocationFailureOf(code: number): GeolocationFailure {
  if (code === 1) return "denied";
  if (code === 3) return "timeout";
  return "unavailable";
}

/** Closed; the text, its answer and any lookup under way are dropped (late answers are ignored). */
function closed(state: LocationFilterState, selected = state.selected, selectedIsCurrent = state.selectedIsCurrent): LocationFilterState {
  return { open: false, text: "", search: "idle", results: [], locating: null, selected, selectedIsCurrent };
}

function step(state: LocationFilterState, ...effects: LocationFilterEffect[]): LocationFilterStep {
  return { state, effects: effects.length === 0 ? NO_EFFECTS : effects };
}

const unchanged = (state: LocationFilterState): LocationFilterStep => step(state);

/** Spec §4: "Selecting an item sets the user location and closes"; "Selecting the current location just closes". */
function choose(state: LocationFilterState, location: UserLocation, isCurrent: boolean): LocationFilterStep {
  if (state.selected?.geoNameId === location.geoNameId) {
    return step(closed(state, state.selected, state.selectedIsCurrent || isCurrent));
  }
  return step(closed(state, location, isCurrent), { type: "setLocation", location });
}

/** Spec §8: "the dropdown closes or falls back to IP lookup; nothing is shown to the user". */
function currentLocationFailed(state: LocationFilterState, at: LocatingStep, message = CURRENT_LOCATION_FAILED_MESSAGE): LocationFilterStep {
  const log: LocationFilterEffect = { type: "log", message };
  if (at === "ipDetect") return step(closed(state), log);
  return step({ ...state, locating: "ipDetect" }, log, { type: "ipDetect" });
}

/**
 * The next location-filter state and the effects to perform; an event that changes nothing
 * returns the same state object and no effects.
 * @example reduceLocationFilter({ ...initialLocationFilter(null), open: true }, { type: "type", text: "aus" }).effects // [{ type: "debounce", text: "aus", ms: 300 }]
 */
export function reduceLocationFilter(state: LocationFilterState, event: LocationFilterEvent): LocationFilterStep {
  switch (event.type) {
    case "open":
      return state.open ? unchanged(state) : step({ ...state, open: true });

    case "close":
      return state.open ? step(closed(state)) : unchanged(state);

    case "type": {
      const text = event.text.slice(0, LOCATION_TEXT_MAX_LENGTH);
      const trimmed = text.trim();
      // Typing is a new intent: a current-location lookup under way is abandoned.
      const base: LocationFilterState = { ...state, open: true, text, locating: null };
      // Spec §5: "Location search text needs at least 1 character."
      if (trimmed.length < LOCATION_SEARCH.minLength) return step({ ...base, search: "idle", results: [] });
      // Only spaces around the same text changed: what is pending or in hand still answers it
      // (a failed search is asked again).
      if (trimmed === state.text.trim() && state.search !== "idle" && state.search !== "failed") return step(base);
      return step({ ...base, search: "debouncing", results: [] }, { type: "debounce", text: trimmed, ms: LOCATION_SEARCH_DEBOUNCE_MS });
    }

    case "debounceElapsed":
      if (state.search !== "debouncing" || event.text !== state.text.trim()) return unchanged(state);
      return step({ ...state, search: "searching" }, { type: "search", text: event.text });

    case "searchLoaded":
      if (state.search !== "searching" || event.text !== state.text.trim()) return unchanged(state);
      return step({ ...state, search: "loaded", results: toUserLocations(event.locations) });

    case "searchFailed":
      // The dropdown stays open: the fan is typing, and closing would take the field away.
      if (state.search !== "searching" || event.text !== state.text.trim()) return unchanged(state);
      return step({ ...state, search: "failed", results: [] }, { type: "log", message: LOCATION_SEARCH_FAILED_MESSAGE });

    case "select": {
      if (event.key === LOADING_KEY) return unchanged(state);
      if (event.key === CURRENT_LOCATION_KEY) {
        if (state.locating !== null) return unchanged(state);
        if (state.selected !== null && state.selectedIsCurrent) return step(closed(state));
        // Spec §4: "$0 asks the browser for geolocation and falls back to an IP-based lookup."
        return step(
          { ...state, open: true, text: "", search: "idle", results: [], locating: "geolocation" },
          { type: "geolocate", options: GEOLOCATION_OPTIONS },
        );
      }
      if (state.search !== "loaded") return unchanged(state);
      const location = state.results.find((r) => String(r.geoNameId) === event.key);
      return location ? choose(state, location, false) : unchanged(state);
    }

    case "geolocated":
      if (state.locating !== "geolocation") return unchanged(state);
      if (!isLatitude(event.latitude) || !isLongitude(event.longitude)) return currentLocationFailed(state, "geolocation");
      return step({ ...state, locating: "nearby" }, { type: "searchNearby", latitude: event.latitude, longitude: event.longitude });

    case "geolocationFailed":
      if (state.locating !== "geolocation") return unchanged(state);
      return currentLocationFailed(
        state,
        "geolocation",
        event.reason === "unsupported" ? GEOLOCATION_UNSUPPORTED_MESSAGE : CURRENT_LOCATION_FAILED_MESSAGE,
      );

    case "currentLocationLoaded": {
      if (state.locating !== event.via) return unchanged(state);
      const [nearest] = toUserLocations(event.locations);
      return nearest ? choose(state, nearest, true) : currentLocationFailed(state, event.via);
    }

    case "currentLocationFailed":
      if (state.locating !== event.via) return unchanged(state);
      return currentLocationFailed(state, event.via);

    case "sync": {
      const same = state.selected?.geoNameId === event.selected?.geoNameId && state.selected?.name === event.selected?.name;
      if (same) return unchanged(state);
      return step({ ...state, selected: event.selected, selectedIsCurrent: false });
    }
  }
}

// ── The locations/v3 query of each lookup ───────────────────────────────────────────────────

export type LocationSearchRequest =
  | { readonly type: "search"; readonly text: string }
  | { readonly type: "searchNearby"; readonly latitude: number; readonly longitude: number }
  | { readonly type: "ipDetect" };

/**
 * The locations/v3 query string for a lookup (spec §9 "Location search: 5 rows, unit miles; by
 * point radius 3000 sorted by distance ascending, otherwise by population descending"). The
 * IP lookup is a search around the IP's point, so it is sorted by distance too.
 * @example locationSearchQuery({ type: "search", text: "aus" }, 1) // "q=aus&rows=5&unit=mi&sort=population+desc&shstore=1"
 */
export function locationSearchQuery(request: LocationSearchRequest, shstore?: number): string {
  const sortOf = (sort: { field: string; direction: string }) => `${sort.field} ${sort.direction}`;
  const query = new URLSearchParams();
  switch (request.type) {
    case "search":
      query.set("q", request.text.trim().slice(0, LOCATION_TEXT_MAX_LENGTH));
      break;
    case "searchNearby":
      // Fixed decimals: the BFF's point accepts at most 12, and String(1e-7) is "1e-7".
      query.set("point", `${request.latitude.toFixed(6)},${request.longitude.toFixed(6)}`);
      query.set("radius", String(LOCATION_SEARCH.pointRadius));
      break;
    case "ipDetect":
      query.set("ipDetect", "true");
      break;
  }
  query.set("rows", String(LOCATION_SEARCH.rows));
  query.set("unit", LOCATION_SEARCH.unit);
  query.set("sort", sortOf(request.type === "search" ? LOCATION_SEARCH.defaultSort : LOCATION_SEARCH.pointSort));
  if (shstore !== undefined) query.set("shstore", String(shstore));
  return query.toString();
}

// ── pbG: the choice in the address (spec §4, under common.queryParams) ─────────────────────

/**
 * The location name pbG carries, spaces folded; null when absent, blank, too long or holding
 * control characters (such a pbG is ignored, as if absent).
 * @example parsePbG("  Austin,   TX ") // "Austin, TX"
 */
export function parsePbG(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  const name = raw.replace(/\s+/g, " ").trim();
  if (name === "" || name.length > LOCATION_NAME_MAX_LENGTH || hasControlCharacters(name)) return null;
  return name;
}

/**
 * The query string with pbG set to the location's name, or removed for none (everywhere).
 * Other parameters keep their order. Returns "" or "?…".
 * @example withPbG("?pbD=w", { geoNameId: 4671654, name: "Austin, TX", latitude: 30.27, longitude: -97.74 }) // "?pbD=w&pbG=Austin%2C+TX"
 */
export function withPbG(search: string, location: UserLocation | null): string {
  const query = new URLSearchParams(search);
  if (location) query.set(PBG_QUERY_KEY, location.name);
  else query.delete(PBG_QUERY_KEY);
  const text = query.toString();
  return text === "" ? "" : `?${text}`;
}

/**
 * The text to search locations/v3 with for a pbG name: its city, the part before the first
 * comma (the BFF matches city names from their start).
 * @example pbGSearchText("Austin, TX") // "Austin"
 */
export function pbGSearchText(name: string): string {
  const city = name.split(",", 1)[0]!.trim();
  return (city === "" ? name.trim() : city).slice(0, LOCATION_TEXT_MAX_LENGTH);
}

const sameName = (a: string, b: string) => normalizeSearchText(a) === normalizeSearchText(b);

/**
 * The location a pbG name stands for among the answer to `pbGSearchText(name)`: the one whose
 * short display name matches (accents and case aside), else the first whose city matches, else
 * the first (the most populous); null when there is none.
 * @example pickPbGLocation("Paris, France", [{ geoNameId: 2988507, name: "Paris", city: "Paris", country: "France", countryCode: "FR", latitude: 48.85, longitude: 2.35 }])?.geoNameId // 2988507
 */
export function pickPbGLocation(name: string, results: readonly LocationResult[]): UserLocation | null {
  const locations = toUserLocations(results);
  const city = pbGSearchText(name);
  return (
    locations.find((l) => sameName(l.name, name)) ??
    locations.find((l) => sameName(pbGSearchText(l.name), city)) ??
    locations[0] ??
    null
  );
}

/** What the loader does about the location: apply one in hand, look a pbG name up, or none. */
export type LocationChoice =
  | { readonly kind: "location"; readonly location: UserLocation }
  /** Ask locations/v3 with q = searchText, then pickPbGLocation(name, answer); none found → `fallback`. */
  | { readonly kind: "lookup"; readonly name: string; readonly searchText: string; readonly fallback: UserLocation | null }
  | { readonly kind: "none" };

/**
 * Which location a page applies. With common.queryParams on, a readable pbG wins; it is a name,
 * and a pure module cannot turn a name into coordinates, so unless the stored location has that
 * name the loader looks it up (locations/v3, then `pickPbGLocation`). A pbG that names no place
 * is ignored like an absent one: the stored location (SH6_USER_PREF), else everywhere.
 * @example resolveLocationChoice({ pbG: "Paris", stored: null, queryParams: true }) // { kind: "lookup", name: "Paris", searchText: "Paris", fallback: null }
 */
export function resolveLocationChoice(input: { pbG: string | null | undefined; stored: UserLocation | null; queryParams: boolean }): LocationChoice {
  const name = input.queryParams ? parsePbG(input.pbG) : null;
  if (name !== null) {
    if (input.stored && sameName(input.stored.name, name)) return { kind: "location", location: input.stored };
    return { kind: "lookup", name, searchText: pbGSearchText(name), fallback: input.stored };
  }
  return input.stored ? { kind: "location", location: input.stored } : { kind: "none" };
}
