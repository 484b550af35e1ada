// Server only: the sign-in and sign-up forms of /login/signup/ (spec §2.2; ADR 012), validated
// with zod; the password and name rules are the settings' (account-rules.server.ts).
import { boundedMemo, MEMO_POLICY, versionOf } from "../domain/isolate-memo";
import { z } from "zod";
import type { SIGN_IN_LABELS } from "../components/sign-in/sign-in-labels";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "../domain/account-fields";
import { emailSchema, nameSchema, passwordSchema } from "./account-rules.server";
import { readPageForm } from "./request-body.server";

/** The forms' messages in the page's language (zod reports them as field errors). */
type Messages = typeof SIGN_IN_LABELS;

const RedirectSchema = z.string().max(2048).optional();

function buildSchema(messages: Messages) {
  return z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("signin"),
      email: emailSchema({ required: messages.emailInvalid, invalid: messages.emailInvalid }),
      password: passwordSchema({ required: messages.passwordRequired, tooLong: messages.passwordLong }, "existing"),
      redirect: RedirectSchema,
    }),
    z.object({
      intent: z.literal("signup"),
      name: nameSchema({ required: messages.nameRequired, tooLong: messages.nameLong, invalid: messages.nameInvalid }),
      email: emailSchema({ required: messages.emailInvalid, invalid: messages.emailInvalid }),
      password: passwordSchema(
        { required: messages.passwordShort, tooShort: messages.passwordShort, tooLong: messages.passwordLong, common: messages.passwordCommon },
        "new",
      ),
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
  const parsed = await signInFormSchema(messages).safeParseAsync({ ...raw, intent });
  if (parsed.success) return { ok: true, form: parsed.data };
  const errors: Partial<Record<SignInField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "name" || field === "email" || field === "password") && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, intent, errors, values: { name: (raw.name ?? "").slice(0, NAME_MAX_LENGTH), email: (raw.email ?? "").slice(0, EMAIL_MAX_LENGTH) } };
}
