// Accounts, server-side sessions and rate limits in D1 (spec §2.2, §3 "Session values"; ADR 012).
import type { D1Reader } from "./d1-sessions";
import { bytesToHex, hexToBytes } from "../../app/domain/hex";
import { liveFailures, slidingWindowVerdict, throttleVerdict, windowStartOf, type ThrottleRule, type ThrottleState, type WindowLimit } from "../../app/domain/rate-limits";
import type { AccountServices, CountedAttempt, SessionInfo, SignInGate, SignUpResult } from "../../app/lib/session";
import { sha256Hex } from "./digest";
import { withTimeout } from "./timeout";
import { constantTimeEqual } from "../../app/lib/session-guard.server";

/**
 * PBKDF2-SHA-256 iterations: workerd refuses more than 100,000 (its WebCrypto limit), so that is
 * the cost. Each row keeps its own count, so raising it later re-hashes at the next sign-in.
 */
export const PASSWORD_ITERATIONS = 100_000;
/** Session lifetimes: idle (spec §9 "session default 7 days") and absolute. */
export const SESSION_IDLE_MS = 7 * 86_400_000;
export const SESSION_ABSOLUTE_MS = 30 * 86_400_000;
/** last_seen_at is written at most this often (one write per request would be waste). */
const TOUCH_EVERY_MS = 5 * 60_000;
/**
 * Deadline of the session read every request with a session cookie makes (one indexed row, now
 * and then a touch). Past it the request goes on signed out and never hangs
 * (worker/middleware/session.ts).
 */
export const SESSION_READ_TIMEOUT_MS = 1_000;

/**
 * Deadline of the checks before a sign-in or sign-up writes anything: the rate-limit counters and
 * the credential read. Past it the form answers "try again in a moment" (503) instead of holding
 * the post while D1 stalls. The writes themselves (account, session) have none: a write given up
 * on may still commit, and the fan would not know what happened.
 */
export const SIGN_IN_CHECK_TIMEOUT_MS = 2_000;

const encoder = new TextEncoder();

/** `bytes` random bytes as hex (crypto.getRandomValues: the platform's CSPRNG). */
export function randomHex(bytes: number): string {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** Lower-cased, trimmed, NFKC: "Fan@Example.COM " and "fan@example.com" are one account. */
export function normalizeEmail(email: string): string {
  return email.normalize("NFKC").trim().toLowerCase();
}

/** PBKDF2-SHA-256 of `password` with `salt` (hex), as hex. */
export async function hashPassword(password: string, saltHex: string, iterations = PASSWORD_ITERATIONS): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password.normalize("NFKC")), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: hexToBytes(saltHex), iterations }, key, 256);
  return bytesToHex(bits);
}


/** SHA-256 of a session id, hex: what the sessions table keeps. */
export async function sessionIdHash(id: string): Promise<string> {
  return sha256Hex(id);
}

/** A session id: 128 random bits, hex. */
const SESSION_ID = /^[0-9a-f]{32}$/;

interface SessionRow {
  user_id: number | null;
  guest_order_id: number | null;
  guest_email: string | null;
  guest_name: string | null;
  login_type: "password" | "guest";
  csrf_token: string;
  last_seen_at: number;
  expires_at: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  contact_id: string | null;
}

/**
 * The live session a cookie names, or null: a malformed id, an unknown one (forged, ended), one
 * idle for longer than SESSION_IDLE_MS or past its absolute end. Touches last_seen_at now and then.
 */
export async function readSession(db: D1Reader, id: string | null, now: number): Promise<SessionInfo | null> {
  if (!id || !SESSION_ID.test(id)) return null;
  const idHash = await sessionIdHash(id);
  const row = await db
    .prepare(
      `SELECT s.user_id, s.guest_order_id, s.guest_email, s.guest_name, s.login_type, s.csrf_token, s.last_seen_at,
              s.expires_at, u.name, u.email, u.phone, u.contact_id
       FROM sessions s LEFT JOIN users u ON u.id = s.user_id WHERE s.id_hash = ?1`,
    )
    .bind(idHash)
    .first<SessionRow>();
  if (!row) return null;
  if (row.expires_at <= now || row.last_seen_at + SESSION_IDLE_MS <= now || (row.login_type === "password" && row.user_id === null)) {
    await db.prepare(`DELETE FROM sessions WHERE id_hash = ?1`).bind(idHash).run();
    return null;
  }
  if (now - row.last_seen_at > TOUCH_EVERY_MS) {
    await db.prepare(`UPDATE sessions SET last_seen_at = ?2 WHERE id_hash = ?1`).bind(idHash, now).run();
  }
  const guest = row.login_type === "guest";
  return {
    id,
    userId: row.user_id,
    guestOrderId: row.guest_order_id,
    contactId: guest ? `guest-${idHash.slice(0, 16)}` : (row.contact_id ?? ""),
    name: (guest ? row.guest_name : row.name) ?? "",
    email: (guest ? row.guest_email : row.email) ?? "",
    phone: guest ? null : row.phone,
    loginType: row.login_type,
    csrfToken: row.csrf_token,
  };
}

/** The throttle key of an account (every device it does not know): a digest, so the table holds no email. */
async function accountThrottleKey(email: string): Promise<string> {
  return `account:${await sha256Hex(`signin:${normalizeEmail(email)}`)}`;
}

/** The throttle key of an account on one of its known devices. */
function deviceThrottleKey(userId: number, deviceHash: string): string {
  return `device:${userId}:${deviceHash}`;
}

/** How often a reservation is retried when a concurrent attempt on the same key changed it first. */
const THROTTLE_RACE_RETRIES = 3;

/** A fixed salt for the timing decoy: an unknown email costs the same PBKDF2 as a known one. */
const DECOY_SALT = "00".repeat(16);

/** A new session row, an account's or a guest's (?8: created and last seen at once). */
const INSERT_SESSION = `INSERT INTO sessions (id_hash, user_id, guest_order_id, guest_email, guest_name, login_type, csrf_token, created_at, last_seen_at, expires_at)
   VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8, ?9)`;

export function createAccountServices(db: D1Reader, clock: () => number = Date.now): AccountServices {
  // The session a sign-up wrote with its account, handed out by the startSession that follows.
  let signUpSession: { userId: number; id: string } | null = null;

  /**
   * Counts an attempt in `key`'s current fixed window and decides with the previous window weighed
   * in (slidingWindowVerdict); a refused attempt is taken off again. One UPSERT … RETURNING reads
   * both windows, so concurrent attempts each see the others' counts.
   */
  async function countAttempt(key: string, rule: WindowLimit): Promise<{ allowed: true; counted: CountedAttempt } | { allowed: false; retryAfterSeconds: number }> {
    const nowS = Math.floor(clock() / 1000);
    const start = windowStartOf(nowS, rule.windowSeconds);
    const row = await db
      .prepare(
        `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1
         RETURNING count, (SELECT count FROM rate_limits WHERE key = ?1 AND window_start = ?3) AS previous`,
      )
      .bind(key, start, start - rule.windowSeconds)
      .first<{ count: number; previous: number | null }>();
    // Old windows are swept now and then, not on every request.
    if (Math.random() < 0.01) await db.prepare(`DELETE FROM rate_limits WHERE window_start < ?1`).bind(nowS - 86_400).run();
    const counted = { key, windowStart: start };
    const verdict = slidingWindowVerdict({ current: (row?.count ?? 1) - 1, previous: row?.previous ?? 0, windowStart: start }, nowS, rule);
    if (verdict.allowed) return { allowed: true, counted };
    await uncount(counted);
    return verdict;
  }

  /** Takes one counted attempt off its window. */
  function uncountStatement(counted: CountedAttempt) {
    return db.prepare(`UPDATE rate_limits SET count = max(count - 1, 0) WHERE key = ?1 AND window_start = ?2`).bind(counted.key, counted.windowStart);
  }
  async function uncount(counted: CountedAttempt) {
    await uncountStatement(counted).run();
  }

  /**
   * Lets an attempt on a throttle key through (throttleVerdict) and counts it as a failure at once,
   * by compare-and-set on the row read, so concurrent attempts cannot all pass on one free slot; a
   * success deletes the row again (signInSucceeded).
   */
  async function reserveFailure(key: string, rule: ThrottleRule, nowS: number) {
    for (let attempt = 0; attempt < THROTTLE_RACE_RETRIES; attempt++) {
      const row = await db.prepare(`SELECT failures, last_failure_at FROM sign_in_throttle WHERE key = ?1`).bind(key).first<{ failures: number; last_failure_at: number }>();
      const state: ThrottleState | null = row ? { failures: row.failures, lastFailureAt: row.last_failure_at } : null;
      const verdict = throttleVerdict(state, nowS, rule);
      if (!verdict.allowed) return verdict;
      const written = row
        ? await db
            .prepare(`UPDATE sign_in_throttle SET failures = ?2, last_failure_at = ?3 WHERE key = ?1 AND failures = ?4 AND last_failure_at = ?5`)
            .bind(key, liveFailures(state, nowS, rule) + 1, nowS, row.failures, row.last_failure_at)
            .run()
        : await db.prepare(`INSERT INTO sign_in_throttle (key, failures, last_failure_at) VALUES (?1, 1, ?2) ON CONFLICT (key) DO NOTHING`).bind(key, nowS).run();
      if (written.meta.changes === 1) {
        if (Math.random() < 0.01) await db.prepare(`DELETE FROM sign_in_throttle WHERE last_failure_at < ?1`).bind(nowS - rule.forgetAfterSeconds).run();
        return verdict;
      }
    }
    // Others kept changing the key first: a burst on this account; try again in a moment.
    return { allowed: false as const, retryAfterSeconds: 1, exhausted: false };
  }

  function rememberDeviceStatement(userId: number, deviceHash: string, nowS: number) {
    return db
      .prepare(
        `INSERT INTO sign_in_devices (user_id, device_hash, last_success_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (user_id, device_hash) DO UPDATE SET last_success_at = ?3`,
      )
      .bind(userId, deviceHash, nowS);
  }

  return {
    async signUp({ email, password, name }): Promise<SignUpResult> {
      const salt = randomHex(16);
      const hash = await hashPassword(password, salt);
      const now = clock();
      const contactId = randomHex(12);
      const sessionId = randomHex(16);
      // The account and its first session in one batch (one transaction): a failure leaves
      // neither (the fan can try again with the same email, not meet "email taken" for an account
      // they never got), a success leaves no account without the session it was made for. The
      // session row is written only when the account row was: it names this request's contact id.
      const [created] = await db.batch([
        db
          .prepare(
            `INSERT INTO users (email, email_norm, name, password_hash, password_salt, password_iterations, contact_id, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (email_norm) DO NOTHING RETURNING id`,
          )
          .bind(email.trim(), normalizeEmail(email), name.trim(), hash, salt, PASSWORD_ITERATIONS, contactId, now),
        db
          .prepare(
            `INSERT INTO sessions (id_hash, user_id, login_type, csrf_token, created_at, last_seen_at, expires_at)
             SELECT ?1, id, 'password', ?2, ?3, ?3, ?4 FROM users WHERE contact_id = ?5`,
          )
          .bind(await sessionIdHash(sessionId), randomHex(24), now, now + SESSION_ABSOLUTE_MS, contactId),
      ]);
      const row = (created?.results as Array<{ id: number }> | undefined)?.[0];
      if (!row) return { ok: false, reason: "email-taken" };
      signUpSession = { userId: row.id, id: sessionId };
      return { ok: true, userId: row.id };
    },

    async verifyCredentials(email, password) {
      const row = await withTimeout(
        db
          .prepare(`SELECT id, password_hash, password_salt, password_iterations FROM users WHERE email_norm = ?1`)
          .bind(normalizeEmail(email))
          .first<{ id: number; password_hash: string; password_salt: string; password_iterations: number }>(),
        SIGN_IN_CHECK_TIMEOUT_MS,
        "credential check",
      );
      const hash = await hashPassword(password, row?.password_salt ?? DECOY_SALT, row?.password_iterations ?? PASSWORD_ITERATIONS);
      if (!row || !constantTimeEqual(hash, row.password_hash)) return null;
      if (row.password_iterations < PASSWORD_ITERATIONS) {
        // The cost went up since this password was set: re-hash now that it is known.
        const salt = randomHex(16);
        await db
          .prepare(`UPDATE users SET password_hash = ?2, password_salt = ?3, password_iterations = ?4 WHERE id = ?1`)
          .bind(row.id, await hashPassword(password, salt), salt, PASSWORD_ITERATIONS)
          .run();
      }
      return row.id;
    },

    async startSession(subject, previousSessionId) {
      const now = clock();
      const account = "userId" in subject;
      // Right after signUp the account's session exists already (written with it).
      const written = account && signUpSession?.userId === subject.userId ? signUpSession.id : null;
      signUpSession = null;
      const id = written ?? randomHex(16);
      const statements: D1PreparedStatement[] = [];
      if (previousSessionId && SESSION_ID.test(previousSessionId) && previousSessionId !== id) {
        statements.push(db.prepare(`DELETE FROM sessions WHERE id_hash = ?1`).bind(await sessionIdHash(previousSessionId)));
      }
      if (!written) {
        statements.push(
          db
            .prepare(INSERT_SESSION)
            .bind(
              await sessionIdHash(id),
              account ? subject.userId : null,
              account ? null : subject.guestOrderId,
              account ? null : subject.email,
              account ? null : subject.name,
              account ? "password" : "guest",
              randomHex(24),
              now,
              now + SESSION_ABSOLUTE_MS,
            ),
        );
      }
      // Rotation in one step: the old session ends only if the new one starts, and the other way round.
      if (statements.length > 0) await db.batch(statements);
      const session = await readSession(db, id, now);
      if (!session) throw new Error("the new session could not be read back");
      return session;
    },

    async endSession(sessionId) {
      if (!SESSION_ID.test(sessionId)) return;
      await db.prepare(`DELETE FROM sessions WHERE id_hash = ?1`).bind(await sessionIdHash(sessionId)).run();
    },

    async updateProfile(userId, changes) {
      // Name and phone change together or not at all (one batch, one transaction).
      const statements: D1PreparedStatement[] = [];
      if (changes.name !== undefined) statements.push(db.prepare(`UPDATE users SET name = ?2 WHERE id = ?1`).bind(userId, changes.name.trim()));
      if (changes.phone !== undefined) statements.push(db.prepare(`UPDATE users SET phone = ?2 WHERE id = ?1`).bind(userId, changes.phone));
      if (statements.length > 0) await db.batch(statements);
    },

    async changePassword(userId, current, next, keepSessionId, keepDeviceId) {
      const row = await db
        .prepare(`SELECT password_hash, password_salt, password_iterations FROM users WHERE id = ?1`)
        .bind(userId)
        .first<{ password_hash: string; password_salt: string; password_iterations: number }>();
      if (!row) return false;
      if (!constantTimeEqual(await hashPassword(current, row.password_salt, row.password_iterations), row.password_hash)) return false;
      const salt = randomHex(16);
      await db.batch([
        db
          .prepare(`UPDATE users SET password_hash = ?2, password_salt = ?3, password_iterations = ?4 WHERE id = ?1`)
          .bind(userId, await hashPassword(next, salt), salt, PASSWORD_ITERATIONS),
        // Every other session of the account ends: a changed password locks out whoever else knew the old one.
        db.prepare(`DELETE FROM sessions WHERE user_id = ?1 AND id_hash <> ?2`).bind(userId, await sessionIdHash(keepSessionId)),
        // ...and their devices lose the failure budget of a known device.
        db.prepare(`DELETE FROM sign_in_devices WHERE user_id = ?1 AND device_hash <> ?2`).bind(userId, keepDeviceId ? await sha256Hex(keepDeviceId) : ""),
      ]);
      return true;
    },

    async rateLimit(key, limit, windowSeconds) {
      return withTimeout(countAttempt(key, { limit, windowSeconds }), SIGN_IN_CHECK_TIMEOUT_MS, "rate limit");
    },

    async beginSignIn({ email, deviceId, clientAddress }, rules): Promise<SignInGate> {
      return withTimeout(
        (async (): Promise<SignInGate> => {
          const nowS = Math.floor(clock() / 1000);
          if (deviceId) {
            const deviceHash = await sha256Hex(deviceId);
            const known = await db
              .prepare(
                `SELECT d.user_id FROM sign_in_devices d JOIN users u ON u.id = d.user_id
                 WHERE u.email_norm = ?1 AND d.device_hash = ?2 AND d.last_success_at > ?3`,
              )
              .bind(normalizeEmail(email), deviceHash, nowS - rules.deviceTrustSeconds)
              .first<{ user_id: number }>();
            if (known) {
              const throttleKey = deviceThrottleKey(known.user_id, deviceHash);
              const verdict = await reserveFailure(throttleKey, rules.knownDevice, nowS);
              if (verdict.allowed) return { allowed: true, ticket: { throttleKey, address: null, devicesKnownSince: nowS - rules.deviceTrustSeconds } };
              // A device with 100 failures in a row is no longer trusted: it goes the way of unknown ones.
              if (!verdict.exhausted) return verdict;
            }
          }
          // Any other device: the client address's failures across accounts first (when there is an
          // address to trust), then the account's.
          let address: CountedAttempt | null = null;
          if (clientAddress) {
            const counted = await countAttempt(`signin:address:${clientAddress}`, rules.failuresPerAddress);
            if (!counted.allowed) return counted;
            address = counted.counted;
          }
          const throttleKey = await accountThrottleKey(email);
          const verdict = await reserveFailure(throttleKey, rules.account, nowS);
          if (!verdict.allowed) {
            if (address) await uncount(address);
            return { allowed: false, retryAfterSeconds: verdict.retryAfterSeconds };
          }
          return { allowed: true, ticket: { throttleKey, address, devicesKnownSince: nowS - rules.deviceTrustSeconds } };
        })(),
        SIGN_IN_CHECK_TIMEOUT_MS,
        "sign-in limits",
      );
    },

    async signInSucceeded(ticket, userId, deviceId) {
      const nowS = Math.floor(clock() / 1000);
      const statements = [
        db.prepare(`DELETE FROM sign_in_throttle WHERE key = ?1`).bind(ticket.throttleKey),
        rememberDeviceStatement(userId, await sha256Hex(deviceId), nowS),
        // Devices no account knows any more (their cookie has expired too) go: an index range, mostly empty.
        db.prepare(`DELETE FROM sign_in_devices WHERE last_success_at < ?1`).bind(ticket.devicesKnownSince),
      ];
      if (ticket.address) statements.push(uncountStatement(ticket.address));
      await db.batch(statements);
    },

    async rememberDevice(userId, deviceId) {
      await rememberDeviceStatement(userId, await sha256Hex(deviceId), Math.floor(clock() / 1000)).run();
    },
  };
}
