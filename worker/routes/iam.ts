import { Hono } from "hono";
import { z } from "zod";
import { pathAfterSignOut, safeRedirectTarget } from "../../app/domain/account-paths";
import { isSecureTransport } from "../../app/domain/sign-in-state";
import { FORM_BODY_MAX_BYTES, readFormBody } from "../../app/lib/request-body.server";
import { CSRF_FIELD, CSRF_HEADER, isValidCsrf } from "../../app/lib/session-guard.server";
import { signOutSetCookies } from "../../app/lib/session-cookies.server";
import { ApiError } from "../api-error";
import type { AppEnv } from "../env";
import { session } from "../middleware/session";
import { createAccountServices } from "../services/accounts";

/** The form fields a no-JavaScript sign-out posts. */
const LogoutFormSchema = z.object({ [CSRF_FIELD]: z.string().max(200).optional(), returnTo: z.string().max(2048).optional() });

/**
 * POST /bfx-content/api/iam/logout (spec §4 "Sign-out posts to the server, then clears these
 * cookies", §7). The session's CSRF token must come in the x-csrf-token header (fetch) or the
 * csrf form field (a plain form); then the server session ends and every cookie of spec §4's list
 * is cleared. JSON callers get `{ "signedOut": true }`; a form gets 303 to where it came from, or
 * `/` from the account area. Without a session there is nothing to end: the cookies are cleared all
 * the same (idempotent). The session is read by the pages' session middleware, with its deadline;
 * when D1 cannot say, the token cannot be checked nor the session ended: 503, try again.
 */
export const iam = new Hono<AppEnv>().post("/logout", session, async (c) => {
  if (c.var.sessionUnreadable) throw new ApiError("UNAVAILABLE", "The service could not answer; please try again.");
  const current = c.var.session;
  const secure = isSecureTransport(new URL(c.req.url));
  const type = c.req.header("content-type") ?? "";
  const isForm = type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
  let token = c.req.header(CSRF_HEADER) ?? null;
  let returnTo = "/";
  if (isForm) {
    const read = await readFormBody(c.req.raw);
    if (!read.ok && read.reason === "too-large") throw new ApiError("PAYLOAD_TOO_LARGE", `the sign-out form is larger than ${FORM_BODY_MAX_BYTES} bytes`);
    const parsed = LogoutFormSchema.safeParse(Object.fromEntries(read.ok ? [...read.form.entries()] : []));
    if (!parsed.success) throw new ApiError("BAD_REQUEST", "the sign-out form could not be read");
    token = token ?? parsed.data[CSRF_FIELD] ?? null;
    const target = safeRedirectTarget(parsed.data.returnTo, "/");
    returnTo = pathAfterSignOut(target) ?? target;
  }
  if (current && !isValidCsrf(current, token)) {
    throw new ApiError("FORBIDDEN", "The sign-out request did not carry this session's CSRF token.");
  }
  if (current) {
    await createAccountServices(c.var.accountDb).endSession(current.id);
    c.var.log("info", "session.signed_out", { loginType: current.loginType });
  }
  for (const line of signOutSetCookies(secure)) c.header("set-cookie", line, { append: true });
  c.header("cache-control", "no-store");
  if (isForm) return c.redirect(returnTo, 303);
  return c.json({ signedOut: true });
});
