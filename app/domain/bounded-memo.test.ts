import { describe, expect, it } from "vitest";
import { boundedMemo } from "./bounded-memo";

describe("boundedMemo", () => {
  it("builds an answer once per key and hands the kept one back", () => {
    const remember = boundedMemo<object>(4);
    let builds = 0;
    const first = remember("a", () => ({ n: ++builds }));
    expect(remember("a", () => ({ n: ++builds }))).toBe(first);
    expect(remember("b", () => ({ n: ++builds }))).not.toBe(first);
    expect(builds).toBe(2);
  });

  it("keeps falsy answers (undefined, false, empty string) without building them again", () => {
    const remember = boundedMemo<string | undefined | boolean>(4);
    let builds = 0;
    for (const answer of [undefined, false, ""]) {
      const key = String(answer);
      remember(key, () => (builds++, answer));
      expect(remember(key, () => (builds++, "other"))).toBe(answer);
    }
    expect(builds).toBe(3);
  });

  it("holds at most its bound, letting the oldest key go first", () => {
    const remember = boundedMemo<number>(2);
    let builds = 0;
    remember("a", () => ++builds);
    remember("b", () => ++builds);
    remember("c", () => ++builds); // "a" goes
    expect(remember("b", () => ++builds)).toBe(2);
    expect(remember("c", () => ++builds)).toBe(3);
    expect(remember("a", () => ++builds)).toBe(4); // built again
  });

  it("does not keep a build that throws", () => {
    const remember = boundedMemo<number>(2);
    expect(() => remember("a", () => { throw new RangeError("bad"); })).toThrow(RangeError);
    expect(remember("a", () => 1)).toBe(1);
  });
});
