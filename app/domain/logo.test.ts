import { expect, it } from "vitest";
import { logoAltText, logoHeadingLevel } from "./logo";

it.each([
  ["home", 1],
  ["browse", 2],
  ["search", 2],
  ["event", 2],
  [null, 2],
] as const)("the logo on page %s is a level-%i heading", (pageId, level) => {
  expect(logoHeadingLevel(pageId)).toBe(level);
});

it("puts the brand in the alt text", () => {
  expect(logoAltText("Stagefront")).toBe("Stagefront: Where Fans Buy & Sell Tickets");
  expect(logoAltText("Billetfront")).toBe("Billetfront: Where Fans Buy & Sell Tickets");
});
