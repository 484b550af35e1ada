// Server only: the words of the listing, event, sell and error pages in the page's language (the
// `listing` namespace, app/locales/<language>/listing.json; English is the source in code). The
// loaders build finished page models with them, so no translation table reaches the browser.
import { CLIENT_LABEL_KEYS, ERROR_LABEL_KEYS, LISTING_LABELS, type ClientLabels, type ErrorLabels, type PageLabels } from "../components/pages/listing-labels";
import { DATE_FILTER_LABELS } from "../domain/date-filter";
import { translations } from "./translations.server";

export type { PageLabels };

/** The English namespace as flat keys ("entityKind.venue", "date.today"): the source of every listing.json. */
export function listingKeysEn(): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(LISTING_LABELS)) {
    if (typeof value === "string") flat[key] = value;
    else for (const [sub, text] of Object.entries(value)) flat[`${key}.${sub}`] = text as string;
  }
  for (const [key, text] of Object.entries(DATE_FILTER_LABELS)) flat[`date.${key}`] = text;
  return flat;
}

const cache = new Map<string, PageLabels>();

/**
 * The page words in `language` (two letters), each missing one in English.
 * @example listingLabels("de").date.thisWeekend // "Dieses Wochenende"
 */
export function listingLabels(language: string): PageLabels {
  const known = cache.get(language);
  if (known) return known;
  const table = translations(language, "listing") as Record<string, string>;
  const nested: Record<string, unknown> = {};
  for (const [key, english] of Object.entries(listingKeysEn())) {
    const text = typeof table[key] === "string" && table[key] !== "" ? table[key]! : english;
    const dot = key.indexOf(".");
    if (dot === -1) nested[key] = text;
    else ((nested[key.slice(0, dot)] ??= {}) as Record<string, string>)[key.slice(dot + 1)] = text;
  }
  const labels = nested as PageLabels;
  cache.set(language, labels);
  return labels;
}

const errorCache = new Map<string, ErrorLabels>();
const clientCache = new Map<string, ClientLabels>();

/** The error pages' words in `language` (the root loader sends them to every page). */
export function errorLabels(language: string): ErrorLabels {
  let picked = errorCache.get(language);
  if (!picked) {
    const labels = listingLabels(language);
    picked = Object.fromEntries(ERROR_LABEL_KEYS.map((key) => [key, labels[key]])) as ErrorLabels;
    errorCache.set(language, picked);
  }
  return picked;
}

/** The few words the pages' components say themselves, in `language`: what a page's loader sends. */
export function clientLabels(language: string): ClientLabels {
  let picked = clientCache.get(language);
  if (!picked) {
    const labels = listingLabels(language);
    picked = Object.fromEntries(CLIENT_LABEL_KEYS.map((key) => [key, labels[key]])) as ClientLabels;
    clientCache.set(language, picked);
  }
  return picked;
}
