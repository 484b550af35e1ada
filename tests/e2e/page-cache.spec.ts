// Pages served from the edge page cache (ADR 017) in Chromium: the copy's scripts run under the
// nonce of their own answer (no CSP violation), the page hydrates and navigates client-side, and
// a second fan's document differs from the first only in its nonces.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../support/browser";
import { startWorker, type WorkerHandle } from "../support/worker";
import setupCatalog, { copyCatalogState } from "../integration/catalog-setup";

let worker: WorkerHandle;
let browser: Browser;

beforeAll(async () => {
  await setupCatalog();
  worker = await startWorker({ http: true, d1Persist: copyCatalogState("e2e-page-cache"), bindings: { PAGE_CACHE: "on" } });
  browser = await launchChromium();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await worker?.dispose();
});

async function open(path: string): Promise<{ page: Page; errors: string[]; cache: string | null; nonce: string | null }> {
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  const res = await page.goto(new URL(path, worker.url!).href, { waitUntil: "networkidle" });
  expect(res?.status()).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(res?.headers()["content-security-policy"] ?? "")?.[1] ?? null;
  return { page, errors, cache: res?.headers()["x-page-cache"] ?? null, nonce };
}

describe("a page answered from the edge page cache", () => {
  it("hydrates under its own nonce and navigates client-side, for the first fan and the next", async () => {
    const path = `/?page=2`;
    const first = await open(path);
    const second = await open(path);
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(second.nonce).not.toBe(first.nonce);
    for (const { page, errors, nonce } of [first, second]) {
      // Every script element carries this answer's nonce (the browser hides the attribute's value from the DOM after parsing, not from .nonce).
      const scriptNonces = await page.evaluate(() => [...document.querySelectorAll("script")].map((s) => s.nonce));
      expect(scriptNonces.length).toBeGreaterThan(0);
      expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
      await page.evaluate(() => {
        (window as unknown as { __spa: boolean }).__spa = true;
      });
      // The drawer is JavaScript: it opens only on a hydrated page.
      const hamburger = page.getByRole("button", { name: "Menu", exact: true });
      await hamburger.click();
      await expect.poll(() => page.getByRole("dialog", { name: "Menu" }).isVisible()).toBe(true);
      // Escape is the dialog's key once focus is in it (the drawer moves focus in after it opens).
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null)).toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("dialog", { name: "Menu" }).count(), { timeout: 2_000 }).toBe(0);
      // An event card's link navigates client-side: the marker on window survives.
      const card = page.getByRole("main").getByRole("listitem").getByRole("heading").first().getByRole("link");
      const href = await card.getAttribute("href");
      await card.click();
      await page.waitForURL(`**${href}`);
      expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
