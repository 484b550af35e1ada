import type { ParsedAddress } from "../domain/address";
import type { StoreConfig } from "../domain/store-config";

/**
 * What the worker resolves once per request and hands to every Remix loader
 * as `context.storefront` (STYLE §3: locale, store and currency resolved once).
 */
export interface StorefrontContext {
  requestId: string;
  /** CSP nonce for this HTML response (entry.server puts it on every script). */
  nonce: string;
  store: StoreConfig;
  /** The site locale of this request: the address's language, else the store default. */
  locale: string;
  /** Languages (two letters) this store offers; the address parser needs them. */
  supportedLanguages: readonly string[];
  /** The document address (a `.data` request is mapped back to its page). */
  address: ParsedAddress;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    storefront: StorefrontContext;
  }
}
