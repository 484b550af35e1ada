import type { D1Reader } from "./d1-sessions";
import type { Logger } from "../../app/lib/log";
import { normalizeSearchText } from "../../app/domain/search-text";
import { sha256Hex } from "./digest";
import { withTimeout } from "./timeout";
import { KV_READ_TIMEOUT_MS, KV_WRITE_TIMEOUT_MS } from "./kv-cache";
import { boundedMemo, MEMO_POLICY } from "../../app/domain/isolate-memo";

/**
 * How long one client's search for one name counts once (docs/decisions/020): an hour. Longer
 * than a suggest answer's KV life (5 minutes), so a fan typing, pausing and typing again, or
 * changing any other parameter of the call, is still one fan.
 */
export const POPULAR_SEARCH_WINDOW_SECONDS = 3_600;

/** Names longer than this are never counted (no performer's is; a pasted text is no popular search). */
const MAX_COUNTED_NAME_LENGTH = 200;

/** A name's folded form as the query log keys it, or null for a name that is never counted. */
function countedForm(name: string): string | null {
  const folded = normalizeSearchText(name);
  return folded.length < 2 || name.length > MAX_COUNTED_NAME_LENGTH ? null : folded;
}

export interface SearchToCount {
  /** The catalog name the answer showed first; null: the term found nothing, nothing counts. */
  shown: string | null;
  /** Who asked (CF-Connecting-IP); null when unknown: all such requests share one count. */
  client: string | null;
  now: number;
}

/**
 * The KV key that marks one client's count of one folded name in one window. Hashed: no
 * address is stored, and the key stays short for any name.
 */
export async function popularSearchMarkKey(foldedName: string, client: string | null, now: number): Promise<string> {
  const window = Math.floor(now / (POPULAR_SEARCH_WINDOW_SECONDS * 1000));
  return `qlmark:v1:${window}:${await sha256Hex(JSON.stringify([foldedName, client ?? ""]))}`;
}

const countedHere = boundedMemo<true>(MEMO_POLICY.popularSearchMarks);

/**
 * Counts a suggest call towards popular searches (spec §3 queryLogSuggestions), at most once per
 * folded name, client and window (docs/decisions/020): whatever the call's other parameters and
 * whether its answer came from the cache, and only when the term found something. A mark in KV
 * remembers the count; when KV cannot say whether it has one, nothing is counted (a lost count is
 * harmless, a forged one is not).
 */
export async function countPopularSearch(kv: KVNamespace, db: D1Reader, search: SearchToCount, log: Logger): Promise<boolean> {
  const folded = search.shown === null ? null : countedForm(search.shown);
  if (search.shown === null || folded === null) return false;
  const key = await popularSearchMarkKey(folded, search.client, search.now);
  // This isolate's own marks first, checked and set in one step: two calls in flight for the same
  // mark count once even before KV has the first one.
  let first = false;
  countedHere(key, () => (first = true));
  if (!first) return false;
  let marked: string | null;
  try {
    marked = await withTimeout(kv.get(key), KV_READ_TIMEOUT_MS, "popular-search mark read");
  } catch (err) {
    log("warn", "query_log.mark_unreadable", { message: (err as Error).message });
    return false;
  }
  if (marked !== null) return false;
  await withTimeout(kv.put(key, "1", { expirationTtl: POPULAR_SEARCH_WINDOW_SECONDS }), KV_WRITE_TIMEOUT_MS, "popular-search mark write");
  await recordSearch(db, search.shown, search.now);
  return true;
}

/**
 * Adds one to a name's count in the query log behind popular searches. What is counted is the
 * catalog name the fan was shown first, not the keystrokes: 'tay', 'tayl' and 'taylor' all count
 * for 'Taylor Swift', and only names that exist in the catalog can ever be shown to other fans as
 * popular. Callers decide whether a search counts (countPopularSearch).
 */
export async function recordSearch(db: D1Reader, name: string, now: number): Promise<void> {
  const termNorm = countedForm(name);
  if (termNorm === null) return;
  await db
    .prepare(
      `INSERT INTO query_log (term_norm, term, count, last_seen) VALUES (?1, ?2, 1, ?3)
       ON CONFLICT (term_norm) DO UPDATE SET count = count + 1, last_seen = excluded.last_seen`,
    )
    .bind(termNorm, name, now)
    .run();
}
