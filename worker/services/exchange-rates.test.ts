import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORE_CURRENCIES } from "../../app/domain/stores";
import { CACHE_POLICY } from "./kv-cache";
import type { LogLevel } from "../../app/lib/log";
import {
  ECB_DAILY_URL,
  RATES_SNAPSHOT,
  loadReferenceRates,
  ratesCacheKey,
  ratesCacheSeconds,
  ratesOrigin,
} from "./exchange-rates";

const ORIGIN = "https://rates.example/eurofxref-daily.xml";
const XML = `<Cube><Cube time='2030-01-02'><Cube currency='USD' rate='1.25'/><Cube currency='GBP' rate='0.8'/></Cube></Cube>`;

/** KV in a Map, enough for cacheAside. */
function memoryKv() {
  const data = new Map<string, string>();
  const kv = {
    async get(key: string, type?: string) {
      const v = data.get(key);
      return v === undefined ? null : type === "json" ? JSON.parse(v) : v;
    },
    async put(key: string, value: string) {
      data.set(key, value);
    },
  } as unknown as KVNamespace;
  return { kv, data };
}

function recorder() {
  const lines: Array<{ level: LogLevel; event: string; fields?: Record<string, unknown> }> = [];
  const log = (level: LogLevel, event: string, fields?: Record<string, unknown>) => void lines.push({ level, event, fields });
  return { log, lines };
}

describe("the bundled snapshot", () => {
  it("is one dated ECB day with every store currency except ARS and TWD", () => {
    expect(RATES_SNAPSHOT.asOf).toBe("2024-06-28");
    expect(RATES_SNAPSHOT.base).toBe("EUR");
    const priced = STORE_CURRENCIES.filter((c) => c === "EUR" || RATES_SNAPSHOT.rates[c] !== undefined);
    expect(STORE_CURRENCIES.filter((c) => !priced.includes(c))).toEqual(["ARS", "TWD"]);
    expect(RATES_SNAPSHOT.rates.USD).toBe(1.0705);
    expect(Object.keys(RATES_SNAPSHOT.rates)).toHaveLength(30);
  });
});

describe("ratesOrigin", () => {
  it.each([
    [undefined, ECB_DAILY_URL],
    [ORIGIN, ORIGIN],
    [` ${ORIGIN} `, ORIGIN],
    ["http://127.0.0.1:9000/x.xml", "http://127.0.0.1:9000/x.xml"],
    ["", null],
    ["   ", null],
    ["ftp://rates.example/x.xml", null],
    ["not a url", null],
  ])("%j → %j", (value, expected) => {
    expect(ratesOrigin(value)?.href ?? null).toBe(expected);
  });

  it("logs a value it cannot use", () => {
    const { log, lines } = recorder();
    ratesOrigin("not a url", log);
    expect(lines[0]).toMatchObject({ level: "warn", event: "rates.origin_invalid" });
  });
});

describe("ratesCacheSeconds", () => {
  it.each([
    [undefined, CACHE_POLICY.RATES.ttlSeconds],
    ["", CACHE_POLICY.RATES.ttlSeconds],
    ["0", 0],
    ["3600", 3600],
    ["604800", 604800],
    ["604801", CACHE_POLICY.RATES.ttlSeconds],
    ["-5", CACHE_POLICY.RATES.ttlSeconds],
    ["1.5", CACHE_POLICY.RATES.ttlSeconds],
    ["6h", CACHE_POLICY.RATES.ttlSeconds],
  ])("%j → %i", (value, expected) => {
    expect(ratesCacheSeconds(value)).toBe(expected);
  });
});

describe("ratesCacheKey", () => {
  it("is versioned and differs per origin", async () => {
    const a = await ratesCacheKey(new URL(ORIGIN));
    expect(a).toMatch(/^fx:v1:ecb:[0-9a-f]{16}$/);
    expect(await ratesCacheKey(new URL(ORIGIN))).toBe(a);
    expect(await ratesCacheKey(new URL(ECB_DAILY_URL))).not.toBe(a);
  });
});

describe("loadReferenceRates", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("serves the snapshot without any fetch when the origin is empty", async () => {
    const { kv, data } = memoryKv();
    const r = await loadReferenceRates(kv, { RATES_ORIGIN_URL: "" }, recorder().log);
    expect(r).toEqual({ table: RATES_SNAPSHOT, source: "snapshot", cache: "none" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(data.size).toBe(0);
  });

  it("fetches once on a miss, then answers from KV", async () => {
    const { kv, data } = memoryKv();
    fetchMock.mockResolvedValue(new Response(XML, { status: 200 }));
    const vars = { RATES_ORIGIN_URL: ORIGIN };
    const first = await loadReferenceRates(kv, vars, recorder().log);
    expect(first).toMatchObject({ source: "ecb", cache: "miss", table: { asOf: "2030-01-02", rates: { USD: 1.25, GBP: 0.8 } } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(ORIGIN);
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
    expect([...data.keys()]).toEqual([await ratesCacheKey(new URL(ORIGIN))]);
    const second = await loadReferenceRates(kv, vars, recorder().log);
    expect(second).toMatchObject({ source: "ecb", cache: "hit", table: first.table });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("serves an expired copy as stale when the origin fails, and logs it", async () => {
    const { kv } = memoryKv();
    fetchMock.mockResolvedValueOnce(new Response(XML));
    await loadReferenceRates(kv, { RATES_ORIGIN_URL: ORIGIN }, recorder().log);
    fetchMock.mockResolvedValueOnce(new Response("down", { status: 503 }));
    const { log, lines } = recorder();
    const r = await loadReferenceRates(kv, { RATES_ORIGIN_URL: ORIGIN, RATES_CACHE_SECONDS: "0" }, log);
    expect(r).toMatchObject({ source: "ecb", cache: "stale", table: { asOf: "2030-01-02" } });
    expect(lines).toContainEqual(expect.objectContaining({ level: "warn", event: "cache.stale_served" }));
  });

  it.each([
    ["a 500", () => Promise.resolve(new Response("oops", { status: 500 }))],
    ["a network error", () => Promise.reject(new TypeError("fetch failed"))],
    ["an HTML page with 200", () => Promise.resolve(new Response("<html><body>maintenance</body></html>"))],
  ])("falls back to the snapshot on %s with nothing cached, caching nothing", async (_, answer) => {
    const { kv, data } = memoryKv();
    fetchMock.mockImplementation(answer);
    const { log, lines } = recorder();
    const r = await loadReferenceRates(kv, { RATES_ORIGIN_URL: ORIGIN }, log);
    expect(r).toEqual({ table: RATES_SNAPSHOT, source: "snapshot", cache: "error" });
    expect(data.size).toBe(0);
    expect(lines).toContainEqual(expect.objectContaining({ level: "error", event: "rates.origin_failed", fields: expect.objectContaining({ origin: "rates.example" }) }));
  });

  it("gives up on a silent origin after its timeout", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { kv } = memoryKv();
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const pending = loadReferenceRates(kv, { RATES_ORIGIN_URL: ORIGIN }, recorder().log);
    // The deadline starts with the fetch (after the cache read): wait for it before moving the clock.
    while (fetchMock.mock.calls.length === 0) await new Promise((r) => setImmediate(r));
    await vi.advanceTimersByTimeAsync(CACHE_POLICY.RATES.originTimeoutMs - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(await pending).toMatchObject({ source: "snapshot", cache: "error" });
  });

  it("replaces a cached copy of the wrong shape instead of answering from it", async () => {
    const { kv, data } = memoryKv();
    const key = await ratesCacheKey(new URL(ORIGIN));
    data.set(key, JSON.stringify({ storedAt: Date.now(), value: { date: "2030-01-01", USD: 1.2 } }));
    fetchMock.mockResolvedValue(new Response(XML));
    const r = await loadReferenceRates(kv, { RATES_ORIGIN_URL: ORIGIN }, recorder().log);
    expect(r).toMatchObject({ source: "ecb", table: { asOf: "2030-01-02" } });
    expect(JSON.parse(data.get(key)!).value.asOf).toBe("2030-01-02");
  });
});
