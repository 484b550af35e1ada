// Issue 25's big event in Chromium: the page of an event with 300 listings or more, its listings
// shown, on a 375 px phone — no sideways scrolling, the venue map inside the viewport, axe clean,
// paging by the design system's pagination — in English and on the German store (its own headline
// event, in its language). Screenshots at 375 and 1280 px into SHOTS_DIR (/tmp/shots-bigevent).
import { mkdirSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe";
import { bigEventOf, type BigEvent } from "../support/big-event";
import { setupCatalogBrowser } from "../support/catalog-browser";

const site = setupCatalogBrowser("e2e-big-event");
const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots-bigevent";
const PHONE = 375;

let us: BigEvent;
let de: BigEvent;

beforeAll(async () => {
  const db = await site.worker.db();
  const big = async (country: string) => {
    const event = await bigEventOf(db, country);
    if (!event || event.listingCount < 300) throw new Error(`no big event in ${country}`);
    return event;
  };
  us = await big("US");
  de = await big("DE");
  mkdirSync(SHOTS, { recursive: true });
});

/** The page is no wider than the phone, and nor is its map. */
async function fitsThePhone(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    map: Math.max(...[...document.querySelectorAll(".venue-map")].map((el) => el.getBoundingClientRect().right)),
  }));
  expect(widths.page).toBeLessThanOrEqual(PHONE);
  expect(widths.map).toBeLessThanOrEqual(PHONE);
}

describe("the big event's page (issue 25)", () => {
  it("at 375 px: fits, passes axe, and pages through its listings with the pagination", async () => {
    const page = await site.open(`${us.webPath}?qty=2`, PHONE);
    await fitsThePhone(page);
    expect(await axeViolations(page)).toEqual([]);
    const rows = page.locator(".tickets-list > li");
    expect(await rows.count()).toBe(10);
    const first = await rows.locator("h3").allTextContents();
    expect(await page.getByRole("group", { name: "Seating map" }).getByRole("link").count()).toBeGreaterThan(20);
    await page.screenshot({ path: `${SHOTS}/us-big-event-375.png`, fullPage: true });

    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await pagination.getByRole("link", { name: /Next page/ }).click();
    await page.waitForURL(/page=2/);
    // The router moves the address first and renders the new page in a transition just after:
    // wait for the render, not the address alone.
    await expect.poll(() => pagination.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    expect(await rows.count()).toBe(10);
    expect(await rows.locator("h3").allTextContents()).not.toEqual(first);
    await fitsThePhone(page);
  });

  it.each([PHONE, 1280])("on the German store at %i px: its own big event, in German", async (width) => {
    const page = await site.open(`${de.webPath}?qty=2`, width, { host: "de.localhost" });
    expect(await page.getAttribute("html", "lang")).toMatch(/^de/);
    expect(await page.locator(".tickets-list > li").count()).toBe(10);
    expect(await page.getByRole("group", { name: "Saalplan" }).getByRole("link").count()).toBeGreaterThan(20);
    if (width === PHONE) {
      await fitsThePhone(page);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.screenshot({ path: `${SHOTS}/de-big-event-${width}.png`, fullPage: true });
  });
});
