/**
 * Debounced input (spec §5 "Debounced input notifies when text length reaches its minimum and on
 * Enter or blur"; spec §9 "debounce defaults 166, 100 and 500 ms by widget").
 *
 * The spec gives the three defaults without naming the widgets; the names below are ours.
 */

/** Default delay of DebouncedInput (the longest of the three, for typing into a search). */
export const DEBOUNCE_INPUT_MS = 500;
/** Default for quick filters (e.g. a table's column filter). */
export const DEBOUNCE_FILTER_MS = 100;
/** Default for layout work such as reacting to resizes (about ten frames). */
export const DEBOUNCE_RESIZE_MS = 166;

/** What happened to the field. */
export type DebounceEvent = "change" | "enter" | "blur";
/** What the field should do about it. */
export type DebounceAction = "schedule" | "notify" | "cancel" | "none";

export interface DebounceContext {
  /** Shortest text that is reported while typing (Enter and blur report any text). */
  minLength: number;
  /** Text reported last, so the same text is not reported twice. */
  lastNotified: string;
}

/**
 * Whether typed text is long enough to be reported; empty text always is, so clearing the field
 * clears what depends on it.
 * @example reachesMinLength("ab", 3) // false
 */
export function reachesMinLength(text: string, minLength: number): boolean {
  return text.length === 0 || text.length >= minLength;
}

/**
 * The action for an event: typing schedules a report (or cancels a pending one when the text is too
 * short or unchanged); Enter and blur report at once unless the text was already reported.
 * @example debounceAction("enter", "ab", { minLength: 3, lastNotified: "" }) // "notify"
 */
export function debounceAction(event: DebounceEvent, text: string, ctx: DebounceContext): DebounceAction {
  if (event === "change") {
    if (text === ctx.lastNotified || !reachesMinLength(text, ctx.minLength)) return "cancel";
    return "schedule";
  }
  return text === ctx.lastNotified ? "none" : "notify";
}
