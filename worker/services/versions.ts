// The content and catalog versions the edge page cache keys by (ADR 017), read from KV once per
// isolate memo period (MEMO_POLICY.versions) with the KV deadline; while KV cannot answer, the
// last versions read stand (else "0"), so an outage never empties the cache's keys.
import { MEMO_POLICY, memoTtlMs, timedMemo } from "../../app/domain/isolate-memo";
import type { Logger } from "../../app/lib/log";
import { CATALOG_VERSION_KEY, contentVersionKey, NO_VERSION, readVersion } from "../../app/domain/versions";
import type { Bindings } from "../env";
import { KV_READ_TIMEOUT_MS } from "./kv-cache";
import { withTimeout } from "./timeout";

export interface PageVersions {
  contentVersion: string;
  catalogVersion: string;
}

const memo = timedMemo<PageVersions>(MEMO_POLICY.versions);

/** A store's content version and the catalog version (memoized per isolate, STORE_CONFIG_CACHE_SECONDS). */
export async function readVersions(env: Bindings, storeId: number, log: Logger, storeConfigVersion?: string): Promise<PageVersions> {
  const key = String(storeId);
  const load = async (): Promise<PageVersions> => {
    try {
      const [content, catalog] = await withTimeout(
        Promise.all([env.STORE_CONFIG.get(contentVersionKey(storeId)), env.STORE_CONFIG.get(CATALOG_VERSION_KEY)]),
        KV_READ_TIMEOUT_MS,
        "versions read",
      );
      return { contentVersion: readVersion(content), catalogVersion: readVersion(catalog) };
    } catch (err) {
      log("warn", "versions.unreadable", { message: err instanceof Error ? err.message : String(err) });
      return memo.last(key) ?? { contentVersion: NO_VERSION, catalogVersion: NO_VERSION };
    }
  };
  const versions = await memo.get(key, load, { now: Date.now(), ttlMs: memoTtlMs(env.STORE_CONFIG_CACHE_SECONDS, MEMO_POLICY.versions) });
  // The store's configuration counts too: a document written straight to KV is a new key once read.
  return storeConfigVersion === undefined ? versions : { ...versions, contentVersion: `${versions.contentVersion}/${storeConfigVersion}` };
}
