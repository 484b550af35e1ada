import type { CatalogReader } from "../../app/lib/catalog";
import { normalizeSearchText } from "../../app/domain/search-text";
import { sha256Hex } from "./digest";
import { CACHE_POLICY, cacheAside } from "./kv-cache";
import type { Logger } from "../../app/lib/log";

/**
 * KV key of a search's results: the term as matching reads it (case, accents and spacing folded)
 * and the page asked for, hashed (a term may be 2,048 characters; KV keys stop at 512 bytes).
 * `now` is left out: a copy computed a minute ago lists the same upcoming events but for those
 * that started in that minute.
 */
export async function searchCacheKey(term: string, page: Parameters<CatalogReader["search"]>[1]): Promise<string> {
  const { now: _now, ...rest } = page;
  const identity = JSON.stringify([normalizeSearchText(term), rest.offset, rest.limit, rest.until ?? null, rest.near ?? null, rest.performerRows]);
  return `search:v1:${await sha256Hex(identity)}`;
}

/**
 * The catalog reader with search results cached in KV (CACHE_POLICY.SEARCH): the same name
 * searched by many fans costs one KV read instead of two D1 round trips each, and while D1 is
 * down a recent copy is still shown. Every other read goes to D1 as before.
 */
export function withSearchCache(reader: CatalogReader, kv: KVNamespace, log: Logger): CatalogReader {
  return {
    ...reader,
    async search(term, page) {
      const key = await searchCacheKey(term, page);
      return (await cacheAside(kv, key, () => reader.search(term, page), { ...CACHE_POLICY.SEARCH, log })).value;
    },
  };
}
