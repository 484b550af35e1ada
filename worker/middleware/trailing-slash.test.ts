import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../env";
import { trailingSlash, trailingSlashRedirect } from "./trailing-slash";

describe("trailingSlashRedirect (spec §2.1)", () => {
  it.each([
    ["/find/s", "/find/s/"],
    ["/find/s?q=rock", "/find/s/?q=rock"],
    // A path, never a host: "//evil/" would be another site.
    ["//evil", "/evil/"],
    ["/find/s/", null],
    ["/favicon.svg", null],
    ["/find/s.data", null],
    ["/bfx-content/api/health", null],
    ["/__remix", null],
  ])("%s → %s", (path, expected) => {
    expect(trailingSlashRedirect(new URL(`https://www.stagefront.example${path}`))).toBe(expected);
  });
});

describe("trailingSlash", () => {
  const app = new Hono<AppEnv>().use("*", trailingSlash).all("*", (c) => c.text("page"));

  it("answers GET and HEAD with 301; other methods go on", async () => {
    const get = await app.request("https://www.stagefront.example/find/s?q=1");
    expect(get.status).toBe(301);
    expect(get.headers.get("location")).toBe("/find/s/?q=1");
    expect((await app.request("https://www.stagefront.example/find/s", { method: "HEAD" })).status).toBe(301);
    expect(await (await app.request("https://www.stagefront.example/find/s", { method: "POST" })).text()).toBe("page");
  });
});
