// Fault injection: KV and D1 that throw or stall, and a failing, garbled or slow
// exchange-rate origin, against the bundled worker on the demo catalog. The worker is entered
// through tests/support/fault-worker.mjs: each request's x-fault-plan header wraps its bindings,
// and the answer's x-faults-injected says how many binding calls the fault hit (so a fault that
// was never reached cannot pass as "survived"). A stall is a delay longer than every deadline of
// the app (then the call runs), so a call awaited without a deadline shows as a slow answer.
//
// What must hold (spec §8): pages answer 200 with the header, menus and filters, in place of the
// events a notice and noindex when the catalog is down; suggest and locations answer their stale
// copy, else the 503 error envelope, within their deadlines; the rates call answers a stale copy
// or the bundled snapshot; nothing is written half (no cache entry from a failed origin, no
// account without its session); a session store outage signs nobody out for good.
import { Response as OutboundResponse } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultStoreConfig, storeConfigKey, STORE_HOSTS_KEY } from "../../app/domain/store-config";
import { LISTING_LABELS } from "../../app/components/pages/listing-labels";
import { SIGN_IN_LABELS } from "../../app/components/sign-in/sign-in-labels";
import { fillPlaceholders } from "../../app/components/ui/ui-labels";
import { contentKey } from "../../app/domain/content";
import DE_ACCOUNT from "../../app/locales/de/account.json";
import DE_LISTING from "../../app/locales/de/listing.json";
import { ACCOUNT_DATA_READ_TIMEOUT_MS } from "../../worker/services/account-data";
import { SESSION_READ_TIMEOUT_MS, SIGN_IN_CHECK_TIMEOUT_MS } from "../../worker/services/accounts";
import { CACHE_POLICY, KV_READ_TIMEOUT_MS, KV_WRITE_TIMEOUT_MS } from "../../worker/services/kv-cache";
import { STORE_CONFIG_READ_TIMEOUT_MS } from "../../worker/services/store-config";
import { CATALOG_READ_TIMEOUT_MS } from "../../worker/services/storefront-services";
import { answerOf, cookieHeaderFrom, setCookiePair, type Answer } from "../support/set-cookie";
import { FAULT_PLAN_HEADER, FAULTS_INJECTED_HEADER, startWorker, type WorkerHandle } from "../support/worker";
import setupCatalog, { copyCatalogState } from "./catalog-setup";

const ORIGIN = "http://127.0.0.1:8787";
const RATES_ORIGIN = "https://rates.test/stats/eurofxref/eurofxref-daily.xml";
const RATES_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<Cube><Cube time='2030-01-02'><Cube currency='USD' rate='1.25'/><Cube currency='GBP' rate='0.80000'/></Cube></Cube>
</gesmes:Envelope>`;
/** Longer than every deadline of the app (the catalog's 3 s, the rates origin's 3 s, content's 2 s). */
const STALL_MS = 10_000;
/** Room for a loaded two-core machine on top of a deadline. */
const MARGIN_MS = 1_500;

type OriginMode = "ok" | "500" | "garbage" | "slow";
const origin = { mode: "ok" as OriginMode };

let worker: WorkerHandle;
let db: D1Database;
let cache: KVNamespace;
let eventPath = "";

beforeAll(async () => {
  await setupCatalog();
  worker = await startWorker({
    faults: true,
    d1Persist: copyCatalogState("faults"),
    // Every request reads the store configuration from KV and the home page's events from D1, so
    // KV and D1 faults reach them each time (the listing memo has its own tests).
    bindings: { STORE_CONFIG_CACHE_SECONDS: "0", LISTING_CACHE_SECONDS: "0", RATES_ORIGIN_URL: RATES_ORIGIN, RATES_CACHE_SECONDS: "3600" },
    async outboundService() {
      switch (origin.mode) {
        case "ok":
          return new OutboundResponse(RATES_XML, { headers: { "content-type": "text/xml" } });
        case "500":
          return new OutboundResponse("Internal Server Error", { status: 500 });
        case "garbage":
          return new OutboundResponse("<html><p>Back soon</p>\u0000\u00ff", { headers: { "content-type": "text/xml" } });
        case "slow":
          await new Promise((r) => setTimeout(r, STALL_MS));
          return new OutboundResponse(RATES_XML);
      }
    },
  });
  db = await worker.db();
  cache = await worker.kv("CACHE");
  // Store 1 shows approximate prices for ?cur=EUR, so pages read the rates too.
  const store = defaultStoreConfig(1);
  store.featureFlags["common.enableAdvisoryCurrency"] = true;
  await (await worker.kv("STORE_CONFIG")).put(storeConfigKey(1), JSON.stringify(store));
  const row = await db
    .prepare(`SELECT web_path FROM events WHERE country_code = 'US' AND starts_at > ?1 ORDER BY starts_at LIMIT 1`)
    .bind(Date.now() + 86_400_000)
    .first<{ web_path: string }>();
  eventPath = row!.web_path;
  // Warm the isolate and the caches (content, rates) the way a visitor would.
  await (await worker.fetch("/")).text();
}, 300_000);

afterAll(async () => {
  await worker?.dispose();
});

interface Fetched {
  status: number;
  html: string;
  headers: Headers;
  /** Milliseconds until the whole answer was read. */
  elapsed: number;
  /** Binding calls the fault plan hit. */
  faults: number;
}

async function fetchWith(path: string, plan: string | null, init: Parameters<WorkerHandle["fetch"]>[1] = {}): Promise<Fetched> {
  const headers = new Headers(init.headers as HeadersInit | undefined);
  if (plan) headers.set(FAULT_PLAN_HEADER, plan);
  const started = Date.now();
  const res = await worker.fetch(path, { ...init, headers });
  const html = await res.text();
  return { status: res.status, html, headers: res.headers, elapsed: Date.now() - started, faults: Number(res.headers.get(FAULTS_INJECTED_HEADER) ?? 0) };
}

async function keys(prefix: string): Promise<string[]> {
  return (await cache.list({ prefix })).keys.map((k) => k.name);
}

async function clear(prefix: string): Promise<void> {
  for (const key of await keys(prefix)) await cache.delete(key);
}

/** Moves a cached copy's timestamp back past its TTL, as if written long ago. */
async function expire(key: string, byMs: number): Promise<void> {
  const stored = JSON.parse((await cache.get(key))!) as { storedAt: number; value: unknown };
  await cache.put(key, JSON.stringify({ ...stored, storedAt: stored.storedAt - byMs }));
}

/** Structured log lines (JSON) the worker printed so far. */
function logEvents(): Array<Record<string, unknown>> {
  return worker.logs
    .join("")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const SHELL_SEARCH_FORM = /<form[^>]* action="\/find\/s\/?"/;
const EVENT_CARD = '<li class="event-card">';
const NOINDEX = '<meta name="robots" content="noindex"/>';
const NO_LEAK = /D1_ERROR|SQLITE|injected fault|no such table|\n\s+at /;
/** A city link of the header's subCatNav (CMS content, spec §3). */
/**
 * A city entry of the header's menus (subCatNav), anywhere in the page: closed panels render no
 * entries (ADR 024), so the menu's content is read where the page carries it, its root data.
 */
const CMS_CITY_LINK = /\/[a-z0-9-]+-tickets\/geography\/\d+\//;

/** A text as React writes it into HTML. */
const inHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

const PAGES = () => ({
  home: "/",
  category: "/concert-tickets/category/1/",
  search: "/find/s/?q=rock",
  event: eventPath,
});

/** The four pages under one plan, side by side (they share nothing but the worker). */
async function fourPages(plan: string | null, query = ""): Promise<Record<keyof ReturnType<typeof PAGES>, Fetched>> {
  const entries = await Promise.all(
    Object.entries(PAGES()).map(async ([name, path]) => [name, await fetchWith(`${path}${query ? (path.includes("?") ? "&" : "?") + query : ""}`, plan)] as const),
  );
  return Object.fromEntries(entries) as Record<keyof ReturnType<typeof PAGES>, Fetched>;
}

function expectWorkingShell(page: Fetched, name: string): void {
  expect(page.status, name).toBe(200);
  expect(page.headers.get("content-type"), name).toMatch(/^text\/html/);
  expect(page.html, name).toMatch(SHELL_SEARCH_FORM);
  expect(page.html, name).toContain('href="/sell/"');
  expect(page.html, name).not.toMatch(NO_LEAK);
}

/** The catalog down: the page says so in place of its events, keeps its filters, and is not indexed. */
function expectDegraded(pages: Awaited<ReturnType<typeof fourPages>>): void {
  for (const [name, page] of Object.entries(pages)) {
    expectWorkingShell(page, name);
    expect(page.faults, name).toBeGreaterThan(0);
    expect(page.html, name).toContain(LISTING_LABELS.unavailableText);
    expect(page.html, name).toContain(NOINDEX);
    expect(page.html, name).toContain(`<title>${fillPlaceholders(LISTING_LABELS.unavailableTitle, { brand: "Stagefront" })}</title>`);
    expect(page.html, name).not.toContain('rel="canonical"');
    expect(page.html, name).not.toContain(EVENT_CARD);
  }
  // The listing pages keep their heading and their filter bar (which posts to /preferences/, no catalog).
  expect(pages.home.html).toContain(">Upcoming events in United States</h2>");
  expect(pages.category.html).toContain(">Concerts</h1>");
  expect(pages.search.html).toContain(">Results for “rock”</h1>");
  for (const name of ["home", "category", "search"] as const) {
    expect(pages[name].html, name).toMatch(/<form method="post" action="\/preferences\/"/);
    expect(pages[name].html, name).toContain(LISTING_LABELS.unavailableHeading);
  }
  expect(pages.event.html).toContain(`<h1 id="page-title">${LISTING_LABELS.unavailableHeading}</h1>`);
}

function expectEvents(pages: Awaited<ReturnType<typeof fourPages>>): void {
  for (const [name, page] of Object.entries(pages)) {
    expectWorkingShell(page, name);
    expect(page.html, name).not.toContain(NOINDEX);
  }
  for (const name of ["home", "category", "search"] as const) expect(pages[name].html, name).toContain(EVENT_CARD);
  expect(pages.event.html).toContain("<dt>When</dt>");
}

const slowest = (pages: Record<string, Fetched>) => Math.max(...Object.values(pages).map((p) => p.elapsed));

describe("pages: 200 with the header, menus and filters whatever fails", () => {
  it("D1 throws: the notice in place of the events, noindex, and no content cached from the failed origin", async () => {
    // Nothing cached: the header content must come from D1, which fails (spec §8: the menu stays without it).
    await clear("cms:");
    const pages = await fourPages("d1:throw");
    expectDegraded(pages);
    expect(pages.home.html).not.toMatch(CMS_CITY_LINK);
    expect(await keys("cms:")).toEqual([]);
    expect(logEvents().map((l) => l.event)).toEqual(expect.arrayContaining(["catalog.failed", "content.failed"]));
  });

  it("D1 stalls: the same notice once the catalog's deadline has passed, not when D1 answers", async () => {
    const pages = await fourPages(`d1:stall:${STALL_MS}`);
    expectDegraded(pages);
    expect(slowest(pages)).toBeLessThan(CATALOG_READ_TIMEOUT_MS + MARGIN_MS);
  });

  it("KV and D1 both throw: the menus without CMS content, the page still there", async () => {
    const pages = await fourPages("kv:throw,d1:throw");
    expectDegraded(pages);
    expect(pages.home.html).not.toMatch(CMS_CITY_LINK);
  });

  it("KV throws: events from D1 as usual; the failed cache reads are logged", async () => {
    const pages = await fourPages("kv:throw");
    expectEvents(pages);
    for (const [name, page] of Object.entries(pages)) expect(page.faults, name).toBeGreaterThan(0);
    expect(logEvents().map((l) => l.event)).toContain("cache.read_failed");
  });

  it("KV stalls: events as usual, each KV read given up at its deadline", async () => {
    const pages = await fourPages(`kv:stall:${STALL_MS}`);
    expectEvents(pages);
    for (const [name, page] of Object.entries(pages)) expect(page.faults, name).toBeGreaterThan(0);
    // Host index and store document (1 s each, in turn), then a cache read (0.5 s) and the content
    // origin (2 s) whose authored document is in the stalled KV too.
    expect(slowest(pages)).toBeLessThan(2 * STORE_CONFIG_READ_TIMEOUT_MS + KV_READ_TIMEOUT_MS + CACHE_POLICY.CONTENT.originTimeoutMs + MARGIN_MS);
  });

  it.each([
    ["answers 500", "500" as const],
    ["answers garbage", "garbage" as const],
    ["does not answer in time", "slow" as const],
  ])("the rates origin %s: events with approximate prices (snapshot rates), within the origin's deadline", async (_, mode) => {
    await clear("fx:");
    origin.mode = mode;
    try {
      const pages = await fourPages(null, "cur=EUR");
      expectEvents(pages);
      for (const name of ["home", "category", "search", "event"] as const) expect(pages[name].html, name).toContain('<span class="approximate-price">');
      expect(slowest(pages)).toBeLessThan(CACHE_POLICY.RATES.originTimeoutMs + MARGIN_MS);
      // A failed origin stores nothing.
      expect(await keys("fx:")).toEqual([]);
    } finally {
      origin.mode = "ok";
    }
  });
});

describe("suggest and locations: the stale copy, else the error envelope, within their deadlines", () => {
  const suggest = (term: string) => `/bfx-content/api/search/suggest/v3?term=${encodeURIComponent(term)}`;
  const locations = (q: string) => `/bfx-content/api/search/locations/v3?q=${encodeURIComponent(q)}`;

  /** Primes a copy while all is well, then ages it past its TTL; answers the primed body. */
  async function primeExpired(path: string, prefix: string, ttlSeconds: number): Promise<string> {
    const before = new Set(await keys(prefix));
    const primed = await fetchWith(path, null);
    expect(primed.status).toBe(200);
    const key = (await keys(prefix)).find((k) => !before.has(k));
    expect(key, `a ${prefix} copy was stored`).toBeDefined();
    await expire(key!, ttlSeconds * 1000 + 1_000);
    return primed.html;
  }

  it.each([
    ["throws", "d1:throw", "ado", "porto"],
    ["stalls", `d1:stall:${STALL_MS}`, "ada", "lisbo"],
  ])("D1 %s: suggest and locations answer their expired copies as stale", async (_, plan, term, q) => {
    const [suggestBody, locationsBody] = await Promise.all([
      primeExpired(suggest(term), "sug:", CACHE_POLICY.SUGGEST.ttlSeconds),
      primeExpired(locations(q), "loc:v3:q:", CACHE_POLICY.LOCATIONS.ttlSeconds),
    ]);
    const [s, l] = await Promise.all([fetchWith(suggest(term), plan), fetchWith(locations(q), plan)]);
    for (const [name, answer, body, policy] of [
      ["suggest", s, suggestBody, CACHE_POLICY.SUGGEST],
      ["locations", l, locationsBody, CACHE_POLICY.LOCATIONS],
    ] as const) {
      expect(answer.status, name).toBe(200);
      expect(answer.faults, name).toBeGreaterThan(0);
      expect(answer.headers.get("x-cache"), name).toBe("stale");
      expect(answer.headers.get("warning"), name).toContain("stale");
      expect(JSON.parse(answer.html), name).toEqual(JSON.parse(body));
      expect(answer.elapsed, name).toBeLessThan(policy.originTimeoutMs + MARGIN_MS);
    }
  });

  it.each([
    ["throws", "d1:throw"],
    ["stalls", `d1:stall:${STALL_MS}`],
  ])("D1 %s with nothing cached: 503, Retry-After and the error envelope; nothing stored", async (mode, plan) => {
    const before = { sug: await keys("sug:"), loc: await keys("loc:") };
    const [s, l] = await Promise.all([fetchWith(suggest(`nothing ${mode}`), plan), fetchWith(locations(`nowhere ${mode}`), plan)]);
    for (const [name, answer, policy] of [
      ["suggest", s, CACHE_POLICY.SUGGEST],
      ["locations", l, CACHE_POLICY.LOCATIONS],
    ] as const) {
      expect(answer.status, name).toBe(503);
      expect(answer.faults, name).toBeGreaterThan(0);
      expect(answer.headers.get("retry-after"), name).toBe("30");
      const body = JSON.parse(answer.html) as { error: Record<string, unknown> };
      expect(Object.keys(body), name).toEqual(["error"]);
      expect(body.error, name).toEqual({ code: "UNAVAILABLE", message: expect.any(String), requestId: expect.any(String) });
      expect(answer.html, name).not.toMatch(NO_LEAK);
      expect(answer.elapsed, name).toBeLessThan(policy.originTimeoutMs + MARGIN_MS);
    }
    expect(await keys("sug:")).toEqual(before.sug);
    expect(await keys("loc:")).toEqual(before.loc);
  });

  it.each([
    ["throws", "kv:throw"],
    ["stalls", `kv:stall:${STALL_MS}`],
  ])("KV %s: answers from the origin (D1) within the deadlines of the KV calls on the way", async (_, plan) => {
    // The same question each time: with KV failing, a copy from before cannot be read anyway.
    const [s, l] = await Promise.all([fetchWith(suggest("rock"), plan), fetchWith(locations("austin"), plan)]);
    for (const [name, answer, policy] of [
      ["suggest", s, CACHE_POLICY.SUGGEST],
      ["locations", l, CACHE_POLICY.LOCATIONS],
    ] as const) {
      expect(answer.status, name).toBe(200);
      expect(answer.faults, name).toBeGreaterThan(0);
      expect(answer.headers.get("x-cache"), name).toBe("miss");
      // Host index, store document, cache read, origin, cache write: each within its deadline.
      const budget = 2 * STORE_CONFIG_READ_TIMEOUT_MS + KV_READ_TIMEOUT_MS + policy.originTimeoutMs + KV_WRITE_TIMEOUT_MS + MARGIN_MS;
      expect(answer.elapsed, name).toBeLessThan(budget);
    }
    expect(JSON.parse(l.html).locations[0]).toMatchObject({ name: "Austin" });
  });
});

describe("the rates call: a stale copy, else the bundled snapshot; nothing stored from a failed origin", () => {
  const rates = "/bfx-content/api/currency/v1/rates?pairs=EUR-USD";

  it.each([["500" as const], ["garbage" as const], ["slow" as const]])("origin %s", async (mode) => {
    await clear("fx:");
    const primed = await fetchWith(rates, null);
    expect(JSON.parse(primed.html)).toMatchObject({ source: "ecb", rates: [{ from: "EUR", to: "USD", rate: 1.25 }] });
    const [key] = await keys("fx:");
    await expire(key!, 3_601_000);
    origin.mode = mode;
    try {
      const stale = await fetchWith(rates, null);
      expect(stale.status).toBe(200);
      expect(stale.headers.get("x-cache")).toBe("stale");
      expect(JSON.parse(stale.html)).toEqual(JSON.parse(primed.html));
      expect(stale.elapsed).toBeLessThan(CACHE_POLICY.RATES.originTimeoutMs + MARGIN_MS);
      if (mode === "slow") return; // the snapshot path of a silent origin: bff-currency.test.ts
      await clear("fx:");
      const none = await fetchWith(rates, null);
      expect(none.status).toBe(200);
      expect(none.headers.get("x-cache")).toBe("error");
      expect(JSON.parse(none.html)).toMatchObject({ source: "snapshot", asOf: "2024-06-28" });
      expect(await keys("fx:")).toEqual([]);
    } finally {
      origin.mode = "ok";
    }
  });
});

describe("header content: an authored document KV cannot read is never replaced by generated menus", () => {
  // The operator's subCatNav, authored in STORE_CONFIG (spec §3); the generated one lists the
  // store's top cities from D1, so this city only ever shows when the authored document is used.
  const AUTHORED = { subCatNav: { cities: [{ name: "Authored City", webURI: "/authored-city-tickets/geography/424242/" }] } };
  // In the page's root data (closed panels render no entries, ADR 024).
  const AUTHORED_LINK = "/authored-city-tickets/geography/424242/";
  const COPY_KEY = "cms:v1:1:components";
  // Matches both authored documents of store 1 (content:1:components, content:1:site-nav) and no
  // other key: the cached copies live in CACHE, the store documents under store-config:*.
  const AUTHORED_READ = "kv.STORE_CONFIG@content";

  beforeAll(async () => {
    await (await worker.kv("STORE_CONFIG")).put(contentKey(1, "components"), JSON.stringify(AUTHORED));
  });

  afterAll(async () => {
    await (await worker.kv("STORE_CONFIG")).delete(contentKey(1, "components"));
    await clear("cms:");
  });

  it.each([
    ["throws", `${AUTHORED_READ}:throw`],
    ["stalls", `${AUTHORED_READ}:stall:${STALL_MS}`],
  ])("the read %s with no copy cached: the menu without that content, nothing stored, the authored menu back once KV answers", async (_, plan) => {
    await clear("cms:");
    const down = await fetchWith("/", plan);
    expectWorkingShell(down, "home");
    expect(down.faults).toBeGreaterThan(0);
    // Spec §8: the menu stays without the content; generated cities in its place would be cached
    // for the content TTL and hide the operator's menu after KV recovers.
    expect(down.html).not.toMatch(CMS_CITY_LINK);
    expect(await keys("cms:")).toEqual([]);
    // The authored read has its own deadline: a stalled one is given up well before the content origin's 2 s.
    expect(down.elapsed).toBeLessThan(KV_READ_TIMEOUT_MS + MARGIN_MS);
    expect(logEvents().filter((l) => l.event === "content.authored_unreadable").map((l) => l.key)).toContain(contentKey(1, "components"));
    const back = await fetchWith("/", null);
    expect(back.html).toContain(AUTHORED_LINK);
  });

  it("the read throws with an expired copy: the copy is served stale and kept as it was", async () => {
    await clear("cms:");
    expect((await fetchWith("/", null)).html).toContain(AUTHORED_LINK);
    await expire(COPY_KEY, CACHE_POLICY.CONTENT.ttlSeconds * 1000 + 1_000);
    const before = await cache.get(COPY_KEY);
    const down = await fetchWith("/", `${AUTHORED_READ}:throw`);
    expectWorkingShell(down, "home");
    expect(down.faults).toBeGreaterThan(0);
    expect(down.html).toContain(AUTHORED_LINK);
    expect(await cache.get(COPY_KEY)).toBe(before);
  });
});

describe("the store configuration: KV unreadable keeps the isolate's last copy", () => {
  it("the operator's host and brand stay while STORE_CONFIG throws; logged", async () => {
    const kv = await worker.kv("STORE_CONFIG");
    const config = { ...defaultStoreConfig(5), brandName: "Encore Fans" };
    await kv.put(STORE_HOSTS_KEY, JSON.stringify({ "fans.example": 5 }));
    await kv.put(storeConfigKey(5), JSON.stringify(config));
    try {
      const well = await fetchWith("/", null, { host: "fans.example" });
      expect(well.html).toContain(`<html lang="${config.defaultLocale}"`);
      expect(well.html).toContain("Encore Fans");
      const down = await fetchWith("/", "kv.STORE_CONFIG:throw", { host: "fans.example" });
      expectWorkingShell(down, "fans.example");
      expect(down.faults).toBeGreaterThan(0);
      // Without the last index the host would fall to the default store (1, en-US, "Stagefront").
      expect(down.html).toContain(`<html lang="${config.defaultLocale}"`);
      expect(down.html).toContain("Encore Fans");
      const log = worker.logs.join("");
      expect(log).toContain("store-hosts: unreadable");
      expect(log).toContain(`${storeConfigKey(5)}: unreadable`);
    } finally {
      await kv.delete(STORE_HOSTS_KEY);
      await kv.delete(storeConfigKey(5));
    }
  });
});

describe("accounts and preferences: nothing written half, nobody signed out for good", () => {
  let ip = 0;
  let serial = 0;
  const newEmail = () => `fault${Date.now()}-${++serial}@example.com`;

  async function post(path: string, fields: Record<string, string>, plan: string | null, cookie?: string) {
    const headers: Record<string, string> = {
      origin: ORIGIN,
      "content-type": "application/x-www-form-urlencoded",
      "cf-connecting-ip": `10.9.0.${++ip}`,
    };
    if (cookie) headers.cookie = cookie;
    if (plan) headers[FAULT_PLAN_HEADER] = plan;
    return answerOf(await worker.fetch(path, { method: "POST", body: new URLSearchParams(fields).toString(), headers, host: "127.0.0.1:8787" }));
  }

  const signUp = (email: string, plan: string | null = null) =>
    post("/login/signup/", { intent: "signup", name: "Grace Hopper", email, password: "correct horse battery", redirect: "/" }, plan);

  async function rows(email: string) {
    const user = await db.prepare(`SELECT id FROM users WHERE email_norm = ?1`).bind(email).first<{ id: number }>();
    const sessions = user ? await db.prepare(`SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?1`).bind(user.id).first<{ n: number }>() : null;
    return { user: user !== null, sessions: sessions?.n ?? 0 };
  }

  const signIn = (email: string, plan: string | null = null, path = "/login/signup/") =>
    post(path, { intent: "signin", email, password: "correct horse battery", redirect: "/" }, plan);

  /**
   * The sign-in page again, answered 503 with Retry-After: the form-level error in the panel that
   * was posted, the typed email (and name) kept in its fields, no session cookie, no leak.
   */
  function expectFormAgain(res: Answer, panel: "sign-in" | "sign-up", message: string, values: { email: string; name?: string }): void {
    expect(res.status).toBe(503);
    expect(Number(res.headers.get(FAULTS_INJECTED_HEADER))).toBeGreaterThan(0);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.location).toBeNull();
    expect(res.cookies.filter((c) => c.startsWith("sf_session="))).toEqual([]);
    expect(res.text).not.toMatch(NO_LEAK);
    // The message sits in the posted panel's error summary (the panel's heading comes first).
    const summary = res.text.match(/<div class="sign-in__summary"[^>]*>([\s\S]*?)<\/div>/g) ?? [];
    expect(summary).toHaveLength(1);
    expect(summary[0]).toContain(inHtml(message));
    for (const [field, value] of Object.entries(values)) {
      expect(res.text).toMatch(new RegExp(`<input id="${panel}-${field}"[^>]* value="${value.replace(/[.+]/g, "\\$&")}"`));
    }
  }

  it.each([
    ["every D1 call throws (the rate limit first)", "d1:throw"],
    ["the account write throws", "d1@insert into users:throw"],
    ["the session write throws", "d1@insert into sessions:throw"],
  ])("a sign-up when %s: 503, the form again with the typed name and email, no account; the same email signs up again", async (_, plan) => {
    const email = newEmail();
    const failed = await signUp(email, plan);
    expectFormAgain(failed, "sign-up", SIGN_IN_LABELS.signUpUnavailable, { email, name: "Grace Hopper" });
    expect(await rows(email)).toEqual({ user: false, sessions: 0 });
    // Not "this email is taken": the account was never half made.
    const again = await signUp(email);
    expect(again.status).toBe(303);
    expect(await rows(email)).toEqual({ user: true, sessions: 1 });
  });

  it("a sign-up that fails after its write leaves the account with its session, and says to sign in, not to sign up again", async () => {
    const email = newEmail();
    const failed = await signUp(email, "d1@left join users:throw");
    // The account exists now: the sign-in panel takes the email, with the sign-in words.
    expectFormAgain(failed, "sign-in", SIGN_IN_LABELS.signInUnavailable, { email });
    expect(await rows(email)).toEqual({ user: true, sessions: 1 });
  });

  it.each([
    ["every D1 call throws (the rate limit first)", "d1:throw"],
    ["the credential check throws", "d1@password_iterations from users:throw"],
    ["the session write throws", "d1@insert into sessions:throw"],
  ])("a sign-in when %s: 503, the form again with the typed email, no new session; the next attempt signs in", async (_, plan) => {
    const email = newEmail();
    expect((await signUp(email)).status).toBe(303);
    const failed = await signIn(email, plan);
    expectFormAgain(failed, "sign-in", SIGN_IN_LABELS.signInUnavailable, { email });
    expect(await rows(email)).toEqual({ user: true, sessions: 1 });
    const again = await signIn(email);
    expect(again.status).toBe(303);
    expect(await rows(email)).toEqual({ user: true, sessions: 2 });
  });

  it.each([
    // (the limits on sign-in attempts: sign_in_throttle; rate_limits counts only on a trusted client address)
    ["the rate limit stalls", `d1@sign_in_throttle:stall:${STALL_MS}`],
    ["the credential check stalls", `d1@password_iterations from users:stall:${STALL_MS}`],
  ])("a sign-in when %s: 503 and the form again within the checks' deadline, not when D1 answers", async (_, plan) => {
    const email = newEmail();
    expect((await signUp(email)).status).toBe(303);
    const started = Date.now();
    const failed = await signIn(email, plan);
    expect(Date.now() - started).toBeLessThan(SIGN_IN_CHECK_TIMEOUT_MS + MARGIN_MS);
    expectFormAgain(failed, "sign-in", SIGN_IN_LABELS.signInUnavailable, { email });
    expect(Number(failed.headers.get(FAULTS_INJECTED_HEADER))).toBeGreaterThan(0);
  });

  it("in the page's language: the German sign-in page says it in German", async () => {
    const email = newEmail();
    const failed = await signIn(email, "d1:throw", "/de/login/signup/");
    expectFormAgain(failed, "sign-in", DE_ACCOUNT["signIn.signInUnavailable"], { email });
    expect(failed.text).toContain('<html lang="de-DE"');
  });

  describe("with a session", () => {
    let cookie = "";
    beforeAll(async () => {
      const res = await signUp(newEmail());
      expect(res.status).toBe(303);
      cookie = cookieHeaderFrom(res.cookies);
      expect((await fetchWith("/", null, { headers: { cookie } })).html).toContain("Grace Hopper");
    });

    it.each([
      ["throws", "d1:throw", CATALOG_READ_TIMEOUT_MS],
      ["stalls on the session read", `d1@from sessions s:stall:${STALL_MS}`, SESSION_READ_TIMEOUT_MS],
    ])("D1 %s: a public page answers 200 signed out, clears no cookie, and the next request is signed in again", async (_, plan, deadline) => {
      const page = await fetchWith("/", plan, { headers: { cookie } });
      expectWorkingShell(page, "home");
      expect(page.faults).toBeGreaterThan(0);
      expect(page.html).not.toContain("Grace Hopper");
      expect(page.headers.getSetCookie()).toEqual([]);
      expect(page.elapsed).toBeLessThan(deadline + MARGIN_MS);
      expect(logEvents().map((l) => l.event)).toContain("session.read_failed");
      expect((await fetchWith("/", null, { headers: { cookie } })).html).toContain("Grace Hopper");
    });

    /**
     * The signed-in area's 503: "try again" rather than sending the fan to sign in, as an HTML page
     * in the page's language under the HTML CSP (a nonce on each script), never stored.
     */
    function expectAccountUnavailable(page: Fetched, words: { errorHeading: string; errorText: string }, lang: string): void {
      expect(page.status).toBe(503);
      expect(page.faults).toBeGreaterThan(0);
      expect(page.headers.get("retry-after")).toBe("30");
      expect(page.headers.get("location")).toBeNull();
      expect(page.headers.getSetCookie()).toEqual([]);
      expect(page.headers.get("cache-control")).toContain("no-store");
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(page.html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}"`));
      expect(page.html).toContain(`<h1 id="error-title">${inHtml(words.errorHeading)}</h1>`);
      expect(page.html).toContain(`<p>${inHtml(words.errorText)}</p>`);
      expect(page.html).toContain(NOINDEX);
      expect(page.html).not.toMatch(NO_LEAK);
      const nonce = page.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce).toBeTruthy();
      const scripts = page.html.match(/<script[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }

    it("D1 throws: the signed-in area answers 503 with Retry-After rather than sending the fan to sign in", async () => {
      const page = await fetchWith("/my/orders/", "d1:throw", { headers: { cookie } });
      expectAccountUnavailable(page, LISTING_LABELS, "en-US");
    });

    it("the session read fails under /de/my/: the 503 page says it in German", async () => {
      const page = await fetchWith("/de/my/orders/", `d1@from sessions s:stall:${STALL_MS}`, { headers: { cookie } });
      expectAccountUnavailable(page, DE_LISTING, "de-DE");
      expect(page.elapsed).toBeLessThan(SESSION_READ_TIMEOUT_MS + MARGIN_MS);
    });

    it("a settings post while the session cannot be read: 503, nothing saved, not sent to sign in", async () => {
      const res = await post("/my/settings/", { intent: "name", name: "Someone Else", csrf: "x" }, "d1@from sessions s:throw", cookie);
      expect(res.status).toBe(503);
      expect(res.location).toBeNull();
      expect((await fetchWith("/", null, { headers: { cookie } })).html).toContain("Grace Hopper");
    });

    it("a settings write D1 refuses: the area's 503, never a 500, the name unchanged", async () => {
      const csrf = /(?:^|; )sf_csrf=([^;]+)/.exec(cookie)?.[1];
      expect(csrf).toBeTruthy();
      const res = await post("/my/settings/", { intent: "name", name: "Someone Else", csrf: decodeURIComponent(csrf!) }, "d1@update users:throw", cookie);
      expect(res.status).toBe(503);
      expect(Number(res.headers.get(FAULTS_INJECTED_HEADER))).toBeGreaterThan(0);
      expect(res.location).toBeNull();
      expect(logEvents().map((l) => l.event)).toContain("account.write_failed");
      const page = await fetchWith("/", null, { headers: { cookie } });
      expect(page.html).toContain("Grace Hopper");
      expect(page.html).not.toContain("Someone Else");
    });

    it.each([
      ["throws", "d1@from orders:throw"],
      ["stalls", `d1@from orders:stall:${STALL_MS}`],
    ])("the fan's orders cannot be read (%s): the account page's 503 within the read's deadline; the page comes back", async (_, plan) => {
      const page = await fetchWith("/my/orders/", plan, { headers: { cookie } });
      expectAccountUnavailable(page, LISTING_LABELS, "en-US");
      expect(page.elapsed).toBeLessThan(ACCOUNT_DATA_READ_TIMEOUT_MS + MARGIN_MS);
      // The fan is still signed in: the header keeps their name; nothing was cleared.
      expect(page.html).toContain("Grace Hopper");
      expect(logEvents().map((l) => l.event)).toContain("account.read_failed");
      const back = await fetchWith("/my/orders/", null, { headers: { cookie } });
      expect(back.status).toBe(200);
      expect(back.html).toContain(">My orders</h1>");
    });

    it.each([["kv:throw"], ["d1:throw"], ["kv:throw,d1:throw"]])("%s: a preference POST answers 303 with a cookie the pages read back", async (plan) => {
      const res = await post("/preferences/", { intent: "date", pbD: "w", returnTo: "/" }, plan, cookie);
      expect(res.status).toBe(303);
      expect(Number(res.headers.get(FAULTS_INJECTED_HEADER))).toBeGreaterThan(0);
      expect(res.location).toBe("/?pbD=w");
      expect(res.cookies).toHaveLength(1);
      const pref = setCookiePair(res.cookies[0]!);
      expect(pref.startsWith("SH6_USER_PREF=")).toBe(true);
      // The stored choice applies on a page without pbD: the cookie is whole and signed.
      const page = await fetchWith("/", null, { headers: { cookie: `${cookie}; ${pref}` } });
      expect(page.html).toMatch(/<option value="w" selected="">/);
    });
  });
});
