import { describe, expect, it } from "vitest";
import {
  DEBOUNCE_FILTER_MS,
  DEBOUNCE_INPUT_MS,
  DEBOUNCE_RESIZE_MS,
  debounceAction,
  reachesMinLength,
  type DebounceAction,
  type DebounceEvent,
} from "./debounce";

describe("spec §9 'debounce defaults 166, 100 and 500 ms by widget'", () => {
  it("exports the three defaults", () => {
    expect([DEBOUNCE_RESIZE_MS, DEBOUNCE_FILTER_MS, DEBOUNCE_INPUT_MS]).toEqual([166, 100, 500]);
  });
});

describe("spec §5 'Debounced input notifies when text length reaches its minimum and on Enter or blur'", () => {
  it.each([
    ["", 3, true],
    ["a", 3, false],
    ["ab", 3, false],
    ["abc", 3, true],
    ["abcd", 3, true],
    ["a", 1, true],
    ["a", 0, true],
  ])("%j with minimum %i → reported while typing: %s", (text, min, reported) => {
    expect(reachesMinLength(text, min)).toBe(reported);
  });

  it.each<[DebounceEvent, string, number, string, DebounceAction]>([
    ["change", "ab", 3, "", "cancel"],
    ["change", "abc", 3, "", "schedule"],
    ["change", "abc", 3, "abc", "cancel"],
    ["change", "", 3, "abc", "schedule"],
    ["enter", "ab", 3, "", "notify"],
    ["enter", "abc", 3, "abc", "none"],
    ["blur", "ab", 3, "", "notify"],
    ["blur", "abc", 3, "abc", "none"],
    ["blur", "", 3, "", "none"],
  ])("%s with %j (min %i, last reported %j) → %s", (event, text, minLength, lastNotified, action) => {
    expect(debounceAction(event, text, { minLength, lastNotified })).toBe(action);
  });
});
