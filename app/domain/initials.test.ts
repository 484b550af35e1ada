import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf (spec §3 sidebar user: avatar initials)", () => {
  it.each<[string, string, string, string]>([
    ["first and last words", "Ada Lovelace", "en-US", "AL"],
    ["middle words are skipped", "ada king lovelace", "en-GB", "AL"],
    ["one word gives its first letter", "Prince", "en-US", "P"],
    ["upper-cased", "marie curie", "fr-FR", "MC"],
    ["extra spaces and tabs around and between words", "  Grace \t  Hopper ", "en-US", "GH"],
    ["Turkish dotted i in a Turkish store", "ilker işık", "tr-TR", "İİ"],
    ["the same name elsewhere gets a plain I", "ilker işık", "en-US", "II"],
    ["an accent on a decomposed letter stays with it", "E\u0301mile Zola", "fr-FR", "E\u0301Z"],
    ["a precomposed accented letter", "Élodie Åkesson", "sv-SE", "ÉÅ"],
    ["leading punctuation is passed over", "(Ann) 'Tex' O'Brien", "en-US", "AO"],
    ["a word without letters (an emoji) does not count", "Ana 🎸", "es-ES", "A"],
    ["a hyphenated last name starts with its first part", "Jean-Luc Picard-Roux", "fr-FR", "JP"],
    ["scripts without case keep their letters", "山田 太郎", "ja-JP", "山太"],
    ["Greek", "νίκος παππάς", "el-GR", "ΝΠ"],
    ["digits count as a character of the name", "R2 D2", "en-US", "RD"],
    ["no letter at all", " - ", "en-US", ""],
    ["empty", "", "en-US", ""],
  ])("%s: %j (%s) → %j", (_case, name, locale, expected) => {
    expect(initialsOf(name, locale)).toBe(expected);
  });

  it("a malformed locale falls back to the default upper-casing instead of throwing", () => {
    expect(initialsOf("ada lovelace", "not a locale!")).toBe("AL");
  });
});
