// Pointing at or focusing a section on the venue map highlights that section's listing rows (issue
// 25 item 5; app/components/event/section-highlight.ts), in Chromium on a German store's event
// page: by keyboard, by pointer and the reverse, with CSS alone (JavaScript off too), on a copy the
// edge page cache serves under its own nonce, and with section codes no catalogue should hold.
// Rows are read as a fan reads them: their heading ("Block 112 · Reihe 5") and what they look like.
// SHOTS_DIR=... saves screenshots of the page with a section focused.
import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { sectionHighlightCss } from "../../app/components/event/section-highlight";
import { setupCatalogBrowser } from "../support/catalog-browser";

// The edge page cache on: a reloaded page is its copy, served under the answer's own nonce.
const site = setupCatalogBrowser("e2e-section-highlight", { PAGE_CACHE: "on" });
const HOST = "de.localhost";
let eventPath: string;

beforeAll(async () => {
  const db = await site.worker.db();
  // An upcoming German event on a drawn venue whose listings for 2 tickets lie in several sections.
  const row = await db
    .prepare(
      `SELECT e.web_path FROM events e JOIN venue_layouts v ON v.venue_id = e.venue_id JOIN ticket_listings l ON l.event_id = e.id
       WHERE e.country_code = 'DE' AND e.starts_at >= ?1 AND l.quantity >= 2 AND l.split_rule IN ('any', 'pairs')
       GROUP BY e.id HAVING COUNT(DISTINCT l.section_code) >= 4 ORDER BY e.starts_at, e.id LIMIT 1`,
    )
    .bind(Date.now() + 86_400_000)
    .first<{ web_path: string }>();
  if (!row) throw new Error("no German event with listings in several sections");
  eventPath = `${row.web_path}?qty=2`;
});

const map = (page: Page) => page.getByRole("group", { name: "Saalplan" });

/** The listing rows: list items headed "Block …". */
const rows = (page: Page) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: /^Block / }) });

/** Each row's section as its heading states it, and whether the row is drawn highlighted. */
async function rowStates(page: Page): Promise<Array<{ section: string; lit: boolean }>> {
  return rows(page).evaluateAll((items) =>
    items.map((item) => {
      const style = getComputedStyle(item);
      return {
        section: /^Block (.+?)(?: · |$)/.exec(item.querySelector("h3")!.textContent!.trim())![1]!,
        // A frame, not colour alone.
        lit: style.outlineStyle === "solid" && parseFloat(style.outlineWidth) >= 2,
      };
    }),
  );
}

/** The sections whose rows are drawn highlighted, and whether every row of those sections is. */
async function litSections(page: Page): Promise<string[]> {
  const states = await rowStates(page);
  const lit = [...new Set(states.filter((s) => s.lit).map((s) => s.section))];
  for (const s of states) if (lit.includes(s.section)) expect(s.lit, `every row of Block ${s.section}`).toBe(true);
  return lit;
}

/** The code a map link names: "Block 112, ab 84 €, 6 Angebote" → "112". */
function codeOf(name: string): string {
  return /^Block (.+?), ab /.exec(name)![1]!;
}

/** A map section with rows on the page, while rows of other sections are shown too. */
async function sectionWithRows(page: Page): Promise<{ code: string; link: Locator }> {
  const shown = new Set((await rowStates(page)).map((s) => s.section));
  expect(shown.size, "rows of several sections on the page").toBeGreaterThanOrEqual(2);
  const names = await map(page).getByRole("link").evaluateAll((links) => links.map((l) => l.getAttribute("aria-label")!));
  const name = names.find((n) => shown.has(codeOf(n)));
  expect(name, "a section on the map with rows on the page").toBeDefined();
  return { code: codeOf(name!), link: map(page).getByRole("link", { name: name!, exact: true }) };
}

/** The stroke width the map draws a section's outline with. */
async function strokeOf(link: Locator): Promise<number> {
  return link.locator("path").evaluate((path) => parseFloat(getComputedStyle(path).strokeWidth));
}

describe("venue map → listing rows highlight (German event page)", () => {
  it("Tab through the map: the focused section's rows, and only those, are highlighted — on a page-cache copy too", async () => {
    const page = await site.open(eventPath, 1280, { host: HOST });
    // The second view is the edge cache's copy: the rules' <style> must carry this answer's nonce.
    const again = await page.reload({ waitUntil: "networkidle" });
    expect(again?.headers()["x-page-cache"]).toBe("hit");
    expect(await litSections(page)).toEqual([]);

    const { code, link } = await sectionWithRows(page);
    await map(page).getByRole("link").first().focus();
    let steps = 0;
    for (; !(await link.evaluate((el) => el === document.activeElement)); steps++) {
      expect(steps, "Tab reaches the section").toBeLessThan(60);
      const focused = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
      const shown = (await rowStates(page)).some((s) => s.section === codeOf(focused));
      expect(await litSections(page)).toEqual(shown ? [codeOf(focused)] : []);
      await page.keyboard.press("Tab");
    }
    expect(await litSections(page)).toEqual([code]);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/de-focused-1280.png`, fullPage: true });

    // Focus elsewhere: nothing highlighted.
    await page.getByRole("combobox", { name: "Sortieren nach" }).focus();
    expect(await litSections(page)).toEqual([]);
  });

  it("hovering a section highlights its rows; hovering a row outlines its section on the map", async () => {
    const page = await site.open(eventPath, 1280, { host: HOST });
    const { code, link } = await sectionWithRows(page);
    const resting = await strokeOf(link);
    await link.hover();
    expect(await litSections(page)).toEqual([code]);
    await page.getByRole("heading", { name: "Saalplan" }).hover();
    expect(await litSections(page)).toEqual([]);

    const row = rows(page).filter({ has: page.getByRole("heading", { level: 3, name: new RegExp(`^Block ${code.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( · |$)`) }) }).first();
    await row.hover();
    expect(await strokeOf(link)).toBeGreaterThan(resting);
    expect(await litSections(page)).toEqual([]);
  });

  it("without JavaScript, at 375 px: focus still highlights the section's rows", async () => {
    const page = await site.open(eventPath, 375, { host: HOST, javaScriptEnabled: false });
    const { code, link } = await sectionWithRows(page);
    await map(page).getByRole("link").first().focus();
    for (let steps = 0; !(await link.evaluate((el) => el === document.activeElement)); steps++) {
      expect(steps, "Tab reaches the section").toBeLessThan(60);
      await page.keyboard.press("Tab");
    }
    expect(await litSections(page)).toEqual([code]);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/de-focused-375.png`, fullPage: true });
  });

  it("the rules Chromium reads: one pair per section, each lighting exactly its own rows, whatever the codes hold", async () => {
    const page = await site.open("/", 375);
    await page.goto("about:blank");
    const codes = ["112", '1"]{}</style><b>x</b>', "A\\B", "a b", "Über", "}*{outline:3px solid red}", "🎫"];
    // The page's accent colour, which the rules use; away from where the pointer rests.
    await page.setContent('<section class="event-tickets" style="--sf-accent:#6a2fd1;margin:100px"><svg width="400" height="40"></svg><ol></ol></section>');
    await page.evaluate(
      ({ codes, css }) => {
        const svg = document.querySelector("svg")!;
        const list = document.querySelector("ol")!;
        codes.forEach((code, i) => {
          const a = document.createElementNS("http://www.w3.org/2000/svg", "a");
          a.setAttribute("href", "#");
          a.setAttribute("class", "venue-map__section");
          a.setAttribute("data-section", code);
          const path = document.createElementNS("http://www.w3.org/2000/svg", "path");
          path.setAttribute("d", `M${i * 40} 0h30v30h-30Z`);
          a.appendChild(path);
          svg.appendChild(a);
          const li = document.createElement("li");
          li.className = "ticket-row";
          li.setAttribute("data-section", code);
          li.textContent = code;
          list.appendChild(li);
        });
        const style = document.createElement("style");
        style.textContent = css;
        document.head.appendChild(style);
      },
      { codes, css: sectionHighlightCss(codes) },
    );
    expect(await page.evaluate(() => document.styleSheets[0]!.cssRules.length)).toBe(codes.length * 2);
    const links = page.locator("a.venue-map__section");
    for (let i = 0; i < codes.length; i++) {
      await links.nth(i).focus();
      const lit = await page.locator("li").evaluateAll((items) => items.map((item) => getComputedStyle(item).outlineStyle === "solid"));
      expect(lit).toEqual(codes.map((_, j) => j === i));
    }
  });
});
