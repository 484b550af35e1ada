import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api-error";
import { MissingBindingError, type AppEnv } from "../env";
import { errorHandler } from "./error-handler";
import { RETRY_AFTER_SECONDS } from "./page-headers";
import { requestId } from "./request-id";

/** An app whose every path throws `error`, with the request id and a log that keeps its lines. */
function throwing(error: unknown) {
  const lines: Array<Record<string, unknown>> = [];
  const app = new Hono<AppEnv>()
    .use("*", requestId, async (c, next) => {
      c.set("log", (level, event, fields) => void lines.push({ level, event, requestId: c.var.requestId, ...fields }));
      await next();
    })
    .all("*", () => {
      throw error;
    })
    .onError(errorHandler);
  const request = (path: string) => app.request(`https://www.stagefront.example${path}`, { headers: { "x-request-id": "req-00000001" } });
  return { request, lines };
}

describe("errorHandler (the app's one onError)", () => {
  it("an ApiError on the BFF: its status and the envelope; a 503 says when to try again", async () => {
    const { request } = throwing(new ApiError("UNAVAILABLE", "Suggestions are not available right now."));
    const res = await request("/bfx-content/api/search/suggest/v3");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(await res.json()).toEqual({ error: { code: "UNAVAILABLE", message: "Suggestions are not available right now.", requestId: "req-00000001" } });
    const refused = await throwing(new ApiError("BAD_REQUEST", "q: too long")).request("/bfx-content/api/x");
    expect(refused.status).toBe(400);
    expect(refused.headers.get("retry-after")).toBeNull();
  });

  it("an ApiError on a page (a refused cross-site form post): its message as text", async () => {
    const res = await throwing(new ApiError("FORBIDDEN", "This request must come from a page of this site.")).request("/preferences/");
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe("This request must come from a page of this site.");
  });

  it("a missing binding: 503 naming no binding to the caller, the names in the log", async () => {
    const { request, lines } = throwing(new MissingBindingError(["DB (D1)"]));
    const page = await request("/");
    expect(page.status).toBe(503);
    expect(await page.text()).toBe("The storefront is not configured on this host.");
    const api = await request("/bfx-content/api/health");
    expect(((await api.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: "UNAVAILABLE", message: "The storefront is not configured on this host." });
    expect(lines[0]).toMatchObject({ level: "error", event: "bindings.missing", requestId: "req-00000001", missing: ["DB (D1)"] });
  });

  it("anything else: 503 without internals, logged as unhandled with its stack", async () => {
    const { request, lines } = throwing(new TypeError("x is undefined"));
    const page = await request("/find/s/");
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBeNull();
    expect(await page.text()).toBe("Something went wrong on our side; please try again.");
    const api = await request("/bfx-content/api/health");
    const body = (await api.json()) as { error: Record<string, string> };
    expect(body.error).toEqual({ code: "UNAVAILABLE", message: "The service could not answer; please try again.", requestId: "req-00000001" });
    expect(lines[0]).toMatchObject({ level: "error", event: "unhandled", requestId: "req-00000001", message: "x is undefined" });
    expect(lines[0]!.stack).toMatch(/^TypeError: x is undefined\n\s+at /);
  });
});
