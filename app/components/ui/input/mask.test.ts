import { describe, expect, it } from "vitest";
import { applyMask, caretAfterSlots, caretPastLiterals, countSlotsBefore, isMaskSlot } from "./mask";

describe("spec §5 mask patterns: 9 digit, a letter, * alphanumeric", () => {
  it.each([
    ["9", true],
    ["a", true],
    ["*", true],
    ["/", false],
    ["(", false],
    ["A", false],
    ["0", false],
  ])("pattern character %j is a slot: %s", (char, slot) => {
    expect(isMaskSlot(char)).toBe(slot);
  });

  it.each([
    // [pattern, typed text, masked, unmasked, complete]
    ["99/99/9999", "", "", "", false],
    ["99/99/9999", "1", "1", "1", false],
    ["99/99/9999", "12", "12", "12", false],
    ["99/99/9999", "123", "12/3", "123", false],
    ["99/99/9999", "31122024", "31/12/2024", "31122024", true],
    ["99/99/9999", "31/12/2024", "31/12/2024", "31122024", true],
    ["99/99/9999", "31-12-2024", "31/12/2024", "31122024", true],
    ["99/99/9999", "311220245", "31/12/2024", "31122024", true],
    ["99/99/9999", "ab", "", "", false],
    ["99/99/9999", "1a2", "12", "12", false],
    ["(999) 999-9999", "5", "(5", "5", false],
    ["(999) 999-9999", "5551234567", "(555) 123-4567", "5551234567", true],
    ["(999) 999-9999", "(555) 123-4567", "(555) 123-4567", "5551234567", true],
    ["(999) 999-9999", "555.123.4567", "(555) 123-4567", "5551234567", true],
    ["aa-9999", "AB1234", "AB-1234", "AB1234", true],
    ["aa-9999", "1234", "", "", false],
    ["aa-9999", "Zé12", "Zé-12", "Zé12", false],
    ["***-***", "a1B2c3", "a1B-2c3", "a1B2c3", true],
    ["***-***", "a1-B2!c3", "a1B-2c3", "a1B2c3", true],
  ])("%s with %j → %j (unmasked %j, complete %s)", (pattern, text, masked, unmasked, complete) => {
    expect(applyMask(pattern, text)).toEqual({ masked, unmasked, complete });
  });

  it.each([
    ["99/99/9999", "31/12/2024"],
    ["(999) 999-9999", "(555) 123-4"],
    ["aa-9999", "AB-12"],
  ])("masking %s output again changes nothing (%j)", (pattern, masked) => {
    expect(applyMask(pattern, masked).masked).toBe(masked);
  });

  it("Backspace at the end removes the trailing literal with the typed digit", () => {
    // "(555) 1" minus its last character is "(555) "; the mask then drops the dangling literals.
    expect(applyMask("(999) 999-9999", "(555) ").masked).toBe("(555");
  });
});

describe("caret placement", () => {
  it.each([
    ["(999) 999-9999", "", 0, 0],
    ["(999) 999-9999", "(555) 123", 0, 1],
    ["(999) 999-9999", "(555) 123", 1, 2],
    ["(999) 999-9999", "(555) 123", 3, 6],
    ["(999) 999-9999", "(555) 123", 4, 7],
    ["(999) 999-9999", "(555) 123", 9, 9],
    ["99/99/9999", "12/3", 2, 3],
    ["99/99/9999", "12/3", 3, 4],
  ])("%s showing %j: after %i filled slots → index %i", (pattern, masked, filled, index) => {
    expect(caretAfterSlots(pattern, masked, filled)).toBe(index);
  });

  it.each<[string, string, number, 1 | -1, number]>([
    ["99/99/9999", "31/12/2024", 3, -1, 2],
    ["99/99/9999", "31/12/2024", 4, -1, 4],
    ["99/99/9999", "31/12/2024", 2, 1, 3],
    ["99/99/9999", "31/12/2024", 1, 1, 1],
    ["(999) 999-9999", "(555) 123", 6, -1, 4],
    ["(999) 999-9999", "(555) 123", 1, -1, 0],
    ["(999) 999-9999", "(555) 123", 9, 1, 9],
  ])("%s showing %j: caret %i, key direction %i → starts at %i", (pattern, masked, caret, direction, index) => {
    expect(caretPastLiterals(pattern, masked, caret, direction)).toBe(index);
  });

  it.each([
    ["99/99/9999", "12/3x4", 6, 4],
    ["99/99/9999", "12/3x4", 3, 2],
    ["(999) 999-9999", "(555) 9123", 7, 4],
  ])("%s, raw %j, caret %i → %i slots before it", (pattern, text, caret, count) => {
    expect(countSlotsBefore(pattern, text, caret)).toBe(count);
  });
});
