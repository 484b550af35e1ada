// Localized SEO slugs for catalogue pages (spec §2.1 addresses, §2.4 category slugs).
// The catalogue stores English web paths (`/adele-tickets/performer/7/`). The address parser treats
// the slug as decoration (the entity and id decide the page), so a localized slug is only how we
// write links: `/entradas-adele/performer/7/` on a Spanish page reaches the same performer.
// Category paths are not handled here: categories.ts owns their slugs.
import { BROWSE_ENTITIES, EVENT_ENTITY } from "./address";
import { categorySlugSetName, type CategorySlugSetName } from "./categories";
import { isSafeLocaleKey, languageOf, toTranslationLocale } from "./locales";

/** Where the ticket word goes relative to the name in a slug. */
export type TicketWordPosition = "before" | "after";

/** The ASCII word for "tickets" in a language's slugs, and its place. */
export interface TicketSlugWord {
  word: string;
  position: TicketWordPosition;
}

/** Languages that have a ticket word but no category slug set (their category slugs fall back
 *  to English, or their sites are slugless). */
export const TICKET_ONLY_LANGUAGES = ["nb", "ca", "id", "tr", "ru", "el", "ja", "ko", "zh"] as const;

export type TicketSlugSetName = CategorySlugSetName | (typeof TICKET_ONLY_LANGUAGES)[number];

/** The English word the catalogue's web paths carry (`{name}-tickets[-{date}]`). */
export const CATALOGUE_TICKET_WORD = "tickets";

/**
 * The ticket word of each slug set. For every category slug set the word and its place are the
 * ones CATEGORY_SLUGS uses (`entradas-conciertos` → "entradas" before, `konsertit-liput` →
 * "liput" after; the Dutch, Danish and Swedish compounds `concertkaartjes` are written with a
 * dash here, as their `vip-kaartjes` slugs are). es-MX has no category set of its own, so it
 * uses "entradas" like the other Spanish locales.
 */
export const TICKET_SLUG_WORDS = {
  en: { word: "tickets", position: "after" },
  "en-US": { word: "tickets", position: "after" },
  de: { word: "tickets", position: "after" },
  fr: { word: "billets", position: "before" },
  "fr-CA": { word: "billets", position: "before" },
  es: { word: "entradas", position: "before" },
  "pt-PT": { word: "bilhetes", position: "before" },
  "pt-BR": { word: "ingressos", position: "before" },
  it: { word: "biglietti", position: "before" },
  nl: { word: "kaartjes", position: "after" },
  da: { word: "billetter", position: "after" },
  sv: { word: "biljetter", position: "after" },
  fi: { word: "liput", position: "after" },
  pl: { word: "bilety", position: "before" },
  cs: { word: "vstupenky", position: "before" },
  nb: { word: "billetter", position: "after" },
  ca: { word: "entrades", position: "before" },
  id: { word: "tiket", position: "before" },
  tr: { word: "bilet", position: "after" },
  ru: { word: "bilety", position: "after" },
  el: { word: "eisitiria", position: "after" },
  // Addresses are ASCII slugs (the catalogue's web paths are [a-z0-9-]), so チケット, 티켓 or
  // 门票 cannot be written, and a romanization (chiketto, tiket, menpiao) is neither what people
  // search for nor readable to them; the English word next to a romanized name is the usual form.
  ja: { word: "tickets", position: "after" },
  ko: { word: "tickets", position: "after" },
  zh: { word: "tickets", position: "after" },
} as const satisfies Record<TicketSlugSetName, TicketSlugWord>;

/** Entities whose catalogue slugs are localized here (category is categories.ts's). */
export const SEO_SLUG_ENTITIES = [...BROWSE_ENTITIES.filter((entity) => entity !== "category"), EVENT_ENTITY] as const;

const SEO_SLUG_ENTITY_SET: ReadonlySet<string> = new Set(SEO_SLUG_ENTITIES);
const TICKET_ONLY_LANGUAGE_SET: ReadonlySet<string> = new Set(TICKET_ONLY_LANGUAGES);
const ENGLISH_SETS: ReadonlySet<string> = new Set<CategorySlugSetName>(["en", "en-US"]);

// Same slug grammar as categories.ts: lower-case ASCII words joined by single dashes.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// `{name}-tickets` or `{name}-tickets-{YYYY-MM-DD}` (event slugs carry the event's date).
const CATALOGUE_SLUG = /^(.+)-tickets(?:-(\d{4}-\d{2}-\d{2}))?$/;
// `/{slug}/{entity}/{id}` with an optional trailing slash, nothing before or after.
const SLUGGED_PATH = /^\/([^/]+)\/([^/]+)\/(\d+)(\/?)$/;

/**
 * Name of the ticket-word set for a locale: the category slug set when the language has one
 * (so locales resolve exactly as category slugs do), else the locale's language when it has a
 * ticket word, else English. Throws on an unsafe locale key, like categorySlugSetName.
 * @example ticketSlugSetName("es-MX") // "es"; ticketSlugSetName("nb-NO") // "nb"
 */
export function ticketSlugSetName(locale: string): TicketSlugSetName {
  const categorySet = categorySlugSetName(locale);
  if (!ENGLISH_SETS.has(categorySet)) return categorySet;
  // categorySlugSetName answers "en" both for English and for languages without a category
  // set; the translation locale tells them apart ("nb" → nb-NO, "xx" → en-GB).
  const language = languageOf(toTranslationLocale(locale));
  return TICKET_ONLY_LANGUAGE_SET.has(language) ? (language as TicketSlugSetName) : categorySet;
}

/**
 * The ticket word and its place for a locale.
 * @example ticketSlugWord("fi-FI") // { word: "liput", position: "after" }
 */
export function ticketSlugWord(locale: string): TicketSlugWord {
  return TICKET_SLUG_WORDS[ticketSlugSetName(locale)];
}

/**
 * Rewrites the English SEO slug of a catalogue path (performer, venue, grouping, geography,
 * event) in a locale's words; any other path, and any path it cannot read, comes back unchanged.
 * Never throws. Run it before formatAddress, which then inserts the language segment.
 * @example localizeSeoPath("/adele-london-tickets-2026-05-01/event/123/", "es-ES") // "/entradas-adele-london-2026-05-01/event/123/"
 */
export function localizeSeoPath(path: string, locale: string): string {
  if (typeof path !== "string" || !isSafeLocaleKey(locale)) return path;

  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const queryAndHash = cut === -1 ? "" : path.slice(cut);

  const shape = SLUGGED_PATH.exec(pathname);
  if (shape === null) return path;
  const [, slug = "", entity = "", id = "", trailingSlash = ""] = shape;
  if (!SEO_SLUG_ENTITY_SET.has(entity) || !SLUG.test(slug)) return path;

  const localized = localizeSlug(slug, ticketSlugWord(locale));
  return localized === null ? path : `/${localized}/${entity}/${id}${trailingSlash}${queryAndHash}`;
}

/** The slug in the locale's words, or null when it is not the catalogue's English shape. */
function localizeSlug(slug: string, { word, position }: TicketSlugWord): string | null {
  if (word === CATALOGUE_TICKET_WORD && position === "after") return null;
  // A slug that already starts with the word was localized before: `entradas-foo-tickets` is the
  // Spanish slug of "Foo Tickets", and reading it as English again would stack the words.
  if (position === "before" && slug.startsWith(`${word}-`)) return null;

  const parts = CATALOGUE_SLUG.exec(slug);
  if (parts === null) return null;
  const [, name = "", date] = parts;
  // The date stays last, as in the catalogue, whichever side of the name the word goes.
  const words = position === "before" ? [word, name] : [name, word];
  return [...words, ...(date === undefined ? [] : [date])].join("-");
}

