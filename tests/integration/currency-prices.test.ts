// The informational currency on the pages (spec §4 "Currency", §5): with the choice stored by
// POST /preferences/ (the signed selectedCurrencyCode cookie), listing and event pages show each
// price with its approximate amount in the chosen currency. The expected figures are computed
// here from the rate the currency BFF answers for the pair (GET /currency/v1/rates, the bundled
// ECB day: RATES_ORIGIN_URL empty) and the event's price in D1. Bundled worker, demo catalog.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultStoreConfig, storeConfigKey, type StoreConfig } from "../../app/domain/store-config";
import { setCookiePair } from "../support/set-cookie";
import { startWorker, type WorkerHandle } from "../support/worker";
import setupCatalog, { copyCatalogState } from "./catalog-setup";

const ORIGIN = "http://127.0.0.1:8787";
const CF = { timezone: defaultStoreConfig(1).timeZone, country: "US" };

let worker: WorkerHandle;
let db: D1Database;
let kv: KVNamespace;

/** Store 1 (US, USD) with the informational currency on or off; opt-out off (opt-in currency). */
async function putStore(enabled: boolean): Promise<StoreConfig> {
  const config = defaultStoreConfig(1);
  config.featureFlags["common.enableAdvisoryCurrency"] = enabled;
  config.featureFlags["common.advisoryCurrencyOptOut"] = false;
  await kv.put(storeConfigKey(1), JSON.stringify(config));
  return config;
}

beforeAll(async () => {
  await setupCatalog();
  worker = await startWorker({
    d1Persist: copyCatalogState("currency-prices"),
    bindings: { STORE_CONFIG_CACHE_SECONDS: "0", RATES_ORIGIN_URL: "" },
  });
  db = await worker.db();
  kv = await worker.kv("STORE_CONFIG");
  await putStore(true);
}, 300_000);

afterAll(async () => {
  if (kv) await kv.delete(storeConfigKey(1));
  await worker?.dispose();
});

/** name=value of a Set-Cookie line, for the next request's Cookie header. */
const pair = setCookiePair;

/** The signed currency cookie, as the store dialog's Save obtains it. */
async function currencyCookie(currency: string): Promise<string> {
  const res = await worker.fetch("/preferences/", {
    method: "POST",
    body: new URLSearchParams({ intent: "currency", currency, returnTo: "/" }).toString(),
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    cf: CF,
  });
  expect(res.status).toBe(303);
  const [cookie] = res.headers.getSetCookie();
  expect(cookie?.startsWith("selectedCurrencyCode=")).toBe(true);
  return pair(cookie!);
}

/** 1 `from` in `to`, as the currency BFF answers it. */
async function bffRate(from: string, to: string): Promise<number> {
  const res = await worker.fetch(`/bfx-content/api/currency/v1/rates?pairs=${from}-${to}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { source: string; rates: Array<{ from: string; to: string; rate: number | null }> };
  expect(body.source).toBe("snapshot");
  const rate = body.rates.find((r) => r.from === from && r.to === to)?.rate;
  expect(typeof rate).toBe("number");
  return rate!;
}

interface Card {
  id: number;
  /** The price paragraph's text as shown (screen-reader-only text and markup removed). */
  shown: string;
  /** Its screen-reader-only part (the approximate amount in words), or null. */
  spoken: string | null;
}

/** A page's HTML without React's text separators (`<!-- -->`), which split a text run. */
async function html(path: string, cookie?: string): Promise<string> {
  const res = await worker.fetch(path, { headers: cookie ? { cookie } : {}, cf: CF });
  expect(res.status).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, "");
}

const text = (fragment: string) => fragment.replace(/<[^>]+>/g, "").replace(/&amp;/g, "&");

/** The price shown beside the event's: "(≈ €12.34)" on screen, "(about €12.34)" in hidden text. */
function approximate(html: string): { shown: string | null; spoken: string | null } {
  const shown = /<span aria-hidden="true">(\(≈[^<]*\))<\/span>/.exec(html)?.[1] ?? null;
  // The screen-reader words sit in the visually-hidden span (class hdr-sr-only).
  const spoken = /<span class="hdr-sr-only">(\(about [^<]*\))<\/span>/.exec(html)?.[1] ?? null;
  return { shown: shown && text(shown), spoken: spoken && text(spoken) };
}

async function listing(path: string, cookie?: string): Promise<Card[]> {
  const cards = [...(await html(path, cookie)).matchAll(/<li class="event-card">([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
  expect(cards.length).toBeGreaterThan(0);
  return cards.map((card) => {
    const id = Number(/\/event\/(\d+)\/"/.exec(card)![1]);
    const price = /<p class="event-card__price[^"]*">([\s\S]*?)<\/p>/.exec(card)![1]!;
    const shown = text(price.replace(/<span class="hdr-sr-only">[^<]*<\/span>/, ""));
    return { id, shown, spoken: approximate(price).spoken };
  });
}

async function eventRow(id: number) {
  return (await db
    .prepare("SELECT min_price, currency, available_tickets FROM events WHERE id = ?1")
    .bind(id)
    .first<{ min_price: number; currency: string; available_tickets: number }>())!;
}

/** The expected screen text of `amount` in `currency` for en-US: whole amounts without cents. */
function money(amount: number, currency: string): string {
  const cents = Math.round(amount * 100);
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** Each card's price with the approximate amount this test computes from the BFF's rate. */
async function expectConverted(cards: Card[], to: string, rate: number) {
  let converted = 0;
  for (const card of cards) {
    const row = await eventRow(card.id);
    const own = money(row.min_price, row.currency);
    if (row.available_tickets <= 0) {
      expect(card.spoken, `event ${card.id} is sold out`).toBeNull();
      continue;
    }
    if (row.currency === to) {
      expect(card.spoken, `event ${card.id} already in ${to}`).toBeNull();
      continue;
    }
    // The store's default codes (USD) and, beyond spec §4's pairs, each event currency on the page (ADR 010).
    const pairRate = row.currency === "USD" ? rate : await bffRate(row.currency, to);
    const approx = money(row.min_price * pairRate, to);
    expect(card.shown, `event ${card.id}`).toBe(`From ${own} (≈\u00a0${approx})`);
    expect(card.spoken, `event ${card.id}`).toBe(`(about ${approx})`);
    converted++;
  }
  expect(converted).toBeGreaterThan(0);
}

function expectUnconverted(cards: Card[]) {
  for (const card of cards) {
    expect(card.spoken, `event ${card.id}`).toBeNull();
    expect(card.shown, `event ${card.id}`).not.toMatch(/≈/);
  }
}

describe("approximate prices in the chosen currency (flag common.enableAdvisoryCurrency on)", () => {
  it("the home page's cards show each USD price with its EUR amount, equal to the BFF's rate × the price", async () => {
    const rate = await bffRate("USD", "EUR");
    await expectConverted(await listing("/", await currencyCookie("EUR")), "EUR", rate);
  });

  it("search results too, in another currency (GBP)", async () => {
    const rate = await bffRate("USD", "GBP");
    await expectConverted(await listing("/find/s/?q=a", await currencyCookie("GBP")), "GBP", rate);
  });

  it("the event page shows the lowest price with its approximate amount", async () => {
    const cookie = await currencyCookie("EUR");
    const rate = await bffRate("USD", "EUR");
    const cards = await listing("/", cookie);
    const row = await eventRow(cards[0]!.id);
    const page = await html(`/event/${cards[0]!.id}/`, cookie);
    const offer = /<aside class="event-offer"[\s\S]*?<\/aside>/.exec(page)![0];
    const approx = money(row.min_price * rate, "EUR");
    expect(approximate(offer)).toEqual({ shown: `(≈\u00a0${approx})`, spoken: `(about ${approx})` });
    expect(text(/<p class="event-offer__price">([\s\S]*?)<\/p>/.exec(offer)![1]!)).toBe(money(row.min_price, "USD"));
  });

  it("the top bar's store settings button names the stored currency (the dialog starts from it)", async () => {
    expect(await html("/", await currencyCookie("EUR"))).toContain(`Store settings: </span><span class="hdr-store-config__current">English (US) · EUR</span>`);
    expect(await html("/", await currencyCookie("none"))).toContain(`Store settings: </span><span class="hdr-store-config__current">English (US)</span>`);
  });

  it("'none' stored: prices in the event currency only", async () => {
    expectUnconverted(await listing("/", await currencyCookie("none")));
  });

  it("the store's own currency stored (USD): nothing to add", async () => {
    expectUnconverted(await listing("/", await currencyCookie("USD")));
  });

  it("nothing stored: no conversion (opt-in), and the address's cur=EUR applies", async () => {
    expectUnconverted(await listing("/"));
    await expectConverted(await listing("/?cur=EUR"), "EUR", await bffRate("USD", "EUR"));
  });

  it("a stored choice wins over cur in the address", async () => {
    expectUnconverted(await listing("/?cur=EUR", await currencyCookie("none")));
  });

  it("an unsupported value in the cookie is ignored (cur then applies)", async () => {
    const supported = await currencyCookie("EUR");
    const config = await putStore(true);
    // The cookie was written while EUR was offered; the store then stops offering it.
    config.supportedCurrencies = config.supportedCurrencies.filter((c) => c.key !== "EUR");
    await kv.put(storeConfigKey(1), JSON.stringify(config));
    try {
      expectUnconverted(await listing("/", supported));
      await expectConverted(await listing("/?cur=GBP", supported), "GBP", await bffRate("USD", "GBP"));
    } finally {
      await putStore(true);
    }
  });

  it("a hand-made (unsigned) cookie is not a choice", async () => {
    expectUnconverted(await listing("/", "selectedCurrencyCode=EUR"));
  });
});

describe("flag common.enableAdvisoryCurrency off", () => {
  it("shows no conversion even with a stored currency or cur, and the top bar names no currency", async () => {
    const cookie = await currencyCookie("EUR");
    await putStore(false);
    try {
      expectUnconverted(await listing("/", cookie));
      expectUnconverted(await listing("/?cur=EUR", cookie));
      expect(await html("/", cookie)).toContain(`<span class="hdr-store-config__current">English (US)</span>`);
    } finally {
      await putStore(true);
    }
  });
});
