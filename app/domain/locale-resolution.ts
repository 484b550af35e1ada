import { languageOf } from "./address";
import type { StoreConfig } from "./store-config";

/**
 * Languages (two letters, lower case) a store offers, in its order.
 * @example storeLanguages(config) // ["en", "fr", "de", ...]
 */
export function storeLanguages(config: Pick<StoreConfig, "supportedLocales">): string[] {
  return config.supportedLocales.map((l) => languageOf(l.locale));
}

/**
 * The site locale of a request: the address's language segment when the store
 * offers that language, else the store's default locale (spec §2.1).
 * @example resolveLocale("fr", caConfig) // "fr-CA"
 */
export function resolveLocale(
  language: string | null | undefined,
  config: Pick<StoreConfig, "supportedLocales" | "defaultLocale">,
): string {
  if (language) {
    const lang = languageOf(language);
    const match = config.supportedLocales.find((l) => languageOf(l.locale) === lang);
    if (match) return match.locale;
  }
  return config.defaultLocale;
}
