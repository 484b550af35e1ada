import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../../domain/account-fields";
import { SIGN_IN_LABELS } from "./sign-in-labels";

/** What the action answers when a form is refused (app/pages/sign-in/model.server.ts). */
export interface SignInResult {
  intent: "signin" | "signup";
  errors: Partial<Record<"name" | "email" | "password", string>>;
  formError: string | null;
  values: { name: string; email: string };
}

interface FieldProps {
  name: "name" | "email" | "password";
  label: string;
  type: "text" | "email" | "password";
  autoComplete: string;
  error?: string;
  defaultValue?: string;
  form: string;
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). */
function Field({ name, label, type, autoComplete, error, defaultValue, form }: FieldProps) {
  const id = `${form}-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="sign-in__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        maxLength={name === "email" ? EMAIL_MAX_LENGTH : name === "name" ? NAME_MAX_LENGTH : PASSWORD_MAX_LENGTH}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="sign-in__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The words the page says itself; the loader sends them in the page's language. */
export type SignInClientLabels = Pick<typeof SIGN_IN_LABELS, "createAccount" | "email" | "errorSummary" | "heading" | "intro" | "name" | "newPassword" | "password" | "signIn" | "signInHeading" | "signUpHeading">;

/**
 * /login/signup/: sign in (email, password) beside create an account (name, email, password).
 * Plain forms that work without JavaScript; a refused post comes back with the fields' errors and
 * focus on the form's error summary so a screen reader hears what went wrong first.
 */
export function SignInPage({ action, redirect, result, labels: signInWords = SIGN_IN_LABELS }: { action: string; redirect: string; result: SignInResult | null; labels?: SignInClientLabels }) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const signInId = useId();
  const signUpId = useId();
  useEffect(() => {
    if (result) summaryRef.current?.focus();
  }, [result]);

  const section = (intent: "signin" | "signup") => {
    const mine = result?.intent === intent ? result : null;
    const messages = mine ? [mine.formError, ...Object.values(mine.errors)].filter((m): m is string => Boolean(m)) : [];
    const form = intent === "signin" ? "sign-in" : "sign-up";
    const headingId = intent === "signin" ? signInId : signUpId;
    return (
      <section className="sign-in__panel" aria-labelledby={headingId}>
        <h2 id={headingId}>{intent === "signin" ? signInWords.signInHeading : signInWords.signUpHeading}</h2>
        {messages.length > 0 ? (
          <div className="sign-in__summary" role="alert" tabIndex={-1} ref={summaryRef}>
            <p className="sign-in__summary-title">{signInWords.errorSummary}</p>
            <ul>
              {messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <Form method="post" action={action} noValidate className="sign-in__form">
          <input type="hidden" name="intent" value={intent} />
          {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
          {intent === "signup" ? (
            <Field form={form} name="name" label={signInWords.name} type="text" autoComplete="name" error={mine?.errors.name} defaultValue={mine?.values.name} />
          ) : null}
          <Field form={form} name="email" label={signInWords.email} type="email" autoComplete={intent === "signin" ? "username" : "email"} error={mine?.errors.email} defaultValue={mine?.values.email} />
          <Field
            form={form}
            name="password"
            label={intent === "signin" ? signInWords.password : signInWords.newPassword}
            type="password"
            autoComplete={intent === "signin" ? "current-password" : "new-password"}
            error={mine?.errors.password}
          />
          <button type="submit" className="button" disabled={busy}>
            {intent === "signin" ? signInWords.signIn : signInWords.createAccount}
          </button>
        </Form>
      </section>
    );
  };

  return (
    <div className="sign-in">
      <h1 id="page-title">{signInWords.heading}</h1>
      <p className="sign-in__intro">{signInWords.intro}</p>
      <div className="sign-in__panels">
        {section("signin")}
        {section("signup")}
      </div>
    </div>
  );
}
