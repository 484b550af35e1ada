import type { CatalogReader } from "../../app/lib/catalog";
import type { StoreConfig } from "../../app/domain/store-config";

/** The catalog reads behind the storefront pages (lists of upcoming events, an event, an entity). */
export function createCatalogReader(_db: D1Database, _store: StoreConfig): CatalogReader {
  return {};
}
