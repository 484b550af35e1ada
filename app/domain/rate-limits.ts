// The storefront's limits on attempts and their arithmetic (ADR 012 "Limits on attempts"): sliding
// windows for per-address and per-user counts, progressive delays for failed sign-ins per account
// and per known device. Pure: callers pass the counts they read and `now`.

/** A limit of `limit` attempts in any `windowSeconds`, counted in fixed windows and weighed across two. */
export interface WindowLimit {
  readonly limit: number;
  readonly windowSeconds: number;
}

/** What the two windows hold: this window's count (without the attempt in question) and the previous one's. */
export interface WindowCounts {
  /** Attempts counted in the window that started at `windowStart`, the one being decided excluded. */
  readonly current: number;
  /** Attempts counted in the window before. */
  readonly previous: number;
  /** Epoch seconds. */
  readonly windowStart: number;
}

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The start of the fixed window `nowSeconds` falls in.
 * @example windowStartOf(1_000, 600) // 600
 */
export function windowStartOf(nowSeconds: number, windowSeconds: number): number {
  return nowSeconds - (nowSeconds % windowSeconds);
}

/**
 * Sliding-window verdict (two windows, the previous one weighed by how much of it still lies in
 * the last `windowSeconds`): allowed when this attempt, this window's count and the weighted
 * previous count together stay within the limit. A burst at the end of one window therefore still
 * counts at the start of the next, so no more than about `limit` get through across a boundary
 * (fixed windows let through twice that). When refused: the seconds until an attempt would pass,
 * if nothing else is tried meanwhile.
 * @example slidingWindowVerdict({ current: 0, previous: 10, windowStart: 600 }, 601, { limit: 10, windowSeconds: 600 }) // { allowed: false, retryAfterSeconds: 59 }
 */
export function slidingWindowVerdict(counts: WindowCounts, nowSeconds: number, rule: WindowLimit): LimitVerdict {
  const { current, previous, windowStart } = counts;
  const w = rule.windowSeconds;
  const elapsed = nowSeconds - windowStart;
  const weighted = (p: number, e: number) => p * Math.max(0, 1 - e / w);
  // Whole seconds, rounded up, without float noise turning 200.00000000000003 into 201.
  const ceil = (x: number) => Math.ceil(x - 1e-9);
  if (current + 1 + weighted(previous, elapsed) <= rule.limit + 1e-9) return { allowed: true };
  // Later in this window the previous window weighs less...
  if (current + 1 <= rule.limit && previous > 0) {
    const at = ceil(w * (1 - (rule.limit - current - 1) / previous));
    if (at < w) return { allowed: false, retryAfterSeconds: Math.max(1, at - elapsed) };
  }
  // ...else in the next window, where this window's count is the one that fades.
  const intoNext = current > 0 ? Math.max(0, ceil(w * (1 - (rule.limit - 1) / current))) : 0;
  return { allowed: false, retryAfterSeconds: Math.max(1, w - elapsed + intoNext) };
}

/** Progressive delays after failed sign-ins on one key (an account, or an account on a known device). */
export interface ThrottleRule {
  /** Failures allowed back to back before delays start. */
  readonly free: number;
  /** The first delay, doubled with each further failure... */
  readonly firstDelaySeconds: number;
  /** ...up to this. */
  readonly maxDelaySeconds: number;
  /** Consecutive failures after which the key takes no more attempts (stronger friction: ADR 012). */
  readonly maxFailures: number;
  /** Failures are consecutive until this long passes without one; then the count starts over. */
  readonly forgetAfterSeconds: number;
}

/** A key's record: consecutive failures and when the last one was (epoch seconds). */
export interface ThrottleState {
  readonly failures: number;
  readonly lastFailureAt: number;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; exhausted: boolean };

/**
 * The failures that still count at `now`: none once `forgetAfterSeconds` passed since the last.
 * @example liveFailures({ failures: 40, lastFailureAt: 0 }, 86_400, { forgetAfterSeconds: 86_400 }) // 0
 */
export function liveFailures(state: ThrottleState | null, nowSeconds: number, rule: Pick<ThrottleRule, "forgetAfterSeconds">): number {
  if (!state || nowSeconds - state.lastFailureAt >= rule.forgetAfterSeconds) return 0;
  return state.failures;
}

/**
 * The delay an attempt must keep after the last failure, given `failures` consecutive ones: none
 * for the first `free`, then `firstDelaySeconds` doubling up to `maxDelaySeconds`.
 * @example throttleDelaySeconds(7, { free: 5, firstDelaySeconds: 1, maxDelaySeconds: 900 }) // 4
 */
export function throttleDelaySeconds(failures: number, rule: Pick<ThrottleRule, "free" | "firstDelaySeconds" | "maxDelaySeconds">): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** Math.min(failures - rule.free, 30));
}

/**
 * Whether an attempt on a key may be tried at `now`: refused while the progressive delay since the
 * last failure runs, and — `exhausted` — once `maxFailures` consecutive failures are reached (until
 * they are forgotten, `forgetAfterSeconds` after the last).
 * @example throttleVerdict({ failures: 6, lastFailureAt: 100 }, 101, rule) // { allowed: false, retryAfterSeconds: 1, exhausted: false } when the delay is 2 s
 */
export function throttleVerdict(state: ThrottleState | null, nowSeconds: number, rule: ThrottleRule): ThrottleVerdict {
  const failures = liveFailures(state, nowSeconds, rule);
  if (failures === 0 || !state) return { allowed: true };
  if (failures >= rule.maxFailures) {
    return { allowed: false, retryAfterSeconds: Math.max(1, state.lastFailureAt + rule.forgetAfterSeconds - nowSeconds), exhausted: true };
  }
  const wait = state.lastFailureAt + throttleDelaySeconds(failures, rule) - nowSeconds;
  return wait > 0 ? { allowed: false, retryAfterSeconds: wait, exhausted: false } : { allowed: true };
}

/** The limits on sign-in attempts (ADR 012 "Limits on attempts"). */
export interface SignInRules {
  /** Failures on an account from every device it has not seen, together. */
  readonly account: ThrottleRule;
  /** Failures on an account from one device it has seen: a budget of that device's own. */
  readonly knownDevice: ThrottleRule;
  /** Failures from one client address across accounts (devices the account does not know only). */
  readonly failuresPerAddress: WindowLimit;
  /** A device stays known this long after its last sign-in (seconds). */
  readonly deviceTrustSeconds: number;
}

const DAY_SECONDS = 86_400;

/**
 * The storefront's sign-in limits (spec-silent; after OWASP ASVS 5.0 V6.3 and NIST SP 800-63B
 * §5.2.2): only failures count; a device the account knows has a budget of its own; others meet
 * doubling delays after five failures in a row, and after 100 in a row only known devices may
 * try, until a day passes without a failure. Per client address: 20 failures in any 10 minutes.
 */
export const SIGN_IN_RULES: SignInRules = {
  account: { free: 5, firstDelaySeconds: 1, maxDelaySeconds: 900, maxFailures: 100, forgetAfterSeconds: DAY_SECONDS },
  knownDevice: { free: 10, firstDelaySeconds: 1, maxDelaySeconds: 900, maxFailures: 100, forgetAfterSeconds: DAY_SECONDS },
  failuresPerAddress: { limit: 20, windowSeconds: 600 },
  deviceTrustSeconds: 365 * DAY_SECONDS,
};

/** New accounts per client address in any hour. */
export const SIGN_UP_PER_ADDRESS: WindowLimit = { limit: 10, windowSeconds: 3600 };

/** Guest order lookups per client address in any 10 minutes: enough for typos, too few to walk order numbers. */
export const ORDER_LOOKUPS_PER_ADDRESS: WindowLimit = { limit: 10, windowSeconds: 600 };

/** Password changes per account in any 15 minutes (each one checks the current password). */
export const PASSWORD_CHANGES_PER_ACCOUNT: WindowLimit = { limit: 10, windowSeconds: 900 };
