import { z } from "zod";
import { defaultStoreConfig, parseStoreConfig, storeConfigKey, STORE_HOSTS_KEY, type StoreConfig } from "../../app/domain/store-config";
import type { HostMap } from "../../app/domain/store-resolution";
import { isStoreId, STORE_IDS, type StoreId } from "../../app/domain/stores";
import { MEMO_POLICY, memoTtlMs, stampVersion, timedMemo } from "../../app/domain/isolate-memo";
import { withTimeout } from "./timeout";

export const HostMapSchema = z.record(
  z.string().regex(/^[a-z0-9.-]+(?::\d{1,5})?$/, "host names are lower-case letters, digits, dots and dashes"),
  z.number().int().refine(isStoreId, "not a store id"),
);

/** Host names of the built-in defaults, computed once per isolate. */
export const DEFAULT_HOST_MAP: HostMap = Object.freeze(
  Object.fromEntries(
    STORE_IDS.flatMap((id) => defaultStoreConfig(id).hostNames.map((h) => [h, id] as const)),
  ),
);

type Log = (message: string) => void;

/**
 * Deadline of a store document or host index read. Every request waits on these before anything
 * else, so a stalled KV must not hang the site: past it the read counts as unreadable.
 */
export const STORE_CONFIG_READ_TIMEOUT_MS = 1_000;

/** A KV document: its JSON (null when absent), or why not: an outage (KV failing or past its deadline) or a broken document. */
type DocumentRead = { ok: true; raw: unknown } | { ok: false; outage: boolean; message: string };

async function readDocument(kv: KVNamespace, key: string): Promise<DocumentRead> {
  let text: string | null;
  try {
    text = await withTimeout(kv.get(key), STORE_CONFIG_READ_TIMEOUT_MS, key);
  } catch (err) {
    return { ok: false, outage: true, message: (err as Error).message };
  }
  if (text === null) return { ok: true, raw: null };
  try {
    return { ok: true, raw: JSON.parse(text) };
  } catch {
    return { ok: false, outage: false, message: "not JSON" };
  }
}

/**
 * The operator's host map from KV; an absent or invalid document counts as empty (logged). While
 * KV cannot be read it is `whileUnreadable()`: none unless the caller remembers the last one.
 */
export async function loadHostMap(kv: KVNamespace, log: Log = console.error, whileUnreadable: () => HostMap = () => ({})): Promise<HostMap> {
  const read = await readDocument(kv, STORE_HOSTS_KEY);
  if (!read.ok) {
    log(`store-hosts: unreadable (${read.message}); using built-in host names${read.outage ? " and the last index read" : ""}`);
    return read.outage ? whileUnreadable() : {};
  }
  if (read.raw === null) return {};
  const parsed = HostMapSchema.safeParse(read.raw);
  if (!parsed.success) {
    log(`store-hosts: invalid document (${parsed.error.issues[0]?.message}); using built-in host names`);
    return {};
  }
  return parsed.data as HostMap;
}

/**
 * A store's configuration from KV, validated; a missing or broken document falls back to the
 * typed defaults, and while KV cannot be read it is `whileUnreadable()` — the defaults unless the
 * caller remembers a copy. The reason is logged.
 */
export async function loadStoreConfig(
  kv: KVNamespace,
  storeId: StoreId,
  log: Log = console.error,
  whileUnreadable: () => StoreConfig = () => defaultStoreConfig(storeId),
): Promise<StoreConfig> {
  const read = await readDocument(kv, storeConfigKey(storeId));
  if (!read.ok) {
    // An outage keeps the last copy; a broken document is the operator's to fix, and gets the defaults.
    log(`${storeConfigKey(storeId)}: unreadable (${read.message}); using ${read.outage ? "the last copy read, else defaults" : "defaults"}`);
    return read.outage ? whileUnreadable() : defaultStoreConfig(storeId);
  }
  if (read.raw === null) return defaultStoreConfig(storeId);
  const result = parseStoreConfig(read.raw, storeId);
  if (!result.ok) {
    log(`${storeConfigKey(storeId)}: invalid configuration, using defaults: ${result.errors.join("; ")}`);
    return defaultStoreConfig(storeId);
  }
  return result.config;
}

/**
 * The isolate's copies (MEMO_POLICY.hostMap, .storeConfig). Their last copies are kept past the
 * memo time too: while KV cannot be read, a store keeps the operator's configuration it had a
 * moment ago rather than dropping to the defaults.
 */
const hostMaps = timedMemo<HostMap>(MEMO_POLICY.hostMap);
const storeConfigs = timedMemo<StoreConfig>(MEMO_POLICY.storeConfig);

/** The host index, memoized per isolate (STORE_CONFIG_CACHE_SECONDS); KV unreadable: the last index read. */
export function cachedHostMap(kv: KVNamespace, cacheSeconds: string | undefined): Promise<HostMap> {
  return hostMaps.get(STORE_HOSTS_KEY, () => loadHostMap(kv, console.error, () => hostMaps.last(STORE_HOSTS_KEY) ?? {}), {
    now: Date.now(),
    ttlMs: memoTtlMs(cacheSeconds, MEMO_POLICY.hostMap),
  });
}

/**
 * A store's configuration, memoized per isolate (STORE_CONFIG_CACHE_SECONDS) and stamped with its
 * version (memos built from it name the version in their keys); KV unreadable: the last copy
 * read, else the defaults.
 */
export function cachedStoreConfig(kv: KVNamespace, storeId: StoreId, cacheSeconds: string | undefined): Promise<StoreConfig> {
  const key = String(storeId);
  return storeConfigs.get(
    key,
    async () => stampVersion(await loadStoreConfig(kv, storeId, console.error, () => storeConfigs.last(key) ?? defaultStoreConfig(storeId))),
    { now: Date.now(), ttlMs: memoTtlMs(cacheSeconds, MEMO_POLICY.storeConfig) },
  );
}
