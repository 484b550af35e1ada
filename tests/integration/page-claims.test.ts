// What the listing and event pages claim, held against the catalog (issue 21): the VIP page lists
// the events the catalog marks VIP and the cities page every city with its count of upcoming
// events; a sold-out event claims no price; home names the place a fan chose; '≈' amounts come
// with the rates' date in the reader's language; the header's search on sell pages is the sell
// search (spec §2.3). Bundled worker, a copy of the demo catalog; expectations read from D1 and
// from the catalogues, never hard-coded names or dates.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localName, parseLocalNames } from "../../app/domain/location";
import { catalogueText } from "../support/catalogue";
import { originOf, ROOT, startWorker, type WorkerHandle } from "../support/worker";
import setupCatalog, { copyCatalogState } from "./catalog-setup";

let worker: WorkerHandle;
let db: D1Database;

beforeAll(async () => {
  await setupCatalog();
  // RATES_ORIGIN_URL empty: the bundled ECB day, whose date the pages must show.
  worker = await startWorker({
    d1Persist: copyCatalogState("page-claims"),
    bindings: { STORE_CONFIG_CACHE_SECONDS: "0", LISTING_CACHE_SECONDS: "0", RATES_ORIGIN_URL: "" },
  });
  db = await worker.db();
}, 300_000);

afterAll(async () => {
  await worker?.dispose();
});

/** A page's HTML; a catalogue page asked for under another language's slug moves first (301). */
async function page(path: string, host: string): Promise<string> {
  let res = await worker.fetch(path, { host });
  if (res.status === 301) {
    const moved = new URL(res.headers.get("location")!, "http://x");
    res = await worker.fetch(`${moved.pathname}${moved.search}`, { host });
  }
  expect(res.status, `${host}${path}`).toBe(200);
  return res.text();
}

const decode = (text: string) =>
  text.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/[\u00a0\u202f]/g, " ");

/** The text inside <main> (the page's own part, without header and footer), tags removed. */
function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  return decode(main.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
}

const eventIdsIn = (html: string) => [...(/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "").matchAll(/href="[^"]*\/event\/(\d+)\/"/g)].map((m) => Number(m[1]));
const metaDescription = (html: string) => decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);

describe("the VIP page (/vip-tickets/category/5000/)", () => {
  it("lists the upcoming VIP events of the store's country, not every event of home", async () => {
    const html = await page("/vip-tickets/category/5000/", "de.localhost");
    const ids = eventIdsIn(html);
    expect(ids.length).toBeGreaterThan(0);
    const rows = await db
      .prepare(`SELECT id, vip, country_code FROM events WHERE id IN (${ids.map(() => "?").join(",")})`)
      .bind(...ids)
      .all<{ id: number; vip: number; country_code: string }>();
    expect(rows.results.map((r) => [r.vip, r.country_code])).toEqual(ids.map(() => [1, "DE"]));
    // Its first page is the first VIP events in start order; home's first page is not the same list.
    const first = await db
      .prepare(`SELECT id FROM events WHERE vip = 1 AND country_code = 'DE' AND starts_at >= ?1 ORDER BY starts_at, id LIMIT ?2`)
      .bind(Date.now(), ids.length)
      .all<{ id: number }>();
    expect(ids).toEqual(first.results.map((r) => r.id));
    expect(eventIdsIn(await page("/", "de.localhost"))).not.toEqual(ids);
  });
});

describe("the cities page (/staedte-tickets/category/5001/)", () => {
  it("lists the cities with upcoming events and their counts, the store's country first, each linking to its page", async () => {
    const html = await page("/staedte-tickets/category/5001/", "de.localhost");
    expect(eventIdsIn(html)).toEqual([]);
    const captions = [...html.matchAll(/<caption>([^<]*)<\/caption>/g)].map((m) => decode(m[1]!));
    expect(captions[0]).toBe(new Intl.DisplayNames("de-DE", { type: "region" }).of("DE"));
    const rows = [...html.matchAll(/<th scope="row"><a[^>]*href="([^"]*\/geography\/(\d+)\/)"[^>]*>([^<]*)<\/a><\/th><td>([^<]*)<\/td>/g)].map((m) => ({
      href: m[1]!,
      id: Number(m[2]),
      name: decode(m[3]!),
      count: Number(m[4]!.replace(/\D/g, "")),
    }));
    const counts = await db
      .prepare(
        `SELECT e.geo_name_id AS id, c.name, c.country_code, COUNT(*) AS n,
                (SELECT json_group_object(l.language, l.name) FROM city_local_names l WHERE l.geo_name_id = c.geo_name_id) AS local_names
         FROM events e JOIN cities c ON c.geo_name_id = e.geo_name_id WHERE e.starts_at >= ?1 GROUP BY e.geo_name_id`,
      )
      .bind(Date.now())
      .all<{ id: number; name: string; country_code: string; n: number; local_names: string | null }>();
    expect(rows.length).toBe(counts.results.length);
    // Each city by its name in the page's language where GeoNames has one (ADR 018): München, not Munich.
    const byId = new Map(counts.results.map((r) => [r.id, { name: localName(parseLocalNames(r.local_names), "de-DE", r.name), n: r.n }]));
    for (const row of rows) {
      expect(byId.get(row.id), row.name).toEqual({ name: row.name, n: row.count });
    }
    expect(rows.map((r) => r.name)).toContain("München");
    expect(rows.map((r) => r.name)).not.toContain("Munich");
    // The German cities come first, most events first.
    const german = counts.results.filter((r) => r.country_code === "DE").sort((a, b) => b.n - a.n);
    expect(rows.slice(0, german.length).map((r) => r.id).sort()).toEqual(german.map((r) => r.id).sort());
    expect(rows[0]!.count).toBe(german[0]!.n);
    // A city's link is its geography page, which answers.
    expect((await worker.fetch(rows[0]!.href, { host: "de.localhost" })).status).toBe(200);
  });
});

describe("a sold-out event page", () => {
  it("says 'sold out' and claims no price, on the page or in its description; an event on sale shows its price", async () => {
    const soldOut = await db
      .prepare(`SELECT web_path, min_price, currency FROM events WHERE available_tickets = 0 AND starts_at > ?1 AND country_code = 'DE' ORDER BY starts_at LIMIT 1`)
      .bind(Date.now() + 3_600_000)
      .first<{ web_path: string; min_price: number; currency: string }>();
    const onSale = await db
      .prepare(`SELECT web_path, min_price, currency FROM events WHERE available_tickets > 0 AND starts_at > ?1 AND country_code = 'DE' ORDER BY starts_at LIMIT 1`)
      .bind(Date.now() + 3_600_000)
      .first<{ web_path: string; min_price: number; currency: string }>();
    const price = (row: { min_price: number; currency: string }) =>
      new Intl.NumberFormat("de-DE", { style: "currency", currency: row.currency, maximumFractionDigits: Number.isInteger(row.min_price) ? 0 : 2 })
        .format(row.min_price)
        .replace(/[\u00a0\u202f]/g, " ");
    const priceFrom = catalogueText("de-DE", "listing", "priceFrom");

    const html = await page(soldOut!.web_path, "de.localhost");
    const text = mainText(html);
    expect(text).toContain(catalogueText("de-DE", "listing", "soldOut"));
    expect(text).not.toContain(priceFrom);
    expect(text).not.toContain(price(soldOut!));
    expect(metaDescription(html)).not.toContain(price(soldOut!));
    expect(metaDescription(html)).toContain(catalogueText("de-DE", "listing", "soldOut"));

    const open = await page(onSale!.web_path, "de.localhost");
    expect(mainText(open)).toContain(`${priceFrom} ${price(onSale!)}`);
    expect(metaDescription(open)).toContain(price(onSale!));
  });
});

describe("home with a chosen place (pbG)", () => {
  it.each([
    ["localhost", "en-US", "United States"],
    ["de.localhost", "de-DE", "Deutschland"],
    ["fr.localhost", "fr-FR", "France"],
  ])("on %s names the place in its heading, title and description, not the store's country", async (host, locale, country) => {
    const html = await page(`/?pbG=London`, host);
    const heading = decode(/<h2 id="page-title"[^>]*>([^<]*)</.exec(html)?.[1] ?? "");
    expect(heading).toBe(fill(catalogueText(locale, "listing", "homeHeadingNear"), { place: heading.match(/London[^<]*/)?.[0] ?? "?" }));
    expect(heading).toContain("London");
    expect(heading).not.toContain(country);
    expect(title(html)).toContain("London");
    expect(metaDescription(html)).toContain("London");
    expect(metaDescription(html)).not.toContain(country);
    // Without a place, the store's country.
    const plain = await page("/", host);
    expect(decode(/<h2 id="page-title"[^>]*>([^<]*)</.exec(plain)?.[1] ?? "")).toBe(fill(catalogueText(locale, "listing", "homeHeading"), { country }));
  });
});

describe("approximate prices (≈)", () => {
  const snapshot = JSON.parse(readFileSync(join(ROOT, "data/exchange-rates", readdirSync(join(ROOT, "data/exchange-rates"))[0]!), "utf8")) as { asOf: string };
  const day = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(Date.parse(`${snapshot.asOf}T00:00:00Z`)).replace(/[\u00a0\u202f]/g, " ");

  it.each([
    ["de.localhost", "de-DE"],
    ["fr.localhost", "fr-FR"],
  ])("on %s come with the rates' date in the reader's language, on lists and on the event page", async (host, locale) => {
    const note = fill(catalogueText(locale, "listing", "ratesNote"), { date: day(locale) });
    const home = await page("/?cur=USD", host);
    expect(mainText(home)).toContain("(≈");
    expect(mainText(home)).toContain(note);
    const event = await db
      .prepare(`SELECT web_path FROM events WHERE available_tickets > 0 AND starts_at > ?1 AND currency = 'EUR' ORDER BY starts_at LIMIT 1`)
      .bind(Date.now() + 3_600_000)
      .first<{ web_path: string }>();
    expect(mainText(await page(`${event!.web_path}?cur=USD`, host))).toContain(note);
    // Nothing converted, nothing to explain.
    expect(mainText(await page("/", host))).not.toContain(note);
  });
});

describe("the header's search on sell pages", () => {
  /** The action of the search form inside the site header. */
  const headerSearchAction = (html: string) => /<header class="site-header[\s\S]*?<form method="post" action="([^"]*)"/.exec(html)?.[1];

  it("goes to the sell search on sell pages (spec §2.3), to the buy search elsewhere", async () => {
    expect(headerSearchAction(await page("/", "de.localhost"))).toBe("/find/s/");
    expect(headerSearchAction(await page("/sell/", "de.localhost"))).toBe("/sell/performerSearch/");
    expect(headerSearchAction(await page("/sell/performerSearch/?q=a", "de.localhost"))).toBe("/sell/performerSearch/");
    expect(headerSearchAction(await page("/fr/sell/", "ca.localhost"))).toBe("/fr/sell/performerSearch/");
    // Posted there without JavaScript, the term lands on the sell search.
    const res = await worker.fetch("/sell/performerSearch/", {
      host: "de.localhost",
      method: "POST",
      body: new URLSearchParams({ q: "Rock" }).toString(),
      headers: { origin: originOf("de.localhost"), "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/sell/performerSearch/?q=Rock");
  });
});

