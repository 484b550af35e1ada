// What an isolate keeps between requests, and for how long: the one cache module (ADR 016).
// Domain-pure: it holds values in memory and never reads the clock; time-based callers pass `now`.
// KV caching is another layer (worker/services/kv-cache.ts, CACHE_POLICY).
//
// Two kinds of memo, each created with a named policy from MEMO_POLICY:
// - boundedMemo: pure work that pages repeat with the same few inputs (Intl formatters, country
//   names, addresses, header shells). Built once per key; a falsy answer is kept; a build that
//   throws is not. Bounded, because keys may come from requests (zones, addresses): past the bound
//   the oldest entry goes, so crafted requests cannot grow the isolate's memory.
// - timedMemo: values loaded from bindings (store configuration, header content, lists), kept
//   `ttlMs` (0 = off; env settings such as STORE_CONFIG_CACHE_SECONDS override the policy's).
//
// ADR 015: only SETTLED values are shared between requests, never a promise in flight. workerd runs
// each request in its own I/O context: a request that awaits a promise another request's I/O
// settles has its continuation cancelled when that other request ends first, and hangs (bench:load
// hung five requests per memo expiry). So a request that finds no fresh copy loads its own; while
// one request refreshes an expired copy, the others go on with that copy for the policy's `staleMs`
// instead of all loading at once. A boundedMemo refuses a promise as an answer.
//
// Keys are strings with explicit version parts, never object identity: a value loaded for sharing
// (a store configuration, the header content) is stamped once at load with a digest of its content
// (stampVersion), and memos built from it name that version (versionOf) in their keys. A new
// configuration with the same content keeps its entries; a changed one starts afresh.
//
// The policies (the one place to look):
// - formatters      Intl.DateTimeFormat / NumberFormat / PluralRules per locale and options, a table
//                   per kind (intl-formats.ts).
// - timeZones       isKnownTimeZone's verdict per zone name (intl-formats.ts).
// - regionNamers    Intl.DisplayNames (long and short) per locale (country-names.ts).
// - countryNames    a country's name per locale and code (country-names.ts).
// - addresses       formatted site addresses per target and language options; longer keys
//                   (crafted targets) are formatted, not kept (address.ts).
// - minorUnits      a currency's decimal places (currency.ts).
// - checkedContent  the header content checked against its schemas, per content version
//                   (app/lib/root-data.server.ts).
// - headerShells    a page shell (menus, labels, dialog) per store version, content version, locale
//                   and signed-in state (app/lib/root-data.server.ts).
// - hreflang        home's and the category pages' hreflang sets per version of the store list,
//                   page, store and origin (app/pages/shared/meta.server.ts).
// - entityHreflang  the same for catalogue pages (performer, venue, event…), per path: a table of
//                   their own, so a crawl of many events cannot push home's sets out.
// - words           a locale's word tables shaped like their English sources, stamped with their
//                   locale and table (app/lib/i18n.server.ts listingLabels, wordsLike).
// - wordPicks       the words a page's components get, per word table version and key list
//                   (app/lib/i18n.server.ts pickWords).
// - signInSchemas   the sign-in forms' zod schemas per messages version (app/lib/sign-in-form.server.ts).
// - translators     one finished translator per translation locale, for the isolate's life
//                   (app/lib/i18n.server.ts).
// - hostMap         the operator's host → store index from KV; also the last one read, kept
//                   for a KV outage (worker/services/store-config.ts).
// - storeConfig     each store's configuration from KV, stamped with its version; also the last
//                   copy read, kept for a KV outage (worker/services/store-config.ts).
// - headerContent   each store's subCatNav and discovery menu, stamped with its version
//                   (worker/services/storefront-services.ts).
// - listing         each store country's home-page list, LISTING_CACHE_SECONDS
//                   (worker/services/listing-memo.ts).
// - venueMaps       the event page's venue map markup per layout, words, currency, choice and
//                   section offers (app/pages/listing/tickets.server.ts).
// - ticketChoices   a guest's view of an event page's listings per event and choice,
//                   LISTING_CACHE_SECONDS; signed-in views read D1 (worker/services/listing-memo.ts).
// - versions        each store's content version and the catalog version the edge page cache
//                   keys by (worker/services/versions.ts, ADR 017).
// - pageCopies      the edge page cache's copies this isolate served or stored last, a second at
//                   most, so a rush's page is not fetched from the Cache API per view
//                   (worker/services/page-cache.ts, ADR 017).
// - popularSearchMarks  the popular-search counts this isolate made, per window, folded name and
//                   client (hashed): a second request in flight is not counted while KV's mark
//                   is still being written (worker/services/popular-searches.ts, ADR 020).
// Not here, on purpose: memos keyed on one request's context object (pageContext() in
// app/lib/i18n.server.ts, resolvePageCurrency() in app/lib/currency.server.ts). They live and
// die with their request and share nothing between requests. Nor the CSP report allowances
// (worker/services/report-allowance.ts): a counter each report changes, not a value built once;
// it keeps its own bound of clients.

/** A bounded memo's policy: how many answers it keeps, and the longest key it keeps one for. */
export interface BoundedPolicy {
  readonly entries: number;
  readonly maxKeyLength?: number;
}

/** A time-based memo's policy: entries, time to live, and how long others use an expired copy while one request refreshes it. */
export interface TimedPolicy {
  readonly entries: number;
  readonly ttlMs: number;
  readonly staleMs: number;
}

/**
 * How long other requests keep using an expired copy while one request refreshes it: the loads
 * behind the timed memos have deadlines of a few seconds.
 */
const REFRESH_STALE_MS = 5_000;
/**
 * Default memo time of the memos of binding reads: KV takes ~60 s to propagate a write, so a few
 * seconds here change nothing an operator can see.
 */
const BINDING_MEMO_MS = 10_000;

/** Every per-isolate memo, by name (see the header comment for what each holds). */
export const MEMO_POLICY = {
  /** Every store locale × the zones and options pages use (a table per kind of formatter). */
  formatters: { entries: 512 },
  timeZones: { entries: 512 },
  /** Locales come from addresses and headers. */
  regionNamers: { entries: 128 },
  /** Every store locale × the countries its pages name. */
  countryNames: { entries: 2048 },
  /** A store's menus, cards and alternates in each language; a key: a target up to ~512 characters and the language options. */
  addresses: { entries: 4096, maxKeyLength: 600 },
  /** Codes are three capital letters (a request's `cur` among them). */
  minorUnits: { entries: 256 },
  checkedContent: { entries: 64 },
  /** Every store × its languages × signed in or not, for a couple of content versions. */
  headerShells: { entries: 512 },
  /** Every store's hosts × home and the main categories. */
  hreflang: { entries: 1024 },
  /** The catalogue pages fans open (an on-sale rush: a few events); a set is ~40 addresses, ~4 KB. Paths past the bound are built, not kept. */
  entityHreflang: { entries: 256, maxKeyLength: 1024 },
  /** A translation locale's word tables, shaped like their English sources: ~30 locales × a dozen tables. */
  words: { entries: 1024 },
  /** The few words a page's components get, per word table and key list. */
  wordPicks: { entries: 1024 },
  /** The sign-in forms' schemas, one per language's messages. */
  signInSchemas: { entries: 64 },
  /** About thirty translation locales; a translator is never refreshed. */
  translators: { entries: 64, ttlMs: Number.POSITIVE_INFINITY, staleMs: 0 },
  hostMap: { entries: 1, ttlMs: BINDING_MEMO_MS, staleMs: REFRESH_STALE_MS },
  storeConfig: { entries: 64, ttlMs: BINDING_MEMO_MS, staleMs: REFRESH_STALE_MS },
  headerContent: { entries: 64, ttlMs: BINDING_MEMO_MS, staleMs: REFRESH_STALE_MS },
  /** Each store's country × the pages and date windows fans open most. */
  listing: { entries: 256, ttlMs: BINDING_MEMO_MS, staleMs: REFRESH_STALE_MS },
  /**
   * Guests' views of event pages' listings (a page of 10 and the map's offers, ~10 KB) per event
   * and choice (LISTING_CACHE_SECONDS, as the lists): a rush's few events in their common choices.
   */
  ticketChoices: { entries: 256, ttlMs: BINDING_MEMO_MS, staleMs: REFRESH_STALE_MS },
  /** The events whose pages fans open (LISTING_CACHE_SECONDS, as the lists): an on-sale rush opens a few. */
  events: { entries: 1024, ttlMs: BINDING_MEMO_MS, staleMs: REFRESH_STALE_MS },
  /**
   * The venue maps' markup (~15–20 KB each) per layout, words, currency, choice and offers: a rush's
   * few events in their common choices. Keys past the bound (a long address) are rendered, not kept.
   */
  venueMaps: { entries: 64, maxKeyLength: 4096 },
  /** The layouts (kind and sections) of the venues whose event pages fans open; only a catalog import changes one. */
  venueLayouts: { entries: 512, ttlMs: BINDING_MEMO_MS, staleMs: REFRESH_STALE_MS },
  /** Each store's content version and the catalog version, read from KV (STORE_CONFIG_CACHE_SECONDS). */
  versions: { entries: 64, ttlMs: BINDING_MEMO_MS, staleMs: REFRESH_STALE_MS },
  /**
   * The edge page cache's hottest copies (a rush's few pages): a copy is served from the isolate
   * while it is fresh by its page policy, then read again from the data centre's cache, at most
   * once a second (ttlMs: the floor). ~64 pages of 30–150 KB: a few MB of the isolate's 128 MB.
   */
  pageCopies: { entries: 64, ttlMs: 1_000, staleMs: 1_000 },
  /** One mark per window, name and client counted here; keys name their window, so old ones just age out. */
  popularSearchMarks: { entries: 4096 },
} as const satisfies Record<string, BoundedPolicy | TimedPolicy>;

/** The longest memo time an env setting may ask for (STORE_CONFIG_CACHE_SECONDS, LISTING_CACHE_SECONDS). */
export const MAX_MEMO_SECONDS = 300;

/**
 * A timed memo's time to live from an env setting in seconds: 0 turns the memo off; absent or
 * outside 0…MAX_MEMO_SECONDS, the policy's.
 * @example memoTtlMs("0", MEMO_POLICY.storeConfig) // 0
 * @example memoTtlMs(undefined, MEMO_POLICY.storeConfig) // 10000
 */
export function memoTtlMs(seconds: string | undefined, policy: TimedPolicy): number {
  const n = Number(seconds ?? policy.ttlMs / 1000);
  return Number.isFinite(n) && n >= 0 && n <= MAX_MEMO_SECONDS ? n * 1000 : policy.ttlMs;
}

function isThenable(value: unknown): boolean {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}

function evictOldest(table: Map<string, unknown>, entries: number): void {
  if (table.size >= entries) table.delete(table.keys().next().value as string);
}

/**
 * A table of at most `policy.entries` answers: `remember(key, build)` returns the answer kept for
 * `key`, or builds and keeps it. A key longer than `policy.maxKeyLength` is built every time.
 * Throws (TypeError) when `build` answers a promise: only settled values are shared (ADR 015).
 * @example const remember = boundedMemo<string>({ entries: 2 }); remember("a", () => "A") // "A", built once
 */
export function boundedMemo<T>(policy: BoundedPolicy): (key: string, build: () => T) => T {
  const table = new Map<string, T>();
  return (key, build) => {
    let value = table.get(key);
    if (value === undefined && !table.has(key)) {
      value = build();
      if (isThenable(value)) throw new TypeError("an isolate memo keeps settled values only, not a promise");
      if (policy.maxKeyLength !== undefined && key.length > policy.maxKeyLength) return value;
      evictOldest(table, policy.entries);
      table.set(key, value);
    }
    return value as T;
  };
}

/** A time-based memo of loaded values (see timedMemo). */
export interface TimedMemo<T> {
  /**
   * The copy kept for `key` while fresh at `now` (or while another request refreshes it, for the
   * policy's stale window); else `load()`'s answer, kept `ttlMs` (the policy's unless given; 0: not
   * served from memory), or `ttlOf(value)` when the loaded value says how long it holds. A failed
   * load is not kept: the next request tries again.
   */
  get(key: string, load: () => Promise<T>, at: { now: number; ttlMs?: number; ttlOf?: (value: T) => number }): Promise<T>;
  /** The last value a load settled with for `key`, however old (kept even with the memo off): a fallback while its source is down. */
  last(key: string): T | undefined;
  /** Keeps a value this request produced itself (it wrote it to the memo's source), fresh from `now`. */
  put(key: string, value: T, at: { now: number; ttlMs?: number }): void;
  clear(): void;
}

/**
 * A table of at most `policy.entries` loaded values, each fresh for a time to live. Only settled
 * values are kept and handed out; a request never awaits another request's load (ADR 015).
 * @example const configs = timedMemo<StoreConfig>(MEMO_POLICY.storeConfig); await configs.get("3", load, { now })
 */
export function timedMemo<T>(policy: TimedPolicy): TimedMemo<T> {
  const table = new Map<string, { value: T; expires: number; refreshingUntil: number }>();
  const keep = (key: string, value: T, now: number, ttlMs: number) => {
    table.delete(key);
    evictOldest(table, policy.entries);
    table.set(key, { value, expires: now + Math.max(ttlMs, 0), refreshingUntil: 0 });
  };
  return {
    async get(key, load, { now, ttlMs = policy.ttlMs, ttlOf }) {
      const entry = table.get(key);
      if (ttlMs > 0 && entry) {
        if (entry.expires > now || entry.refreshingUntil > now) return entry.value;
        entry.refreshingUntil = now + policy.staleMs;
      }
      let value: T;
      try {
        value = await load();
      } catch (err) {
        if (entry) entry.refreshingUntil = 0;
        throw err;
      }
      keep(key, value, now, ttlMs > 0 && ttlOf ? ttlOf(value) : ttlMs);
      return value;
    },
    last(key) {
      return table.get(key)?.value;
    },
    put(key, value, { now, ttlMs = policy.ttlMs }) {
      keep(key, value, now, ttlMs);
    },
    clear() {
      table.clear();
    },
  };
}

/**
 * A 64-bit digest of `text` (hex) and its length: a version part of memo keys. Not cryptographic:
 * its inputs are configurations and content, not an attacker's choice.
 * @example digestOf("a") === digestOf("a") // true
 */
export function digestOf(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, "0");
  return `${hex(h2)}${hex(h1)}.${text.length.toString(36)}`;
}

// A registered symbol: the worker and the Remix server build each bundle their own copy of this
// module, and a stamp the worker's copy makes must be read by the pages' copy.
const VERSION = Symbol.for("stagefront.isolate-memo.version");

/**
 * Stamps a value loaded for sharing with the digest of its content, once, at load: memos built
 * from it name that version in their keys (versionOf). The stamp is not enumerable, so a copy
 * (`{ ...value, brandName }`) is a new value without it. Returns the value.
 * @example versionOf(stampVersion({ a: 1 })) === versionOf({ a: 1 }) // true
 */
export function stampVersion<T extends object>(value: T, version?: string): T {
  if (!Object.hasOwn(value, VERSION) && Object.isExtensible(value)) {
    // An explicit version names what the value was built from (a locale and a table), where the
    // content holds functions JSON cannot see (plural forms).
    Object.defineProperty(value, VERSION, { value: version ?? digestOf(JSON.stringify(value)), enumerable: false });
  }
  return value;
}

/**
 * The version stampVersion gave `value`; for a value never stamped (one built per call, as in
 * tests) the digest of its content, computed now.
 * @example versionOf({ a: 1 }) === versionOf({ a: 1 }) // true
 */
export function versionOf(value: unknown): string {
  const stamped = typeof value === "object" && value !== null ? (value as { [VERSION]?: string })[VERSION] : undefined;
  return stamped ?? digestOf(JSON.stringify(value) ?? String(value));
}

/**
 * One version for a list of values (the store configurations behind the hreflang sets).
 * @example versionOfAll([a, b]) !== versionOfAll([b, a]) // true
 */
export function versionOfAll(values: readonly unknown[]): string {
  return digestOf(values.map(versionOf).join(","));
}
