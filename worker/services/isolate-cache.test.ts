import { describe, expect, it, vi } from "vitest";
import { IsolateCache } from "./isolate-cache";

describe("IsolateCache", () => {
  it("loads once within the TTL and again after it", async () => {
    const cache = new IsolateCache<number>();
    const load = vi.fn(async () => 7);
    expect(await cache.get("a", 1000, load, 0)).toBe(7);
    expect(await cache.get("a", 1000, load, 999)).toBe(7);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get("a", 1000, load, 1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not cache with a TTL of 0", async () => {
    const cache = new IsolateCache<number>();
    const load = vi.fn(async () => 1);
    await cache.get("a", 0, load);
    await cache.get("a", 0, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("forgets a failed load", async () => {
    const cache = new IsolateCache<number>();
    await expect(cache.get("a", 1000, () => Promise.reject(new Error("kv down")), 0)).rejects.toThrow("kv down");
    await Promise.resolve();
    expect(await cache.get("a", 1000, async () => 2, 1)).toBe(2);
  });

  it("keeps at most maxEntries", async () => {
    const cache = new IsolateCache<number>(2);
    const load = vi.fn(async () => 1);
    await cache.get("a", 1000, load, 0);
    await cache.get("b", 1000, load, 0);
    await cache.get("c", 1000, load, 0);
    await cache.get("a", 1000, load, 0);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe("IsolateCache across requests", () => {
  it("shares no promise in flight: concurrent misses each load, and the settled value is shared after", async () => {
    const cache = new IsolateCache<number>();
    let calls = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5));
    const [a, b] = await Promise.all([cache.get("k", 1000, load, 0), cache.get("k", 1000, load, 0)]);
    expect([a, b].sort()).toEqual([1, 2]);
    expect(await cache.get("k", 1000, load, 10)).toBeGreaterThan(0);
    expect(calls).toBe(2);
  });

  it("serves the expired copy to others while one request refreshes it, and only that one loads", async () => {
    const cache = new IsolateCache<string>();
    await cache.get("k", 1000, async () => "old", 0);
    let release!: (v: string) => void;
    const refresh = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const refreshing = cache.get("k", 1000, refresh, 1000);
    expect(await cache.get("k", 1000, refresh, 1001)).toBe("old");
    expect(refresh).toHaveBeenCalledTimes(1);
    release("new");
    expect(await refreshing).toBe("new");
    expect(await cache.get("k", 1000, refresh, 1002)).toBe("new");
  });

  it("after a failed refresh the next request tries again", async () => {
    const cache = new IsolateCache<string>();
    await cache.get("k", 1000, async () => "old", 0);
    await expect(cache.get("k", 1000, () => Promise.reject(new Error("kv down")), 1000)).rejects.toThrow("kv down");
    expect(await cache.get("k", 1000, async () => "new", 1001)).toBe("new");
  });
});
