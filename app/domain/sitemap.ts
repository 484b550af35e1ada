// Sitemaps (sitemaps.org 0.9, with Google's xhtml:link hreflang alternates) and robots.txt of a
// store: which files a store's sitemap index names, and the XML text of each part. Pure: the
// worker (worker/services/sitemaps.ts) reads the catalog and streams these parts. Why the files are
// cut as they are and what counts as an indexable page: docs/decisions/022.
import { hreflangAlternates, type Alternate, type AlternatePage } from "./hreflang";
import type { StoreConfig } from "./store-config";

/** sitemaps.org's limits per file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 52_428_800;

/**
 * URLs per child sitemap. Each URL carries its page's whole hreflang set (some 35 alternates,
 * about 4.5 KB on the demo catalog, up to about 12 KB with the longest path the catalog format
 * allows), so 50,000 of them would pass 50 MB: 3,000 keep a file under 40 MB at worst
 * (sitemap.test.ts checks the longest entry × this against SITEMAP_MAX_BYTES).
 */
export const SITEMAP_URLS_PER_FILE = 3_000;

/** What a child sitemap lists. */
export const SITEMAP_KINDS = ["categories", "geographies", "events", "performers", "venues"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** One child sitemap: a kind, the language its addresses are in, and its part number (from 1). */
export interface SitemapPart {
  kind: SitemapKind;
  locale: string;
  part: number;
}

/**
 * A child sitemap's path on its store's host.
 * @example sitemapPartPath({ kind: "events", locale: "fr-CA", part: 2 }) // "/sitemaps/events-fr-CA-2.xml"
 */
export function sitemapPartPath(part: SitemapPart): string {
  return `/sitemaps/${part.kind}-${part.locale}-${part.part}.xml`;
}

const PART_PATTERN = new RegExp(`^/sitemaps/(${SITEMAP_KINDS.join("|")})-([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)-([1-9][0-9]{0,5})\\.xml$`);

/**
 * The part a path names, or null (unknown kind, malformed).
 * @example parseSitemapPartPath("/sitemaps/venues-de-DE-1.xml") // { kind: "venues", locale: "de-DE", part: 1 }
 */
export function parseSitemapPartPath(path: string): SitemapPart | null {
  const m = PART_PATTERN.exec(path);
  return m ? { kind: m[1] as SitemapKind, locale: m[2]!, part: Number(m[3]) } : null;
}

/**
 * Every child sitemap of a store: per language, per kind, as many parts as its count needs (a
 * kind with nothing to list has no file).
 * @example sitemapParts(["en-US"], { events: 12001, categories: 8 }, 5000).length // 4
 */
export function sitemapParts(locales: readonly string[], counts: Partial<Record<SitemapKind, number>>, perFile: number): SitemapPart[] {
  const parts: SitemapPart[] = [];
  for (const locale of locales) {
    for (const kind of SITEMAP_KINDS) {
      const files = Math.ceil((counts[kind] ?? 0) / perFile);
      for (let part = 1; part <= files; part++) parts.push({ kind, locale, part });
    }
  }
  return parts;
}

/** Text escaped for XML character data and attribute values. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** A W3C date (YYYY-MM-DD) from a catalog version token ("2026-11-26T08:00:00.000Z.k3f"), or null. */
export function lastmodOf(catalogVersion: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T/.exec(catalogVersion);
  return m && !Number.isNaN(Date.parse(m[1]!)) ? m[1]! : null;
}

export const SITEMAP_INDEX_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const SITEMAP_INDEX_CLOSE = "</sitemapindex>\n";
export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = "</urlset>\n";

/** One `<sitemap>` of an index. */
export function sitemapIndexEntry(loc: string, lastmod: string | null): string {
  return `<sitemap><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</sitemap>\n`;
}

/** One `<url>` with its hreflang alternates (the set the page's own <link rel="alternate"> list). */
function sitemapUrlEntry(loc: string, lastmod: string | null, alternates: readonly Alternate[]): string {
  const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${xmlEscape(a.hreflang)}" href="${xmlEscape(a.href)}"/>`).join("");
  return `<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${links}</url>\n`;
}

/**
 * A page's sitemap entry for `store` in `locale`: its address there (the hreflang set's entry for
 * that language, which is the page's canonical) and the whole set; null when the store does not
 * offer the page in that language.
 */
export function sitemapEntryOf(
  page: AlternatePage,
  store: StoreConfig,
  locale: string,
  stores: readonly StoreConfig[],
  origin: (store: StoreConfig) => string,
  lastmod: string | null,
): string | null {
  const alternates = hreflangAlternates(page, stores, origin);
  const own = origin(store);
  const loc = alternates.find((a) => a.hreflang === locale && a.href.startsWith(`${own}/`))?.href;
  return loc ? sitemapUrlEntry(loc, lastmod, alternates) : null;
}

/** Where robots.txt sends crawlers away from: accounts, sign-in, the preference form, the BFF, search results, the design system, health checks. */
export const ROBOTS_DISALLOW: readonly string[] = [
  "/my/",
  "/*/my/",
  "/login/",
  "/*/login/",
  "/preferences",
  "/bfx-content/",
  "/find/",
  "/*/find/",
  "/design-system",
  "/*/design-system",
  "/healthz",
];

/**
 * A store's robots.txt: the catalogue open to every crawler, the rest closed, and its sitemap.
 * @example robotsTxt("https://de.stagefront.example").includes("Sitemap: https://de.stagefront.example/sitemap.xml") // true
 */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
