// The header's menus without JavaScript (ADR 009), in Chromium with scripts off: each menu's own
// page is a link beside its toggle; the hamburger links to the footer's site menu, which without
// scripts also lists the account section: every section's entries are plain links. With scripts on, the hamburger becomes the drawer's button.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium } from "../support/browser";
import { startWorker, type WorkerHandle } from "../support/worker";

let worker: WorkerHandle;
let browser: Browser;
let base: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  worker = await startWorker({ http: true });
  base = `http://127.0.0.1:${worker.url!.port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await worker?.dispose();
});

async function open(path: string, width: number, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
  contexts.push(context);
  const page = await context.newPage();
  const res = await page.goto(`${base}${path}`, { waitUntil: "load" });
  expect(res?.status()).toBe(200);
  return page;
}

describe("header menus without JavaScript", () => {
  it("1280 px: sell, my tickets and sign in are links beside their toggles, and they lead somewhere", async () => {
    const page = await open("/concert-tickets/category/1/", 1280, false);
    const account = page.getByRole("navigation", { name: "Account" });
    expect(await account.getByRole("link", { name: "Sell", exact: true }).getAttribute("href")).toBe("/sell/");
    expect(await account.getByRole("link", { name: "My tickets", exact: true }).getAttribute("href")).toBe("/login/signup/?redirect=%2Fmy%2Forders%2F");
    expect(await account.getByRole("link", { name: "Sign in", exact: true }).getAttribute("href")).toBe(
      "/login/signup/?redirect=%2Fconcert-tickets%2Fcategory%2F1%2F",
    );
    expect(await account.getByRole("button", { name: "Sell menu" }).count()).toBe(1);
    await account.getByRole("link", { name: "Sell", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/sell/");
    expect(await page.getByRole("heading", { level: 1 }).last().textContent()).toBe("Sell your tickets");
  });

  it("375 px: the hamburger is a link to the footer's site menu, which lists account, categories and help", async () => {
    const page = await open("/concert-tickets/category/1/", 375, false);
    const hamburger = page.getByRole("link", { name: "Menu", exact: true });
    expect(await hamburger.getAttribute("href")).toBe("#site-menu");
    expect(await page.getByRole("button", { name: "Menu", exact: true }).count()).toBe(0);
    await hamburger.click();
    await page.waitForURL((url) => url.hash === "#site-menu");
    const siteMenu = page.getByRole("navigation", { name: "Site menu" });
    expect(await siteMenu.isVisible()).toBe(true);
    // Without scripts the compact footer adds the account section (ADR 009): every entry is here.
    expect(await siteMenu.getByRole("heading", { level: 2 }).allTextContents()).toEqual(["Your account", "Find events", "Help", "Stagefront", "Language"]);
    // The account section sits in <noscript> (ADR 024), whose text Playwright's text engine skips
    // (getByText never looks inside one): the bullet is found in the page itself.
    const bulletShown = await siteMenu.evaluate((nav, text) => {
      const bullet = Array.from(nav.querySelectorAll("li > span")).find((span) => span.textContent === text);
      return bullet?.checkVisibility() ?? false;
    }, "Sign in to see your tickets, listings and sales in one place.");
    expect(bulletShown).toBe(true);
    expect(await siteMenu.getByRole("link", { name: "Sign in", exact: true }).getAttribute("href")).toBe(
      "/login/signup/?redirect=%2Fconcert-tickets%2Fcategory%2F1%2F",
    );
    expect(await siteMenu.getByRole("link", { name: "Friends" }).getAttribute("href")).toBe("/login/signup/?redirect=%2Fmy%2Ffriends%2F");
    expect(await siteMenu.getByRole("link", { name: "Concerts" }).getAttribute("href")).toBe("/concert-tickets/category/1/");
    const contact = siteMenu.getByRole("link", { name: /^Contact us/ });
    expect(await contact.getAttribute("href")).toBe("https://support.stagefront.example/hc/en-us/contact");
    expect(await contact.getAttribute("target")).toBe("_blank");
    // The page does not scroll sideways at 375 px with the site menu.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it("with JavaScript, the hamburger becomes the button that opens the drawer", async () => {
    const page = await open("/concert-tickets/category/1/", 375, true);
    const button = page.getByRole("button", { name: "Menu", exact: true });
    await button.waitFor();
    expect(await page.getByRole("link", { name: "Menu", exact: true }).count()).toBe(0);
    await button.click();
    // The drawer opens on the next render and its entry transition: wait for it (a bounded wait
    // that fails if it never opens), rather than read its visibility in the same tick as the click.
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.waitFor({ state: "visible", timeout: 5_000 });
    expect(await drawer.isVisible()).toBe(true);
  });
});
