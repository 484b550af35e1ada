import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../env";
import { errorHandler } from "./error-handler";
import { isSameOriginRequest, sameOrigin } from "./same-origin";

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
    // Found by fuzzing (tests/integration/fuzz-routes.test.ts): Remix checks Origin against
    // X-Forwarded-Host, and runs every non-GET single-fetch request as an action; a mismatch or an
    // unparsable Origin was a 500.
    ["POST with a forwarded host of another site", "POST", { origin: "https://www.stagefront.example", forwardedHost: "evil.example" }, false],
    ["POST with this site as the forwarded host", "POST", { origin: "https://www.stagefront.example", forwardedHost: "www.stagefront.example, proxy" }, true],
    ["POST with an empty first forwarded host", "POST", { origin: "https://www.stagefront.example", forwardedHost: " , evil.example" }, false],
    ["GET with a forwarded host of another site", "GET", { forwardedHost: "evil.example" }, true],
  ])("%s → %s", (_name, method, headers, expected) => {
    expect(isSameOriginRequest(method, URL_, headers)).toBe(expected);
  });

  const DATA_URL = "https://www.stagefront.example/find/s.data";
  it.each([
    ["HEAD from another origin", "HEAD", { origin: "https://evil.example" }, false],
    ["HEAD with an unparsable Origin", "HEAD", { origin: "http://[::1" }, false],
    ["OPTIONS with Origin null", "OPTIONS", { origin: "null" }, false],
    ["HEAD from this origin", "HEAD", { origin: "https://www.stagefront.example" }, true],
    ["HEAD without Origin", "HEAD", {}, true],
    ["GET from another origin (a loader, not an action)", "GET", { origin: "https://evil.example" }, true],
  ])("single-fetch %s → %s", (_name, method, headers, expected) => {
    expect(isSameOriginRequest(method, DATA_URL, headers)).toBe(expected);
  });
});

describe("sameOrigin (the refusal)", () => {
  // The refusal is thrown; the app's onError answers it.
  const app = new Hono<AppEnv>().use("*", sameOrigin).all("*", (c) => c.text("ran")).onError(errorHandler);
  const refuse = (path: string) => app.request(`https://www.stagefront.example${path}`, { method: "POST", headers: { origin: "https://evil.example" } });

  it("answers a page with text and the BFF with the JSON envelope", async () => {
    const page = await refuse("/preferences/");
    expect(page.status).toBe(403);
    expect(page.headers.get("content-type")).toMatch(/^text\/plain/);
    const api = await refuse("/bfx-content/api/iam/logout");
    expect(api.status).toBe(403);
    expect(await api.json()).toMatchObject({ error: { code: "FORBIDDEN" } });
  });

  it("answers JSON for a BFF path written with escapes, as the router decodes it (found by fuzzing)", async () => {
    const api = await refuse("/bfx-content/a%70i/iam/logout");
    expect(api.status).toBe(403);
    expect(await api.json()).toMatchObject({ error: { code: "FORBIDDEN" } });
  });
});
