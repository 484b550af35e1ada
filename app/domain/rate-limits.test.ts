// The arithmetic of the limits on attempts (ADR 012 "Limits on attempts"): sliding windows and
// progressive delays, with the clock passed in.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { slidingWindowVerdict, throttleDelaySeconds, throttleVerdict, windowStartOf } from "./rate-limits";

const RULE = { limit: 10, windowSeconds: 600 };
const THROTTLE = { free: 5, firstDelaySeconds: 1, maxDelaySeconds: 900, maxFailures: 100, forgetAfterSeconds: 86_400 };

describe("slidingWindowVerdict", () => {
  it.each([
    // current, previous, seconds into the window, allowed
    [0, 0, 0, true],
    [9, 0, 0, true],
    [10, 0, 0, false],
    [0, 10, 1, false],
    [0, 10, 60, true], // 1 + 10 × (1 − 60/600) = 10
    [5, 10, 300, false], // 5 + 1 + 10 × 0.5 = 11
    [4, 10, 300, true], // 4 + 1 + 5 = 10
    [9, 1, 599, false], // 9 + 1 + 1/600
  ])("current %d, previous %d, %d s into the window: allowed %s", (current, previous, into, allowed) => {
    expect(slidingWindowVerdict({ current, previous, windowStart: 600 }, 600 + into, RULE).allowed).toBe(allowed);
  });

  it("the wait it names is the first moment an attempt would pass", () => {
    fc.assert(
      fc.property(fc.nat(15), fc.nat(15), fc.nat(599), (current, previous, into) => {
        const now = 600 + into;
        const verdict = slidingWindowVerdict({ current, previous, windowStart: 600 }, now, RULE);
        if (verdict.allowed) return;
        // What the counts look like at a later moment, nothing else tried meanwhile.
        const at = (t: number) => {
          const start = windowStartOf(t, 600);
          const counts = start === 600 ? { current, previous, windowStart: 600 } : start === 1200 ? { current: 0, previous: current, windowStart: 1200 } : { current: 0, previous: 0, windowStart: start };
          return slidingWindowVerdict(counts, t, RULE).allowed;
        };
        expect(at(now + verdict.retryAfterSeconds)).toBe(true);
        if (verdict.retryAfterSeconds > 1) expect(at(now + verdict.retryAfterSeconds - 1)).toBe(false);
      }),
    );
  });
});

describe("throttle", () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [6, 2],
    [14, 512],
    [15, 900],
    [99, 900],
  ])("after %d failures in a row the next attempt waits %d s", (failures, delay) => {
    expect(throttleDelaySeconds(failures, THROTTLE)).toBe(delay);
  });

  it("refuses during the delay, lets through after it, refuses outright at 100 until a quiet day", () => {
    expect(throttleVerdict({ failures: 7, lastFailureAt: 1_000 }, 1_003, THROTTLE)).toEqual({ allowed: false, retryAfterSeconds: 1, exhausted: false });
    expect(throttleVerdict({ failures: 7, lastFailureAt: 1_000 }, 1_004, THROTTLE)).toEqual({ allowed: true });
    expect(throttleVerdict({ failures: 100, lastFailureAt: 1_000 }, 50_000, THROTTLE)).toEqual({ allowed: false, retryAfterSeconds: 37_400, exhausted: true });
    expect(throttleVerdict({ failures: 100, lastFailureAt: 1_000 }, 87_400, THROTTLE)).toEqual({ allowed: true });
    expect(throttleVerdict(null, 0, THROTTLE)).toEqual({ allowed: true });
  });
});
