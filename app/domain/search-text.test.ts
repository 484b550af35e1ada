import { describe, expect, it } from "vitest";
import { normalizeSearchText, searchForms } from "./search-text";

describe("normalizeSearchText", () => {
  it.each([
    ["Beyoncé", "beyonce"],
    ["MÖTLEY  CRÜE!", "motley crue"],
    ["Straße", "strasse"],
    ["Øresund", "oresund"],
    ["İstanbul", "istanbul"],
    // Found by the fuzz test: compatibility forms decompose to capitals or to folded letters.
    ["𝐁𝐞𝐲𝐨𝐧𝐜𝐞", "beyonce"],
    ["ℌ", "h"],
    ["Disney on Ice™", "disney on icetm"],
    ["ǿ", "o"],
    ["Ǣ", "ae"],
  ])("%s → %s, and a second pass changes nothing", (text, normalized) => {
    expect(normalizeSearchText(text)).toBe(normalized);
    expect(normalizeSearchText(normalized)).toBe(normalized);
  });

  it("finds German names by both spellings", () => {
    expect(searchForms("München")).toEqual(["munchen", "muenchen"]);
  });
});
