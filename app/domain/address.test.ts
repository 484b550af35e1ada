import { describe, expect, it } from "vitest";
import {
  BROWSE_ENTITIES,
  PAGE_IDS,
  formatAddress,
  isLanguageSegment,
  needsTrailingSlash,
  pageIdOf,
  parseAddress,
  withTrailingSlash,
  type ParsedAddress,
} from "./address";
import { mulberry32 } from "./prng";

// Spec §3 "Supported site locales", passed as locales to show that only the
// first two letters count.
const SUPPORTED = [
  "ca-ES",
  "cs-CZ",
  "da-DK",
  "de",
  "el-GR",
  "en-US",
  "en-GB",
  "es-ES",
  "fi-FI",
  "fr-FR",
  "fr-CA",
  "id-ID",
  "it-IT",
  "ja-JP",
  "ko-KR",
  "nb-NO",
  "nl",
  "pl-PL",
  "pt-BR",
  "pt-PT",
  "ru",
  "sv-SE",
  "tr-TR",
  "zh-CN",
  "zh-HK",
  "zh-TW",
] as const;

const parse = (input: string | URL) => parseAddress(input, { supportedLanguages: SUPPORTED });
const route = (a: ParsedAddress) => ({
  pageId: a.pageId,
  entity: a.entity,
  entityId: a.entityId,
  seoSlug: a.seoSlug,
  language: a.language,
  pagePathname: a.pagePathname,
});

describe("parseAddress: route shapes (spec §2.1 table)", () => {
  it.each([
    ["/", "home", null, null],
    ["/performer/123/", "browse", "performer", "123"],
    ["/venue/7/", "browse", "venue", "7"],
    ["/grouping/81/", "browse", "grouping", "81"],
    ["/category/1/", "browse", "category", "1"],
    ["/geography/6628/", "browse", "geography", "6628"],
    ["/find/s/?q=adele", "search", "find", null],
    ["/event/123/", "event", "event", "123"],
  ] as const)("%s is page id %s (entity %s, entity id %s)", (path, pageId, entity, entityId) => {
    expect(parse(path)).toMatchObject({ pageId, entity, entityId });
  });

  it("covers every page id and browse entity", () => {
    expect(PAGE_IDS).toEqual(["home", "browse", "search", "event"]);
    expect(BROWSE_ENTITIES).toEqual(["performer", "venue", "grouping", "category", "geography"]);
  });

  it("yields all thirteen fields of a full address", () => {
    expect(parse("https://www.stagefront.example:8443/billets-concert/fr/category/1?x=1#top")).toEqual({
      protocol: "https:",
      host: "www.stagefront.example:8443",
      hostname: "www.stagefront.example",
      port: "8443",
      pathname: "/billets-concert/fr/category/1/",
      seoSlug: "billets-concert",
      language: "fr",
      pagePathname: "/category/1/",
      entity: "category",
      entityId: "1",
      search: "?x=1",
      hash: "#top",
      pageId: "browse",
    } satisfies ParsedAddress);
  });
});

describe("parseAddress: SEO slug and language segments before the entity segment", () => {
  it.each([
    // spec §2.4 category landing pages
    ["/concert-tickets/category/1/", "browse", "concert-tickets", null, "/category/1/"],
    ["/sports-tickets/category/28/", "browse", "sports-tickets", null, "/category/28/"],
    ["/entradas-conciertos/category/1/", "browse", "entradas-conciertos", null, "/category/1/"],
    ["/bilhetes-desporto/category/28/", "browse", "bilhetes-desporto", null, "/category/28/"],
    ["/billets-concert/fr/category/1/", "browse", "billets-concert", "fr", "/category/1/"],
    ["/konsertit-liput/category/1/", "browse", "konsertit-liput", null, "/category/1/"],
    // either order
    ["/fr/billets-concert/category/1/", "browse", "billets-concert", "fr", "/category/1/"],
    ["/fr/event/123/", "event", null, "fr", "/event/123/"],
    ["/de/find/s/?q=adele", "search", null, "de", "/find/s/"],
    ["/taylor-swift-tickets/performer/456/", "browse", "taylor-swift-tickets", null, "/performer/456/"],
    // home accepts a language only (spec §2.5: fr, de and es locale home paths)
    ["/fr/", "home", null, "fr", "/"],
    ["/de/", "home", null, "de", "/"],
    ["/es/", "home", null, "es", "/"],
    // a language segment may carry a region and any case; the language is lower-case two letters
    ["/fr-ca/", "home", null, "fr", "/"],
    ["/FR/event/1/", "event", null, "fr", "/event/1/"],
    ["/billets-concert/Fr-CA/category/1/", "browse", "billets-concert", "fr", "/category/1/"],
    // two letters that match no supported language are an SEO slug
    ["/xx/category/1/", "browse", "xx", null, "/category/1/"],
    ["/xx/fr/category/1/", "browse", "xx", "fr", "/category/1/"],
  ] as const)("%s → %s, slug %s, language %s, page pathname %s", (path, pageId, seoSlug, language, pagePathname) => {
    expect(route(parse(path))).toMatchObject({ pageId, seoSlug, language, pagePathname });
  });

  it.each([
    ["/some-slug/", "home takes no SEO slug"],
    ["/xx/", "an unsupported language is a slug, and home takes no slug"],
    ["/fr/xx/", "home takes no slug after a language"],
    ["/a-tickets/b-tickets/category/1/", "two slugs"],
    ["/fr/de/category/1/", "two languages"],
    ["/fr/slug/de/category/1/", "three prefix segments"],
    ["/category/1/extra/", "extra segment after the shape"],
    ["/find/s/extra/", "extra segment after the search shape"],
    ["/category/abc/", "ids are digits"],
    ["/category/-1/", "ids are digits"],
    ["/event/", "missing id"],
    ["/find/", "search needs /s/"],
    ["/find/x/", "search needs /s/"],
    ["/concerts/1/", "unknown entity"],
    ["/Category/1/", "entities are lower-case"],
    ["/my/orders/", "account pages are not shapes"],
    ["/%E0%A4%A/category/1/", "malformed percent-encoding"],
    ["/category/%/", "malformed percent-encoding"],
    ["/a%2Fb/category/1/", "an encoded slash is not a slug"],
  ])("%s matches no shape (%s)", (path) => {
    expect(parse(path).pageId).toBeNull();
    expect(parse(path).entity).toBeNull();
    expect(parse(path).entityId).toBeNull();
    expect(parse(path).seoSlug).toBeNull();
  });

  it.each([
    ["/fr/my/orders/", "fr", "/my/orders/"],
    ["/my/orders/", null, "/my/orders/"],
    ["/some-slug/", null, "/some-slug/"],
  ])("a path with no shape still reports a leading language: %s", (path, language, pagePathname) => {
    expect(parse(path)).toMatchObject({ pageId: null, language, pagePathname });
  });
});

describe("parseAddress: normalisation", () => {
  it.each([
    ["/fr", "/fr/", "home"],
    ["/event/123", "/event/123/", "event"],
    ["/find/s?q=adele", "/find/s/", "search"],
    ["", "/", "home"],
  ] as const)("adds a trailing slash: %s → %s", (path, pathname, pageId) => {
    expect(parse(path)).toMatchObject({ pathname, pageId });
  });

  it.each([
    ["/fr//category//1", "browse", "/category/1/"],
    ["//shop.example/fr/event/1/", "event", "/event/1/"], // protocol-relative: another host
    ["/fr\\category\\1", "browse", "/category/1/"],
    ["/%63ategory/1/", "browse", "/category/1/"],
    ["/caf%C3%A9-billets/category/1/", "browse", "/category/1/"],
    ["/a/../event/5/", "event", "/event/5/"],
  ] as const)("matches %s as %s", (path, pageId, pagePathname) => {
    expect(parse(path)).toMatchObject({ pageId, pagePathname });
  });

  it("decodes the SEO slug", () => {
    expect(parse("/caf%C3%A9-billets/category/1/").seoSlug).toBe("café-billets");
  });

  it("treats backslashes like the WHATWG URL parser (/\\host is another host)", () => {
    expect(parse("/\\evil.example/event/1/")).toMatchObject({ hostname: "evil.example", pathname: "/event/1/" });
  });

  it.each([
    ["/fr//category//1", "/fr/category/1/"],
    ["/..//evil.example/", "/evil.example/"],
  ])("collapses empty segments in the pathname, so it stays a same-origin path: %s → %s", (path, pathname) => {
    expect(parse(path).pathname).toBe(pathname);
  });

  it("resolves relative inputs against the base", () => {
    expect(parse("/fr/")).toMatchObject({ protocol: "http:", host: "localhost", port: "", pageId: "home" });
    expect(parseAddress("event/5", { supportedLanguages: SUPPORTED, base: "https://shop.example/" })).toMatchObject({
      protocol: "https:",
      host: "shop.example",
      pathname: "/event/5/",
      pageId: "event",
    });
  });

  it("accepts a URL object", () => {
    expect(parse(new URL("https://shop.example/de/event/9/#x"))).toMatchObject({ language: "de", hash: "#x" });
  });

  it.each(["//", "///", "//[", "http://[::1", "/\\["])("never throws on an unparseable address: %j", (input) => {
    expect(parse(input)).toMatchObject({ pageId: null, pathname: "" });
  });

  it("pageIdOf gives the page id of a pathname", () => {
    expect(pageIdOf("/fr/event/123/", SUPPORTED)).toBe("event");
    expect(pageIdOf("/my/orders/", SUPPORTED)).toBeNull();
  });
});

describe("language segments", () => {
  it.each([
    ["fr", true],
    ["fr-ca", true],
    ["FR-CA", true],
    ["xx", false],
    ["fra", false],
    ["fr-", false],
    ["fr-c", false],
    ["f1", false],
  ] as const)("%s is a language segment: %s", (segment, expected) => {
    expect(isLanguageSegment(segment, SUPPORTED)).toBe(expected);
  });
});

describe("trailing slash", () => {
  it.each([
    ["/fr", true, "/fr/"],
    ["/event/123", true, "/event/123/"],
    ["/event/123/", false, "/event/123/"],
    ["/", false, "/"],
    ["", true, "/"],
  ] as const)("%j needs a slash: %s → %j", (pathname, needs, fixed) => {
    expect(needsTrailingSlash(pathname)).toBe(needs);
    expect(withTrailingSlash(pathname)).toBe(fixed);
  });
});

describe("formatAddress (spec §2.1: language inserted after any SEO segment)", () => {
  const format = (target: string, currentLocale: string, defaultLocale: string) =>
    formatAddress(target, { currentLocale, defaultLocale, supportedLanguages: SUPPORTED });

  it.each([
    // current locale differs from default: the language is inserted
    ["/category/1/", "fr-CA", "en-CA", "/fr/category/1/"],
    ["/billets-concert/category/1/", "fr-CA", "en-CA", "/billets-concert/fr/category/1/"],
    ["/", "de-DE", "en-GB", "/de/"],
    ["/event/123", "fr-FR", "en-GB", "/fr/event/123/"],
    ["/find/s/?q=adele#results", "es-MX", "en-US", "/es/find/s/?q=adele#results"],
    ["/my/orders/", "fr-CA", "en-CA", "/fr/my/orders/"],
    ["sell/sellTicket?eventIds=123", "fr-CA", "en-CA", "/fr/sell/sellTicket/?eventIds=123"],
    ["?q=1", "fr-CA", "en-CA", "/fr/?q=1"],
    // same language, different locale still differs from the default
    ["/category/1/", "fr-CA", "fr-FR", "/fr/category/1/"],
    // current equals default: nothing inserted, an existing language removed
    ["/find/s/?q=adele", "en-US", "en-US", "/find/s/?q=adele"],
    ["/fr/category/1/", "en-CA", "en-CA", "/category/1/"],
    ["/billets-concert/fr/category/1/", "en-CA", "en_ca", "/billets-concert/category/1/"],
    ["/fr/my/orders/", "en-CA", "en-CA", "/my/orders/"],
    ["/category/1", "en-US", "en-US", "/category/1/"],
    // an existing language is replaced, not doubled, and follows the slug
    ["/fr/category/1/", "de-DE", "en-GB", "/de/category/1/"],
    ["/fr/billets-concert/category/1/", "fr-CA", "en-CA", "/billets-concert/fr/category/1/"],
    ["/fr/", "fr-CA", "en-CA", "/fr/"],
    ["/fr/my/orders/", "de-DE", "en-GB", "/de/my/orders/"],
    // an unsupported current language is not inserted (it would read as a slug)
    ["/category/1/", "xx-YY", "en-US", "/category/1/"],
    // full addresses and in-page targets are unchanged
    ["https://www.stagefront.example/category/1", "fr-CA", "en-CA", "https://www.stagefront.example/category/1"],
    ["//cdn.example/x", "fr-CA", "en-CA", "//cdn.example/x"],
    ["/\\evil.example/x", "fr-CA", "en-CA", "/\\evil.example/x"],
    ["mailto:help@stagefront.example", "fr-CA", "en-CA", "mailto:help@stagefront.example"],
    ["#top", "fr-CA", "en-CA", "#top"],
    ["", "fr-CA", "en-CA", ""],
  ])("%j for %s (default %s) → %j", (target, current, defaultLocale, expected) => {
    expect(format(target, current, defaultLocale)).toBe(expected);
  });
});

// Small seeded generator so failures reproduce.
const random = mulberry32;

const SEGMENTS = [
  "",
  "fr",
  "FR",
  "fr-ca",
  "de",
  "en",
  "xx",
  "my",
  "billets-concert",
  "caf%C3%A9",
  "category",
  "performer",
  "venue",
  "event",
  "find",
  "s",
  "1",
  "123",
  "abc",
  "%",
  "%2F",
  "%5C",
  "%E0%A4%A",
  "..",
  ".",
  "\\",
  " ",
  "\t",
  "?q=adele",
  "#top",
  "?",
  "#",
  ":",
  "é",
  "orders",
];
const CHARS = "/\\%?#:.-_ \tabcfrdeensy019éあ@[]";

function randomPath(next: () => number): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  if (next() < 0.3) {
    return Array.from({ length: Math.floor(next() * 12) }, () => pick([...CHARS])).join("");
  }
  const parts = Array.from({ length: Math.floor(next() * 6) }, () => pick(SEGMENTS));
  return `${next() < 0.9 ? "/" : ""}${parts.join("/")}${next() < 0.5 ? "/" : ""}`;
}

describe("parser properties (random paths)", () => {
  const next = random(20240611);
  const paths = Array.from({ length: 3000 }, () => randomPath(next));
  const locales = [
    { currentLocale: "fr-CA", defaultLocale: "en-CA", expected: "fr" },
    { currentLocale: "de-DE", defaultLocale: "en-GB", expected: "de" },
    { currentLocale: "en-US", defaultLocale: "en-US", expected: null },
  ];

  it("never throws and always yields a known page id", () => {
    for (const path of paths) {
      const parsed = parse(path);
      expect([...PAGE_IDS, null]).toContain(parsed.pageId);
      if (parsed.pathname !== "") {
        expect(parsed.pathname.endsWith("/"), path).toBe(true);
        expect(parsed.pagePathname, path).toMatch(/^\/(?:.*\/)?$/);
      }
    }
  });

  it("format is idempotent", () => {
    for (const path of paths) {
      for (const { currentLocale, defaultLocale } of locales) {
        const options = { currentLocale, defaultLocale, supportedLanguages: SUPPORTED };
        const once = formatAddress(path, options);
        expect(formatAddress(once, options), path).toBe(once);
      }
    }
  });

  it("parse → format → parse keeps the page and sets the language", () => {
    let matched = 0;
    for (const path of paths) {
      const first = parse(path);
      if (first.pageId === null) continue;
      matched++;
      for (const { currentLocale, defaultLocale, expected } of locales) {
        const options = { currentLocale, defaultLocale, supportedLanguages: SUPPORTED };
        const formatted = formatAddress(`${first.pathname}${first.search}${first.hash}`, options);
        const second = parse(formatted);
        expect({ ...route(second), language: undefined }, `${path} → ${formatted}`).toEqual({
          ...route(first),
          language: undefined,
        });
        expect(second.language, formatted).toBe(expected);
        expect(second.search).toBe(first.search);
        expect(second.hash).toBe(first.hash);
      }
    }
    // guard: the generator must actually reach the shapes
    expect(matched).toBeGreaterThan(200);
  });
});
