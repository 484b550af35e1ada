/**
 * The sign-in state's cookies and storage entries (spec §3 "Session values", §4 "Sign-in state"):
 * what sign-in sets for pages to read, and what sign-out clears. Names are the storefront's own;
 * the spec lists the entries, not their names. None of these is trusted for authorization: the
 * server-side session (named by the HttpOnly session cookie) is (docs/decisions/012).
 */

/** The HttpOnly session cookie: `__Host-` prefixed over HTTPS (no Domain, Path=/, Secure). */
export const SESSION_COOKIE_SECURE = "__Host-sf_session";
/** The same on plain-http localhost, where browsers refuse the prefix's Secure requirement. */
export const SESSION_COOKIE_LOCAL = "sf_session";

/** Readable state cookies set at sign-in (spec §4's list, in its order). */
export const SIGN_IN_STATE_COOKIES = {
  /** Authentication flag: "1". */
  authenticated: "sf_auth",
  /** Proxy login flag: "0" (an agent signed in as the fan would be "1"; not offered). */
  proxyLogin: "sf_proxy_login",
  /** A public reference to the session (never the session id itself, which only the HttpOnly cookie holds). */
  sessionId: "sf_sid",
  contactId: "sf_contact_id",
  /** "signed-in". */
  loginStatus: "sf_login_status",
  /** The session's CSRF token, for scripts to send back in a header (double submit). */
  csrfToken: "sf_csrf",
  /** "password" or "guest". */
  loginType: "sf_login_type",
  userId: "sf_user_id",
} as const;

/** Cleared at sign-out besides the above and the session cookie (spec §4: tracking user id and reference). */
export const TRACKING_COOKIES = { trackingUserId: "sf_track_uid", trackingReference: "sf_track_ref" } as const;

/**
 * Every cookie sign-out clears (spec §4): authentication flag, proxy login, session id, contact
 * id, login status, CSRF token, login type, user id, the session cookie (both names), tracking
 * user id and tracking reference.
 */
export const SIGN_OUT_COOKIES: readonly string[] = Object.freeze([
  ...Object.values(SIGN_IN_STATE_COOKIES),
  SESSION_COOKIE_SECURE,
  SESSION_COOKIE_LOCAL,
  ...Object.values(TRACKING_COOKIES),
]);

/** Local-storage entries sign-out nulls (spec §4: session id, contact id, user id, tracking user id, referral id). */
export const SIGN_OUT_STORAGE_KEYS: readonly string[] = Object.freeze(["sf.sessionId", "sf.contactId", "sf.userId", "sf.trackingUserId", "sf.referralId"]);

/**
 * Whether cookies for this address get Secure (and the session cookie its __Host- prefix): HTTPS,
 * or any plain-http host that is not a local development host (safe by default).
 * @example isSecureTransport(new URL("http://de.localhost:8787/")) // false
 */
export function isSecureTransport(url: URL): boolean {
  return url.protocol === "https:" || !isLocalDevelopmentHost(url.hostname);
}

/**
 * Whether a host is a plain-http development host: localhost, *.localhost, 127.0.0.0/8, [::1].
 * @example isLocalDevelopmentHost("de.localhost") // true
 */
export function isLocalDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return host === "localhost" || host.endsWith(".localhost") || /^127(?:\.\d{1,3}){3}$/.test(host) || host === "[::1]" || host === "::1";
}
