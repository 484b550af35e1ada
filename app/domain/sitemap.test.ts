import { describe, expect, it } from "vitest";
import { hreflangAlternates, siteOrigin } from "./hreflang";
import {
  lastmodOf,
  parseSitemapPartPath,
  robotsTxt,
  SITEMAP_KINDS,
  SITEMAP_MAX_BYTES,
  SITEMAP_MAX_URLS,
  SITEMAP_URLS_PER_FILE,
  sitemapEntryOf,
  sitemapPartPath,
  sitemapParts,
  xmlEscape,
} from "./sitemap";
import { localizeSeoPath } from "./seo-slugs";
import { defaultStoreConfig } from "./store-config";
import { STORE_IDS } from "./stores";

const STORES = STORE_IDS.map((id) => defaultStoreConfig(id));

describe("sitemap parts", () => {
  it.each([
    [{ kind: "events", locale: "fr-CA", part: 2 }, "/sitemaps/events-fr-CA-2.xml"],
    [{ kind: "categories", locale: "de-DE", part: 1 }, "/sitemaps/categories-de-DE-1.xml"],
    [{ kind: "venues", locale: "zh-Hant-HK", part: 12 }, "/sitemaps/venues-zh-Hant-HK-12.xml"],
  ] as const)("%o ↔ %s", (part, path) => {
    expect(sitemapPartPath(part)).toBe(path);
    expect(parseSitemapPartPath(path)).toEqual(part);
  });

  it.each(["/sitemaps/events-fr-CA-0.xml", "/sitemaps/bogus-fr-CA-1.xml", "/sitemaps/events-fr-CA-1.xml.gz", "/sitemaps/events--1.xml", "/sitemaps/events-fr-CA-01.xml", "/sitemaps/../events-fr-CA-1.xml"])(
    "%s names no part",
    (path) => expect(parseSitemapPartPath(path)).toBeNull(),
  );

  it("cuts each kind of each language into as many parts as its count needs, and none for an empty kind", () => {
    const parts = sitemapParts(["en-CA", "fr-CA"], { events: 12_001, venues: 5_000, categories: 9, performers: 0 }, 5_000);
    expect(parts.filter((p) => p.locale === "en-CA").map((p) => `${p.kind}-${p.part}`)).toEqual(["categories-1", "events-1", "events-2", "events-3", "venues-1"]);
    expect(parts).toHaveLength(10);
  });

  it("keeps the longest entry of every kind, times the URLs of a part, under 50 MB and 50,000 URLs", () => {
    expect(SITEMAP_URLS_PER_FILE).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    // The longest catalogue paths the catalog format allows (docs/catalog-format.md: WebPath ≤ 300 characters), with the id after it.
    const slug = "a".repeat(290);
    const pages = [
      { kind: "entity" as const, path: `/${slug}-tickets-2026-11-28/event/999999999/`, localize: localizeSeoPath },
      { kind: "home" as const },
      { kind: "category" as const, key: "concerts" as const },
    ];
    const us = STORES[0]!;
    for (const page of pages) {
      const entry = sitemapEntryOf(page, us, "en-US", STORES, siteOrigin, "2026-11-26")!;
      expect(entry).toContain("<loc>https://www.stagefront.example/");
      expect(new TextEncoder().encode(entry).length * SITEMAP_URLS_PER_FILE).toBeLessThan(SITEMAP_MAX_BYTES);
    }
    expect(SITEMAP_KINDS).toContain("events");
  });

  it("names a page by its own language's entry of the hreflang set, with the whole set", () => {
    const ca = STORES.find((s) => s.siteCountry === "CA")!;
    const page = { kind: "entity" as const, path: "/adele-tickets/performer/7/", localize: localizeSeoPath };
    const entry = sitemapEntryOf(page, ca, "fr-CA", STORES, siteOrigin, null)!;
    const set = hreflangAlternates(page, STORES, siteOrigin);
    expect(entry).toContain(`<loc>${set.find((a) => a.hreflang === "fr-CA")!.href}</loc>`);
    expect(entry.match(/<xhtml:link /g)).toHaveLength(set.length);
    expect(entry).not.toContain("<lastmod>");
  });
});

describe("xmlEscape and lastmodOf", () => {
  it("escapes the five XML characters", () => expect(xmlEscape(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;"));
  it.each([
    ["2026-11-26T08:00:00.000Z.k3f", "2026-11-26"],
    ["0", null],
    ["garbage", null],
  ])("%s → %s", (version, date) => expect(lastmodOf(version)).toBe(date));
});

describe("robotsTxt", () => {
  it("opens the catalogue, closes the rest, names the sitemap", () => {
    const lines = robotsTxt("https://de.stagefront.example").split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Disallow: /my/");
    expect(lines).toContain("Disallow: /find/");
    expect(lines).toContain("Sitemap: https://de.stagefront.example/sitemap.xml");
    expect(lines.some((l) => /^Disallow: \/$/.test(l))).toBe(false);
  });
});
