// Writes data/common-passwords/common-passwords.json: the entries of @zxcvbn-ts/language-common's
// common-password list (MIT, see data/common-passwords/README.md) that a new password could be at
// all — at least PASSWORD_MIN_LENGTH characters once normalized (NFKC, lower case), as the password
// rule counts them. Shorter entries are refused by the length rule before the list is asked, so the
// worker bundle carries 1,557 entries (~10 KB gzip) instead of 49,233 (~200 KB gzip).
// Run: npx tsx scripts/data/extract-common-passwords.ts (the test in app/lib/common-passwords.test.ts
// fails when the file and the package disagree).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MIN_LENGTH } from "../../app/domain/account-fields";

/** The list's entries a password could equal after the password rule's normalization, sorted. */
export function longCommonPasswords(list: readonly string[], minLength: number): string[] {
  const normalized = list.map((entry) => entry.normalize("NFKC").toLowerCase());
  return [...new Set(normalized.filter((entry) => [...entry].length >= minLength))].sort();
}

if (process.argv[1]?.endsWith("extract-common-passwords.ts")) {
  const entries = longCommonPasswords(dictionary["passwords-common"], PASSWORD_MIN_LENGTH);
  const target = join(import.meta.dirname, "..", "..", "data", "common-passwords", "common-passwords.json");
  writeFileSync(target, `${JSON.stringify(entries, null, 0)}\n`);
  console.log(`extract-common-passwords: ${entries.length} entries of ${dictionary["passwords-common"].length} → ${target}`);
}
