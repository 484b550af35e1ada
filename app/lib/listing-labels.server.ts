// Server only: the words of the listing, event, sell and error pages in the page's language (the
// `listing` namespace, app/locales/<locale>/listing.json; English is the source in code). The
// loaders build finished page models with them, so no translation table reaches the browser.
import { CLIENT_LABEL_KEYS, ERROR_LABEL_KEYS, type ClientLabels, type ErrorLabels, type PageLabels } from "../components/pages/listing-labels";
import type { TranslationLocale } from "../domain/locales";
import { pickWords, type Translator } from "./i18n.server";

export type { PageLabels };

const cache = new Map<TranslationLocale, PageLabels>();

/**
 * The page words of a translator's locale, nested as LISTING_LABELS.
 * @example listingLabels(await translatorFor("de-DE")).date.thisWeekend // "Dieses Wochenende"
 */
export function listingLabels(translator: Translator): PageLabels {
  const known = cache.get(translator.locale);
  if (known) return known;
  const nested: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(translator.table("listing"))) {
    const dot = key.indexOf(".");
    if (dot === -1) nested[key] = text;
    else ((nested[key.slice(0, dot)] ??= {}) as Record<string, string>)[key.slice(dot + 1)] = text;
  }
  const labels = nested as PageLabels;
  cache.set(translator.locale, labels);
  return labels;
}

/** The error pages' words (the root loader sends them to every page). */
export function errorLabels(translator: Translator): ErrorLabels {
  return pickWords(listingLabels(translator), ERROR_LABEL_KEYS);
}

/** The few words the pages' components say themselves: what a page's loader sends. */
export function clientLabels(translator: Translator): ClientLabels {
  return pickWords(listingLabels(translator), CLIENT_LABEL_KEYS);
}
