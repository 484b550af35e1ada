// Business constants and limits (spec §9), one named constant per row. Durations carry their
// unit in the name (_MS, _SECONDS, _PX).

// ── Time ─────────────────────────────────────────────────────────────────────────────────
export const TIME = {
  msPerSecond: 1000,
  secondsPerMinute: 60,
  minutesPerHour: 60,
  hoursPerDay: 24,
  daysPerYear: 365,
} as const;

export const MS_PER_MINUTE = TIME.msPerSecond * TIME.secondsPerMinute;
export const MS_PER_HOUR = MS_PER_MINUTE * TIME.minutesPerHour;
export const MS_PER_DAY = MS_PER_HOUR * TIME.hoursPerDay;
export const MS_PER_YEAR = MS_PER_DAY * TIME.daysPerYear;

// ── Cookies, storage and cache ───────────────────────────────────────────────────────────
/** Name of the user preference cookie (date choice, location...). */
export const SH6_USER_PREF = "SH6_USER_PREF";
/** Default lifetime of the user preference cookie: 6 hours. */
export const USER_PREF_COOKIE_MAX_AGE_MS = 21_600_000;
/** The location field of the preference cookie lives one year (spec §3). */
export const USER_PREF_LOCATION_MAX_AGE_MS = MS_PER_YEAR;
/** Storage helper default cookie life: one year. */
export const STORAGE_COOKIE_LIFETIME_MS = MS_PER_YEAR;
export const CACHE_DEFAULT_EXPIRY_MS = 10 * MS_PER_MINUTE;
export const SESSION_DEFAULT_EXPIRY_MS = 7 * MS_PER_DAY;
/** Session-storage key marking the marketing banner as shown in this browser session. */
export const SH_SEM_BANNER_DISPLAYED = "SH_SEM_BannerDisplayed";

// ── Identifiers ──────────────────────────────────────────────────────────────────────────
export const PRIMARY_EVENT_SOURCE_ID = 29001;
export const PRIMARY_EVENT_SOURCE_ID_STRING = "29001";
export const GEO_ID = 6628;
export const SELL_MODE = "sell";
export const SEARCH_TERM_QUERY_KEY = "search.term";
export const SEARCH_STYLE_EXPANDED = "expanded";
export const SEARCH_STYLE_MODAL = "modal";
export type SearchStyle = typeof SEARCH_STYLE_EXPANDED | typeof SEARCH_STYLE_MODAL;

// ── Content and search ───────────────────────────────────────────────────────────────────
/** KV time of a header content document unless the store's configuration sets one (spec §7; CACHE_POLICY.CONTENT). */
export const CONTENT_CACHE_TTL_SECONDS = 900;
/** KV time of a suggest answer unless the store's configuration sets one (spec §7, §9; CACHE_POLICY.SUGGEST). */
export const SUGGEST_CACHE_TTL_SECONDS = 300;
export const SUGGEST_DEBOUNCE_MS = 1000;
export const LOCATION_SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MAX_LENGTH = 2048;

/** Suggestion list caps (spec §9): 8 suggestions in all — performers, events, popular searches and venues together — each kind within its cap; the 'more events' link is extra. */
export const SUGGESTION_LIMITS = {
  total: 8,
  performers: 3,
  events: 3,
  popular: 2,
  venues: 2,
} as const;

export const SUGGEST_DEFAULTS = {
  radius: 200,
  perfRows: 5,
} as const;

export const LOCATION_SEARCH = {
  minLength: 1,
  rows: 5,
  unit: "mi",
  pointRadius: 3000,
  /** Sort when searching around a point. */
  pointSort: { field: "distance", direction: "asc" },
  /** Sort for text and IP searches. */
  defaultSort: { field: "population", direction: "desc" },
} as const;

/** Options for navigator.geolocation.getCurrentPosition. */
export const GEOLOCATION = {
  timeoutMs: 5 * TIME.msPerSecond,
  maximumAgeMs: 15 * MS_PER_DAY,
  enableHighAccuracy: false,
} as const;

// ── Layout ───────────────────────────────────────────────────────────────────────────────
/** Screens narrower than this (width < 640) are small: menus become drawers. */
export const SMALL_SCREEN_MAX_PX = 640;
/** Below this width (< 481) the progress tracker collapses to the active step. */
export const MOBILE_BREAKPOINT_PX = 481;
export const DIALOG_EXIT_MS = 500;
export const HEADER_SEARCH_TRANSITION_MS = 500;
export const DROPDOWN_ITEM_HEIGHT_PX = 46;

// ── Date filter ──────────────────────────────────────────────────────────────────────────
export const DATE_FILTER_KEYS = ["today", "thisWeekend", "thisMonth", "all-dates", "choose-date"] as const;
export type DateFilterKey = (typeof DATE_FILTER_KEYS)[number];

export const DATE_FILTER_OPTION_ORDER = {
  withPicker: ["all-dates", "today", "thisWeekend", "thisMonth", "choose-date"],
  withPickerAlternate: ["choose-date", "all-dates", "today", "thisWeekend", "thisMonth"],
  withoutPicker: ["today", "thisWeekend", "thisMonth", "all-dates"],
} as const satisfies Record<string, readonly DateFilterKey[]>;

// ── Widgets ──────────────────────────────────────────────────────────────────────────────
export const PAGINATION = {
  pageSizes: [5, 10, 50, 100],
  pageNumber: 0,
  perPage: 5,
  report: "{first} - {last} of {totalRecords}",
} as const;

export const KEY_CODES = {
  enter: 13,
  esc: 27,
  left: 37,
  up: 38,
  right: 39,
  down: 40,
} as const;

/** The spec's "Timings" row. tabsMinHeightPx is a size, listed there by the spec. */
export const TIMINGS = {
  buttonSpinnerMs: 200,
  overlayExitMs: 300,
  slideDefaultMs: 1000,
  tabsScrollMs: 300,
  tabsMinHeightPx: 48,
  calendarOverlay: { enterMs: 120, exitMs: 100 },
  filterOverlay: { enterMs: 120, exitMs: 100 },
  /** Holding a calendar arrow repeats every stepMs after delayMs. */
  calendarRepeat: { delayMs: 500, stepMs: 100 },
  /** Holding a number spinner repeats every stepMs after delayMs. */
  numberSpinRepeat: { delayMs: 500, stepMs: 40 },
  /** Debounce defaults; the spec gives the three values "by widget" without naming the widgets. */
  debounceDefaultsMs: [166, 100, 500],
  virtualScrollResizeMs: 10,
} as const;

/** z-index layers (spec §9 "Layer values"); the design system reads them as LAYER (components/ui/layers.ts). */
export const LAYERS = {
  modal: 1100,
  overlay: 1000,
  menu: 1000,
  tooltip: 1100,
  toast: 1200,
} as const;

export const TOOLTIP = {
  placement: "top",
  offset: [0, 16],
  fallback: ["right", "left", "bottom"],
} as const;

/** Where the worker mounts the backend-for-frontend (spec §7): the BFF routes and the browser's client. */
export const BFF_BASE = "/bfx-content/api";
