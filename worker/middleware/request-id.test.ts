import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../env";
import { requestId } from "./request-id";

describe("requestId", () => {
  afterEach(() => vi.restoreAllMocks());
  const app = new Hono<AppEnv>().use("*", requestId).get("*", (c) => {
    c.var.log("info", "page.seen", { path: c.req.path });
    return c.text(c.var.requestId);
  });

  it.each([
    ["cf-ray", { "cf-ray": "8f1e2d3c4b5a6978-FRA" }, "8f1e2d3c4b5a6978-FRA"],
    ["a sane x-request-id", { "x-request-id": "req-00000001" }, "req-00000001"],
  ])("reuses %s, in the answer and in every log line", async (_case, headers, id) => {
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    const res = await app.request("https://www.stagefront.example/x/", { headers });
    expect(await res.text()).toBe(id);
    expect(res.headers.get("x-request-id")).toBe(id);
    expect(lines.map((l) => JSON.parse(l))).toEqual([{ level: "info", event: "page.seen", requestId: id, path: "/x/" }]);
  });

  it("makes a fresh id when the incoming one is not sane", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const res = await app.request("https://www.stagefront.example/", { headers: { "x-request-id": "<script>" } });
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
