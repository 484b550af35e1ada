import type { D1Reader } from "../services/d1-sessions";
import { createMiddleware } from "hono/factory";
import { checkGuestPage } from "../../app/domain/account-paths";
import { isSecureTransport } from "../../app/domain/sign-in-state";
import type { Logger } from "../../app/lib/log";
import type { SessionInfo } from "../../app/lib/session";
import { readSessionCookie, signOutSetCookies } from "../../app/lib/session-cookies.server";
import type { AppEnv } from "../env";
import { createAccountServices, readSession, SESSION_READ_TIMEOUT_MS } from "../services/accounts";
import { withTimeout } from "../services/timeout";

/**
 * The request's session, or signed out when D1 cannot say (an error, or no answer within
 * SESSION_READ_TIMEOUT_MS): a session store outage must not fail public pages. The cookies are
 * left as they are (logged, not cleared), so the next request finds the fan signed in again.
 */
async function readSessionOrSignedOut(
  db: D1Reader,
  id: string | null,
  log: Logger,
): Promise<{ session: SessionInfo | null; unreadable: boolean }> {
  try {
    return { session: await withTimeout(readSession(db, id, Date.now()), SESSION_READ_TIMEOUT_MS, "session read"), unreadable: false };
  } catch (err) {
    log("error", "session.read_failed", { message: err instanceof Error ? err.message : String(err), treatedAs: "signed out" });
    return { session: null, unreadable: true };
  }
}

/**
 * The session the request's cookie names (the cookie of its transport), read with its deadline.
 * Sets `c.var.session` and `c.var.sessionUnreadable`. The signed-in area shows nothing but the
 * fan's own rows: with the session unknown it would send a signed-in fan to sign in, so it says
 * "try again" instead (its 503 page, app/pages/account/model.server.ts; the sign-out route's 503,
 * worker/routes/iam.ts).
 * Public pages go on signed out.
 */
export const session = createMiddleware<AppEnv>(async (c, next) => {
  const secure = isSecureTransport(new URL(c.req.url));
  const read = await readSessionOrSignedOut(c.var.accountDb, readSessionCookie(c.req.header("cookie") ?? null, secure), c.var.log);
  c.set("session", read.session);
  c.set("sessionUnreadable", read.unreadable);
  await next();
});

/**
 * Pages, after `session` and `store`: spec §2.2, a guest session (order lookup) lives on guest
 * pages only; a GET or HEAD of any other page ends it, answers signed out and clears its cookies.
 * Sets `c.var.guestSignedOut`. Not for BFF routes: their answers do not depend on the page.
 */
export const guestSignOut = createMiddleware<AppEnv>(async (c, next) => {
  const current = c.var.session;
  const method = c.req.method;
  c.set("guestSignedOut", false);
  if (current?.loginType === "guest" && (method === "GET" || method === "HEAD") && !checkGuestPage(c.var.address.pathname).guestPage) {
    // Ending it server-side may fail with D1; the cookies go all the same, and it expires.
    await createAccountServices(c.var.accountDb)
      .endSession(current.id)
      .catch((err: unknown) => c.var.log("error", "session.end_failed", { message: err instanceof Error ? err.message : String(err) }));
    c.var.log("info", "session.guest_signed_out", { reason: "not a guest page", path: c.var.address.pathname });
    c.set("session", null);
    c.set("guestSignedOut", true);
  }
  await next();
  // An answer of onError (c.error) goes out as it is.
  if (c.var.guestSignedOut && !c.error) {
    for (const line of signOutSetCookies(isSecureTransport(new URL(c.req.url)))) c.res.headers.append("set-cookie", line);
  }
});
