import { describe, expect, it } from "vitest";
import {
  nextTabIndex,
  resolveSelectedIndex,
  scrollLeftToReveal,
  scrollPositionAt,
  TABS_MIN_HEIGHT_PX,
  TABS_SCROLL_MS,
} from "./tabs-state";

describe("spec §9 'Timings: ... tabs scroll 300 ms; tabs min height 48'", () => {
  it("scrolls over 300 ms", () => expect(TABS_SCROLL_MS).toBe(300));
  it("tabs are at least 48 px tall", () => expect(TABS_MIN_HEIGHT_PX).toBe(48));
});

describe("APG tabs keys: ArrowLeft/ArrowRight wrap, Home/End, disabled tabs skipped", () => {
  const four = [false, false, false, false];
  const someDisabled = [true, false, true, false]; // the first and the third are disabled
  it.each([
    // current, key, disabled, expected
    [0, "ArrowRight", four, 1],
    [3, "ArrowRight", four, 0], // wraps to the first
    [0, "ArrowLeft", four, 3], // wraps to the last
    [2, "ArrowLeft", four, 1],
    [2, "Home", four, 0],
    [1, "End", four, 3],
    [1, "ArrowRight", someDisabled, 3], // skips the third
    [3, "ArrowRight", someDisabled, 1], // wraps past the disabled first
    [1, "ArrowLeft", someDisabled, 3],
    [3, "Home", someDisabled, 1], // first enabled
    [1, "End", someDisabled, 3],
    [1, "ArrowDown", four, -1], // horizontal tab list: not its key
    [1, "Enter", four, -1],
    [0, "ArrowRight", [false], 0], // a single tab stays
    [0, "ArrowRight", [], -1],
  ] as const)("from %i, %s on %j → %i", (current, key, disabled, expected) => {
    expect(nextTabIndex(current, key, disabled)).toBe(expected);
  });
});

describe("resolveSelectedIndex", () => {
  const ids = ["a", "b", "c"];
  it.each([
    ["the requested tab", [false, false, false], "b", 1],
    ["the first enabled when none is requested", [true, false, false], undefined, 1],
    ["the first enabled when the requested one is disabled", [false, false, true], "c", 0],
    ["the first enabled when the requested one does not exist", [false, false, false], "z", 0],
    ["none when all are disabled", [true, true, true], "a", -1],
  ] as const)("%s", (_name, disabled, wanted, expected) => {
    expect(resolveSelectedIndex(ids, disabled, wanted)).toBe(expected);
  });
});

describe("scrollLeftToReveal: the selected tab scrolls into view when the list overflows", () => {
  it.each([
    // left, width, scrollLeft, viewport, expected
    [0, 100, 0, 200, 0], // already shown
    [100, 100, 0, 200, 0], // ends on the edge
    [400, 100, 0, 200, 300], // right of the view: its end at the right edge
    [50, 100, 300, 200, 50], // left of the view: its start at the left edge
    [120, 100, 100, 200, 100], // inside
    [400, 300, 0, 200, 400], // wider than the list: its start
  ])("tab at %i (%i wide), scrolled %i in %i → %i", (left, width, scrollLeft, viewport, expected) => {
    expect(scrollLeftToReveal(left, width, scrollLeft, viewport)).toBe(expected);
  });
});

describe("scrollPositionAt: 300 ms, eased (spec §9 'tabs scroll 300 ms')", () => {
  it.each([
    [0, 0],
    [150, 150], // half way at half time
    [300, 300],
    [450, 300], // late frames stay at the end
    [-10, 0],
  ])("at %i ms → %i", (elapsed, expected) => {
    expect(scrollPositionAt(0, 300, elapsed, TABS_SCROLL_MS)).toBeCloseTo(expected);
  });

  it("eases: slower at the start than linear, faster in the middle", () => {
    expect(scrollPositionAt(0, 300, 30, 300)).toBeLessThan(30);
    expect(scrollPositionAt(0, 300, 120, 300)).toBeLessThan(120);
    expect(scrollPositionAt(0, 300, 180, 300)).toBeGreaterThan(180);
  });

  it("scrolls backwards too", () => expect(scrollPositionAt(300, 0, 150, 300)).toBeCloseTo(150));
  it("jumps at once with no duration (reduced motion)", () => expect(scrollPositionAt(0, 300, 0, 0)).toBe(300));
});
