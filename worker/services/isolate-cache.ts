/**
 * A small per-isolate memo for values read on every request (store configuration,
 * host index). Entries live `ttlMs`; 0 turns it off. KV itself takes ~60 s to
 * propagate a write, so a few seconds here changes nothing an operator can see.
 */
export class IsolateCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>();

  constructor(private readonly maxEntries = 64) {}

  async get(key: string, ttlMs: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
    if (ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: now + ttlMs });
    // A failed load is not remembered.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
