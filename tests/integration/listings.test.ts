// The pages that list events (spec §2.1, §2.4), the no-JS search form (§2.7) and the sell entry
// (§2.2, §2.3), rendered by the bundled worker on a copy of the demo catalog. Expectations are
// read from D1 (never hard-coded names or dates): the demo catalog moves with its seed day.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATE_FILTER_LABELS, resolveDateRange, todayIn } from "../../app/domain/date-filter";
import { defaultStoreConfig, storeConfigKey } from "../../app/domain/store-config";
import { createCatalogReader } from "../../worker/services/listings";
import { listingLabels } from "../../app/lib/listing-labels.server";
import { translatorFor } from "../../app/lib/i18n.server";
import { LISTING_LABELS } from "../../app/components/pages/listing-labels";
import { fillPlaceholders } from "../../app/components/ui/ui-labels";
import { startWorker, type WorkerHandle } from "../support/worker";
import { catalogueText, htmlEscaped } from "../support/catalogue";
import setupCatalog, { copyCatalogState } from "./catalog-setup";

let worker: WorkerHandle;
let db: D1Database;
/** Before any request: every listed event must start at or after it. */
let testStart: number;

/** Catalog rows the tests are about, found in D1. */
const known = {
  performer: { id: 0, name: "", webPath: "", upcoming: 0 },
  venue: { id: 0, name: "", webPath: "" },
  grouping: { id: 0, name: "", webPath: "" },
  city: { id: 0, name: "" },
  event: { id: 0, name: "", webPath: "", venueWebPath: "" },
  pastEvent: { id: 9_000_001, webPath: "/long-gone-tickets-2020-01-01/event/9000001/" },
};

beforeAll(async () => {
  await setupCatalog();
  // Every page reads D1 (no listing memo): these tests hold pages against the catalog, down to a
  // dropped table; the memo has its own (listing-memo.test.ts).
  worker = await startWorker({ d1Persist: copyCatalogState("listings"), bindings: { STORE_CONFIG_CACHE_SECONDS: "0", LISTING_CACHE_SECONDS: "0" } });
  db = await worker.db();
  testStart = Date.now();

  const performer = await db
    .prepare(
      `SELECT p.id, p.name, p.web_path, COUNT(*) AS n FROM performers p
       JOIN event_performers ep ON ep.performer_id = p.id JOIN events e ON e.id = ep.event_id
       WHERE e.starts_at >= ?1 GROUP BY p.id HAVING n BETWEEN 21 AND 60 ORDER BY p.popularity DESC LIMIT 1`,
    )
    .bind(testStart)
    .first<{ id: number; name: string; web_path: string; n: number }>();
  if (!performer) throw new Error("no performer with two or more pages of events");
  known.performer = { id: performer.id, name: performer.name, webPath: performer.web_path, upcoming: performer.n };

  const event = await db
    .prepare(
      `SELECT e.id, e.name, e.web_path, v.id AS venue_id, v.name AS venue_name, v.web_path AS venue_web_path,
              e.grouping_id, g.name AS grouping_name, g.web_path AS grouping_web_path, c.geo_name_id, c.name AS city_name
       FROM event_performers ep JOIN events e ON e.id = ep.event_id JOIN venues v ON v.id = e.venue_id
       JOIN cities c ON c.geo_name_id = e.geo_name_id JOIN groupings g ON g.id = e.grouping_id
       WHERE ep.performer_id = ?1 AND e.starts_at >= ?2 AND e.country_code = 'US' ORDER BY e.starts_at LIMIT 1`,
    )
    .bind(performer.id, testStart)
    .first<{
      id: number; name: string; web_path: string; venue_id: number; venue_name: string; venue_web_path: string;
      grouping_id: number; grouping_name: string; grouping_web_path: string; geo_name_id: number; city_name: string;
    }>();
  if (!event) throw new Error("the performer has no US event in a grouping");
  known.event = { id: event.id, name: event.name, webPath: event.web_path, venueWebPath: event.venue_web_path };
  known.venue = { id: event.venue_id, name: event.venue_name, webPath: event.venue_web_path };
  known.grouping = { id: event.grouping_id, name: event.grouping_name, webPath: event.grouping_web_path };
  known.city = { id: event.geo_name_id, name: event.city_name };

  // A past event of the performer at the venue: no list may show it; its own page says it ended.
  await db.batch([
    db
      .prepare(
        `INSERT INTO events (id, name, name_norm, venue_id, local_date_time, time_zone, starts_at, category_id, grouping_id,
           popularity, min_price, currency, available_tickets, web_path, geo_name_id, country_code, latitude, longitude)
         SELECT ?1, 'Long Gone Show', 'long gone show', e.venue_id, '2020-01-01T20:00', e.time_zone, ?2, e.category_id, e.grouping_id,
           1000000, 10, e.currency, 5, ?3, e.geo_name_id, e.country_code, e.latitude, e.longitude FROM events e WHERE e.id = ?4`,
      )
      .bind(known.pastEvent.id, testStart - 86_400_000, known.pastEvent.webPath, known.event.id),
    db.prepare(`INSERT INTO event_performers (event_id, performer_id, position) VALUES (?1, ?2, 0)`).bind(known.pastEvent.id, performer.id),
  ]);
}, 300_000);

afterAll(async () => {
  await worker?.dispose();
});

// ---------------------------------------------------------------------------------------------

interface Page {
  status: number;
  html: string;
  title: string | null;
  description: string | null;
  canonical: string | null;
  /** Start instants of the listed events (the <time> of each card). */
  starts: number[];
  /** Event page addresses of the listed events. */
  eventLinks: string[];
  h1: string | null;
}

const decode = (s: string) => s.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");

/** The fan's time zone as Cloudflare reports it (request.cf.timezone): the US store's, for the date tests. */
const FAN_CF = { timezone: defaultStoreConfig(1).timeZone };

async function get(path: string, host?: string): Promise<Page> {
  const res = await worker.fetch(path, { host, cf: FAN_CF });
  const html = await res.text();
  return {
    status: res.status,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? null,
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? null,
    canonical: decode(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? "") || null,
    starts: [...html.matchAll(/<time class="event-card__when" dateTime="([^"]+)"/g)].map((m) => Date.parse(m[1]!)),
    eventLinks: [...html.matchAll(/<h[34] class="event-card__name"><a[^>]* href="([^"]+)"/g)].map((m) => decode(m[1]!)),
    h1: /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "").replace(/&amp;/g, "&") ?? null,
  };
}

function expectUpcomingInOrder(page: Page, atLeast = 1) {
  expect(page.starts.length).toBeGreaterThanOrEqual(atLeast);
  for (const start of page.starts) expect(start).toBeGreaterThanOrEqual(testStart);
  expect([...page.starts].sort((a, b) => a - b)).toEqual(page.starts);
}

/** The href of the page link with this rel (prev, next), or null. */
function linkWithRel(html: string, rel: string): string | null {
  const tag = [...html.matchAll(/<a [^>]*>/g)].map((m) => m[0]).find((t) => t.includes(`rel="${rel}"`));
  const href = tag ? /href="([^"]*)"/.exec(tag)?.[1] : undefined;
  return href === undefined ? null : decode(href);
}

const filterBar = (html: string) => /<section class="filter-bar" aria-label="[^"]+"/.test(html);

// ---------------------------------------------------------------------------------------------

describe("pages that list upcoming events", () => {
  it("home lists the store country's upcoming events in start order, with category links", async () => {
    const page = await get("/");
    expect(page.status).toBe(200);
    // The US store says "theater" (en-US catalogue).
    expect(page.title).toBe("Stagefront: tickets for concerts, sports, theater and comedy");
    expect(page.description).toContain("United States");
    expect(page.canonical).toBe("http://127.0.0.1:8787/");
    expectUpcomingInOrder(page, 10);
    expect(page.html).toContain('href="/concert-tickets/category/1/"');
    expect(filterBar(page.html)).toBe(true);
    const { results } = await db
      .prepare(`SELECT id FROM events WHERE country_code = 'US' AND starts_at >= ?1 ORDER BY starts_at, id LIMIT 10`)
      .bind(testStart)
      .all<{ id: number }>();
    expect(page.eventLinks.map((href) => Number(/\/event\/(\d+)\/$/.exec(href)?.[1]))).toEqual(results.map((r) => r.id));
  });

  it.each([
    ["127.0.0.1:8787", "/concert-tickets/category/1/", "Concerts", "US", "http://127.0.0.1:8787/concert-tickets/category/1/"],
    ["127.0.0.1:8787", "/sports-tickets/category/28/", "Sports", "US", "http://127.0.0.1:8787/sports-tickets/category/28/"],
    ["ca.localhost", "/billets-concert/fr/category/1/", "Concerts", "CA", "http://ca.localhost/billets-concert/fr/category/1/"],
    ["es.localhost", "/entradas-deportes/category/28/", catalogueText("es-ES", "header", "menu.sports"), "ES", "http://es.localhost/entradas-deportes/category/28/"],
    ["fi.localhost", "/konsertit-liput/category/1/", catalogueText("fi-FI", "header", "menu.concerts"), "FI", "http://fi.localhost/konsertit-liput/category/1/"],
    // The UK says football (en-GB catalogue).
    ["gb.localhost", "/football-tickets/category/114/", "Football", "GB", "http://gb.localhost/football-tickets/category/114/"],
  ])("the category landing page on %s %s lists %s in the store's country", async (host, path, name, country, canonical) => {
    const page = await get(path, host);
    expect(page.status).toBe(200);
    expect(page.h1).toBe(name);
    expect(page.canonical).toBe(canonical);
    expect(page.title).toContain(name);
    expectUpcomingInOrder(page, 10);
    expect(filterBar(page.html)).toBe(true);
    // Every listed event is in the country and in the category's tree.
    const ids = page.eventLinks.map((href) => Number(/\/event\/(\d+)\/$/.exec(href)?.[1]));
    const categoryId = Number(/category\/(\d+)\//.exec(path)![1]);
    const { results } = await db
      .prepare(
        `SELECT e.id, e.country_code, COALESCE(c.parent_id, c.id) AS top, c.id AS cat FROM events e JOIN categories c ON c.id = e.category_id
         WHERE e.id IN (${ids.join(",")})`,
      )
      .all<{ id: number; country_code: string; top: number; cat: number }>();
    expect(results).toHaveLength(ids.length);
    for (const r of results) {
      expect(r.country_code).toBe(country);
      expect([r.top, r.cat]).toContain(categoryId);
    }
  });

  it("a performer page lists the performer's upcoming events, never a past one", async () => {
    const page = await get(known.performer.webPath);
    expect(page.status).toBe(200);
    expect(page.h1).toBe(known.performer.name);
    expect(page.title).toBe(`${known.performer.name} tickets | Stagefront`);
    expect(page.canonical).toBe(`http://127.0.0.1:8787${known.performer.webPath}`);
    expectUpcomingInOrder(page, 10);
    expect(page.html).not.toContain("Long Gone Show");
    expect(filterBar(page.html)).toBe(true);
    expect(page.html).toContain(`1 - 10 of ${known.performer.upcoming}`);
  });

  it.each([
    ["venue", () => known.venue.webPath, () => known.venue.name, true],
    ["grouping", () => known.grouping.webPath, () => known.grouping.name, false],
    ["geography", () => `/geography/${known.city.id}/`, () => known.city.name, true],
  ] as const)("a %s page lists its upcoming events (filter bar place: %s)", async (_entity, path, name, withFilterBar) => {
    const page = await get(path());
    expect(page.status).toBe(200);
    expect(page.h1).toBe(name());
    expect(page.canonical).toMatch(/^http:\/\/127\.0\.0\.1:8787\/[a-z0-9-]+-tickets\/(venue|grouping|geography)\/\d+\/$/);
    expectUpcomingInOrder(page);
    expect(page.html).not.toContain("Long Gone Show");
    expect(filterBar(page.html)).toBe(withFilterBar);
  });

  it("pages with ?page=, keeps the order across pages, and links previous and next", async () => {
    const first = await get(known.performer.webPath);
    const second = await get(`${known.performer.webPath}?page=2`);
    expect(second.status).toBe(200);
    expect(second.canonical).toBe(`http://127.0.0.1:8787${known.performer.webPath}?page=2`);
    expect(second.title).toBe(`${known.performer.name} tickets (page 2) | Stagefront`);
    expectUpcomingInOrder(second);
    expect(second.starts[0]!).toBeGreaterThanOrEqual(first.starts.at(-1)!);
    expect(new Set([...first.eventLinks, ...second.eventLinks]).size).toBe(first.eventLinks.length + second.eventLinks.length);
    expect(second.html).toContain(`11 - ${Math.min(20, known.performer.upcoming)} of ${known.performer.upcoming}`);
    expect(linkWithRel(second.html, "prev")).toBe(known.performer.webPath);
    expect(linkWithRel(second.html, "next")).toBe(`${known.performer.webPath}?page=3`);
    expect(second.html).toMatch(/aria-current="page"[^>]*>2</);
    const last = Math.ceil(known.performer.upcoming / 10);
    const lastPage = await get(`${known.performer.webPath}?page=${last}`);
    expect(lastPage.status).toBe(200);
    expect(linkWithRel(lastPage.html, "next")).toBeNull();
    expect((await get(`${known.performer.webPath}?page=${last + 1}`)).status).toBe(404);
  });

  it("keeps no tracking parameter in the canonical address, and names the entity's own path", async () => {
    // Another slug moves to the page's own address, the query kept (one address per page)…
    const query = "?utm_source=mail&gclid=x";
    const moved = await worker.fetch(`/some-other-slug${known.performer.webPath.replace(/^\/[^/]+/, "")}${query}`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`${known.performer.webPath}${query}`);
    // …whose canonical link drops the tracking parameters.
    const page = await get(`${known.performer.webPath}${query}`);
    expect(page.status).toBe(200);
    expect(page.canonical).toBe(`http://127.0.0.1:8787${known.performer.webPath}`);
    const fr = await get("/fr/");
    expect(fr.canonical).toBe("http://127.0.0.1:8787/fr/");
  });

  it.each([
    ["/?page=abc", 400],
    ["/?page=0", 400],
    ["/?page=-1", 400],
    ["/?page=1.5", 400],
    ["/?page=1&page=2", 400],
    ["/?page=1001", 400],
    ["/?page=999", 404],
    ["/event/1/", 404],
    ["/performer/999999999/", 404],
    ["/venue/999999999/", 404],
    ["/grouping/999999999/", 404],
    ["/category/999999999/", 404],
    ["/geography/1/", 404],
    ["/event/99999999999999999999999/", 404],
    ["/performer/abc/", 404],
  ])("%s answers %i with a page that says so", async (path, status) => {
    const page = await get(path);
    expect(page.status).toBe(status);
    const heading = /<h1 id="error-title">([^<]*)<\/h1>/.exec(page.html)?.[1];
    expect(heading).toBe(status === 404 ? "We can’t find that page" : "That address doesn’t look right");
    expect(page.title).toBe(status === 404 ? "Page not found | Stagefront" : "Bad request | Stagefront");
    // What the page number must be, in the page's words (issue 21: never zod's English rule).
    if (status === 400) expect(page.html).toContain(htmlEscaped(fillPlaceholders(LISTING_LABELS.badRequest.page, { max: "1,000" })));
  });
});

describe("search results /find/s/?q=", () => {
  it("lists upcoming events with suggest's matching: a typo still finds the performer", async () => {
    const typo = known.performer.name.replace(/[aeiou]/, (v) => (v === "a" ? "e" : "a"));
    const page = await get(`/find/s/?q=${encodeURIComponent(typo)}`);
    expect(page.status).toBe(200);
    expect(page.h1).toBe(`Results for “${typo}”`);
    expect(page.canonical).toBe(`http://127.0.0.1:8787/find/s/?q=${encodeURIComponent(typo).replace(/%20/g, "+")}`);
    expectUpcomingInOrder(page, 10);
    expect(page.html).toContain(`href="${known.performer.webPath}"`);
    expect(filterBar(page.html)).toBe(true);
  });

  it("finds what is on in a city written as a fan types it (muenchen)", async () => {
    const page = await get("/find/s/?q=muenchen");
    expect(page.status).toBe(200);
    expectUpcomingInOrder(page);
    expect(page.html).toContain("München");
  });

  it("asks for a term when there is none, and refuses one over 2048 characters", async () => {
    const empty = await get("/find/s/");
    expect(empty.status).toBe(200);
    expect(empty.html).toContain("Type an event, artist or team");
    expect((await get(`/find/s/?q=${"a".repeat(2049)}`)).status).toBe(400);
    expect((await get(`/find/s/?q=x&q=y`)).status).toBe(400);
    const nothing = await get("/find/s/?q=xqzvxqzv");
    expect(nothing.status).toBe(200);
    expect(nothing.html).toContain("No upcoming events match “xqzvxqzv”");
  });

  it("pages search results and keeps q in the page links", async () => {
    const page = await get(`/find/s/?q=${encodeURIComponent(known.performer.name)}&page=2`);
    expect(page.status).toBe(200);
    expectUpcomingInOrder(page);
    expect(linkWithRel(page.html, "prev")).toBe(`/find/s/?q=${encodeURIComponent(known.performer.name).replace(/%20/g, "+")}`);
  });
});

describe("POST /find/s (the search form without JavaScript)", () => {
  async function post(path: string, body: Record<string, string> | string, host?: string) {
    const form = typeof body === "string" ? body : new URLSearchParams(body).toString();
    return worker.fetch(path, {
      method: "POST",
      host,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
  }

  it.each([
    ["/find/s", { q: "  taylor swift  " }, "/find/s/?q=taylor%20swift"],
    ["/find/s/", { q: "AC/DC & more" }, "/find/s/?q=AC%2FDC%20%26%20more"],
    ["/fr/find/s", { q: "coldplay" }, "/fr/find/s/?q=coldplay"],
    ["/find/s", { q: "//evil.example/x" }, "/find/s/?q=%2F%2Fevil.example%2Fx"],
    ["/find/s", { q: "https://evil.example" }, "/find/s/?q=https%3A%2F%2Fevil.example"],
    ["/find/s", { q: "   " }, "/find/s/"],
    ["/find/s", {}, "/find/s/"],
  ])("POST %s %j answers 303 to %s on this site", async (path, body, location) => {
    const res = await post(path, body);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(location);
  });

  it("the redirect lands on the results", async () => {
    const res = await post("/find/s", { q: known.performer.name });
    const page = await get(res.headers.get("location")!);
    expect(page.status).toBe(200);
    expect(page.h1).toBe(`Results for “${known.performer.name}”`);
  });

  it("refuses a term over 2048 characters (400) and a POST to another page (405)", async () => {
    expect((await post("/find/s", { q: "a".repeat(2049) })).status).toBe(400);
    expect((await post("/event/1/", { q: "x" })).status).toBe(405);
  });
});

describe("the event page /event/{id}/", () => {
  it("shows the event, its performers, venue, city and availability, linking to their pages", async () => {
    const page = await get(known.event.webPath);
    expect(page.status).toBe(200);
    expect(page.h1).toBe(known.event.name);
    expect(page.title).toContain(`${known.event.name} tickets`);
    expect(page.title).toContain(known.venue.name);
    expect(page.canonical).toBe(`http://127.0.0.1:8787${known.event.webPath}`);
    expect(page.description).toContain("From $");
    expect(page.html).toMatch(/tickets available|Sold out/);
    expect(filterBar(page.html)).toBe(false);
    const links = [known.performer.webPath, known.venue.webPath, known.grouping.webPath];
    for (const href of links) {
      expect(page.html).toContain(`href="${href}"`);
      expect((await get(href)).status, href).toBe(200);
    }
    expect(page.html).toMatch(new RegExp(`href="/[a-z0-9-]+-tickets/geography/${known.city.id}/"`));
    expect(page.html).toContain(`href="/sell/sellTicket/?eventIds=${known.event.id}"`);
  });

  it("answers an event by id whatever the slug, with the canonical address", async () => {
    const page = await get(`/event/${known.event.id}/`);
    expect(page.status).toBe(200);
    expect(page.canonical).toBe(`http://127.0.0.1:8787${known.event.webPath}`);
  });

  it("says when an event has ended", async () => {
    const page = await get(known.pastEvent.webPath);
    expect(page.status).toBe(200);
    // Once, beside the date; availability says the tickets are no longer on sale.
    // (Counted in the rendered page, not in the loader data its scripts carry.)
    expect(page.html.replace(/<script[\s\S]*?<\/script>/g, "").split("This event has ended.").length - 1).toBe(1);
    expect(page.html).toContain("No longer on sale");
  });

  it("formats date, time and price in the page locale, at the venue's time", async () => {
    const row = await db
      .prepare(`SELECT id, web_path, local_date_time FROM events WHERE country_code = 'DE' AND starts_at >= ?1 ORDER BY starts_at LIMIT 1`)
      .bind(testStart)
      .first<{ id: number; web_path: string; local_date_time: string }>();
    const page = await get(row!.web_path, "de.localhost");
    expect(page.status).toBe(200);
    const [, hh, mm] = /T(\d\d):(\d\d)$/.exec(row!.local_date_time)!;
    expect(page.html).toContain(`${hh}:${mm}`);
    expect(page.html).toMatch(/\d+(,\d\d)?\s€/);
  });
});

describe("the sell entry (spec §2.2, §2.3)", () => {
  it("/sell/ has the sell-context search: a form to sell/performerSearch with field q", async () => {
    const page = await get("/sell/");
    expect(page.status).toBe(200);
    expect(page.title).toBe("Sell tickets | Stagefront");
    expect(page.canonical).toBe("http://127.0.0.1:8787/sell/");
    expect(page.html).toMatch(/<form method="get" action="\/sell\/performerSearch\/"[^>]*role="search"/);
    expect(page.html).toMatch(/<input id="sell-q" type="search" name="q"/);
    expect((await get("/fr/sell/")).status).toBe(200);
    expect((await get("/xx/sell/")).status).toBe(404);
  });

  it("sell/performerSearch?q= lists performers and events with the sell-flow paths", async () => {
    const page = await get(`/sell/performerSearch/?q=${encodeURIComponent(known.performer.name)}`);
    expect(page.status).toBe(200);
    const slugName = /^\/([a-z0-9-]+)-tickets\//.exec(known.performer.webPath)![1]!.replace(/-/g, "%20");
    expect(page.html).toContain(`href="/sell/searchEvent/?id=${known.performer.id}&amp;type=performer&amp;q=${slugName}"`);
    expect(page.eventLinks.length).toBeGreaterThan(0);
    for (const href of page.eventLinks) expect(href).toMatch(/^\/sell\/sellTicket\/\?eventIds=\d+$/);
    expectUpcomingInOrder(page);
  });

  it("sell/sellTicket says what would be sold and asks the seller to sign in, coming back here", async () => {
    const path = `/sell/sellTicket/?eventIds=${known.event.id}`;
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.h1).toBe(`Sell tickets for ${known.event.name}`);
    expect(page.html).toContain(`href="/login/signup/?redirect=${encodeURIComponent(path)}"`);
    expect((await get("/sell/sellTicket/?eventIds=1")).status).toBe(404);
    expect((await get("/sell/sellTicket/?eventIds=abc")).status).toBe(400);
    expect((await get("/sell/sellTicket/")).status).toBe(400);
  });

  it("sell/searchEvent names the performer and offers its events to sell", async () => {
    const page = await get(`/sell/searchEvent/?id=${known.performer.id}&type=performer&q=x`);
    expect(page.status).toBe(200);
    expect(page.h1).toBe(`Sell tickets for ${known.performer.name}`);
    expect(page.html).toContain("/login/signup/?redirect=");
    for (const href of page.eventLinks) expect(href).toMatch(/^\/sell\/sellTicket\/\?eventIds=\d+$/);
    expect((await get(`/sell/searchEvent/?id=${known.performer.id}&type=nope`)).status).toBe(400);
    expect((await get(`/sell/searchEvent/?id=999999999&type=venue`)).status).toBe(404);
    expect((await get(`/sell/unknownStep/`)).status).toBe(404);
  });

  it("the sell search box posts q without JavaScript: 303 to sell/performerSearch?q=", async () => {
    const res = await worker.fetch("/fr/sell/performerSearch/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "q=%2F%2Fevil.example",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/fr/sell/performerSearch/?q=%2F%2Fevil.example");
  });
});

describe("D1 round trips per page", () => {
  /** A D1 that counts round trips (a batch, or one statement run alone). */
  function countingDb(inner: D1Database, counter: { trips: number }): D1Database {
    const wrap = (s: D1PreparedStatement): D1PreparedStatement =>
      new Proxy(s, {
        get(target, prop, receiver) {
          if (prop === "bind") return (...v: unknown[]) => wrap(target.bind(...v));
          if (prop === "all" || prop === "first" || prop === "run" || prop === "raw") counter.trips += 1;
          const value = Reflect.get(target, prop, receiver);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
    return {
      prepare: (sql: string) => wrap(inner.prepare(sql)),
      batch: (statements: D1PreparedStatement[]) => {
        counter.trips += 1;
        return inner.batch(statements);
      },
    } as unknown as D1Database;
  }

  it("reads each page in one round trip, search in two", async () => {
    const counter = { trips: 0 };
    const reader = createCatalogReader(countingDb(db, counter));
    const page = { now: testStart, offset: 0, limit: 10 };
    const trips = async (run: () => Promise<unknown>) => {
      counter.trips = 0;
      await run();
      return counter.trips;
    };
    expect(await trips(() => reader.upcomingInCountry("US", page))).toBe(1);
    for (const entity of ["performer", "venue", "grouping", "geography"] as const) {
      const id = { performer: known.performer.id, venue: known.venue.id, grouping: known.grouping.id, geography: known.city.id }[entity];
      expect(await trips(() => reader.browse(entity, id, { ...page, countryCode: "US" })), entity).toBe(1);
    }
    expect(await trips(() => reader.browse("category", 1, { ...page, countryCode: "US" }))).toBe(1);
    expect(await trips(() => reader.event(known.event.id))).toBe(1);
    expect(await trips(() => reader.search(known.performer.name, { ...page, performerRows: 5 }))).toBe(2);
  });
});

describe("VIP and cities landing pages (collections of subCatNav entries)", () => {
  it("US: /city-tickets/category/5001/ lists the cities with links to their pages (no list of events: issue 21)", async () => {
    const page = await get("/city-tickets/category/5001/");
    expect(page.status).toBe(200);
    expect(page.h1).toBe("Cities");
    const cityLinks = [...page.html.matchAll(/href="(\/[^"]*\/geography\/\d+\/)"/g)].map((m) => m[1]);
    expect(cityLinks.length).toBeGreaterThan(0);
    expect(page.canonical).toMatch(/\/city-tickets\/category\/5001\/$/);
    expect(page.starts).toEqual([]);
    // A city link is a real page.
    expect((await get(cityLinks[0]!)).status).toBe(200);
  });

  it("US: /vip-tickets/category/5000/ answers 200 with its heading", async () => {
    const page = await get("/vip-tickets/category/5000/");
    expect(page.status).toBe(200);
    expect(page.h1).toBe("VIP");
  });

  it("a store that does not offer VIP (Portugal) answers 404", async () => {
    expect((await get("/vip-tickets/category/5000/", "pt.localhost")).status).toBe(404);
  });
});

describe("the date filter in the address (pbD, spec §4, §5)", () => {
  /** Store 1's time zone, as the loaders use it. */
  const US_ZONE = defaultStoreConfig(1).timeZone;

  /** The first page of US events starting in [from, until), as D1 has them, and how many there are. */
  async function usEventsBetween(from: number, until: number): Promise<{ paths: string[]; total: number }> {
    const { results } = await db
      .prepare(`SELECT web_path FROM events WHERE country_code = 'US' AND starts_at >= ?1 AND starts_at < ?2 ORDER BY starts_at, id LIMIT 10`)
      .bind(from, until)
      .all<{ web_path: string }>();
    const count = await db
      .prepare(`SELECT COUNT(*) AS n FROM events WHERE country_code = 'US' AND starts_at >= ?1 AND starts_at < ?2`)
      .bind(from, until)
      .first<{ n: number }>();
    return { paths: results.map((r) => r.web_path), total: count!.n };
  }

  it.each([
    ["t", "today"],
    ["w", "thisWeekend"],
    ["m", "thisMonth"],
  ] as const)("home ?pbD=%s lists only the events of %s in the store's time zone, and its page links keep pbD", async (letter, key) => {
    const before = Date.now();
    const page = await get(`/?pbD=${letter}`);
    expect(page.status).toBe(200);
    const range = resolveDateRange({ key }, before, US_ZONE)!;
    const expected = await usEventsBetween(Math.max(before, range.from), range.to);
    // The page's list is D1's list for that window. (Demo events start on the half hour; the few
    // milliseconds between `before` and the request cannot cross one but once in ~30,000 runs.)
    // (The demo catalog may have nothing left today: then the page must list nothing.)
    expect(page.eventLinks.length).toBe(Math.min(10, expected.total));
    for (const start of page.starts) {
      expect(start).toBeGreaterThanOrEqual(before);
      expect(start).toBeLessThan(range.to);
    }
    expect(page.eventLinks).toEqual(expected.paths);
    if (expected.total > 10) expect(page.html).toContain(`?pbD=${letter}&amp;page=2"`);
    expect(page.html).toContain(`Upcoming events · ${DATE_FILTER_LABELS[key]}`);
  });

  it("a category page with a range lists only that range's days, the heading naming them", async () => {
    const today = todayIn(Date.now(), US_ZONE);
    const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const [start, end] = [day(7), day(9)];
    const page = await get(`/concert-tickets/category/1/?pbD=${start}+to+${end}`);
    expect(page.status).toBe(200);
    const range = resolveDateRange({ key: "choose-date", start, end }, Date.now(), US_ZONE)!;
    expect(page.starts.length).toBeGreaterThan(0);
    for (const s of page.starts) {
      expect(s).toBeGreaterThanOrEqual(range.from);
      expect(s).toBeLessThan(range.to);
    }
    // Unfiltered, the category's first page starts earlier than the range.
    const all = await get("/concert-tickets/category/1/");
    expect(Math.min(...all.starts)).toBeLessThan(range.from);
  });

  it.each(["nonsense", "2026-02-30+to+2026-03-02", "x", "w&pbD=m", "9999-01-01+to+2000-01-01"])(
    "an invalid pbD (%s) falls back to all dates, never an error",
    async (value) => {
      const filtered = await get(`/?pbD=${value}`);
      const all = await get("/");
      expect(filtered.status).toBe(200);
      expect(filtered.eventLinks).toEqual(all.eventLinks);
      expect(filtered.html).toContain(">Upcoming events<");
    },
  );

  it("search results narrow with pbD too", async () => {
    const before = Date.now();
    const term = known.performer.name.split(" ")[0]!;
    const page = await get(`/find/s/?q=${encodeURIComponent(term)}&pbD=m`);
    expect(page.status).toBe(200);
    const range = resolveDateRange({ key: "thisMonth" }, before, US_ZONE)!;
    for (const s of page.starts) expect(s).toBeLessThan(range.to);
  });

  it("the filter bar's 'when' select lists the presets in the spec's order, the active one selected", async () => {
    const page = await get("/concert-tickets/category/1/?pbD=w&page=1");
    const form = /<form method="post" action="\/preferences\/"[^>]*>([\s\S]*?)<\/form>/.exec(page.html)?.[1] ?? "";
    expect(form).toContain('name="pbD"');
    // It posts the choice to /preferences/ (stored in SH6_USER_PREF) and comes back to this page as asked.
    expect(form).toContain('<input type="hidden" name="intent" value="date"/>');
    expect(form).toContain('<input type="hidden" name="returnTo" value="/concert-tickets/category/1/?pbD=w&amp;page=1"/>');
    const options = [...form.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)].map((m) => [m[1], m[3], Boolean(m[2])]);
    // Spec §9, with picker: all, today, weekend, month (choose date comes with the calendar).
    expect(options).toEqual([
      ["a", "All dates", false],
      ["t", "Today", false],
      ["w", "This weekend", true],
      ["m", "This month", false],
    ]);
    // No-JS: an Apply button submits the form.
    expect(form).toMatch(/<button type="submit"[^>]*>Apply<\/button>/);
  });

  it("on search results the form comes back to the term, and a custom range shows as the selected option", async () => {
    const today = todayIn(Date.now(), US_ZONE);
    const end = new Date(Date.parse(`${today}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    const page = await get(`/find/s/?q=rock&pbD=${today}+to+${end}`);
    expect(page.html).toContain(`<input type="hidden" name="returnTo" value="/find/s/?q=rock&amp;pbD=${today}+to+${end}"/>`);
    expect(page.html).toMatch(new RegExp(`<option value="${today} to ${end}" selected="">`));
  });

  it("a grouping page has no filter bar, so no 'when' select", async () => {
    const page = await get(known.grouping.webPath);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('name="pbD"');
  });

  it("a store with common.queryParams off ignores pbD", async () => {
    const kv = await worker.kv("STORE_CONFIG");
    const config = defaultStoreConfig(1);
    config.featureFlags["common.queryParams"] = false;
    await kv.put(storeConfigKey(1), JSON.stringify(config));
    try {
      expect((await get("/?pbD=t")).eventLinks).toEqual((await get("/")).eventLinks);
    } finally {
      await kv.delete(storeConfigKey(1));
    }
  });
});

// Last in this file: it breaks this file's copy of the catalog.
describe("the pages' words in the store's language (the listing namespace)", () => {
  let german: Awaited<ReturnType<typeof translatorFor>>;
  beforeAll(async () => {
    german = await translatorFor("de-DE");
  });
  const de = () => listingLabels(german);
  const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&amp;/g, "&");

  it("the German store's home: title, heading, filters, event prices and the empty-state words", async () => {
    const page = await get("/", "de.localhost");
    expect(page.status).toBe(200);
    const country = new Intl.DisplayNames(["de-DE"], { type: "region" }).of("DE")!;
    expect(page.title).toBe(fillPlaceholders(de().homeTitle, { brand: "Stagefront" }));
    expect(page.html).toContain(`>${fillPlaceholders(de().homeHeading, { country })}</h2>`);
    expect(page.html).toContain(`aria-label="${de().filters}"`);
    expect(page.html).toContain(`>${de().when}</span>`);
    expect(page.html).toContain(`<option value="w">${de().date.thisWeekend}</option>`);
    expect(page.html).toContain(`>${de().eventsHeading}</h3>`);
    // Every card's price reads "ab …" in German, none in English.
    const prices = [...page.html.matchAll(/<p class="event-card__price">([\s\S]*?)<\/p>/g)].map((m) => text(m[1]!));
    expect(prices.length).toBeGreaterThan(0);
    const from = de().from.split("{price}")[0]!;
    for (const price of prices) if (price !== de().soldOut) expect(price.startsWith(from), price).toBe(true);
    expect(page.html).not.toContain(">Upcoming events");
  });

  it("an event page's facts and a 404 page in German", async () => {
    const row = await db.prepare(`SELECT web_path FROM events WHERE country_code = 'DE' AND starts_at > ?1 LIMIT 1`).bind(Date.now()).first<{ web_path: string }>();
    const page = await get(row!.web_path, "de.localhost");
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<dt>${de().when}</dt>`);
    expect(page.html).toContain(`<dt>${de().availability}</dt>`);
    const missing = await get("/event/999999999/", "de.localhost");
    expect(missing.status).toBe(404);
    expect(missing.h1).toBe(de().notFoundHeading);
    expect(missing.title).toBe(fillPlaceholders(de().notFoundTitle, { brand: "Stagefront" }));
  });

  it("English stays the source: the US store's words are LISTING_LABELS", async () => {
    const page = await get("/");
    expect(page.html).toContain(`>${LISTING_LABELS.eventsHeading}</h3>`);
  });
});

describe("the catalog down (D1 failing)", () => {
  it("home, a category, search results and an event page answer 200 with a notice and noindex, inside a working header", async () => {
    const db = await worker.db();
    await db.exec("DROP TABLE events");
    for (const path of ["/", "/concert-tickets/category/1/", "/find/s/?q=rock", known.event.webPath]) {
      const res = await worker.fetch(path);
      const html = await res.text();
      // The catalog down degrades the page (spec §8), it does not fail it.
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(res.headers.get("content-security-policy"), path).toBeTruthy();
      expect(html, path).toContain("We can’t show events right now");
      expect(html, path).toContain("<title>Events unavailable | ");
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      // The shell still works: the header with its search form and the sell link.
      expect(html, path).toMatch(/<form[^>]* action="\/find\/s\/?"/);
      expect(html, path).toContain('href="/sell/"');
      expect(html, path).not.toMatch(/D1_ERROR|SQLITE|no such table|\n\s+at /);
    }
    await expect.poll(() => worker.logs.join("")).toContain('"event":"catalog.failed"');
  });

  it("the sell entry, which reads no events, still answers 200", async () => {
    expect((await get("/sell/")).status).toBe(200);
  });
});
