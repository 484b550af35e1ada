// What a store serves for crawlers beside its pages (issue 23): robots.txt, the sitemap index and
// its parts, the web app manifest and security.txt, from the bundled worker on a copy of the demo
// catalog. The sitemaps are held against the catalog itself (counts read from D1 here, by other
// queries than the worker's), against the sitemaps.org shape, and against the pages: a <loc> is
// the page's canonical and its alternates are the page's own hreflang links.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoriesOffered } from "../../app/domain/categories";
import { nativeLocales } from "../../app/domain/hreflang";
import { MANIFEST_ICONS } from "../../app/domain/site-files";
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS } from "../../app/domain/sitemap";
import { defaultStoreConfig } from "../../app/domain/store-config";
import { ROOT, startWorker, type WorkerHandle } from "../support/worker";
import setupCatalog, { copyCatalogState } from "./catalog-setup";

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
const SMALL_FILE = 700;

let worker: WorkerHandle;
let small: WorkerHandle;
let db: D1Database;

beforeAll(async () => {
  await setupCatalog();
  worker = await startWorker({ d1Persist: copyCatalogState("site-files") });
  small = await startWorker({ d1Persist: copyCatalogState("site-files-small"), bindings: { SITEMAP_URLS_PER_FILE: String(SMALL_FILE) } });
  db = await worker.db();
}, 300_000);
afterAll(async () => {
  await worker?.dispose();
  await small?.dispose();
});

/** An XML document, refused when it is not well-formed. */
function xml(text: string): Document {
  const doc = new (new JSDOM("").window.DOMParser)().parseFromString(text, "application/xml");
  expect(doc.getElementsByTagName("parsererror"), text.slice(0, 200)).toHaveLength(0);
  return doc;
}

const W3C_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A sitemap index's part addresses, after checking its shape (sitemaps.org siteindex.xsd). */
function indexLocs(doc: Document, origin: string): string[] {
  const root = doc.documentElement;
  expect([root.namespaceURI, root.localName]).toEqual([SITEMAP_NS, "sitemapindex"]);
  return [...root.children].map((sitemap) => {
    expect([sitemap.namespaceURI, sitemap.localName]).toEqual([SITEMAP_NS, "sitemap"]);
    const [loc, ...rest] = [...sitemap.children];
    expect(loc?.localName).toBe("loc");
    for (const el of rest) {
      expect(el.localName).toBe("lastmod");
      expect(el.textContent).toMatch(W3C_DATE);
    }
    expect(loc!.textContent!.startsWith(`${origin}/sitemaps/`)).toBe(true);
    return loc!.textContent!;
  });
}

interface UrlEntry {
  loc: string;
  alternates: Array<[string, string]>;
}

/** A part's URLs with their alternates, after checking its shape (sitemap.xsd, xhtml:link). */
function urlEntries(doc: Document): UrlEntry[] {
  const root = doc.documentElement;
  expect([root.namespaceURI, root.localName]).toEqual([SITEMAP_NS, "urlset"]);
  return [...root.children].map((url) => {
    expect([url.namespaceURI, url.localName]).toEqual([SITEMAP_NS, "url"]);
    const [loc, ...rest] = [...url.children];
    expect(loc?.localName).toBe("loc");
    expect(loc!.textContent!.length).toBeLessThanOrEqual(2048);
    const alternates: Array<[string, string]> = [];
    for (const el of rest) {
      if (el.namespaceURI === SITEMAP_NS) {
        expect(el.localName).toBe("lastmod");
        expect(el.textContent).toMatch(W3C_DATE);
      } else {
        expect([el.namespaceURI, el.localName, el.getAttribute("rel")]).toEqual([XHTML_NS, "link", "alternate"]);
        alternates.push([el.getAttribute("hreflang")!, el.getAttribute("href")!]);
      }
    }
    return { loc: loc!.textContent!, alternates };
  });
}

async function text(w: WorkerHandle, path: string, host: string): Promise<{ status: number; body: string; headers: Headers }> {
  const res = await w.fetch(path, { host });
  return { status: res.status, body: await res.text(), headers: res.headers };
}

/** Every URL of a store's sitemaps in one language, by part path. */
async function allUrls(w: WorkerHandle, host: string, origin: string, locale: string): Promise<Map<string, UrlEntry[]>> {
  const index = await text(w, "/sitemap.xml", host);
  expect(index.status).toBe(200);
  expect(index.headers.get("content-type")).toMatch(/^application\/xml/);
  const parts = new Map<string, UrlEntry[]>();
  for (const loc of indexLocs(xml(index.body), origin).filter((l) => l.includes(`-${locale}-`))) {
    const path = new URL(loc).pathname;
    const part = await text(w, path, host);
    expect(part.status, path).toBe(200);
    expect(new TextEncoder().encode(part.body).length).toBeLessThanOrEqual(SITEMAP_MAX_BYTES);
    parts.set(path, urlEntries(xml(part.body)));
  }
  return parts;
}

/** The catalog's indexable pages of a store's country, counted here from the rows themselves. */
async function catalogCounts(country: string, storeId: 1 | 3): Promise<Record<string, number>> {
  const now = Date.now();
  const events = (await db.prepare(`SELECT id, venue_id, geo_name_id, grouping_id FROM events WHERE country_code = ?1 AND starts_at >= ?2`).bind(country, now).all<{
    id: number;
    venue_id: number;
    geo_name_id: number;
    grouping_id: number | null;
  }>()).results;
  const ids = new Set(events.map((e) => e.id));
  const performers = new Set<number>();
  for (const row of (await db.prepare(`SELECT event_id, performer_id FROM event_performers`).all<{ event_id: number; performer_id: number }>()).results) {
    if (ids.has(row.event_id)) performers.add(row.performer_id);
  }
  return {
    events: events.length,
    performers: performers.size,
    venues: new Set(events.map((e) => e.venue_id)).size,
    geographies: new Set(events.map((e) => e.geo_name_id)).size,
    categories: 1 + categoriesOffered(storeId).length + new Set(events.map((e) => e.grouping_id).filter((g) => g !== null)).size,
  };
}

const kindOf = (path: string) => /^\/sitemaps\/([a-z]+)-/.exec(path)![1]!;

describe("robots.txt", () => {
  it.each([
    ["127.0.0.1:8787", "http://127.0.0.1:8787"],
    ["de.localhost:8787", "http://de.localhost:8787"],
    ["ca.localhost:8787", "http://ca.localhost:8787"],
  ])("on %s: the catalogue open, accounts, sign-in, preferences, the BFF, search, the design system and health closed; its own sitemap", async (host, origin) => {
    const robots = await text(worker, "/robots.txt", host);
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = robots.body.split("\n");
    expect(lines).toContain("User-agent: *");
    for (const path of ["/my/", "/login/", "/preferences", "/bfx-content/", "/find/", "/*/find/", "/design-system", "/healthz"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((l) => l.startsWith("Disallow: /")).some((l) => /performer|event|venue|category|geography/.test(l))).toBe(false);
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe("sitemaps", () => {
  it("list every indexable catalogue page of the US store once, in sitemaps.org's shape, each part within the limits", async () => {
    const origin = "http://127.0.0.1:8787";
    const parts = await allUrls(worker, "127.0.0.1:8787", origin, "en-US");
    const byKind: Record<string, number> = {};
    const locs = new Set<string>();
    for (const [path, urls] of parts) {
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      byKind[kindOf(path)] = (byKind[kindOf(path)] ?? 0) + urls.length;
      for (const url of urls) {
        expect(url.loc.startsWith(`${origin}/`)).toBe(true);
        expect(url.loc).not.toMatch(/[?#]/);
        locs.add(url.loc);
      }
    }
    expect(byKind).toEqual(await catalogCounts("US", 1));
    expect(locs.size).toBe(Object.values(byKind).reduce((a, b) => a + b, 0));
  }, 120_000);

  it("name each page by its canonical address, with the page's own hreflang set (an event, a venue, a category)", async () => {
    const host = "ca.localhost:8787";
    const origin = "http://ca.localhost:8787";
    const parts = await allUrls(worker, host, origin, "fr-CA");
    const sample = ["events", "venues", "categories"].map((kind) => [...parts].find(([path]) => kindOf(path) === kind)![1].at(-1)!);
    for (const url of sample) {
      const page = await worker.fetch(new URL(url.loc).pathname, { host });
      expect(page.status, url.loc).toBe(200);
      const doc = new JSDOM(await page.text()).window.document;
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(url.loc);
      const hreflang = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]);
      expect(url.alternates).toEqual(hreflang);
      expect(url.alternates).toContainEqual(["fr-CA", url.loc]);
    }
  }, 120_000);

  it(`are cut at the limit: ${SMALL_FILE} URLs a part, the same URLs in all, none twice`, async () => {
    const origin = "http://127.0.0.1:8787";
    const [whole, cut] = await Promise.all([allUrls(worker, "127.0.0.1:8787", origin, "en-US"), allUrls(small, "127.0.0.1:8787", origin, "en-US")]);
    const locsOf = (parts: Map<string, UrlEntry[]>) => [...parts.values()].flat().map((u) => u.loc);
    const events = [...cut].filter(([path]) => kindOf(path) === "events");
    const eventCount = (await catalogCounts("US", 1)).events!;
    expect(eventCount).toBeGreaterThan(SMALL_FILE);
    expect(events).toHaveLength(Math.ceil(eventCount / SMALL_FILE));
    for (const [, urls] of events.slice(0, -1)) expect(urls).toHaveLength(SMALL_FILE);
    expect(locsOf(cut).sort()).toEqual(locsOf(whole).sort());
    expect(new Set(locsOf(cut)).size).toBe(locsOf(cut).length);
    // Past the last part: nothing.
    expect((await small.fetch(`/sitemaps/events-en-US-${events.length + 1}.xml`)).status).toBe(404);
  }, 180_000);

  it("are kept in the data centre's cache and answer unknown parts and languages with 404", async () => {
    const first = await text(worker, "/sitemaps/venues-de-DE-1.xml", "de.localhost:8787");
    const again = await text(worker, "/sitemaps/venues-de-DE-1.xml", "de.localhost:8787");
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get("x-sitemap-cache")).toBe("hit");
    expect(again.body).toBe(first.body);
    for (const path of ["/sitemaps/venues-fr-CA-1.xml", "/sitemaps/bogus-de-DE-1.xml", "/sitemaps/venues-de-DE-0.xml"]) {
      expect((await worker.fetch(path, { host: "de.localhost:8787" })).status, path).toBe(404);
    }
  }, 60_000);
});

describe("the web app manifest and security.txt", () => {
  it("name the store's brand, language, colours and icons that exist", async () => {
    const res = await worker.fetch("/manifest.webmanifest", { host: "de.localhost:8787" });
    expect(res.headers.get("content-type")).toBe("application/manifest+json");
    const manifest = (await res.json()) as { name: string; lang: string; theme_color: string; icons: Array<{ src: string; sizes: string; purpose: string }> };
    expect(manifest.name).toBe(defaultStoreConfig(3).brandName);
    expect(manifest.lang).toBe("de-DE");
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of [...MANIFEST_ICONS.map((i) => i.src), "/apple-touch-icon.png", "/favicon.ico"]) {
      expect(existsSync(join(ROOT, "public", icon)), icon).toBe(true);
    }
  });

  it("security.txt follows RFC 9116 on every store: contact, a future Expires, its canonical", async () => {
    const { status, body, headers } = await text(worker, "/.well-known/security.txt", "de.localhost:8787");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^text\/plain; charset=utf-8/);
    expect(body).toMatch(/^Contact: mailto:security@de\.localhost$/m);
    const expires = Date.parse(/^Expires: (.+)$/m.exec(body)![1]!);
    expect(expires).toBeGreaterThan(Date.now());
    expect(body).toMatch(/^Canonical: http:\/\/de\.localhost:8787\/\.well-known\/security\.txt$/m);
    expect(body).toMatch(/^Preferred-Languages: en, de$/m);
    expect(nativeLocales(defaultStoreConfig(3))).toContain("de-DE");
  });
});
