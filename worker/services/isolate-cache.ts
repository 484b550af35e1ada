/**
 * A small per-isolate memo for values read on every request (store configuration, host index,
 * header content). Entries live `ttlMs`; 0 turns it off. KV itself takes ~60 s to propagate a
 * write, so a few seconds here changes nothing an operator can see.
 *
 * Only settled values are shared, never a promise in flight (check, then set). workerd runs each
 * request in its own I/O context: a request that awaits a promise another request's I/O settles
 * has its continuation cancelled when that other request ends first, and hangs. Under load this
 * hung a few requests every time the memo expired (bench:load: 5 timeouts at the 10 s mark).
 * So a request that finds no fresh copy loads its own; while one request refreshes an expired
 * copy, the others go on with that copy for up to REFRESH_GRACE_MS instead of all loading at once.
 */
export class IsolateCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number; refreshingUntil: number }>();

  constructor(private readonly maxEntries = 64) {}

  async get(key: string, ttlMs: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
    if (ttlMs <= 0) return load();
    const entry = this.entries.get(key);
    if (entry && (entry.expires > now || entry.refreshingUntil > now)) return entry.value;
    if (entry) entry.refreshingUntil = now + REFRESH_GRACE_MS;
    let value: T;
    try {
      value = await load();
    } catch (err) {
      // A failed load is not remembered; the next request tries again.
      if (entry) entry.refreshingUntil = 0;
      throw err;
    }
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: now + ttlMs, refreshingUntil: 0 });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** How long other requests keep using an expired copy while one request refreshes it (its loads have deadlines of a few seconds). */
export const REFRESH_GRACE_MS = 5_000;
