import { z } from "zod";
import { defaultStoreConfig, parseStoreConfig, storeConfigKey, type StoreConfig } from "../../app/domain/store-config";
import type { HostMap } from "../../app/domain/store-resolution";
import { isStoreId, STORE_IDS, type StoreId } from "../../app/domain/stores";

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
