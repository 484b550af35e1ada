// Issue 21 (items 11–15) in Chromium against the worker with the demo catalog, driven by the
// keyboard: the calendar on the German, Polish and Finnish stores (weeks from Monday, today's month
// reachable again, focus back on the opener), the skip link, the filter bar's Apply buttons only
// where scripts do not run, the expanded discovery menus at 1280 and 375 px, the bar's panels in
// columns and the compact footer. Screenshots of the German store go to artifacts/.
import { describe, expect, it } from "vitest";
import type { Page, Route } from "playwright-core";
import { axeViolations } from "../support/axe";
import { setupCatalogBrowser, SHOTS } from "../support/catalog-browser";

const { open } = setupCatalogBrowser("e2e-keyboard-widgets");

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? `${el.tagName.toLowerCase()}:${el.getAttribute("aria-label") ?? el.textContent?.trim() ?? ""}` : "";
  });

/** The filter bar's 'when' select once the page runs JavaScript ("choose date" is offered then). */
async function whenSelect(page: Page, name: string, chooseLabel: string) {
  const when = page.getByRole("combobox", { name });
  await when.getByRole("option", { name: chooseLabel }).waitFor({ state: "attached" });
  return when;
}

/** Opens the calendar from the 'when' select by keyboard: focus it, End picks "choose date" (the last option). */
async function openCalendarByKeyboard(page: Page, name: string, chooseLabel: string) {
  const when = await whenSelect(page, name, chooseLabel);
  await when.focus();
  await page.keyboard.press("End");
  const grid = page.getByRole("dialog").getByRole("grid");
  await grid.waitFor();
  return { when, grid };
}

describe("item 11: the calendar", () => {
  it.each([
    ["de.localhost", "Wann", "Datum auswählen", "Mo"],
    ["pl.localhost", "Kiedy", "Wybierz datę", "pon."],
    ["fi.localhost", "Milloin", "Valitse päivä", "ma"],
    ["us.localhost", "When", "Choose date", "Sun"],
  ])("%s: weeks start on the locale's first day (%s … %s: %s)", async (host, name, choose, firstColumn) => {
    const page = await open("/", 1280, { host });
    const { grid } = await openCalendarByKeyboard(page, name, choose);
    expect((await grid.getByRole("columnheader").allTextContents())[0]).toBe(firstColumn);
  });

  it("German store, by keyboard alone: on to next month and back to today's, a range picked there, and focus back on 'Wann'", async () => {
    const page = await open("/", 1280, { host: "de.localhost" });
    const { grid } = await openCalendarByKeyboard(page, "Wann", "Datum auswählen");
    const dialog = page.getByRole("dialog");
    const heading = dialog.getByRole("heading", { level: 3 });
    const thisMonth = await heading.textContent();
    expect((await grid.getByRole("columnheader").allTextContents())[0]).toBe("Mo");
    await page.screenshot({ path: `${SHOTS}/keyboard-calendar-de-1280.png` });
    // The grid is the last stop: Shift+Tab reaches the next-month button.
    await page.keyboard.press("Shift+Tab");
    expect(await focusedName(page)).toBe("button:Nächster Monat");
    await page.keyboard.press("Enter");
    await expect.poll(() => heading.textContent()).not.toBe(thisMonth);
    // The previous-month button is enabled again: today's month still has days to pick (issue 21).
    await page.keyboard.press("Shift+Tab");
    expect(await focusedName(page)).toBe("button:Vorheriger Monat");
    await page.keyboard.press("Enter");
    await expect.poll(() => heading.textContent()).toBe(thisMonth);
    // Back on today's month the previous-month button is disabled: focus moves on to the
    // next-month button instead of falling to <body>.
    await expect.poll(() => focusedName(page)).toBe("button:Nächster Monat");
    // Into the grid; on to the first day that can be picked, then a three-day range.
    await page.keyboard.press("Tab");
    for (let i = 0; i < 40 && (await page.evaluate(() => document.activeElement?.getAttribute("aria-disabled"))) === "true"; i++) {
      await page.keyboard.press("ArrowRight");
    }
    expect(await page.evaluate(() => document.activeElement?.closest("[role=grid]") !== null)).toBe(true);
    for (const key of ["Enter", "ArrowRight", "ArrowRight", "Enter"]) await page.keyboard.press(key);
    await page.waitForURL((url) => / to /.test(url.searchParams.get("pbD") ?? ""));
    await dialog.waitFor({ state: "detached" });
    // Focus is back on the opener, not on <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("pbD");
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  });

  it("the range applied with a pointer (a pick that leaves focus elsewhere) also gives focus back to the opener", async () => {
    const page = await open("/", 375, { host: "de.localhost" });
    const when = await whenSelect(page, "Wann", "Datum auswählen");
    // selectOption sets the value without focusing the select, as a pointer pick can on some browsers.
    await when.selectOption({ label: "Datum auswählen" });
    const days = page.getByRole("dialog").getByRole("grid").locator("button:not([aria-disabled])");
    await days.first().waitFor();
    await page.screenshot({ path: `${SHOTS}/keyboard-calendar-de-375.png` });
    await days.nth(0).click();
    await days.nth(1).click();
    await page.waitForURL((url) => / to /.test(url.searchParams.get("pbD") ?? ""));
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("pbD");
  });
});

describe("item 12: the skip link", () => {
  it.each([375, 1280])("%i px: the first Tab shows 'Zum Hauptinhalt springen'; Enter moves focus into <main>", async (width) => {
    const page = await open("/", width, { host: "de.localhost" });
    await page.getByRole("combobox", { name: "Wann" }).getByRole("option", { name: "Datum auswählen" }).waitFor({ state: "attached" });
    const skip = page.getByRole("link", { name: "Zum Hauptinhalt springen" });
    // Out of sight until focused.
    const hidden = await skip.boundingBox();
    expect(hidden === null || hidden.y + hidden.height <= 0).toBe(true);
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("a:Zum Hauptinhalt springen");
    const shown = (await skip.boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(shown.x + shown.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/keyboard-skip-link-de-${width}.png` });
    expect(await skip.getAttribute("href")).toBe("#main");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
    expect(await page.locator("main").getAttribute("tabindex")).toBe("-1");
    // The next Tab lands inside the page's content, past the header.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
  });
});

describe("item 13: the filter bar's Apply buttons only where scripts do not run", () => {
  it("without JavaScript, Apply is shown and, by keyboard, applies the choice", async () => {
    const page = await open("/", 1280, { host: "de.localhost", javaScriptEnabled: false });
    const apply = page.getByRole("button", { name: "Anwenden" });
    expect(await apply.count()).toBe(2);
    expect(await apply.first().isVisible()).toBe(true);
    expect(await apply.last().isVisible()).toBe(true);
    await page.getByRole("combobox", { name: "Wann" }).focus();
    // Without scripts a closed select changes by arrow key and waits for the form's button.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("button:Anwenden");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("pbD") === "t");
    expect(await page.getByRole("combobox", { name: "Wann" }).inputValue()).toBe("t");
  });

  it("with JavaScript, Apply is never visible: not before hydration (scripts held back), not after", async () => {
    const held: Route[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const page = await open("/", 1280, { host: "de.localhost" });
    // A second visit with the page's scripts held: the server's HTML is all there is.
    await page.route("**/build/**/*.js", async (route) => {
      held.push(route);
      await released;
      await route.continue();
    });
    await page.goto(new URL("/?pbD=w", page.url()).href, { waitUntil: "domcontentloaded" });
    const apply = page.locator("button", { hasText: "Anwenden" });
    expect(await apply.count()).toBe(2);
    for (const button of await apply.all()) expect(await button.isVisible()).toBe(false);
    // Nor can the keyboard reach it: the select's next stop is not Apply.
    await page.getByRole("combobox", { name: "Wann" }).focus();
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).not.toBe("button:Anwenden");
    expect(held.length).toBeGreaterThan(0);
    release();
    await page.getByRole("combobox", { name: "Wann" }).getByRole("option", { name: "Datum auswählen" }).waitFor({ state: "attached" });
    expect(await apply.count()).toBe(0);
  });
});

describe("item 14: the expanded discovery menus, by keyboard", () => {
  it.each([
    ["de.localhost", "Konzerte", "Beliebt in Ihrer Nähe", "Sport", "Teams aus Ihrer Region"],
    ["gb.localhost", "Concerts", "Popular near you", "Sports", "Local teams"],
    ["us.localhost", "Concerts", "Popular near you", "Sports", "Local teams"],
  ])("%s at 1280 px: %s opens onto '%s', %s onto '%s'", async (host, concerts, popular, sports, local) => {
    const page = await open("/", 1280, { host });
    const bar = page.getByRole("navigation", { name: host === "de.localhost" ? "Kategorien" : "Categories" });
    const toggleName = (label: string) => (host === "de.localhost" ? `Menü ${label}` : `${label} menu`);
    for (const [label, group] of [[concerts, popular], [sports, local]] as const) {
      // The category's link, then Tab to its toggle, then Enter.
      await bar.getByRole("link", { name: label, exact: true }).focus();
      await page.keyboard.press("Tab");
      expect(await focusedName(page)).toBe(`button:${toggleName(label)}`);
      await page.keyboard.press("Enter");
      const panel = page.locator(`[id="${await bar.getByRole("button", { name: toggleName(label) }).getAttribute("aria-controls")}"]`);
      await panel.waitFor();
      const section = panel.getByRole("group", { name: group });
      expect(await section.isVisible()).toBe(true);
      expect(await section.getByRole("link").count()).toBeGreaterThan(0);
      // Tab goes on into the panel's entries.
      await page.keyboard.press("Tab");
      expect(await page.evaluate((id) => document.getElementById(id)!.contains(document.activeElement), (await panel.getAttribute("id"))!)).toBe(true);
      if (host === "de.localhost" && label === concerts) {
        expect(await axeViolations(page, { include: ["header"] })).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/keyboard-concerts-menu-de-1280.png` });
      }
      await page.keyboard.press("Escape");
      expect(await section.isVisible()).toBe(false);
    }
  });

  it.each([
    ["de.localhost", "Menü", "Konzerte", "Beliebt in Ihrer Nähe", "Menü Konzerte"],
    ["gb.localhost", "Menu", "Concerts", "Popular near you", "Concerts menu"],
    ["us.localhost", "Menu", "Sports", "Local teams", "Sports menu"],
  ])("%s at 375 px: the drawer's %s › %s sub-menu shows '%s'", async (host, menu, _label, group, toggle) => {
    const page = await open("/", 375, { host });
    const hamburger = page.getByRole("button", { name: menu, exact: true });
    await hamburger.waitFor();
    await hamburger.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: menu });
    await drawer.waitFor();
    // Tab through the drawer to the category's toggle.
    for (let i = 0; i < 40 && (await focusedName(page)) !== `button:${toggle}`; i++) await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe(`button:${toggle}`);
    await page.keyboard.press("Enter");
    const section = drawer.getByRole("group", { name: group });
    await section.waitFor();
    expect(await section.getByRole("link").count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    if (host === "de.localhost") {
      expect(await axeViolations(page, { include: [".ui-dialog-root"] })).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/keyboard-concerts-menu-de-375.png` });
    }
  });
});

describe("item 15: the bar's panels in columns, and a compact footer", () => {
  it("1280 px: the Cities and VIP panels lay their entries out in several columns", async () => {
    const page = await open("/", 1280, { host: "de.localhost" });
    const bar = page.getByRole("navigation", { name: "Kategorien" });
    for (const label of ["Städte", "VIP"]) {
      const toggle = bar.getByRole("button", { name: `Menü ${label}` });
      await toggle.focus();
      await page.keyboard.press("Enter");
      const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
      await panel.waitFor();
      const links = await panel.getByRole("link").all();
      expect(links.length).toBeGreaterThan(3);
      const lefts = new Set<number>();
      for (const link of links) lefts.add(Math.round((await link.boundingBox())!.x));
      expect(lefts.size, `${label}: columns`).toBeGreaterThanOrEqual(2);
      // …and so fewer rows than entries.
      const box = (await panel.boundingBox())!;
      expect(box.height).toBeLessThan(links.length * 44);
      if (label === "Städte") await page.screenshot({ path: `${SHOTS}/keyboard-cities-panel-de-1280.png` });
      await page.keyboard.press("Escape");
    }
  });

  it.each([375, 1280])("%i px with JavaScript: the footer has short columns and no account menu or sign-in note", async (width) => {
    const page = await open("/", width, { host: "de.localhost" });
    const footer = page.getByRole("contentinfo");
    const siteMenu = footer.getByRole("navigation", { name: "Menü der Website" });
    expect(await siteMenu.getByRole("heading", { level: 2 }).allTextContents()).toEqual(["Events finden", "Hilfe", "Stagefront", "Sprache"]);
    expect(await footer.getByText("Melden Sie sich an, um Ihre Tickets").isVisible()).toBe(false);
    expect(await footer.getByRole("link", { name: "Anmelden" }).count()).toBe(0);
    expect(await siteMenu.getByRole("link", { name: /^Kontakt/ }).getAttribute("href")).toMatch(/^https:\/\/support\.stagefront\.example\/hc\/de-de\//);
    expect(await siteMenu.getByRole("link", { name: /^So funktioniert unsere Garantie/ }).count()).toBe(1);
    // The store's other languages behind a disclosure, opened by keyboard.
    const summary = siteMenu.locator("summary", { hasText: "Deutsch" });
    await summary.focus();
    await page.keyboard.press("Enter");
    expect(await siteMenu.getByRole("link", { name: "English" }).isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await axeViolations(page, { include: ["footer"] })).toEqual([]);
    // The footer itself never scrolls sideways.
    expect(await footer.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await footer.screenshot({ path: `${SHOTS}/keyboard-footer-de-${width}.png` });
  });

  it("without JavaScript, the footer adds the account section with every entry (ADR 009)", async () => {
    const page = await open("/", 375, { host: "de.localhost", javaScriptEnabled: false });
    const siteMenu = page.getByRole("navigation", { name: "Menü der Website" });
    expect(await siteMenu.getByRole("heading", { level: 2 }).allTextContents()).toEqual(["Ihr Konto", "Events finden", "Hilfe", "Stagefront", "Sprache"]);
    for (const entry of ["Anmelden", "Meine Übersicht", "Freunde", "Geschenkcodes", "Meine Tickets", "Bestellungen", "Verkaufen", "Tickets verkaufen"]) {
      expect(await siteMenu.getByRole("link", { name: entry, exact: true }).first().isVisible(), entry).toBe(true);
    }
  });
});
