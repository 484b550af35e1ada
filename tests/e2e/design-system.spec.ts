// /design-system in Chromium at a phone width and a desktop width: the widgets driven by keyboard
// and pointer as a fan would, then axe-core over the whole page in each state reached.
import { readFileSync } from "node:fs";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { UI_LABELS_EN } from "../../app/components/ui/ui-labels-en";
import { axeViolations } from "../support/axe";
import { launchChromium } from "../support/browser";
import { startWorker, type WorkerHandle } from "../support/worker";

const GERMAN_DS: Record<string, string> = JSON.parse(readFileSync("app/locales/de/design-system.json", "utf8"));
const FRENCH_DS: Record<string, string> = JSON.parse(readFileSync("app/locales/fr/design-system.json", "utf8"));
const GERMAN_UI: Record<string, string> = JSON.parse(readFileSync("app/locales/de/ui.json", "utf8"));
const UI_EN: Record<string, string> = UI_LABELS_EN;

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

async function open(width: number, path = "/design-system"): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  const res = await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "networkidle" });
  expect(res?.status()).toBe(200);
  expect(res?.headers()["x-robots-tag"]).toBe("noindex");
  return { page, errors };
}

function section(page: Page, name: string) {
  return page.getByRole("region", { name, exact: true });
}

/** Resolves when every CSS animation under the element has finished (opening fades). */
async function animationsDone(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

describe.each([375, 1280])("/design-system at %i px", (width) => {
  // A fresh page per test: one widget left open must not break the next test.
  let page: Page;
  let errors: string[];

  beforeEach(async () => {
    ({ page, errors } = await open(width));
  });
  afterEach(async () => {
    expect(errors, "errors logged in the browser").toEqual([]);
    await page?.close();
  });

  it("shows every widget, is not indexed, and does not scroll sideways", async () => {
    expect(await page.getByRole("heading", { level: 1, name: "Design system" }).count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    for (const name of [
      "Dialog", "Dropdown", "Accordion", "Tooltip", "Tabs", "Calendar", "Date picker", "Inputs", "Quantity picker",
      "Phone input", "Radio group", "Progress tracker", "Inline banner", "Badge", "Pagination", "Table",
    ]) {
      expect(await section(page, name).count(), name).toBe(1);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `artifacts/design-system-${width}.png`, fullPage: true });
  });

  it("has no axe-core violation as loaded", async () => {
    expect(await axeViolations(page)).toEqual([]);
  });

  it("dialog: opens from the keyboard, traps focus, closes on Escape and gives focus back", async () => {
    const opener = section(page, "Dialog").getByRole("button", { name: "Open a dialog" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Configure your store" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await animationsDone(page, ".ui-dialog-root");
    expect(await axeViolations(page)).toEqual([]);
    // Tab a full round: focus never leaves the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count(), { timeout: 2_000 }).toBe(0);
    expect(await opener.evaluate((b) => b === document.activeElement)).toBe(true);
  });

  it("dropdown: arrow keys highlight, Enter selects, Escape closes", async () => {
    const combo = section(page, "Dropdown").getByRole("combobox", { name: "Currency", exact: true });
    await combo.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => combo.getAttribute("aria-expanded")).toBe("true");
    const listbox = page.getByRole("listbox", { name: "Currency", exact: true });
    expect(await listbox.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("ArrowDown");
    const highlighted = await page.locator(`[id="${await combo.getAttribute("aria-activedescendant")}"]`).textContent();
    await page.keyboard.press("Enter");
    await expect.poll(() => combo.getAttribute("aria-expanded")).toBe("false");
    expect(await combo.textContent()).toContain(highlighted!.trim());
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => combo.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await expect.poll(() => combo.getAttribute("aria-expanded")).toBe("false");
    expect(await combo.evaluate((b) => b === document.activeElement)).toBe(true);
  });

  it("calendar: a range picked by keyboard — start, then an end after it; days up to the start refused", async () => {
    // The fourth calendar of the demo picks a range from nothing (today is 2026-12-05 there).
    const calendar = section(page, "Calendar").getByRole("grid").nth(3);
    const day = (name: string) => calendar.getByRole("button", { name, exact: true });
    const cell = (name: string) => calendar.getByRole("gridcell").filter({ has: page.getByRole("button", { name, exact: true }) });
    await day("Thursday, December 10, 2026").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => cell("Thursday, December 10, 2026").getAttribute("aria-selected")).toBe("true");
    // While the end is chosen, the start and the days before it cannot be picked.
    expect(await day("Wednesday, December 9, 2026").getAttribute("aria-disabled")).toBe("true");
    expect(await day("Thursday, December 10, 2026").getAttribute("aria-disabled")).toBe("true");
    // Five days on by arrow keys, then Enter: the range is complete.
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    const state = section(page, "Calendar").getByText(/start 2026-12-10; end 2026-12-15 \(complete\)/);
    await expect.poll(() => state.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("date picker: a typed date is taken as a year-month-day value; an impossible one is cleared", async () => {
    const demo = section(page, "Date picker");
    const input = demo.getByRole("textbox", { name: "Event date", exact: true });
    // The store at 127.0.0.1 is the US one: mm/dd/yy.
    await input.fill("12/24/26");
    await page.keyboard.press("Enter");
    await expect.poll(() => demo.getByText("Value: 2026-12-24").count()).toBe(1);
    await input.fill("02/31/26");
    await page.keyboard.press("Tab");
    await expect.poll(() => input.inputValue()).toBe("");
    // The parse message is never shown in the product's own UI (the demo's log line aside).
    expect(await demo.getByRole("alert").count()).toBe(0);
    // The calendar opens from its button and closes on Escape, focus back on the button.
    const opener = demo.getByRole("button", { name: "Choose date" }).first();
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Choose date" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await animationsDone(page, ".ui-date-picker-dialog, [role=dialog]");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count(), { timeout: 2_000 }).toBe(0);
    expect(await opener.evaluate((b) => b === document.activeElement)).toBe(true);
  });

  it("progress tracker: under 481 px only the active step shows until the toggle expands the list", async () => {
    const list = page.getByRole("list", { name: "Order progress, third step" });
    const visible = () => list.getByRole("listitem").evaluateAll((items) => items.filter((li) => (li as HTMLElement).offsetParent !== null).length);
    const toggle = list.locator("xpath=..").getByRole("button", { name: "Show all steps" });
    if (width < 481) {
      expect(await visible()).toBe(1);
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect.poll(visible).toBe(4);
    } else {
      expect(await visible()).toBe(4);
      expect(await toggle.isVisible()).toBe(false);
    }
  });

  it("pagination: next and previous move the report; previous is disabled on the first page", async () => {
    const nav = page.getByRole("navigation", { name: "Pagination, first page" });
    const previous = nav.getByRole("button", { name: "Previous page" });
    const next = nav.getByRole("button", { name: "Next page" });
    expect(await previous.isDisabled()).toBe(true);
    expect(await nav.getByRole("status").textContent()).toBe("1 - 5 of 48");
    await next.click();
    await expect.poll(() => nav.getByRole("status").textContent()).toBe("6 - 10 of 48");
    expect(await previous.isDisabled()).toBe(false);
    await previous.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => nav.getByRole("status").textContent()).toBe("1 - 5 of 48");
  });

  it("table: a header's sort button cycles ascending, descending and none", async () => {
    const table = page.getByRole("table", { name: "Events sorted by date", exact: true });
    const header = table.getByRole("columnheader", { name: "Event", exact: true });
    const sort = header.getByRole("button", { name: "Event", exact: true });
    expect(await header.getAttribute("aria-sort")).not.toBe("ascending");
    await sort.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => header.getAttribute("aria-sort")).toBe("ascending");
    // The first column's cells, top to bottom.
    const names = () => table.locator("tbody tr").evaluateAll((rows) => rows.map((r) => (r as HTMLTableRowElement).cells[0]?.textContent ?? ""));
    const ascending = await names();
    await page.keyboard.press("Enter");
    await expect.poll(() => header.getAttribute("aria-sort")).toBe("descending");
    expect(await names()).not.toEqual(ascending);
    await page.keyboard.press("Enter");
    await expect.poll(() => header.getAttribute("aria-sort")).toBe("none");
  });
});

describe("/design-system in another store language", () => {
  it("renders at /fr/design-system in French formats, and answers 404 for a language the store does not offer", async () => {
    const { page, errors } = await open(1280, "/fr/design-system");
    expect(await page.getAttribute("html", "lang")).toBe("fr-FR");
    // Dates and numbers follow the locale (the table's sample dates and prices, in French).
    const table = await section(page, FRENCH_DS["Table"]!).textContent();
    expect(table).toContain("2 mai 2025");
    expect(table).toContain("35,00");
    expect(errors).toEqual([]);
    await page.close();
    const res = await fetch(`http://127.0.0.1:${port}/xx/design-system`);
    expect(res.status).toBe(404);
  });

  it("speaks the store's language on the German store: the page's headings and widget names", async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 900 } });
    const res = await page.goto(`http://de.localhost:${port}/design-system`, { waitUntil: "networkidle" });
    expect(res?.status()).toBe(200);
    expect(await page.getAttribute("html", "lang")).toBe("de-DE");
    expect(await page.getByRole("heading", { level: 1, name: "Designsystem" }).count()).toBe(1);
    const toc = page.getByRole("navigation", { name: "Komponenten" });
    expect(await toc.getByRole("link", { name: "Kalender" }).getAttribute("href")).toBe("#calendar");
    await page.close();
  });

  it("leaves no English on the German store: demo texts and the widgets' own words, seen and heard", async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`http://de.localhost:${port}/design-system`, { waitUntil: "networkidle" });
    expect(await page.title()).toBe(`${GERMAN_DS["Design system"]} | Stagefront`);

    // The widgets' words, from the German ui namespace, by role.
    const pagination = section(page, GERMAN_DS["Pagination"]!);
    expect(await pagination.getByRole("button", { name: GERMAN_UI["pagination.next"], exact: true }).count()).toBeGreaterThan(0);
    const dialog = section(page, GERMAN_DS["Dialog"]!);
    await dialog.getByRole("button", { name: GERMAN_DS["Open a dialog"], exact: true }).click();
    const opened = page.getByRole("dialog", { name: GERMAN_DS["Configure your store"], exact: true });
    await opened.waitFor();
    expect(await opened.getByRole("button", { name: GERMAN_UI["dialog.close"], exact: true }).count()).toBe(1);
    await page.keyboard.press("Escape");
    await opened.waitFor({ state: "detached" });

    // Everything a fan sees or a screen reader says inside the page: no English source text left
    // (whole phrases of at least two words, so a shared loan word does not count).
    const heard = await page.locator("main").evaluate((main) =>
      [
        (main as HTMLElement).innerText,
        ...[...main.querySelectorAll("[aria-label],[title],[placeholder]")].flatMap((el) =>
          ["aria-label", "title", "placeholder"].map((a) => el.getAttribute(a) ?? ""),
        ),
      ].join("\n"),
    );
    const english = [
      ...Object.keys(GERMAN_DS).filter((k) => GERMAN_DS[k] !== k),
      ...Object.entries(UI_EN).filter(([k, v]) => GERMAN_UI[k] !== v).map(([, v]) => v),
    ]
      .flatMap((text) => text.split(/\{\w+\}/))
      .map((part) => part.trim())
      .filter((part) => /\p{L}+\s+\p{L}+/u.test(part) && part.length >= 8);
    expect(english.length).toBeGreaterThan(100);
    // What was read is the page in German, widgets' words included.
    expect(heard).toContain(GERMAN_DS["A closed dialog is not on the page; its opener is."]);
    expect(heard).toContain(GERMAN_UI["pagination.previous"]);
    expect(await axeViolations(page)).toEqual([]);
    expect(english.filter((part) => heard.includes(part))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
