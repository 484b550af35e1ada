import { contentVersionKey, newVersion } from "../../app/domain/versions";
import { defaultStoreConfig, parseStoreConfig, storeConfigKey, STORE_HOSTS_KEY, type StoreConfig } from "../../app/domain/store-config";
import { isStoreId, STORE_IDS, type StoreId } from "../../app/domain/stores";

/** The few KV operations the operator command needs (local Miniflare state, or a real namespace). */
export interface ConfigStore {
  get(key: string): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
}

export class CommandError extends Error {
  constructor(
    message: string,
    readonly details: string[] = [],
  ) {
    super(message);
    this.name = "CommandError";
  }
}

export function parseStoreIdArg(raw: string | undefined): StoreId {
  const n = Number(raw);
  if (raw === undefined || !/^\d+$/.test(raw) || !isStoreId(n)) {
    throw new CommandError(`storeId must be one of ${STORE_IDS.join(", ")} (got ${raw ?? "nothing"})`);
  }
  return n;
}

/** Parses a document's text as JSON, as a CommandError when it is not. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new CommandError(`not valid JSON: ${(err as Error).message}`);
  }
}

/** Parses and validates a configuration document's text; errors name the field. */
export function validateDocument(text: string, storeId?: StoreId): StoreConfig {
  const doc = parseJson(text);
  const result = parseStoreConfig(doc, storeId);
  if (!result.ok) throw new CommandError("invalid store configuration", result.errors);
  return result.config;
}

/** The stored document, or the defaults when none is stored (an invalid one is reported). */
export async function effectiveConfig(
  store: ConfigStore,
  storeId: StoreId,
): Promise<{ config: StoreConfig; source: "kv" | "defaults"; problems: string[] }> {
  const text = await store.get(storeConfigKey(storeId));
  if (text === null) return { config: defaultStoreConfig(storeId), source: "defaults", problems: [] };
  try {
    return { config: validateDocument(text, storeId), source: "kv", problems: [] };
  } catch (err) {
    const e = err as CommandError;
    return { config: defaultStoreConfig(storeId), source: "defaults", problems: [e.message, ...(e.details ?? [])] };
  }
}

/** Host → store index over every store, with `next` standing in for its store; refuses a host claimed twice. */
export async function buildHostIndex(store: ConfigStore, next: StoreConfig): Promise<Record<string, StoreId>> {
  const index: Record<string, StoreId> = {};
  const conflicts: string[] = [];
  for (const id of STORE_IDS) {
    const config = id === next.shstoreId ? next : (await effectiveConfig(store, id)).config;
    for (const host of config.hostNames) {
      const owner = index[host];
      if (owner !== undefined && owner !== id) conflicts.push(`hostNames: ${host} is claimed by stores ${owner} and ${id}`);
      else index[host] = id;
    }
  }
  if (conflicts.length > 0) throw new CommandError("host names conflict", conflicts);
  return index;
}

/**
 * Every check a document must pass before it is written, against the namespace it would go to:
 * the schema (DNS host names, plain-text brands...) and no host name another store claims there.
 * `validate` runs exactly this and writes nothing; `set` runs it, then writes. `storeId` defaults
 * to the document's own shstoreId.
 */
export async function checkDocument(
  store: ConfigStore,
  text: string,
  storeId?: StoreId,
): Promise<{ config: StoreConfig; index: Record<string, StoreId> }> {
  const config = validateDocument(text, storeId);
  return { config, index: await buildHostIndex(store, config) };
}

/**
 * Validates, then writes the document and the host index. Nothing is written
 * unless everything validates (a document is one KV value: never partial).
 */
export async function setConfig(store: ConfigStore, storeId: StoreId, text: string): Promise<StoreConfig> {
  const { config, index } = await checkDocument(store, text, storeId);
  await store.put(storeConfigKey(storeId), JSON.stringify(config));
  await store.put(STORE_HOSTS_KEY, JSON.stringify(index));
  await bumpContentVersion(store, storeId);
  return config;
}

/**
 * A new content version for the store (ADR 017): the worker's page cache keys by it, so pages show
 * the operator's change at the next read of the version instead of when their copies expire.
 */
export async function bumpContentVersion(store: ConfigStore, storeId: StoreId, now = Date.now(), random = Math.random()): Promise<string> {
  const version = newVersion(now, random);
  await store.put(contentVersionKey(storeId), version);
  return version;
}

function flatten(value: unknown, prefix: string, out: Map<string, string>): void {
  if (value !== null && typeof value === "object") {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (entries.length === 0) out.set(prefix, JSON.stringify(value));
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, JSON.stringify(value));
  }
}

/**
 * Field-by-field differences, one line each: '- path: old' and '+ path: new'.
 * `current` undefined means nothing is stored: every field of `next` is an addition.
 */
export function diffConfigs(current: unknown, next: unknown): string[] {
  const a = new Map<string, string>();
  const b = new Map<string, string>();
  if (current !== undefined) flatten(current, "", a);
  flatten(next, "", b);
  const lines: string[] = [];
  for (const key of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const before = a.get(key);
    const after = b.get(key);
    if (before === after) continue;
    if (before !== undefined) lines.push(`- ${key}: ${before}`);
    if (after !== undefined) lines.push(`+ ${key}: ${after}`);
  }
  return lines;
}
