// The filter bar's 'when' select in Chromium against the worker with the demo catalog:
// a preset applies at once with JavaScript and through Apply without it; the list and its name
// change, page links keep the choice; axe-core on the bar at 375 px.
import { describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe";
import { setupCatalogBrowser } from "../support/catalog-browser";

const { open } = setupCatalogBrowser("e2e-filters");

/** A page with JavaScript running (the Apply button gone) and its 'when' select. */
async function hydrated(path: string) {
  const page = await open(path);
  await page.getByRole("button", { name: "Apply" }).waitFor({ state: "detached" });
  return { page, when: page.getByRole("combobox", { name: "When" }) };
}

describe("the filter bar's date filter", () => {
  it("with JavaScript, choosing this weekend applies at once: the address carries pbD=w and the list is renamed", async () => {
    // Hydrated: no Apply button, the change itself applies.
    const { page, when } = await hydrated("/concert-tickets/category/1/");
    expect(await when.inputValue()).toBe("a");
    const before = await page.getByRole("list", { name: "Upcoming events" }).getByRole("link").allTextContents();
    await when.focus();
    await when.selectOption("w");
    await page.waitForURL((url) => url.searchParams.get("pbD") === "w");
    const weekend = page.getByRole("list", { name: "Upcoming events · This weekend" });
    await weekend.waitFor();
    expect(await page.getByRole("combobox", { name: "When" }).inputValue()).toBe("w");
    const after = await weekend.getByRole("link").allTextContents();
    expect(after.length).toBeGreaterThan(0);
    expect(after).not.toEqual(before);
  });

  it("the chosen preset is remembered (SH6_USER_PREF): home without pbD, and a reload, list this weekend", async () => {
    const { page, when } = await hydrated("/concert-tickets/category/1/");
    await when.selectOption("w");
    await page.waitForURL((url) => url.searchParams.get("pbD") === "w");
    const cookie = (await page.context().cookies()).find((c) => c.name === "SH6_USER_PREF");
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax" });
    // The browser keeps it 6 hours (spec §9), give or take the request's seconds.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(21_600_000 - 60_000);
    expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(21_600_000);
    await page.goto(new URL("/", page.url()).href);
    await page.getByRole("list", { name: "Upcoming events · This weekend" }).waitFor();
    expect(await page.getByRole("combobox", { name: "When" }).inputValue()).toBe("w");
    await page.reload();
    await page.getByRole("list", { name: "Upcoming events · This weekend" }).waitFor();
  });

  it("choose date, by keyboard alone: the calendar dialog takes a start, then an end, closes and applies the range", async () => {
    const { page, when } = await hydrated("/concert-tickets/category/1/");
    await when.focus();
    await when.selectOption("c");
    const dialog = page.getByRole("dialog", { name: "Choose your dates" });
    await dialog.waitFor();
    expect(await axeViolations(page, { include: [".ui-dialog-root"] })).toEqual([]);
    await page.screenshot({ path: "artifacts/filters-calendar-1280.png" });
    // Focus is in the calendar's grid, on a day: two days on, Enter; three more, Enter.
    for (const key of ["ArrowRight", "ArrowRight", "Enter", "ArrowRight", "ArrowRight", "ArrowRight", "Enter"]) {
      await page.keyboard.press(key);
    }
    await page.waitForURL((url) => /^\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/.test(url.searchParams.get("pbD") ?? ""));
    const [start, end] = new URL(page.url()).searchParams.get("pbD")!.split(" to ");
    expect(Date.parse(end!) - Date.parse(start!)).toBe(3 * 86_400_000);
    await dialog.waitFor({ state: "detached" });
    const list = page.getByRole("list", { name: /^Upcoming events · / });
    await list.waitFor();
    // The select shows the range as its chosen option.
    expect(await page.getByRole("combobox", { name: "When" }).inputValue()).toBe(`${start} to ${end}`);
    // Each listed event starts within the range (the store's zone is behind UTC: compare days loosely).
    for (const when of await list.locator("time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime")!))) {
      expect(Date.parse(when)).toBeGreaterThanOrEqual(Date.parse(start!));
      expect(Date.parse(when)).toBeLessThan(Date.parse(end!) + 2 * 86_400_000);
    }
  });

  it("Escape closes the calendar and discards the choice: the address and the select stay as they were", async () => {
    const { page, when } = await hydrated("/concert-tickets/category/1/?pbD=w");
    await when.focus();
    await when.selectOption("c");
    const dialog = page.getByRole("dialog", { name: "Choose your dates" });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await when.inputValue()).toBe("w");
    expect(new URL(page.url()).searchParams.get("pbD")).toBe("w");
    // Focus is back on the select that opened the calendar.
    await expect.poll(() => when.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("without JavaScript, the select and Apply submit the form; paging keeps the choice", async () => {
    const page = await open("/concert-tickets/category/1/", 1280, { javaScriptEnabled: false });
    const when = page.getByRole("combobox", { name: "When" });
    // "Choose date" needs the calendar, so it is offered only with JavaScript.
    expect(await when.locator("option").allTextContents()).toEqual(["All dates", "Today", "This weekend", "This month"]);
    await when.selectOption("m");
    // The bar's first form is 'when'; 'where' has its own Apply.
    await page.getByRole("button", { name: "Apply" }).first().click();
    await page.waitForURL((url) => url.searchParams.get("pbD") === "m");
    const month = page.getByRole("list", { name: "Upcoming events · This month" });
    await month.waitFor(); // the address moves before a client-side render lands
    expect(await month.getByRole("listitem").count()).toBeGreaterThan(0);
    const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next page" });
    if ((await next.count()) > 0) expect(await next.getAttribute("href")).toContain("pbD=m");
  });

  it("has no axe-core violation at 375 px, and does not scroll sideways", async () => {
    const page = await open("/concert-tickets/category/1/?pbD=w", 375);
    expect(await axeViolations(page, { include: [".filter-bar"] })).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: "artifacts/filters-375.png" });
  });
});
