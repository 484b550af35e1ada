// The filter bar's 'where' (spec §4 "Location filter") in Chromium against the worker with the
// demo catalog: search a city and choose it (stored one year in SH6_USER_PREF, pbG in the
// address), a reload keeps it; the current location with geolocation granted, and denied (the IP
// lookup: Miniflare's request.cf places the visitor in Austin, TX); everywhere clears; axe-core.
import { describe, expect, it } from "vitest";
import { distanceBetween } from "../../app/domain/location";
import { axeViolations } from "../support/axe";
import { setupCatalogBrowser, SHOTS } from "../support/catalog-browser";

const catalog = setupCatalogBrowser("e2e-location");

/** The page hydrated (the no-JS Apply buttons gone) and its 'where' button. */
async function hydrated(path: string, options: Parameters<typeof catalog.open>[2] = {}, width = 1280) {
  const page = await catalog.open(path, width, options);
  await page.getByRole("button", { name: /^Where: / }).waitFor();
  return { page, where: page.getByRole("button", { name: /^Where: / }) };
}

/** Every listed event's venue lies within `miles` of the place (read from D1 by the events' ids). */
async function expectListedWithin(page: import("playwright-core").Page, place: { latitude: number; longitude: number }, miles: number) {
  const hrefs = await page.getByRole("list", { name: /^Upcoming events/ }).getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const ids = hrefs.map((h) => /\/event\/(\d+)\//.exec(h)?.[1]).filter(Boolean).map(Number);
  expect(ids.length).toBeGreaterThan(0);
  const db = await catalog.worker.db();
  const rows = await db
    .prepare(`SELECT latitude, longitude FROM events WHERE id IN (${ids.map(() => "?").join(",")})`)
    .bind(...ids)
    .all<{ latitude: number; longitude: number }>();
  for (const r of rows.results) expect(distanceBetween(place.latitude, place.longitude, r.latitude, r.longitude, "mi")).toBeLessThanOrEqual(miles);
}

describe("the filter bar's location filter", () => {
  it("search a city by keyboard, choose it: the list is near it, the address has pbG, and a reload keeps it", async () => {
    const { page, where } = await hydrated("/");
    expect(await where.textContent()).toContain("Everywhere");
    await where.click();
    const search = page.getByRole("combobox", { name: "Search a city" });
    await search.waitFor();
    await search.pressSequentially("Chicag");
    const option = page.getByRole("option", { name: /^Chicago, IL/ });
    await option.waitFor();
    await page.screenshot({ path: `${SHOTS}/location-search-1280.png` });
    // Down past "Use my current location" to the first result, then Enter.
    while ((await option.getAttribute("aria-selected")) !== "true") await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => (url.searchParams.get("pbG") ?? "").startsWith("Chicago"));
    await page.getByRole("list", { name: /^Upcoming events · Chicago/ }).waitFor();
    expect(await page.getByRole("button", { name: /^Where: / }).textContent()).toContain("Chicago");
    const chicago = { latitude: 41.85, longitude: -87.65 };
    await expectListedWithin(page, chicago, 200 + 5);
    // Stored for a year: the home page without pbG, after a reload, still lists Chicago's events.
    const cookie = (await page.context().cookies()).find((c) => c.name === "SH6_USER_PREF");
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    await page.goto(new URL("/", page.url()).href);
    await page.reload();
    await page.getByRole("list", { name: /^Upcoming events · Chicago/ }).waitFor();
    // Everywhere clears it.
    await page.getByRole("button", { name: /^Where: / }).click();
    await page.getByRole("option", { name: "Everywhere" }).click();
    await page.getByRole("list", { name: "Upcoming events" }).waitFor();
    expect(await page.getByRole("button", { name: /^Where: / }).textContent()).toContain("Everywhere");
  });

  it("current location, geolocation granted: the place nearest the browser's position", async () => {
    const { page, where } = await hydrated("/", { permissions: ["geolocation"], geolocation: { latitude: 40.7128, longitude: -74.006 } });
    await where.click();
    await page.getByRole("option", { name: "Use my current location" }).click();
    await page.waitForURL((url) => url.searchParams.has("pbG"));
    const name = new URL(page.url()).searchParams.get("pbG")!;
    expect(name).toMatch(/, NY$|, NJ$/);
    // The address changes as the navigation commits; the list is read once it names the place.
    await page.getByRole("list", { name: `Upcoming events · ${name}` }).waitFor();
    await expectListedWithin(page, { latitude: 40.7128, longitude: -74.006 }, 200 + 30);
  });

  it("current location, geolocation denied: falls back to the IP location (Austin, TX), nothing shown about the failure", async () => {
    const { page, where } = await hydrated("/", { permissions: [] });
    await where.click();
    await page.getByRole("option", { name: "Use my current location" }).click();
    await page.waitForURL((url) => url.searchParams.has("pbG"), { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get("pbG")).toMatch(/, TX$/);
    await page.getByRole("list", { name: /^Upcoming events · .*, TX$/ }).waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
  });

  it("without JavaScript a typed city goes into pbG and is applied", async () => {
    const page = await catalog.open("/", 1280, { javaScriptEnabled: false });
    await page.getByRole("textbox", { name: "Where" }).fill("Chicago");
    await page.getByRole("button", { name: "Apply" }).last().click();
    await page.waitForURL((url) => url.searchParams.get("pbG") === "Chicago");
    await page.getByRole("list", { name: /^Upcoming events · Chicago/ }).waitFor();
  });

  it("has no axe-core violation open at 375 px, and does not scroll sideways", async () => {
    const { page, where } = await hydrated("/", {}, 375);
    await where.click();
    await page.getByRole("combobox", { name: "Search a city" }).pressSequentially("Aus");
    await page.getByRole("option", { name: /^Austin/ }).first().waitFor();
    expect(await axeViolations(page, { include: [".filter-bar"] })).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/location-375.png` });
  });
});
