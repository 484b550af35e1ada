// The filter bar's 'when' select in Chromium against the worker with the demo catalog (issue 6):
// a preset applies at once with JavaScript and through Apply without it; the list and its name
// change, page links keep the choice; axe-core on the bar at 375 px.
import { describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe";
import { setupCatalogBrowser } from "../support/catalog-browser";

const { open } = setupCatalogBrowser("e2e-filters");

describe("the filter bar's date filter", () => {
  it("with JavaScript, choosing this weekend applies at once: the address carries pbD=w and the list is renamed", async () => {
    const page = await open("/concert-tickets/category/1/");
    const when = page.getByRole("combobox", { name: "When" });
    expect(await when.inputValue()).toBe("a");
    // Hydrated: no Apply button, the change itself applies.
    await page.getByRole("button", { name: "Apply" }).waitFor({ state: "detached" });
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

  it("without JavaScript, the select and Apply submit the form; paging keeps the choice", async () => {
    const page = await open("/concert-tickets/category/1/", 1280, { javaScriptEnabled: false });
    await page.getByRole("combobox", { name: "When" }).selectOption("m");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((url) => url.searchParams.get("pbD") === "m");
    const month = page.getByRole("list", { name: "Upcoming events · This month" });
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
