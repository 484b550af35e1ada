/**
 * Account and seller paths, sign-in gating, sign-out and guest pages (spec §2.2, §4, §6),
 * and the one check that a `redirect` parameter stays on this site.
 */
import { isLanguageSegment } from "./address";

/** Spec §2.2: account and seller paths (signed-in area). Several entries share a path. */
export const ACCOUNT_PATHS = {
  activityFeed: "/my/activity/",
  friends: "/my/friends/",
  giftCodes: "/my/rewards/",
  promoCodes: "/my/rewards/",
  listings: "/my/listings/",
  orders: "/my/orders/",
  myTickets: "/my/orders/",
  payments: "/my/payments/",
  profile: "/my/profile/",
  myAccount: "/my/profile/",
  myHub: "/my/profile/",
  sales: "/my/sales/",
  settings: "/my/settings/",
  sell: "/sell/",
  sellTickets: "/sell/",
  signOut: "/",
} as const;

export type AccountPathKey = keyof typeof ACCOUNT_PATHS;
/** Entries a visitor can follow: the account paths plus the sign-in entry. */
export type AccountEntryKey = AccountPathKey | "signIn";

export const SIGN_IN_PATH = "/login/signup/";
export const REDIRECT_PARAM = "redirect";

/** Spec §2.2 / §6: my tickets, listings, sales and sign-in send signed-out visitors to sign in. */
const SIGN_IN_GATED: ReadonlySet<AccountEntryKey> = new Set<AccountEntryKey>([
  "myTickets",
  "listings",
  "sales",
  "signIn",
]);

const GUEST_PAGE_MARKERS = ["/my/guest/orderlookup", "/purchase/"] as const;

// Only used to resolve redirect targets; a result on any other origin is refused.
const REDIRECT_ORIGIN = "http://stagefront.invalid";
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

export type GuestCheck = { guestPage: true } | { guestPage: false; signOut: true; reason: "not a guest page" };

/**
 * True when a signed-out visitor following this entry is sent to sign in first.
 * @example requiresSignIn("myTickets") // true
 */
export function requiresSignIn(key: AccountEntryKey): boolean {
  return SIGN_IN_GATED.has(key);
}

/**
 * Where following an entry leads: the target itself, or for a signed-out visitor on a
 * gated entry the sign-in page with the target in the `redirect` parameter.
 * @example signedOutTarget("sales", "/my/sales/", false) // "/login/signup/?redirect=%2Fmy%2Fsales%2F"
 */
export function signedOutTarget(key: AccountEntryKey, target: string, signedIn: boolean): string {
  if (signedIn || !requiresSignIn(key)) return target;
  return `${SIGN_IN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/**
 * Spec §4: after sign-out a path in the account area (`/my/...`, also behind a language
 * segment such as `/fr/my/orders/`) redirects to `/`; elsewhere the user stays (`null`).
 * Without `supportedLanguages`, any two-letter language-tag segment counts as a language.
 * @example pathAfterSignOut("/fr/my/orders/") // "/"
 */
export function pathAfterSignOut(currentPath: string, supportedLanguages?: readonly string[]): "/" | null {
  const segments = pathOnly(currentPath)
    .split("/")
    .filter((segment) => segment !== "");
  if (segments[0] === "my") return "/";
  const first = segments[0] ?? "";
  const isLanguage =
    supportedLanguages === undefined
      ? /^[a-z]{2}(?:-[a-z]{2})?$/i.test(first)
      : isLanguageSegment(first, supportedLanguages);
  return isLanguage && segments[1] === "my" ? "/" : null;
}

/**
 * Spec §2.2: guest-allowed pages contain /my/guest/orderlookup or /purchase/; the root path
 * never is one; on any other page the guest check signs the user out.
 * @example checkGuestPage("/purchase/123/") // { guestPage: true }
 */
export function checkGuestPage(path: string): GuestCheck {
  const pathname = pathOnly(path);
  const isGuestPage = pathname !== "/" && GUEST_PAGE_MARKERS.some((marker) => pathname.includes(marker));
  return isGuestPage ? { guestPage: true } : { guestPage: false, signOut: true, reason: "not a guest page" };
}

/**
 * True when a redirect target is a same-site path (see `safeRedirectTarget`).
 * @example isSafeRedirect("//evil.example") // false
 */
export function isSafeRedirect(target: string | null | undefined): boolean {
  return normalizeRedirect(target) !== null;
}

/**
 * The normalised same-site path (path, query and hash) of a redirect target, or the fallback.
 * Accepts only paths starting with a single `/`, with no scheme and no control characters,
 * that stay same-origin paths after decoding once and twice.
 * @example safeRedirectTarget("/my/orders/?page=2") // "/my/orders/?page=2"
 */
export function safeRedirectTarget(raw: string | null | undefined, fallback = "/"): string {
  return normalizeRedirect(raw) ?? fallback;
}

function normalizeRedirect(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  // Decoding twice catches `%252F%252F` → `%2F%2F` → `//`; a target that only turns
  // hostile after more rounds of decoding is not something a browser will do.
  const once = safeDecode(raw);
  const twice = once === null ? null : safeDecode(once);
  if (once === null || twice === null) return null;
  if (![raw, once, twice].every(isSameSitePathShape)) return null;

  let url: URL;
  try {
    url = new URL(raw, REDIRECT_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== REDIRECT_ORIGIN) return null;
  // Dot segments can leave a path that starts with `//` ("/.//evil.example" → "//evil.example"):
  // as a Location that is another host. Found by the redirect property test.
  if (!isSameSitePathShape(url.pathname)) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // The result passes the input's checks too: removing dot segments (also `%2e%2e`) can expose an
  // encoded `//` ("/%2e%2e/%2F%2Fevil.example" → "/%2F%2Fevil.example"). Found by the fuzz test.
  const targetOnce = safeDecode(target);
  const targetTwice = targetOnce === null ? null : safeDecode(targetOnce);
  if (targetOnce === null || targetTwice === null || ![target, targetOnce, targetTwice].every(isSameSitePathShape)) return null;
  return target;
}

/** A single leading `/` (not `//` or `/\`), no control characters, no backslash after the slash. */
function isSameSitePathShape(value: string): boolean {
  if (CONTROL_CHARS.test(value)) return false;
  if (!value.startsWith("/")) return false;
  const second = value.charAt(1);
  return second !== "/" && second !== "\\";
}

function pathOnly(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? "";
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
