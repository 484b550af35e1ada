// The signed-in state a request carries (spec §3 "Session values", §4 "Sign-in state"), as the
// worker resolves it from the server-side session (docs/decisions/012). Types only: the session
// store lives in worker/services/accounts.ts, the cookies in app/lib/session-cookies.server.ts.
import type { LimitVerdict, SignInRules } from "../domain/rate-limits";

/** Spec §3 login type: a password account, or a guest who looked an order up. */
export type LoginType = "password" | "guest";

/** The server-side session of this request; the only thing authorization trusts. */
export interface SessionInfo {
  /** The session id (128 random bits, hex); never shown in a page. */
  id: string;
  /** The account; null for a guest session (loginType "guest", opened by a guest order lookup). */
  userId: number | null;
  /** The order a guest session was opened for; null for accounts. */
  guestOrderId: number | null;
  /** Spec §3 contact identifier: an opaque id for the readable state cookies. */
  contactId: string;
  name: string;
  email: string;
  phone: string | null;
  loginType: LoginType;
  /** Per-session CSRF token: every state-changing form of the signed-in area carries it. */
  csrfToken: string;
}

/** A user account as the signed-in area shows it. */
export interface AccountProfile {
  userId: number;
  name: string;
  email: string;
  phone: string | null;
  createdAt: number;
}

/** An attempt a limit counted: handed back to take it off again (a sign-in that turned out right). */
export interface CountedAttempt {
  key: string;
  windowStart: number;
}

/** A sign-in attempt the limits let through, counted as a failure until it turns out right. */
export interface SignInTicket {
  throttleKey: string;
  address: CountedAttempt | null;
  /** Epoch seconds: devices last seen before this are no longer known (SignInRules.deviceTrustSeconds); a success sweeps them. */
  devicesKnownSince: number;
}

export type SignInGate = { allowed: true; ticket: SignInTicket } | { allowed: false; retryAfterSeconds: number };

/** What the accounts service answers when asked to create one. */
export type SignUpResult = { ok: true; userId: number } | { ok: false; reason: "email-taken" };

/** Accounts and sessions in D1, as loaders and actions reach them (`context.storefront.services.accounts`). */
export interface AccountServices {
  /** Creates an account (email normalized, password hashed with PBKDF2-SHA-256). */
  signUp(input: { email: string; password: string; name: string }): Promise<SignUpResult>;
  /** The user id when the email and password match, else null (same answer for either mistake). */
  verifyCredentials(email: string, password: string): Promise<number | null>;
  /**
   * A new session (the old one, if any, ended first: rotation at sign-in): for an account, or
   * a guest session for one order (name and email from the order).
   */
  startSession(subject: { userId: number } | { guestOrderId: number; email: string; name: string }, previousSessionId: string | null): Promise<SessionInfo>;
  /** Ends a session; unknown ids are fine. */
  endSession(sessionId: string): Promise<void>;
  /** Updates the profile's name and phone. */
  updateProfile(userId: number, changes: { name?: string; phone?: string | null }): Promise<void>;
  /**
   * Changes the password when `current` matches; false otherwise. Other sessions of the user end,
   * and every known device but `keepDeviceId` is forgotten.
   */
  changePassword(userId: number, current: string, next: string, keepSessionId: string, keepDeviceId?: string | null): Promise<boolean>;
  /**
   * Counts an attempt against `key` (e.g. "signup:address:203.0.113.7") in a sliding window shared
   * by every isolate (D1); answers whether it is allowed and, if not, the seconds until it is. A
   * refused attempt is not counted.
   */
  rateLimit(key: string, limit: number, windowSeconds: number): Promise<LimitVerdict>;
  /**
   * Lets a sign-in attempt through the limits, or not: from a device the account knows (`deviceId`
   * of the signed device cookie) against that device's own failure budget; from any other device
   * against the account's and the client address's. A let-through attempt counts as a failure
   * until signInSucceeded says otherwise.
   */
  beginSignIn(input: { email: string; deviceId: string | null; clientAddress: string | null }, rules: SignInRules): Promise<SignInGate>;
  /** A right password: the attempt's failure is taken off, the key's failures cleared, the device remembered. */
  signInSucceeded(ticket: SignInTicket, userId: number, deviceId: string): Promise<void>;
  /** Remembers `deviceId` as a device `userId` signed in from (sign-up). */
  rememberDevice(userId: number, deviceId: string): Promise<void>;
}
