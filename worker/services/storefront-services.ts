import type { StoreConfig } from "../../app/domain/store-config";
import type { HeaderContent, StorefrontServices } from "../../app/lib/storefront-context";
import type { Bindings } from "../env";
import { cachedContent } from "./content";
import { createCatalogReader } from "./listings";
import type { Logger } from "./log";

/** The services a request's loaders may use, bound to its store. */
export function createStorefrontServices(env: Bindings, store: StoreConfig, log: Logger): StorefrontServices {
  return {
    async headerContent(): Promise<HeaderContent> {
      // Each document degrades on its own: a failing site-nav still leaves subCatNav (spec §8).
      const [components, siteNav] = await Promise.all([
        cachedContent(env, store, "components", log).then(
          (r) => r.value.subCatNav,
          (err: Error) => {
            log("error", "content.failed", { document: "components", message: err.message });
            return {};
          },
        ),
        cachedContent(env, store, "site-nav", log).then(
          (r) => r.value.discovery,
          (err: Error) => {
            log("error", "content.failed", { document: "site-nav", message: err.message });
            return [];
          },
        ),
      ]);
      return { subCatNav: components, discovery: siteNav };
    },
    catalog: createCatalogReader(env.DB),
  };
}
