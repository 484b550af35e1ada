// Fuzzing of the pure parsers: every function that reads text or JSON from outside —
// addresses, query parameters, cookies, stored values, typed input, store documents — with 10,000
// generated cases per target. Each target is fed arbitrary text (ASCII, graphemes, any code point,
// control characters, lone surrogates, web paths and URLs, inputs up to 3,000 characters) and
// generators that mostly build valid-looking input, so that the deep paths run too. Besides "never
// throws", each target checks one invariant a caller relies on.
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { describe, expect as vitestExpect, it } from "vitest";
import { commitTypedDate, DATE_PARSE_MESSAGES, formatEntry, formatTypedDate, parseTypedDate, type DateEntryOptions } from "./components/ui/date-picker/date-picker-state";
import { assertInputType, INPUT_TYPES, isInputType } from "./components/ui/input/input-state";
import { isCharAllowed, isKeyAllowed, isTextAllowed, KEY_FILTERS, stripDisallowed } from "./components/ui/input/key-filter";
import { numberKeyFilter, parseNumberText } from "./components/ui/input/number-input-state";
import { safeRedirectTarget } from "./domain/account-paths";
import { BROWSE_ENTITIES, formatAddress, PAGE_IDS, pageIdOf, parseAddress } from "./domain/address";
import { MS_PER_YEAR } from "./domain/constants";
import { parseStoredCurrency, initialCurrencyChoice, supportedCurrencyCode, NO_CONVERSION } from "./domain/currency";
import { formatPbD, parsePbD, parseUserPrefDate, readSavedDateFilter, type DateChoice, type SavedDateFilter } from "./domain/date-filter";
import { isIsoDate } from "./domain/iso-day";
import { parsePoint } from "./domain/location";
import { locationSearchQuery, parsePbG, pbGSearchText, pickPbGLocation, readLocationResults, resolveLocationChoice, withPbG, type UserLocation } from "./domain/location-filter";
import { isSafeLocaleKey, normalizeLocaleTag, SUPPORTED_LANGUAGES, SUPPORTED_SITE_LOCALES, toTranslationLocale, TRANSLATION_LOCALES, type SiteLocale } from "./domain/locales";
import { sellPathFromEventSlug, sellSearchPath } from "./domain/sell-paths";
import { localizeSeoPath } from "./domain/seo-slugs";
import { normalizeSearchText, searchForms, slugOf } from "./domain/search-text";
import { defaultStoreConfig, parseStoreConfig, type StoreConfig } from "./domain/store-config";
import { STORE_CURRENCIES, STORE_IDS, type StoreId } from "./domain/stores";
import { shapeSuggestions, sitePathOf } from "./domain/suggestion-shaping";
import { parseUserPref, readUserPref, serializeUserPref, UserLocationSchema, UserPrefDateSchema, USER_PREF_FIELD_LIFETIME_MS, withDate, withLocation } from "./domain/user-pref";

const RUNS = { numRuns: 10_000 } as const;
/**
 * A property's time budget (its test timeout) from what it took: the argument is the longest of
 * three runs of this file on the 2-core machine while four other sessions worked on it (load
 * average about 9.5). Five times that, and never under 10 s: a busier machine stretches a
 * CPU-bound property, and no test may need the machine to itself.
 */
const budget = (measuredMs: number) => Math.max(10_000, 5 * measuredMs);

/**
 * `expect` for the properties' hot loops. Vitest's own costs about 15 µs a call, and a property
 * checks up to thirty values a case, 10,000 cases: that was most of the file's time. Each matcher
 * here makes its own comparison first, never looser than vitest's, and hands the value to vitest's
 * expect only when it fails: a failure reports (and shrinks) exactly as before.
 */
function expect(actual: unknown, message?: string) {
  const report = () => vitestExpect(actual, message);
  const matches = (pattern: RegExp | string) =>
    typeof actual === "string" &&
    (typeof pattern === "string" ? actual.includes(pattern) : !pattern.global && !pattern.sticky && pattern.test(actual));
  return {
    toBe(expected: unknown) {
      if (!Object.is(actual, expected)) report().toBe(expected);
    },
    toEqual(expected: unknown) {
      if (!isDeepStrictEqual(actual, expected)) report().toEqual(expected);
    },
    toMatch(pattern: RegExp | string) {
      if (!matches(pattern)) report().toMatch(pattern);
    },
    toContain(item: unknown) {
      if (!(Array.isArray(actual) && actual.indexOf(item) !== -1)) report().toContain(item);
    },
    toBeNull() {
      if (actual !== null) report().toBeNull();
    },
    toBeLessThanOrEqual(bound: number) {
      if (!(typeof actual === "number" && actual <= bound)) report().toBeLessThanOrEqual(bound);
    },
    toBeGreaterThan(bound: number) {
      if (!(typeof actual === "number" && actual > bound)) report().toBeGreaterThan(bound);
    },
    not: {
      toBe(expected: unknown) {
        if (Object.is(actual, expected)) report().not.toBe(expected);
      },
      toMatch(pattern: RegExp | string) {
        if (typeof actual !== "string" || matches(pattern)) report().not.toMatch(pattern);
      },
      toBeNull() {
        if (actual === null) report().not.toBeNull();
      },
    },
  };
}

it("the hot-loop expect passes and fails where vitest's does", () => {
  const fails = (check: () => void) => {
    try {
      check();
      return false;
    } catch {
      return true;
    }
  };
  const passing = [
    () => expect(0).toBe(0), () => expect({ a: [1], b: undefined }).toEqual({ a: [1] }), () => expect("abc").toMatch(/b/),
    () => expect([1, 2]).toContain(2), () => expect(null).toBeNull(), () => expect(3).toBeLessThanOrEqual(3),
    () => expect(4).toBeGreaterThan(3), () => expect(1).not.toBe(2), () => expect("a").not.toMatch(/b/), () => expect(1).not.toBeNull(),
  ];
  const failing = [
    () => expect(0).toBe(-0), () => expect({ a: [1] }).toEqual({ a: [2] }), () => expect(5).toMatch(/5/),
    () => expect([1, 2]).toContain(3), () => expect(0).toBeNull(), () => expect(4).toBeLessThanOrEqual(3),
    () => expect(3).toBeGreaterThan(3), () => expect(1).not.toBe(1), () => expect("ab").not.toMatch(/b/), () => expect(null).not.toBeNull(),
  ];
  vitestExpect(passing.map(fails)).toEqual(passing.map(() => false));
  vitestExpect(failing.map(fails)).toEqual(failing.map(() => true));
});

const NOW = Date.UTC(2026, 11, 5, 12);
const TODAY = "2026-12-05";
const SITE = "https://www.stagefront.example";

// ── Text ─────────────────────────────────────────────────────────────────────────────────────────

const controlChar = fc
  .integer({ min: 0, max: 0x9f })
  .filter((c) => c < 0x20 || c >= 0x7f)
  .map((c) => String.fromCharCode(c));
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
/** Pieces that have broken parsers before: separators, escapes, case folds that change length, look-alikes. */
const trickyPiece = fc.constantFrom(
  "/", "//", "\\", "/\\", "%", "%2F", "%2f", "%5C", "%2e", "%2E%2E", "%25", "%252F", "%E0%A4%A", "%ZZ", "%00", "%0A",
  ".", "..", "./", "../", "?", "#", "&", "=", "+", ",", ":", "@", ";", " ", "  ", "\t", "\n", "\r", "\u0000", "\u007f",
  "\u00a0", "\u2028", "\u200b", "\ufeff", "İ", "ı", "ß", "ſ", "ﬀ", "K", "Å", "ǅ", "ℌ", "𝐁", "😀", "👩‍👩‍👧", "e\u0301", "\u0301",
  "__proto__", "constructor", "prototype", "toString", "http:", "https://", "javascript:", "//evil.example", "-", "_",
  "tickets", "-tickets", "event", "find", "s", "fr", "en-us", "DE", "0", "123", "9999999999999999999999",
);
const trickyText = fc.string({
  unit: fc.oneof(trickyPiece, controlChar, loneSurrogate, fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 })),
  maxLength: 24,
  size: "medium",
});
/** 500 to 3,000 characters: one piece repeated, or random code units of the whole range. */
const longText = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(trickyText.filter((s) => s.length > 0), fc.integer({ min: 500, max: 3_000 }))
      .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length)),
  },
  { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 500, maxLength: 3_000, size: "max" }) },
);
/** Any text a request, a cookie or a keyboard can bring. */
const anyText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40, size: "medium" }) },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 30, size: "medium" }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30, size: "medium" }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary-ascii", maxLength: 30, size: "medium" }) },
  { weight: 5, arbitrary: trickyText },
  { weight: 2, arbitrary: fc.webPath() },
  { weight: 1, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  { weight: 1, arbitrary: longText },
);
/** Text as URLSearchParams, JSON from our own services and D1 deliver it: a lone surrogate becomes U+FFFD. */
const wellFormedText = anyText.map((s) => s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"));

/** Joins pieces with mostly ordinary, sometimes odd separators. */
function joinWith(parts: readonly string[], separators: readonly string[]): string {
  return parts.map((part, i) => (i === 0 ? part : `${separators[i % separators.length]}${part}`)).join("");
}

const slugWord = fc.stringMatching(/^[a-z0-9]{1,8}$/);
const plainSlug = fc.array(slugWord, { minLength: 1, maxLength: 4 }).map((words) => words.join("-"));
const isoDate = fc.date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2060, 11, 31)), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
/** year-month-day shaped, often not a real day. */
const dateLike = fc.oneof(
  isoDate,
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([y, m, d]) => `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`),
);

/** Runs `call`; an error that `expected` recognizes is returned, any other is thrown. */
function allowing<T>(expected: (error: unknown) => boolean, call: () => T): { value: T } | { error: unknown } {
  try {
    return { value: call() };
  } catch (error) {
    if (expected(error)) return { error };
    throw error;
  }
}

// ── Addresses ───────────────────────────────────────────────────────────────────────────────────

const languageSets = fc.constantFrom<readonly string[]>(SUPPORTED_LANGUAGES, ["en", "fr"], ["en-CA", "fr-CA", "es-MX"], ["de"], []);
const languageSegment = fc
  .tuple(fc.constantFrom(...SUPPORTED_LANGUAGES, "xx", "zz"), fc.option(fc.constantFrom("ca", "CA", "de", "us", "x")), fc.boolean())
  .map(([language, region, upper]) => {
    const segment = region === null ? language : `${language}-${region}`;
    return upper ? segment.toUpperCase() : segment;
  });
const slugSegment = fc.oneof(
  { weight: 4, arbitrary: plainSlug.map((name) => `${name}-tickets`) },
  { weight: 2, arbitrary: plainSlug },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 8 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 8 }) },
  { weight: 1, arbitrary: trickyPiece },
);
const entitySegment = fc.constantFrom(...BROWSE_ENTITIES, "event", "find", "Event", "performers", "sell", "my");
const idSegment = fc.oneof(
  { weight: 5, arbitrary: fc.nat().map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String) },
  { weight: 2, arbitrary: fc.constantFrom("s", "0", "007", "-1", "1e3", "１２", "12a", "%31", "") },
);
const pathBody = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(entitySegment, idSegment).map((pair): string[] => [...pair]) },
  { weight: 2, arbitrary: fc.constant(["find", "s"]) },
  { weight: 2, arbitrary: fc.constant([]) },
);
/** Paths in the shapes of spec §2.1 with random slugs, ids and language segments, sometimes bent. */
const sitePathShapes = ({ maxPrefix, withExtra }: { maxPrefix: number; withExtra: fc.Arbitrary<boolean> }) => fc
  .record({
    prefix: fc.array(fc.oneof(languageSegment, slugSegment), { maxLength: maxPrefix }),
    body: pathBody,
    extra: fc.array(fc.oneof(slugSegment, idSegment), { maxLength: 2 }),
    withExtra,
    separators: fc.oneof({ weight: 8, arbitrary: fc.constant(["/"]) }, { weight: 1, arbitrary: fc.array(fc.constantFrom("/", "//", "\\", "/./", "/../"), { minLength: 1, maxLength: 3 }) }),
    leading: fc.constantFrom("/", "/", "/", "", "//", "\\"),
    trailing: fc.boolean(),
    query: fc.oneof(fc.constant(""), fc.constantFrom("?q=adele", "?pbD=w&pbG=Austin%2C+TX", "?", "?a=%ZZ"), fc.webQueryParameters().map((q) => `?${q}`)),
    hash: fc.oneof(fc.constant(""), fc.constantFrom("#", "#top"), fc.webFragments().map((h) => `#${h}`)),
    host: fc.oneof({ weight: 6, arbitrary: fc.constant("") }, { weight: 1, arbitrary: fc.constantFrom("https://www.stagefront.example", "http://localhost:8787", "https://evil.example") }),
  })
  .map((p) => {
    const segments = [...p.prefix, ...p.body, ...(p.withExtra ? p.extra : [])];
    const path = `${p.leading}${joinWith(segments, p.separators)}${p.trailing && segments.length > 0 ? "/" : ""}`;
    return `${p.host}${p.host !== "" && !path.startsWith("/") ? "/" : ""}${path}${p.query}${p.hash}`;
  });
const sitePath = sitePathShapes({ maxPrefix: 3, withExtra: fc.boolean() });
const addressInput = fc.oneof({ weight: 3, arbitrary: sitePath }, { weight: 2, arbitrary: anyText });

const FORMAT_ORIGIN = "http://format.invalid";
const sameOrigin = (target: string) => {
  try {
    return new URL(target, `${FORMAT_ORIGIN}/`).origin === FORMAT_ORIGIN;
  } catch {
    return false;
  }
};
const isFullAddress = (target: string) => /^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith("//");
const route = (p: ReturnType<typeof parseAddress>) => ({ pageId: p.pageId, entity: p.entity, entityId: p.entityId, seoSlug: p.seoSlug });

describe("fuzz: addresses (address.ts)", () => {
  it("parseAddress / pageIdOf: never throw; a parsed address has a collapsed, slash-ended path and a consistent page", () => {
    fc.assert(
      fc.property(addressInput, languageSets, fc.option(fc.constantFrom("https://www.stagefront.example/fr/", "http://localhost:8787")), (input, languages, base) => {
        const parsed = parseAddress(input, { supportedLanguages: languages, ...(base === null ? {} : { base }) });
        if (base === null) expect(pageIdOf(input, languages)).toBe(parsed.pageId);
        expect([...PAGE_IDS, null]).toContain(parsed.pageId);
        if (parsed.pathname === "") {
          expect(parsed.pageId).toBeNull();
          return;
        }
        // Only the web's schemes have a hierarchical path ("mailto:x" has the opaque path "x"); the
        // worker parses request addresses, which are always http(s).
        if (parsed.protocol === "http:" || parsed.protocol === "https:") expect(parsed.pathname).toMatch(/^\/(?:[^/]+\/)*$/);
        if (parsed.language !== null) expect(languages.map((l) => l.slice(0, 2).toLowerCase())).toContain(parsed.language);
        switch (parsed.pageId) {
          case "home":
            expect([parsed.entity, parsed.entityId, parsed.pagePathname]).toEqual([null, null, "/"]);
            break;
          case "search":
            expect([parsed.entity, parsed.entityId, parsed.pagePathname]).toEqual(["find", null, "/find/s/"]);
            break;
          case "event":
          case "browse":
            expect(parsed.entityId).toMatch(/^\d+$/);
            expect(parsed.pageId === "event" ? ["event"] : BROWSE_ENTITIES).toContain(parsed.entity);
            expect(parsed.pagePathname).toBe(`/${parsed.entity}/${parsed.entityId}/`);
            break;
        }
      }),
      RUNS,
    );
  }, budget(1_300));

  it("formatAddress: never throws, is idempotent, and keeps a same-origin target same-origin", () => {
    const locales = fc.constantFrom(
      { currentLocale: "fr-CA", defaultLocale: "en-CA" },
      { currentLocale: "de-DE", defaultLocale: "en-GB" },
      { currentLocale: "en-US", defaultLocale: "en-US" },
      { currentLocale: "xx-YY", defaultLocale: "en-GB" },
      { currentLocale: "", defaultLocale: "en-GB" },
    );
    fc.assert(
      fc.property(fc.oneof(addressInput, sitePath.map((p) => p.replace(/^[/\\]+/, ""))), locales, languageSets, (target, locale, languages) => {
        const options = { ...locale, supportedLanguages: languages };
        const once = formatAddress(target, options);
        expect(formatAddress(once, options)).toBe(once);
        if (!isFullAddress(target) && target !== "" && !target.startsWith("#") && sameOrigin(target)) {
          expect(sameOrigin(once)).toBe(true);
          expect(once.startsWith("//")).toBe(false);
        }
      }),
      RUNS,
    );
  }, budget(1_900));

  it("parse → format → parse keeps the page, slug and id and sets the language", () => {
    const options = { currentLocale: "fr-CA", defaultLocale: "en-CA", supportedLanguages: SUPPORTED_LANGUAGES };
    // Most generated paths are shapes; the rest are skipped. With sitePath itself three in four
    // were skipped: a third segment before the body (3 in 100 of those were pages) and a segment
    // after the id (1 in 100) are left out or made rare here.
    const rarely = fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
    const pagePath = sitePathShapes({ maxPrefix: 2, withExtra: rarely });
    fc.assert(
      fc.property(pagePath, (path) => {
        const first = parseAddress(path, options);
        // The worker parses request addresses: http(s) only ("javascript:/find/s" is a shape too, with other query rules).
        fc.pre(first.pageId !== null && (first.protocol === "http:" || first.protocol === "https:"));
        const formatted = formatAddress(`${first.pathname}${first.search}${first.hash}`, options);
        const second = parseAddress(formatted, options);
        expect(route(second)).toEqual(route(first));
        expect(second.language).toBe("fr");
        expect(pageIdOf(formatted, SUPPORTED_LANGUAGES)).toBe(first.pageId);
        expect([second.search, second.hash]).toEqual([first.search, first.hash]);
      }),
      { ...RUNS, maxSkipsPerRun: 10 },
    );
  }, budget(2_600));
});

// ── pbD, the date filter in the address (date-filter.ts) ────────────────────────────────────────

const pbDLike = fc.oneof(
  fc.constantFrom("t", "w", "m", "c", "a", "T", "x", "tt", "", " t", "all", "c "),
  fc
    .tuple(dateLike, fc.constantFrom(" ", "+", "%20", "  ", "", "\t"), dateLike, fc.constantFrom(" ", "+", "%20"))
    .map(([start, sep, end, sep2]) => `${start}${sep}to${sep2}${end}`),
);
const savedDateFilter: fc.Arbitrary<SavedDateFilter | null> = fc
  .record({
    prefDate: fc.constantFrom("custom_date_range", "other"),
    eventStartDate: dateLike,
    eventEndDate: dateLike,
    allDates: fc.constantFrom(false, true, 0),
    isDateSelected: fc.constantFrom(true, false, "true"),
  })
  .map((raw) => readSavedDateFilter(raw));

describe("fuzz: pbD (date-filter.ts)", () => {
  it("parsePbD: never throws; gives all dates, a preset, or a real range within today..; formatPbD reads back", () => {
    fc.assert(
      fc.property(
        fc.oneof(anyText, pbDLike, fc.array(pbDLike, { maxLength: 3 }), fc.anything()),
        fc.oneof(isoDate, fc.constant(TODAY)),
        savedDateFilter,
        (value, today, saved) => {
          const context = { today, saved };
          const choice = parsePbD(value, context);
          if (choice.key === "choose-date") {
            expect(isIsoDate(choice.start) && isIsoDate(choice.end)).toBe(true);
            expect(today <= choice.start && choice.start <= choice.end).toBe(true);
          } else {
            expect(choice).toEqual({ key: choice.key });
            expect(["today", "thisWeekend", "thisMonth", "all-dates"]).toContain(choice.key);
          }
          expect(parsePbD(formatPbD(choice), context)).toEqual(choice);
          expect(parsePbD([formatPbD(choice).replace(/ /g, "+")], context)).toEqual(choice);
        },
      ),
      RUNS,
    );
  }, budget(700));

  it("readSavedDateFilter / parseUserPrefDate: never throw on any JSON; what they keep is a real range", () => {
    const userPrefDate = fc.record(
      { key: fc.constantFrom("today", "thisWeekend", "thisMonth", "all-dates", "choose-date", "__proto__", "x"), start: dateLike, end: dateLike },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.anything(), userPrefDate), savedDateFilter, isoDate, (raw, saved, today) => {
        const read = readSavedDateFilter(raw);
        if (read !== null) expect(isIsoDate(read.eventStartDate) && read.eventStartDate <= read.eventEndDate).toBe(true);
        if (saved !== null) expect(readSavedDateFilter(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
        const choice: DateChoice | null = parseUserPrefDate(raw, today);
        if (choice?.key === "choose-date") expect(today <= choice.start && choice.start <= choice.end && isIsoDate(choice.end)).toBe(true);
      }),
      RUNS,
    );
  }, budget(600));
});

// ── pbG and locations (location-filter.ts, location.ts) ─────────────────────────────────────────

const placeName = fc.oneof(
  fc.constantFrom("Austin, TX", "München, Deutschland", "  Paris,   France ", "São Paulo", "Zürich", "Saint-Jean-sur-Richelieu, QC", "東京, 日本", ",", " , TX"),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  anyText,
);
const coordinate = (limit: number) => fc.double({ min: -limit - 1, max: limit + 1, noNaN: false });
const locationResultLike = fc.record(
  {
    geoNameId: fc.oneof(fc.integer({ min: -2, max: 2 ** 31 }), fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, 1.5, NaN), fc.string()),
    name: fc.oneof(placeName, fc.constant(3)),
    latitude: fc.oneof(coordinate(90), fc.constant("30.2")),
    longitude: coordinate(180),
    postalCode: fc.option(fc.oneof(anyText, fc.constantFrom("78701", "  ", "\u0000")), { nil: undefined }),
    city: fc.option(placeName, { nil: undefined }),
    state: fc.option(fc.constantFrom("Texas", "", "Bayern"), { nil: undefined }),
    stateCode: fc.option(fc.constantFrom("TX", "", "BY"), { nil: undefined }),
    country: fc.option(fc.constantFrom("United States", "Deutschland", ""), { nil: undefined }),
    countryCode: fc.option(fc.constantFrom("US", "CA", "DE", "", "us"), { nil: undefined }),
  },
  { requiredKeys: [] },
);
const validLocation: fc.Arbitrary<UserLocation> = fc.record({
  geoNameId: fc.integer({ min: 1, max: 2 ** 31 }),
  name: fc.constantFrom("Austin, TX", "München, Deutschland", "Paris, France", "東京, 日本"),
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

function isValidUserLocation(location: UserLocation): boolean {
  return UserLocationSchema.safeParse(location).success;
}

describe("fuzz: pbG and locations (location-filter.ts, location.ts)", () => {
  it("parsePbG / pbGSearchText / resolveLocationChoice: never throw; a kept name is folded, short, clean and stable", () => {
    fc.assert(
      fc.property(fc.oneof(placeName, fc.constantFrom(null, undefined)), fc.option(validLocation), fc.boolean(), (raw, stored, queryParams) => {
        const name = parsePbG(raw);
        if (name !== null) {
          expect(name.length).toBeGreaterThan(0);
          expect(name.length).toBeLessThanOrEqual(100);
          expect(name).toBe(name.trim());
          expect(name).not.toMatch(/\p{Cc}|[^\S ]| {2}/u);
          expect(parsePbG(name)).toBe(name);
          expect(pbGSearchText(name).length).toBeLessThanOrEqual(100);
        }
        const choice = resolveLocationChoice({ pbG: raw, stored, queryParams });
        if (!queryParams || name === null) expect(choice).toEqual(stored ? { kind: "location", location: stored } : { kind: "none" });
        if (choice.kind === "lookup") expect([choice.name, choice.searchText]).toEqual([name, pbGSearchText(name ?? "")]);
      }),
      RUNS,
    );
  }, budget(300));

  it("withPbG: never throws; pbG reads back as the location's name and the other parameters stay", () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.webQueryParameters().map((q) => `?${q}`)), fc.option(fc.oneof(validLocation, validLocation.chain((l) => wellFormedText.map((name) => ({ ...l, name }))))), (search, location) => {
        const next = withPbG(search, location);
        expect(next === "" || next.startsWith("?")).toBe(true);
        const query = new URLSearchParams(next);
        expect(query.get("pbG")).toBe(location === null ? null : location.name);
        const others = (q: URLSearchParams) => [...q].filter(([key]) => key !== "pbG");
        expect(others(query)).toEqual(others(new URLSearchParams(search)));
      }),
      RUNS,
    );
  }, budget(800));

  it("readLocationResults / pickPbGLocation: never throw on any answer; what they keep is a valid location", () => {
    const answer = fc.oneof(
      { weight: 1, arbitrary: fc.anything() },
      { weight: 1, arbitrary: fc.jsonValue() },
      { weight: 4, arbitrary: fc.record({ locations: fc.array(fc.oneof({ weight: 6, arbitrary: locationResultLike }, { weight: 1, arbitrary: fc.anything() }), { maxLength: 6 }) }) },
    );
    fc.assert(
      fc.property(answer, placeName, (body, name) => {
        const results = readLocationResults(body);
        for (const r of results) {
          expect(Number.isSafeInteger(r.geoNameId) && r.geoNameId > 0).toBe(true);
          expect(Math.abs(r.latitude) <= 90 && Math.abs(r.longitude) <= 180).toBe(true);
          expect(r.name.trim()).not.toBe("");
        }
        const picked = pickPbGLocation(name, results);
        if (picked !== null) {
          expect(isValidUserLocation(picked)).toBe(true);
          expect(results.map((r) => r.geoNameId)).toContain(picked.geoNameId);
        }
      }),
      RUNS,
    );
  }, budget(900));

  it("parsePoint: never throws, stays in range, and reads every point the client writes", () => {
    const pointLike = fc
      .tuple(fc.double({ min: -200, max: 200, noNaN: true }), fc.double({ min: -200, max: 200, noNaN: true }), fc.integer({ min: 0, max: 14 }), fc.constantFrom(",", " , ", ";", ",,"))
      .map(([lat, lon, digits, sep]) => `${lat.toFixed(digits)}${sep}${lon.toFixed(digits)}`);
    fc.assert(
      fc.property(fc.oneof(anyText, pointLike), fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (raw, latitude, longitude) => {
        const point = parsePoint(raw);
        if (point !== null) expect(Math.abs(point.latitude) <= 90 && Math.abs(point.longitude) <= 180).toBe(true);
        const written = new URLSearchParams(locationSearchQuery({ type: "searchNearby", latitude, longitude })).get("point") ?? "";
        const read = parsePoint(written);
        expect(read).not.toBeNull();
        expect(Math.abs(read!.latitude - latitude)).toBeLessThanOrEqual(6e-7);
        expect(Math.abs(read!.longitude - longitude)).toBeLessThanOrEqual(6e-7);
      }),
      RUNS,
    );
  }, budget(500));
});

// ── SH6_USER_PREF (user-pref.ts) ────────────────────────────────────────────────────────────────

const prefLocation = fc.record({
  geoNameId: fc.oneof(fc.integer({ min: 1, max: 2 ** 31 }), fc.constantFrom(0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2)),
  name: fc.oneof(fc.constantFrom("Austin, TX", "München, Deutschland"), fc.string({ unit: "grapheme", maxLength: 110 }), anyText),
  latitude: fc.double({ min: -95, max: 95 }),
  longitude: fc.double({ min: -185, max: 185 }),
  postalCode: fc.option(fc.oneof(fc.constantFrom("78701", " ", "SW1A 1AA"), anyText), { nil: undefined }),
});
const prefDate = fc.record(
  { key: fc.constantFrom("today", "thisWeekend", "thisMonth", "all-dates", "choose-date", "tomorrow"), start: fc.oneof(dateLike, fc.constant(undefined)), end: fc.oneof(dateLike, fc.constant(undefined)) },
  { requiredKeys: ["key"] },
);
const prefField = <T>(value: fc.Arbitrary<T>) =>
  fc.record({
    value: fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: fc.jsonValue() }),
    expiresAt: fc.oneof(fc.integer({ min: NOW - 1_000, max: NOW + 2 * MS_PER_YEAR }), fc.constantFrom(NOW, 1.5, -1, "2027", Number.MAX_SAFE_INTEGER + 2)),
  });
const prefObject = fc.record(
  { date: fc.oneof(prefField(prefDate), fc.jsonValue()), location: fc.oneof(prefField(prefLocation), fc.jsonValue()), extra: fc.jsonValue() },
  { requiredKeys: [] },
);
/** How a cookie value arrives: encoded as written, raw JSON, quoted, or anything at all. */
const cookieValue = fc.oneof(
  { weight: 4, arbitrary: prefObject.map((o) => encodeURIComponent(JSON.stringify(o))) },
  { weight: 1, arbitrary: prefObject.map((o) => JSON.stringify(o)) },
  { weight: 1, arbitrary: prefObject.map((o) => `"${encodeURIComponent(JSON.stringify(o))}"`) },
  { weight: 3, arbitrary: anyText },
  { weight: 1, arbitrary: fc.jsonValue().map((v) => encodeURIComponent(JSON.stringify(v) ?? "")) },
);

/** The fields a read gives back are known, valid and not expired. */
function expectReadablePref(pref: ReturnType<typeof parseUserPref>): void {
  expect(Object.keys(pref).every((key) => key === "date" || key === "location")).toBe(true);
  if (pref.date) {
    expect(UserPrefDateSchema.safeParse(pref.date.value).success).toBe(true);
    expect(pref.date.expiresAt > NOW && pref.date.expiresAt <= NOW + USER_PREF_FIELD_LIFETIME_MS.date).toBe(true);
  }
  if (pref.location) {
    expect(UserLocationSchema.safeParse(pref.location.value).success).toBe(true);
    expect(pref.location.expiresAt > NOW && pref.location.expiresAt <= NOW + USER_PREF_FIELD_LIFETIME_MS.location).toBe(true);
  }
}

describe("fuzz: SH6_USER_PREF (user-pref.ts)", () => {
  it("parseUserPref / readUserPref: never throw; only valid, unexpired fields are read", () => {
    fc.assert(
      fc.property(fc.oneof(cookieValue, fc.constant(undefined)), prefObject, (value, object) => {
        expectReadablePref(parseUserPref(value, NOW));
        expectReadablePref(readUserPref(object, NOW));
      }),
      RUNS,
    );
  }, budget(2_500));

  it("a corrupt cookie (cut short, or not JSON) reads as absent", () => {
    const written = fc
      .tuple(validLocation, fc.constantFrom({ key: "today" as const }, { key: "choose-date" as const, start: "2026-12-06", end: "2027-01-02" }))
      .map(([location, date]) => serializeUserPref(withDate(withLocation({}, location, NOW), date, NOW), NOW).value);
    fc.assert(
      fc.property(written, fc.nat(), anyText.filter((t) => !/^\s*["{[]/.test(t)), (value, cut, junk) => {
        expect(value).not.toBe("");
        expect(parseUserPref(value.slice(0, cut % value.length), NOW)).toEqual({});
        // Not an object after decoding: nothing to read.
        const junkValue = parseUserPref(junk, NOW);
        expect(junkValue).toEqual({});
      }),
      RUNS,
    );
  }, budget(1_900));
});

// ── Locale keys (locales.ts) ────────────────────────────────────────────────────────────────────

const UNSAFE_LOCALE = "Unsafe locale detected";
/** The one error the locale functions may throw, by design, for a key that is not a locale tag. */
const isUnsafeLocaleError = (error: unknown) => error instanceof Error && error.message === UNSAFE_LOCALE;
const localeLike = fc.oneof(
  fc.constantFrom(...SUPPORTED_SITE_LOCALES, ...TRANSLATION_LOCALES, "__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "en-", "-en", "en--us", "en__US", "EN_us", "zh-Hant-TW", "sr-Latn-RS", "de-CH-1996", "x", "xxxx"),
  fc
    .tuple(
      fc.stringMatching(/^[A-Za-z]{1,4}$/),
      fc.array(fc.tuple(fc.constantFrom("-", "_", "--", ""), fc.stringMatching(/^[A-Za-z0-9]{1,9}$/)), { maxLength: 3 }),
    )
    .map(([language, subtags]) => `${language}${subtags.map(([sep, tag]) => `${sep}${tag}`).join("")}`),
  fc.constantFrom(...SUPPORTED_SITE_LOCALES).map((l) => l.toLowerCase().replace("-", "_")),
);

describe("fuzz: locale keys (locales.ts)", () => {
  it("isSafeLocaleKey / normalizeLocaleTag / toTranslationLocale: only the unsafe-locale error, only for unsafe keys; a safe key normalizes stably to a catalogue", () => {
    fc.assert(
      fc.property(fc.oneof({ weight: 3, arbitrary: localeLike }, { weight: 2, arbitrary: anyText }, { weight: 1, arbitrary: fc.anything() }), (key) => {
        const safe = isSafeLocaleKey(key);
        expect(typeof safe).toBe("boolean");
        if (typeof key !== "string") return;
        const normalized = allowing(isUnsafeLocaleError, () => normalizeLocaleTag(key));
        const translation = allowing(isUnsafeLocaleError, () => toTranslationLocale(key));
        if (!safe) {
          expect("error" in normalized && "error" in translation).toBe(true);
          return;
        }
        expect("value" in normalized && "value" in translation).toBe(true);
        if (!("value" in normalized) || !("value" in translation)) return;
        const tag = normalized.value;
        expect(isSafeLocaleKey(tag)).toBe(true);
        expect(normalizeLocaleTag(tag)).toBe(tag);
        expect(tag.toLowerCase()).toBe(key.replace(/_/g, "-").toLowerCase());
        expect(TRANSLATION_LOCALES).toContain(translation.value);
        expect(toTranslationLocale(tag)).toBe(translation.value);
      }),
      RUNS,
    );
  }, budget(600));
});

// ── Currency ('cur' and the stored choice, currency.ts) ─────────────────────────────────────────

const currencyLike = fc.oneof(
  fc.constantFrom(...STORE_CURRENCIES, "none", "NONE", " None ", "XXX", "EURO", "€", "us d", "ſek", "ıdr", "ß", "", "\u0000EUR"),
  fc.tuple(fc.constantFrom(...STORE_CURRENCIES), fc.constantFrom("", " ", "\t", "\n", "          ", "\u00a0"), fc.boolean()).map(([code, pad, lower]) => `${pad}${lower ? code.toLowerCase() : code}${pad}`),
  anyText,
  fc.anything(),
);
const supportedList = fc.oneof(fc.subarray([...STORE_CURRENCIES]), fc.array(fc.oneof(fc.constantFrom(...STORE_CURRENCIES).map((c) => c.toLowerCase()), fc.string({ maxLength: 4 })), { maxLength: 4 }));
const isSupported = (code: string, supported: readonly string[]) => /^[A-Z]{3}$/.test(code) && supported.some((key) => key.toUpperCase() === code);

describe("fuzz: currency parameters (currency.ts)", () => {
  it("supportedCurrencyCode / parseStoredCurrency / initialCurrencyChoice: never throw; only 'none' or a supported code comes out, from the rule named", () => {
    fc.assert(
      fc.property(
        fc.record({
          enabled: fc.boolean(),
          stored: currencyLike,
          queryCur: currencyLike,
          optOutEnabled: fc.boolean(),
          ipCountryCode: fc.oneof(fc.constantFrom("US", "se", " CA ", "GB", null, undefined), anyText),
          siteCountry: fc.oneof(fc.constantFrom("DE", "US", "GB", " mx "), anyText),
          storeDefault: fc.oneof(fc.constantFrom(...STORE_CURRENCIES), fc.string({ maxLength: 4 })),
          supported: supportedList,
        }),
        (input) => {
          const fromQuery = supportedCurrencyCode(input.queryCur, input.supported);
          if (fromQuery !== null) expect(isSupported(fromQuery, input.supported)).toBe(true);
          const stored = parseStoredCurrency(input.stored, input.supported);
          if (stored !== null && stored !== NO_CONVERSION) expect(isSupported(stored, input.supported)).toBe(true);
          const { currency, source } = initialCurrencyChoice(input);
          expect(currency === NO_CONVERSION || isSupported(currency, input.supported)).toBe(true);
          if (!input.enabled) expect(source).toBe("disabled");
          else if (stored !== null) expect([source, currency]).toEqual(["stored", stored]);
          else if (fromQuery !== null) expect([source, currency]).toEqual(["query", fromQuery]);
          else if (!input.optOutEnabled) expect([source, currency]).toEqual(["fallback", NO_CONVERSION]);
        },
      ),
      RUNS,
    );
  }, budget(1_000));
});

// ── Sell slugs (sell-paths.ts) ──────────────────────────────────────────────────────────────────

const eventSlug = fc
  .record({
    name: fc.oneof(plainSlug.map((n) => `${n}-tickets`), plainSlug, fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }).map(encodeURIComponent), fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 })),
    type: fc.constantFrom("event", "performer", "venue", "grouping", "category", "geography", "Event", "x y", "a&b=c"),
    id: fc.oneof(fc.nat().map(String), fc.constantFrom("", "12&x=1", "1 2", "%31", "１")),
    lead: fc.constantFrom("", "/", "//", " "),
    trail: fc.constantFrom("", "/", "//", " ", "/more/segments/"),
  })
  .map(({ name, type, id, lead, trail }) => ({ slug: `${lead}${name}/${type}/${id}${trail}`, name, type, id }));

describe("fuzz: sell slugs (sell-paths.ts)", () => {
  it("sellPathFromEventSlug / sellSearchPath: never throw on text as it arrives; the query reads back as built", () => {
    // Text as it arrives: both encode with encodeURIComponent, which throws a URIError on a lone
    // surrogate. Their inputs cannot hold one (catalogue web paths from D1, suggestion JSON, the
    // q parameter through URLSearchParams), so lone surrogates become U+FFFD here (wellFormedText).
    fc.assert(
      fc.property(fc.oneof(wellFormedText, eventSlug.map((e) => e.slug)), eventSlug, wellFormedText, (raw, event, term) => {
        const path = sellPathFromEventSlug(raw);
        expect(path === "sell/" || path.startsWith("sell/sellTicket?eventIds=") || path.startsWith("sell/searchEvent?id=")).toBe(true);
        expect(sameOrigin(path)).toBe(true);

        const built = sellPathFromEventSlug(event.slug);
        const query = new URLSearchParams(built.slice(built.indexOf("?") + 1));
        const parts = event.slug.trim().split("/").filter((s) => s !== "");
        if (parts[1] === "event" && parts[2] !== undefined) expect(query.get("eventIds")).toBe(parts[2]);
        else if (parts.length >= 3) expect([query.get("id"), query.get("type")]).toEqual([parts[2], parts[1]]);
        else expect(built).toBe("sell/");

        const search = sellSearchPath(term);
        expect(search.startsWith("sell/performerSearch?q=")).toBe(true);
        expect(new URLSearchParams(search.slice(search.indexOf("?") + 1)).get("q")).toBe(term.trim());
      }),
      RUNS,
    );
  }, budget(1_400));
});

// ── SEO slugs (seo-slugs.ts) ────────────────────────────────────────────────────────────────────

const catalogueSlug = fc
  .tuple(plainSlug, fc.option(isoDate), fc.option(fc.constantFrom("entradas-", "billets-", "tickets-")))
  .map(([name, date, before]) => `${before ?? ""}${name}-tickets${date === null ? "" : `-${date}`}`);
const catalogPath = fc
  .tuple(fc.oneof({ weight: 4, arbitrary: catalogueSlug }, { weight: 1, arbitrary: slugSegment }), fc.constantFrom("performer", "venue", "grouping", "geography", "event", "category", "find"), idSegment, fc.constantFrom("/", "", "//"), fc.constantFrom("", "?x=1", "#a", "?a=b#c/d"))
  .map(([slug, entity, id, end, rest]) => `/${slug}/${entity}/${id}${end}${rest}`);
const anyLocale = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...SUPPORTED_SITE_LOCALES) }, { weight: 2, arbitrary: localeLike }, { weight: 1, arbitrary: anyText });

describe("fuzz: SEO slugs (seo-slugs.ts)", () => {
  it("localizeSeoPath: never throws (its contract, also for unsafe locales); the page, query and hash stay; applying it twice changes nothing more", () => {
    fc.assert(
      fc.property(fc.oneof({ weight: 3, arbitrary: catalogPath }, { weight: 1, arbitrary: sitePath }, { weight: 1, arbitrary: anyText }), anyLocale, (path, locale) => {
        const localized = localizeSeoPath(path, locale);
        expect(localizeSeoPath(localized, locale)).toBe(localized);
        if (localized === path) return;
        const options = { supportedLanguages: SUPPORTED_LANGUAGES };
        const before = parseAddress(path, options);
        const after = parseAddress(localized, options);
        expect([after.pageId, after.entity, after.entityId, after.search, after.hash]).toEqual([before.pageId, before.entity, before.entityId, before.search, before.hash]);
        expect(after.seoSlug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      }),
      RUNS,
    );
  }, budget(800));
});

// ── Redirect targets (account-paths.ts) and suggestion addresses (suggestion-shaping.ts) ───────

/** A same-site path: one leading '/', never '//' or '/\', and it resolves on this site. */
function expectSameSitePath(path: string): void {
  expect(path.startsWith("/")).toBe(true);
  expect(path[1] === "/" || path[1] === "\\").toBe(false);
  expect(new URL(path, SITE).origin).toBe(SITE);
}

const redirectLike = fc.oneof(
  sitePath,
  fc.tuple(fc.constantFrom("/", "//", "/\\", "\\", "/%2F", "/%252F", "/.", "/..", "/%2e", "/%2e%2e", "/%5C", "%2F", "/\t/", "/ /", "http:", "https://evil.example"), trickyText, sitePath).map(([a, b, c]) => `${a}${b}${c}`),
  fc.constantFrom("/my/orders/?page=2", "/.//evil.example", "/..//evil.example", "/%2e%2e/%2F%2Fevil.example", "/a/..%2F%2Fevil", "//evil.example", "/\\evil.example", "/%09/evil.example"),
);

describe("fuzz: redirect targets and suggestion addresses", () => {
  it("safeRedirectTarget: never throws; always a same-site path", () => {
    fc.assert(
      fc.property(fc.oneof({ weight: 3, arbitrary: redirectLike }, { weight: 2, arbitrary: anyText }, { weight: 1, arbitrary: fc.constantFrom(null, undefined) }), (raw) => {
        const target = safeRedirectTarget(raw);
        expectSameSitePath(target);
        expect(target).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
      }),
      RUNS,
    );
  }, budget(800));

  it("safeRedirectTarget: what it returns passes its own check (decoded once and twice it is still a same-site path)", () => {
    fc.assert(
      fc.property(fc.oneof({ weight: 3, arbitrary: redirectLike }, { weight: 1, arbitrary: anyText }), (raw) => {
        const target = safeRedirectTarget(raw);
        expect(safeRedirectTarget(target)).toBe(target);
      }),
      RUNS,
    );
  }, budget(300));

  it("sitePathOf / shapeSuggestions: never throw; every web address is a same-site path, stable when shaped again", () => {
    const webURI = fc.oneof(redirectLike, anyText, fc.webUrl(), fc.constantFrom(" \t//evil.example", "\u0000/\\evil", "https://evil.example/x", "adele-tickets/performer/7/"));
    const item = fc.record({ id: fc.nat(), name: fc.constant("Adele"), webURI, city: fc.constant("Austin"), eventDateLocal: fc.constant("2027-03-05T20:00"), venue: fc.constant({ name: "Hall", city: "Austin" }), kind: fc.constant("artist") });
    fc.assert(
      fc.property(webURI, fc.array(item, { maxLength: 3 }), (raw, items) => {
        const path = sitePathOf(raw);
        expectSameSitePath(path);
        expect(path).not.toMatch(/[\t\n\r]/);
        expect(sitePathOf(path)).toBe(path);
        const rows = shapeSuggestions({ searchTerm: "a", performers: items, events: items, venues: items, queryLogSuggestions: [] } as never);
        for (const row of rows) if ("webURI" in row) expectSameSitePath(row.webURI);
        expect(rows.filter((row) => row.selectable).length).toBeLessThanOrEqual(8);
      }),
      RUNS,
    );
  }, budget(1_600));
});

// ── Search text (search-text.ts) ────────────────────────────────────────────────────────────────

describe("fuzz: search text (search-text.ts)", () => {
  it("normalizeSearchText / searchForms / slugOf: never throw; the normal form is lower-case words and a fixed point", () => {
    const names = fc.oneof(anyText, fc.constantFrom("München", "Beyoncé — Renaissance!", "Ærøskøbing", "Łódź", "İstanbul", "Straße", "𝐁𝐞𝐲𝐨𝐧𝐜𝐞", "ℌ", "Ǿ", "㎒", "ǅ"));
    fc.assert(
      fc.property(names, (text) => {
        const normal = normalizeSearchText(text);
        expect(normal).toMatch(/^(?:[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*)?$/u);
        expect(slugOf(text)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
        const forms = searchForms(text);
        expect(forms[0]).toBe(normal);
        expect(forms.length === 1 || forms.length === 2).toBe(true);
        // The catalogue stores this form and the BFF compares it with the fan's text in the same
        // form: a stored name must be found by itself typed in lower case.
        expect(normal).toBe(normal.toLowerCase());
        expect(normalizeSearchText(normal)).toBe(normal);
      }),
      RUNS,
    );
  }, budget(1_300));
});

// ── Inputs: key filters, number text, input types (components/ui/input) ─────────────────────────

describe("fuzz: input key filters and number text (components/ui/input)", () => {
  it("key filters: never throw; stripping leaves allowed text, is idempotent and agrees with the per-key check", () => {
    fc.assert(
      fc.property(fc.constantFrom(...KEY_FILTERS), anyText, fc.record({ ctrlKey: fc.boolean(), metaKey: fc.boolean(), altKey: fc.boolean() }, { requiredKeys: [] }), (filter, text, modifiers) => {
        const stripped = stripDisallowed(filter, text);
        expect(isTextAllowed(filter, stripped)).toBe(true);
        expect(stripDisallowed(filter, stripped)).toBe(stripped);
        expect(isTextAllowed(filter, text)).toBe(stripped === text);
        for (const char of [...text].slice(0, 8)) {
          const allowed = isKeyAllowed(filter, { key: char, ...modifiers });
          expect(allowed).toBe(modifiers.ctrlKey || modifiers.metaKey ? true : isCharAllowed(filter, char));
        }
        expect(isKeyAllowed(filter, { key: "Backspace" })).toBe(true);
        if (filter === "pint" || filter === "int" || filter === "pnum" || filter === "num") expect(stripped).toMatch(/^[0-9.-]*$/);
      }),
      RUNS,
    );
  }, budget(500));

  it("parseNumberText / input types: never throw (assertInputType's TypeError aside); number text reads as a finite number or nothing", () => {
    const bounds = fc.record({ min: fc.option(fc.integer({ min: -10, max: 10 }), { nil: undefined }), step: fc.constantFrom(1, 0.5, 0.01, 5) });
    // Many digits from a few integers, so that a failure shrinks in milliseconds to the shortest one.
    const manyDigits = fc
      .tuple(fc.constantFrom("", "-", " "), fc.integer({ min: 1, max: 9 }), fc.nat({ max: 400 }), fc.constantFrom("", ".", ".5", ".25"))
      .map(([sign, lead, zeros, fraction]) => `${sign}${lead}${"0".repeat(zeros)}${fraction}`);
    const numberText = fc.oneof(
      anyText,
      manyDigits,
      fc.stringMatching(/^-?\d{0,12}(\.\d{0,6})?$/),
      fc.constantFrom("-", ".", "1.2.3", "-.5", " 7 ", "1e3", "0x10", "Infinity", "NaN", "٣"),
    );
    fc.assert(
      fc.property(numberText, bounds, fc.oneof(fc.constantFrom(...INPUT_TYPES), anyText, fc.anything()), (text, numberBounds, type) => {
        // What the number field's key filter lets through reads without throwing...
        parseNumberText(stripDisallowed(numberKeyFilter(numberBounds), text));
        // ...and a number read from the field is one the field can hold and show again.
        const value = parseNumberText(text);
        if (value !== null) expect(Number.isFinite(value)).toBe(true);
        // assertInputType throws a TypeError, by design, for anything that is not one of the spec's types.
        const asserted = allowing((error) => error instanceof TypeError, () => assertInputType(type));
        expect("value" in asserted).toBe(isInputType(type));
      }),
      RUNS,
    );
  }, budget(600));
});

// ── Date picker typed input (components/ui/date-picker) ─────────────────────────────────────────

const datePattern = fc.constantFrom("dd/mm/yy", "mm/dd/yy", "dd MMM yy", "dd MMMM yy", "d.m.yy", "yy-mm-dd", "MMMM d, yy");
const pickerLocale = fc.constantFrom("en-GB", "en-US", "de-DE", "fr-FR", "tr-TR", "pl-PL", "ja-JP", "el-GR", "ru-RU", "fi-FI");
const pickerOptions: fc.Arbitrary<DateEntryOptions> = fc.record(
  {
    format: datePattern,
    locale: pickerLocale,
    today: fc.date({ min: new Date(Date.UTC(1950, 0, 1)), max: new Date(Date.UTC(2090, 0, 1)), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    min: fc.option(isoDate),
    max: fc.option(isoDate),
    disabledWeekdays: fc.subarray([0, 1, 2, 3, 4, 5, 6] as const, { maxLength: 2 }),
    showTime: fc.boolean(),
    hourFormat: fc.constantFrom("12" as const, "24" as const),
    showSeconds: fc.boolean(),
    keepInvalid: fc.boolean(),
  },
  { requiredKeys: ["format", "locale", "today"] },
);
/** Typed-looking text: a real date written in the pattern and then edited, or digits and separators. */
const typedDate = fc
  .tuple(pickerOptions, fc.date({ min: new Date(Date.UTC(1, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true }), fc.nat(), fc.constantFrom("", "x", "0", "/", " ", "1", "-", "\u0130"), fc.boolean(), fc.constantFrom("", " 14:30", " 02:30 PM", " 14:30:05", " 25:00", " 1:3"))
  .map(([options, date, at, insert, upper, time]) => {
    const written = formatTypedDate(date.toISOString().slice(0, 10).replace(/^\+?0*(\d{4})/, "$1"), options);
    const i = at % (written.length + 1);
    const edited = `${written.slice(0, i)}${insert}${written.slice(i + (insert === "" ? 1 : 0))}`;
    return `${upper ? edited.toUpperCase() : edited}${time}`;
  });

describe("fuzz: date picker typed input (date-picker-state.ts)", () => {
  it("parseTypedDate / commitTypedDate: never throw; a read date is real and committing its text again keeps it", () => {
    fc.assert(
      fc.property(fc.oneof({ weight: 3, arbitrary: typedDate }, { weight: 2, arbitrary: anyText }, { weight: 1, arbitrary: fc.stringMatching(/^[0-9/ .:-]{0,14}$/) }), pickerOptions, fc.option(isoDate), (text, options, previous) => {
        const parsed = parseTypedDate(text, options);
        if (parsed.ok) {
          expect(isIsoDate(parsed.value)).toBe(true);
          expect(parseTypedDate(formatTypedDate(parsed.value, options), options)).toEqual(parsed);
        } else {
          expect(Object.values(DATE_PARSE_MESSAGES).some((message) => parsed.error.message.startsWith(message))).toBe(true);
        }
        const entry = commitTypedDate(text, previous, options);
        if (entry.error === null) {
          if (entry.value !== null) {
            expect(isIsoDate(entry.value.slice(0, 10))).toBe(true);
            expect(commitTypedDate(entry.text, null, options)).toEqual(entry);
          } else {
            expect(entry.text).toBe("");
          }
        } else {
          expect(entry).toEqual(options.keepInvalid ? { value: previous, text, error: entry.error } : { value: null, text: "", error: entry.error });
        }
      }),
      RUNS,
    );
  }, budget(1_600));

  it("formatEntry → commitTypedDate: the text the field shows for a value commits back to that value", () => {
    const fieldOptions = fc.record({
      format: datePattern,
      locale: pickerLocale,
      today: fc.constantFrom(TODAY, "1999-06-30", "2080-01-01"),
      showTime: fc.boolean(),
      hourFormat: fc.constantFrom("12" as const, "24" as const),
      showSeconds: fc.boolean(),
    });
    const two = (n: number) => String(n).padStart(2, "0");
    fc.assert(
      fc.property(
        fieldOptions,
        fc.date({ min: new Date(Date.UTC(1, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true }),
        fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 })),
        (options, date, [hours, minutes, seconds]) => {
          const day = date.toISOString().slice(0, 10);
          const time = `${two(hours)}:${two(minutes)}${options.showSeconds ? `:${two(seconds)}` : ""}`;
          const value = options.showTime ? `${day}T${time}` : day;
          const text = formatEntry(value, options);
          // Leaving the field commits the text it shows: the value must survive that.
          expect(commitTypedDate(text, null, options)).toEqual({ value, text, error: null });
        },
      ),
      RUNS,
    );
  }, budget(1_000));

  it("parseTypedDate with any pattern: only the documented RangeError for an unsupported pattern part", () => {
    const pattern = fc.string({ unit: fc.constantFrom("d", "m", "y", "M", "/", ".", " ", "-", "x", ","), maxLength: 12 });
    fc.assert(
      fc.property(pattern, fc.oneof(typedDate, fc.stringMatching(/^[0-9/ .,x-]{0,14}$/)), pickerLocale, (format, text, locale) => {
        const result = allowing(
          (error) => error instanceof RangeError && error.message.startsWith("Unsupported date pattern part"),
          () => parseTypedDate(text, { format, locale, today: TODAY }),
        );
        if ("value" in result && result.value.ok) expect(isIsoDate(result.value.value)).toBe(true);
      }),
      RUNS,
    );
  }, budget(600));
});

// ── Store configuration (store-config.ts) ───────────────────────────────────────────────────────

/**
 * Each store's default document, and a trimmed one (its first two languages and three currencies)
 * that is just as valid but parses several times faster, so that 10,000 cases fit in a few seconds.
 */
function trimmedConfig(storeId: StoreId): StoreConfig {
  const config = defaultStoreConfig(storeId);
  const locales = config.supportedLocales.filter(({ locale }, i) => i < 2 || locale === config.defaultLocale).slice(0, 3);
  const kept = new Set(locales.map(({ locale }) => locale));
  return {
    ...config,
    supportedLocales: locales,
    supportedCurrencies: config.supportedCurrencies.slice(0, 3),
    categorySlugs: Object.fromEntries(Object.entries(config.categorySlugs).filter(([locale]) => kept.has(locale as SiteLocale))),
    helpLinks: Object.fromEntries(Object.entries(config.helpLinks).filter(([key]) => [...kept].some((l) => l.toLowerCase() === key))),
  };
}
const BASE_CONFIGS = STORE_IDS.flatMap((storeId) => [
  { storeId, config: defaultStoreConfig(storeId), weight: 1 },
  { storeId, config: trimmedConfig(storeId), weight: 12 },
]).map((base) => ({ ...base, paths: pathsOf(base.config) }));

function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== "object" || value === null) return [prefix];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [prefix, ...keys.flatMap((key) => pathsOf((value as Record<string | number, unknown>)[key], [...prefix, key]))];
}

/** A store's document (full or trimmed) with up to three values replaced or removed. */
const mutatedConfig = fc
  .tuple(
    fc.oneof(...BASE_CONFIGS.map((base) => ({ weight: base.weight, arbitrary: fc.constant(base) }))),
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.oneof(
          { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
          { weight: 1, arbitrary: fc.constant(undefined) },
          { weight: 3, arbitrary: fc.constantFrom("", "fr-FR", "de-DE", "en-GB", "EUR", "USD", "https://help.example/", "http://help.example/", "de.stagefront.example", "Europe/Berlin", "Mars/Base", 30, 29, 3_600, 0, 1.5, null, true, [], {}) },
        ),
      ),
      { maxLength: 3 },
    ),
  )
  .map(([base, edits]) => {
    // Copies only the objects on an edited path, each once: the base documents and the generated
    // values are shared between cases and stay as they are. (A whole-document structuredClone per
    // case was a third of this property's time.)
    type Node = Record<string | number, unknown>;
    const copies = new Set<Node>();
    const own = (node: Node): Node => {
      if (copies.has(node)) return node;
      const copy: Node = Array.isArray(node) ? ([...node] as unknown as Node) : { ...node };
      copies.add(copy);
      return copy;
    };
    const config = own(base.config as unknown as Node);
    for (const [index, value] of edits) {
      const path = base.paths[index % base.paths.length]!;
      if (path.length === 0) continue;
      let parent: Node | null = config;
      for (const key of path.slice(0, -1)) {
        const child: unknown = parent[key];
        // An earlier edit replaced or removed this branch: the path leads nowhere now.
        if (typeof child !== "object" || child === null) {
          parent = null;
          break;
        }
        parent = parent[key] = own(child as Node);
      }
      if (parent === null) continue;
      const last = path[path.length - 1]!;
      // JSON has no holes: an array loses the element, an object the key.
      if (value !== undefined) parent[last] = value;
      else if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    }
    return { storeId: base.storeId, config };
  });

describe("fuzz: store configuration (store-config.ts)", () => {
  it("parseStoreConfig: the default and trimmed documents are valid", () => {
    for (const { config, storeId } of BASE_CONFIGS) expect(parseStoreConfig(config, storeId)).toEqual({ ok: true, config });
  });

  it("parseStoreConfig: never throws on any JSON; ok with the document unchanged, or errors that name a field", () => {
    fc.assert(
      fc.property(
        fc.oneof({ weight: 6, arbitrary: mutatedConfig }, { weight: 1, arbitrary: fc.jsonValue().map((config) => ({ storeId: 3 as const, config })) }),
        fc.boolean(),
        ({ storeId, config }, expectStore) => {
          const result = parseStoreConfig(config, expectStore ? storeId : undefined);
          if (result.ok) {
            // Validation changes nothing in a valid document: unknown keys are refused, and only
            // the two cache lifetimes have defaults.
            const unchanged = { contentCacheTtlSeconds: 900, suggestCacheTtlSeconds: 300, ...(config as object) };
            expect(result.config).toEqual(unchanged);
          } else {
            expect(result.errors.length).toBeGreaterThan(0);
            for (const error of result.errors) expect(error).toMatch(/^\S[^]*: /);
          }
        },
      ),
      RUNS,
    );
  }, budget(6_000));
});
