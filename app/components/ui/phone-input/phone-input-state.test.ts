import { describe, expect, it } from "vitest";
import {
  caretAfterDigits,
  caretPastFormatting,
  countDigitsBefore,
  isPhoneCountry,
  phoneInputState,
  type PhoneStatus,
} from "./phone-input-state";

describe("spec §5 'Phone input: formats as the user types according to the chosen country and reports the parsed digits; status success or error'", () => {
  it.each<[string, string, string, string, PhoneStatus]>([
    // [country, typed, formatted, e164, status] — real numbering plans of store countries
    ["US", "2133734253", "(213) 373-4253", "+12133734253", "success"],
    ["US", "1 213 373 4253", "1 (213) 373-4253", "+12133734253", "success"],
    ["GB", "02071838750", "020 7183 8750", "+442071838750", "success"],
    ["GB", "07400123456", "07400 123456", "+447400123456", "success"],
    ["GB", "+44 7400 123456", "+44 7400 123456", "+447400123456", "success"],
    ["DE", "030123456", "030 123456", "+4930123456", "success"],
    ["DE", "015123456789", "01512 3456789", "+4915123456789", "success"],
    ["FR", "0123456789", "01 23 45 67 89", "+33123456789", "success"],
    ["FR", "+33123456789", "+33 1 23 45 67 89", "+33123456789", "success"],
    ["ES", "612345678", "612 34 56 78", "+34612345678", "success"],
    ["ES", "912345678", "912 34 56 78", "+34912345678", "success"],
    ["IT", "0212345678", "02 1234 5678", "+390212345678", "success"],
    ["IT", "3123456789", "312 345 6789", "+393123456789", "success"],
    ["NL", "0201234567", "020 123 4567", "+31201234567", "success"],
    ["NL", "0612345678", "06 12345678", "+31612345678", "success"],
    ["SE", "081234567", "08-123 45 67", "+4681234567", "success"],
    ["SE", "0701234567", "070-123 45 67", "+46701234567", "success"],
    ["PL", "123456789", "12 345 67 89", "+48123456789", "success"],
    ["PL", "512345678", "512 345 678", "+48512345678", "success"],
    ["JP", "0312345678", "03-1234-5678", "+81312345678", "success"],
    ["JP", "09012345678", "090-1234-5678", "+819012345678", "success"],
    ["CA", "6135550123", "(613) 555-0123", "+16135550123", "success"],
    // formatting as you type: partial numbers are formatted and reported, with status error
    ["US", "213", "(213)", "+1213", "error"],
    ["US", "2133", "(213) 3", "+12133", "error"],
    ["US", "213373", "(213) 373", "+1213373", "error"],
    ["DE", "0301", "030 1", "+49301", "error"],
    ["US", "21337342531", "21337342531", "+121337342531", "error"],
    // a valid number, but not for the chosen country
    ["US", "+442071838750", "+44 20 7183 8750", "+442071838750", "error"],
    ["US", "6135550123", "(613) 555-0123", "+16135550123", "error"],
    ["GB", "+1 213", "+1 213", "+1213", "error"],
    ["US", "+", "+", "", "error"],
    // nothing phone-like typed: no status
    ["US", "", "", "", "none"],
    ["US", "   ", "", "", "none"],
    ["FR", "abc", "", "", "none"],
  ])("%s %j → %j, %s, %s", (country, typed, formatted, e164, status) => {
    expect(phoneInputState(country, typed)).toEqual({ formatted, e164, status });
  });

  it.each([
    ["US", "(213) 373-4253"],
    ["GB", "020 7183 8750"],
    ["SE", "08-123 45 67"],
    ["JP", "090-1234-5678"],
    ["FR", "+33 1 23 45 67 89"],
  ])("formatting %s %j again changes nothing", (country, formatted) => {
    expect(phoneInputState(country, formatted).formatted).toBe(formatted);
  });

  it("changing the country reformats the same digits for the new country", () => {
    const us = phoneInputState("US", "2133734253");
    const gb = phoneInputState("GB", us.formatted);
    expect(gb.e164).toBe("+442133734253");
    expect(gb.formatted).not.toBe(us.formatted);
  });

  it.each([
    ["US", true],
    ["GB", true],
    ["SE", true],
    ["XX", false],
    ["us", false],
  ])("country %s is known: %s", (country, known) => {
    expect(isPhoneCountry(country)).toBe(known);
  });

  it("rejects an unknown country", () => {
    expect(() => phoneInputState("XX", "123")).toThrow(RangeError);
  });
});

describe("caret placement", () => {
  it.each([
    ["(213) 37", 7, 4],
    ["(213) 37", 0, 0],
    ["+44 20", 4, 3],
  ])("%j: %i → %i digits before", (text, caret, digits) => {
    expect(countDigitsBefore(text, caret)).toBe(digits);
  });

  it.each([
    ["(213) 373", 0, 0],
    ["(213) 373", 3, 4],
    ["(213) 373", 4, 7],
    ["(213) 373", 9, 9],
    ["+44 20", 3, 3],
  ])("%j: after %i digits → index %i", (formatted, digits, index) => {
    expect(caretAfterDigits(formatted, digits)).toBe(index);
  });

  it.each<[string, number, 1 | -1, number]>([
    ["(213) 373", 6, -1, 4],
    ["(213) 373", 7, -1, 7],
    ["(213) 373", 4, 1, 6],
    ["(213) 373", 1, -1, 0],
  ])("%j: caret %i, direction %i → %i", (formatted, caret, direction, index) => {
    expect(caretPastFormatting(formatted, caret, direction)).toBe(index);
  });
});
