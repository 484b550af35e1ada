import { describe, expect, it } from "vitest";
import { isCharAllowed, isKeyAllowed, isTextAllowed, KEY_FILTERS, stripDisallowed, type KeyFilter } from "./key-filter";

// Every printable ASCII character, checked against each filter's set in turn.
const PRINTABLE = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("");
const DIGITS = "0123456789";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const UPPER = LOWER.toUpperCase();

describe("spec §5 input key filters: exactly these ASCII characters pass", () => {
  it.each<[KeyFilter, string, string]>([
    ["pint", "positive int digits", DIGITS],
    ["int", "int digits and minus", DIGITS + "-"],
    ["pnum", "positive number digits and dot", DIGITS + "."],
    ["money", "money digits, dot, space, comma", DIGITS + ". ,"],
    ["num", "number digits, minus, dot", DIGITS + "-."],
    ["hex", "hex", DIGITS + "abcdefABCDEF"],
    ["email", "email characters", DIGITS + LOWER + UPPER + "@._-+"],
    ["alpha", "alpha with underscore", LOWER + UPPER + "_"],
    ["alphanum", "alphanumeric with underscore", DIGITS + LOWER + UPPER + "_"],
  ])("%s (%s)", (filter, _rule, allowed) => {
    const passing = [...PRINTABLE].filter((c) => isCharAllowed(filter, c)).sort().join("");
    expect(passing).toBe([...allowed].sort().join(""));
  });

  it("covers the nine filters the spec names", () => {
    expect([...KEY_FILTERS]).toEqual(["pint", "int", "pnum", "money", "num", "hex", "email", "alpha", "alphanum"]);
  });

  it.each<[KeyFilter, string, boolean]>([
    // Letters of the stores' languages count as letters; digits stay ASCII.
    ["alpha", "é", true],
    ["alpha", "ß", true],
    ["alphanum", "ł", true],
    ["alphanum", "Å", true],
    ["alpha", "٣", false],
    ["pint", "٣", false],
    ["email", "é", false],
    ["hex", "g", false],
  ])("%s: %s → %s", (filter, char, allowed) => {
    expect(isCharAllowed(filter, char)).toBe(allowed);
  });
});

describe("isKeyAllowed: a typed key", () => {
  it.each([
    ["pint", { key: "7" }, true],
    ["pint", { key: "-" }, false],
    ["pint", { key: "a" }, false],
    ["int", { key: "-" }, true],
    ["money", { key: " " }, true],
    // named keys and shortcuts always pass, or the field could not be edited or left
    ["pint", { key: "Backspace" }, true],
    ["pint", { key: "Tab" }, true],
    ["pint", { key: "ArrowLeft" }, true],
    ["pint", { key: "Unidentified" }, true],
    ["pint", { key: "v", ctrlKey: true }, true],
    ["pint", { key: "a", metaKey: true }, true],
    ["pint", { key: "a", altKey: true }, false],
  ] as const)("%s %j → %s", (filter, press, allowed) => {
    expect(isKeyAllowed(filter, press)).toBe(allowed);
  });
});

describe("isTextAllowed: pasted text is accepted only as a whole", () => {
  it.each<[KeyFilter, string, boolean]>([
    ["pint", "12345", true],
    ["pint", "12 345", false],
    ["int", "-42", true],
    ["pnum", "3.14", true],
    ["pnum", "-3.14", false],
    ["money", "1 234,50", true],
    ["money", "€12", false],
    ["num", "-0.5", true],
    ["hex", "DeadBeef", true],
    ["email", "ana.lopez+tickets@example.es", true],
    ["email", "ana lopez@example.es", false],
    ["alpha", "Zoë_Müller", true],
    ["alpha", "R2D2", false],
    ["alphanum", "R2_D2", true],
    ["alphanum", "R2-D2", false],
    ["pint", "", true],
  ])("%s %j → %s", (filter, text, allowed) => {
    expect(isTextAllowed(filter, text)).toBe(allowed);
  });
});

describe("stripDisallowed: the fallback for input without a usable keydown", () => {
  it.each<[KeyFilter, string, string]>([
    ["pint", "1a2-3", "123"],
    ["money", "€1.234,50", "1.234,50"],
    ["alpha", "Zoë 2", "Zoë"],
  ])("%s %j → %j", (filter, text, kept) => {
    expect(stripDisallowed(filter, text)).toBe(kept);
  });
});
