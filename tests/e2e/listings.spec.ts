// The pages that list events in Chromium against the worker with the demo catalog: home → a
// category → an event → a performer by links and the keyboard alone; paging without JavaScript;
// axe-core (WCAG 2.x A/AA and best practices) on home, a category, search results and an event
// page at 375 and 1280 px; screenshots of home, a category and an event page at both widths.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe";
import { SHOTS, setupCatalogBrowser } from "../support/catalog-browser";

const site = setupCatalogBrowser("e2e-listings");
const { open } = site;

let db: D1Database;
/** An upcoming event of the demo catalog and its first performer (found in D1, never hard-coded). */
let event: { webPath: string; name: string };

beforeAll(async () => {
  db = await site.worker.db();
  const row = await db
    .prepare(`SELECT web_path, name FROM events WHERE country_code = 'US' AND starts_at >= ?1 ORDER BY popularity DESC LIMIT 1`)
    .bind(Date.now())
    .first<{ web_path: string; name: string }>();
  if (!row) throw new Error("the demo catalog has no upcoming US event");
  event = { webPath: row.web_path, name: row.name };
});

/** Presses Tab until the focused element is a link to `href` (path, or a test on it), then Enter. */
async function tabToLinkAndEnter(page: Page, href: string | RegExp, max = 250): Promise<string> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return el instanceof HTMLAnchorElement ? new URL(el.href).pathname + new URL(el.href).search : null;
    });
    if (focused !== null && (typeof href === "string" ? focused === href : href.test(focused))) {
      await page.keyboard.press("Enter");
      return focused;
    }
  }
  throw new Error(`Tab never reached a link to ${String(href)}`);
}

async function h1(page: Page): Promise<string> {
  return (await page.getByRole("heading", { level: 1 }).last().textContent()) ?? "";
}

describe("pages that list events, in the browser", () => {
  it("home → a category → an event → a performer, by links and the keyboard alone", async () => {
    const page = await open("/");
    await tabToLinkAndEnter(page, "/concert-tickets/category/1/");
    await page.waitForURL((url) => url.pathname === "/concert-tickets/category/1/");
    await expect.poll(() => h1(page)).toBe("Concerts");

    const eventPath = await tabToLinkAndEnter(page, /^\/[a-z0-9-]+\/event\/\d+\/$/);
    await page.waitForURL((url) => url.pathname === eventPath);
    const eventId = Number(/\/event\/(\d+)\/$/.exec(eventPath)![1]);
    const eventRow = await db.prepare(`SELECT name FROM events WHERE id = ?1`).bind(eventId).first<{ name: string }>();
    await expect.poll(() => h1(page)).toBe(eventRow!.name);

    const performer = await db
      .prepare(`SELECT p.name, p.web_path FROM event_performers ep JOIN performers p ON p.id = ep.performer_id WHERE ep.event_id = ?1 ORDER BY ep.position LIMIT 1`)
      .bind(eventId)
      .first<{ name: string; web_path: string }>();
    await tabToLinkAndEnter(page, performer!.web_path);
    await page.waitForURL((url) => url.pathname === performer!.web_path);
    // Demo events carry their performer's name, so the event page's h1 already reads the same:
    // wait for what only the performer page has — its list of upcoming events — not for the h1.
    const upcoming = page.getByRole("list", { name: "Upcoming events" }).getByRole("listitem");
    await expect.poll(() => upcoming.count()).toBeGreaterThan(0);
    await expect.poll(() => h1(page)).toBe(performer!.name);
  });

  it("pages by links without JavaScript", async () => {
    const page = await open("/concert-tickets/category/1/", 1280, { javaScriptEnabled: false });
    const firstOnPage1 = await page.getByRole("list", { name: "Upcoming events" }).getByRole("link").first().textContent();
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next page" }).click();
    await page.waitForURL((url) => url.search === "?page=2");
    expect(await page.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    const firstOnPage2 = await page.getByRole("list", { name: "Upcoming events" }).getByRole("link").first().textContent();
    expect(firstOnPage2).not.toBe(firstOnPage1);
  });

  describe.each([375, 1280])("at %i px", (width) => {
    it.each([
      ["home", () => "/"],
      ["category", () => "/concert-tickets/category/1/"],
      ["search", () => "/find/s/?q=coldplay"],
      ["event", () => event.webPath],
    ])("%s has no axe-core violation", async (name, path) => {
      const page = await open(path(), width);
      expect(await axeViolations(page)).toEqual([]);
      if (name !== "search") await page.screenshot({ path: `${SHOTS}/listings-${name}-${width}.png`, fullPage: true });
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });

  it("at 320 px (the narrowest phones) home and a category page do not scroll sideways", async () => {
    for (const path of ["/", "/concert-tickets/category/1/"]) {
      const page = await open(path, 320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });
});
