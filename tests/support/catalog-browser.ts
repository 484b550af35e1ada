// The browser suites over the demo catalog: the worker on a private copy of the seeded D1,
// Chromium, and pages that fail their test on any error the browser logs.
import { mkdirSync } from "node:fs";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import setupCatalog, { copyCatalogState } from "../integration/catalog-setup";
import { launchChromium } from "./browser";
import { startWorker, type WorkerHandle } from "./worker";

/** Where the browser suites leave their screenshots. */
export const SHOTS = "artifacts";

/** A cold machine generates and imports the demo catalog first (integration's global setup). */
const CATALOG_SETUP_TIMEOUT_MS = 300_000;

/** The worker over `name`'s own copy of the demo catalog, listening on the loopback; `bindings` set vars (PAGE_CACHE: "on"). */
export async function startCatalogWorker(name: string, bindings?: Record<string, string>): Promise<{ worker: WorkerHandle; base: string }> {
  await setupCatalog();
  const worker = await startWorker({ http: true, d1Persist: copyCatalogState(name), bindings });
  return { worker, base: `http://127.0.0.1:${worker.url!.port}` };
}

export interface CatalogBrowser {
  /** Set once the file's first beforeAll has run. */
  readonly worker: WorkerHandle;
  /**
   * Opens `path` in a fresh context `width` px wide and expects a 200; `host` picks another store
   * (`de.localhost`: *.localhost resolves to the loopback in Chromium).
   */
  open(path: string, width?: number, options?: Pick<BrowserContextOptions, "javaScriptEnabled" | "permissions" | "geolocation"> & { host?: string }): Promise<Page>;
}

/**
 * Registers the file's hooks: before all, the catalog worker and Chromium; after each test, no
 * page it opened logged an error, and their contexts close; after all, both stop. Call it before
 * the file's own beforeAll, which then finds `worker` started.
 */
export function setupCatalogBrowser(name: string, bindings?: Record<string, string>): CatalogBrowser {
  let worker: WorkerHandle;
  let base: string;
  let browser: Browser;
  const opened: Array<{ context: BrowserContext; errors: string[] }> = [];

  beforeAll(async () => {
    ({ worker, base } = await startCatalogWorker(name, bindings));
    browser = await launchChromium();
    mkdirSync(SHOTS, { recursive: true });
  }, CATALOG_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await browser?.close();
    await worker?.dispose();
  });
  afterEach(async () => {
    for (const o of opened.splice(0)) {
      expect(o.errors, "errors logged in the browser").toEqual([]);
      await o.context.close();
    }
  });

  return {
    get worker() {
      return worker;
    },
    async open(path, width = 1280, { host, ...options } = {}) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, ...options });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      opened.push({ context, errors });
      const origin = host ? `http://${host}:${new URL(base).port}` : base;
      const res = await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
      expect(res?.status(), `${host ?? ""}${path}`).toBe(200);
      return page;
    },
  };
}
