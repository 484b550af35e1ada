// Server only: the visitor's saved preferences, kept in signed cookies (docs/decisions/011).
//
// SH6_USER_PREF (spec §3, §9) holds the date choice (6 hours) and the location (one year) as one
// JSON object whose fields carry their own expiry (app/domain/user-pref.ts); selectedCurrencyCode
// mirrors the informational currency the browser keeps in local storage under the same name
// (spec §4 Currency), so the server renders the currency the client will show.
//
// Both are written only by the server (the POST /preferences/ action), so they can be HttpOnly,
// Secure, SameSite=Lax and signed with COOKIE_SECRET: a cookie edited by hand reads as absent.
import { createCookie, type Cookie } from "@remix-run/cloudflare";
import { MS_PER_YEAR, SH6_USER_PREF } from "../domain/constants";
import { SELECTED_CURRENCY_CODE } from "../domain/currency";
import { readUserPref, userPrefJson, EMPTY_USER_PREF, type UserPref } from "../domain/user-pref";

/** What a request's loaders know of the visitor's choices. */
export interface Preferences {
  userPref: UserPref;
  /** The stored informational currency code or 'none', as written (loaders check it against the store's list). */
  currency: string | null;
}

export const NO_PREFERENCES: Preferences = Object.freeze({ userPref: EMPTY_USER_PREF, currency: null });

/** Attributes of every preference cookie: not readable by scripts, HTTPS only, not sent on cross-site posts. */
const COOKIE_ATTRIBUTES = { httpOnly: true, secure: true, sameSite: "lax", path: "/" } as const;

/** Longest currency value read: a three-letter code or 'none'. */
const CURRENCY_VALUE = /^(?:[A-Z]{3}|none)$/;

/** The two preference cookies, signed with `secrets` (the first signs; every one verifies, for rotation). */
export function preferenceCookies(secrets: readonly string[]): { userPref: Cookie; currency: Cookie } {
  const signed = { ...COOKIE_ATTRIBUTES, secrets: [...secrets] };
  return {
    userPref: createCookie(SH6_USER_PREF, signed),
    currency: createCookie(SELECTED_CURRENCY_CODE, { ...signed, maxAge: Math.round(MS_PER_YEAR / 1000) }),
  };
}

/**
 * The preferences in a Cookie header at `now`. Never throws: a missing, unsigned, tampered or
 * malformed cookie gives nothing for that cookie, and each expired or invalid field is dropped.
 */
export async function readPreferences(cookieHeader: string | null, secrets: readonly string[], now: number): Promise<Preferences> {
  if (!cookieHeader || secrets.length === 0) return NO_PREFERENCES;
  const cookies = preferenceCookies(secrets);
  const [pref, currency] = await Promise.all([
    cookies.userPref.parse(cookieHeader).catch(() => null),
    cookies.currency.parse(cookieHeader).catch(() => null),
  ]);
  return {
    userPref: readUserPref(pref, now),
    currency: typeof currency === "string" && CURRENCY_VALUE.test(currency) ? currency : null,
  };
}

/** The Set-Cookie header that stores `pref` (or deletes the cookie when nothing valid is left). */
export async function userPrefSetCookie(secrets: readonly string[], pref: UserPref, now: number): Promise<string> {
  const { json, maxAgeSeconds } = userPrefJson(pref, now);
  const cookie = preferenceCookies(secrets).userPref;
  if (json === null) return cookie.serialize("", { maxAge: 0, expires: new Date(0) });
  return cookie.serialize(json, { maxAge: maxAgeSeconds });
}

/** The Set-Cookie header that mirrors the informational currency (one year, like local storage keeps it). */
export async function currencySetCookie(secrets: readonly string[], currency: string): Promise<string> {
  return preferenceCookies(secrets).currency.serialize(currency);
}
