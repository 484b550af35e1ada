import { Response as OutboundResponse, type Request as OutboundRequest } from "miniflare";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultStoreConfig, storeConfigKey } from "../../app/domain/store-config";
import { STORE_CURRENCIES } from "../../app/domain/stores";
import { startWorker, type WorkerHandle } from "../support/worker";

// The currency calls of the BFF (docs/bff-api-currency.md) against the bundled worker. The rates
// origin is a URL no network answers: Miniflare's outboundService plays it, so each test decides
// whether the origin is up, down, garbled or silent, and counts how often it is asked.

const ORIGIN = "https://rates.test/stats/eurofxref/eurofxref-daily.xml";
const ORIGIN_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<Cube>
\t\t<Cube time='2030-01-02'>
\t\t\t<Cube currency='USD' rate='1.25'/>
\t\t\t<Cube currency='JPY' rate='150.00'/>
\t\t\t<Cube currency='GBP' rate='0.80000'/>
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>`;

type OriginMode = "ok" | "down" | "html" | "silent";
const origin = { mode: "ok" as OriginMode, calls: [] as string[] };
let plainOutbound = 0;

let fx: WorkerHandle; // origin configured
let plain: WorkerHandle; // RATES_ORIGIN_URL empty: snapshot only, as in local dev

beforeAll(async () => {
  fx = await startWorker({
    bindings: { STORE_CONFIG_CACHE_SECONDS: "0", RATES_ORIGIN_URL: ORIGIN, RATES_CACHE_SECONDS: "3600" },
    async outboundService(request: OutboundRequest) {
      origin.calls.push(request.url);
      switch (origin.mode) {
        case "ok":
          return new OutboundResponse(ORIGIN_XML, { headers: { "content-type": "text/xml" } });
        case "down":
          return new OutboundResponse("Service Unavailable", { status: 503 });
        case "html":
          return new OutboundResponse("<!doctype html><title>Maintenance</title><p>Back soon</p>", { headers: { "content-type": "text/html" } });
        case "silent":
          await new Promise((r) => setTimeout(r, 6_000));
          return new OutboundResponse(ORIGIN_XML);
      }
    },
  });
  plain = await startWorker({
    bindings: { STORE_CONFIG_CACHE_SECONDS: "0", RATES_ORIGIN_URL: "" },
    outboundService() {
      plainOutbound += 1;
      return new OutboundResponse("no network in this test", { status: 599 });
    },
  });
});
afterAll(async () => {
  await fx?.dispose();
  await plain?.dispose();
});

type Json = Record<string, any>;
async function api(worker: WorkerHandle, path: string, init: Parameters<WorkerHandle["fetch"]>[1] = {}) {
  const res = await worker.fetch(`/bfx-content/api/currency/v1${path}`, init);
  return { res, body: (await res.json()) as Json };
}

/** Structured log lines of a worker that carry this request id. */
function logLines(worker: WorkerHandle, requestId: string): Json[] {
  return worker.logs
    .join("")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Json)
    .filter((entry) => entry.requestId === requestId);
}

async function cachedRateKeys(worker: WorkerHandle): Promise<string[]> {
  const kv = await worker.kv("CACHE");
  return (await kv.list({ prefix: "fx:" })).keys.map((k) => k.name);
}

async function clearRateCache(worker: WorkerHandle): Promise<void> {
  const kv = await worker.kv("CACHE");
  for (const key of await cachedRateKeys(worker)) await kv.delete(key);
}

describe("GET /currency/v1/supported", () => {
  it.each([
    ["store 1 by default host", "", undefined, 1, "USD", { key: "USD", value: "USD ($)", symbol: "$" }],
    ["store 3 by shstore", "?shstore=3", undefined, 3, "EUR", { key: "EUR", value: "EUR (€)", symbol: "€" }],
    ["store 3 by host", "", "de.localhost:8787", 3, "EUR", { key: "EUR", value: "EUR (€)", symbol: "€" }],
    ["store 27 by shstore on store 1's host", "?shstore=27", undefined, 27, "TWD", { key: "TWD", value: "TWD (NT$)", symbol: "NT$" }],
  ])("%s", async (_, query, host, storeId, currency, first) => {
    const { res, body } = await api(plain, `/supported${query}`, { host });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ storeId, defaultCurrency: currency, defaultCurrencyCodes: [currency] });
    expect(body.currencies[0]).toEqual(first);
    expect(body.currencies.map((c: Json) => c.key).sort()).toEqual([...STORE_CURRENCIES].sort());
    for (const c of body.currencies) expect(Object.keys(c)).toEqual(["key", "value", "symbol"]);
  });

  it("answers the operator's authored configuration from KV", async () => {
    const kv = await plain.kv("STORE_CONFIG");
    await kv.put(
      storeConfigKey(1),
      JSON.stringify({
        ...defaultStoreConfig(1),
        supportedCurrencies: [
          { key: "USD", value: "US dollar" },
          { key: "CAD", value: "Canadian dollar" },
          { key: "MXN", value: "Peso mexicano" },
        ],
        defaultCurrencyCodes: ["USD", "CAD"],
      }),
    );
    try {
      const { res, body } = await api(plain, "/supported");
      expect(res.status).toBe(200);
      expect(body).toEqual({
        storeId: 1,
        defaultCurrency: "USD",
        defaultCurrencyCodes: ["USD", "CAD"],
        currencies: [
          { key: "USD", value: "US dollar", symbol: "$" },
          { key: "CAD", value: "Canadian dollar", symbol: "$" },
          { key: "MXN", value: "Peso mexicano", symbol: "$" },
        ],
      });
      // Another store is untouched.
      expect((await api(plain, "/supported?shstore=2")).body.currencies).toHaveLength(STORE_CURRENCIES.length);
    } finally {
      await kv.delete(storeConfigKey(1));
    }
  });

  it.each([
    ["?shstore=25", "shstore: is not a store (1–28, there is no store 25)"],
    ["?shstore=29", "shstore: is not a store (1–28, there is no store 25)"],
    ["?shstore=de", "shstore: must be a store id"],
  ])("%s is a 400 naming shstore", async (query, message) => {
    const { res, body } = await api(plain, `/supported${query}`, { headers: { "x-request-id": "supported-bad-0001" } });
    expect(res.status).toBe(400);
    expect(body).toEqual({ error: { code: "BAD_REQUEST", message, requestId: "supported-bad-0001" } });
  });
});

describe("GET /currency/v1/rates: validation", () => {
  const fifty = Array.from({ length: 50 }, (_, i) => `EUR-${STORE_CURRENCIES[i % STORE_CURRENCIES.length]}`).join(",");
  it.each([
    ["", "pairs: is required, e.g. pairs=EUR-USD,GBP-EUR"],
    ["?pairs=", "pairs: must list at least one pair, e.g. EUR-USD"],
    ["?pairs=EURUSD", 'pairs: "EURUSD" must be two currency codes joined by "-", such as EUR-USD'],
    ["?pairs=EUR-USD,EUR/GBP", 'pairs: "EUR/GBP" must be two currency codes joined by "-", such as EUR-USD'],
    ["?pairs=EUR-CHF", `pairs: CHF is not a supported currency (${STORE_CURRENCIES.join(", ")})`],
    ["?pairs=EUR-USD,,GBP-EUR", "pairs: must not contain an empty pair"],
    [`?pairs=${fifty},EUR-USD`, "pairs: must list at most 50 pairs"],
    [`?pairs=${"EUR-USD,".repeat(200)}`, "pairs: must be at most 1000 characters"],
  ])("%s → 400", async (query, message) => {
    const { res, body } = await api(plain, `/rates${query}`, { headers: { "x-request-id": "rates-bad-00001" } });
    expect(res.status).toBe(400);
    expect(body).toEqual({ error: { code: "BAD_REQUEST", message, requestId: "rates-bad-00001" } });
  });

  it("takes 50 pairs, answering each distinct pair once", async () => {
    const { res, body } = await api(plain, `/rates?pairs=${fifty}`);
    expect(res.status).toBe(200);
    expect(body.rates).toHaveLength(STORE_CURRENCIES.length);
  });
});

describe("GET /currency/v1/rates: snapshot only (RATES_ORIGIN_URL empty)", () => {
  it("answers from the bundled ECB day, each pair once, ARS and TWD marked unavailable, no fetch", async () => {
    const { res, body } = await api(plain, "/rates?pairs=EUR-USD,usd-eur,EUR-USD,GBP-USD,ARS-EUR,USD-TWD,JPY-JPY");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-cache")).toBe("none");
    expect(body).toEqual({
      asOf: "2024-06-28",
      source: "snapshot",
      rates: [
        { from: "EUR", to: "USD", rate: 1.0705 },
        { from: "USD", to: "EUR", rate: 0.934143 },
        { from: "GBP", to: "USD", rate: 1.2648 },
        { from: "ARS", to: "EUR", rate: null, unavailable: "no-reference-rate" },
        { from: "USD", to: "TWD", rate: null, unavailable: "no-reference-rate" },
        { from: "JPY", to: "JPY", rate: 1 },
      ],
    });
    expect(plainOutbound).toBe(0);
    expect(await cachedRateKeys(plain)).toEqual([]);
  });
});

describe("GET /currency/v1/rates: from the origin, cached in KV", () => {
  beforeEach(async () => {
    await clearRateCache(fx);
    origin.mode = "ok";
    origin.calls = [];
  });

  const PAIRS = "?pairs=EUR-USD,usd-eur,EUR-USD,GBP-JPY,ARS-EUR";
  const FROM_ORIGIN = {
    asOf: "2030-01-02",
    source: "ecb",
    rates: [
      { from: "EUR", to: "USD", rate: 1.25 },
      { from: "USD", to: "EUR", rate: 0.8 },
      { from: "GBP", to: "JPY", rate: 187.5 },
      { from: "ARS", to: "EUR", rate: null, unavailable: "no-reference-rate" },
    ],
  };

  it("fetches the origin once on a miss, then answers from KV (hit) without asking it", async () => {
    const first = await api(fx, `/rates${PAIRS}`);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("x-cache")).toBe("miss");
    expect(first.body).toEqual(FROM_ORIGIN);
    expect(origin.calls).toEqual([ORIGIN]);

    const second = await api(fx, "/rates?pairs=GBP-JPY");
    expect(second.res.headers.get("x-cache")).toBe("hit");
    expect(second.body).toEqual({ asOf: "2030-01-02", source: "ecb", rates: [{ from: "GBP", to: "JPY", rate: 187.5 }] });
    expect(origin.calls).toHaveLength(1);
    expect(await cachedRateKeys(fx)).toHaveLength(1);
  });

  it("serves an expired copy marked stale when the origin fails, and logs it", async () => {
    await api(fx, `/rates${PAIRS}`);
    const kv = await fx.kv("CACHE");
    const [key] = await cachedRateKeys(fx);
    const stored = (await kv.get(key!, "json")) as { storedAt: number; value: unknown };
    await kv.put(key!, JSON.stringify({ ...stored, storedAt: stored.storedAt - 2 * 3600 * 1000 }));
    origin.mode = "down";

    const { res, body } = await api(fx, `/rates${PAIRS}`, { headers: { "x-request-id": "rates-stale-0001" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-cache")).toBe("stale");
    expect(res.headers.get("warning")).toBe('110 - "Response is stale"');
    expect(body).toEqual(FROM_ORIGIN);
    expect(origin.calls).toHaveLength(2);
    await expect.poll(() => logLines(fx, "rates-stale-0001").map((l) => l.event)).toContain("cache.stale_served");
    expect(logLines(fx, "rates-stale-0001").find((l) => l.event === "cache.stale_served")).toMatchObject({ level: "warn", message: "origin answered 503" });
  });

  it.each([
    ["answers 503", "down" as const],
    ["answers an HTML page", "html" as const],
  ])("serves the bundled snapshot when the origin %s and nothing is cached, caching nothing", async (_, mode) => {
    origin.mode = mode;
    const requestId = `rates-down-${mode}-01`;
    const { res, body } = await api(fx, "/rates?pairs=EUR-USD,ARS-EUR", { headers: { "x-request-id": requestId } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-cache")).toBe("error");
    expect(body).toEqual({
      asOf: "2024-06-28",
      source: "snapshot",
      rates: [
        { from: "EUR", to: "USD", rate: 1.0705 },
        { from: "ARS", to: "EUR", rate: null, unavailable: "no-reference-rate" },
      ],
    });
    expect(origin.calls).toHaveLength(1);
    expect(await cachedRateKeys(fx)).toEqual([]);
    await expect.poll(() => logLines(fx, requestId).map((l) => l.event)).toContain("rates.origin_failed");
    expect(logLines(fx, requestId).find((l) => l.event === "rates.origin_failed")).toMatchObject({ level: "error", origin: "rates.test" });

    // The origin back: the next request fetches and caches it.
    origin.mode = "ok";
    const again = await api(fx, "/rates?pairs=EUR-USD");
    expect(again.res.headers.get("x-cache")).toBe("miss");
    expect(again.body.source).toBe("ecb");
  });

  it("does not wait for a silent origin past its timeout", async () => {
    origin.mode = "silent";
    const started = Date.now();
    const { res, body } = await api(fx, "/rates?pairs=EUR-USD");
    const elapsed = Date.now() - started;
    expect(res.status).toBe(200);
    expect(body.source).toBe("snapshot");
    expect(res.headers.get("x-cache")).toBe("error");
    expect(elapsed).toBeGreaterThanOrEqual(2_900);
    expect(elapsed).toBeLessThan(5_500);
  });
});
