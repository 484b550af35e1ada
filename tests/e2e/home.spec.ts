import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../support/browser";
import { catalogueText } from "../support/catalogue";
import { startWorker, type WorkerHandle } from "../support/worker";

let worker: WorkerHandle;
let browser: Browser;
let port: string;

beforeAll(async () => {
  worker = await startWorker({ http: true });
  port = worker.url!.port;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await worker?.dispose();
});

/** The logo's name: the brand and its tag line in the page's language. */
const altOf = (lang: string) => `Stagefront: ${catalogueText(lang, "header", "logo.tagline")}`;

async function open(host: string, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  const res = await page.goto(`http://${host}:${port}${path}`, { waitUntil: "networkidle" });
  expect(res?.status()).toBe(200);
  return { page, errors };
}

describe.each([
  ["127.0.0.1", "/", "en-US", "Concerts", "/concert-tickets/category/1/"],
  ["127.0.0.1", "/fr/", "fr-FR", "Concerts", "/billets-concerts/fr/category/1/"],
  ["ca.localhost", "/", "en-CA", "Concerts", "/concert-tickets/category/1/"],
  ["ca.localhost", "/fr/", "fr-CA", "Concerts", "/billets-concert/fr/category/1/"],
])("store at %s, %s", (host, path, lang, linkName, target) => {
  it(`is in ${lang} with the logo as the level-1 heading, and navigates client-side after hydration`, async () => {
    const { page, errors } = await open(host, path);
    expect(await page.getAttribute("html", "lang")).toBe(lang);
    const ALT = altOf(lang);

    const h1 = page.getByRole("heading", { level: 1, name: ALT });
    await expect.poll(() => h1.count()).toBe(1);
    const home = h1.getByRole("link", { name: ALT });
    expect(await home.getAttribute("href")).toBe(path);

    // A marker on window survives only a client-side navigation, not a document load.
    await page.evaluate(() => {
      (window as unknown as { __spa: boolean }).__spa = true;
    });
    await page.getByRole("navigation", { name: catalogueText(lang, "header", "header.categoriesNav") }).getByRole("link", { name: linkName }).click();
    await page.waitForURL(`**${target}`);
    await expect.poll(() => page.getByRole("heading", { level: 2, name: ALT }).count()).toBe(1);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(catalogueText(lang, "header", "menu.concerts"));
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);

    // and back home through the logo, still without a reload
    await page.getByRole("link", { name: ALT }).click();
    await page.waitForURL(`**:${port}${path}`);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: ALT }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);

    // The place data's licence asks for the credit on every page (CC BY 4.0).
    const credit = page.getByRole("contentinfo").getByRole("link", { name: "GeoNames" });
    expect(await credit.getAttribute("href")).toBe("https://www.geonames.org/");

    expect(errors).toEqual([]);
    await page.close();
  });
});
