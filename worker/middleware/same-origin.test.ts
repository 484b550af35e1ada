import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "./same-origin";

const URL_ = "https://www.stagefront.example/preferences/";

describe("isSameOriginRequest (CSRF: Origin and Sec-Fetch-Site)", () => {
  it.each([
    ["GET from anywhere", "GET", { origin: "https://evil.example" }, true],
    ["HEAD", "HEAD", { secFetchSite: "cross-site" }, true],
    ["POST from this origin", "POST", { origin: "https://www.stagefront.example", secFetchSite: "same-origin" }, true],
    ["POST with neither header (not a browser page)", "POST", {}, true],
    ["POST from another origin", "POST", { origin: "https://evil.example" }, false],
    ["POST from another port", "POST", { origin: "https://www.stagefront.example:8443" }, false],
    ["POST over http to an https site", "POST", { origin: "http://www.stagefront.example" }, false],
    ["POST with Origin null (sandboxed frame)", "POST", { origin: "null" }, false],
    ["POST marked cross-site without Origin", "POST", { secFetchSite: "cross-site" }, false],
    ["POST from a sibling subdomain", "POST", { origin: "https://de.stagefront.example", secFetchSite: "same-site" }, false],
    ["DELETE from another origin", "delete", { origin: "https://evil.example" }, false],
    ["POST typed in the address bar (none)", "POST", { secFetchSite: "none" }, true],
  ])("%s → %s", (_name, method, headers, expected) => {
    expect(isSameOriginRequest(method, URL_, headers)).toBe(expected);
  });
});
