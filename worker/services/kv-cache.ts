import type { Logger } from "../../app/lib/log";
import { CONTENT_CACHE_TTL_SECONDS, SUGGEST_CACHE_TTL_SECONDS } from "../../app/domain/constants";
import { withTimeout } from "./timeout";

/** Named cache policies (STYLE §3): used by name, never as bare numbers. */
export const CACHE_POLICY = {
  /** CMS content: the store's contentCacheTtlSeconds, CONTENT_CACHE_TTL_SECONDS by default (spec §7). */
  CONTENT: { ttlSeconds: CONTENT_CACHE_TTL_SECONDS, originTimeoutMs: 2_000 },
  /** Suggest: the store's suggestCacheTtlSeconds, SUGGEST_CACHE_TTL_SECONDS by default (spec §7, §9). */
  SUGGEST: { ttlSeconds: SUGGEST_CACHE_TTL_SECONDS, originTimeoutMs: 1_500 },
  /** Locations: names and coordinates change rarely. */
  LOCATIONS: { ttlSeconds: 3_600, originTimeoutMs: 1_500 },
  /** Exchange rates: daily reference rates. */
  RATES: { ttlSeconds: 21_600, originTimeoutMs: 3_000 },
  /**
   * Search pages' catalog results (issue 9: an on-sale rush searches the same few names): a
   * minute, so a sold-out or a new price shows within one; stale copies kept a day, not a week,
   * as the key space is every term fans type.
   */
  SEARCH: { ttlSeconds: 60, originTimeoutMs: 3_000, staleKeepSeconds: 86_400 },
} as const;

/**
 * Deadlines of the cache's own KV calls. KV answers in milliseconds when it is well; a read slower
 * than this counts as no copy (the origin is asked), a slower write is given up (logged), so a
 * stalled namespace costs a page or an API call at most these, never a hang.
 */
export const KV_READ_TIMEOUT_MS = 500;
export const KV_WRITE_TIMEOUT_MS = 500;

/** How long a copy stays in KV past its TTL, to be served stale when the origin fails. */
const STALE_KEEP_SECONDS = 7 * 24 * 3600;

export type CacheStatus = "hit" | "miss" | "stale" | "bypass";

interface Stored<T> {
  storedAt: number;
  value: T;
}

export interface CacheAsideOptions {
  ttlSeconds: number;
  originTimeoutMs: number;
  /** Skip the read (the spec's `nocache`): load, then store. */
  bypass?: boolean;
  /** How long a copy stays in KV past its TTL to be served stale (default a week). */
  staleKeepSeconds?: number;
  now?: () => number;
  log?: Logger;
}

/**
 * Cache-aside in KV: a fresh copy is a hit; otherwise the origin is asked (with a
 * timeout) and its answer stored; when the origin fails and any copy exists, that
 * copy is served as stale and the failure logged; with no copy the failure is thrown.
 */
export async function cacheAside<T>(
  kv: KVNamespace,
  key: string,
  load: () => Promise<T>,
  options: CacheAsideOptions,
): Promise<{ value: T; status: CacheStatus; storedAt: number }> {
  const now = options.now ?? Date.now;
  let stored: Stored<T> | null = null;
  if (!options.bypass) {
    try {
      stored = await withTimeout(kv.get<Stored<T>>(key, "json"), KV_READ_TIMEOUT_MS, `cache read of ${key}`);
    } catch (err) {
      options.log?.("warn", "cache.read_failed", { key, message: (err as Error).message });
    }
    if (stored && now() - stored.storedAt < options.ttlSeconds * 1000) {
      return { value: stored.value, status: "hit", storedAt: stored.storedAt };
    }
  }
  let value: T;
  try {
    value = await withTimeout(load(), options.originTimeoutMs, `origin for ${key}`);
  } catch (err) {
    if (stored) {
      options.log?.("warn", "cache.stale_served", { key, message: (err as Error).message, storedAt: stored.storedAt });
      return { value: stored.value, status: "stale", storedAt: stored.storedAt };
    }
    throw err;
  }
  const storedAt = now();
  try {
    const write = kv.put(key, JSON.stringify({ storedAt, value } satisfies Stored<T>), {
      expirationTtl: Math.max(60, options.ttlSeconds + (options.staleKeepSeconds ?? STALE_KEEP_SECONDS)),
    });
    await withTimeout(write, KV_WRITE_TIMEOUT_MS, `cache write of ${key}`);
  } catch (err) {
    options.log?.("warn", "cache.write_failed", { key, message: (err as Error).message });
  }
  return { value, status: options.bypass ? "bypass" : "miss", storedAt };
}
