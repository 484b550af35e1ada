// Server only: the session cookie and the readable sign-in state (app/domain/sign-in-state.ts).
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
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

/** Seconds the browser keeps the session cookie: the session's absolute lifetime (30 days). */
const SESSION_COOKIE_MAX_AGE = 30 * 86_400;

function cookie(name: string, value: string, options: { httpOnly: boolean; secure: boolean; maxAge: number }): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", `Max-Age=${options.maxAge}`, "SameSite=Lax"];
  if (options.maxAge === 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/** A public reference to a session for the readable sf_sid cookie: a digest, useless as a credential. */
async function publicSessionRef(id: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`sf-public:${id}`));
  return [...new Uint8Array(digest).slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
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
