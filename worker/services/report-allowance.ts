// How many CSP violation reports one client may have logged per minute, per isolate. A page with a
// real violation reports it on every view; a loop or a hostile client must not flood the logs.
// Per isolate (no KV or D1 write per report): a client spread over isolates gets a few times the
// allowance, which bounds the log all the same.

/** Reports a client may have logged per window, the window, and how many clients are remembered. */
const REPORT_ALLOWANCE = { reports: 20, windowMs: 60_000, clients: 5_000 } as const;

/** Each client's window in this isolate, oldest first; past REPORT_ALLOWANCE.clients the oldest is forgotten. */
const windows = new Map<string, { start: number; used: number }>();

/**
 * Takes `n` reports from `client`'s allowance (REPORT_ALLOWANCE, a fixed window that starts with
 * the client's first report): false, and nothing counted, when the window has not room for them.
 * @example takeReportAllowance("203.0.113.7", 21, Date.now()) // false
 */
export function takeReportAllowance(client: string, n: number, now: number): boolean {
  let window = windows.get(client);
  if (!window || now - window.start >= REPORT_ALLOWANCE.windowMs) {
    windows.delete(client);
    window = { start: now, used: 0 };
    windows.set(client, window);
    if (windows.size > REPORT_ALLOWANCE.clients) windows.delete(windows.keys().next().value!);
  }
  if (window.used + n > REPORT_ALLOWANCE.reports) return false;
  window.used += n;
  return true;
}
