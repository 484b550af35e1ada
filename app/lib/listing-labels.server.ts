// Server only: the words of the listing, event, sell and error pages in the page's language (the
// `listing` namespace, app/locales/<locale>/listing.json; English is the source in code). The
// loaders build finished page models with them, so no translation table reaches the browser.
import { CLIENT_LABEL_KEYS, ERROR_LABEL_KEYS, type ClientLabels, type ErrorLabels, type PageLabels } from "../components/pages/listing-labels";
import { listingLabels, pickWords, type Translator } from "./i18n.server";

export type { PageLabels };
/** The page words of a locale (built beside the request's other words, in i18n.server.ts). */
export { listingLabels };

/** The error pages' words (the root loader sends them to every page). */
export function errorLabels(translator: Translator): ErrorLabels {
  return pickWords(listingLabels(translator), ERROR_LABEL_KEYS);
}

/** The few words the pages' components say themselves: what a page's loader sends. */
export function clientLabels(translator: Translator): ClientLabels {
  return pickWords(listingLabels(translator), CLIENT_LABEL_KEYS);
}
