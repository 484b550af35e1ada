// The header fits the window on every store at the widths where its layout changes (640, 1200,
// 1440) and the common laptop widths between them: German, French and Dutch labels are long, and a
// header that fits in English pushed "Meine Tickets" 4 px past the window at 1280 (found by the
// tickets work's screenshots). With JavaScript, as a fan meets it; the page must not scroll sideways,
// and from 1200 px the inline search box shows its whole placeholder (the German one had 30 px at 1440).
import { describe, expect, it } from "vitest";
import { STORES } from "../../app/domain/stores";
import { setupCatalogBrowser } from "../support/catalog-browser";

const catalog = setupCatalogBrowser("e2e-header-widths");
const WIDTHS = [640, 1024, 1199, 1200, 1280, 1366, 1439, 1440];

/** The header's elements whose right edge lies past the window, and the page's sideways overflow. */
async function overflow(page: import("playwright-core").Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // A strip that scrolls sideways on its own (the category bar) may hold more than fits; what it clips is not past the window.
    const insideScroller = (el: Element) => {
      for (let up = el.parentElement; up && up.tagName !== "HEADER"; up = up.parentElement) if (["auto", "scroll"].includes(getComputedStyle(up).overflowX)) return true;
      return false;
    };
    const past = [...document.querySelectorAll("header *")]
      .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > width + 0.5 && !insideScroller(el))
      .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute("class") ?? ""} → ${Math.round(el.getBoundingClientRect().right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, past: past.slice(0, 3) };
  });
}

/**
 * From 1200 px the search box is inline: how much of its placeholder shows. The text's width in the
 * box's own font against the room inside its padding (null: the box is not shown at this width).
 */
async function placeholderRoom(page: import("playwright-core").Page) {
  return page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>("header .hdr-search input[name=q]");
    if (!input || input.getClientRects().length === 0) return null;
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { placeholder: input.placeholder, text: Math.ceil(context.measureText(input.placeholder).width), room: Math.floor(room) };
  });
}

describe("the header at every width where its layout changes", () => {
  it.each([...new Set(Object.values(STORES).map((s) => s.siteCountry))])("fits the window on the %s store", async (country: string) => {
    const host = country === "US" ? "localhost" : `${country.toLowerCase()}.localhost`;
    const page = await catalog.open("/", WIDTHS[0], { host });
    const misfits: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const seen = await overflow(page);
      if (seen.scrollWidth > seen.width || seen.past.length > 0) misfits.push(`${width} px: scrollWidth ${seen.scrollWidth}; ${seen.past.join(", ")}`);
      // The inline search box shows its whole placeholder: a fan sees what to type (the German box
      // once had 30 px at 1440 px).
      const box = await placeholderRoom(page);
      if (width >= 1200 && box === null) misfits.push(`${width} px: no inline search box`);
      if (box && box.text > box.room) misfits.push(`${width} px: placeholder "${box.placeholder}" needs ${box.text} px, the box has ${box.room}`);
    }
    expect(misfits).toEqual([]);
  });
});
