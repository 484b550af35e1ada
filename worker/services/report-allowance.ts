// How many CSP violation reports one client may have logged per minute, per isolate. A page with a
// real violation reports it on every view; a loop or a hostile client must not flood the logs.
// Per isolate (no KV or D1 write per report): a client spread over isolates gets a few times the
// allowance, which bounds the log all the same.

/** Reports a client may have logged per window, the window, and how many clients are remembered. */
export const REPORT_ALLOWANCE = { reports: 20, windowMs: 60_000, clients: 5_000 } as const;

type Policy = { reports: number; windowMs: number; clients: number };

/**
 * A fixed-window counter per client key; `take(key, n, now)` is false (and counts nothing) when
 * the client's window has not room for `n` more. Past `clients` keys the oldest is forgotten.
 * @example reportAllowance({ reports: 1, windowMs: 1000, clients: 10 }).take("a", 2, 0) // false
 */
export function reportAllowance(policy: Policy = REPORT_ALLOWANCE) {
  const windows = new Map<string, { start: number; used: number }>();
  return {
    take(key: string, n: number, now: number): boolean {
      let window = windows.get(key);
      if (!window || now - window.start >= policy.windowMs) {
        windows.delete(key);
        window = { start: now, used: 0 };
        windows.set(key, window);
        if (windows.size > policy.clients) windows.delete(windows.keys().next().value!);
      }
      if (window.used + n > policy.reports) return false;
      window.used += n;
      return true;
    },
  };
}

const isolateAllowance = reportAllowance();

/** This isolate's allowance (REPORT_ALLOWANCE) for `client`'s next `n` reports. */
export function takeReportAllowance(client: string, n: number, now: number): boolean {
  return isolateAllowance.take(client, n, now);
}
