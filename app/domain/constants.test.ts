import { expect, it } from "vitest";
import * as C from "./constants";

// Every row of spec §9, value by value.
it.each([
  ["SH6_USER_PREF", C.SH6_USER_PREF, "SH6_USER_PREF"],
  ["USER_PREF_COOKIE_MAX_AGE_MS", C.USER_PREF_COOKIE_MAX_AGE_MS, 21_600_000],
  ["USER_PREF_COOKIE_MAX_AGE_MS is 6 hours", C.USER_PREF_COOKIE_MAX_AGE_MS, 6 * 60 * 60 * 1000],
  ["USER_PREF_LOCATION_MAX_AGE_MS (one year)", C.USER_PREF_LOCATION_MAX_AGE_MS, 365 * 24 * 60 * 60 * 1000],
  ["STORAGE_COOKIE_LIFETIME_MS (one year)", C.STORAGE_COOKIE_LIFETIME_MS, 365 * 24 * 60 * 60 * 1000],
  ["CACHE_DEFAULT_EXPIRY_MS (10 min)", C.CACHE_DEFAULT_EXPIRY_MS, 600_000],
  ["SESSION_DEFAULT_EXPIRY_MS (7 days)", C.SESSION_DEFAULT_EXPIRY_MS, 604_800_000],
  ["SH_SEM_BANNER_DISPLAYED", C.SH_SEM_BANNER_DISPLAYED, "SH_SEM_BannerDisplayed"],
  ["PRIMARY_EVENT_SOURCE_ID", C.PRIMARY_EVENT_SOURCE_ID, 29001],
  ["PRIMARY_EVENT_SOURCE_ID_STRING", C.PRIMARY_EVENT_SOURCE_ID_STRING, "29001"],
  ["GEO_ID", C.GEO_ID, 6628],
  ["SELL_MODE", C.SELL_MODE, "sell"],
  ["SEARCH_TERM_QUERY_KEY", C.SEARCH_TERM_QUERY_KEY, "search.term"],
  ["SEARCH_STYLE_EXPANDED", C.SEARCH_STYLE_EXPANDED, "expanded"],
  ["SEARCH_STYLE_MODAL", C.SEARCH_STYLE_MODAL, "modal"],
  ["CONTENT_CACHE_TTL_SECONDS", C.CONTENT_CACHE_TTL_SECONDS, 900],
  ["SUGGEST_CACHE_TTL_SECONDS (5 min)", C.SUGGEST_CACHE_TTL_SECONDS, 300],
  ["SUGGEST_DEBOUNCE_MS", C.SUGGEST_DEBOUNCE_MS, 1000],
  ["LOCATION_SEARCH_DEBOUNCE_MS", C.LOCATION_SEARCH_DEBOUNCE_MS, 300],
  ["SEARCH_MAX_LENGTH", C.SEARCH_MAX_LENGTH, 2048],
  ["SUGGESTION_LIMITS", C.SUGGESTION_LIMITS, { total: 8, performers: 3, events: 3, popular: 2, venues: 2 }],
  ["SUGGEST_DEFAULTS", C.SUGGEST_DEFAULTS, { radius: 200, perfRows: 5 }],
  [
    "LOCATION_SEARCH",
    C.LOCATION_SEARCH,
    {
      minLength: 1,
      rows: 5,
      unit: "mi",
      pointRadius: 3000,
      pointSort: { field: "distance", direction: "asc" },
      defaultSort: { field: "population", direction: "desc" },
    },
  ],
  ["GEOLOCATION", C.GEOLOCATION, { timeoutMs: 5000, maximumAgeMs: 15 * 24 * 60 * 60 * 1000, enableHighAccuracy: false }],
  ["SMALL_SCREEN_MAX_PX", C.SMALL_SCREEN_MAX_PX, 640],
  ["MOBILE_BREAKPOINT_PX", C.MOBILE_BREAKPOINT_PX, 481],
  ["DIALOG_EXIT_MS", C.DIALOG_EXIT_MS, 500],
  ["HEADER_SEARCH_TRANSITION_MS", C.HEADER_SEARCH_TRANSITION_MS, 500],
  ["DROPDOWN_ITEM_HEIGHT_PX", C.DROPDOWN_ITEM_HEIGHT_PX, 46],
  ["DATE_FILTER_KEYS", C.DATE_FILTER_KEYS, ["today", "thisWeekend", "thisMonth", "all-dates", "choose-date"]],
  [
    "DATE_FILTER_OPTION_ORDER",
    C.DATE_FILTER_OPTION_ORDER,
    {
      withPicker: ["all-dates", "today", "thisWeekend", "thisMonth", "choose-date"],
      withPickerAlternate: ["choose-date", "all-dates", "today", "thisWeekend", "thisMonth"],
      withoutPicker: ["today", "thisWeekend", "thisMonth", "all-dates"],
    },
  ],
  [
    "PAGINATION",
    C.PAGINATION,
    { pageSizes: [5, 10, 50, 100], pageNumber: 0, perPage: 5, report: "{first} - {last} of {totalRecords}" },
  ],
  ["KEY_CODES", C.KEY_CODES, { enter: 13, esc: 27, left: 37, up: 38, right: 39, down: 40 }],
  [
    "TIMINGS",
    C.TIMINGS,
    {
      buttonSpinnerMs: 200,
      overlayExitMs: 300,
      slideDefaultMs: 1000,
      tabsScrollMs: 300,
      tabsMinHeightPx: 48,
      calendarOverlay: { enterMs: 120, exitMs: 100 },
      filterOverlay: { enterMs: 120, exitMs: 100 },
      calendarRepeat: { delayMs: 500, stepMs: 100 },
      numberSpinRepeat: { delayMs: 500, stepMs: 40 },
      debounceDefaultsMs: [166, 100, 500],
      virtualScrollResizeMs: 10,
    },
  ],
  ["TIME", C.TIME, { msPerSecond: 1000, secondsPerMinute: 60, minutesPerHour: 60, hoursPerDay: 24, daysPerYear: 365 }],
  ["MS_PER_MINUTE", C.MS_PER_MINUTE, 60_000],
  ["MS_PER_HOUR", C.MS_PER_HOUR, 3_600_000],
  ["MS_PER_DAY", C.MS_PER_DAY, 86_400_000],
  ["MS_PER_YEAR", C.MS_PER_YEAR, 31_536_000_000],
  ["LAYERS", C.LAYERS, { modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100, toast: 1200 }],
  ["TOOLTIP", C.TOOLTIP, { placement: "top", offset: [0, 16], fallback: ["right", "left", "bottom"] }],
] as const)("%s", (_, actual, expected) => {
  expect(actual).toEqual(expected);
});

it("every option order uses only date filter keys, each once", () => {
  for (const order of Object.values(C.DATE_FILTER_OPTION_ORDER)) {
    expect(new Set(order).size).toBe(order.length);
    for (const key of order) expect(C.DATE_FILTER_KEYS).toContain(key);
  }
});
