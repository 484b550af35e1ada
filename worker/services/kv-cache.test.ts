import { describe, expect, it, vi } from "vitest";
import { cacheAside, CACHE_POLICY, KV_READ_TIMEOUT_MS, KV_WRITE_TIMEOUT_MS, type CacheAsideOptions } from "./kv-cache";
import type { LogLevel } from "../../app/lib/log";

/** KV in a Map that remembers the options of each write; reads or writes can be made to fail. */
function memoryKv() {
  const data = new Map<string, string>();
  const puts: Array<{ key: string; expirationTtl?: number }> = [];
  const faults = { read: false, write: false };
  const kv = {
    async get(key: string, type?: string) {
      if (faults.read) throw new Error("KV read failed");
      const v = data.get(key);
      return v === undefined ? null : type === "json" ? JSON.parse(v) : v;
    },
    async put(key: string, value: string, options?: { expirationTtl?: number }) {
      if (faults.write) throw new Error("KV write failed");
      puts.push({ key, expirationTtl: options?.expirationTtl });
      data.set(key, value);
    },
  } as unknown as KVNamespace;
  return { kv, data, puts, faults };
}

/** A clock the test moves by hand, and a log that keeps its lines. */
function setup(ttlSeconds = 300) {
  const store = memoryKv();
  let now = 1_800_000_000_000;
  const lines: Array<{ level: LogLevel; event: string }> = [];
  const options: CacheAsideOptions = {
    ttlSeconds,
    originTimeoutMs: 50,
    now: () => now,
    log: (level, event) => void lines.push({ level, event }),
  };
  return { ...store, options, lines, advance: (ms: number) => (now += ms), at: () => now };
}

describe("cacheAside", () => {
  it("goes miss → hit → miss again once the TTL has passed, asking the origin only on misses", async () => {
    const t = setup(300);
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    const first = await cacheAside(t.kv, "k", load, t.options);
    expect(first).toMatchObject({ status: "miss", value: { n: 1 }, storedAt: t.at() });

    t.advance(299_999);
    const second = await cacheAside(t.kv, "k", load, t.options);
    expect(second).toMatchObject({ status: "hit", value: { n: 1 } });
    expect(load).toHaveBeenCalledTimes(1);

    t.advance(1);
    const third = await cacheAside(t.kv, "k", load, t.options);
    expect(third).toMatchObject({ status: "miss", value: { n: 2 }, storedAt: t.at() });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps a copy a week past its TTL so that it can be served stale", async () => {
    const t = setup(900);
    await cacheAside(t.kv, "k", async () => 1, t.options);
    expect(t.puts).toEqual([{ key: "k", expirationTtl: 900 + 7 * 24 * 3600 }]);
  });

  it("serves the expired copy as stale when the origin fails, and logs it", async () => {
    const t = setup(300);
    await cacheAside(t.kv, "k", async () => "old", t.options);
    t.advance(3_600_000);
    const result = await cacheAside(t.kv, "k", () => Promise.reject(new Error("D1 down")), t.options);
    expect(result).toMatchObject({ status: "stale", value: "old" });
    expect(t.lines).toContainEqual({ level: "warn", event: "cache.stale_served" });
  });

  it("serves the copy as stale when the origin does not answer within its timeout", async () => {
    const t = setup(300);
    await cacheAside(t.kv, "k", async () => "old", t.options);
    t.advance(301_000);
    const silent = new Promise<string>(() => {});
    const started = performance.now();
    const result = await cacheAside(t.kv, "k", () => silent, t.options);
    expect(result).toMatchObject({ status: "stale", value: "old" });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("throws the origin's failure when nothing is cached", async () => {
    const t = setup();
    await expect(cacheAside(t.kv, "k", () => Promise.reject(new Error("D1 down")), t.options)).rejects.toThrow("D1 down");
    expect(t.data.size).toBe(0);
  });

  it("bypass (nocache) skips the read but stores the fresh answer", async () => {
    const t = setup();
    await cacheAside(t.kv, "k", async () => "old", t.options);
    const result = await cacheAside(t.kv, "k", async () => "new", { ...t.options, bypass: true });
    expect(result).toMatchObject({ status: "bypass", value: "new" });
    expect(await cacheAside(t.kv, "k", async () => "unused", t.options)).toMatchObject({ status: "hit", value: "new" });
  });

  it("answers from the origin when KV cannot be read or written, logging each failure", async () => {
    const t = setup();
    t.faults.read = true;
    t.faults.write = true;
    const result = await cacheAside(t.kv, "k", async () => "fresh", t.options);
    expect(result).toMatchObject({ status: "miss", value: "fresh" });
    expect(t.lines.map((l) => l.event)).toEqual(["cache.read_failed", "cache.write_failed"]);
  });

  it("names every policy with a TTL and an origin timeout", () => {
    for (const policy of Object.values(CACHE_POLICY)) {
      expect(policy.ttlSeconds).toBeGreaterThan(0);
      expect(policy.originTimeoutMs).toBeGreaterThan(0);
    }
    expect(CACHE_POLICY.SUGGEST.ttlSeconds).toBe(300);
    expect(CACHE_POLICY.CONTENT.ttlSeconds).toBe(900);
  });
});

describe("cacheAside's deadlines on KV itself", () => {
  /** A namespace whose calls never answer (a stalled KV). */
  const stalledKv = {
    get: () => new Promise(() => {}),
    put: () => new Promise(() => {}),
  } as unknown as KVNamespace;

  it("a read that does not answer counts as no copy after KV_READ_TIMEOUT_MS, and a stalled write is given up after KV_WRITE_TIMEOUT_MS", async () => {
    vi.useFakeTimers();
    try {
      const lines: string[] = [];
      const log = (_level: LogLevel, event: string) => void lines.push(event);
      let settled = false;
      const pending = cacheAside(stalledKv, "k", async () => "fresh", { ttlSeconds: 60, originTimeoutMs: 1_000, log }).then((r) => {
        settled = true;
        return r;
      });
      await vi.advanceTimersByTimeAsync(KV_READ_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1 + KV_WRITE_TIMEOUT_MS);
      const result = await pending;
      expect(result).toMatchObject({ value: "fresh", status: "miss" });
      expect(lines).toEqual(["cache.read_failed", "cache.write_failed"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
