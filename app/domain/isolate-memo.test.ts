import { describe, expect, it, vi } from "vitest";
import { boundedMemo, digestOf, MEMO_POLICY, memoTtlMs, stampVersion, timedMemo, versionOf, versionOfAll, type TimedPolicy } from "./isolate-memo";

/** The old IsolateCache's defaults: 64 entries, a 5 s stale window. */
const TIMED: TimedPolicy = { entries: 64, ttlMs: 1000, staleMs: 5_000 };

describe("boundedMemo", () => {
  it("builds an answer once per key and hands the kept one back", () => {
    const remember = boundedMemo<object>({ entries: 4 });
    let builds = 0;
    const first = remember("a", () => ({ n: ++builds }));
    expect(remember("a", () => ({ n: ++builds }))).toBe(first);
    expect(remember("b", () => ({ n: ++builds }))).not.toBe(first);
    expect(builds).toBe(2);
  });

  it("keeps falsy answers (undefined, false, empty string) without building them again", () => {
    const remember = boundedMemo<string | undefined | boolean>({ entries: 4 });
    let builds = 0;
    for (const answer of [undefined, false, ""]) {
      const key = String(answer);
      remember(key, () => (builds++, answer));
      expect(remember(key, () => (builds++, "other"))).toBe(answer);
    }
    expect(builds).toBe(3);
  });

  it("holds at most its bound, letting the oldest key go first", () => {
    const remember = boundedMemo<number>({ entries: 2 });
    let builds = 0;
    remember("a", () => ++builds);
    remember("b", () => ++builds);
    remember("c", () => ++builds); // "a" goes
    expect(remember("b", () => ++builds)).toBe(2);
    expect(remember("c", () => ++builds)).toBe(3);
    expect(remember("a", () => ++builds)).toBe(4); // built again
  });

  it("does not keep a build that throws", () => {
    const remember = boundedMemo<number>({ entries: 2 });
    expect(() => remember("a", () => { throw new RangeError("bad"); })).toThrow(RangeError);
    expect(remember("a", () => 1)).toBe(1);
  });

  it("builds a key longer than its policy's maxKeyLength every time, keeping nothing", () => {
    const remember = boundedMemo<number>({ entries: 2, maxKeyLength: 3 });
    let builds = 0;
    remember("long", () => ++builds);
    expect(remember("long", () => ++builds)).toBe(2);
    remember("abc", () => ++builds);
    expect(remember("abc", () => ++builds)).toBe(3);
  });
});

describe("timedMemo", () => {
  it("loads once within the TTL and again after it", async () => {
    const cache = timedMemo<number>(TIMED);
    const load = vi.fn(async () => 7);
    expect(await cache.get("a", load, { now: 0, ttlMs: 1000 })).toBe(7);
    expect(await cache.get("a", load, { now: 999, ttlMs: 1000 })).toBe(7);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get("a", load, { now: 1000, ttlMs: 1000 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not cache with a TTL of 0", async () => {
    const cache = timedMemo<number>(TIMED);
    const load = vi.fn(async () => 1);
    await cache.get("a", load, { now: 0, ttlMs: 0 });
    await cache.get("a", load, { now: 0, ttlMs: 0 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("forgets a failed load", async () => {
    const cache = timedMemo<number>(TIMED);
    await expect(cache.get("a", () => Promise.reject(new Error("kv down")), { now: 0, ttlMs: 1000 })).rejects.toThrow("kv down");
    await Promise.resolve();
    expect(await cache.get("a", async () => 2, { now: 1, ttlMs: 1000 })).toBe(2);
  });

  it("keeps at most maxEntries", async () => {
    const cache = timedMemo<number>({ ...TIMED, entries: 2 });
    const load = vi.fn(async () => 1);
    await cache.get("a", load, { now: 0, ttlMs: 1000 });
    await cache.get("b", load, { now: 0, ttlMs: 1000 });
    await cache.get("c", load, { now: 0, ttlMs: 1000 });
    await cache.get("a", load, { now: 0, ttlMs: 1000 });
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("keeps a value put by the request that produced it, fresh from then, in place of an older copy", async () => {
    const cache = timedMemo<string>(TIMED);
    const load = vi.fn(async () => "read");
    expect(await cache.get("a", load, { now: 0, ttlMs: 1000 })).toBe("read");
    cache.put("a", "written", { now: 500, ttlMs: 1000 });
    expect(await cache.get("a", load, { now: 1499, ttlMs: 1000 })).toBe("written");
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.get("a", load, { now: 1500, ttlMs: 1000 })).toBe("read");
  });

  it("uses its policy's TTL unless the caller gives one", async () => {
    const cache = timedMemo<number>(TIMED);
    const load = vi.fn(async () => 1);
    await cache.get("a", load, { now: 0 });
    await cache.get("a", load, { now: TIMED.ttlMs - 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("remembers the last settled value for a fallback, even with the memo off", async () => {
    const cache = timedMemo<string>(TIMED);
    expect(cache.last("k")).toBeUndefined();
    await cache.get("k", async () => "first", { now: 0, ttlMs: 0 });
    expect(cache.last("k")).toBe("first");
    await expect(cache.get("k", () => Promise.reject(new Error("kv down")), { now: 1, ttlMs: 0 })).rejects.toThrow("kv down");
    expect(cache.last("k")).toBe("first");
  });
});

describe("timedMemo across requests (ADR 015)", () => {
  it("shares no promise in flight: concurrent misses each load, and the settled value is shared after", async () => {
    const cache = timedMemo<number>(TIMED);
    let calls = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5));
    const [a, b] = await Promise.all([cache.get("k", load, { now: 0, ttlMs: 1000 }), cache.get("k", load, { now: 0, ttlMs: 1000 })]);
    expect([a, b].sort()).toEqual([1, 2]);
    expect(await cache.get("k", load, { now: 10, ttlMs: 1000 })).toBeGreaterThan(0);
    expect(calls).toBe(2);
  });

  it("never hands a pending load to another request: a load that never settles holds up only its own", async () => {
    const cache = timedMemo<string>(TIMED);
    const stalled = cache.get("k", () => new Promise<string>(() => {}), { now: 0, ttlMs: 1000 });
    const own = vi.fn(async () => "own");
    expect(await cache.get("k", own, { now: 1, ttlMs: 1000 })).toBe("own");
    expect(own).toHaveBeenCalledTimes(1);
    // The stalled request is still waiting on its own load, never on the other's.
    expect(await Promise.race([stalled, Promise.resolve("still pending")])).toBe("still pending");
  });

  it("serves the expired copy to others while one request refreshes it, and only that one loads", async () => {
    const cache = timedMemo<string>(TIMED);
    await cache.get("k", async () => "old", { now: 0, ttlMs: 1000 });
    let release!: (v: string) => void;
    const refresh = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const refreshing = cache.get("k", refresh, { now: 1000, ttlMs: 1000 });
    expect(await cache.get("k", refresh, { now: 1001, ttlMs: 1000 })).toBe("old");
    expect(refresh).toHaveBeenCalledTimes(1);
    release("new");
    expect(await refreshing).toBe("new");
    expect(await cache.get("k", refresh, { now: 1002, ttlMs: 1000 })).toBe("new");
  });

  it("after a failed refresh the next request tries again", async () => {
    const cache = timedMemo<string>(TIMED);
    await cache.get("k", async () => "old", { now: 0, ttlMs: 1000 });
    await expect(cache.get("k", () => Promise.reject(new Error("kv down")), { now: 1000, ttlMs: 1000 })).rejects.toThrow("kv down");
    expect(await cache.get("k", async () => "new", { now: 1001, ttlMs: 1000 })).toBe("new");
  });

  it("a bounded memo refuses to keep a promise", () => {
    const remember = boundedMemo<Promise<number>>({ entries: 2 });
    expect(() => remember("k", () => Promise.resolve(1))).toThrow(TypeError);
  });
});

describe("memoTtlMs", () => {
  it.each([
    [undefined, 10_000],
    ["0", 0],
    ["30", 30_000],
    ["300", 300_000],
    ["301", 10_000],
    ["-1", 10_000],
    ["soon", 10_000],
  ])("%s s → %i ms", (seconds, ms) => {
    expect(memoTtlMs(seconds, MEMO_POLICY.storeConfig)).toBe(ms);
  });
});

describe("versions", () => {
  it("names equal content with one version and different content with another", () => {
    expect(versionOf({ a: 1, b: [2] })).toBe(versionOf({ a: 1, b: [2] }));
    expect(versionOf({ a: 1 })).not.toBe(versionOf({ a: 2 }));
    expect(digestOf("ab")).not.toBe(digestOf("ba"));
  });

  it("stamps a loaded value once; a copy of it is a value of its own", () => {
    const loaded = stampVersion({ brand: "Stagefront" });
    const stamped = versionOf(loaded);
    expect(stamped).toBe(versionOf({ brand: "Stagefront" }));
    loaded.brand = "changed after load";
    expect(versionOf(loaded)).toBe(stamped);
    expect(versionOf({ ...loaded })).toBe(versionOf({ brand: "changed after load" }));
    expect(Object.keys(loaded)).toEqual(["brand"]);
    expect(JSON.stringify(loaded)).toBe('{"brand":"changed after load"}');
  });

  it("reads a stamp another copy of the module made (the worker and the Remix build bundle one each)", async () => {
    vi.resetModules();
    const otherCopy = await import("./isolate-memo");
    expect(otherCopy.stampVersion).not.toBe(stampVersion);
    const loaded = otherCopy.stampVersion({ brand: "Stagefront" });
    loaded.brand = "changed after load";
    expect(versionOf(loaded)).toBe(versionOf({ brand: "Stagefront" }));
  });

  it("gives a list one version that follows its members and their order", () => {
    const a = stampVersion({ id: 1 });
    const b = stampVersion({ id: 2 });
    expect(versionOfAll([a, b])).toBe(versionOfAll([{ id: 1 }, { id: 2 }]));
    expect(versionOfAll([a, b])).not.toBe(versionOfAll([b, a]));
  });
});
