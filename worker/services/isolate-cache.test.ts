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
