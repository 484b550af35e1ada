import { CATEGORY_IDS } from "../domain/categories";
import { categoryPath } from "../domain/store-config";
import type { CategoryLink } from "../components/site-header";
import { formatLink } from "./format-link";
import type { StorefrontContext } from "./storefront-context";

// Server-only: the store tables and zod schemas stay out of the browser bundle.

const CATEGORY_LABELS: Record<"concerts" | "sports" | "theatre", string> = {
  concerts: "Concerts",
  sports: "Sports",
  theatre: "Theatre & Comedy",
};

/** What every page's shell needs: locale, brand and the header's links, formatted for the locale. */
export function rootData({ store, locale, supportedLanguages }: StorefrontContext) {
  const brandName = store.featureFlags["common.useAltBrand"] ? store.altBrandName : store.brandName;
  const formatOptions = { currentLocale: locale, defaultLocale: store.defaultLocale, supportedLanguages };
  const categories: CategoryLink[] = (["concerts", "sports", "theatre"] as const).flatMap((key) => {
    const path = categoryPath(store, locale, key);
    return path ? [{ key, id: CATEGORY_IDS[key], label: CATEGORY_LABELS[key], href: formatLink(path, formatOptions) }] : [];
  });
  return {
    locale,
    defaultLocale: store.defaultLocale,
    shstoreId: store.shstoreId,
    siteCountry: store.siteCountry,
    brandName,
    supportedLanguages,
    homeHref: formatLink("/", formatOptions),
    categories,
  };
}
