import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cssString, SECTION_ATTRIBUTE, sectionHighlightCss } from "./section-highlight";

/**
 * Reads a CSS string token from the start of `css` as CSS Syntax §4.3.5 does (escapes §4.3.7): the
 * value and where the token ended, or null for a bad string (a raw line break) or no closing quote.
 */
function readCssString(css: string): { value: string; end: number } | null {
  const quote = css[0];
  if (quote !== '"' && quote !== "'") return null;
  let value = "";
  for (let i = 1; i < css.length; ) {
    const char = css[i]!;
    if (char === quote) return { value, end: i + 1 };
    if (char === "\n" || char === "\r" || char === "\f") return null;
    if (char !== "\\") {
      value += char;
      i += 1;
      continue;
    }
    const hex = /^[0-9a-fA-F]{1,6}/.exec(css.slice(i + 1))?.[0];
    if (hex) {
      const code = parseInt(hex, 16);
      value += code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? "\uFFFD" : String.fromCodePoint(code);
      i += 1 + hex.length;
      if (/[ \t\n]/.test(css[i] ?? "")) i += 1;
    } else {
      const next = String.fromCodePoint(css.codePointAt(i + 1)!);
      value += next;
      i += 1 + next.length;
    }
  }
  return null;
}

/** The section codes a stylesheet's rules key on, in order: every `[data-section=…]` value. */
function keyedCodes(css: string): string[] {
  const codes: string[] = [];
  const marker = `[${SECTION_ATTRIBUTE}=`;
  for (let at = css.indexOf(marker); at !== -1; at = css.indexOf(marker, at + 1)) {
    const token = readCssString(css.slice(at + marker.length));
    expect(token, `a whole string after ${marker}`).not.toBeNull();
    expect(css[at + marker.length + token!.end]).toBe("]");
    codes.push(token!.value);
  }
  return codes;
}

const HOSTILE = [
  '112"]{}</style><script>alert(1)</script>',
  "A\\",
  "a b",
  "line\nbreak",
  "it's",
  "Über-1",
  "🎫",
  "}*{display:none}",
  "--x:1;",
  "/*",
  "0",
];

describe("sectionHighlightCss", () => {
  it("writes two rules per section with rows on the page, each section once, in their order", () => {
    const rules = sectionHighlightCss(["112", "A", "112", "201"]).split("\n");
    expect(rules).toHaveLength(6);
    // Map to rows, then row to map, for each section.
    expect(keyedCodes(rules.join("\n"))).toEqual(["112", "112", "112", "112", "A", "A", "A", "A", "201", "201", "201", "201"]);
    expect(rules[0]).toMatch(/^\.event-tickets:has\(a\.venue-map__section\[data-section="112"\]:is\(:hover,:focus\)\) li\.ticket-row\[data-section="112"\]\{outline:/);
    expect(rules[1]).toMatch(/^\.event-tickets:has\(li\.ticket-row\[data-section="112"\]:is\(:hover,:focus-within\)\) a\.venue-map__section\[data-section="112"\] path\{stroke:/);
  });

  it("writes nothing when no row is on the page", () => {
    expect(sectionHighlightCss([])).toBe("");
  });

  it.each(HOSTILE)("keys %j on exactly that code, inside one rule, with nothing that could end the <style> element", (code) => {
    const css = sectionHighlightCss([code, "9"]);
    expect(css).not.toMatch(/</);
    const rules = css.split("\n");
    expect(rules).toHaveLength(4);
    for (const rule of rules) {
      // One block per rule: the code opens and closes none of its own.
      expect(rule.match(/\{/g)).toHaveLength(1);
      expect(rule.endsWith("}")).toBe(true);
    }
    expect(keyedCodes(css)).toEqual([code, code, code, code, "9", "9", "9", "9"]);
  });

  it("skips codes a selector cannot match exactly (NUL, CR, a lone surrogate, empty)", () => {
    expect(sectionHighlightCss(["a\0", "a\rb", "x\uD800", ""])).toBe("");
  });

  it("any code: the string reads back as the code, and the rules hold no `<` (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "grapheme", maxLength: 12 }), { maxLength: 6 }), (codes) => {
        const css = sectionHighlightCss(codes);
        expect(css).not.toMatch(/</);
        const kept = [...new Set(codes)].filter((c) => c !== "" && !/[\0\r]/.test(c));
        expect(keyedCodes(css)).toEqual(kept.flatMap((c) => [c, c, c, c]));
      }),
    );
  });
});

describe("cssString", () => {
  it.each([
    ["112", '"112"'],
    ["GA-1_b", '"GA-1_b"'],
    ['1"2', '"1\\22 2"'],
    ["a b", '"a\\20 b"'],
    ["<", '"\\3c "'],
  ])("%j → %s", (value, css) => {
    expect(cssString(value)).toBe(css);
  });
});
