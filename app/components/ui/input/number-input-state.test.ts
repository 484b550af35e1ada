import { describe, expect, it } from "vitest";
import {
  clampNumber,
  exceedsMaxLength,
  nextSpinDelay,
  numberKeyFilter,
  parseNumberText,
  SPIN_REPEAT_DELAY_MS,
  SPIN_REPEAT_INTERVAL_MS,
  spinStepsAfter,
  stepNumber,
  valueForKey,
  type NumberBounds,
} from "./number-input-state";

describe("spec §5 'Number input clamps to min and max'", () => {
  it.each<[number, NumberBounds, number]>([
    [5, { min: 0, max: 10 }, 5],
    [-1, { min: 0, max: 10 }, 0],
    [11, { min: 0, max: 10 }, 10],
    [0, { min: 0, max: 10 }, 0],
    [10, { min: 0, max: 10 }, 10],
    [-999, { max: 10 }, -999],
    [999, { min: 0 }, 999],
    [-5, {}, -5],
  ])("%d within %j → %d", (value, bounds, expected) => {
    expect(clampNumber(value, bounds)).toBe(expected);
  });
});

describe("spec §5 'supports step'", () => {
  it.each<[number | null, 1 | -1, NumberBounds, number]>([
    [5, 1, {}, 6],
    [5, -1, {}, 4],
    [5, 1, { step: 5 }, 10],
    [0.2, 1, { step: 0.1 }, 0.3],
    [1, -1, { step: 0.25 }, 0.75],
    [9, 1, { max: 10, step: 5 }, 10],
    [1, -1, { min: 0, step: 5 }, 0],
    [10, 1, { max: 10 }, 10],
    [null, 1, {}, 1],
    [null, 1, { min: 3 }, 4],
    [null, -1, { min: 3 }, 3],
  ])("%s stepped %i with %j → %d", (value, direction, bounds, expected) => {
    expect(stepNumber(value, direction, bounds)).toBe(expected);
  });
});

describe("spec §5 'Home and End (set min or max)' and arrow keys", () => {
  const bounds = { min: 1, max: 9, step: 2 };
  it.each<[string, number | null, number | undefined]>([
    ["Home", 5, 1],
    ["End", 5, 9],
    ["ArrowUp", 5, 7],
    ["ArrowDown", 5, 3],
    ["ArrowUp", 8, 9],
    ["ArrowDown", 2, 1],
    ["Enter", 5, undefined],
    ["a", 5, undefined],
  ])("%s from %s → %s", (key, value, expected) => {
    expect(valueForKey(key, value, bounds)).toBe(expected);
  });

  it("Home and End do nothing without a min or max", () => {
    expect(valueForKey("Home", 5, {})).toBeUndefined();
    expect(valueForKey("End", 5, {})).toBeUndefined();
  });
});

describe("spec §5 'rejects entries exceeding max length'", () => {
  it.each<[string, number | undefined, boolean]>([
    ["1234", 4, false],
    ["12345", 4, true],
    ["", 0, false],
    ["1", 0, true],
    ["123456789012", undefined, false],
  ])("%j with max length %s → rejected %s", (text, maxLength, rejected) => {
    expect(exceedsMaxLength(text, maxLength)).toBe(rejected);
  });
});

describe("parseNumberText", () => {
  it.each<[string, number | null]>([
    // Digits past the largest double are no number (found by the fuzz test: it was Infinity).
    [`1${"0".repeat(309)}`, null],
    [`-1${"0".repeat(309)}`, null],
    ["42", 42],
    ["-42", -42],
    ["1.5", 1.5],
    [".5", 0.5],
    ["5.", 5],
    [" 7 ", 7],
    ["", null],
    ["-", null],
    [".", null],
    ["1.2.3", null],
    ["1e3", null],
    ["abc", null],
  ])("%j → %s", (text, value) => {
    expect(parseNumberText(text)).toBe(value);
  });
});

describe("numberKeyFilter: the characters a number input lets through", () => {
  it.each<[NumberBounds, string]>([
    [{ min: 0 }, "pint"],
    [{ min: 0, step: 0.5 }, "pnum"],
    [{ min: -10 }, "int"],
    [{}, "int"],
    [{ step: 0.01 }, "num"],
  ])("%j → %s", (bounds, filter) => {
    expect(numberKeyFilter(bounds)).toBe(filter);
  });
});

describe("spec §9 'number spin repeat 500 ms then 40 ms'", () => {
  it("uses the spec's timings", () => {
    expect(SPIN_REPEAT_DELAY_MS).toBe(500);
    expect(SPIN_REPEAT_INTERVAL_MS).toBe(40);
  });

  it.each([
    [1, 500],
    [2, 40],
    [3, 40],
    [50, 40],
  ])("after %i steps the next comes in %i ms", (steps, delay) => {
    expect(nextSpinDelay(steps)).toBe(delay);
  });

  it.each([
    [0, 1],
    [499, 1],
    [500, 2],
    [539, 2],
    [540, 3],
    [580, 4],
    [1000, 14],
  ])("held %i ms → %i steps", (held, steps) => {
    expect(spinStepsAfter(held)).toBe(steps);
  });
});
