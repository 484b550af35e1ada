// Server only: what /login/signup/ does (spec §2.2 "sent to /login/signup/ with a redirect
// parameter holding the target address"): the forms, rate limits, the session and where to go next.
import { data, redirect } from "@remix-run/cloudflare";
import { REDIRECT_PARAM, safeRedirectTarget, SIGN_IN_PATH } from "../../domain/account-paths";
import type { SignInClientLabels } from "../../components/sign-in/sign-in-page";
import { fillPlaceholders } from "../../components/ui/ui-labels";
import { pickWords, type PageContext } from "../../lib/i18n.server";
import { deviceSetCookie, newDeviceId, readDeviceId } from "../../lib/device-cookie.server";
import { SIGN_IN_RULES, SIGN_UP_PER_ADDRESS } from "../../domain/rate-limits";
import type { SessionInfo } from "../../lib/session";
import { sessionSetCookies } from "../../lib/session-cookies.server";
import { readSignInForm, type SignInField, type SignInForm } from "../../lib/sign-in-form.server";
import { absoluteUrl } from "../shared/meta.server";

/** The words the page component says itself (sent in the loader data). */
const SIGN_IN_CLIENT_KEYS = ["createAccount", "email", "errorSummary", "heading", "intro", "name", "newPassword", "password", "signIn", "signInHeading", "signUpHeading"] as const;

export interface SignInActionData {
  intent: "signin" | "signup";
  errors: Partial<Record<SignInField, string>>;
  /** A message for the whole form (wrong credentials, too many attempts). */
  formError: string | null;
  values: { name: string; email: string };
}

/** Where to go after signing in: the `redirect` parameter when it is a path on this site, else home. */
export function afterSignIn(ctx: PageContext, raw: string | null | undefined): string {
  return safeRedirectTarget(raw, ctx.link("/"));
}

/** The page's model: the redirect target kept in the forms, the form addresses. */
export function signInPage(ctx: PageContext, request: Request) {
  const url = new URL(request.url);
  const target = url.searchParams.get(REDIRECT_PARAM);
  // Already signed in: nothing to do here.
  if (ctx.session?.loginType === "password") throw redirect(afterSignIn(ctx, target));
  const path = ctx.link(SIGN_IN_PATH);
  const signInWords = ctx.words.signIn;
  return {
    meta: { title: fillPlaceholders(signInWords.title, { brand: ctx.brand }), description: signInWords.description, canonical: absoluteUrl(ctx, path) },
    action: target ? `${path}?${REDIRECT_PARAM}=${encodeURIComponent(safeRedirectTarget(target, "/"))}` : path,
    redirect: target ? safeRedirectTarget(target, "/") : "",
    labels: pickWords(signInWords, SIGN_IN_CLIENT_KEYS) as SignInClientLabels,
  };
}

function failed(result: SignInActionData, status: number, headers?: HeadersInit) {
  return data(result, { status, headers });
}

/** Seconds to wait before posting again while the account store is down (as the worker's other 503s). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/**
 * The form again while the account store (D1) fails: 503 with Retry-After and a form-level "try
 * again in a moment" in the panel `intent` names, the typed values kept. Every write is one batch
 * (the account with its first session; a new session with the end of the old one), so a failed
 * one left nothing behind.
 */
function unavailable(ctx: PageContext, intent: "signin" | "signup", values: SignInActionData["values"], err: unknown) {
  // A Response is an answer of its own (a redirect), not a failure of the store.
  if (err instanceof Response) throw err;
  ctx.log("error", "signin.unavailable", { intent, message: err instanceof Error ? err.message : String(err) });
  const signInWords = ctx.words.signIn;
  return failed(
    { intent, errors: {}, formError: intent === "signin" ? signInWords.signInUnavailable : signInWords.signUpUnavailable, values },
    503,
    { "retry-after": String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
  );
}

/** POST /login/signup/: sign in or create the account, start a new session, 303 to the redirect target. */
export async function signInAction(ctx: PageContext, request: Request) {
  const signInWords = ctx.words.signIn;
  const read = await readSignInForm(request, signInWords);
  if (!read.ok) return failed({ intent: read.intent, errors: read.errors, formError: null, values: read.values }, 400);
  const form = read.form;
  const values = { name: form.intent === "signup" ? form.name : "", email: form.email };
  const accounts = ctx.services.accounts;

  const tooMany = (retryAfterSeconds: number) =>
    failed(
      { intent: form.intent, errors: {}, formError: fillPlaceholders(signInWords.tooMany, { minutes: String(Math.max(1, Math.ceil(retryAfterSeconds / 60))) }), values },
      429,
      { "retry-after": String(retryAfterSeconds) },
    );
  // The device this browser signed in from before, if any; a first success gives it one.
  const knownDeviceId = await readDeviceId(request.headers.get("cookie"), ctx.cookieSecrets);
  const deviceId = knownDeviceId ?? newDeviceId();

  let userId: number;
  try {
    if (form.intent === "signin") {
      const gate = await accounts.beginSignIn({ email: form.email, deviceId: knownDeviceId, clientAddress: ctx.clientIp }, SIGN_IN_RULES);
      if (!gate.allowed) return tooMany(gate.retryAfterSeconds);
      const found = await accounts.verifyCredentials(form.email, form.password);
      // The same words for an unknown email and a wrong password; the attempt stays counted as a failure.
      if (found === null) return failed({ intent: "signin", errors: {}, formError: signInWords.wrongCredentials, values }, 401);
      await accounts.signInSucceeded(gate.ticket, found, deviceId);
      userId = found;
    } else {
      // Without a client address to trust (local development) there is no address to count by.
      if (ctx.clientIp) {
        const limit = await accounts.rateLimit(`signup:address:${ctx.clientIp}`, SIGN_UP_PER_ADDRESS.limit, SIGN_UP_PER_ADDRESS.windowSeconds);
        if (!limit.allowed) return tooMany(limit.retryAfterSeconds);
      }
      const created = await accounts.signUp({ email: form.email, password: form.password, name: form.name });
      if (!created.ok) return failed({ intent: "signup", errors: { email: signInWords.emailTaken }, formError: null, values }, 409);
      userId = created.userId;
      // The account exists now: a device not remembered only costs the fan a stricter budget later.
      await accounts.rememberDevice(userId, deviceId).catch((err: unknown) =>
        ctx.log("warn", "signin.device_not_remembered", { message: err instanceof Error ? err.message : String(err) }),
      );
    }
  } catch (err) {
    return unavailable(ctx, form.intent, values, err);
  }

  // A new session id at every sign-in (the old session, if any, ends): no session fixation.
  let session: SessionInfo;
  try {
    session = await accounts.startSession({ userId }, ctx.session?.id ?? null);
  } catch (err) {
    // The account exists by now (a sign-up wrote it): what is left to do is to sign in, so the
    // words and the email go to the sign-in panel; posting the sign-up again would meet "this
    // email is taken".
    return unavailable(ctx, "signin", { name: "", email: form.email }, err);
  }
  const headers = new Headers({ "cache-control": "no-store" });
  for (const line of await sessionSetCookies(session, ctx.secureTransport)) headers.append("set-cookie", line);
  headers.append("set-cookie", await deviceSetCookie(ctx.cookieSecrets, deviceId));
  return redirect(afterSignIn(ctx, form.redirect ?? new URL(request.url).searchParams.get(REDIRECT_PARAM)), { status: 303, headers });
}
