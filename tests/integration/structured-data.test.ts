// What search engines and link previews read on the pages (issue 23): schema.org JSON-LD parsed
// and held against the catalog for an on-sale, a sold-out and a past event, home's Organization
// and WebSite, a listing's ItemList; the Open Graph and Twitter tags; noindex on search results
// and sign-in; X-Robots-Tag on data answers; the JSON-LD script's nonce (also on a page-cache
// hit); and the sign-in page's own links followed three levels without growing.
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type WorkerHandle } from "../support/worker";
import setupCatalog, { copyCatalogState } from "./catalog-setup";

const ORIGIN = "http://127.0.0.1:8787";
let worker: WorkerHandle;
let cached: WorkerHandle;
let db: D1Database;

interface EventRow {
  id: number;
  name: string;
  web_path: string;
  min_price: number;
  currency: string;
  available_tickets: number;
  venue: string;
  city: string;
  region: string;
  country_code: string;
  time_zone: string;
  starts_at: number;
}
const events: Record<"onSale" | "soldOut" | "past", EventRow> = {} as never;

const EVENT_SQL = `SELECT e.id, e.name, e.web_path, e.min_price, e.currency, e.available_tickets, v.name AS venue, c.name AS city,
                          c.admin1_name AS region, e.country_code, e.time_zone, e.starts_at
                     FROM events e JOIN venues v ON v.id = e.venue_id JOIN cities c ON c.geo_name_id = e.geo_name_id WHERE e.id = ?1`;

beforeAll(async () => {
  await setupCatalog();
  worker = await startWorker({ d1Persist: copyCatalogState("structured-data"), bindings: { PAGE_CACHE: "off", LISTING_CACHE_SECONDS: "0" } });
  cached = await startWorker({ d1Persist: copyCatalogState("structured-data-cached"), bindings: { PAGE_CACHE: "on" } });
  db = await worker.db();
  const ids = (
    await db
      .prepare(`SELECT id FROM events WHERE country_code = 'US' AND starts_at >= ?1 AND available_tickets > 0 AND grouping_id IS NOT NULL ORDER BY popularity DESC LIMIT 3`)
      .bind(Date.now() + 86_400_000)
      .all<{ id: number }>()
  ).results.map((r) => r.id);
  // One stays on sale; one is sold out; one took place yesterday.
  await db.batch([
    db.prepare(`UPDATE events SET available_tickets = 0 WHERE id = ?1`).bind(ids[1]),
    db.prepare(`UPDATE events SET starts_at = ?2 WHERE id = ?1`).bind(ids[2], Date.now() - 86_400_000),
  ]);
  for (const [key, id] of [["onSale", ids[0]], ["soldOut", ids[1]], ["past", ids[2]]] as const) {
    events[key] = (await db.prepare(EVENT_SQL).bind(id).first<EventRow>())!;
  }
}, 300_000);
afterAll(async () => {
  await worker?.dispose();
  await cached?.dispose();
});

async function page(w: WorkerHandle, path: string, host?: string): Promise<{ doc: Document; html: string; res: Response }> {
  const res = await w.fetch(path, host ? { host } : {});
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return { doc: new JSDOM(html).window.document, html, res };
}

/** Every JSON-LD node of a page (a script may hold one node or a list). */
function jsonLd(doc: Document): Array<Record<string, any>> {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) => {
    const value = JSON.parse(s.textContent ?? "");
    return Array.isArray(value) ? value : [value];
  });
}

const meta = (doc: Document, key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;

describe("an event page's Event", () => {
  it.each(["onSale", "soldOut", "past"] as const)("%s: the fields Google's Event documentation requires and recommends, from the catalog", async (key) => {
    const row = events[key];
    const { doc } = await page(worker, row.web_path);
    const canonical = doc.querySelector('link[rel="canonical"]')!.getAttribute("href")!;
    const event = jsonLd(doc).find((n) => /Event$/.test(n["@type"]))!;
    expect(event["@context"]).toBe("https://schema.org");
    expect(["Event", "MusicEvent", "SportsEvent", "TheaterEvent", "ComedyEvent"]).toContain(event["@type"]);
    expect(event.name).toBe(row.name);
    expect(event.url).toBe(canonical);
    // The venue's local time with its offset, the same instant as the catalog's.
    expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(Date.parse(event.startDate)).toBe(Math.floor(row.starts_at / 1000) * 1000);
    expect(event.eventStatus).toBe("https://schema.org/EventScheduled");
    expect(event.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
    expect(event.location).toMatchObject({
      "@type": "Place",
      name: row.venue,
      address: { "@type": "PostalAddress", addressLocality: row.city, addressCountry: row.country_code, ...(row.region ? { addressRegion: row.region } : {}) },
    });
    expect(event.performer.length).toBeGreaterThan(0);
    for (const p of event.performer) expect(p.url.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(event.organizer).toMatchObject({ "@type": "Organization", name: "Stagefront" });
    expect(event.description).toBe(meta(doc, "description"));
    expect(event.image).toEqual([meta(doc, "og:image")]);
    if (key === "past") {
      expect(event.offers).toBeUndefined();
    } else {
      expect(event.offers).toMatchObject({
        "@type": "AggregateOffer",
        url: canonical,
        lowPrice: row.min_price,
        priceCurrency: row.currency,
        availability: key === "soldOut" ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      });
    }
  });

  it("names the place as the page does: in the page's language (München on the German store, ADR 018)", async () => {
    const row = await db
      .prepare(`SELECT e.web_path FROM events e WHERE e.geo_name_id = 2867714 AND e.starts_at >= ?1 ORDER BY e.starts_at LIMIT 1`)
      .bind(Date.now() + 86_400_000)
      .first<{ web_path: string }>();
    const { doc } = await page(worker, row!.web_path, "de.localhost");
    const event = jsonLd(doc).find((n) => /Event$/.test(n["@type"]))!;
    expect(event.location.address.addressLocality).toBe("München");
  });

  it("comes with the BreadcrumbList of the trail the page shows", async () => {
    const { doc } = await page(worker, events.onSale.web_path);
    const trail = jsonLd(doc).find((n) => n["@type"] === "BreadcrumbList")!;
    const shown = [...doc.querySelectorAll('nav[aria-label] ol a, nav[aria-label] ul a')].map((a) => `${ORIGIN}${a.getAttribute("href")}`);
    const items = trail.itemListElement as Array<{ position: number; item: string; name: string }>;
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
    expect(items[0]!.item).toBe(`${ORIGIN}/`);
    expect(items.at(-1)).toMatchObject({ name: events.onSale.name });
    for (const item of items.slice(0, -1)) expect(shown).toContain(item.item);
  });

  it("carries the answer's nonce, a page-cache hit's included", async () => {
    for (let i = 0; i < 2; i++) {
      const { doc, res } = await page(cached, events.onSale.web_path);
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce).toBeTruthy();
      expect(doc.querySelector('script[type="application/ld+json"]')!.getAttribute("nonce")).toBe(nonce);
      if (i === 1) expect(res.headers.get("x-page-cache")).toBe("hit");
      await new Promise((r) => setTimeout(r, 100));
    }
  });
});

describe("home and listing pages", () => {
  it("home names the Organization and the WebSite with its search, and lists its events", async () => {
    const { doc } = await page(worker, "/fr/", "ca.localhost:8787");
    const nodes = jsonLd(doc);
    expect(nodes.find((n) => n["@type"] === "Organization")).toMatchObject({ name: "Stagefront", url: "http://ca.localhost:8787/" });
    const site = nodes.find((n) => n["@type"] === "WebSite")!;
    expect(site.potentialAction).toMatchObject({
      "@type": "SearchAction",
      target: { urlTemplate: "http://ca.localhost:8787/fr/find/s/?q={search_term_string}" },
      "query-input": "required name=search_term_string",
    });
    const list = nodes.find((n) => n["@type"] === "ItemList")!;
    const shown = [...doc.querySelectorAll("main a[href*='/event/']")].map((a) => `http://ca.localhost:8787${a.getAttribute("href")}`);
    expect(list.itemListElement.map((i: { url: string }) => i.url)).toEqual([...new Set(shown)]);
  });
});

describe("link previews", () => {
  it.each([
    ["/", undefined, "en_US"],
    ["/fr/", "ca.localhost:8787", "fr_CA"],
    ["/category/1/", "de.localhost:8787", "de_DE"],
  ])("%s on %s: title, description, canonical url, locale and alternates, site name, type and a 1200×630 image", async (path, host, locale) => {
    const { doc } = await page(worker, path, host);
    expect(meta(doc, "og:title")).toBe(doc.title);
    expect(meta(doc, "og:description")).toBe(meta(doc, "description"));
    expect(meta(doc, "og:url")).toBe(doc.querySelector('link[rel="canonical"]')!.getAttribute("href"));
    expect(meta(doc, "og:locale")).toBe(locale);
    const alternates = [...doc.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) => m.getAttribute("content"));
    expect(alternates.length).toBeGreaterThan(10);
    expect(alternates).not.toContain(locale);
    expect(meta(doc, "og:site_name")).toBe("Stagefront");
    expect(meta(doc, "og:type")).toBe("website");
    expect(meta(doc, "og:image")).toMatch(/^http:\/\/[^/]+\/og\/stagefront\.png$/);
    expect([meta(doc, "og:image:width"), meta(doc, "og:image:height")]).toEqual(["1200", "630"]);
    expect(meta(doc, "twitter:card")).toBe("summary_large_image");
    expect(meta(doc, "theme-color")).toMatch(/^#[0-9a-f]{6}$/);
    expect(doc.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe("/manifest.webmanifest");
    expect(meta(doc, "robots")).toBeNull();
  });
});

describe("indexing hygiene", () => {
  it("search results and sign-in are followed, not indexed; data answers say noindex", async () => {
    expect(meta((await page(worker, "/find/s/?q=rock")).doc, "robots")).toBe("noindex, follow");
    expect(meta((await page(worker, "/login/signup/?redirect=%2F")).doc, "robots")).toBe("noindex, follow");
    const data = await worker.fetch("/_root.data");
    expect(data.headers.get("x-robots-tag")).toBe("noindex");
  });

  it("the sign-in page's links to sign in, followed three levels, never grow: none nests a sign-in page in its redirect", async () => {
    let level = new Set(["/login/signup/?redirect=%2Fconcert-tickets%2Fcategory%2F1%2F"]);
    // The footer links the same page in the site's other languages ("/de/login/signup/?redirect=…"):
    // a fixed set, not growth, so a link's language segment is not counted.
    const unlocalized = (a: string) => a.replace(/^\/[a-z]{2,3}(?=\/login\/)/, "");
    const longest = (set: Set<string>) => Math.max(...[...set].map((a) => unlocalized(a).length));
    const start = longest(level);
    for (let depth = 0; depth < 3; depth++) {
      const next = new Set<string>();
      for (const address of level) {
        const { doc } = await page(worker, address);
        for (const a of doc.querySelectorAll("a[href*='/login/signup/']")) next.add(a.getAttribute("href")!);
      }
      expect(next.size).toBeGreaterThan(0);
      for (const link of next) expect(new URL(link, ORIGIN).searchParams.get("redirect") ?? "", link).not.toMatch(/login\/signup/);
      expect(longest(next)).toBeLessThanOrEqual(Math.max(start, longest(level)));
      // One page per address and its language versions is visited next (they carry the same links).
      level = new Set(new Map([...next].map((a) => [unlocalized(a), a] as const)).values());
    }
  });
});
