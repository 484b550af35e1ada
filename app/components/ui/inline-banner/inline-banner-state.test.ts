import { describe, expect, it } from "vitest";
import { BANNER_STATUSES, bannerRole, bannerStatus } from "./inline-banner-state";

describe("inline banner (spec §4)", () => {
  it.each([
    // "statuses: general (default), info, success, warning, error (alert role; others status role)"
    ["general", "status"],
    ["info", "status"],
    ["success", "status"],
    ["warning", "status"],
    ["error", "alert"],
  ] as const)("%s has the %s role", (status, role) => {
    expect(bannerRole(status)).toBe(role);
  });

  it.each([
    [undefined, "general"],
    ["", "general"],
    ["danger", "general"],
    ["warning", "warning"],
  ])("status %j is %s", (given, status) => {
    expect(bannerStatus(given)).toBe(status);
  });

  it("has exactly the spec's five statuses", () => {
    expect([...BANNER_STATUSES]).toEqual(["general", "info", "success", "warning", "error"]);
  });
});
