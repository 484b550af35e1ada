import { describe, expect, it } from "vitest";
import {
  DROPDOWN_CLOSED,
  DROPDOWN_ITEM_HEIGHT_PX,
  firstEnabled,
  reduceDropdown,
  scrollTopToReveal,
  type DropdownAction,
  type DropdownList,
  type DropdownState,
  type DropdownStep,
} from "./dropdown-state";

// Five options; the second (index 1) and the last (index 4) are disabled; the third is selected.
const list: DropdownList = { disabled: [false, true, false, false, true], selected: 2 };
const none: DropdownList = { ...list, selected: -1 };
const closed = DROPDOWN_CLOSED;
const at = (highlighted: number): DropdownState => ({ open: true, highlighted });
const key = (k: string): DropdownAction => ({ type: "key", key: k });

describe("spec §9 'Dropdown item height: 46 px'", () => {
  it("items are 46 px tall", () => {
    expect(DROPDOWN_ITEM_HEIGHT_PX).toBe(46);
  });
});

describe("spec §4 'Dropdown. Open, close, highlight with arrow keys, Enter selects, Escape closes' (§9 key codes: enter 13, esc 27, arrows 37 to 40)", () => {
  it.each<[string, DropdownState, DropdownAction, DropdownList, DropdownStep]>([
    // open
    ["ArrowDown (40) opens on the selected option", closed, key("ArrowDown"), list, { state: at(2), handled: true }],
    ["ArrowUp (38) opens on the selected option", closed, key("ArrowUp"), list, { state: at(2), handled: true }],
    ["Enter (13) opens", closed, key("Enter"), list, { state: at(2), handled: true }],
    ["Space opens", closed, key(" "), list, { state: at(2), handled: true }],
    ["opening with nothing selected highlights the first enabled option", closed, key("ArrowDown"), none, { state: at(0), handled: true }],
    ["Home opens on the first enabled option", closed, key("Home"), list, { state: at(0), handled: true }],
    ["End opens on the last enabled option, skipping a disabled one", closed, key("End"), list, { state: at(3), handled: true }],
    ["a click on the button opens", closed, { type: "toggle" }, list, { state: at(2), handled: true }],
    // highlight with arrow keys
    ["ArrowDown moves the highlight down", at(2), key("ArrowDown"), list, { state: at(3), handled: true }],
    ["ArrowDown skips a disabled option", at(0), key("ArrowDown"), list, { state: at(2), handled: true }],
    ["ArrowDown stays on the last enabled option", at(3), key("ArrowDown"), list, { state: at(3), handled: true }],
    ["ArrowUp moves the highlight up, skipping a disabled option", at(2), key("ArrowUp"), list, { state: at(0), handled: true }],
    ["ArrowUp stays on the first option", at(0), key("ArrowUp"), list, { state: at(0), handled: true }],
    ["ArrowDown with nothing highlighted goes to the first", at(-1), key("ArrowDown"), list, { state: at(0), handled: true }],
    ["ArrowUp with nothing highlighted goes to the last enabled", at(-1), key("ArrowUp"), list, { state: at(3), handled: true }],
    ["Home highlights the first", at(3), key("Home"), list, { state: at(0), handled: true }],
    ["End highlights the last enabled", at(0), key("End"), list, { state: at(3), handled: true }],
    ["pointer over an option highlights it", at(0), { type: "highlight", index: 3 }, list, { state: at(3), handled: true }],
    ["pointer over a disabled option does not", at(0), { type: "highlight", index: 1 }, list, { state: at(0), handled: false }],
    // Enter selects
    ["Enter selects the highlighted option and closes", at(3), key("Enter"), list, { state: closed, select: 3, handled: true }],
    ["Space selects the highlighted option and closes", at(0), key(" "), list, { state: closed, select: 0, handled: true }],
    ["Enter with nothing highlighted just closes", at(-1), key("Enter"), list, { state: closed, handled: true }],
    ["a click on an option selects it and closes", at(0), { type: "choose", index: 3 }, list, { state: closed, select: 3, handled: true }],
    ["a click on a disabled option does nothing", at(0), { type: "choose", index: 1 }, list, { state: at(0), handled: false }],
    // Escape closes; close
    ["Escape (27) closes without selecting", at(3), key("Escape"), list, { state: closed, handled: true }],
    ["Escape on a closed dropdown is left to its container", closed, key("Escape"), list, { state: closed, handled: false }],
    ["Tab closes without selecting and lets focus move", at(3), key("Tab"), list, { state: closed, handled: false }],
    ["a click on the button closes", at(3), { type: "toggle" }, list, { state: closed, handled: true }],
    ["a click outside closes", at(3), { type: "close" }, list, { state: closed, handled: true }],
    ["other keys are not the dropdown's", at(3), key("a"), list, { state: at(3), handled: false }],
    ["ArrowLeft (37) is not the dropdown's", at(3), key("ArrowLeft"), list, { state: at(3), handled: false }],
  ])("%s", (_name, state, action, l, expected) => {
    expect(reduceDropdown(state, action, l)).toEqual(expected);
  });

  it("an all-disabled list opens with nothing highlighted, and Enter selects nothing", () => {
    const dead: DropdownList = { disabled: [true, true], selected: -1 };
    const opened = reduceDropdown(closed, key("ArrowDown"), dead);
    expect(opened.state).toEqual(at(-1));
    expect(reduceDropdown(opened.state, key("Enter"), dead).select).toBeUndefined();
  });
});

describe("firstEnabled", () => {
  it.each([
    [[false, true, false], 1, 1, 2],
    [[false, true, false], 1, -1, 0],
    [[true, true], 0, 1, -1],
    [[], 0, 1, -1],
  ] as const)("%j from %i step %i → %i", (disabled, from, step, expected) => {
    expect(firstEnabled(disabled, from, step)).toBe(expected);
  });
});

describe("scrollTopToReveal: the highlighted 46 px option stays in view", () => {
  it.each([
    // index, scrollTop, viewport, expected
    [0, 0, 276, 0], // already shown
    [5, 0, 276, 0], // 230–276 ends on the edge
    [6, 0, 276, 46], // 276–322 needs one row of scroll
    [10, 0, 276, 230],
    [2, 200, 276, 92], // above the view: align to its top
    [-1, 120, 276, 120], // nothing highlighted
  ])("option %i, scrolled %i in %i px → %i", (index, scrollTop, viewport, expected) => {
    expect(scrollTopToReveal(index, scrollTop, viewport)).toBe(expected);
  });
});
