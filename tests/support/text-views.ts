// A component's text as people meet it, for Testing Library tests (jsdom applies no stylesheet).

/** The class that hides text from sight but not from screen readers (app/styles/header.css, on every page). */
export const VISUALLY_HIDDEN_CLASS = "hdr-sr-only";

/** What a screen reader reads of `el`: its text without the parts hidden from assistive technology. */
export function spoken(el: Element): string {
  return [...el.childNodes]
    .map((node) => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
      if (node instanceof Element && node.getAttribute("aria-hidden") !== "true") return spoken(node);
      return "";
    })
    .join("");
}

/** Its text as it shows, without the parts only screen readers get. */
export function shown(el: Element): string {
  return [...el.childNodes]
    .map((node) => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
      if (node instanceof HTMLElement && !node.classList.contains(VISUALLY_HIDDEN_CLASS)) return shown(node);
      return "";
    })
    .join("");
}
