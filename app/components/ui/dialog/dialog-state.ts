/**
 * Dialog state without React or the DOM (spec §4 "Dialog": closes on Escape or overlay click;
 * closing animation 500 ms; focus is trapped and returned. Sizes sm, md, lg, xl).
 *
 * The dialog lives in three phases: closed → open → closing → closed. "closing" keeps the
 * dialog on screen for DIALOG_EXIT_MS so the exit animation can play; the caller's clock decides
 * when that time is up (the component passes Date.now(), tests pass numbers).
 */

/** Spec §9 "Dialog exit / header search transition: 500 ms each". */
export const DIALOG_EXIT_MS = 500;

/** Spec §4 "Sizes sm, md, lg, xl". */
export const DIALOG_SIZES = ["sm", "md", "lg", "xl"] as const;
export type DialogSize = (typeof DIALOG_SIZES)[number];

export type DialogPhase = "closed" | "open" | "closing";

export type DialogState =
  | { phase: "closed" }
  | { phase: "open" }
  | { phase: "closing"; closesAt: number };

export type DialogEvent =
  | { type: "open" }
  | { type: "close"; now: number }
  | { type: "tick"; now: number };

export const DIALOG_CLOSED: DialogState = { phase: "closed" };

/**
 * Next dialog state for an event; unknown moves leave the state as it is (same object).
 * @example transitionDialog({ phase: "open" }, { type: "close", now: 0 }) // { phase: "closing", closesAt: 500 }
 */
export function transitionDialog(state: DialogState, event: DialogEvent): DialogState {
  switch (event.type) {
    case "open":
      // Re-opening during the exit animation cancels it.
      return state.phase === "open" ? state : { phase: "open" };
    case "close":
      return state.phase === "open" ? { phase: "closing", closesAt: event.now + DIALOG_EXIT_MS } : state;
    case "tick":
      return state.phase === "closing" && event.now >= state.closesAt ? DIALOG_CLOSED : state;
  }
}

/**
 * Index of the element focus moves to when Tab (or Shift+Tab) is pressed inside the dialog:
 * the next one, wrapping from the last to the first and back. `current` is -1 when focus is on
 * none of them (the dialog itself); -1 comes back when there is nothing to focus.
 * @example wrapFocusIndex(2, 3, false) // 0
 */
export function wrapFocusIndex(current: number, count: number, backwards: boolean): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return backwards ? count - 1 : 0;
  return backwards ? (current - 1 + count) % count : (current + 1) % count;
}

/** The words this widget says itself, in English (translations: app/locales/<language>/ui.json). */
export const DIALOG_LABELS = {
  "dialog.close": "Close",
} as const;
