// Issue 22 item 11: pages on several stores, with JavaScript, under the CSP without
// 'unsafe-inline' for styles — no securitypolicyviolation event, no CSP message in the console,
// nothing reported to the BFF's report endpoint — while the widgets that float open and close.
// The detector is checked first: a style attribute injected into the page is caught.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../support/browser";
import { startCatalogWorker } from "../support/catalog-browser";
import { catalogueText } from "../support/catalogue";
import type { WorkerHandle } from "../support/worker";

let worker: WorkerHandle;
let base: string;
let browser: Browser;

beforeAll(async () => {
  ({ worker, base } = await startCatalogWorker("e2e-csp"));
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await worker?.dispose();
});

/** The worker's csp.violation log lines so far. */
function cspLines(): string[] {
  return worker.logs.join("").split("\n").filter((l) => l.includes('"csp.violation"'));
}

interface Watched {
  page: Page;
  /** The violations seen so far (events and console messages). */
  violations(): Promise<string[]>;
}

/** Opens `path` on `host` with a listener for CSP violations installed before the document loads. */
async function open(host: string, path: string, width = 1280): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`));
  });
  const page = await context.newPage();
  const console: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  // A style element that differs between server and browser fails hydration: counted too.
  page.on("pageerror", (e) => console.push(`page error: ${e.message}`));
  const res = await page.goto(`http://${host}:${new URL(base).port}${path}`, { waitUntil: "networkidle" });
  expect(res?.status(), `${host}${path}`).toBe(200);
  return {
    page,
    async violations() {
      const events = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
      return [...events, ...console];
    },
  };
}

/** Opens and closes the store dialog, a header menu and the search suggestions: the widgets rendered in the browser. */
async function exercise(page: Page, locale: string) {
  const store = page.getByRole("button", { name: new RegExp(`^${catalogueText(locale, "header", "header.storeSettings").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: `) });
  await store.click();
  await page.getByRole("dialog").first().waitFor();
  await page.keyboard.press("Escape");
  // At 375 px the search field sits behind a button: the suggestions are tried where it shows.
  const search = page.getByRole("search").getByRole("combobox").first();
  if (await search.isVisible()) {
    await search.fill("a");
    await page.waitForTimeout(500);
    await search.fill("");
  }
}

describe("no CSP violation on the storefront with JavaScript", () => {
  it("the detector works: an injected style attribute is a violation, and the browser reports it to the BFF", async () => {
    // Chromium delivers Reporting API (report-to) reports in batches, and not within a test on
    // plain http; the page's CSP is taken without its report-to here, so the browser uses the
    // report-uri it names (as browsers without the Reporting API do) and the endpoint is reached.
    const context = await browser.newContext();
    const origin = base;
    await context.route(`${origin}/`, async (route) => {
      const res = await route.fetch();
      const csp = res.headers()["content-security-policy"]!;
      expect(csp).toContain("report-to csp-endpoint");
      await route.fulfill({ response: res, headers: { ...res.headers(), "content-security-policy": csp.replace(/; report-to [^;]+/, "") } });
    });
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: "networkidle" });
    const seen: string[] = [];
    page.on("console", (m) => seen.push(m.text()));
    await page.evaluate(() => document.body.insertAdjacentHTML("beforeend", '<p style="color: red">x</p>'));
    for (let i = 0; i < 50 && cspLines().length === 0; i++) await page.waitForTimeout(100);
    expect(seen.join("\n")).toMatch(/Content Security Policy/);
    expect(cspLines().length).toBe(1);
    expect(cspLines()[0]).toContain("style-src-attr");
    await context.close();
  });

  it.each([
    ["de.localhost", "/", "de-DE", 1280],
    ["fr.localhost", "/billets-concert/category/1/", "fr-FR", 375],
    ["jp.localhost", "/find/s/?q=a", "ja-JP", 1280],
    ["pl.localhost", "/login/signup/", "pl-PL", 375],
    ["ca.localhost", "/fr/", "fr-CA", 1280],
  ])("%s%s (%s, %i px): none, the floating widgets opened", async (host, path, locale, width) => {
    const { page, violations } = await open(host, path, width);
    await exercise(page, locale);
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it("an event page and the design system page (every widget, with JavaScript): none", async () => {
    const home = await open("it.localhost", "/");
    const event = await home.page.locator('a[href*="/event/"]').first().getAttribute("href");
    await home.page.context().close();
    for (const path of [event!, "/design-system/"]) {
      const { page, violations } = await open("it.localhost", path);
      expect(await violations(), path).toEqual([]);
      await page.context().close();
    }
  });

  it("the BFF's endpoint got the detector's violation and no other", async () => {
    await new Promise((r) => setTimeout(r, 500));
    expect(cspLines()).toHaveLength(1);
  });
});
