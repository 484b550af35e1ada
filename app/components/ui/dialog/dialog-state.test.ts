import { describe, expect, it } from "vitest";
import {
  DIALOG_CLOSED,
  DIALOG_EXIT_MS,
  DIALOG_SIZES,
  transitionDialog,
  wrapFocusIndex,
  type DialogEvent,
  type DialogState,
} from "./dialog-state";

describe("spec §9 'Dialog exit / header search transition: 500 ms each'", () => {
  it("the exit lasts 500 ms", () => {
    expect(DIALOG_EXIT_MS).toBe(500);
  });
});

describe("spec §4 'Sizes sm, md, lg, xl'", () => {
  it("offers exactly those sizes", () => {
    expect(DIALOG_SIZES).toEqual(["sm", "md", "lg", "xl"]);
  });
});

describe("spec §4 'Dialog ... closing animation 500 ms': closed → open → closing → closed", () => {
  const open: DialogState = { phase: "open" };
  const closing: DialogState = { phase: "closing", closesAt: 1500 };
  it.each<[string, DialogState, DialogEvent, DialogState]>([
    ["opening a closed dialog", DIALOG_CLOSED, { type: "open" }, open],
    ["closing an open dialog starts the 500 ms exit", open, { type: "close", now: 1000 }, closing],
    ["the exit is still running at 499 ms", closing, { type: "tick", now: 1499 }, closing],
    ["the exit ends at 500 ms", closing, { type: "tick", now: 1500 }, DIALOG_CLOSED],
    ["a late tick still ends it", closing, { type: "tick", now: 9000 }, DIALOG_CLOSED],
    ["re-opening during the exit cancels it", closing, { type: "open" }, open],
    ["a second close during the exit does not restart the clock", closing, { type: "close", now: 1400 }, closing],
    ["closing a closed dialog does nothing", DIALOG_CLOSED, { type: "close", now: 0 }, DIALOG_CLOSED],
    ["a tick while open does nothing", open, { type: "tick", now: 1e9 }, open],
    ["opening an open dialog does nothing", open, { type: "open" }, open],
  ])("%s", (_name, state, event, expected) => {
    expect(transitionDialog(state, event)).toEqual(expected);
  });

  it("returns the same object when nothing changes (no needless re-render)", () => {
    const open: DialogState = { phase: "open" };
    expect(transitionDialog(open, { type: "tick", now: 5 })).toBe(open);
  });
});

describe("spec §4 'focus is trapped': Tab and Shift+Tab wrap", () => {
  it.each([
    // current, count, backwards, expected
    [0, 3, false, 1],
    [1, 3, false, 2],
    [2, 3, false, 0], // Tab on the last goes to the first
    [0, 3, true, 2], // Shift+Tab on the first goes to the last
    [2, 3, true, 1],
    [-1, 3, false, 0], // focus on the dialog itself
    [-1, 3, true, 2],
    [0, 1, false, 0], // a single focusable element keeps focus
    [0, 1, true, 0],
    [-1, 0, false, -1], // nothing focusable
    [7, 3, false, 0], // stale index
  ])("from %i of %i (backwards %s) to %i", (current, count, backwards, expected) => {
    expect(wrapFocusIndex(current, count, backwards)).toBe(expected);
  });
});
