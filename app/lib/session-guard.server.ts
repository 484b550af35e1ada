// Server only: the signed-in area's guards (spec §2.2, §6) and the CSRF token check of its forms.
import { redirect } from "@remix-run/cloudflare";
import { REDIRECT_PARAM, SIGN_IN_PATH } from "../domain/account-paths";
import type { SessionInfo } from "./session";
import type { StorefrontContext } from "./storefront-context";

/** The sign-in page for this store and locale, with `target` (a same-site path) to come back to. */
export function signInRedirectPath(ctx: StorefrontContext, target: string): string {
  return `${ctx.link(SIGN_IN_PATH)}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/**
 * The account session of this request, or a redirect (303 for a form post, 302 otherwise) to
 * /login/signup/?redirect={this page}. A guest session (order lookup) is not an account.
 */
export function requireAccount(ctx: StorefrontContext, method = "GET"): SessionInfo & { userId: number } {
  const session = ctx.session;
  if (session && session.loginType === "password" && session.userId !== null) return session as SessionInfo & { userId: number };
  const here = `${ctx.address.pathname}${ctx.address.search}`;
  throw redirect(signInRedirectPath(ctx, here), method === "GET" || method === "HEAD" ? 302 : 303);
}

/** Name of the hidden field (and the header, for fetch calls) that carries the session's CSRF token. */
export { SIGN_OUT_CSRF_FIELD as CSRF_FIELD, SIGN_OUT_CSRF_HEADER as CSRF_HEADER } from "../domain/sign-out";
import { SIGN_OUT_CSRF_FIELD as CSRF_FIELD } from "../domain/sign-out";

const UTF8 = new TextEncoder();

/**
 * Whether two ASCII strings (tokens, hex digests) are equal, in time that does not depend on where
 * they differ (tokens and password hashes must not leak through timing; a difference in length
 * may show). They are compared as UTF-8, where lone surrogates read alike: ASCII only. Workers'
 * `crypto.subtle.timingSafeEqual` compares the bytes; Node's webcrypto (the unit tests) lacks it,
 * so there the same comparison runs here.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const x = UTF8.encode(a);
  const y = UTF8.encode(b);
  if (x.byteLength !== y.byteLength) return false;
  const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual?: (a: ArrayBufferView, b: ArrayBufferView) => boolean };
  if (typeof subtle.timingSafeEqual === "function") return subtle.timingSafeEqual(x, y);
  let diff = 0;
  for (let i = 0; i < x.byteLength; i++) diff |= x[i]! ^ y[i]!;
  return diff === 0;
}

/** True when `token` is this session's CSRF token. */
export function isValidCsrf(session: SessionInfo | null, token: unknown): boolean {
  return session !== null && typeof token === "string" && token.length > 0 && constantTimeEqual(token, session.csrfToken);
}

/** Throws 403 unless the posted form carries this session's CSRF token (a second line after the Origin check). */
export function assertCsrf(ctx: StorefrontContext, form: FormData): void {
  if (!isValidCsrf(ctx.session, form.get(CSRF_FIELD))) {
    throw new Response("This form has expired. Reload the page and try again.", { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
}
