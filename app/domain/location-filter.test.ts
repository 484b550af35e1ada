import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOCATION_SEARCH_DEBOUNCE_MS } from "./constants";
import {
  CURRENT_LOCATION_FAILED_MESSAGE,
  GEOLOCATION_OPTIONS,
  GEOLOCATION_UNSUPPORTED_MESSAGE,
  LOCATION_NAME_MAX_LENGTH,
  LOCATION_SEARCH_FAILED_MESSAGE,
  LOCATION_TEXT_MAX_LENGTH,
  geolocationFailureOf,
  initialLocationFilter,
  locationFilterItems,
  locationSearchQuery,
  parsePbG,
  pbGSearchText,
  pickPbGLocation,
  readLocationResults,
  reduceLocationFilter,
  resolveLocationChoice,
  toUserLocation,
  withPbG,
  type LocationFilterEffect,
  type LocationFilterEvent,
  type LocationFilterState,
  type LocationResult,
  type UserLocation,
} from "./location-filter";

const austinResult: LocationResult = {
  geoNameId: 4671654,
  name: "Austin",
  city: "Austin",
  state: "Texas",
  stateCode: "TX",
  country: "United States",
  countryCode: "US",
  latitude: 30.26715,
  longitude: -97.74306,
  postalCode: "78701",
};
const torontoResult: LocationResult = {
  geoNameId: 6167865,
  name: "Toronto",
  city: "Toronto",
  state: "Ontario",
  stateCode: "ON",
  country: "Canada",
  countryCode: "CA",
  latitude: 43.70643,
  longitude: -79.39864,
  postalCode: null,
};
const munichResult: LocationResult = {
  geoNameId: 2867714,
  name: "München",
  city: "München",
  state: "Bayern",
  stateCode: "02",
  country: "Deutschland",
  countryCode: "DE",
  latitude: 48.13743,
  longitude: 11.57549,
  postalCode: null,
};
const austin: UserLocation = { geoNameId: 4671654, name: "Austin, TX", latitude: 30.26715, longitude: -97.74306, postalCode: "78701" };
const toronto: UserLocation = { geoNameId: 6167865, name: "Toronto, ON", latitude: 43.70643, longitude: -79.39864 };
const munich: UserLocation = { geoNameId: 2867714, name: "München, Deutschland", latitude: 48.13743, longitude: 11.57549 };

const CLOSED = initialLocationFilter(null);
const OPEN: LocationFilterState = { ...CLOSED, open: true };
const debouncing = (text: string, base: LocationFilterState = OPEN): LocationFilterState => ({ ...base, text, search: "debouncing", results: [] });
const searching = (text: string, base: LocationFilterState = OPEN): LocationFilterState => ({ ...base, text, search: "searching", results: [] });
const loaded = (text: string, results: UserLocation[], base: LocationFilterState = OPEN): LocationFilterState => ({ ...base, text, search: "loaded", results });
const locating = (step: "geolocation" | "nearby" | "ipDetect", base: LocationFilterState = OPEN): LocationFilterState => ({ ...base, locating: step });
const closedWith = (selected: UserLocation | null, selectedIsCurrent: boolean): LocationFilterState => ({ ...CLOSED, selected, selectedIsCurrent });

describe("reduceLocationFilter (spec §4 'Location filter', §5, §8, §9)", () => {
  it.each<[string, LocationFilterState, LocationFilterEvent, LocationFilterState, LocationFilterEffect[]]>([
    ["opening shows the dropdown", CLOSED, { type: "open" }, OPEN, []],
    ["closing hides it and forgets the text", loaded("aus", [austin]), { type: "close" }, CLOSED, []],

    // §9 "Location search input debounce: 300 ms"; §5 "Location search text needs at least 1 character."
    ["typing a character starts the 300 ms debounce for the trimmed text", OPEN, { type: "type", text: " a" }, debouncing(" a"), [{ type: "debounce", text: "a", ms: LOCATION_SEARCH_DEBOUNCE_MS }]],
    ["typing opens a closed dropdown", CLOSED, { type: "type", text: "aus" }, debouncing("aus"), [{ type: "debounce", text: "aus", ms: 300 }]],
    ["spaces only are no text: nothing is searched", loaded("aus", [austin]), { type: "type", text: "   " }, { ...OPEN, text: "   " }, []],
    ["emptying the field drops the results", loaded("aus", [austin]), { type: "type", text: "" }, OPEN, []],
    ["a new keystroke restarts the debounce and drops old results", loaded("aus", [austin]), { type: "type", text: "aust" }, debouncing("aust"), [{ type: "debounce", text: "aust", ms: 300 }]],
    ["a trailing space keeps the answer in hand", loaded("aus", [austin]), { type: "type", text: "aus " }, loaded("aus ", [austin]), []],
    ["a trailing space keeps the request under way", searching("aus"), { type: "type", text: "aus " }, searching("aus "), []],
    ["after a failure, the same text is asked again", { ...OPEN, text: "aus", search: "failed" }, { type: "type", text: "aus " }, debouncing("aus "), [{ type: "debounce", text: "aus", ms: 300 }]],
    ["typing abandons a current-location lookup", locating("nearby"), { type: "type", text: "to" }, debouncing("to"), [{ type: "debounce", text: "to", ms: 300 }]],

    // The timer: the search is asked only for the text still typed.
    ["the debounce elapsing asks locations/v3", debouncing("aus"), { type: "debounceElapsed", text: "aus" }, searching("aus"), [{ type: "search", text: "aus" }]],
    ["a debounce for an older text is dropped", debouncing("aust"), { type: "debounceElapsed", text: "aus" }, debouncing("aust"), []],
    ["a debounce after closing is dropped", CLOSED, { type: "debounceElapsed", text: "aus" }, CLOSED, []],

    // Late answers: "drop late results whose text is not the current one".
    ["the answer for the current text is listed, in the short format", searching("aus"), { type: "searchLoaded", text: "aus", locations: [austinResult, munichResult] }, loaded("aus", [austin, munich]), []],
    ["an answer for an older text is dropped", searching("aust"), { type: "searchLoaded", text: "aus", locations: [austinResult] }, searching("aust"), []],
    ["an answer while still debouncing is dropped", debouncing("aus"), { type: "searchLoaded", text: "aus", locations: [austinResult] }, debouncing("aus"), []],
    ["an answer after closing is dropped", CLOSED, { type: "searchLoaded", text: "aus", locations: [austinResult] }, CLOSED, []],
    ["the same place twice is listed once", searching("aus"), { type: "searchLoaded", text: "aus", locations: [austinResult, austinResult] }, loaded("aus", [austin]), []],
    // §8: failures are logged, never shown; the field stays for the fan to go on typing.
    ["a failed search lists nothing and is logged", searching("aus"), { type: "searchFailed", text: "aus" }, { ...OPEN, text: "aus", search: "failed" }, [{ type: "log", message: LOCATION_SEARCH_FAILED_MESSAGE }]],
    ["a failure for an older text is dropped", searching("aust"), { type: "searchFailed", text: "aus" }, searching("aust"), []],

    // "Selecting an item sets the user location and closes the dialog."
    ["selecting a result sets the location and closes", loaded("aus", [austin, munich]), { type: "select", key: "2867714" }, closedWith(munich, false), [{ type: "setLocation", location: munich }]],
    ["selecting the location already chosen just closes", loaded("aus", [austin], { ...OPEN, selected: austin }), { type: "select", key: "4671654" }, closedWith(austin, false), []],
    ["an unknown key changes nothing", loaded("aus", [austin]), { type: "select", key: "1" }, loaded("aus", [austin]), []],
    ["'loading' is a placeholder, not a choice", searching("aus"), { type: "select", key: "loading" }, searching("aus"), []],
    ["a result key while a new text is pending changes nothing", debouncing("aust"), { type: "select", key: "4671654" }, debouncing("aust"), []],

    // "$0 asks the browser for geolocation" (§9: timeout 5 s; cached position up to 15 days; low accuracy).
    ["$0 asks the browser for its position", loaded("aus", [austin]), { type: "select", key: "$0" }, locating("geolocation"), [{ type: "geolocate", options: GEOLOCATION_OPTIONS }]],
    ["$0 while already locating changes nothing", locating("nearby"), { type: "select", key: "$0" }, locating("nearby"), []],
    // "Selecting the current location just closes."
    ["$0 when the current location is already selected just closes", { ...OPEN, selected: austin, selectedIsCurrent: true }, { type: "select", key: "$0" }, closedWith(austin, true), []],
    ["$0 when another place is selected locates again", { ...OPEN, selected: munich }, { type: "select", key: "$0" }, locating("geolocation", { ...OPEN, selected: munich }), [{ type: "geolocate", options: GEOLOCATION_OPTIONS }]],

    ["a position asks for the nearest city", locating("geolocation"), { type: "geolocated", latitude: 30.3, longitude: -97.7 }, locating("nearby"), [{ type: "searchNearby", latitude: 30.3, longitude: -97.7 }]],
    ["a position out of range falls back to the IP lookup", locating("geolocation"), { type: "geolocated", latitude: Number.NaN, longitude: 0 }, locating("ipDetect"), [{ type: "log", message: CURRENT_LOCATION_FAILED_MESSAGE }, { type: "ipDetect" }]],
    ["a position nobody waits for is dropped", OPEN, { type: "geolocated", latitude: 30.3, longitude: -97.7 }, OPEN, []],
    // "... and falls back to an IP-based lookup"; §8 "internal texts 'could not get user current location'; an internal message for unsupported geolocation".
    ["denied geolocation falls back to ipDetect, logged", locating("geolocation"), { type: "geolocationFailed", reason: "denied" }, locating("ipDetect"), [{ type: "log", message: CURRENT_LOCATION_FAILED_MESSAGE }, { type: "ipDetect" }]],
    ["a timeout falls back to ipDetect", locating("geolocation"), { type: "geolocationFailed", reason: "timeout" }, locating("ipDetect"), [{ type: "log", message: "could not get user current location" }, { type: "ipDetect" }]],
    ["unsupported geolocation logs its own message and falls back", locating("geolocation"), { type: "geolocationFailed", reason: "unsupported" }, locating("ipDetect"), [{ type: "log", message: GEOLOCATION_UNSUPPORTED_MESSAGE }, { type: "ipDetect" }]],
    ["a late geolocation failure is dropped", closedWith(austin, false), { type: "geolocationFailed", reason: "denied" }, closedWith(austin, false), []],

    ["the nearest city becomes the location, and the dropdown closes", locating("nearby"), { type: "currentLocationLoaded", via: "nearby", locations: [austinResult, torontoResult] }, closedWith(austin, true), [{ type: "setLocation", location: austin }]],
    ["no city near the position falls back to ipDetect", locating("nearby"), { type: "currentLocationLoaded", via: "nearby", locations: [] }, locating("ipDetect"), [{ type: "log", message: CURRENT_LOCATION_FAILED_MESSAGE }, { type: "ipDetect" }]],
    ["a failed nearby lookup falls back to ipDetect", locating("nearby"), { type: "currentLocationFailed", via: "nearby" }, locating("ipDetect"), [{ type: "log", message: CURRENT_LOCATION_FAILED_MESSAGE }, { type: "ipDetect" }]],
    ["the IP lookup's city becomes the location", locating("ipDetect"), { type: "currentLocationLoaded", via: "ipDetect", locations: [torontoResult] }, closedWith(toronto, true), [{ type: "setLocation", location: toronto }]],
    // §8 "Location lookup failure: the dropdown closes ... nothing is shown to the user."
    ["a failed IP lookup closes the dropdown, logged", locating("ipDetect"), { type: "currentLocationFailed", via: "ipDetect" }, CLOSED, [{ type: "log", message: CURRENT_LOCATION_FAILED_MESSAGE }]],
    ["an empty IP answer closes the dropdown, logged", locating("ipDetect", { ...OPEN, selected: munich }), { type: "currentLocationLoaded", via: "ipDetect", locations: [] }, closedWith(munich, false), [{ type: "log", message: CURRENT_LOCATION_FAILED_MESSAGE }]],
    ["the current location equal to the selection just closes", locating("nearby", { ...OPEN, selected: austin }), { type: "currentLocationLoaded", via: "nearby", locations: [austinResult] }, closedWith(austin, true), []],
    ["an answer for another step is dropped", locating("ipDetect"), { type: "currentLocationLoaded", via: "nearby", locations: [austinResult] }, locating("ipDetect"), []],
    ["an answer after closing is dropped", CLOSED, { type: "currentLocationLoaded", via: "ipDetect", locations: [austinResult] }, CLOSED, []],

    ["a location from outside (pbG navigation) is taken", closedWith(austin, true), { type: "sync", selected: munich }, closedWith(munich, false), []],
    ["none from outside means everywhere", closedWith(austin, false), { type: "sync", selected: null }, CLOSED, []],
  ])("%s", (_rule, state, event, expected, effects) => {
    const next = reduceLocationFilter(state, event);
    expect(next.state).toEqual(expected);
    expect(next.effects).toEqual(effects);
  });

  it.each<[string, LocationFilterState, LocationFilterEvent]>([
    ["open when open", OPEN, { type: "open" }],
    ["close when closed", CLOSED, { type: "close" }],
    ["a stale debounce", debouncing("b"), { type: "debounceElapsed", text: "a" }],
    ["a stale answer", searching("b"), { type: "searchLoaded", text: "a", locations: [] }],
    ["the loading row", locating("geolocation"), { type: "select", key: "loading" }],
    ["the same location from outside", closedWith(austin, true), { type: "sync", selected: austin }],
  ])("an event that changes nothing returns the same object: %s", (_rule, state, event) => {
    expect(reduceLocationFilter(state, event).state).toBe(state);
  });

  it("caps the text at what the BFF accepts", () => {
    const { state, effects } = reduceLocationFilter(OPEN, { type: "type", text: "x".repeat(LOCATION_TEXT_MAX_LENGTH + 50) });
    expect(state.text).toHaveLength(LOCATION_TEXT_MAX_LENGTH);
    expect(effects).toEqual([{ type: "debounce", text: "x".repeat(LOCATION_TEXT_MAX_LENGTH), ms: 300 }]);
  });

  it("search a city and choose it: type, pause, answer, select", () => {
    const run = (events: LocationFilterEvent[]) => {
      let state = CLOSED;
      const effects: LocationFilterEffect[] = [];
      for (const event of events) {
        const next = reduceLocationFilter(state, event);
        state = next.state;
        effects.push(...next.effects);
      }
      return { state, effects };
    };
    const { state, effects } = run([
      { type: "open" },
      { type: "type", text: "t" },
      { type: "type", text: "to" },
      { type: "debounceElapsed", text: "t" }, // the first timer, replaced: dropped
      { type: "debounceElapsed", text: "to" },
      { type: "searchLoaded", text: "to", locations: [torontoResult] },
      { type: "select", key: "6167865" },
    ]);
    expect(effects).toEqual([
      { type: "debounce", text: "t", ms: 300 },
      { type: "debounce", text: "to", ms: 300 },
      { type: "search", text: "to" },
      { type: "setLocation", location: toronto },
    ]);
    expect(state).toEqual(closedWith(toronto, false));
  });

  it("deny geolocation and land on the IP location", () => {
    let state: LocationFilterState = OPEN;
    const effects: LocationFilterEffect[] = [];
    for (const event of [
      { type: "select", key: "$0" },
      { type: "geolocationFailed", reason: geolocationFailureOf(1) },
      { type: "currentLocationLoaded", via: "ipDetect", locations: [munichResult] },
    ] satisfies LocationFilterEvent[]) {
      const next = reduceLocationFilter(state, event);
      state = next.state;
      effects.push(...next.effects);
    }
    expect(effects.map((e) => e.type)).toEqual(["geolocate", "log", "ipDetect", "setLocation"]);
    expect(state).toEqual(closedWith(munich, true));
    // Nothing of the failure reaches the fan: only log effects carry its words.
    expect(effects.filter((e) => e.type !== "log").some((e) => JSON.stringify(e).includes(CURRENT_LOCATION_FAILED_MESSAGE))).toBe(false);
  });
});

describe("GEOLOCATION_OPTIONS (spec §9 'Geolocation: timeout 5 s; cached position up to 15 days; low accuracy')", () => {
  it("is PositionOptions for getCurrentPosition", () => {
    expect(GEOLOCATION_OPTIONS).toEqual({ timeout: 5_000, maximumAge: 15 * 24 * 60 * 60 * 1000, enableHighAccuracy: false });
  });

  it.each([
    [1, "denied"],
    [2, "unavailable"],
    [3, "timeout"],
    [0, "unavailable"],
  ] as const)("GeolocationPositionError code %i → %s", (code, reason) => {
    expect(geolocationFailureOf(code)).toBe(reason);
  });
});

describe("locationFilterItems (spec §3 'Key $0 means current location; 'loading' is a placeholder')", () => {
  it.each<[string, LocationFilterState, string[]]>([
    ["closed or idle: the current location alone", OPEN, ["$0"]],
    ["debouncing: $0, then the loading placeholder", debouncing("aus"), ["$0", "loading"]],
    ["searching: $0, then the loading placeholder", searching("aus"), ["$0", "loading"]],
    ["loaded: $0 first, then the results", loaded("aus", [austin, munich]), ["$0", "4671654", "2867714"]],
    ["loaded, none found: $0 alone", loaded("zz", []), ["$0"]],
    ["failed: $0 alone", { ...OPEN, text: "aus", search: "failed" }, ["$0"]],
    ["locating: the placeholder stands in for $0", locating("geolocation"), ["loading"]],
  ])("%s", (_rule, state, keys) => {
    expect(locationFilterItems(state).map((item) => item.key)).toEqual(keys);
  });

  it("numbers rows in order and labels results in the short format", () => {
    expect(locationFilterItems(loaded("aus", [austin, munich]))).toEqual([
      { kind: "current", key: "$0", index: 0 },
      { kind: "location", key: "4671654", index: 1, label: "Austin, TX", location: austin },
      { kind: "location", key: "2867714", index: 2, label: "München, Deutschland", location: munich },
    ]);
  });
});

describe("toUserLocation (spec §3 'short gives city, state for US and CA and city, country elsewhere')", () => {
  it.each<[string, LocationResult, UserLocation | null]>([
    ["US: city, state code", austinResult, austin],
    ["CA: city, province code; a null postal code is left out", torontoResult, toronto],
    ["elsewhere: city, country", munichResult, munich],
    ["no city field: the name stands for it", { geoNameId: 3, name: "Lisboa", country: "Portugal", countryCode: "PT", latitude: 38.7, longitude: -9.1 }, { geoNameId: 3, name: "Lisboa, Portugal", latitude: 38.7, longitude: -9.1 }],
    ["a latitude out of range is refused", { ...austinResult, latitude: 91 }, null],
    ["a longitude out of range is refused", { ...austinResult, longitude: -181 }, null],
    ["a non-integer id is refused", { ...austinResult, geoNameId: 1.5 }, null],
    ["an over-long postal code is left out", { ...austinResult, postalCode: "9".repeat(21) }, { ...austin, postalCode: undefined }],
    ["a blank name is refused", { ...austinResult, name: " ", city: "", country: "", stateCode: "", state: "" }, null],
  ])("%s", (_rule, result, expected) => {
    const location = toUserLocation(result);
    expect(location).toEqual(expected === null ? null : JSON.parse(JSON.stringify(expected)));
  });

  it("caps a long name", () => {
    const location = toUserLocation({ ...munichResult, city: "A".repeat(300) });
    expect(location?.name).toHaveLength(LOCATION_NAME_MAX_LENGTH);
  });
});

describe("readLocationResults (the locations/v3 answer, checked without zod)", () => {
  it.each<[string, unknown, number[]]>([
    ["a good answer", { locations: [austinResult, munichResult] }, [4671654, 2867714]],
    ["not an object", "oops", []],
    ["null", null, []],
    ["no locations field", { items: [] }, []],
    ["locations not a list", { locations: { 0: austinResult } }, []],
    ["malformed entries are left out", { locations: [null, 3, { ...austinResult, geoNameId: "4671654" }, { ...austinResult, latitude: "30" }, { ...austinResult, name: "" }, munichResult] }, [2867714]],
  ])("%s", (_rule, body, ids) => {
    expect(readLocationResults(body).map((r) => r.geoNameId)).toEqual(ids);
  });

  it("keeps the display fields and turns odd ones into empty text", () => {
    const [result] = readLocationResults({ locations: [{ ...austinResult, state: 7, population: 1 }] });
    expect(result).toEqual({ ...austinResult, state: "" });
  });
});

describe("locationSearchQuery (spec §9 'Location search: 5 rows, unit miles; by point radius 3000 sorted by distance ascending, otherwise by population descending')", () => {
  it.each([
    [{ type: "search", text: " aus " }, 1, "q=aus&rows=5&unit=mi&sort=population+desc&shstore=1"],
    [{ type: "searchNearby", latitude: 30.26715, longitude: -97.74306 }, undefined, "point=30.267150%2C-97.743060&radius=3000&rows=5&unit=mi&sort=distance+asc"],
    [{ type: "searchNearby", latitude: 1e-7, longitude: 0 }, undefined, "point=0.000000%2C0.000000&radius=3000&rows=5&unit=mi&sort=distance+asc"],
    [{ type: "ipDetect" }, 8, "ipDetect=true&rows=5&unit=mi&sort=distance+asc&shstore=8"],
  ] as const)("%o (shstore %s) → %s", (request, shstore, query) => {
    expect(locationSearchQuery(request, shstore)).toBe(query);
  });
});

describe("pbG (spec §4 'The choice persists as query pbG (location name)')", () => {
  it.each<[unknown, string | null]>([
    ["Austin, TX", "Austin, TX"],
    ["  Austin,   TX ", "Austin, TX"],
    ["München, Deutschland", "München, Deutschland"],
    ["", null],
    ["   ", null],
    [null, null],
    [undefined, null],
    ["x".repeat(LOCATION_NAME_MAX_LENGTH), "x".repeat(LOCATION_NAME_MAX_LENGTH)],
    ["x".repeat(LOCATION_NAME_MAX_LENGTH + 1), null],
    ["Austin\u0000", null],
  ])("parsePbG(%j) = %j", (raw, name) => {
    expect(parsePbG(raw as string | null | undefined)).toBe(name);
  });

  it.each<[string, UserLocation | null, string]>([
    ["", austin, "?pbG=Austin%2C+TX"],
    ["?pbD=w", austin, "?pbD=w&pbG=Austin%2C+TX"],
    ["?pbG=Paris&pbD=w", munich, "?pbG=M%C3%BCnchen%2C+Deutschland&pbD=w"],
    ["?pbD=w&pbG=Paris", null, "?pbD=w"],
    ["?pbG=Paris", null, ""],
  ])("withPbG(%j, …) = %j", (search, location, out) => {
    expect(withPbG(search, location)).toBe(out);
  });

  it("round-trips a name through the address", () => {
    const search = withPbG("?q=1", munich);
    expect(parsePbG(new URLSearchParams(search).get("pbG"))).toBe(munich.name);
  });

  it.each([
    ["Austin, TX", "Austin"],
    ["München, Deutschland", "München"],
    ["Paris", "Paris"],
    [", TX", ", TX"],
  ])("pbGSearchText(%j) = %j", (name, text) => {
    expect(pbGSearchText(name)).toBe(text);
  });

  const parisFr: LocationResult = { geoNameId: 2988507, name: "Paris", city: "Paris", country: "France", countryCode: "FR", state: "Île-de-France", stateCode: "11", latitude: 48.85341, longitude: 2.3488 };
  const parisTx: LocationResult = { geoNameId: 4717560, name: "Paris", city: "Paris", state: "Texas", stateCode: "TX", country: "United States", countryCode: "US", latitude: 33.66094, longitude: -95.55551 };
  const parsons: LocationResult = { geoNameId: 4276614, name: "Parsons", city: "Parsons", state: "Kansas", stateCode: "KS", country: "United States", countryCode: "US", latitude: 37.34, longitude: -95.26 };
  it.each<[string, string, LocationResult[], number | null]>([
    ["the display name that matches wins over population", "Paris, TX", [parisFr, parisTx], 4717560],
    ["case and accents aside", "paris, tx", [parisFr, parisTx], 4717560],
    ["a city alone: the first (most populous) of that city", "Paris", [parsons, parisFr, parisTx], 2988507],
    ["a country in another language: the first of that city", "Paris, Frankreich", [parisFr, parisTx], 2988507],
    ["no city of that name: the first answer", "Pari", [parsons], 4276614],
    ["no answer: none", "Atlantis", [], null],
  ])("pickPbGLocation: %s", (_rule, name, results, id) => {
    expect(pickPbGLocation(name, results)?.geoNameId ?? null).toBe(id);
  });
});

describe("resolveLocationChoice (pbG under common.queryParams, else SH6_USER_PREF's location)", () => {
  it.each<[string, { pbG: string | null | undefined; stored: UserLocation | null; queryParams: boolean }, unknown]>([
    ["nothing: everywhere", { pbG: null, stored: null, queryParams: true }, { kind: "none" }],
    ["the stored location", { pbG: null, stored: austin, queryParams: true }, { kind: "location", location: austin }],
    ["pbG naming the stored location needs no lookup", { pbG: "austin,  tx", stored: austin, queryParams: true }, { kind: "location", location: austin }],
    ["pbG naming another place is looked up, the stored one as fallback", { pbG: "Toronto, ON", stored: austin, queryParams: true }, { kind: "lookup", name: "Toronto, ON", searchText: "Toronto", fallback: austin }],
    ["pbG with nothing stored", { pbG: "Toronto, ON", stored: null, queryParams: true }, { kind: "lookup", name: "Toronto, ON", searchText: "Toronto", fallback: null }],
    ["a blank pbG is ignored", { pbG: "  ", stored: austin, queryParams: true }, { kind: "location", location: austin }],
    ["with common.queryParams off, pbG is ignored", { pbG: "Toronto, ON", stored: austin, queryParams: false }, { kind: "location", location: austin }],
    ["with common.queryParams off and nothing stored: everywhere", { pbG: "Toronto, ON", stored: null, queryParams: false }, { kind: "none" }],
  ])("%s", (_rule, input, out) => {
    expect(resolveLocationChoice(input)).toEqual(out);
  });
});

describe("browser bundle", () => {
  // tests/integration/client-budget.test.ts: no client chunk may carry zod. This module runs in
  // the browser, so neither it nor anything it imports may import zod.
  it("imports no zod, directly or through its imports", () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(join(here, file), "utf8");
      expect(source, file).not.toMatch(/from\s+["']zod/);
      for (const m of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+["']\.\/([\w-]+)["']/gm)) visit(`${m[1]}.ts`);
    };
    visit("location-filter.ts");
    expect([...seen].sort()).toEqual(["constants.ts", "location-filter.ts", "location.ts", "search-text.ts"]);
  });
});
