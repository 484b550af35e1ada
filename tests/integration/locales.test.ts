// Every store's home and search pages in its default language — `lang`, a translated
// heading, a price and a date formatted for the locale, and the hreflang set — for all 27 stores.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultStoreConfig } from "../../app/domain/store-config";
import { STORE_IDS, STORES } from "../../app/domain/stores";
import { catalogueText } from "../support/catalogue";
import { startWorker, type WorkerHandle } from "../support/worker";
import setupCatalog, { copyCatalogState } from "./catalog-setup";

let worker: WorkerHandle;
let db: D1Database;

beforeAll(async () => {
  await setupCatalog();
  worker = await startWorker({ d1Persist: copyCatalogState("locales") });
  db = await worker.db();
}, 300_000);

afterAll(async () => {
  await worker?.dispose();
});

const decode = (text: string) =>
  text.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
const visible = (html: string) => decode(html.replace(/<[^>]+>/g, "")).replace(/[\u00a0\u202f]/g, " ").trim();
const squeeze = (text: string) => text.replace(/\s+/g, "");
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

interface Card {
  id: number;
  date: string;
  price: string;
}

async function page(path: string, host: string) {
  const res = await worker.fetch(path, { host });
  const html = await res.text();
  const cards: Card[] = [...html.matchAll(/<li class="event-card">([\s\S]*?)<\/li>/g)].map((m) => ({
    id: Number(/\/event\/(\d+)\//.exec(m[1]!)?.[1]),
    date: visible(/<span class="event-card__date">([\s\S]*?)<\/span>/.exec(m[1]!)?.[1] ?? ""),
    price: visible(/<p class="event-card__price[^"]*">([\s\S]*?)<\/p>/.exec(m[1]!)?.[1] ?? ""),
  }));
  const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => ({ hreflang: m[1]!, href: decode(m[2]!) }));
  return {
    status: res.status,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    headings: [...html.matchAll(/<h[12][^>]*>([\s\S]*?)<\/h[12]>/g)].map((m) => visible(m[1]!)),
    cards,
    alternates,
  };
}

/** What the catalogue says of an event, formatted as the locale writes it. */
async function expectFormatted(card: Card, locale: string) {
  const row = await db
    .prepare("SELECT starts_at, time_zone, min_price, currency, available_tickets FROM events WHERE id = ?1")
    .bind(card.id)
    .first<{ starts_at: number; time_zone: string; min_price: number; currency: string; available_tickets: number }>();
  expect(row, `event ${card.id}`).not.toBeNull();
  const date = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: row!.time_zone }).format(row!.starts_at);
  // Spaces compared loosely: workerd and Node may carry different CLDR releases (a space before 週三 or not).
  expect(squeeze(card.date)).toBe(squeeze(date));
  if (row!.available_tickets > 0) {
    const whole = Number.isInteger(row!.min_price);
    const price = new Intl.NumberFormat(locale, { style: "currency", currency: row!.currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }).format(row!.min_price);
    expect(squeeze(card.price)).toContain(squeeze(price));
  }
}

/** The hreflang set: 31 store languages and x-default; this store's at the address it was asked on. */
function expectHreflang(alternates: Array<{ hreflang: string; href: string }>, host: string, storeId: number, path: (languageSegment: string) => string) {
  const own = defaultStoreConfig(storeId as 1);
  const segment = (locale: string) => (locale === own.defaultLocale ? "" : `${locale.split("-")[0]}/`);
  const tags = alternates.map((a) => a.hreflang);
  expect(tags).toHaveLength(32);
  expect(new Set(tags).size).toBe(32);
  expect(tags.at(-1)).toBe("x-default");
  for (const locale of STORES[storeId as 1].nativeLocales) {
    expect(alternates.find((a) => a.hreflang === locale)?.href).toBe(`http://${host}${path(segment(locale))}`);
  }
  const other = alternates.find((a) => a.hreflang === "de-DE")!;
  expect(other.href).toBe(storeId === 3 ? `http://${host}${path("")}` : `https://de.stagefront.example${path("")}`);
  const xDefault = alternates.find((a) => a.hreflang === "x-default")!.href;
  expect(xDefault).toBe(storeId === 1 ? `http://${host}${path("")}` : `https://www.stagefront.example${path("")}`);
}

const stores = STORE_IDS.map((id) => {
  const config = defaultStoreConfig(id);
  return [id, config.siteCountry, config.defaultLocale] as const;
});

describe.each(stores)("store %d (%s) in its default locale %s", (storeId, country, locale) => {
  const host = `${country.toLowerCase()}.localhost`;

  it("home: lang, the heading with the country's name, a price and a date as the locale writes them, the hreflang set", async () => {
    const home = await page("/", host);
    expect(home.status).toBe(200);
    expect(home.lang).toBe(locale);
    const countryName = new Intl.DisplayNames([locale], { type: "region", style: country === "HK" ? "short" : "long" }).of(country)!;
    expect(home.headings.map(squeeze)).toContain(squeeze(fill(catalogueText(locale, "listing", "homeHeading"), { country: countryName })));
    expect(home.cards.length).toBeGreaterThan(0);
    await expectFormatted(home.cards[0]!, locale);
    expectHreflang(home.alternates, host, storeId, (segment) => `/${segment}`);
  });

  it("search: lang, the translated heading with the term, a result formatted for the locale, the hreflang set with the term", async () => {
    const home = await page("/", host);
    const { name } = (await db.prepare("SELECT name FROM events WHERE id = ?1").bind(home.cards[0]!.id).first<{ name: string }>())!;
    const term = name.split(/\s+/)[0]!;
    const search = await page(`/find/s/?q=${encodeURIComponent(term)}`, host);
    expect(search.status).toBe(200);
    expect(search.lang).toBe(locale);
    expect(search.headings.map(squeeze)).toContain(squeeze(fill(catalogueText(locale, "listing", "searchHeading"), { term })));
    expect(search.cards.length).toBeGreaterThan(0);
    await expectFormatted(search.cards[0]!, locale);
    expectHreflang(search.alternates, host, storeId, (segment) => `/${segment}find/s/?${new URLSearchParams({ q: term })}`);
  });
});

describe("addresses in the page's language (SEO slugs and one address per page)", () => {
  it("a French page links catalogue pages under French slugs, and each answers there", async () => {
    const res = await worker.fetch("/", { host: "ca.localhost" });
    const fr = await (await worker.fetch("/fr/", { host: "ca.localhost" })).text();
    expect(res.status).toBe(200);
    const links = [...fr.matchAll(/<h[34] class="event-card__name"><a[^>]* href="([^"]+)"/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^\/billets-[a-z0-9-]+\/fr\/event\/\d+\/$/);
    const event = await worker.fetch(links[0]!, { host: "ca.localhost", redirect: "manual" });
    expect(event.status).toBe(200);
    expect(/<html lang="([^"]+)"/.exec(await event.text())?.[1]).toBe("fr-CA");
  });

  it.each([
    // The category page in French under the English slug (where the dialog's switch first lands).
    ["/concert-tickets/fr/category/1/?pbD=w", "/billets-concert/fr/category/1/?pbD=w"],
    // The language segment before the slug (spec §2.1 allows either order).
    ["/fr/billets-concert/category/1/", "/billets-concert/fr/category/1/"],
  ])("ca.localhost %s moves (301) to %s", async (path, target) => {
    const res = await worker.fetch(path, { host: "ca.localhost", redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(target);
  });

  it("an event under its English slug on a Spanish page moves to the Spanish slug; without a slug it answers as it is", async () => {
    const row = (await db.prepare("SELECT id, web_path FROM events WHERE country_code = 'ES' AND starts_at > ?1 ORDER BY starts_at LIMIT 1").bind(Date.now()).first<{ id: number; web_path: string }>())!;
    const moved = await worker.fetch(row.web_path, { host: "es.localhost", redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toMatch(new RegExp(`^/entradas-[a-z0-9-]+/event/${row.id}/$`));
    const bare = await worker.fetch(`/event/${row.id}/`, { host: "es.localhost", redirect: "manual" });
    expect(bare.status).toBe(200);
    expect(await bare.text()).toContain(`<link rel="canonical" href="http://es.localhost${moved.headers.get("location")}"/>`);
  });
});

describe("places named in the reader's language (locations/v3 with Accept-Language)", () => {
  async function countryOf(q: string, acceptLanguage: string, host = "hk.localhost"): Promise<string | undefined> {
    const res = await worker.fetch(`/bfx-content/api/search/locations/v3?q=${encodeURIComponent(q)}&rows=1&nocache=true`, { host, headers: { "accept-language": acceptLanguage } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { locations: Array<{ country: string; countryCode: string }> };
    return body.locations[0]?.country;
  }

  it.each([
    ["Hong Kong", "zh-HK,zh;q=0.9", "香港"],
    ["Hong Kong", "en-HK", "Hong Kong"],
    ["Taipei", "zh-TW", "台灣"],
    ["Taipei", "zh-CN", "台湾"],
    ["Berlin", "de-DE,de;q=0.9,en;q=0.5", "Deutschland"],
    ["Berlin", "fi", "Saksa"],
  ])("%s for %s: the country is %s", async (q, acceptLanguage, expected) => {
    expect(await countryOf(q, acceptLanguage)).toBe(expected);
  });
});
