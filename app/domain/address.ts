/**
 * Route shapes recognised in addresses, and address formatting (spec §2.1).
 *
 * | page id | shape                                                        |
 * |---------|--------------------------------------------------------------|
 * | home    | /                                                            |
 * | browse  | /{performer|venue|grouping|category|geography}/{id}/         |
 * | search  | /find/s/ (query q)                                           |
 * | event   | /event/{id}/                                                 |
 *
 * An optional SEO slug and an optional language segment may sit before the
 * entity segment, in either order. Home accepts only a language segment.
 */

import { boundedMemo, MEMO_POLICY } from "./isolate-memo";

export const PAGE_IDS = ["home", "browse", "search", "event"] as const;
export type PageId = (typeof PAGE_IDS)[number];

export const BROWSE_ENTITIES = ["performer", "venue", "grouping", "category", "geography"] as const;
export type BrowseEntity = (typeof BROWSE_ENTITIES)[number];

/** The entity segment of the search shape `/find/s/`. */
export const SEARCH_ENTITY = "find";
/** The entity segment of the event shape `/event/{id}/`. */
export const EVENT_ENTITY = "event";

/**
 * The entity segment of a recognised address: a browse entity, `event`, or
 * `find` for search (the literal segment, so `entity` always names what is in
 * the address). Home has no entity (`null`).
 */
export type Entity = BrowseEntity | typeof EVENT_ENTITY | typeof SEARCH_ENTITY;

/** A parsed address: the thirteen fields of spec §2.1. */
export interface ParsedAddress {
  /** With the colon, as in `URL`: `"https:"`. */
  protocol: string;
  /** Host name and non-default port: `"localhost:8787"`. */
  host: string;
  hostname: string;
  /** Empty for the scheme's default port. */
  port: string;
  /** The address path (percent-encoded as given), empty segments collapsed, trailing slash added. */
  pathname: string;
  /** Decoded SEO slug, only when the path matches a shape. */
  seoSlug: string | null;
  /** Lower-case two-letter language of the language segment, if any. */
  language: string | null;
  /** The path without its SEO slug and language segments, with a trailing slash. */
  pagePathname: string;
  entity: Entity | null;
  /** One or more digits, for browse and event pages. */
  entityId: string | null;
  /** With the leading `?`, or empty. */
  search: string;
  /** With the leading `#`, or empty. */
  hash: string;
  /** `null` when the path matches no shape. */
  pageId: PageId | null;
}

export interface ParseAddressOptions {
  /** Languages (`"fr"`) or locales (`"fr-CA"`); only the first two letters count. */
  supportedLanguages: readonly string[];
  /** Base for relative inputs; default `http://localhost`. */
  base?: string;
}

export interface FormatAddressOptions {
  currentLocale: string;
  defaultLocale: string;
  /** Languages (`"fr"`) or locales (`"fr-CA"`); only the first two letters count. */
  supportedLanguages: readonly string[];
}

const DEFAULT_BASE = "http://localhost";
// Only used to split relative targets into path, query and hash; never leaves this module.
const FORMAT_BASE = "http://stagefront.invalid";

const LANGUAGE_TAG = /^[a-z]{2}(?:-[a-z]{2})?$/i;
const ENTITY_ID = /^\d+$/;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const UNSAFE_SLUG_CHARS = /[\u0000-\u001f\u007f/\\]/;

const BROWSE_ENTITY_SET: ReadonlySet<string> = new Set(BROWSE_ENTITIES);

/**
 * True when the pathname does not yet end in a slash (spec: "A trailing slash is added").
 * @example needsTrailingSlash("/event/123") // true
 */
export function needsTrailingSlash(pathname: string): boolean {
  return !pathname.endsWith("/");
}

/**
 * Returns the pathname with a trailing slash; the empty pathname becomes `/`.
 * @example withTrailingSlash("/fr") // "/fr/"
 */
export function withTrailingSlash(pathname: string): string {
  return needsTrailingSlash(pathname) ? `${pathname}/` : pathname;
}

/**
 * The lower-case language (first part) of a locale or language tag.
 * @example languageOf("fr-CA") // "fr"
 */
export function languageOf(locale: string): string {
  return (locale.split(/[-_]/)[0] ?? "").toLowerCase();
}

/**
 * True when a (decoded) path segment is a language segment: it looks like a
 * language tag (`fr`, `fr-ca`) and its first two letters match a supported language.
 * @example isLanguageSegment("fr-ca", ["en", "fr"]) // true
 */
export function isLanguageSegment(segment: string, supportedLanguages: readonly string[]): boolean {
  if (!LANGUAGE_TAG.test(segment)) return false;
  const language = segment.slice(0, 2).toLowerCase();
  return supportedLanguages.some((supported) => languageOf(supported) === language);
}

/**
 * Parses an address into the spec §2.1 fields; never throws.
 * @example parseAddress("/billets-concert/fr/category/1/", { supportedLanguages: ["en", "fr"] }).pageId // "browse"
 */
export function parseAddress(input: string | URL, options: ParseAddressOptions): ParsedAddress {
  let url: URL;
  try {
    url = typeof input === "string" ? new URL(input, options.base ?? DEFAULT_BASE) : new URL(input.href);
  } catch {
    return UNPARSEABLE;
  }
  const { fields } = analyzePath(url.pathname, options.supportedLanguages);
  return {
    protocol: url.protocol,
    host: url.host,
    hostname: url.hostname,
    port: url.port,
    // Collapsing `//` keeps the pathname a same-origin path: re-used as a
    // target, `//evil.example/` would otherwise be protocol-relative.
    pathname: withTrailingSlash(url.pathname.replace(/\/{2,}/g, "/")),
    seoSlug: fields.seoSlug,
    language: fields.language,
    pagePathname: fields.pagePathname,
    entity: fields.entity,
    entityId: fields.entityId,
    search: url.search,
    hash: url.hash,
    pageId: fields.pageId,
  };
}

/**
 * The page id of a pathname, or `null` when it matches no shape.
 * @example pageIdOf("/fr/event/123/", ["en", "fr"]) // "event"
 */
export function pageIdOf(pathname: string, supportedLanguages: readonly string[]): PageId | null {
  return parseAddress(pathname, { supportedLanguages }).pageId;
}

/**
 * Formats a navigation target for the current locale: when it differs from the
 * default locale its language is inserted as a path prefix, after any SEO slug.
 * Full addresses are returned unchanged.
 * @example formatAddress("/billets-concert/category/1/", { currentLocale: "fr-CA", defaultLocale: "en-CA", supportedLanguages: ["en", "fr"] }) // "/billets-concert/fr/category/1/"
 */
export function formatAddress(target: string, options: FormatAddressOptions): string {
  if (isFullAddress(target) || target === "" || target.startsWith("#")) return target;
  const key = `${options.currentLocale}\u0000${options.defaultLocale}\u0000${options.supportedLanguages.join(",")}\u0000${target}`;
  return rememberFormatted(key, () => formatRelative(target, options));
}

// A page formats the same few hundred menu, card and alternate addresses on every request; each
// costs a URL parse and a path analysis, together about half a millisecond of a home page
// (issue 9's profile). The answer depends on the target and the options only. Long targets
// (crafted redirect parameters, long queries) are formatted but not kept (the policy's maxKeyLength).
const rememberFormatted = boundedMemo<string>(MEMO_POLICY.addresses);

function formatRelative(target: string, options: FormatAddressOptions): string {
  let url: URL;
  try {
    // Targets without a leading slash (the sell paths `sell/...`, suggestion
    // webURIs) are site-root relative, so they resolve against the root.
    url = new URL(target, `${FORMAT_BASE}/`);
  } catch {
    return target;
  }
  // `/\evil.com` and friends are protocol-relative to a browser: leave them alone.
  if (url.origin !== FORMAT_BASE) return target;

  const language = targetLanguage(options);
  const { layout } = analyzePath(url.pathname, options.supportedLanguages);
  const languagePart = language === null ? [] : [language];
  const segments =
    layout.kind === "shape"
      ? [...(layout.rawSeoSlug === null ? [] : [layout.rawSeoSlug]), ...languagePart, ...layout.rawBody]
      : [...languagePart, ...layout.rawRest];
  return `${toPathname(segments)}${url.search}${url.hash}`;
}

/** The language to insert, or null when none should be (same locale, or unsupported language). */
function targetLanguage(options: FormatAddressOptions): string | null {
  if (sameLocale(options.currentLocale, options.defaultLocale)) return null;
  const language = languageOf(options.currentLocale);
  // An unsupported language would read back as an SEO slug and break the page,
  // so the visitor stays on the default-language address instead.
  return isLanguageSegment(language, options.supportedLanguages) ? language : null;
}

function sameLocale(a: string, b: string): boolean {
  const normalize = (locale: string) => locale.trim().replace(/_/g, "-").toLowerCase();
  return normalize(a) === normalize(b);
}

function isFullAddress(target: string): boolean {
  return SCHEME.test(target) || target.startsWith("//");
}

// ---------------------------------------------------------------------------
// Path analysis shared by parse and format

type PathFields = Pick<ParsedAddress, "pageId" | "entity" | "entityId" | "seoSlug" | "language" | "pagePathname">;

/** How formatting rebuilds a path: around a shape, or as an opaque rest. */
type PathLayout =
  | { kind: "shape"; rawSeoSlug: string | null; rawBody: readonly string[] }
  | { kind: "opaque"; rawRest: readonly string[] };

interface PathAnalysis {
  fields: PathFields;
  layout: PathLayout;
}

interface Segment {
  raw: string;
  /** `null` when the percent-encoding is malformed. */
  decoded: string | null;
}

interface ShapeMatch {
  pageId: PageId;
  entity: Entity | null;
  entityId: string | null;
}

const UNPARSEABLE: ParsedAddress = {
  protocol: "",
  host: "",
  hostname: "",
  port: "",
  pathname: "",
  seoSlug: null,
  language: null,
  pagePathname: "",
  entity: null,
  entityId: null,
  search: "",
  hash: "",
  pageId: null,
};

function analyzePath(pathname: string, supportedLanguages: readonly string[]): PathAnalysis {
  const segments: Segment[] = pathname
    .split("/")
    .filter((raw) => raw !== "")
    .map((raw) => ({ raw, decoded: safeDecode(raw) }));

  const matched = matchSegments(segments, supportedLanguages);
  if (matched !== null) return matched;

  // No shape. Leading language segments still count, so `/fr/my/orders/` is
  // re-prefixed rather than doubled; all of them are dropped so that formatting
  // never stacks languages (`/fr/de/x/` formats like `/x/`).
  const isLanguage = (segment: Segment) =>
    segment.decoded !== null && isLanguageSegment(segment.decoded, supportedLanguages);
  let leading = 0;
  while (leading < segments.length && isLanguage(segments[leading] as Segment)) leading++;
  const rest = segments.slice(leading);
  const first = segments[0]?.decoded;
  const fields: PathFields = {
    pageId: null,
    entity: null,
    entityId: null,
    seoSlug: null,
    language: leading > 0 && first ? languageOf(first) : null,
    pagePathname: toPathname(rest.map((segment) => segment.raw)),
  };
  // Dropping the stacked languages may reveal a shape (`/fr/de/category/1/`,
  // `/fr/slug/de/event/1/`); formatting then rebuilds it as that shape so that
  // formatting twice gives the same address as formatting once.
  const revealed = leading > 0 ? matchSegments(rest, supportedLanguages) : null;
  return {
    fields,
    layout: revealed?.layout ?? { kind: "opaque", rawRest: rest.map((segment) => segment.raw) },
  };
}

function matchSegments(segments: readonly Segment[], supportedLanguages: readonly string[]): PathAnalysis | null {
  if (segments.some((segment) => segment.decoded === null)) return null;
  const decoded = segments.map((segment) => segment.decoded as string);

  // Shapes have a body of 0 (home) or 2 segments after at most 2 prefix
  // segments, so the segment count fixes where the prefix ends.
  const bodyLength = decoded.length <= 1 ? 0 : 2;
  const prefixLength = decoded.length - bodyLength;
  if (prefixLength > 2) return null;

  const shape = matchShape(decoded.slice(prefixLength));
  if (shape === null) return null;

  let language: string | null = null;
  let slugIndex = -1;
  for (let index = 0; index < prefixLength; index++) {
    const segment = decoded[index] as string;
    if (isLanguageSegment(segment, supportedLanguages)) {
      if (language !== null) return null;
      language = languageOf(segment);
    } else {
      if (slugIndex !== -1 || shape.pageId === "home" || !isSeoSlug(segment)) return null;
      slugIndex = index;
    }
  }

  return {
    fields: {
      ...shape,
      seoSlug: slugIndex === -1 ? null : (decoded[slugIndex] as string),
      language,
      pagePathname: toPathname(decoded.slice(prefixLength)),
    },
    layout: {
      kind: "shape",
      rawSeoSlug: slugIndex === -1 ? null : (segments[slugIndex] as Segment).raw,
      rawBody: segments.slice(prefixLength).map((segment) => segment.raw),
    },
  };
}

function matchShape(body: readonly string[]): ShapeMatch | null {
  if (body.length === 0) return { pageId: "home", entity: null, entityId: null };
  const [entity, id] = body;
  if (body.length !== 2 || entity === undefined || id === undefined) return null;
  if (entity === SEARCH_ENTITY && id === "s") return { pageId: "search", entity: SEARCH_ENTITY, entityId: null };
  if (!ENTITY_ID.test(id)) return null;
  if (entity === EVENT_ENTITY) return { pageId: "event", entity: EVENT_ENTITY, entityId: id };
  if (BROWSE_ENTITY_SET.has(entity)) return { pageId: "browse", entity: entity as BrowseEntity, entityId: id };
  return null;
}

function isSeoSlug(segment: string): boolean {
  return segment !== "." && segment !== ".." && !UNSAFE_SLUG_CHARS.test(segment);
}

function toPathname(segments: readonly string[]): string {
  return segments.length === 0 ? "/" : `/${segments.join("/")}/`;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
