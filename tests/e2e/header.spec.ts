// The header of spec §2.5 in Chromium: menus by hover, click and keyboard at 1280 px, the drawer
// at 375 px, a failing content call (spec §8), axe-core at both widths, and screenshots.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { contentKey } from "../../app/domain/content";
import { defaultStoreConfig, storeConfigKey } from "../../app/domain/store-config";
import { axeViolations, type AxeOptions } from "../support/axe";
import { launchChromium } from "../support/browser";
import { startWorker, type WorkerHandle } from "../support/worker";

const HELP = "https://support.stagefront.example/hc/en-us/";

let worker: WorkerHandle;
let browser: Browser;

/** Store 1 with the expanded discovery menu, cities on, and authored header content. */
async function authorContent(w: WorkerHandle): Promise<void> {
  const kv = await w.kv("STORE_CONFIG");
  const config = defaultStoreConfig(1);
  config.featureFlags["common.exposeExpandedNavMenu"] = true;
  await kv.put(storeConfigKey(1), JSON.stringify(config));
  await kv.put(
    contentKey(1, "components"),
    JSON.stringify({
      subCatNav: {
        cities: [
          { name: "New York", webURI: "/new-york-tickets/geography/5128581/" },
          { name: "Chicago", webURI: "/chicago-tickets/geography/4887398/" },
        ],
      },
    }),
  );
  await kv.put(
    contentKey(1, "site-nav"),
    JSON.stringify({
      discovery: [
        {
          id: "concerts", type: "menu", label: "Concerts", webURI: "/concert-tickets/category/1/", layer: 1, index: 0,
          items: [
            { id: "concerts-view-all", type: "link", label: "View All", webURI: "/concert-tickets/category/1/", layer: 2, index: 0 },
            { id: "category-2", type: "link", label: "Rock", webURI: "/rock-tickets/category/2/", layer: 2, index: 1 },
            {
              id: "concerts-popular", type: "section", label: "Popular near you", layer: 2, index: 2,
              items: [{ id: "performer-1", type: "link", label: "Taylor Swift", webURI: "/taylor-swift-tickets/performer/1/", layer: 3, index: 0 }],
            },
          ],
        },
        {
          id: "sports", type: "menu", label: "Sports", webURI: "/sports-tickets/category/28/", layer: 1, index: 1,
          items: [
            { id: "sports-view-all", type: "link", label: "View All", webURI: "/sports-tickets/category/28/", layer: 2, index: 0 },
            {
              id: "sports-popular", type: "section", label: "Local teams", layer: 2, index: 1,
              items: [{ id: "performer-9", type: "link", label: "New York Yankees", webURI: "/new-york-yankees-tickets/performer/9/", layer: 3, index: 0 }],
            },
          ],
        },
      ],
    }),
  );
}

beforeAll(async () => {
  worker = await startWorker({ http: true, bindings: { STORE_CONFIG_CACHE_SECONDS: "0" } });
  await authorContent(worker);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await worker?.dispose();
});

/**
 * axe-core over the header and any open dialog (the drawer, the search modal). Page-level rules
 * (the document's title, its main landmark) belong to the pages' own tests.
 */
const HEADER_AND_DIALOGS: AxeOptions = { include: ["header", ".ui-dialog-root"] };

async function open(w: WorkerHandle, width: number, path = "/", status = 200): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  const res = await page.goto(`http://127.0.0.1:${w.url!.port}${path}`, { waitUntil: "networkidle" });
  expect(res?.status()).toBe(status);
  // The browser logs a page answered with an error status; that is the page's, not the header's.
  if (status !== 200) errors.length = 0;
  return { page, errors };
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
const accountNav = (page: Page) => page.getByRole("navigation", { name: "Account" });
const categoriesNav = (page: Page) => page.getByRole("navigation", { name: "Categories" });

describe("header at 1280 px", () => {
  it("sell opens on hover and closes when the pointer leaves; the top bar keeps its height", async () => {
    const { page, errors } = await open(worker, 1280);
    const header = page.getByRole("banner");
    const height = (await header.boundingBox())!.height;
    const sell = accountNav(page).getByRole("button", { name: "Sell" });
    expect(await sell.getAttribute("aria-expanded")).toBe("false");
    await sell.hover();
    await expect.poll(() => sell.getAttribute("aria-expanded")).toBe("true");
    const sellTickets = accountNav(page).getByRole("link", { name: "Sell tickets" });
    expect(await sellTickets.isVisible()).toBe(true);
    expect(await sellTickets.getAttribute("href")).toBe("/sell/");
    // The panel floats: the header does not grow.
    expect((await header.boundingBox())!.height).toBe(height);
    await page.mouse.move(640, 600);
    await expect.poll(() => sell.getAttribute("aria-expanded")).toBe("false");
    expect(await sellTickets.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("my tickets opens by click, closes by a second click and by a click outside", async () => {
    const { page, errors } = await open(worker, 1280);
    const myTickets = accountNav(page).getByRole("button", { name: "My tickets" });
    await myTickets.click();
    await expect.poll(() => myTickets.getAttribute("aria-expanded")).toBe("true");
    const listings = accountNav(page).getByRole("link", { name: "My listings" });
    expect(await listings.getAttribute("href")).toBe("/login/signup/?redirect=%2Fmy%2Flistings%2F");
    await myTickets.click();
    await expect.poll(() => myTickets.getAttribute("aria-expanded")).toBe("false");
    await myTickets.click();
    await expect.poll(() => myTickets.getAttribute("aria-expanded")).toBe("true");
    await page.mouse.click(640, 500);
    await expect.poll(() => myTickets.getAttribute("aria-expanded")).toBe("false");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("by keyboard alone: Enter opens a category's discovery menu, Escape closes it and focus returns to its button", async () => {
    const { page, errors } = await open(worker, 1280);
    const toggle = categoriesNav(page).getByRole("button", { name: "Sports menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("View All");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("New York Yankees");
    expect(await categoriesNav(page).getByRole("group", { name: "Local teams" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await toggle.evaluate((b) => b === document.activeElement)).toBe(true);

    // Space opens the sell menu too (it also opens on hover); Escape gives focus back.
    const sell = accountNav(page).getByRole("button", { name: "Sell" });
    await sell.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => sell.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("Sell tickets");
    await page.keyboard.press("Escape");
    await expect.poll(() => sell.getAttribute("aria-expanded")).toBe("false");
    expect(await sell.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("choosing a discovery entry navigates inside the app and leaves the menu closed", async () => {
    const { page, errors } = await open(worker, 1280);
    await page.evaluate(() => {
      (window as unknown as { __spa: boolean }).__spa = true;
    });
    const toggle = categoriesNav(page).getByRole("button", { name: "Concerts menu" });
    await toggle.click();
    await categoriesNav(page).getByRole("link", { name: "View All" }).click();
    await page.waitForURL("**/concert-tickets/category/1/");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
    // Sign in now carries this page as its redirect.
    await expect
      .poll(() => accountNav(page).getByRole("link", { name: "Sign in" }).getAttribute("href"))
      .toBe("/login/signup/?redirect=%2Fconcert-tickets%2Fcategory%2F1%2F");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("support opens the store's help site in a new tab", async () => {
    const { page } = await open(worker, 1280);
    const support = accountNav(page).getByRole("link", { name: "Support (opens in a new tab)" });
    expect(await support.getAttribute("href")).toBe(HELP);
    expect(await support.getAttribute("target")).toBe("_blank");
    expect(await support.getAttribute("rel")).toContain("noopener");
    await page.close();
  });

  it("has no axe-core violation, closed and with a discovery menu open; screenshot", async () => {
    const { page, errors } = await open(worker, 1280);
    expect(await axeViolations(page, HEADER_AND_DIALOGS)).toEqual([]);
    await categoriesNav(page).getByRole("button", { name: "Concerts menu" }).click();
    expect(await axeViolations(page, HEADER_AND_DIALOGS)).toEqual([]);
    await page.screenshot({ path: "artifacts/header-1280-menu.png" });
    await accountNav(page).getByRole("button", { name: "Sell" }).hover();
    expect(await axeViolations(page, HEADER_AND_DIALOGS)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("header at 375 px", () => {
  it("menus are a drawer: the hamburger opens it, Tab stays inside, Escape closes it and focus returns", async () => {
    const { page, errors } = await open(worker, 375);
    // The wide-screen bar's menus are not shown; the hamburger and the search item are.
    expect(await accountNav(page).isVisible()).toBe(false);
    const hamburger = page.getByRole("button", { name: "Menu", exact: true });
    expect(await hamburger.getAttribute("aria-expanded")).toBe("false");
    await hamburger.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await hamburger.getAttribute("aria-expanded")).toBe("true");
    await drawer.evaluate((d) => Promise.all(d.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect(await drawer.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Your account", "Find events", "Help"]);

    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    // A sub-menu opens inline in the drawer.
    const sports = drawer.getByRole("button", { name: "Sports" });
    await sports.click();
    await expect.poll(() => sports.getAttribute("aria-expanded")).toBe("true");
    expect(await drawer.getByRole("link", { name: "New York Yankees" }).isVisible()).toBe(true);
    expect(await axeViolations(page, HEADER_AND_DIALOGS)).toEqual([]);
    await page.screenshot({ path: "artifacts/header-375-drawer.png" });

    await page.keyboard.press("Escape"); // closes the sub-menu
    await expect.poll(() => sports.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Escape"); // closes the drawer
    await expect.poll(() => drawer.count(), { timeout: 2_000 }).toBe(0);
    expect(await hamburger.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await hamburger.getAttribute("aria-expanded")).toBe("false");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("has no axe-core violation as loaded, and does not scroll sideways", async () => {
    const { page, errors } = await open(worker, 375);
    expect(await axeViolations(page, HEADER_AND_DIALOGS)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the search item opens the search modal", async () => {
    const { page, errors } = await open(worker, 375);
    const search = page.getByRole("button", { name: "Search", exact: true });
    await search.click();
    const modal = page.getByRole("dialog");
    await expect.poll(() => modal.count()).toBe(1);
    // The modal's field takes focus: typing goes straight into the search.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("q");
    expect(await modal.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await axeViolations(page, HEADER_AND_DIALOGS)).toEqual([]);
    await page.screenshot({ path: "artifacts/header-375-search.png" });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe.each([
  [
    "the catalog tables the content is generated from are gone (the content call fails and is logged)",
    async (w: WorkerHandle) => {
      const db = await w.db();
      await db.exec("DROP TABLE event_performers");
      await db.exec("DROP TABLE events");
    },
    '"event":"content.failed"',
    // The catalog is gone for the pages too: an address that needs no catalog (the 404 page).
    ["/no-such-thing/", 404],
  ],
  [
    "the cached content documents are corrupt (fresh copies of the wrong shape in KV)",
    async (w: WorkerHandle) => {
      const cache = await w.kv("CACHE");
      await cache.put("cms:v1:1:site-nav", JSON.stringify({ storedAt: Date.now(), value: { discovery: [{ id: "x", type: "menu" }] } }));
      await cache.put("cms:v1:1:components", JSON.stringify({ storedAt: Date.now(), value: { subCatNav: { cities: "nope" } } }));
    },
    '"event":"header.content_failed"',
    ["/", 200],
  ],
] as const)("header when %s (spec §8)", (_fault, breakContent, logged, [path, status]) => {
  let failing: WorkerHandle;
  beforeAll(async () => {
    failing = await startWorker({ http: true, bindings: { STORE_CONFIG_CACHE_SECONDS: "0" } });
    // The expanded menu and cities are on, so only the missing content keeps them away.
    await authorContent(failing);
    const kv = await failing.kv("STORE_CONFIG");
    await kv.delete(contentKey(1, "components"));
    await kv.delete(contentKey(1, "site-nav"));
    await breakContent(failing);
  });
  afterAll(async () => {
    await failing?.dispose();
  });

  it("renders the header without that content, and its menus and drawer still work", async () => {
    const { page, errors } = await open(failing, 1280, path, status);
    await expect.poll(() => failing.logs.join("")).toContain(logged);
    const bar = categoriesNav(page);
    // Cities and VIP stay as plain links to their category pages; no discovery menus.
    expect(await bar.getByRole("link").allTextContents()).toEqual(["Concerts", "Sports", "Theater & Comedy", "Cities", "VIP"]);
    expect(await bar.getByRole("button").count()).toBe(0);
    const myTickets = accountNav(page).getByRole("button", { name: "My tickets" });
    await myTickets.click();
    await expect.poll(() => myTickets.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await expect.poll(() => myTickets.getAttribute("aria-expanded")).toBe("false");
    const sell = accountNav(page).getByRole("button", { name: "Sell" });
    await sell.hover();
    await expect.poll(() => sell.getAttribute("aria-expanded")).toBe("true");
    expect(errors).toEqual([]);
    await page.close();

    const small = await open(failing, 375, path, status);
    await small.page.getByRole("button", { name: "Menu", exact: true }).click();
    const drawer = small.page.getByRole("dialog", { name: "Menu" });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await drawer.getByRole("link", { name: "Concerts" }).count()).toBe(1);
    expect(small.errors).toEqual([]);
    await small.page.close();
  });
});
