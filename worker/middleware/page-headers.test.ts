import { Hono, type Context } from "hono";
import { describe, expect, it } from "vitest";
import type { SessionInfo } from "../../app/lib/session";
import type { AppEnv } from "../env";
import { errorHandler } from "./error-handler";
import { pageHeaders, RETRY_AFTER_SECONDS } from "./page-headers";

const SIGNED_IN = { id: "0".repeat(32), loginType: "password", userId: 1 } as SessionInfo;

/** A page answered by `answer`, behind pageHeaders, for a visitor with or without a session. */
function page(answer: (c: Context<AppEnv>) => Response, session: SessionInfo | null = null) {
  const app = new Hono<AppEnv>()
    .use("*", async (c, next) => {
      c.set("log", () => {});
      c.set("session", session);
      await next();
    })
    .use("*", pageHeaders)
    .get("*", answer)
    .onError(errorHandler);
  return app.request("https://www.stagefront.example/x/");
}

describe("pageHeaders", () => {
  it("gives an HTML page the CSP with the nonce its document was rendered with", async () => {
    const res = await page((c) => c.html(`<script nonce="${c.var.nonce}"></script>`));
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(await res.text()).toBe(`<script nonce="${nonce}"></script>`);
  });

  it("leaves the CSP of other answers to the security headers", async () => {
    const res = await page((c) => c.text("ok"));
    expect(res.headers.get("content-security-policy")).toBeNull();
  });

  it.each([
    ["signed out, nothing said", null, undefined, "private, no-cache"],
    ["signed out, the route's own rule", null, "no-store", "no-store"],
    ["signed in, nothing said", SIGNED_IN, undefined, "private, no-store"],
    ["signed in, the route's own rule", SIGNED_IN, "public, max-age=60", "private, no-store"],
  ])("cache-control %s → %s", async (_case, session, own, expected) => {
    const res = await page((c) => c.text("ok", 200, own ? { "cache-control": own } : {}), session);
    expect(res.headers.get("cache-control")).toBe(expected);
  });

  it("adds Retry-After to a 503 that has none, and keeps one the route set", async () => {
    expect((await page((c) => c.text("down", 503))).headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect((await page((c) => c.text("down", 503, { "retry-after": "5" }))).headers.get("retry-after")).toBe("5");
    expect((await page((c) => c.text("ok"))).headers.get("retry-after")).toBeNull();
  });

  it("leaves onError's answer as it is", async () => {
    const res = await page(() => {
      throw new Error("boom");
    }, SIGNED_IN);
    expect(res.status).toBe(503);
    expect(res.headers.get("cache-control")).toBeNull();
    expect(res.headers.get("retry-after")).toBeNull();
  });
});
