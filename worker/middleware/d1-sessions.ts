import { createMiddleware } from "hono/factory";
import { isSecureTransport } from "../../app/domain/sign-in-state";
import { sessionCookieName } from "../../app/lib/session-cookies.server";
import type { AppEnv } from "../env";
import { accountSession, bookmarkSetCookie, catalogSession, readBookmark } from "../services/d1-sessions";

/** Whether the answer starts a session (sign-in, sign-up, the guest lookup): its Set-Cookie names one with a value. */
function startsSession(res: Response, secure: boolean): boolean {
  const name = `${sessionCookieName(secure)}=`;
  return res.headers.getSetCookie().some((line) => line.startsWith(name) && !line.startsWith(`${name};`) && !/max-age=0\b/i.test(line));
}

/** Whether the answer ends the session (sign-out): the session cookie is cleared. */
function endsSession(res: Response, secure: boolean): boolean {
  const name = `${sessionCookieName(secure)}=`;
  return res.headers.getSetCookie().some((line) => line.startsWith(name) && /max-age=0\b/i.test(line));
}

/**
 * Every request: `c.var.catalogDb` (any replica) and `c.var.accountDb` (read-your-writes from the
 * fan's bookmark, else the primary; services/d1-sessions.ts). The bookmark goes out where the fan's
 * next page must see a write: with an answer that starts a session, and with a post of the
 * signed-in area (a setting saved). Reads, guests, other posts and failed sign-ins carry none.
 * An answer of onError goes out as it is.
 */
export const d1Sessions = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = readBookmark(c.req.header("cookie") ?? null);
  const account = accountSession(c.env.DB, incoming);
  c.set("catalogDb", catalogSession(c.env.DB));
  c.set("accountDb", account);
  await next();
  if (c.error) return;
  const secure = isSecureTransport(new URL(c.req.url));
  const wrote = c.req.method !== "GET" && c.req.method !== "HEAD";
  // The signed-in area's posts write the fan's rows (settings, listings); other posts (filters,
  // currency) write cookies only.
  const accountPost = wrote && c.var.session != null && (c.var.address?.pagePathname ?? "").startsWith("/my/");
  const carries = startsSession(c.res, secure) || (accountPost && !endsSession(c.res, secure));
  const bookmark = carries ? account.getBookmark() : null;
  if (bookmark && bookmark !== incoming) c.res.headers.append("set-cookie", bookmarkSetCookie(bookmark, secure));
});
