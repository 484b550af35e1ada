import { isStoreId, storeBySiteCountry, type StoreId } from "./stores";

/** host name (lower case, no port) → store id. */
export type HostMap = Readonly<Record<string, StoreId>>;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * Strips the port and lower-cases a Host header value; null when it is not a host name.
 * @example normalizeHost("DE.localhost:8787") // "de.localhost"
 */
export function normalizeHost(host: string | null | undefined): string | null {
  if (!host) return null;
  const h = host.trim().toLowerCase();
  if (h.startsWith("[")) {
    const end = h.indexOf("]");
    return end > 0 ? h.slice(0, end + 1) : null;
  }
  const name = h.replace(/:\d{1,5}$/, "").replace(/\.$/, "");
  return /^[a-z0-9.-]{1,253}$/.test(name) ? name : null;
}

/**
 * Picks the store for a request host: the operator's host map first, then the
 * built-in defaults, then `{country}.localhost` for local work, else the default store.
 * @example resolveStoreId("gb.localhost:8787", { hostMap: {}, defaultHostMap: {}, defaultStoreId: 1 }) // 2
 */
export function resolveStoreId(
  host: string | null | undefined,
  options: { hostMap: HostMap; defaultHostMap: HostMap; defaultStoreId: StoreId },
): StoreId {
  const name = normalizeHost(host);
  if (name === null || LOOPBACK_HOSTS.has(name)) return options.defaultStoreId;
  const mapped = Object.hasOwn(options.hostMap, name)
    ? options.hostMap[name]
    : Object.hasOwn(options.defaultHostMap, name)
      ? options.defaultHostMap[name]
      : undefined;
  if (mapped !== undefined && isStoreId(mapped)) return mapped;
  const local = /^([a-z]{2})\.localhost$/.exec(name);
  if (local?.[1]) {
    const store = storeBySiteCountry(local[1]);
    if (store) return store.storeId;
  }
  return options.defaultStoreId;
}
