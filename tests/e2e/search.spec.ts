// The header's search box in Chromium against the worker with the demo catalog: type-ahead by
// keyboard alone, Escape, submitting with and without JavaScript, axe-core with the suggestions
// open, and screenshots at 375 px (modal) and 1280 px (expanded).
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations, type AxeOptions } from "../support/axe";
import { catalogueText } from "../support/catalogue";
import { localizeSeoPath } from "../../app/domain/seo-slugs";
import { SHOTS, setupCatalogBrowser } from "../support/catalog-browser";

/** Debounce (1000 ms, spec §9) plus the suggest call. */
const SUGGESTIONS_TIMEOUT_MS = 8_000;
/**
 * axe-core over the search bar: its form, and its dialog when open (page-level rules such as the
 * document title belong to the pages' tests).
 */
const SEARCH_BAR: AxeOptions = { include: ['[role="search"], [role="dialog"]'] };

const site = setupCatalogBrowser("e2e-search");
const { open } = site;

/** A performer of the demo catalog with upcoming events, found in D1 (never hard-coded). */
let performer: { name: string; webPath: string };

beforeAll(async () => {
  const db = await site.worker.db();
  const row = await db
    .prepare(
      `SELECT p.name, p.web_path FROM performers p
       WHERE p.name GLOB '[A-Za-z]*' AND p.name NOT GLOB '*[^A-Za-z ]*' AND length(p.name) >= 6
         AND EXISTS (SELECT 1 FROM event_performers ep JOIN events e ON e.id = ep.event_id
                     WHERE ep.performer_id = p.id AND e.starts_at >= ?1)
       ORDER BY p.popularity DESC LIMIT 1`,
    )
    .bind(Date.now())
    .first<{ name: string; web_path: string }>();
  if (!row) throw new Error("the demo catalog has no performer with upcoming events");
  performer = { name: row.name, webPath: row.web_path };
});

/** The header's search box (the expanded style). */
function searchBox(page: Page, locale = "en-US") {
  return page.getByRole("search").getByRole("combobox", { name: catalogueText(locale, "header", "search.inputTitle") });
}

/** Tab from the top of the page until the search box has focus: keyboard alone. */
async function tabToSearch(page: Page): Promise<void> {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("role") === "combobox" && document.activeElement.getAttribute("name") === "q");
    if (focused) return;
  }
  throw new Error("Tab never reached the search box");
}

async function waitForSuggestions(page: Page) {
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  await listbox.waitFor({ state: "visible", timeout: SUGGESTIONS_TIMEOUT_MS });
  return listbox;
}

describe("search bar at 1280 px (expanded style)", () => {
  it("keyboard alone: type a performer's name, wait for suggestions, arrow past the header, Enter lands on the performer's page", async () => {
    const page = await open("/", 1280);
    await tabToSearch(page);
    await page.keyboard.type(performer.name);
    const listbox = await waitForSuggestions(page);
    const box = searchBox(page);
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    // The first row is the 'Performers' header: not an option, so Down skips it.
    const group = listbox.getByRole("group", { name: "Performers" });
    expect(await group.isVisible()).toBe(true);
    await page.keyboard.press("ArrowDown");
    const activeId = await box.getAttribute("aria-activedescendant");
    expect(activeId).toBeTruthy();
    const active = page.locator(`[id="${activeId}"]`);
    expect(await active.getAttribute("role")).toBe("option");
    expect(await active.getAttribute("aria-selected")).toBe("true");
    expect(await active.textContent()).toBe(performer.name);
    // Layout: the list floats over the page (no shift of what follows the header).
    const mainBefore = await page.getByRole("main").boundingBox();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === performer.webPath, { timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe(performer.webPath);
    expect(mainBefore).not.toBeNull();
  });

  it("in another language of the store, the suggestion's address carries the language (spec §2.1 formatting)", async () => {
    const page = await open("/fr/", 1280);
    // The search box speaks French there.
    await searchBox(page, "fr-FR").focus();
    await page.keyboard.type(performer.name);
    await waitForSuggestions(page);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    // The slug in French, and the language after it: /billets-{name}/fr/performer/{id}/.
    const expected = localizeSeoPath(performer.webPath, "fr-FR").replace(/^\/([^/]+)\//, "/$1/fr/");
    expect(expected).toMatch(/^\/billets-[^/]+\/fr\/performer\/\d+\/$/);
    await page.waitForURL((url) => url.pathname === expected, { timeout: 10_000 });
  });

  it("the suggestion list does not move the page, and has no axe-core violation when open; screenshot", async () => {
    const page = await open("/", 1280);
    const mainTop = (await page.getByRole("main").boundingBox())!.y;
    await searchBox(page).focus();
    await page.keyboard.type(performer.name.slice(0, 5));
    await waitForSuggestions(page);
    expect((await page.getByRole("main").boundingBox())!.y).toBe(mainTop);
    expect(await axeViolations(page, SEARCH_BAR)).toEqual([]);
    await page.keyboard.press("ArrowDown");
    await page.screenshot({ path: `${SHOTS}/search-1280-suggestions.png` });
  });

  it("type, then Escape clears the box and closes the list", async () => {
    const page = await open("/", 1280);
    await searchBox(page).focus();
    await page.keyboard.type(performer.name);
    await waitForSuggestions(page);
    await page.keyboard.press("Escape");
    expect(await searchBox(page).inputValue()).toBe("");
    expect(await page.getByRole("listbox").count()).toBe(0);
    expect(await searchBox(page).getAttribute("aria-expanded")).toBe("false");
  });

  it("Enter on the typed term goes to /find/s/?q={term}", async () => {
    const page = await open("/", 1280);
    await tabToSearch(page);
    await page.keyboard.type(`  ${performer.name} `);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/find/s/", { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get("q")).toBe(performer.name);
  });

  it("without JavaScript the form posts q to /find/s and lands on /find/s/?q={term}", async () => {
    const page = await open("/", 1280, { javaScriptEnabled: false });
    const box = searchBox(page);
    await box.fill(performer.name);
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/find/s/", { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get("q")).toBe(performer.name);
  });
});

describe("search bar at 375 px (modal style)", () => {
  it("opens as a full-screen dialog with suggestions; axe-clean; Enter on a suggestion lands on its page; screenshot", async () => {
    const page = await open("/", 375);
    const inline = searchBox(page);
    if (await inline.isVisible()) await inline.click();
    else await page.getByRole("button", { name: "Search", exact: true }).first().click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    await dialog.waitFor({ state: "visible" });
    const box = dialog.getByRole("combobox", { name: "Search input" });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    // Full screen: nothing outside it to click (spec §4, modal style on a small screen).
    const size = (await dialog.boundingBox())!;
    expect(Math.round(size.width)).toBe(375);
    await page.keyboard.type(performer.name);
    await dialog.getByRole("listbox", { name: "Suggestions" }).waitFor({ state: "visible", timeout: SUGGESTIONS_TIMEOUT_MS });
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect(await axeViolations(page, SEARCH_BAR)).toEqual([]);
    await page.keyboard.press("ArrowDown");
    await page.screenshot({ path: `${SHOTS}/search-375-modal.png` });
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === performer.webPath, { timeout: 10_000 });
  });
});

// Issue 21 items 1–3, by keyboard alone: the store's country and the fan's place first, at most
// 8 suggestions, and ArrowDown reaching every row — popular searches and 'see all results' too.
describe("type-ahead by keyboard: the store's country and place first, 8 suggestions, every row reachable (issue 21)", () => {
  interface SuggestAnswer {
    events: Array<{ venue: { countryCode: string; city: string } }>;
    queryLogSuggestions: Array<{ name: string }>;
  }

  /** Types `term` into the focused box and waits for the suggest call and its list; the call and its answer. */
  async function typeAndWait(page: Page, term: string, locale: string): Promise<{ url: URL; answer: SuggestAnswer }> {
    const call = page.waitForResponse((r) => r.url().includes("/bfx-content/api/search/suggest/v3") && new URL(r.url()).searchParams.get("term") === term, {
      timeout: SUGGESTIONS_TIMEOUT_MS,
    });
    await page.keyboard.type(term);
    const response = await call;
    expect(response.status()).toBe(200);
    await page.getByRole("listbox", { name: catalogueText(locale, "header", "search.suggestions") }).waitFor({ state: "visible", timeout: SUGGESTIONS_TIMEOUT_MS });
    return { url: new URL(response.url()), answer: (await response.json()) as SuggestAnswer };
  }

  /** ArrowDown once per option: each becomes the combobox's active descendant in turn. The options' texts. */
  async function walkEveryRow(page: Page, locale: string): Promise<string[]> {
    const box = page.getByRole("combobox", { name: catalogueText(locale, "header", "search.inputTitle") }).first();
    const options = page.getByRole("listbox", { name: catalogueText(locale, "header", "search.suggestions") }).getByRole("option");
    const count = await options.count();
    const texts: string[] = [];
    for (let i = 0; i < count; i++) {
      await page.keyboard.press("ArrowDown");
      const active = await box.getAttribute("aria-activedescendant");
      expect(active).toBe(await options.nth(i).getAttribute("id"));
      expect(await options.nth(i).getAttribute("aria-selected")).toBe("true");
      texts.push((await options.nth(i).textContent()) ?? "");
    }
    return texts;
  }

  /** The suggestions among the options: neither 'more events' nor the footer. */
  function suggestionsOf(texts: string[], locale: string, term: string): string[] {
    const moreEvents = catalogueText(locale, "header", "search.moreEvents");
    const footer = catalogueText(locale, "header", "search.footer").replace("{term}", term);
    return texts.filter((t) => t !== moreEvents && t !== footer);
  }

  it("US store with /?pbG=Chicago at 1280 px: the call carries Chicago's point and radius, a US date first; every row by ArrowDown; Enter on 'see all results'", async () => {
    const page = await open("/?pbG=Chicago", 1280);
    await tabToSearch(page);
    const { url, answer } = await typeAndWait(page, "tay", "en-US");
    const [lat, lon] = (url.searchParams.get("point") ?? "").split(",").map(Number) as [number, number];
    expect(Math.abs(lat - 41.85) + Math.abs(lon + 87.65)).toBeLessThan(0.5);
    expect(url.searchParams.get("radius")).toBe("200");
    expect(answer.events[0]?.venue.countryCode).toBe("US");
    // The list shows the answer's first date first, under Events.
    const firstEvent = page.getByRole("group", { name: "Events" }).getByRole("option").first();
    expect(await firstEvent.textContent()).toContain(answer.events[0]!.venue.city);
    await page.screenshot({ path: `${SHOTS}/typeahead-us-chicago-1280.png` });
    const texts = await walkEveryRow(page, "en-US");
    expect(suggestionsOf(texts, "en-US", "tay").length).toBeLessThanOrEqual(8);
    expect(texts).toContain("More events");
    expect(texts.at(-1)).toBe("See all results for “tay”");
    // Popular searches are reached too.
    for (const popular of answer.queryLogSuggestions.slice(0, 1)) expect(texts).toContain(popular.name);
    // The highlight is on 'see all results': Enter searches for the term.
    await page.keyboard.press("Enter");
    await page.waitForURL((u) => u.pathname === "/find/s/" && u.searchParams.get("q") === "tay", { timeout: 10_000 });
  });

  it("typing 'a' shows at most 8 suggestions (spec §9), every kind the answer has among them", async () => {
    const page = await open("/", 1280);
    await tabToSearch(page);
    await typeAndWait(page, "a", "en-US");
    const texts = await walkEveryRow(page, "en-US");
    expect(suggestionsOf(texts, "en-US", "a").length).toBeLessThanOrEqual(8);
    const groups = await page.getByRole("listbox", { name: "Suggestions" }).getByRole("group").evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
    expect(groups).toEqual(["Performers", "Events", "Popular searches", "Venues"]);
  });

  it("German store at 1280 px, 'metallica': a German date first; ArrowDown to the popular search, Enter searches for it", async () => {
    const page = await open("/", 1280, { host: "de.localhost" });
    await searchBox(page, "de-DE").focus();
    const { answer } = await typeAndWait(page, "metallica", "de-DE");
    expect(answer.events[0]?.venue.countryCode).toBe("DE");
    expect(await axeViolations(page, SEARCH_BAR)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/typeahead-de-metallica-1280.png` });
    const texts = await walkEveryRow(page, "de-DE");
    expect(texts.at(-1)).toBe(catalogueText("de-DE", "header", "search.footer").replace("{term}", "metallica"));
    const popular = answer.queryLogSuggestions[0]!.name;
    // Back up from the footer to the popular search (the rows after it: venues, the footer).
    const at = texts.lastIndexOf(popular);
    expect(at).toBeGreaterThan(0);
    for (let i = texts.length - 1; i > at; i--) await page.keyboard.press("ArrowUp");
    await page.screenshot({ path: `${SHOTS}/typeahead-de-metallica-1280-popular-highlighted.png` });
    await page.keyboard.press("Enter");
    await page.waitForURL((u) => u.pathname.endsWith("/s/") && u.searchParams.get("q") === popular, { timeout: 10_000 });
  });

  it.each([
    ["the German store, 'metallica'", "/", "de.localhost", "de-DE", "metallica", "typeahead-de-metallica-375.png"],
    ["the US store with /?pbG=Chicago, 'tay'", "/?pbG=Chicago", undefined, "en-US", "tay", "typeahead-us-chicago-375.png"],
  ])("375 px (modal): %s — every row by ArrowDown; screenshot", async (_, path, host, locale, term, shot) => {
    const page = await open(path, 375, host ? { host } : {});
    await page.getByRole("button", { name: catalogueText(locale, "header", "header.search"), exact: true }).first().click();
    const dialog = page.getByRole("dialog", { name: catalogueText(locale, "header", "search.modalTitle") });
    await dialog.waitFor({ state: "visible" });
    const { answer } = await typeAndWait(page, term, locale);
    expect(answer.events[0]?.venue.countryCode).toBe(host ? "DE" : "US");
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await page.screenshot({ path: `${SHOTS}/${shot}` });
    const texts = await walkEveryRow(page, locale);
    expect(texts.at(-1)).toBe(catalogueText(locale, "header", "search.footer").replace("{term}", term));
  });
});
