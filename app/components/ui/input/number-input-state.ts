/**
 * Number input rules (spec §5 "Number input clamps to min and max, supports step, Home and End (set
 * min or max), and rejects entries exceeding max length"; spec §9 "number spin repeat 500 ms then
 * 40 ms").
 */
import type { KeyFilter } from "./key-filter";

/** A held spin button steps again after this long (spec §9). */
export const SPIN_REPEAT_DELAY_MS = 500;
/** ...and then every this often while still held (spec §9). */
export const SPIN_REPEAT_INTERVAL_MS = 40;

export interface NumberBounds {
  min?: number;
  max?: number;
  /** Default 1. */
  step?: number;
}

/**
 * The value brought inside min and max (either may be absent).
 * @example clampNumber(12, { min: 0, max: 10 }) // 10
 */
export function clampNumber(value: number, { min, max }: NumberBounds): number {
  let v = value;
  if (max !== undefined && v > max) v = max;
  if (min !== undefined && v < min) v = min;
  return v;
}

function decimals(n: number): number {
  const text = String(n);
  const e = text.indexOf("e-");
  if (e >= 0) return Number(text.slice(e + 2));
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : text.length - dot - 1;
}

/**
 * One step up (+1) or down (-1), clamped; an empty value starts from min, else 0. Rounded to the
 * step's decimals so 0.1 + 0.2 shows 0.3.
 * @example stepNumber(0.2, 1, { step: 0.1 }) // 0.3
 */
export function stepNumber(value: number | null, direction: 1 | -1, bounds: NumberBounds): number {
  const step = bounds.step ?? 1;
  const from = value ?? bounds.min ?? 0;
  const places = Math.max(decimals(step), decimals(from));
  const next = Number((from + direction * step).toFixed(Math.min(places, 100)));
  return clampNumber(next, bounds);
}

/**
 * The value a navigation key sets (ArrowUp/Down step, Home → min, End → max), or undefined when the
 * key does nothing here (Home without a min, any other key).
 * @example valueForKey("End", 3, { min: 1, max: 9 }) // 9
 */
export function valueForKey(key: string, value: number | null, bounds: NumberBounds): number | undefined {
  switch (key) {
    case "ArrowUp":
      return stepNumber(value, 1, bounds);
    case "ArrowDown":
      return stepNumber(value, -1, bounds);
    case "Home":
      return bounds.min;
    case "End":
      return bounds.max;
    default:
      return undefined;
  }
}

/**
 * Text of a number input read as a number: null when empty or not a number ("-", ".", "1.2.3").
 * @example parseNumberText("-1.5") // -1.5
 */
export function parseNumberText(text: string): number | null {
  const t = text.trim();
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(t)) return null;
  // 310 digits are a number to the pattern but Infinity to JavaScript (found by the fuzz test).
  const value = Number(t);
  return Number.isFinite(value) ? value : null;
}

/**
 * Whether an edit is refused because the new text is longer than maxLength (no limit when absent).
 * @example exceedsMaxLength("12345", 4) // true
 */
export function exceedsMaxLength(text: string, maxLength: number | undefined): boolean {
  return maxLength !== undefined && [...text].length > maxLength;
}

/**
 * The key filter a number input uses: minus only when min allows negatives, dot only when the step
 * has decimals.
 * @example numberKeyFilter({ min: 0, step: 1 }) // "pint"
 */
export function numberKeyFilter({ min, step = 1 }: NumberBounds): KeyFilter {
  const negative = min === undefined || min < 0;
  const decimal = !Number.isInteger(step);
  if (negative) return decimal ? "num" : "int";
  return decimal ? "pnum" : "pint";
}

/**
 * Wait before the next automatic step of a held spin button, given how many steps it has made
 * (the press itself is step 1).
 * @example nextSpinDelay(1) // 500
 */
export function nextSpinDelay(stepsSoFar: number): number {
  return stepsSoFar <= 1 ? SPIN_REPEAT_DELAY_MS : SPIN_REPEAT_INTERVAL_MS;
}

/**
 * Steps made by a spin button held for `heldMs` (1 on press, 2 at 500 ms, then one per 40 ms).
 * @example spinStepsAfter(580) // 4
 */
export function spinStepsAfter(heldMs: number): number {
  if (heldMs < SPIN_REPEAT_DELAY_MS) return 1;
  return 2 + Math.floor((heldMs - SPIN_REPEAT_DELAY_MS) / SPIN_REPEAT_INTERVAL_MS);
}

/** The words this widget says itself, in English (translations: app/locales/<language>/ui.json). */
export const NUMBER_INPUT_LABELS = {
  "numberInput.decrement": "Decrease",
  "numberInput.increment": "Increase",
} as const;
