/**
 * Quantity picker rules (spec §5 "Quantity picker: value clamped to min and max (default min 0, max
 * the safe-integer limit); step default 1; non-numeric input becomes 0; decrement blocked if value
 * minus step is below min; increment blocked if value plus step exceeds max; arrow up and down step;
 * the input is read-only"; spec §4 "Decrement disabled at the minimum, increment at the maximum").
 */

/** Spec §5 defaults. */
export const QUANTITY_DEFAULT_MIN = 0;
export const QUANTITY_DEFAULT_MAX = Number.MAX_SAFE_INTEGER;
export const QUANTITY_DEFAULT_STEP = 1;

export interface QuantityBounds {
  min?: number;
  max?: number;
  step?: number;
}

interface ResolvedBounds {
  min: number;
  max: number;
  step: number;
}

/**
 * Bounds with the spec's defaults filled in.
 * @example resolveQuantityBounds({ max: 8 }) // { min: 0, max: 8, step: 1 }
 */
export function resolveQuantityBounds({ min, max, step }: QuantityBounds = {}): ResolvedBounds {
  return {
    min: min ?? QUANTITY_DEFAULT_MIN,
    max: max ?? QUANTITY_DEFAULT_MAX,
    step: step ?? QUANTITY_DEFAULT_STEP,
  };
}

/**
 * Any input read as a quantity: numbers and numeric text as they are, anything else 0, then clamped.
 * @example normalizeQuantity("abc", { min: 1 }) // 1
 */
export function normalizeQuantity(input: unknown, bounds?: QuantityBounds): number {
  const { min, max } = resolveQuantityBounds(bounds);
  const n = typeof input === "number" ? input : typeof input === "string" && input.trim() !== "" ? Number(input) : NaN;
  const value = Number.isNaN(n) ? 0 : n;
  return Math.min(max, Math.max(min, value));
}

/**
 * Whether decrement is allowed: value minus step is not below min.
 * @example canDecrement(1, { min: 0, step: 2 }) // false
 */
export function canDecrement(value: number, bounds?: QuantityBounds): boolean {
  const { min, step } = resolveQuantityBounds(bounds);
  return value - step >= min;
}

/**
 * Whether increment is allowed: value plus step does not exceed max.
 * @example canIncrement(8, { max: 8 }) // false
 */
export function canIncrement(value: number, bounds?: QuantityBounds): boolean {
  const { max, step } = resolveQuantityBounds(bounds);
  return value + step <= max;
}

/**
 * The value after a step down (-1) or up (+1); unchanged when that step is blocked.
 * @example stepQuantity(2, 1, { max: 8 }) // 3
 */
export function stepQuantity(value: number, direction: 1 | -1, bounds?: QuantityBounds): number {
  const { step } = resolveQuantityBounds(bounds);
  if (direction < 0) return canDecrement(value, bounds) ? value - step : value;
  return canIncrement(value, bounds) ? value + step : value;
}

/**
 * The step a key makes on the read-only field: ArrowUp +1, ArrowDown -1, anything else none.
 * @example quantityKeyDirection("ArrowDown") // -1
 */
export function quantityKeyDirection(key: string): 1 | -1 | undefined {
  if (key === "ArrowUp") return 1;
  if (key === "ArrowDown") return -1;
  return undefined;
}

/** The words this widget says itself, in English (translations: app/locales/<language>/ui.json). */
export const QUANTITY_PICKER_LABELS = {
  "quantityPicker.decrement": "Decrease quantity",
  "quantityPicker.increment": "Increase quantity",
} as const;
