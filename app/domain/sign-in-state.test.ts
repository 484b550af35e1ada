import { describe, expect, it } from "vitest";
import { isSecureTransport, SIGN_OUT_COOKIES } from "./sign-in-state";

describe("isSecureTransport (Secure cookies and the __Host- prefix)", () => {
  it.each([
    ["https://www.stagefront.example/", true],
    ["https://localhost:8787/", true],
    ["http://127.0.0.1:8787/", false],
    ["http://127.9.9.9/", false],
    ["http://localhost:8787/", false],
    ["http://de.localhost:8787/", false],
    ["http://[::1]:8787/", false],
    // Plain http anywhere else still gets Secure: safe by default.
    ["http://tickets.example/", true],
    ["http://localhost.evil.example/", true],
  ])("%s → %s", (address, secure) => {
    expect(isSecureTransport(new URL(address))).toBe(secure);
  });
});

describe("SIGN_OUT_COOKIES (spec §4)", () => {
  it("lists the eight readable state cookies, both session cookie names and the two tracking cookies, once each", () => {
    expect(SIGN_OUT_COOKIES).toHaveLength(12);
    expect(new Set(SIGN_OUT_COOKIES).size).toBe(12);
  });
});
