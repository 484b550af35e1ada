import { describe, expect, it } from "vitest";
import {
  canDecrement,
  canIncrement,
  normalizeQuantity,
  QUANTITY_DEFAULT_MAX,
  QUANTITY_DEFAULT_MIN,
  QUANTITY_DEFAULT_STEP,
  quantityKeyDirection,
  resolveQuantityBounds,
  stepQuantity,
  type QuantityBounds,
} from "./quantity-picker-state";

describe("spec §5 quantity picker defaults: min 0, max the safe-integer limit, step 1", () => {
  it("uses the spec's defaults", () => {
    expect([QUANTITY_DEFAULT_MIN, QUANTITY_DEFAULT_MAX, QUANTITY_DEFAULT_STEP]).toEqual([0, 9007199254740991, 1]);
    expect(resolveQuantityBounds()).toEqual({ min: 0, max: Number.MAX_SAFE_INTEGER, step: 1 });
    expect(resolveQuantityBounds({ min: 1, max: 8, step: 2 })).toEqual({ min: 1, max: 8, step: 2 });
  });
});

describe("spec §5 'value clamped to min and max' and 'non-numeric input becomes 0'", () => {
  it.each<[unknown, QuantityBounds | undefined, number]>([
    [3, undefined, 3],
    [-2, undefined, 0],
    [1e20, undefined, Number.MAX_SAFE_INTEGER],
    [9, { max: 8 }, 8],
    [0, { min: 1 }, 1],
    ["4", undefined, 4],
    [" 6 ", undefined, 6],
    ["abc", undefined, 0],
    ["", undefined, 0],
    ["4 tickets", undefined, 0],
    [NaN, undefined, 0],
    [null, undefined, 0],
    [undefined, undefined, 0],
    ["abc", { min: 2, max: 8 }, 2],
    ["abc", { min: -5, max: -1 }, -1],
    [Infinity, { max: 8 }, 8],
  ])("%j within %j → %d", (input, bounds, expected) => {
    expect(normalizeQuantity(input, bounds)).toBe(expected);
  });
});

describe("spec §5 'decrement blocked if value minus step is below min'", () => {
  it.each<[number, QuantityBounds, boolean]>([
    [0, {}, false],
    [1, {}, true],
    [1, { min: 1 }, false],
    [2, { min: 1 }, true],
    [1, { min: 0, step: 2 }, false],
    [2, { min: 0, step: 2 }, true],
  ])("value %d with %j → can decrement %s", (value, bounds, allowed) => {
    expect(canDecrement(value, bounds)).toBe(allowed);
  });
});

describe("spec §5 'increment blocked if value plus step exceeds max'", () => {
  it.each<[number, QuantityBounds, boolean]>([
    [8, { max: 8 }, false],
    [7, { max: 8 }, true],
    [7, { max: 8, step: 2 }, false],
    [6, { max: 8, step: 2 }, true],
    [Number.MAX_SAFE_INTEGER, {}, false],
    [0, {}, true],
  ])("value %d with %j → can increment %s", (value, bounds, allowed) => {
    expect(canIncrement(value, bounds)).toBe(allowed);
  });
});

describe("stepping", () => {
  it.each<[number, 1 | -1, QuantityBounds, number]>([
    [2, 1, {}, 3],
    [2, -1, {}, 1],
    [0, -1, {}, 0],
    [8, 1, { max: 8 }, 8],
    [4, 1, { max: 8, step: 4 }, 8],
    [1, -1, { step: 2 }, 1],
  ])("%d stepped %i with %j → %d", (value, direction, bounds, expected) => {
    expect(stepQuantity(value, direction, bounds)).toBe(expected);
  });

  it.each<[string, 1 | -1 | undefined]>([
    // spec §5 "arrow up and down step"
    ["ArrowUp", 1],
    ["ArrowDown", -1],
    ["ArrowLeft", undefined],
    ["Home", undefined],
    ["5", undefined],
  ])("%s → %s", (key, direction) => {
    expect(quantityKeyDirection(key)).toBe(direction);
  });
});
