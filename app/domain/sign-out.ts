/**
 * Sign-out as the browser does it (spec §4 "Sign-in state"): post to the BFF with the session's
 * CSRF token, null the local-storage entries the spec lists, then leave the account area.
 * The server side (ending the session, clearing the cookies) is worker/routes/iam.ts.
 */
import { BFF_BASE } from "./constants";
import { SIGN_OUT_STORAGE_KEYS } from "./sign-in-state";

/** The BFF's sign-out endpoint: a fetch with the token in a header, or a plain form post. */
export const SIGN_OUT_ENDPOINT = `${BFF_BASE}/iam/logout`;

// The names the server checks (app/lib/session-guard.server.ts re-exports them as CSRF_HEADER
// and CSRF_FIELD): defined here because browser code cannot import a .server module.
/** Header carrying the session's CSRF token on the sign-out fetch (and any fetch that changes state). */
export const SIGN_OUT_CSRF_HEADER = "x-csrf-token";
/** Hidden field carrying the token in every state-changing form of the signed-in area. */
export const SIGN_OUT_CSRF_FIELD = "csrf";
/** Hidden field naming the page a no-JavaScript sign-out comes back to (the endpoint sends /my/ pages home). */
export const SIGN_OUT_RETURN_FIELD = "returnTo";

/** What sign-out needs of window.localStorage. */
export interface SignOutStorage {
  removeItem(key: string): void;
}

/**
 * Nulls the local-storage entries spec §4 lists — session id, contact id, user id, tracking user
 * id, referral id (SIGN_OUT_STORAGE_KEYS) — by removing them: reading one then gives null. A
 * storage that refuses (disabled, private mode) is skipped entry by entry: signing out must not
 * fail on it.
 * @example clearSignOutStorage(window.localStorage)
 */
export function clearSignOutStorage(storage: SignOutStorage, keys: readonly string[] = SIGN_OUT_STORAGE_KEYS): void {
  for (const key of keys) {
    try {
      storage.removeItem(key);
    } catch {
      // Nothing to clear in a storage the browser will not let us touch.
    }
  }
}
