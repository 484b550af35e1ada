// Request generators for fuzzing every BFF endpoint and page route: each request is built
// from the parameters, form fields, cookies and headers the route really reads (tests/integration/
// fuzz-routes.test.ts lists where each comes from), mixed with garbage — random names and values,
// unicode, lone surrogates (raw, and percent-encoded as %ED%A0%80), values far beyond the spec's
// 2,048-character search limit, repeated parameters, corrupt and validly signed but nonsensical
// SH6_USER_PREF cookies, garbage sessions, hostile Origin and Location-bait values.
//
// A request is generated as a recipe (fast-check needs a synchronous value); signed cookies are
// signed when the recipe is turned into the request actually sent (`materialize`).
import fc from "fast-check";
import { defaultStoreConfig } from "../../app/domain/store-config";
import { STORE_CURRENCIES, STORE_IDS } from "../../app/domain/stores";
import { originOf } from "./origin";

// ── Fixtures the generators refer to ────────────────────────────────────────────────────────────

/** Sessions the test inserts into D1 before each request that names them (ids are 32 hex). */
export const FUZZ_SESSIONS = {
  password: { id: "f0220000000000000000000000000001", csrf: "f0220000000000000000000000000000000000000000c5f1" },
  guest: { id: "f0220000000000000000000000000002", csrf: "f0220000000000000000000000000000000000000000c5f2" },
} as const;
/** The fixture guest order the lookup form can find. */
export const FUZZ_GUEST_ORDER = { number: "FUZZ-0001", email: "guest-fuzz@example.com" } as const;

/** Catalogue ids and addresses read from the demo catalog, so that pages and suggestions resolve. */
export interface KnownCatalog {
  ids: Record<"event" | "performer" | "venue" | "grouping" | "category" | "geography", number[]>;
  /** web_path of known entities, e.g. "/adele-tickets/performer/12/". */
  webPaths: string[];
  /** Names the catalogue knows (search terms that find something). */
  names: string[];
}

// ── Text ────────────────────────────────────────────────────────────────────────────────────────

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const controlChar = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
/** Pieces that have broken parsers before: separators, escapes, invalid UTF-8, look-alikes, prototype keys. */
const trickyPiece = fc.constantFrom(
  "/", "//", "\\", "%", "%%", "%2F", "%2f", "%5C", "%2e", "%2E%2E", "%25", "%252F", "%ED%A0%80", "%ED%BF%BF", "%FF", "%C0%AF",
  "%E0%A4%A", "%G1", "%00", "%0A", "%0D%0A", "..", "./", "+", "&", "=", "#", "?", ";", ",", ":", "@", " ", "\t", "\u0000",
  "\u007f", "\u00a0", "\u2028", "\u200b", "\ufeff", "\ufffd", "İ", "ß", "ﬀ", "😀", "👩‍👩‍👧", "e\u0301", "__proto__", "constructor",
  "toString", "<script>", "</script>", "\"", "'", "`", "{}", "[]", "null", "undefined", "NaN", "Infinity", "-1", "0", "1e309",
  "99999999999999999999", "javascript:", "//evil.example", "https://evil.example", "/\\evil.example", "%2F%2Fevil.example",
  "${x}", "{{x}}", "\\u0000", "'; DROP TABLE events; --", "%' OR 1=1 --", "*", "\"\\\"",
);
const shortText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 12 }) },
  { weight: 4, arbitrary: fc.string({ unit: fc.oneof(trickyPiece, loneSurrogate, controlChar), maxLength: 6 }) },
);
/** 2,049 to 6,000 characters: beyond the spec's 2,048 search maximum and the 100-character caps. */
const hugeText = fc
  .tuple(fc.oneof(fc.constantFrom("a", "é", "😀", "%FF", "%ED%A0%80", " ", "x,"), shortText.filter((s) => s.length > 0)), fc.integer({ min: 2_049, max: 6_000 }))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));
/** Any value a query string, a form or a cookie may carry. */
export const anyText = fc.oneof({ weight: 12, arbitrary: shortText }, { weight: 1, arbitrary: hugeText });

const digits = (min: number, max: number) => fc.integer({ min, max }).map(String);
const numberish = fc.oneof(
  digits(-5, 60),
  fc.constantFrom("0", "-0", "1.5", "1e3", "0x10", "+5", " 5", "5 ", "", "NaN", "Infinity", "9".repeat(25), "1_000", "١٢"),
  anyText,
);
const boolish = fc.oneof(fc.constantFrom("true", "false", "1", "0", "TRUE", "False", "yes", "", "on"), shortText);

// ── Percent-encoding ────────────────────────────────────────────────────────────────────────────

/** UTF-8 bytes of a code unit sequence, a lone surrogate written as its 3-byte (WTF-8) form. */
function wtf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
        i++;
      }
    }
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return bytes;
}

/** encodeURIComponent that never throws: a lone surrogate becomes %ED%A0%80-style invalid UTF-8. */
export function percentEncode(text: string): string {
  return wtf8Bytes(text)
    .map((b) => (/[A-Za-z0-9\-_.!~*'()]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, "0")}`))
    .join("");
}

/**
 * A header value as bytes on the wire: UTF-8 as Latin-1 characters, without the control bytes
 * HTTP forbids in a field value (RFC 9110: visible characters, obs-text, space and tab only).
 */
export function headerValue(text: string): string {
  return wtf8Bytes(text)
    .filter((b) => b === 9 || (b >= 0x20 && b !== 0x7f))
    .map((b) => String.fromCharCode(b))
    .join("");
}

type Encoding = "component" | "raw" | "plus";
const encoding: fc.Arbitrary<Encoding> = fc.constantFrom<Encoding>("component", "component", "component", "raw", "plus");

function encodePart(text: string, how: Encoding): string {
  if (how === "raw") return text;
  const encoded = percentEncode(text);
  return how === "plus" ? encoded.replace(/%20/g, "+") : encoded;
}

// ── Query strings ───────────────────────────────────────────────────────────────────────────────

/** What each parameter looks like when it is meant: the generator for its value. */
export type ParamValues = Record<string, fc.Arbitrary<string>>;

/** `[name, value]` pairs, repeated names included, a few random names among them. */
function paramPairs(values: ParamValues, maxLength: number): fc.Arbitrary<Array<[string, string]>> {
  const names = Object.keys(values);
  const known = fc.constantFrom(...names).chain((name) => values[name]!.map((value) => [name, value] as [string, string]));
  const random = fc.tuple(shortText, anyText);
  const pair = fc.oneof({ weight: 8, arbitrary: known }, { weight: 1, arbitrary: random });
  return fc.oneof(
    { weight: 6, arbitrary: fc.array(pair, { maxLength }) },
    // The same parameter twice or more: getAll sees several values.
    { weight: 1, arbitrary: fc.tuple(known, fc.integer({ min: 2, max: 4 })).map(([p, n]) => Array.from({ length: n }, () => p)) },
  );
}

/** A query string ("" or "?…") of pairs, each encoded its own way; sometimes malformed on purpose. */
export function queryString(values: ParamValues, maxLength = 6): fc.Arbitrary<string> {
  const pairs = paramPairs(values, maxLength);
  const encoded = fc
    .tuple(pairs, fc.array(encoding, { minLength: maxLength + 4, maxLength: maxLength + 4 }))
    .map(([list, hows]) => list.map(([name, value], i) => `${encodePart(name, hows[i % hows.length]!)}=${encodePart(value, hows[(i + 1) % hows.length]!)}`).join("&"));
  const malformed = fc.constantFrom("", "&", "&&=&", "=", "==x", "a", "q", "q=", "%", "%%=%", "?", "#frag", "q=%ED%A0%80", "q=%FF%FE", "&q=a&&q=b&");
  return fc
    .oneof({ weight: 12, arbitrary: encoded }, { weight: 1, arbitrary: malformed }, { weight: 1, arbitrary: fc.tuple(encoded, malformed).map(([a, b]) => `${a}&${b}`) })
    .map((q) => (q === "" ? "" : `?${q}`));
}

/**
 * A query string a client means: each named parameter once, with a value its rule accepts (the
 * `required` ones always present), properly encoded. Mixed with `queryString` so that the routes'
 * success paths run too, not only their refusals.
 */
export function meantQuery(values: ParamValues, required: readonly string[] = []): fc.Arbitrary<string> {
  return fc.record(values, { requiredKeys: [...required] }).map((record) => {
    const text = Object.entries(record)
      .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value as string)}`)
      .join("&");
    return text === "" ? "" : `?${text}`;
  });
}

/** Fuzzed queries, and one in three as meant. */
function anyQuery(fuzzed: ParamValues, meant: ParamValues, required: readonly string[] = [], maxLength = 6): fc.Arbitrary<string> {
  return fc.oneof({ weight: 2, arbitrary: queryString(fuzzed, maxLength) }, { weight: 1, arbitrary: meantQuery(meant, required) });
}

/** Form pairs a page means to post (the right fields, values within their rules). */
function meantForm(values: ParamValues, required: readonly string[]): fc.Arbitrary<Array<[string, string]>> {
  return fc.record(values, { requiredKeys: [...required] }).map((record) => Object.entries(record) as Array<[string, string]>);
}

// ── Shared values ───────────────────────────────────────────────────────────────────────────────

/** Every store's host names, loopback addresses, a `{country}.localhost` and hosts no store has. */
export const HOSTS: readonly string[] = [
  "127.0.0.1:8787",
  "localhost:8787",
  "de.localhost:8787",
  "ca.localhost",
  "unknown.example",
  ...STORE_IDS.flatMap((id) => defaultStoreConfig(id).hostNames),
];
const host = fc.constantFrom(...HOSTS);

const LANGUAGES = ["en", "fr", "de", "es", "it", "nl", "pl", "ja", "pt", "sv", "fi", "da", "nb", "zh", "ko", "tr", "cs", "EN", "fr-ca", "FR-CA", "en-us", "xx", "zz-zz", "e", "english"];
const language = fc.constantFrom(...LANGUAGES);

const redirectTarget = fc.oneof(
  fc.constantFrom(
    "/", "/my/orders/", "/my/profile/?x=1", "/find/s/?q=rock", "/fr/my/orders/", "//evil.example", "///evil.example", "/\\evil.example",
    "\\\\evil.example", "/%2F%2Fevil.example", "/%252F%252Fevil.example", "/%2e%2e/%2F%2Fevil.example", "https://evil.example/",
    "http://127.0.0.1:8787/", "javascript:alert(1)", "data:text/html,x", "/\t/evil.example", "/\n/evil.example", " /x", "%0A",
    "/..//evil.example", "/.%2e/%2e%2e//evil.example",
  ),
  anyText,
);

const dateText = fc.oneof(
  fc.constantFrom("2026-12-05", "2027-02-29", "2028-02-29", "2030-01-01", "1999-12-31", "2026-13-01", "2026-1-1", "9999-99-99", ""),
  shortText,
);
const pbD = fc.oneof(
  fc.constantFrom("t", "w", "m", "c", "a", "T", "x", "", "tw"),
  fc.tuple(dateText, fc.constantFrom(" to ", "+to+", " TO ", "to", " to  "), dateText).map(([a, sep, b]) => `${a}${sep}${b}`),
  anyText,
);
const placeName = fc.oneof(fc.constantFrom("Austin, TX", "München", "Paris", "東京", "  Austin,   TX ", "a".repeat(101), "x\u0000y"), anyText);
const currencyCode = fc.oneof(fc.constantFrom("EUR", "USD", "JPY", "GBP", "none", "NONE", "eur", "XXX", "XTS", "EU", "EURO", "", "€"), shortText);
const point = fc.oneof(
  fc.tuple(fc.double({ min: -100, max: 100, noNaN: true }), fc.double({ min: -200, max: 200, noNaN: true })).map(([a, b]) => `${a},${b}`),
  fc.constantFrom("40.7,-74", "91,0", "0,181", "-90,-180", "a,b", "1,2,3", "1", ",", "NaN,NaN", "1e2,1e2", " 40.7 , -74 ", "40.7;-74"),
  anyText,
);
const pageNumber = fc.oneof(digits(-2, 12), fc.constantFrom("1000", "1001", "999999", "01", "1.0", "2 ", "abc", ""), anyText);

/** Parameters every page may read (spec §5 pbD, pbG; currency cur; paging; the single-fetch _routes). */
export function pageParams(known: KnownCatalog): ParamValues {
  return {
    q: fc.oneof(fc.constantFrom(...known.names), fc.constantFrom("rock", "a", " ", "", "münchen", "%", "_", "\"", "*"), anyText),
    page: pageNumber,
    pbD,
    pbG: placeName,
    cur: currencyCode,
    redirect: redirectTarget,
    _routes: fc.oneof(fc.constantFrom("root", "root,storefront-page", "storefront-home", "account-splat", "sign-in", "nope", ""), shortText),
    // Remix's older data requests (?_data=routeId), still answered next to single fetch.
    _data: fc.oneof(fc.constantFrom("root", "storefront-page", "storefront-home", "sign-in", "account-splat", "preferences", "healthz", "healthz-page", "routes/nope", ""), shortText),
    saved: fc.oneof(fc.constantFrom("name", "password", "phone"), shortText),
    locale: fc.oneof(fc.constantFrom("en-US", "fr-CA", "de", "xx-YY"), shortText),
    eventIds: fc.oneof(
      fc.array(fc.oneof(fc.constantFrom(...known.ids.event).map(String), digits(0, 99_999_999)), { minLength: 1, maxLength: 25 }).map((ids) => ids.join(",")),
      fc.constantFrom("", ",", "1,", "1,,2", "-1", "1e3", "9".repeat(16)),
      anyText,
    ),
    id: fc.oneof(fc.constantFrom(...Object.values(known.ids).flat()).map(String), digits(0, 1_000_000_000), anyText),
    type: fc.oneof(fc.constantFrom("performer", "venue", "grouping", "category", "geography", "event", "PERFORMER", ""), shortText),
  };
}

// ── Cookies ─────────────────────────────────────────────────────────────────────────────────────

/** One cookie (or junk between the separators) of a Cookie header. */
export type CookiePart =
  | { kind: "raw"; text: string }
  /** A value the worker's cookie signing would read: `payload` (already base64 or not) signed with a secret, maybe tampered. */
  | { kind: "signed"; name: string; payload: string; secret: "test" | "other"; tamper: "none" | "flip" | "truncate" | "dropSignature" | "badBase64" | "doubleDot"; uriEncode: boolean };

/** What Remix's createCookie stores: base64 of the JSON, escaped as its encodeData does. */
export function encodeCookieData(value: unknown): string {
  const json = JSON.stringify(value) ?? "null";
  return btoa(unescape(encodeURIComponent(json.replace(/[\ud800-\udfff]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`))));
}

const FAR_FUTURE = 4_102_444_800_000; // 2100-01-01
const expiresAt = fc.oneof(fc.constant(FAR_FUTURE), fc.constantFrom(0, -1, 1e308, 1.5, Number.MAX_SAFE_INTEGER), fc.jsonValue({ maxDepth: 1 }));
const prefDate = fc.oneof(
  fc.record({ key: fc.constantFrom("today", "thisWeekend", "thisMonth", "all-dates", "choose-date", "nope"), start: fc.option(dateText, { nil: undefined }), end: fc.option(dateText, { nil: undefined }) }),
  fc.jsonValue({ maxDepth: 2 }),
);
const prefLocation = fc.oneof(
  fc.record({
    geoNameId: fc.oneof(fc.integer({ min: -1, max: 10_000_000 }), fc.constantFrom(4671654, 2867714), fc.jsonValue({ maxDepth: 0 })),
    name: fc.oneof(placeName, fc.jsonValue({ maxDepth: 0 })),
    latitude: fc.oneof(fc.double({ min: -100, max: 100, noNaN: true }), fc.jsonValue({ maxDepth: 0 })),
    longitude: fc.oneof(fc.double({ min: -200, max: 200, noNaN: true }), fc.jsonValue({ maxDepth: 0 })),
    postalCode: fc.option(anyText, { nil: undefined }),
  }),
  fc.jsonValue({ maxDepth: 2 }),
);
/** SH6_USER_PREF contents: the right shape with wrong parts, other shapes, prototype keys, huge, non-ASCII. */
const userPrefValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ date: fc.option(fc.record({ value: prefDate, expiresAt }), { nil: undefined }), location: fc.option(fc.record({ value: prefLocation, expiresAt }), { nil: undefined }) }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'), [], null, "", 0, "x".repeat(5_000)) },
  { weight: 1, arbitrary: fc.record({ date: fc.record({ value: fc.record({ key: fc.constant("today") }), expiresAt: fc.constant(FAR_FUTURE) }), pad: hugeText }) },
);
/** Raw payloads that are not Remix's encoding at all: not base64, base64 of non-JSON, bytes. */
const oddPayload = fc.oneof(
  anyText,
  anyText.map((s) => btoa(String.fromCharCode(...wtf8Bytes(s).slice(0, 4_000)))),
  fc.constantFrom("", "e30", "e30=", "bnVsbA==", "!!!", "a.b", "%7B%7D", "{}"),
);

const SIGNED_NAMES = ["SH6_USER_PREF", "selectedCurrencyCode"] as const;
const signedCookie: fc.Arbitrary<CookiePart> = fc.record({
  kind: fc.constant("signed" as const),
  name: fc.constantFrom(...SIGNED_NAMES),
  payload: fc.oneof(
    { weight: 4, arbitrary: fc.oneof(userPrefValue, currencyCode).map(encodeCookieData) },
    { weight: 1, arbitrary: oddPayload },
  ),
  secret: fc.constantFrom<"test" | "other">("test", "test", "test", "other"),
  tamper: fc.constantFrom<"none" | "flip" | "truncate" | "dropSignature" | "badBase64" | "doubleDot">("none", "none", "none", "none", "flip", "truncate", "dropSignature", "badBase64", "doubleDot"),
  uriEncode: fc.boolean(),
});
const SESSION_COOKIE_NAMES = ["sf_session", "__Host-sf_session"];
const READABLE_COOKIES = ["sf_auth", "sf_csrf", "sf_sid", "sf_login_type", "sf_uid", "sf_contact", "sf_track_uid", "sf_track_ref"];
const rawCookie: fc.Arbitrary<CookiePart> = fc
  .oneof(
    // Sessions: the fixtures (so the signed-in pages and forms run), random ids, garbage.
    fc.tuple(fc.constantFrom(...SESSION_COOKIE_NAMES), fc.oneof(fc.constantFrom(FUZZ_SESSIONS.password.id, FUZZ_SESSIONS.guest.id), fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 32, maxLength: 32 }), fc.string({ unit: fc.constantFrom(..."0123456789abcdefABCDEF"), maxLength: 40 }), anyText)).map(([n, v]) => `${n}=${v}`),
    fc.tuple(fc.constantFrom(...READABLE_COOKIES, ...SIGNED_NAMES), anyText).map(([n, v]) => `${n}=${v}`),
    fc.tuple(shortText, anyText).map(([n, v]) => `${n}=${v}`),
    fc.constantFrom("", "=", "==", ";", "SH6_USER_PREF", "SH6_USER_PREF=", "SH6_USER_PREF=%", "SH6_USER_PREF=%E0%A4%A", "SH6_USER_PREF=\"\"", "selectedCurrencyCode=EUR", "selectedCurrencyCode=none", "a=b=c", " = "),
  )
  .map((text) => ({ kind: "raw" as const, text }));

function signedCookieOrRaw(): fc.Arbitrary<CookiePart> {
  return fc.oneof({ weight: 3, arbitrary: signedCookie }, { weight: 4, arbitrary: rawCookie });
}

/** A Cookie header's parts and separator; null: no Cookie header. */
export const cookieHeader = fc.option(
  fc.record({
    parts: fc.array(signedCookieOrRaw(), { minLength: 1, maxLength: 4 }),
    separator: fc.constantFrom("; ", "; ", ";", ", ", " ;  "),
  }),
  { freq: 2 },
);
export type CookieHeaderRecipe = { parts: CookiePart[]; separator: string } | null;

// ── Headers and bodies ──────────────────────────────────────────────────────────────────────────

const acceptLanguage = fc.oneof(
  fc.constantFrom("de-DE,de;q=0.9,en;q=0.8", "fr-CA", "zh-HK", "ja", "*", "en;q=abc", "xx-YY-ZZ-1234", ";q=1", ",,,", "en-US;q=0.5, *;q=0.1", "i-klingon", "zh-Hant-TW"),
  anyText,
);
export type OriginChoice = "same" | "other" | "null" | "port" | "garbage" | "absent";
const originChoice = fc.constantFrom<OriginChoice>("absent", "absent", "same", "same", "same", "other", "null", "port", "garbage");
const secFetchSite = fc.option(fc.oneof(fc.constantFrom("same-origin", "same-origin", "none", "cross-site", "same-site", "SAME-ORIGIN"), shortText), { freq: 2 });

/** A form field and the values it takes when meant. */
export type FormFields = Record<string, fc.Arbitrary<string>>;

export type BodyKind = "form" | "json" | "multipart" | "multipart-broken" | "text" | "empty" | "huge-form" | "none";

export interface BodyRecipe {
  kind: BodyKind;
  body: string | null;
  contentType: string | null;
}

const BOUNDARY = "----fuzzBoundary7MA4YWxkTrZu0gW";

function formBody(pairs: Array<[string, string]>): string {
  return pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join("&");
}

function multipartBody(pairs: Array<[string, string]>, withFile: boolean): string {
  const parts = pairs.map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, "")}"\r\n\r\n${v}\r\n`);
  if (withFile) parts.push(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="q"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nfile body\r\n`);
  return `${parts.join("")}--${BOUNDARY}--\r\n`;
}

/** A request body with the fields the route reads (and others), in each encoding a client might send. */
export function bodyRecipe(fields: FormFields, meant: Array<fc.Arbitrary<Array<[string, string]>>> = []): fc.Arbitrary<BodyRecipe> {
  const fuzzed = paramPairs(fields, 8);
  // Fuzzed encodings carry the page's own fields too, now and then.
  const pairs = meant.length === 0 ? fuzzed : fc.oneof({ weight: 2, arbitrary: fuzzed }, { weight: 1, arbitrary: fc.oneof(...meant) });
  const form: fc.Arbitrary<BodyRecipe> = pairs.map((p) => ({ kind: "form", body: formBody(p), contentType: "application/x-www-form-urlencoded" }));
  const json: fc.Arbitrary<BodyRecipe> = fc
    .oneof(pairs.map((p) => JSON.stringify(Object.fromEntries(p))), fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)), fc.constantFrom("{", "[1,", "null", "\"x\""))
    .map((body) => ({ kind: "json", body, contentType: "application/json" }));
  const multipart: fc.Arbitrary<BodyRecipe> = fc
    .tuple(pairs, fc.boolean())
    .map(([p, file]) => ({ kind: "multipart", body: multipartBody(p, file), contentType: `multipart/form-data; boundary=${BOUNDARY}` }));
  const broken: fc.Arbitrary<BodyRecipe> = fc
    .tuple(pairs, fc.constantFrom("multipart/form-data", "multipart/form-data; boundary=", "multipart/form-data; boundary=other", `multipart/form-data; boundary=${BOUNDARY}`), fc.constantFrom("truncate", "garbage", "none"))
    .map(([p, contentType, how]) => {
      const full = multipartBody(p, false);
      const body = how === "truncate" ? full.slice(0, Math.floor(full.length / 2)) : how === "garbage" ? `--${BOUNDARY}\r\nnot a header\r\n\r\n` : full;
      return { kind: "multipart-broken", body, contentType };
    });
  const text: fc.Arbitrary<BodyRecipe> = fc
    .tuple(anyText, fc.option(fc.oneof(fc.constantFrom("text/plain", "application/x-www-form-urlencoded; charset=utf-16", "application/octet-stream", "application/x-www-form-urlencoded"), shortText), { freq: 3 }))
    .map(([body, contentType]) => ({ kind: "text", body, contentType }));
  const empty: fc.Arbitrary<BodyRecipe> = fc
    .constantFrom("application/x-www-form-urlencoded", "multipart/form-data", "application/json", null)
    .map((contentType) => ({ kind: "empty", body: "", contentType }));
  const huge: fc.Arbitrary<BodyRecipe> = fc
    // Past the preference form's 8 KB limit; not much more, or a refusal sent before the body is
    // read resets the connection while the client is still writing (no answer to check).
    .tuple(pairs, fc.integer({ min: 8_193, max: 16_000 }))
    .map(([p, size]) => ({ kind: "huge-form", body: `${formBody(p)}&pad=${"x".repeat(size)}`, contentType: "application/x-www-form-urlencoded" }));
  const fuzzedBody = fc.oneof(
    { weight: 8, arbitrary: form },
    { weight: 2, arbitrary: json },
    { weight: 2, arbitrary: multipart },
    { weight: 2, arbitrary: broken },
    { weight: 2, arbitrary: text },
    { weight: 1, arbitrary: empty },
    { weight: 1, arbitrary: huge },
  );
  if (meant.length === 0) return fuzzedBody;
  // The page's own form, as a browser encodes it (url-encoded, or multipart from a file input).
  const meantBody: fc.Arbitrary<BodyRecipe> = fc.tuple(fc.oneof(...meant), fc.boolean()).map(([p, multipartForm]) =>
    multipartForm
      ? { kind: "multipart", body: multipartBody(p, false), contentType: `multipart/form-data; boundary=${BOUNDARY}` }
      : { kind: "form", body: formBody(p), contentType: "application/x-www-form-urlencoded" },
  );
  return fc.oneof({ weight: 1, arbitrary: fuzzedBody }, { weight: 1, arbitrary: meantBody });
}

// ── Requests ────────────────────────────────────────────────────────────────────────────────────

/** A generated request before signing; `route` names what it was built for (coverage counts). */
export interface RequestRecipe {
  route: string;
  method: string;
  host: string;
  /** Path and query as given to the client (which normalises it as a browser would). */
  path: string;
  origin: OriginChoice;
  headers: Array<[string, string]>;
  cookies: CookieHeaderRecipe;
  body: BodyRecipe;
  cf: Record<string, unknown> | null;
}

/** The request actually sent. */
export interface ConcreteRequest {
  route: string;
  method: string;
  host: string;
  path: string;
  headers: Record<string, string>;
  body: string | null;
  cf: Record<string, unknown> | null;
}

/** Cloudflare's request.cf: none, a real place, or nonsense (the ipDetect and time-zone paths read it). */
const cf = fc.option(
  fc.oneof(
    fc.constant({ country: "US", city: "Austin", timezone: "America/Chicago", latitude: "30.27", longitude: "-97.74" }),
    fc.constant({ country: "DE", timezone: "Europe/Berlin", latitude: "48.14", longitude: "11.58" }),
    fc.record({ country: fc.oneof(fc.constantFrom("T1", "XX", "us", ""), shortText), timezone: fc.oneof(fc.constantFrom("Mars/Olympus", "", "UTC", "Etc/GMT+14"), shortText), latitude: numberish, longitude: numberish }),
  )
    // Miniflare carries request.cf in a header: its text goes as bytes, like any header value.
    .map((fields) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, headerValue(v)]))),
  { freq: 2 },
);

const randomHeaderName = fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/).filter((n) => !["host", "content-length", "transfer-encoding", "connection", "x-request-id", "cf-ray", "expect", "upgrade", "te", "keep-alive", "trailer"].includes(n));
/** Headers the worker or Remix reads, and random ones; values may be garbage. */
const extraHeaders: fc.Arbitrary<Array<[string, string]>> = fc.array(
  fc.oneof(
    acceptLanguage.map((v) => ["accept-language", v] as [string, string]),
    fc.oneof(fc.constantFrom("text/html", "application/json", "*/*", "text/x-script", "image/avif", ""), shortText).map((v) => ["accept", v] as [string, string]),
    fc.oneof(fc.constantFrom("203.0.113.7", "2001:db8::1", "unknown", ""), shortText).map((v) => ["cf-connecting-ip", v] as [string, string]),
    fc.oneof(fc.constantFrom(FUZZ_SESSIONS.password.csrf, FUZZ_SESSIONS.guest.csrf, ""), shortText).map((v) => ["x-csrf-token", v] as [string, string]),
    fc.oneof(fc.constantFrom("evil.example", "127.0.0.1:8787"), shortText).map((v) => ["x-forwarded-host", v] as [string, string]),
    // Not "*;q=0" or "identity;q=0": Cloudflare's front line (and Miniflare's copy of it) answers 415 itself.
    fc.constantFrom("gzip", "br", "identity", "gzip;q=0", "x-unknown").map((v) => ["accept-encoding", v] as [string, string]),
    fc.tuple(randomHeaderName, anyText),
  ),
  { maxLength: 4 },
);

const UNSAFE_METHODS = ["PUT", "DELETE", "PATCH", "OPTIONS"];
/** Mostly the route's own method, sometimes any other. */
function methodFor(main: "GET" | "POST", mainWeight = 8): fc.Arbitrary<string> {
  const other = main === "GET" ? "POST" : "GET";
  return fc.oneof(
    { weight: mainWeight, arbitrary: fc.constant(main) },
    { weight: 1, arbitrary: fc.constant("HEAD") },
    { weight: 1, arbitrary: fc.constant(other) },
    { weight: 1, arbitrary: fc.constantFrom(...UNSAFE_METHODS) },
  );
}

interface RouteShape {
  route: string;
  path: fc.Arbitrary<string>;
  method: fc.Arbitrary<string>;
  /** Form fields the route reads, for fuzzed bodies. */
  fields: FormFields;
  /** Forms the route's own page posts. */
  meantForms?: Array<fc.Arbitrary<Array<[string, string]>>>;
  /** Whether one request in three carries a fixture session (signed-in pages, sign-out, forms). */
  signedIn?: boolean;
}

/** A Cookie header naming one of the fixture sessions, maybe after other cookies. */
const fixtureSessionCookies: fc.Arbitrary<CookieHeaderRecipe> = fc
  .tuple(fc.constantFrom(FUZZ_SESSIONS.password.id, FUZZ_SESSIONS.password.id, FUZZ_SESSIONS.guest.id), fc.array(signedCookieOrRaw(), { maxLength: 2 }))
  .map(([id, others]) => ({ parts: [...others, { kind: "raw" as const, text: `sf_session=${id}` }], separator: "; " }));

/**
 * Longest path and query sent, as the client writes it on the wire (percent-encoded): four times
 * the spec's 2,048-character search maximum. Cloudflare refuses URLs over 16 KB itself, and the
 * test's HTTP client reads at most 16 KB of response headers, which a redirect repeating the URL in
 * Location must fit in. Cutting may split a %XX escape: one more malformed input.
 */
export const MAX_URL_CHARS = 8_000;

/** The path and query as sent, cut to MAX_URL_CHARS once the client has encoded it. */
function capUrl(path: string): string {
  const wire = new URL(`http://h${path}`);
  const sent = `${wire.pathname}${wire.search}`;
  return sent.length <= MAX_URL_CHARS ? path : sent.slice(0, MAX_URL_CHARS);
}

/** Origin and headers: fuzzed ones, or a browser's on a page of this site (so forms get past the CSRF check). */
const fuzzedHeaders = fc.record({
  origin: originChoice,
  headers: fc.tuple(secFetchSite, extraHeaders).map(([site, rest]) => (site === null ? rest : [["sec-fetch-site", site] as [string, string], ...rest])),
});
const browserHeaders = fc.record({
  origin: fc.constant<OriginChoice>("same"),
  headers: fc
    .tuple(fc.constantFrom("de-DE,de;q=0.9,en;q=0.8", "en-US,en;q=0.9", "fr-CA,fr;q=0.9", "ja"), fc.constantFrom("203.0.113.7", "2001:db8::1", "198.51.100.2"))
    .map(([language, ip]) => [["sec-fetch-site", "same-origin"], ["accept-language", language], ["cf-connecting-ip", ip]] as Array<[string, string]>),
});

function recipe(shape: RouteShape): fc.Arbitrary<RequestRecipe> {
  return fc.record({
    route: fc.constant(shape.route),
    method: shape.method,
    host,
    path: shape.path.map(capUrl),
    profile: fc.oneof({ weight: 2, arbitrary: fuzzedHeaders }, { weight: 1, arbitrary: browserHeaders }),
    cookies: shape.signedIn ? fc.oneof({ weight: 2, arbitrary: cookieHeader }, { weight: 1, arbitrary: fixtureSessionCookies }) : cookieHeader,
    body: bodyRecipe(shape.fields, shape.meantForms),
    cf,
  }).map(({ profile, ...rest }) => ({ ...rest, origin: profile.origin, headers: profile.headers }));
}

/** Path mutations a browser, a proxy or a hand-edited link produce. */
function mutatePath(path: fc.Arbitrary<string>, options: { data: boolean }): fc.Arbitrary<string> {
  const mutation = fc.constantFrom("none", "none", "none", "none", "noSlash", "double", "upper", "encode", "dots", ...(options.data ? (["data", "data"] as const) : []));
  return fc.tuple(path, mutation, fc.nat()).map(([full, how, n]) => {
    const q = full.indexOf("?");
    const p = q === -1 ? full : full.slice(0, q);
    const query = q === -1 ? "" : full.slice(q);
    switch (how) {
      case "noSlash":
        return `${p.replace(/\/+$/, "") || "/"}${query}`;
      case "double":
        return `${p.replace(/\//g, (s, i: number) => (i === n % Math.max(1, p.length) || i === 0 ? "//" : s))}${query}`;
      case "upper":
        return `${p.toUpperCase()}${query}`;
      case "encode": {
        // One character written as %XX: Hono decodes it for routing, the worker's own checks may not.
        const chars = [...p];
        const at = chars.findIndex((c, i) => i >= n % Math.max(1, chars.length) && /[a-z]/i.test(c));
        if (at === -1) return full;
        chars[at] = `%${chars[at]!.charCodeAt(0).toString(16).toUpperCase()}`;
        return `${chars.join("")}${query}`;
      }
      case "dots":
        return `${p}x/../${query}`;
      case "data": {
        // The single-fetch address of the page (`/x/y.data`, `/_root.data`).
        const base = p.replace(/\/+$/, "");
        return `${base === "" ? "/_root" : base}.data${query}`;
      }
      default:
        return full;
    }
  });
}

// ── The BFF (worker/bff.ts, worker/routes/*.ts) ─────────────────────────────────────────────────

export const API_BASE = "/bfx-content/api";

const shstore = fc.oneof(fc.constantFrom(...STORE_IDS.map(String), "25", "0", "29", "999", "1000", "01", "1.0", "-1", ""), shortText);
const rows = fc.oneof(digits(-2, 60), numberish);
const radius = fc.oneof(fc.constantFrom("200", "0", "0.5", "12500", "12501", "1e3", "-5", "3000.000001"), numberish);

/** Every endpoint of spec §7 with the query its zod schema reads, plus unknown paths. */
export function bffRequests(known: KnownCatalog): fc.Arbitrary<RequestRecipe> {
  const name = fc.oneof(fc.constantFrom(...known.names), fc.constantFrom("munchen", "Austin", "a", "ab", "東京", "New York", "  "), anyText);
  const suggestParams: ParamValues = {
    term: name,
    sort: fc.oneof(fc.constantFrom("popularity desc", "name asc", "x".repeat(101)), shortText),
    perfRows: rows,
    entityList: fc.oneof(fc.constantFrom("event,performer,venue", "event", "", "x".repeat(101)), shortText),
    minAvailableTickets: numberish,
    includeNoneventEntities: boolish,
    shstore,
    point,
    radius,
    lang: fc.oneof(fc.constantFrom("en-US", "fr_CA", "de", "zh-Hant-TW", "x", "toolonglanguagetag-abcdefghij"), shortText),
    geoId: fc.oneof(fc.constantFrom("4671654", "2867714", "0", "1", "9999999999999"), numberish),
    geoExpansion: boolish,
    timeZoneOffsetInMinutes: fc.oneof(fc.constantFrom("-840", "840", "841", "-841", "0", "+60", "60.5", "-0"), numberish),
    withEventCount: boolish,
    enablePopular: boolish,
  };
  const locationParams: ParamValues = {
    q: name,
    point,
    radius,
    ipDetect: boolish,
    unit: fc.oneof(fc.constantFrom("mi", "km", "KM", "miles", "kilometers", "m", ""), shortText),
    shstore,
    rows,
    nocache: boolish,
    sort: fc.oneof(fc.constantFrom("population desc", "distance asc", "  DISTANCE   asc ", "distance", "population", "name"), shortText),
  };
  const knownName = fc.constantFrom(...known.names, "munchen", "Austin", "New York", "東京");
  const validPoint = fc.tuple(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true })).map(([a, b]) => `${a.toFixed(4)},${b.toFixed(4)}`);
  const validStore = fc.constantFrom(...STORE_IDS.map(String));
  const validBool = fc.constantFrom("true", "false", "1", "0");
  const meantSuggest: ParamValues = {
    term: knownName,
    perfRows: digits(1, 50),
    shstore: validStore,
    point: validPoint,
    radius: digits(1, 12_500),
    lang: fc.constantFrom("en-US", "de-DE", "fr_CA", "ja"),
    geoId: fc.constantFrom(...known.ids.geography.map(String)),
    geoExpansion: validBool,
    timeZoneOffsetInMinutes: digits(-840, 840),
    withEventCount: validBool,
    enablePopular: validBool,
    includeNoneventEntities: validBool,
    minAvailableTickets: digits(0, 10),
  };
  const meantLocations = fc.oneof(
    meantQuery({ q: knownName, rows: digits(1, 50), shstore: validStore, nocache: validBool, unit: fc.constantFrom("mi", "km"), sort: fc.constant("population desc") }, ["q"]),
    meantQuery({ point: validPoint, radius: digits(1, 12_500), rows: digits(1, 50), unit: fc.constantFrom("mi", "km"), sort: fc.constant("distance asc") }, ["point"]),
    meantQuery({ ipDetect: fc.constant("true"), rows: digits(1, 50) }, ["ipDetect"]),
  );
  const currencyPair = fc.oneof(fc.tuple(currencyCode, fc.constantFrom("-", "_", "/", ""), currencyCode).map(([a, s, b]) => `${a}${s}${b}`), fc.constantFrom("EUR-USD", "GBP-EUR", "JPY-KRW", "USD-USD"));
  const pairs = fc.oneof(
    fc.tuple(fc.array(currencyPair, { minLength: 1, maxLength: 60 }), fc.constantFrom(",", ", ")).map(([list, separator]) => list.join(separator)),
    fc.constantFrom("", ",", "EUR-USD,", " ", "EUR-USD,,GBP-EUR"),
    anyText,
  );
  const siteNavFile = fc.oneof(
    fc.constantFrom(...STORE_IDS.map((id) => `${id}.json`), "25.json", "0.json", "999.json", "1000.json", "01.json", "1", "1.JSON", ".json", "1.json.json", "abc.json", "%31.json"),
    shortText.map(percentEncode),
  );
  const api = (path: string) => `${API_BASE}${path}`;
  const get = methodFor("GET");
  const noFields: FormFields = { x: anyText };
  const shapes: Array<[number, RouteShape]> = [
    [1, { route: "health", path: queryString({ x: anyText }, 2).map((q) => api(`/health${q}`)), method: get, fields: noFields }],
    [1, { route: "components", path: queryString({ shstore, nocache: boolish }, 2).map((q) => api(`/cms/content-content/homepage/components.json${q}`)), method: get, fields: noFields }],
    [2, { route: "site-nav", path: fc.tuple(siteNavFile, queryString({ x: anyText }, 2)).map(([f, q]) => api(`/cms/content-content/homepage/site-nav/${f}${q}`)), method: get, fields: noFields }],
    [5, { route: "locations", path: fc.oneof({ weight: 2, arbitrary: queryString(locationParams, 6) }, { weight: 1, arbitrary: meantLocations }).map((q) => api(`/search/locations/v3${q}`)), method: get, fields: noFields }],
    [6, { route: "suggest", path: anyQuery(suggestParams, meantSuggest, ["term"], 8).map((q) => api(`/search/suggest/v3${q}`)), method: get, fields: noFields }],
    [2, { route: "currencies", path: anyQuery({ shstore }, { shstore: validStore }, [], 2).map((q) => api(`/currency/v1/supported${q}`)), method: get, fields: noFields }],
    [
      3,
      {
        route: "rates",
        path: anyQuery({ pairs }, { pairs: fc.array(fc.tuple(fc.constantFrom(...STORE_CURRENCIES), fc.constantFrom(...STORE_CURRENCIES)).map(([a, b]) => `${a}-${b}`), { minLength: 1, maxLength: 50 }).map((p) => p.join(",")) }, ["pairs"], 3).map((q) => api(`/currency/v1/rates${q}`)),
        method: get,
        fields: noFields,
      },
    ],
    [
      3,
      {
        route: "logout",
        path: queryString({ returnTo: redirectTarget }, 1).map((q) => api(`/iam/logout${q}`)),
        method: methodFor("POST", 6),
        fields: { csrf: fc.oneof(fc.constantFrom(FUZZ_SESSIONS.password.csrf, FUZZ_SESSIONS.guest.csrf, ""), shortText), returnTo: redirectTarget },
        meantForms: [meantForm({ csrf: fc.constantFrom(FUZZ_SESSIONS.password.csrf, FUZZ_SESSIONS.guest.csrf), returnTo: fc.constantFrom("/", "/my/orders/", "/fr/my/profile/", "/find/s/?q=rock") }, ["csrf"])],
        signedIn: true,
      },
    ],
    [
      2,
      {
        route: "unknown",
        path: fc
          .oneof(
            fc.constantFrom("", "/", "/health/x", "/search/suggest/v4", "/search/locations", "/currency/v1", "/currency/v2/rates", "/iam", "/iam/login", "/cms/content-content/homepage/", "/cms/content-content/homepage/site-nav/", "/__proto__", "/constructor", "/%2e%2e/", "/..;/health"),
            fc.webPath().map((p) => (p.startsWith("/") ? p : `/${p}`)),
            fc.array(shortText.map(percentEncode), { minLength: 1, maxLength: 4 }).map((s) => `/${s.join("/")}`),
          )
          .map((p) => api(p)),
        method: methodFor("GET", 4),
        fields: noFields,
      },
    ],
  ];
  return fc.oneof(...shapes.map(([weight, shape]) => ({ weight, arbitrary: recipe({ ...shape, path: mutatePath(shape.path, { data: false }) }) })));
}

// ── The pages (app/domain/address.ts shapes, remix.config.js routes) ────────────────────────────

export const BROWSE_ENTITIES = ["performer", "venue", "grouping", "category", "geography"] as const;
const ACCOUNT_SECTIONS = ["", "profile", "settings", "orders", "listings", "sales", "payments", "rewards", "friends", "activity", "guest/orderlookup", "guest", "nope", "profile/extra"];
const SELL_STEPS = ["performerSearch", "sellTicket", "searchEvent", "nope", "PERFORMERSEARCH"];

/** Every page route with the query and form fields its loader and action read. */
export function pageRequests(known: KnownCatalog): fc.Arbitrary<RequestRecipe> {
  const params = pageParams(known);
  const meantParams: ParamValues = {
    q: fc.constantFrom(...known.names, "rock", "a"),
    page: digits(1, 3),
    pbD: fc.constantFrom("t", "w", "m", "a", "2026-12-24 to 2027-01-06"),
    pbG: fc.constantFrom(...known.names),
    cur: fc.constantFrom("EUR", "USD", "JPY", "none"),
    redirect: fc.constantFrom("/my/orders/", "/find/s/?q=rock", "/"),
  };
  const query = anyQuery(params, meantParams);
  const prefix = fc.option(language, { freq: 3 }).map((l) => (l === null ? "" : `/${l}`));
  const slugText = fc.oneof(
    fc.constantFrom("adele-tickets", "billets-concert", "tickets", "-tickets", "%F0%9F%98%80", "%2e%2e", "%2F", "a%00b", "%E0%A4%A", "x.y", "%5C"),
    fc.constantFrom(...known.webPaths.map((p) => p.split("/").filter(Boolean)[0] ?? "tickets")),
    shortText.map(percentEncode),
  );
  /** [slug][lang] or [lang][slug] before the entity segment, as spec §2.1 allows (and wrong orders). */
  const shapePrefix = fc.tuple(fc.option(slugText, { freq: 2 }), fc.option(language, { freq: 2 }), fc.boolean()).map(([slug, lang, langFirst]) => {
    const parts = langFirst ? [lang, slug] : [slug, lang];
    return parts.filter((p): p is string => p !== null).map((p) => `/${p}`).join("");
  });
  const entityId = (entity: keyof KnownCatalog["ids"]) =>
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known.ids[entity]).map(String) }, { weight: 1, arbitrary: fc.oneof(digits(0, 999_999_999), fc.constantFrom("0", "00", "1e3", "-1", "9".repeat(40), "abc")) });
  const browse = fc
    .constantFrom(...BROWSE_ENTITIES)
    .chain((entity) => fc.tuple(shapePrefix, entityId(entity), query).map(([pre, id, q]) => `${pre}/${entity}/${id}/${q}`));
  const known_ = fc.tuple(fc.constantFrom(...known.webPaths), query).map(([p, q]) => `${p}${q}`);
  const event = fc.tuple(shapePrefix, entityId("event"), query).map(([pre, id, q]) => `${pre}/event/${id}/${q}`);
  const searchForm: FormFields = { q: params.q! };
  const sellForm: FormFields = { q: params.q! };
  const signInForm: FormFields = {
    intent: fc.oneof(fc.constantFrom("signin", "signup", "x", ""), shortText),
    email: fc.oneof(fc.constantFrom("fan@example.com", "FAN@EXAMPLE.COM", "a@b", "@", "x".repeat(300) + "@example.com", "ünï@exämple.com"), anyText),
    password: fc.oneof(fc.constantFrom("correct horse battery", "short", "x".repeat(129), ""), anyText),
    name: fc.oneof(fc.constantFrom("Ada", "", " ", "x".repeat(101), "a\u0000b"), anyText),
    redirect: redirectTarget,
  };
  const csrf = fc.oneof(fc.constantFrom(FUZZ_SESSIONS.password.csrf, FUZZ_SESSIONS.password.csrf, FUZZ_SESSIONS.guest.csrf, ""), shortText);
  const accountForm: FormFields = {
    intent: fc.oneof(fc.constantFrom("name", "password", "phone", "lookup", ""), shortText),
    csrf,
    name: signInForm.name!,
    currentPassword: fc.oneof(fc.constantFrom("wrong password", ""), anyText),
    newPassword: fc.oneof(fc.constantFrom("a new password 123", "short"), anyText),
    phone: fc.oneof(fc.constantFrom("+1 512 555 0100", "512-555-0100", "0", "+", "x".repeat(41)), anyText),
    phoneCountry: fc.oneof(fc.constantFrom("US", "DE", "XX", "us", ""), shortText),
    orderNumber: fc.oneof(fc.constantFrom(FUZZ_GUEST_ORDER.number, "fuzz-0001", "NOPE-1", "", "x".repeat(41), "A B"), anyText),
    email: fc.oneof(fc.constantFrom(FUZZ_GUEST_ORDER.email, "GUEST-FUZZ@EXAMPLE.COM", "nobody@example.com", ""), anyText),
  };
  const preferencesForm: FormFields = {
    intent: fc.oneof(fc.constantFrom("date", "location", "currency", "date", "location", "x", ""), shortText),
    returnTo: redirectTarget,
    pbD,
    geoNameId: fc.oneof(fc.constantFrom("4671654", "", "0", "01", "9".repeat(17)), numberish),
    name: placeName,
    latitude: fc.oneof(fc.constantFrom("30.27", "91", "-90", "1e2"), numberish),
    longitude: fc.oneof(fc.constantFrom("-97.74", "181", "-180"), numberish),
    postalCode: fc.oneof(fc.constantFrom("78701", "", "x".repeat(21)), anyText),
    currency: currencyCode,
  };
  const logoutLike: FormFields = { x: anyText };
  const returnTo = fc.constantFrom("/", "/find/s/?q=rock", "/fr/", ...known.webPaths);
  const meantPreferences = [
    meantForm({ intent: fc.constant("date"), returnTo, pbD: meantParams.pbD! }, ["intent", "returnTo", "pbD"]),
    meantForm(
      { intent: fc.constant("location"), returnTo, geoNameId: fc.constantFrom(...known.ids.geography.map(String)), name: fc.constantFrom(...known.names), latitude: fc.constantFrom("30.27", "48.14"), longitude: fc.constantFrom("-97.74", "11.58"), postalCode: fc.constantFrom("78701", "") },
      ["intent", "returnTo", "geoNameId", "name", "latitude", "longitude"],
    ),
    meantForm({ intent: fc.constant("location"), returnTo, geoNameId: fc.constant("") }, ["intent", "returnTo"]),
    meantForm({ intent: fc.constant("currency"), returnTo, currency: fc.constantFrom("EUR", "USD", "JPY", "none") }, ["intent", "returnTo", "currency"]),
  ];
  const meantSignIn = [
    meantForm({ intent: fc.constant("signin"), email: fc.constantFrom("fuzz-fan@example.com", "nobody@example.com"), password: fc.constant("not the password 1"), redirect: meantParams.redirect! }, ["intent", "email", "password"]),
    meantForm({ intent: fc.constant("signup"), name: fc.constantFrom("Ada", "Zoë"), email: fc.integer({ min: 1, max: 1e9 }).map((n) => `fuzz-${n}@example.com`), password: fc.constant("a long enough password") }, ["intent", "name", "email", "password"]),
  ];
  const meantAccount = [
    meantForm({ intent: fc.constant("name"), csrf: fc.constant(FUZZ_SESSIONS.password.csrf), name: fc.constantFrom("Ada Lovelace", "Zoë") }, ["intent", "csrf", "name"]),
    meantForm({ intent: fc.constant("phone"), csrf: fc.constant(FUZZ_SESSIONS.password.csrf), phone: fc.constantFrom("+1 512 555 0100", ""), phoneCountry: fc.constantFrom("US", "DE") }, ["intent", "csrf", "phone", "phoneCountry"]),
    meantForm({ intent: fc.constant("password"), csrf: fc.constant(FUZZ_SESSIONS.password.csrf), currentPassword: fc.constant("wrong password"), newPassword: fc.constant("a new password 123") }, ["intent", "csrf", "currentPassword", "newPassword"]),
    meantForm({ orderNumber: fc.constantFrom(FUZZ_GUEST_ORDER.number, "NOPE-1"), email: fc.constant(FUZZ_GUEST_ORDER.email), csrf: fc.constant(FUZZ_SESSIONS.guest.csrf) }, ["orderNumber", "email"]),
  ];
  const meantSearch = [meantForm({ q: meantParams.q! }, ["q"])];
  // sell/sellTicket?eventIds= and sell/searchEvent?id=&type=&q= as the sell pages link them.
  const sellQuery = fc.oneof(
    { weight: 2, arbitrary: query },
    { weight: 1, arbitrary: meantQuery({ eventIds: fc.subarray(known.ids.event, { minLength: 1 }).map((ids) => ids.join(",")), q: meantParams.q! }, ["eventIds"]) },
    { weight: 1, arbitrary: fc.constantFrom(...BROWSE_ENTITIES).chain((type) => meantQuery({ id: fc.constantFrom(...known.ids[type]).map(String), type: fc.constant(type), q: meantParams.q! }, ["id", "type"])) },
  );
  const garbagePath = fc.oneof(
    fc.constantFrom(
      "//evil.example", "//evil.example/", "///evil.example/", "/\\evil.example/", "/%2F%2Fevil.example/", "/%5C%5Cevil.example", "/%2e%2e/%2e%2e/etc/passwd",
      "/.well-known/security.txt", "/favicon.ico.data", "/build/nope.js", "/__x/", "/_root", "/_root.data/", "/.data", "/x.data.data", "/index.html",
      "/find/", "/find/s/x/", "/event/", "/event/1/2/", "/performer/abc/", "/a/b/c/performer/1/", "/fr/de/category/1/", "/%ED%A0%80/", "/%FF/event/1/",
    ),
    // fc.webPath() may be empty or relative: a request path always starts with "/".
    fc.webPath().map((p) => (p.startsWith("/") ? p : `/${p}`)),
    fc.array(slugText, { minLength: 1, maxLength: 5 }).map((s) => `/${s.join("/")}/`),
  ).chain((p) => query.map((q) => `${p}${q}`));

  const GET = methodFor("GET");
  const shapes: Array<[number, RouteShape]> = [
    [5, { route: "home", path: fc.tuple(prefix, query).map(([l, q]) => `${l}/${q}`), method: GET, fields: searchForm }],
    [7, { route: "browse", path: fc.oneof(browse, known_), method: GET, fields: searchForm }],
    [4, { route: "event", path: event, method: GET, fields: searchForm }],
    [6, { route: "search", path: fc.tuple(shapePrefix, query).map(([pre, q]) => `${pre}/find/s/${q}`), method: methodFor("GET", 3), fields: searchForm, meantForms: meantSearch }],
    [2, { route: "sell", path: fc.tuple(prefix, query).map(([l, q]) => `${l}/sell/${q}`), method: GET, fields: sellForm }],
    [4, { route: "sell-step", path: fc.tuple(prefix, fc.constantFrom(...SELL_STEPS), sellQuery).map(([l, s, q]) => `${l}/sell/${s}/${q}`), method: methodFor("GET", 4), fields: sellForm, meantForms: meantSearch }],
    [4, { route: "sign-in", path: fc.tuple(prefix, query).map(([l, q]) => `${l}/login/signup/${q}`), method: methodFor("GET", 3), fields: signInForm, meantForms: meantSignIn, signedIn: true }],
    [5, { route: "account", path: fc.tuple(prefix, fc.constantFrom(...ACCOUNT_SECTIONS), query).map(([l, s, q]) => `${l}/my/${s}${s === "" ? "" : "/"}${q}`), method: methodFor("GET", 3), fields: accountForm, meantForms: meantAccount, signedIn: true }],
    [4, { route: "preferences", path: fc.tuple(fc.constantFrom("/preferences/", "/preferences/", "/preferences/", "/preferences/", "/fr/preferences/", "/preferences/x/"), query).map(([p, q]) => `${p}${q}`), method: methodFor("POST", 6), fields: preferencesForm, meantForms: meantPreferences }],
    [1, { route: "healthz", path: fc.tuple(fc.constantFrom("/healthz", "/healthz/", "/fr/healthz/", "/healthz/page/", "/healthz/page", "/healthz/page/x/"), query).map(([p, q]) => `${p}${q}`), method: GET, fields: logoutLike }],
    [1, { route: "design-system", path: fc.tuple(prefix, query).map(([l, q]) => `${l}/design-system/${q}`), method: GET, fields: logoutLike }],
    [3, { route: "garbage", path: garbagePath, method: methodFor("GET", 4), fields: searchForm }],
  ];
  return fc.oneof(...shapes.map(([weight, shape]) => ({ weight, arbitrary: recipe({ ...shape, path: mutatePath(shape.path, { data: true }) }) })));
}

// ── From recipe to request ──────────────────────────────────────────────────────────────────────

const encoder = new TextEncoder();

/** Remix's cookie signature (@remix-run/cloudflare crypto.ts): `value.base64(HMAC-SHA-256)` without padding. */
const signingKeys = new Map<string, Promise<CryptoKey>>();

export async function signCookieValue(value: string, secret: string): Promise<string> {
  let key = signingKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    signingKeys.set(secret, key);
  }
  const signature = await crypto.subtle.sign("HMAC", await key, encoder.encode(value));
  return `${value}.${btoa(String.fromCharCode(...new Uint8Array(signature))).replace(/=+$/, "")}`;
}

async function cookiePartText(part: CookiePart, secret: string): Promise<string> {
  if (part.kind === "raw") return part.text;
  let value = await signCookieValue(part.payload, part.secret === "test" ? secret : "another-secret-that-the-worker-does-not-know");
  const dot = value.lastIndexOf(".");
  switch (part.tamper) {
    case "flip":
      value = `${value.slice(0, dot - 1)}${value[dot - 1] === "A" ? "B" : "A"}${value.slice(dot)}`;
      break;
    case "truncate":
      value = value.slice(0, -3);
      break;
    case "dropSignature":
      value = value.slice(0, dot);
      break;
    case "badBase64":
      value = `${value.slice(0, dot)}.!!not*base64`;
      break;
    case "doubleDot":
      value = `${value.slice(0, dot)}..${value.slice(dot + 1)}`;
      break;
  }
  return `${part.name}=${part.uriEncode ? percentEncode(value) : value}`;
}

const ORIGINS: Record<Exclude<OriginChoice, "same" | "absent" | "port">, string> = {
  other: "https://evil.example",
  null: "null",
  garbage: "http://[::1",
};

/** The request a recipe stands for: cookies signed, the Origin chosen, header values as bytes. */
export async function materialize(r: RequestRecipe, cookieSecret: string): Promise<ConcreteRequest> {
  const headers: Record<string, string> = {};
  const set = (name: string, value: string) => {
    headers[name] = headers[name] === undefined ? headerValue(value) : `${headers[name]}, ${headerValue(value)}`;
  };
  for (const [name, value] of r.headers) set(name, value);
  const origin = originOf(r.host);
  if (r.origin === "same") set("origin", origin);
  else if (r.origin === "port") set("origin", `${origin.replace(/:\d+$/, "")}:8443`);
  else if (r.origin !== "absent") set("origin", ORIGINS[r.origin]);
  if (r.cookies) {
    const parts = await Promise.all(r.cookies.parts.map((p) => cookiePartText(p, cookieSecret)));
    set("cookie", parts.join(r.cookies.separator));
  }
  const hasBody = r.method !== "GET" && r.method !== "HEAD";
  if (hasBody && r.body.contentType !== null) headers["content-type"] = headerValue(r.body.contentType);
  return { route: r.route, method: r.method, host: r.host, path: r.path, headers, body: hasBody ? r.body.body : null, cf: r.cf };
}

/** Whether a request names a fixture session, so the test puts the session back first. */
export function usesFixtureSession(r: ConcreteRequest): boolean {
  const cookie = r.headers.cookie ?? "";
  return cookie.includes(FUZZ_SESSIONS.password.id) || cookie.includes(FUZZ_SESSIONS.guest.id);
}
