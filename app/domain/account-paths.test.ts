import { describe, expect, it } from "vitest";
import {
  ACCOUNT_PATHS,
  REDIRECT_PARAM,
  SIGN_IN_PATH,
  checkGuestPage,
  isSafeRedirect,
  pathAfterSignOut,
  requiresSignIn,
  safeRedirectTarget,
  signedOutTarget,
  type AccountEntryKey,
} from "./account-paths";

describe("ACCOUNT_PATHS (spec §2.2 table)", () => {
  it.each([
    ["activityFeed", "/my/activity/"],
    ["friends", "/my/friends/"],
    ["giftCodes", "/my/rewards/"],
    ["promoCodes", "/my/rewards/"],
    ["listings", "/my/listings/"],
    ["orders", "/my/orders/"],
    ["myTickets", "/my/orders/"],
    ["payments", "/my/payments/"],
    ["profile", "/my/profile/"],
    ["myAccount", "/my/profile/"],
    ["myHub", "/my/profile/"],
    ["sales", "/my/sales/"],
    ["settings", "/my/settings/"],
    ["sell", "/sell/"],
    ["sellTickets", "/sell/"],
    ["signOut", "/"],
  ] as const)("%s → %s", (key, path) => {
    expect(ACCOUNT_PATHS[key]).toBe(path);
  });

  it("has exactly the sixteen entries of the table", () => {
    expect(Object.keys(ACCOUNT_PATHS)).toHaveLength(16);
  });

  it("names the sign-in page and its redirect parameter", () => {
    expect(SIGN_IN_PATH).toBe("/login/signup/");
    expect(REDIRECT_PARAM).toBe("redirect");
  });
});

describe("sign-in gating (spec §2.2, §6: my tickets, listings, sales, sign-in)", () => {
  const allKeys = [...Object.keys(ACCOUNT_PATHS), "signIn"] as AccountEntryKey[];
  const gated = new Set<AccountEntryKey>(["myTickets", "listings", "sales", "signIn"]);

  it.each(allKeys.map((key) => [key, gated.has(key)] as const))("%s requires sign-in: %s", (key, expected) => {
    expect(requiresSignIn(key)).toBe(expected);
  });

  it.each([
    ["myTickets", "/my/orders/", false, "/login/signup/?redirect=%2Fmy%2Forders%2F"],
    ["listings", "/my/listings/", false, "/login/signup/?redirect=%2Fmy%2Flistings%2F"],
    ["sales", "/my/sales/", false, "/login/signup/?redirect=%2Fmy%2Fsales%2F"],
    ["signIn", "/fr/event/123/?qty=2#seats", false, "/login/signup/?redirect=%2Ffr%2Fevent%2F123%2F%3Fqty%3D2%23seats"],
    // signed in: reachable
    ["myTickets", "/my/orders/", true, "/my/orders/"],
    ["sales", "/my/sales/", true, "/my/sales/"],
    // not gated: followed as is
    ["payments", "/my/payments/", false, "/my/payments/"],
    ["sellTickets", "/sell/", false, "/sell/"],
  ] as const)("%s to %s (signed in: %s) → %s", (key, target, signedIn, expected) => {
    expect(signedOutTarget(key, target, signedIn)).toBe(expected);
  });

  it("puts the target address, intact, into the redirect parameter", () => {
    const target = "/fr/find/s/?q=ac/dc & friends";
    const sent = new URL(signedOutTarget("signIn", target, false), "http://localhost");
    expect(sent.pathname).toBe(SIGN_IN_PATH);
    expect(sent.searchParams.get(REDIRECT_PARAM)).toBe(target);
  });
});

describe("pathAfterSignOut (spec §4: a /my/ path redirects to /)", () => {
  it.each([
    ["/my/orders/", "/"],
    ["/my/", "/"],
    ["/my", "/"],
    ["/my/settings/?tab=email#top", "/"],
    ["/fr/my/orders/", "/"],
    ["/fr-ca/my/listings/", "/"],
    ["/", null],
    ["/event/123/", null],
    ["/sell/", null],
    ["/mystuff/", null],
    ["/fr/event/123/", null],
    ["/billets-concert/my/orders/", null],
    ["/purchase/my/", null],
  ] as const)("%s → %s", (path, expected) => {
    expect(pathAfterSignOut(path)).toBe(expected);
  });

  it("uses the supported languages when given", () => {
    expect(pathAfterSignOut("/fr/my/orders/", ["en", "fr"])).toBe("/");
    expect(pathAfterSignOut("/xx/my/orders/", ["en", "fr"])).toBeNull();
  });
});

describe("checkGuestPage (spec §2.2 guest-allowed pages)", () => {
  it.each([
    ["/my/guest/orderlookup/", true],
    ["/my/guest/orderlookup", true],
    ["/fr/my/guest/orderlookup/?order=1", true],
    ["/purchase/", true],
    ["/event/123/purchase/", true],
    ["/", false],
    ["/?next=/purchase/", false],
    ["/my/orders/", false],
    ["/my/guest/", false],
    ["/purchases/", false],
    ["/event/123/", false],
  ] as const)("%s is a guest page: %s", (path, guestPage) => {
    expect(checkGuestPage(path)).toEqual(
      guestPage ? { guestPage: true } : { guestPage: false, signOut: true, reason: "not a guest page" }
    );
  });
});

describe("safe redirects", () => {
  it.each([
    ["/", "/"],
    ["/my/orders/", "/my/orders/"],
    ["/fr/event/123/?qty=2#seats", "/fr/event/123/?qty=2#seats"],
    ["/find/s/?q=ac%2Fdc", "/find/s/?q=ac%2Fdc"],
    ["/a/../my/orders/", "/my/orders/"],
    ["/caf%C3%A9/", "/caf%C3%A9/"],
  ])("accepts %j → %j", (raw, expected) => {
    expect(isSafeRedirect(raw)).toBe(true);
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it.each([
    ["//evil.com"],
    ["///evil.com"],
    ["/\\evil.com"],
    ["\\\\evil.com"],
    ["\\/evil.com"],
    ["%2F%2Fevil.com"],
    ["/%2F/evil.com"],
    ["/%5Cevil.com"],
    ["/%255Cevil.com"],
    ["/%252F%252Fevil.com"],
    ["https://evil.com/"],
    ["https:evil"],
    ["javascript:alert(1)"],
    ["evil.com"],
    ["my/orders/"],
    ["/\t/evil"],
    ["/%09/evil"],
    ["/\n/evil"],
    ["/my/orders/\u0000"],
    ["/%E0%A4%A"],
    // Dot segments that resolve to a network path (found by the integration property test).
    ["/.//evil.com"],
    ["/a/..//evil.com"],
    // Dot segments that expose an encoded network path (found by the fuzz test).
    ["/%2e%2e/%2F%2Fevil.example"],
    [""],
    [null],
    [undefined],
  ])("refuses %j", (raw) => {
    expect(isSafeRedirect(raw)).toBe(false);
    expect(safeRedirectTarget(raw)).toBe("/");
    expect(safeRedirectTarget(raw, "/my/orders/")).toBe("/my/orders/");
  });
});
