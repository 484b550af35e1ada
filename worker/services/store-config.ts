import { z } from "zod";
import { defaultStoreConfig, parseStoreConfig, storeConfigKey, type StoreConfig } from "../../app/domain/store-config";
import type { HostMap } from "../../app/domain/store-resolution";
import { isStoreId, STORE_IDS, type StoreId } from "../../app/domain/stores";
import { IsolateCache } from "./isolate-cache";

/** KV key of the operator's host → store index (written by `npm run store -- set`). */
export const STORE_HOSTS_KEY = "store-hosts";

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

/** The operator's host map from KV; an absent or invalid document counts as empty (logged). */
export async function loadHostMap(kv: KVNamespace, log: Log = console.error): Promise<HostMap> {
  let raw: unknown;
  try {
    raw = await kv.get(STORE_HOSTS_KEY, "json");
  } catch (err) {
    log(`store-hosts: unreadable (${(err as Error).message}); using built-in host names`);
    return {};
  }
  if (raw === null) return {};
  const parsed = HostMapSchema.safeParse(raw);
  if (!parsed.success) {
    log(`store-hosts: invalid document (${parsed.error.issues[0]?.message}); using built-in host names`);
    return {};
  }
  return parsed.data as HostMap;
}

/**
 * A store's configuration from KV, validated; a missing, unreadable or invalid
 * document falls back to the typed defaults and the reason is logged.
 */
export async function loadStoreConfig(
  kv: KVNamespace,
  storeId: StoreId,
  log: Log = console.error,
): Promise<StoreConfig> {
  let raw: unknown;
  try {
    raw = await kv.get(storeConfigKey(storeId), "json");
  } catch (err) {
    log(`${storeConfigKey(storeId)}: unreadable (${(err as Error).message}); using defaults`);
    return defaultStoreConfig(storeId);
  }
  if (raw === null) return defaultStoreConfig(storeId);
  const result = parseStoreConfig(raw, storeId);
  if (!result.ok) {
    log(`${storeConfigKey(storeId)}: invalid configuration, using defaults: ${result.errors.join("; ")}`);
    return defaultStoreConfig(storeId);
  }
  return result.config;
}

const hostMapCache = new IsolateCache<HostMap>();
const storeConfigCache = new IsolateCache<StoreConfig>();

/** Seconds → ms of the per-isolate memo (STORE_CONFIG_CACHE_SECONDS, default 10, 0 = off). */
export function configCacheMs(seconds: string | undefined): number {
  const n = Number(seconds ?? "10");
  return Number.isFinite(n) && n >= 0 && n <= 300 ? n * 1000 : 10_000;
}

/** The host index, memoized per isolate. */
export function cachedHostMap(kv: KVNamespace, cacheSeconds: string | undefined): Promise<HostMap> {
  return hostMapCache.get(STORE_HOSTS_KEY, configCacheMs(cacheSeconds), () => loadHostMap(kv));
}

/** A store's configuration, memoized per isolate. */
export function cachedStoreConfig(kv: KVNamespace, storeId: StoreId, cacheSeconds: string | undefined): Promise<StoreConfig> {
  return storeConfigCache.get(String(storeId), configCacheMs(cacheSeconds), () => loadStoreConfig(kv, storeId));
}
