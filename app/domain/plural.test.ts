import { describe, expect, it } from "vitest";
import { isPluralForms, pluralForm } from "./plural";

const TICKETS_PL = { one: "{count} bilet", few: "{count} bilety", many: "{count} biletów", other: "{count} biletu" };

describe("pluralForm", () => {
  it.each([
    [1, "one"],
    [2, "few"],
    [4, "few"],
    [5, "many"],
    [12, "many"],
    [22, "few"],
    [25, "many"],
    [1.5, "other"],
  ] as const)("Polish %d takes the %s form", (count, category) => {
    expect(pluralForm(TICKETS_PL, count, "pl-PL")).toBe(TICKETS_PL[category]);
  });

  it.each([
    ["en-US", 1, "one"],
    ["en-US", 0, "other"],
    ["fr-FR", 0, "one"],
    ["fr-FR", 2, "other"],
    ["ja-JP", 1, "other"],
  ] as const)("%s %d takes the %s form", (locale, count, category) => {
    const forms = { one: "one", other: "other" };
    expect(pluralForm(forms, count, locale)).toBe(category);
  });

  it("falls back to other when the language's form is missing", () => {
    expect(pluralForm({ other: "x" }, 1, "en-US")).toBe("x");
  });
});

describe("isPluralForms", () => {
  it.each([
    [{ one: "a", other: "b" }, true],
    [{ other: "b" }, true],
    [{ one: "a" }, false],
    [{ one: "a", other: "b", title: "c" }, false],
    ["text", false],
    [null, false],
  ])("%o → %s", (value, expected) => {
    expect(isPluralForms(value)).toBe(expected);
  });
});
