// For component tests: the design system's sheets in jsdom, and the value a property gets from
// them with a `var(--token)` resolved. jsdom's CSSOM drops declarations whose value is a var(), so
// the sheets' own text is read: each rule's selector tested with `matches`, the last one wins
// (enough for these flat sheets; media queries are not told apart).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { UI_TOKENS_CSS } from "./ui-tokens";

const installed: string[] = [];

/** Puts the tokens sheet and the given component sheets (paths under app/components/ui: "tabs/tabs.css") into the document. */
export function installSheets(...sheets: string[]): void {
  for (const text of [UI_TOKENS_CSS, ...sheets.map((path) => readFileSync(join(import.meta.dirname, path), "utf8"))]) {
    const style = document.createElement("style");
    style.textContent = text;
    document.head.appendChild(style);
    installed.push(text);
  }
}

function declared(element: Element, property: string): string {
  let value = "";
  for (const text of installed) {
    for (const [, selectors, body] of text.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const matches = selectors!.split(",").some((selector) => {
        try {
          return element.matches(selector.trim());
        } catch {
          return false;
        }
      });
      if (!matches) continue;
      for (const declaration of body!.split(";")) {
        const colon = declaration.indexOf(":");
        if (colon > 0 && declaration.slice(0, colon).trim() === property) value = declaration.slice(colon + 1).trim();
      }
    }
  }
  return value;
}

/** The value `property` gets on `element` from the installed sheets, a `var(--x)` replaced by :root's --x. */
export function cssValue(element: Element, property: string): string {
  const value = declared(element, property);
  const token = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  return token ? declared(document.documentElement, token) : value;
}
