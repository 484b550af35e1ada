// Server only: the session cookie and the readable sign-in state (app/domain/sign-in-state.ts).
import { bytesToHex } from "../domain/hex";
import { parse, serialize } from "hono/utils/cookie";
import {
  SESSION_COOKIE_LOCAL,
  SESSION_COOKIE_SECURE,
  SIGN_IN_STATE_COOKIES as STATE,
  SIGN_OUT_COOKIES,
} from "../domain/sign-in-state";
import type { SessionInfo } from "./session";

/** The session cookie's name for this transport. */
export function sessionCookieName(secure: boolean): string {
  return secure ? SESSION_COOKIE_SECURE : SESSION_COOKIE_LOCAL;
}

/** The session id the request's Cookie header names for this transport, if any. */
export function readSessionCookie(cookieHeader: string | null, secure: boolean): string | null {
  if (!cookieHeader) return null;
  const name = sessionCookieName(secure);
  return parse(cookieHeader, name)[name] || null;
}

/** Seconds the browser keeps the session cookie: the session's absolute lifetime (30 days). */
const SESSION_COOKIE_MAX_AGE = 30 * 86_400;

/** A Set-Cookie line: the whole site, Lax; a cleared cookie (maxAge 0) also expires in the past. */
function cookie(name: string, value: string, options: { httpOnly: boolean; secure: boolean; maxAge: number }): string {
  return serialize(name, value, {
    path: "/",
    maxAge: options.maxAge,
    sameSite: "Lax",
    httpOnly: options.httpOnly,
    secure: options.secure,
    ...(options.maxAge === 0 ? { expires: new Date(0) } : {}),
  });
}

/** A public reference to a session for the readable sf_sid cookie: a digest, useless as a credential. */
async function publicSessionRef(id: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`sf-public:${id}`));
  return bytesToHex(new Uint8Array(digest).slice(0, 8));
}

/** Set-Cookie lines for a new session: the HttpOnly session cookie and the readable sign-in state. */
export async function sessionSetCookies(session: SessionInfo, secure: boolean): Promise<string[]> {
  const readable = { httpOnly: false, secure, maxAge: SESSION_COOKIE_MAX_AGE };
  return [
    cookie(sessionCookieName(secure), session.id, { httpOnly: true, secure, maxAge: SESSION_COOKIE_MAX_AGE }),
    cookie(STATE.authenticated, "1", readable),
    cookie(STATE.proxyLogin, "0", readable),
    cookie(STATE.sessionId, await publicSessionRef(session.id), readable),
    cookie(STATE.contactId, session.contactId, readable),
    cookie(STATE.loginStatus, "signed-in", readable),
    cookie(STATE.csrfToken, session.csrfToken, readable),
    cookie(STATE.loginType, session.loginType, readable),
    cookie(STATE.userId, session.userId === null ? "" : String(session.userId), readable),
  ];
}

/** Set-Cookie lines that clear every cookie of spec §4's sign-out list. */
export function signOutSetCookies(secure: boolean): string[] {
  // The __Host- cookie can only be touched with Secure; the others take the transport's.
  return SIGN_OUT_COOKIES.map((name) =>
    cookie(name, "", { httpOnly: name === SESSION_COOKIE_SECURE || name === SESSION_COOKIE_LOCAL, secure: secure || name === SESSION_COOKIE_SECURE, maxAge: 0 }),
  );
}
