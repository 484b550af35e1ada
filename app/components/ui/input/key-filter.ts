/**
 * Input key filters (spec §5 "Input key filters: positive int digits; int digits and minus;
 * positive number digits and dot; money digits, dot, space, comma; number digits, minus, dot; hex;
 * email characters; alpha with underscore; alphanumeric with underscore").
 *
 * Digits are ASCII 0-9 only, because filtered text is later parsed as a number. Letters in alpha and
 * alphanum are any Unicode letter (the stores sell in German, French, Polish, Swedish...); email
 * characters stay ASCII (letters, digits, `@ . _ - +`).
 */

/** The filter names, as the spec lists them. */
export const KEY_FILTERS = ["pint", "int", "pnum", "money", "num", "hex", "email", "alpha", "alphanum"] as const;
export type KeyFilter = (typeof KEY_FILTERS)[number];

// One character each; `u` so that letters outside the BMP count as one character.
const ALLOWED: Record<KeyFilter, RegExp> = {
  pint: /^[0-9]$/u,
  int: /^[0-9-]$/u,
  pnum: /^[0-9.]$/u,
  money: /^[0-9. ,]$/u,
  num: /^[0-9.-]$/u,
  hex: /^[0-9a-fA-F]$/u,
  email: /^[a-zA-Z0-9@._+-]$/u,
  alpha: /^[\p{L}_]$/u,
  alphanum: /^[\p{L}0-9_]$/u,
};

/**
 * Whether one character is in the filter's set.
 * @example isCharAllowed("money", ",") // true
 */
export function isCharAllowed(filter: KeyFilter, char: string): boolean {
  return ALLOWED[filter].test(char);
}

/** What a keydown carries that matters to a filter (a subset of KeyboardEvent). */
export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * Whether a keydown may go through: named keys (Backspace, Tab, arrows, "Unidentified" from
 * virtual keyboards...) and shortcuts (Ctrl/Cmd+C, V, A...) always do; a printable character only
 * if it is in the set.
 * @example isKeyAllowed("pint", { key: "-" }) // false
 */
export function isKeyAllowed(filter: KeyFilter, press: KeyPress): boolean {
  if (press.ctrlKey || press.metaKey) return true;
  if ([...press.key].length !== 1) return true;
  return isCharAllowed(filter, press.key);
}

/**
 * Whether pasted or dropped text is accepted as a whole (every character in the set).
 * @example isTextAllowed("int", "-42") // true
 */
export function isTextAllowed(filter: KeyFilter, text: string): boolean {
  for (const char of text) if (!isCharAllowed(filter, char)) return false;
  return true;
}

/**
 * The text with every character outside the set removed: the fallback for input that arrives
 * without a usable keydown (Android keyboards, autofill).
 * @example stripDisallowed("pint", "12a3") // "123"
 */
export function stripDisallowed(filter: KeyFilter, text: string): string {
  let out = "";
  for (const char of text) if (isCharAllowed(filter, char)) out += char;
  return out;
}
