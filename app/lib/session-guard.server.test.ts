import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionInfo } from "./session";
import { constantTimeEqual, isValidCsrf } from "./session-guard.server";

describe("constantTimeEqual", () => {
  afterEach(() => vi.unstubAllGlobals());

  const CASES: Array<[string, string, boolean]> = [
    ["deadbeef", "deadbeef", true],
    ["deadbeef", "deadbeeF", false],
    ["deadbeef", "deadbee", false],
    ["", "", true],
    ["a", "", false],
  ];

  it.each(CASES)("%j vs %j → %s (by hand, as under Node)", (a, b, expected) => {
    expect(typeof (crypto.subtle as { timingSafeEqual?: unknown }).timingSafeEqual).toBe("undefined");
    expect(constantTimeEqual(a, b)).toBe(expected);
  });

  it("uses the platform's crypto.subtle.timingSafeEqual where there is one (workerd)", () => {
    const timingSafeEqual = vi.fn((x: Uint8Array, y: Uint8Array) => x.every((byte, i) => byte === y[i]));
    vi.stubGlobal("crypto", { subtle: { timingSafeEqual } });
    for (const [a, b, expected] of CASES) expect(constantTimeEqual(a, b)).toBe(expected);
    // Different lengths never reach it (workerd's throws on them).
    expect(timingSafeEqual).toHaveBeenCalledTimes(3);
  });
});

describe("isValidCsrf", () => {
  const session = { csrfToken: "deadbeef" } as SessionInfo;
  it.each([
    [session, "deadbeef", true],
    [session, "deadbeee", false],
    [session, "", false],
    [session, 12, false],
    [null, "deadbeef", false],
  ])("%j, %j → %s", (s, token, expected) => {
    expect(isValidCsrf(s, token)).toBe(expected);
  });
});
