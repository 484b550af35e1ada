// Server only: the sign-in and sign-up forms of /login/signup/ (spec §2.2; ADR 012), validated
// with zod.
import { z } from "zod";
import type { SIGN_IN_LABELS } from "../components/sign-in/sign-in-labels";

/** The forms' messages in the page's language (zod reports them as field errors). */
type Messages = typeof SIGN_IN_LABELS;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
const EMAIL_MAX_LENGTH = 254;

const emailSchema = (L: Messages) =>
  z
    .string({ error: L.emailInvalid })
    .trim()
    .max(EMAIL_MAX_LENGTH, L.emailInvalid)
    .pipe(z.email({ error: L.emailInvalid }));

const RedirectSchema = z.string().max(2048).optional();

function buildSchema(L: Messages) {
  return z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("signin"),
      email: emailSchema(L),
      password: z.string({ error: L.passwordRequired }).min(1, L.passwordRequired).max(PASSWORD_MAX_LENGTH, L.passwordLong),
      redirect: RedirectSchema,
    }),
    z.object({
      intent: z.literal("signup"),
      name: z
        .string({ error: L.nameRequired })
        .trim()
        .min(1, L.nameRequired)
        .max(100, L.nameLong)
        .refine((v) => !/\p{Cc}/u.test(v), L.nameRequired),
      email: emailSchema(L),
      password: z.string({ error: L.passwordShort }).min(PASSWORD_MIN_LENGTH, L.passwordShort).max(PASSWORD_MAX_LENGTH, L.passwordLong),
      redirect: RedirectSchema,
    }),
  ]);
}

const schemas = new WeakMap<Messages, ReturnType<typeof buildSchema>>();

/** The two forms, told apart by `intent`, with their messages in one language (built once per language). */
export function signInFormSchema(L: Messages): ReturnType<typeof buildSchema> {
  let schema = schemas.get(L);
  if (!schema) {
    schema = buildSchema(L);
    schemas.set(L, schema);
  }
  return schema;
}

export type SignInForm = z.infer<ReturnType<typeof signInFormSchema>>;
export type SignInField = "name" | "email" | "password";

export type ReadSignInForm =
  | { ok: true; form: SignInForm }
  | { ok: false; intent: "signin" | "signup"; errors: Partial<Record<SignInField, string>>; values: { name: string; email: string } };

/** The posted form, or its field errors (the values typed, never the password, to show again). */
export async function readSignInForm(request: Request, messages: Messages): Promise<ReadSignInForm> {
  const data = await request.formData().catch(() => null);
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
