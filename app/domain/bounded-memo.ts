// TEMPORARY, for one caller outside this move's files: app/routes/listing-pages.server.ts's
// hreflang memo (alternateSets). Issue 19 move 3 replaces it with MEMO_POLICY.hreflang keyed by
// versionOfAll(stores) (isolate-memo.ts); delete this file with that change.
import { boundedMemo as memo } from "./isolate-memo";

/** @deprecated boundedMemo of app/domain/isolate-memo.ts with a named policy. */
export function boundedMemo<T>(entries: number): (key: string, build: () => T) => T {
  return memo<T>({ entries });
}
