// The shipped common-password list (data/common-passwords/) is the package's list cut at the
// password rule's minimum, so the cut loses nothing the rule could let through.
import { dictionary } from "@zxcvbn-ts/language-common";
import { describe, expect, it } from "vitest";
import COMMON_PASSWORDS from "../../data/common-passwords/common-passwords.json";
import { longCommonPasswords } from "../../scripts/data/extract-common-passwords";
import { PASSWORD_MIN_LENGTH } from "../domain/account-fields";
import { isCommonPassword } from "./account-rules.server";

describe("the shipped common-password list", () => {
  it("is exactly the package's entries of at least PASSWORD_MIN_LENGTH normalized characters (rebuild: scripts/data/extract-common-passwords.ts)", () => {
    expect(COMMON_PASSWORDS).toEqual(longCommonPasswords(dictionary["passwords-common"], PASSWORD_MIN_LENGTH));
    expect(COMMON_PASSWORDS.length).toBeGreaterThan(1_000);
  });

  it("answers for every entry of the package a new password could be, and for its compatibility forms", () => {
    const long = dictionary["passwords-common"].filter((entry) => [...entry.normalize("NFKC")].length >= PASSWORD_MIN_LENGTH);
    for (const entry of long) expect(isCommonPassword(entry), entry).toBe(true);
    // Full-width letters and upper case normalize to the entry.
    expect(isCommonPassword("ＰＡＳＳＷＯＲＤ１２３")).toBe(isCommonPassword("password123"));
    expect(isCommonPassword("a sound passphrase")).toBe(false);
  });
});
