// Pointing at a section on the venue map, or focusing it, highlights that section's listing rows
// (issue 25 item 5), in CSS alone: the map is static markup and the event page ships no code for
// it (ADR 025 addendum). The map's section links and the listing rows both carry the section's
// code in `data-section`; one rule per section with rows on the page joins the two through
// `:has()`, and a second lights the map's section while the fan points at one of its rows.
// Section codes are catalogue data: each is written as a CSS string made of escapes only, which
// can end neither the string, the rule nor the <style> element around it.

/** The attribute that names a section on the map's links and on the listing rows. */
export const SECTION_ATTRIBUTE = "data-section";

/** Where the map and the rows meet: the event page's tickets (app/components/pages/event-tickets.tsx). */
const SCOPE = ".event-tickets";
const MAP_SECTION = "a.venue-map__section";
const ROW = "li.ticket-row";

/**
 * A highlighted row: a frame and a bar down its start edge (a shape, not colour alone) on a light
 * tint. The accent (#6a2fd1) stands 7.1:1 against the page; on the tint the row's muted text keeps
 * 6.0:1 and its link 6.4:1. An outline, unlike the bar and the tint, survives forced-colours mode.
 */
const ROW_LIT = "outline:2px solid var(--sf-accent);outline-offset:1px;box-shadow:inset 0.375rem 0 0 var(--sf-accent);background-color:#f5f0fd";
/** A map section whose row is under the pointer or focus: the map's own highlight (venue-map.css). */
const SECTION_LIT = "stroke:#111418;stroke-width:2.5";

/** What an HTML attribute cannot hold as it is (the parser rewrites NUL and CR) or CSS cannot escape (lone surrogates). */
const UNREPRESENTABLE = /[\0\r]|\p{Cs}/u;

/**
 * A CSS string of `value`: letters, digits, `-` and `_` as they are, every other character as a
 * hex escape, so the result holds no quote, brace, `<` or line break of the value's own.
 * @example cssString('1"2') // '"1\\22 2"'
 */
export function cssString(value: string): string {
  let text = "";
  for (const char of value) text += /[A-Za-z0-9_-]/.test(char) ? char : `\\${char.codePointAt(0)!.toString(16)} `;
  return `"${text}"`;
}

/**
 * The highlight rules for the sections of the rows on the page, two per distinct section (map to
 * rows, row to map); a code no selector can match exactly gets none.
 * @example sectionHighlightCss(["112", "112"]).split("\n").length // 2
 */
export function sectionHighlightCss(codes: Iterable<string>): string {
  const rules: string[] = [];
  for (const code of new Set(codes)) {
    if (code === "" || UNREPRESENTABLE.test(code)) continue;
    const key = `[${SECTION_ATTRIBUTE}=${cssString(code)}]`;
    rules.push(`${SCOPE}:has(${MAP_SECTION}${key}:is(:hover,:focus)) ${ROW}${key}{${ROW_LIT}}`);
    rules.push(`${SCOPE}:has(${ROW}${key}:is(:hover,:focus-within)) ${MAP_SECTION}${key} path{${SECTION_LIT}}`);
  }
  return rules.join("\n");
}
