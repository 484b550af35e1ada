// The content and catalog versions (ADR 017): counters in the STORE_CONFIG namespace that the
// operator commands bump, read by the worker into the edge page cache's key, so an operator's
// change is a new key — shown at once — instead of waiting out every cached copy.

/** KV key of a store's content version: `npm run store -- set` and `content set|delete` bump it. */
export function contentVersionKey(storeId: number): string {
  return `content-version:${storeId}`;
}

/** KV key of the catalog version: `npm run catalog:import` bumps it. */
export const CATALOG_VERSION_KEY = "catalog-version";

/** A version as stored: a short token (the bumping command writes the time and a random part). */
export const VERSION_PATTERN = /^[0-9A-Za-z:._-]{1,64}$/;

/** The version when none was written yet (or it cannot be read, and none was read before). */
export const NO_VERSION = "0";

/**
 * A stored version value, or NO_VERSION for anything missing or malformed.
 * @example readVersion(" 2026-11-26T08:00:00.000Z.k3f ") // "2026-11-26T08:00:00.000Z.k3f"
 */
export function readVersion(stored: string | null | undefined): string {
  const value = stored?.trim() ?? "";
  return VERSION_PATTERN.test(value) ? value : NO_VERSION;
}

/**
 * A new version token for a bump: the time and a random part, so two bumps in one millisecond differ.
 * @example newVersion(Date.parse("2026-11-26T08:00:00Z"), 0.5) // "2026-11-26T08:00:00.000Z.i"
 */
export function newVersion(now: number, random: number): string {
  return `${new Date(now).toISOString()}.${Math.floor(random * 36 ** 4).toString(36)}`;
}
