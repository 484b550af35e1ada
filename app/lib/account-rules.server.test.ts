// One password rule and one name rule for sign-up, sign-in and the settings (issue 22 items 2
// and 5; ADR 012 "Passwords and names"): what one form accepts, the others accept; a password a
// form could set can always be used to sign in; common passwords and invisible or reordering
// names are refused everywhere.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACCOUNT_LABELS } from "../components/account/account-labels";
import { SIGN_IN_LABELS } from "../components/sign-in/sign-in-labels";
import { nameFormSchema, passwordFormSchema } from "../pages/account/action.server";
import { signInFormSchema } from "./sign-in-form.server";

const E = ACCOUNT_LABELS.errors;
const signInForm = signInFormSchema(SIGN_IN_LABELS);

const EMAIL = "fan@example.com";
async function signUpAccepts(fields: { name?: string; password?: string }) {
  return (await signInForm.safeParseAsync({ intent: "signup", name: "Ada", email: EMAIL, password: "a sound passphrase", ...fields })).success;
}
async function signInAccepts(password: string) {
  return (await signInForm.safeParseAsync({ intent: "signin", email: EMAIL, password })).success;
}
async function settingsAcceptsName(name: string) {
  return (await nameFormSchema(E).safeParseAsync({ name })).success;
}
async function settingsAcceptsNewPassword(password: string) {
  return (await passwordFormSchema(E).safeParseAsync({ currentPassword: "anything", newPassword: password })).success;
}
async function settingsAcceptsCurrentPassword(password: string) {
  return (await passwordFormSchema(E).safeParseAsync({ currentPassword: password, newPassword: "a sound passphrase" })).success;
}

/** Any text (ASCII, accents, CJK, emoji), short or around the length limits (100–300 characters). */
const passwordText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.integer({ min: 100, max: 300 }).chain((n) => fc.string({ minLength: n, maxLength: n })),
);

describe("one password rule", () => {
  it.each([
    ["129 characters (settings took up to 200; sign-in refused over 128)", "p".repeat(64) + "q".repeat(65), true],
    ["200 characters", "x1".repeat(100), true],
    ["256 characters", "y2".repeat(128), true],
    ["257 characters", "z".repeat(257), false],
    ["9 characters", "nine char", false],
  ])("a new password of %s: sign-up and settings agree (%s), and sign-in takes whatever they took", async (_label, password, ok) => {
    expect(await signUpAccepts({ password })).toBe(ok);
    expect(await settingsAcceptsNewPassword(password)).toBe(ok);
    if (ok) {
      expect(await signInAccepts(password)).toBe(true);
      expect(await settingsAcceptsCurrentPassword(password)).toBe(true);
    }
  });

  it("for any text, a password sign-up or the settings would set is one sign-in and the settings' current-password field accept", async () => {
    await fc.assert(
      fc.asyncProperty(passwordText, async (password) => {
        const signUp = await signUpAccepts({ password });
        const settings = await settingsAcceptsNewPassword(password);
        expect(signUp).toBe(settings);
        if (signUp) {
          expect(await signInAccepts(password)).toBe(true);
          expect(await settingsAcceptsCurrentPassword(password)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each(["password1234", "1234567890", "qwertyuiop", "Basketball", "MANCHESTER"])("refuses %s as a new password (a common password) and says so", async (password) => {
    const signUp = await signInForm.safeParseAsync({ intent: "signup", name: "Ada", email: EMAIL, password });
    expect(signUp.success).toBe(false);
    expect(signUp.error?.issues.map((i) => i.message)).toContain(SIGN_IN_LABELS.passwordCommon);
    const settings = await passwordFormSchema(E).safeParseAsync({ currentPassword: "x", newPassword: password });
    expect(settings.error?.issues.map((i) => i.message)).toContain(E.newCommon);
  });

  it("counts a new password's characters (code points, after NFKC), not UTF-16 units, and compares the same form: 'password' in mathematical bold is 8 characters", async () => {
    const bold = "\u{1D429}\u{1D41A}\u{1D42C}\u{1D42C}\u{1D430}\u{1D428}\u{1D42B}\u{1D41D}"; // 𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝
    expect(bold.length).toBe(16);
    const short = await passwordFormSchema(E).safeParseAsync({ currentPassword: "x", newPassword: bold });
    expect(short.error?.issues.map((i) => i.message)).toContain(E.newTooShort);
    // Ten emoji are ten characters (20 UTF-16 units): long enough, and not common.
    expect((await passwordFormSchema(E).safeParseAsync({ currentPassword: "x", newPassword: "🎵".repeat(10) })).success).toBe(true);
    // And 'password1234' in bold is the common password it reads as.
    const common = await passwordFormSchema(E).safeParseAsync({ currentPassword: "x", newPassword: `${bold}\u{1D7CF}\u{1D7D0}\u{1D7D1}\u{1D7D2}` });
    expect(common.error?.issues.map((i) => i.message)).toContain(E.newCommon);
  });

  it("signs in with a common password all the same (an account set before the check must not be locked out)", async () => {
    expect(await signInAccepts("password1234")).toBe(true);
    expect(await settingsAcceptsCurrentPassword("password1234")).toBe(true);
  });
});

describe("one name rule", () => {
  it.each([
    ["NUL", "Ada\u0000Lovelace"],
    ["ESC", "Ada\u001b[31m"],
    ["DEL", "Ada\u007f"],
    ["a C1 control", "Ada\u0085"],
    ["right-to-left override", "Ada \u202Eecalevol"],
    ["left-to-right embedding", "\u202AAda"],
    ["first-strong isolate", "Ada \u2068x\u2069"],
    ["right-to-left mark", "Ada\u200F"],
    ["Arabic letter mark", "Ada\u061C"],
    ["line separator", "Ada\u2028Lovelace"],
    ["zero-width space only", "\u200B"],
    ["zero-width joiners only", "\u200D\u200C\u200D"],
    ["byte-order mark and spaces", " \uFEFF  "],
    ["word joiner only", "\u2060"],
    ["101 characters", "a".repeat(101)],
    ["nothing", ""],
  ])("refuses a name with %s, at sign-up and in the settings", async (_label, name) => {
    expect(await signUpAccepts({ name })).toBe(false);
    expect(await settingsAcceptsName(name)).toBe(false);
  });

  it.each([
    ["Ada Lovelace"],
    ["  José Ñúñez  "],
    ["محمد\u200Cرضا"], // Persian: a zero-width non-joiner inside a name
    ["श्री\u200D"],
    ["👩\u200D👩\u200D👧 family"],
    ["O'Brien-Smith, Jr."],
    ["山田 太郎"],
  ])("accepts %s at sign-up and in the settings", async (name) => {
    expect(await signUpAccepts({ name })).toBe(true);
    expect(await settingsAcceptsName(name)).toBe(true);
  });

  it("for any text, sign-up and the settings give the same verdict on a name", async () => {
    const name = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 120 }),
      fc.string({ unit: fc.constantFrom("a", " ", "\u0000", "\u001b", "\u200B", "\u200D", "\u202E", "\u2066", "\uFEFF", "é", "\u2028"), maxLength: 12 }),
    );
    await fc.assert(
      fc.asyncProperty(name, async (n) => {
        expect(await signUpAccepts({ name: n })).toBe(await settingsAcceptsName(n));
      }),
      { numRuns: 400 },
    );
  });
});
