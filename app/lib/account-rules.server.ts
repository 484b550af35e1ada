// Server only: the one rule for an account's password and the one rule for its name, used by
// sign-up, sign-in and the settings forms alike (ADR 012 "Passwords and names"). A password one
// form accepts is a password every other form accepts; a name sign-up refuses, settings refuse.
// The email rule is the sign-in forms' and the guest order lookup's. The lengths are
// app/domain/account-fields.ts, which the inputs use too.
import { z } from "zod";
import COMMON_PASSWORDS from "../../data/common-passwords/common-passwords.json";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../domain/account-fields";

export interface PasswordMessages {
  /** Nothing typed (a password being checked). */
  required: string;
  /** Under PASSWORD_MIN_LENGTH (a new password). */
  tooShort: string;
  tooLong: string;
  /** In the common-password list (a new password). */
  common: string;
}

export interface EmailMessages {
  /** Nothing typed. */
  required: string;
  /** Too long, or not an address. */
  invalid: string;
}

export interface NameMessages {
  required: string;
  tooLong: string;
  /** Control, line-separator or text-direction characters. */
  invalid: string;
}

/** A password as the rule measures and compares it: NFKC, lower case ("𝐏𝐚𝐬𝐬" is "pass"). */
const normalizedPassword = (password: string) => password.normalize("NFKC").toLowerCase();

/** Characters (code points) of the normalized password: what PASSWORD_MIN_LENGTH counts. */
const passwordLength = (password: string) => [...normalizedPassword(password)].length;

/** The common passwords a new password could be: built on first use, once per isolate. */
let commonPasswords: ReadonlySet<string> | undefined;

/**
 * Whether `password` is in @zxcvbn-ts/language-common's list of common passwords (from leaked
 * password sets; MIT), compared lower-cased after NFKC. Only the list's entries of at least
 * PASSWORD_MIN_LENGTH characters ship (data/common-passwords/): a shorter one is refused by the
 * length rule, which counts the same normalized characters, before this is asked.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS);
  return commonPasswords.has(normalizedPassword(password));
}

/**
 * The password rule. `"existing"`: a password typed to prove who one is (sign-in, the current
 * password of a change): anything a form could ever have set, so only present and not too long.
 * `"new"`: sign-up and the new password of a change: long enough, not too long, not common.
 * Synchronous since the list ships with the module (callers parse with safeParseAsync all the same).
 */
export function passwordSchema(messages: Pick<PasswordMessages, "required" | "tooLong">, kind: "existing"): z.ZodType<string>;
export function passwordSchema(messages: PasswordMessages, kind: "new"): z.ZodType<string>;
export function passwordSchema(messages: Partial<PasswordMessages> & Pick<PasswordMessages, "tooLong">, kind: "existing" | "new"): z.ZodType<string> {
  if (kind === "existing") {
    return z.string({ error: messages.required }).min(1, messages.required).max(PASSWORD_MAX_LENGTH, messages.tooLong);
  }
  return z
    .string({ error: messages.tooShort })
    .max(PASSWORD_MAX_LENGTH, messages.tooLong)
    .refine((password) => passwordLength(password) >= PASSWORD_MIN_LENGTH, messages.tooShort)
    .refine((password) => !isCommonPassword(password), messages.common);
}

/**
 * Characters no name may hold: C0/C1 controls (NUL, ESC...), lone surrogates, line and paragraph
 * separators, and the bidirectional marks, embeddings, overrides and isolates that reorder how the
 * name and the text around it are shown (U+061C, U+200E–F, U+202A–E, U+2066–9).
 */
const NAME_FORBIDDEN = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Something a reader can see: not only spaces and default-ignorable characters (zero-width space, joiners, BOM...). */
const NAME_VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}]/u;

/**
 * The name rule: trimmed, NFC, 1–100 characters, at least one visible character, none of
 * NAME_FORBIDDEN. Joiners inside a name stay (Persian and Indic names, emoji sequences need them).
 */
export function nameSchema(messages: NameMessages): z.ZodType<string> {
  return z
    .string({ error: messages.required })
    .trim()
    .transform((name) => name.normalize("NFC"))
    .pipe(
      z
        .string()
        .max(NAME_MAX_LENGTH, messages.tooLong)
        .refine((name) => NAME_VISIBLE.test(name), messages.required)
        .refine((name) => !NAME_FORBIDDEN.test(name), messages.invalid),
    );
}

/** The email rule: trimmed, present, at most EMAIL_MAX_LENGTH, an address. */
export function emailSchema(messages: EmailMessages): z.ZodType<string> {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(EMAIL_MAX_LENGTH, messages.invalid)
    .pipe(z.email({ error: messages.invalid }));
}
