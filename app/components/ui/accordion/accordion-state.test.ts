import { describe, expect, it } from "vitest";
import { headerIndexForKey, toggleAccordion } from "./accordion-state";

describe("spec §4 'Accordion. One item open at a time'", () => {
  it.each<[string, string | null, string, string | null]>([
    ["opening an item when none is open", null, "a", "a"],
    ["opening another item closes the open one", "a", "b", "b"],
    ["clicking the open item closes it", "b", "b", null],
    ["and it opens again on the next click", null, "b", "b"],
  ])("%s", (_name, open, clicked, expected) => {
    expect(toggleAccordion(open, clicked)).toBe(expected);
  });
});

describe("APG accordion keys between headers", () => {
  it.each([
    // current, count, key, expected
    [0, 3, "ArrowDown", 1],
    [2, 3, "ArrowDown", 0], // wraps to the first
    [0, 3, "ArrowUp", 2], // wraps to the last
    [1, 3, "ArrowUp", 0],
    [2, 3, "Home", 0],
    [0, 3, "End", 2],
    [1, 3, "Enter", -1], // Enter and Space belong to the button itself
    [1, 3, "ArrowRight", -1],
    [0, 0, "ArrowDown", -1],
  ])("from %i of %i, %s → %i", (current, count, key, expected) => {
    expect(headerIndexForKey(current, count, key)).toBe(expected);
  });
});
