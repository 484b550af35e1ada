/**
 * Input types (spec §5 "Input types: text, password, email, url, tel, search, number"). The other
 * input rules live beside this file: key-filter.ts, mask.ts, number-input-state.ts, debounce.ts.
 */

/** The input types the design system supports, as the spec lists them. */
export const INPUT_TYPES = ["text", "password", "email", "url", "tel", "search", "number"] as const;
export type InputType = (typeof INPUT_TYPES)[number];

/**
 * Whether a value is one of the supported input types.
 * @example isInputType("date") // false
 */
export function isInputType(value: unknown): value is InputType {
  return typeof value === "string" && (INPUT_TYPES as readonly string[]).includes(value);
}

/**
 * The value as an InputType; anything else is rejected with a TypeError naming the allowed types.
 * @example assertInputType("tel") // "tel"
 */
export function assertInputType(value: unknown): InputType {
  if (isInputType(value)) return value;
  throw new TypeError(`${JSON.stringify(value)} is not a supported input type; use one of ${INPUT_TYPES.join(", ")}.`);
}
