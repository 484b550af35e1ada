// Server only: the sign-in and sign-up forms of /login/signup/ (spec §2.2; ADR 012), validated
// with zod.
import { boundedMemo, MEMO_POLICY, versionOf } from "../domain/isolate-memo";
import { z } from "zod";
import type { SIGN_IN_LABELS } from "../components/sign-in/sign-in-labels";
import { readPageForm } from "./request-body.server";

/** The forms' messages in the page's language (zod reports them as field errors). */
type Messages = typeof SIGN_IN_LABELS;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
const EMAIL_MAX_LENGTH = 254;

const emailSchema = (messages: Messages) =>
  z
    .string({ error: messages.emailInvalid })
    .trim()
    .max(EMAIL_MAX_LENGTH, messages.emailInvalid)
    .pipe(z.email({ error: messages.emailInvalid }));

const RedirectSchema = z.string().max(2048).optional();

function buildSchema(messages: Messages) {
  return z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("signin"),
      email: emailSchema(messages),
      password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(PASSWORD_MAX_LENGTH, messages.passwordLong),
      redirect: RedirectSchema,
    }),
    z.object({
      intent: z.literal("signup"),
      name: z
        .string({ error: messages.nameRequired })
        .trim()
        .min(1, messages.nameRequired)
        .max(100, messages.nameLong)
        .refine((v) => !/\p{Cc}/u.test(v), messages.nameRequired),
      email: emailSchema(messages),
      password: z.string({ error: messages.passwordShort }).min(PASSWORD_MIN_LENGTH, messages.passwordShort).max(PASSWORD_MAX_LENGTH, messages.passwordLong),
      redirect: RedirectSchema,
    }),
  ]);
}

const schemas = boundedMemo<ReturnType<typeof buildSchema>>(MEMO_POLICY.signInSchemas);

/** The two forms, told apart by `intent`, with their messages in one language (built once per language). */
export function signInFormSchema(messages: Messages): ReturnType<typeof buildSchema> {
  return schemas(versionOf(messages), () => buildSchema(messages));
}

export type SignInForm = z.infer<ReturnType<typeof signInFormSchema>>;
export type SignInField = "name" | "email" | "password";

export type ReadSignInForm =
  | { ok: true; form: SignInForm }
  | { ok: false; intent: "signin" | "signup"; errors: Partial<Record<SignInField, string>>; values: { name: string; email: string } };

/** The posted form, or its field errors (the values typed, never the password, to show again). */
export async function readSignInForm(request: Request, messages: Messages): Promise<ReadSignInForm> {
  const data = await readPageForm(request);
  const raw: Record<string, string> = {};
  for (const [key, value] of data?.entries() ?? []) if (typeof value === "string" && !(key in raw)) raw[key] = value;
  const intent = raw.intent === "signup" ? "signup" : "signin";
  const parsed = signInFormSchema(messages).safeParse({ ...raw, intent });
  if (parsed.success) return { ok: true, form: parsed.data };
  const errors: Partial<Record<SignInField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "name" || field === "email" || field === "password") && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, intent, errors, values: { name: (raw.name ?? "").slice(0, 100), email: (raw.email ?? "").slice(0, EMAIL_MAX_LENGTH) } };
}
