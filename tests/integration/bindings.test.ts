import { afterAll, beforeAll, expect, it } from "vitest";
import { Miniflare } from "miniflare";
import { BUNDLE, ROOT } from "../support/worker";
import { join } from "node:path";

// The bundle without its D1 and KV bindings: a clear error at the door, never a 500 with a stack.
let mf: Miniflare;
beforeAll(async () => {
  mf = new Miniflare({
    compatibilityDate: "2026-04-01",
    modules: [{ type: "ESModule", path: BUNDLE }],
    modulesRoot: join(ROOT, "dist"),
  });
  await mf.ready;
});
afterAll(async () => {
  await mf?.dispose();
});

it("names the missing bindings instead of failing deep inside a loader", async () => {
  const page = await mf.dispatchFetch("http://127.0.0.1/");
  expect(page.status).toBe(503);
  expect(await page.text()).toContain("not configured");
  const api = await mf.dispatchFetch("http://127.0.0.1/bfx-content/api/health");
  expect(api.status).toBe(503);
  const body = (await api.json()) as { error: { code: string } };
  expect(body.error.code).toBe("UNAVAILABLE");
});

it("refuses to start without a cookie secret of at least 32 characters, naming it in the log", async () => {
  const logs: string[] = [];
  const weak = new Miniflare({
    compatibilityDate: "2026-04-01",
    modules: [{ type: "ESModule", path: BUNDLE }],
    modulesRoot: join(ROOT, "dist"),
    d1Databases: ["DB"],
    kvNamespaces: ["STORE_CONFIG", "CACHE"],
    bindings: { COOKIE_SECRET: "short" },
    handleRuntimeStdio(stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream) {
      stdout.on("data", (c: Buffer) => logs.push(c.toString()));
      stderr.on("data", (c: Buffer) => logs.push(c.toString()));
    },
  });
  try {
    const page = await weak.dispatchFetch("http://127.0.0.1/");
    expect(page.status).toBe(503);
    expect(await page.text()).not.toContain("COOKIE_SECRET");
    await new Promise((r) => setTimeout(r, 200));
    expect(logs.join("")).toContain("COOKIE_SECRET");
  } finally {
    await weak.dispose();
  }
});
