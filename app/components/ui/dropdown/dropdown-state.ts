/**
 * Dropdown state without React or the DOM (spec §4 "Dropdown. Open, close, highlight with arrow
 * keys, Enter selects, Escape closes"; §9 "Dropdown item height 46 px", "Key codes: enter 13,
 * esc 27, arrows 37 to 40"). Keys are named as KeyboardEvent.key names them ("Enter" is code 13,
 * "Escape" 27, "ArrowUp" 38, "ArrowDown" 40); the numeric codes are deprecated in browsers.
 */

/** Spec §9 "Dropdown item height: 46 px". */
export const DROPDOWN_ITEM_HEIGHT_PX = 46;

/** Options shown before the list scrolls (46 × 6 = 276 px, fits a 375 × 667 phone under a header). */
export const DROPDOWN_VISIBLE_ITEMS = 6;

export type DropdownState = {
  open: boolean;
  /** Index of the highlighted option, -1 when none. */
  highlighted: number;
};

/** What the reducer needs to know about the options. */
export type DropdownList = {
  disabled: readonly boolean[];
  /** Index of the selected option, -1 when nothing is selected. */
  selected: number;
};

export type DropdownAction =
  | { type: "key"; key: string }
  | { type: "toggle" }
  | { type: "close" }
  | { type: "highlight"; index: number }
  | { type: "choose"; index: number };

export type DropdownStep = {
  state: DropdownState;
  /** Index of the option the user just selected, if any. */
  select?: number;
  /** True when the key was the dropdown's: the caller prevents its default and stops it there. */
  handled: boolean;
};

export const DROPDOWN_CLOSED: DropdownState = { open: false, highlighted: -1 };

/**
 * First enabled option from `from` going `step` (±1), `from` included; -1 if there is none.
 * @example firstEnabled([true, false, false], 0, 1) // 1
 */
export function firstEnabled(disabled: readonly boolean[], from: number, step: 1 | -1): number {
  for (let i = from; i >= 0 && i < disabled.length; i += step) if (!disabled[i]) return i;
  return -1;
}

function enabled(list: DropdownList, index: number): boolean {
  return index >= 0 && index < list.disabled.length && !list.disabled[index];
}

function openAt(index: number): DropdownStep {
  return { state: { open: true, highlighted: index }, handled: true };
}

/** Where the highlight starts when the list opens: the selected option, else the first enabled. */
function startIndex(list: DropdownList): number {
  return enabled(list, list.selected) ? list.selected : firstEnabled(list.disabled, 0, 1);
}

/** The next enabled option in a direction; stays put at the ends (no wrap, as in the APG listbox). */
function moved(list: DropdownList, from: number, step: 1 | -1): number {
  if (from < 0) return step === 1 ? firstEnabled(list.disabled, 0, 1) : firstEnabled(list.disabled, list.disabled.length - 1, -1);
  const next = firstEnabled(list.disabled, from + step, step);
  return next === -1 ? from : next;
}

function onKey(state: DropdownState, key: string, list: DropdownList): DropdownStep {
  const last = list.disabled.length - 1;
  if (!state.open) {
    switch (key) {
      case "ArrowDown":
      case "ArrowUp":
      case "Enter":
      case " ":
        return openAt(startIndex(list));
      case "Home":
        return openAt(firstEnabled(list.disabled, 0, 1));
      case "End":
        return openAt(firstEnabled(list.disabled, last, -1));
      default:
        // Escape on a closed dropdown belongs to whatever contains it (a dialog, say).
        return { state, handled: false };
    }
  }
  switch (key) {
    case "ArrowDown":
      return { state: { open: true, highlighted: moved(list, state.highlighted, 1) }, handled: true };
    case "ArrowUp":
      return { state: { open: true, highlighted: moved(list, state.highlighted, -1) }, handled: true };
    case "Home":
      return openAt(firstEnabled(list.disabled, 0, 1));
    case "End":
      return openAt(firstEnabled(list.disabled, last, -1));
    case "Enter":
    case " ":
      return enabled(list, state.highlighted)
        ? { state: DROPDOWN_CLOSED, select: state.highlighted, handled: true }
        : { state: DROPDOWN_CLOSED, handled: true };
    case "Escape":
      return { state: DROPDOWN_CLOSED, handled: true };
    case "Tab":
      // Close and let focus move on; the value stays as it was.
      return { state: DROPDOWN_CLOSED, handled: false };
    default:
      return { state, handled: false };
  }
}

/**
 * Next dropdown state for a key press or a pointer action, and the option selected by it.
 * @example reduceDropdown({ open: true, highlighted: 2 }, { type: "key", key: "Enter" }, list) // { state: closed, select: 2, handled: true }
 */
export function reduceDropdown(state: DropdownState, action: DropdownAction, list: DropdownList): DropdownStep {
  switch (action.type) {
    case "key":
      return onKey(state, action.key, list);
    case "toggle":
      return state.open ? { state: DROPDOWN_CLOSED, handled: true } : openAt(startIndex(list));
    case "close":
      return { state: state.open ? DROPDOWN_CLOSED : state, handled: state.open };
    case "highlight":
      return enabled(list, action.index) && state.open
        ? { state: { open: true, highlighted: action.index }, handled: true }
        : { state, handled: false };
    case "choose":
      return enabled(list, action.index)
        ? { state: DROPDOWN_CLOSED, select: action.index, handled: true }
        : { state, handled: false };
  }
}

/**
 * Scroll offset that brings an option fully into a list `viewport` px tall; the current one if it
 * already shows.
 * @example scrollTopToReveal(10, 0, 276) // 230 (the option at 460–506 px ends at the bottom edge)
 */
export function scrollTopToReveal(
  index: number,
  scrollTop: number,
  viewport: number,
  itemHeight: number = DROPDOWN_ITEM_HEIGHT_PX,
): number {
  if (index < 0) return scrollTop;
  const top = index * itemHeight;
  const bottom = top + itemHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewport) return bottom - viewport;
  return scrollTop;
}

/** The words this widget says itself, in English (translations: app/locales/<language>/ui.json). */
export const DROPDOWN_LABELS = {
  "dropdown.placeholder": "Select…",
} as const;
