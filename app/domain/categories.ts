// Category landing pages (spec §2.4): ids shared by all sites, localized slugs, and which
// categories each store offers. Paths here carry no language segment: the address formatter
// inserts it after the slug when the locale is not the store default
// (e.g. /billets-concert/fr/category/1/ on the CA store).
import { languageOf, normalizeLocaleTag, toTranslationLocale } from "./locales";
import { STORES, type StoreId } from "./stores";

export const CATEGORY_IDS = {
  concerts: 1,
  sports: 28,
  theatre: 174,
  soccer: 114,
  // The spec names VIP and cities categories but not their ids: 5000 and 5001 are our choice,
  // far above the catalogue's own ids so they cannot collide.
  vip: 5000,
  cities: 5001,
} as const;

export type CategoryKey = keyof typeof CATEGORY_IDS;

export const CATEGORY_KEYS: readonly CategoryKey[] = Object.freeze(
  Object.keys(CATEGORY_IDS) as CategoryKey[],
);

/** The main categories by their catalog id (spec §2.4): a category page of one is the store's. */
export const TOP_CATEGORY_KEY: ReadonlyMap<number, CategoryKey> = new Map(CATEGORY_KEYS.map((key) => [CATEGORY_IDS[key], key]));

/** Slug sets by slug-set name: a locale tag where the region changes the words (en-US, pt-PT,
 *  pt-BR, fr-CA), otherwise a bare language. The concerts and sports slugs of en, es, pt-PT,
 *  fr-CA, fr and fi are the spec's (§2.4); the others follow the same pattern and are ours. */
export const CATEGORY_SLUGS = {
  en: {
    concerts: "concert-tickets",
    sports: "sports-tickets",
    theatre: "theatre-tickets",
    soccer: "football-tickets",
    vip: "vip-tickets",
    cities: "city-tickets",
  },
  "en-US": {
    concerts: "concert-tickets",
    sports: "sports-tickets",
    theatre: "theater-tickets",
    soccer: "soccer-tickets",
    vip: "vip-tickets",
    cities: "city-tickets",
  },
  es: {
    concerts: "entradas-conciertos",
    sports: "entradas-deportes",
    theatre: "entradas-teatro",
    soccer: "entradas-futbol",
    vip: "entradas-vip",
    cities: "entradas-ciudades",
  },
  "pt-PT": {
    concerts: "bilhetes-concertos",
    sports: "bilhetes-desporto",
    theatre: "bilhetes-teatro",
    soccer: "bilhetes-futebol",
    vip: "bilhetes-vip",
    cities: "bilhetes-cidades",
  },
  "pt-BR": {
    concerts: "ingressos-shows",
    sports: "ingressos-esportes",
    theatre: "ingressos-teatro",
    soccer: "ingressos-futebol",
    vip: "ingressos-vip",
    cities: "ingressos-cidades",
  },
  "fr-CA": {
    concerts: "billets-concert",
    sports: "billets-sports",
    theatre: "billets-theatre",
    soccer: "billets-soccer",
    vip: "billets-vip",
    cities: "billets-villes",
  },
  fr: {
    concerts: "billets-concerts",
    sports: "billets-sports",
    theatre: "billets-theatre",
    soccer: "billets-football",
    vip: "billets-vip",
    cities: "billets-villes",
  },
  fi: {
    concerts: "konsertit-liput",
    sports: "urheilu-liput",
    theatre: "teatteri-liput",
    soccer: "jalkapallo-liput",
    vip: "vip-liput",
    cities: "kaupungit-liput",
  },
  de: {
    concerts: "konzert-tickets",
    sports: "sport-tickets",
    theatre: "theater-tickets",
    soccer: "fussball-tickets",
    vip: "vip-tickets",
    cities: "staedte-tickets",
  },
  it: {
    concerts: "biglietti-concerti",
    sports: "biglietti-sport",
    theatre: "biglietti-teatro",
    soccer: "biglietti-calcio",
    vip: "biglietti-vip",
    cities: "biglietti-citta",
  },
  nl: {
    concerts: "concertkaartjes",
    sports: "sportkaartjes",
    theatre: "theaterkaartjes",
    soccer: "voetbalkaartjes",
    vip: "vip-kaartjes",
    cities: "stedenkaartjes",
  },
  pl: {
    concerts: "bilety-koncerty",
    sports: "bilety-sport",
    theatre: "bilety-teatr",
    soccer: "bilety-pilka-nozna",
    vip: "bilety-vip",
    cities: "bilety-miasta",
  },
  da: {
    concerts: "koncertbilletter",
    sports: "sportsbilletter",
    theatre: "teaterbilletter",
    soccer: "fodboldbilletter",
    vip: "vip-billetter",
    cities: "byer-billetter",
  },
  cs: {
    concerts: "vstupenky-koncerty",
    sports: "vstupenky-sport",
    theatre: "vstupenky-divadlo",
    soccer: "vstupenky-fotbal",
    vip: "vstupenky-vip",
    cities: "vstupenky-mesta",
  },
  sv: {
    concerts: "konsertbiljetter",
    sports: "sportbiljetter",
    theatre: "teaterbiljetter",
    soccer: "fotbollsbiljetter",
    vip: "vip-biljetter",
    cities: "stader-biljetter",
  },
} as const satisfies Record<string, Record<CategoryKey, string>>;

export type CategorySlugSetName = keyof typeof CATEGORY_SLUGS;

/** Site countries whose category paths have no slug (/category/{id}/). */
export const SLUGLESS_SITES = ["JP", "KR", "TW", "HK", "GR", "TR"] as const;

const SLUGLESS_SITE_SET: ReadonlySet<string> = new Set(SLUGLESS_SITES);

/** Stores offering categories beyond concerts, sports and theatre. */
const EXTRA_CATEGORY_STORES: Readonly<Partial<Record<CategoryKey, readonly StoreId[]>>> = {
  soccer: [2], // "a soccer category 114 exists on the English store"
  vip: [1, 2, 3],
  cities: [1, 2, 8, 3, 4, 6],
};

/**
 * Category keys a store offers, in CATEGORY_KEYS order.
 * @example categoriesOffered(2) // ["concerts", "sports", "theatre", "soccer", "vip", "cities"]
 */
export function categoriesOffered(storeId: StoreId): readonly CategoryKey[] {
  return CATEGORY_KEYS.filter((key) => {
    const stores = EXTRA_CATEGORY_STORES[key];
    return stores === undefined || stores.includes(storeId);
  });
}

function hasSlugSet(name: string): name is CategorySlugSetName {
  return Object.hasOwn(CATEGORY_SLUGS, name);
}

/**
 * Name of the slug set for a locale: exact tag, then language, then the translation locale,
 * then English. Throws on an unsafe locale key.
 * @example categorySlugSetName("es-MX") // "es"
 */
export function categorySlugSetName(locale: string): CategorySlugSetName {
  const tag = normalizeLocaleTag(locale);
  const translation = toTranslationLocale(tag);
  const candidates = [tag, languageOf(tag), translation, languageOf(translation)];
  return candidates.find(hasSlugSet) ?? "en";
}

/**
 * Slugs of the categories a store offers in a locale; null values mean a slugless site.
 * @example defaultCategorySlugs(13, "fr-BE").concerts // "billets-concerts"
 */
export function defaultCategorySlugs(
  storeId: StoreId,
  locale: string,
): Partial<Record<CategoryKey, string | null>> {
  const slugless = SLUGLESS_SITE_SET.has(STORES[storeId].siteCountry);
  const slugs = CATEGORY_SLUGS[categorySlugSetName(locale)];
  return Object.fromEntries(categoriesOffered(storeId).map((key) => [key, slugless ? null : slugs[key]]));
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Category landing path without a language segment; no slug gives /category/{id}/.
 * @example categoryPagePath("concert-tickets", 1) // "/concert-tickets/category/1/"
 */
export function categoryPagePath(slug: string | null | undefined, categoryId: number): string {
  if (!Number.isSafeInteger(categoryId) || categoryId <= 0) {
    throw new Error(`Invalid category id: ${categoryId}`);
  }
  if (slug === null || slug === undefined || slug === "") return `/category/${categoryId}/`;
  if (!SLUG_PATTERN.test(slug)) throw new Error(`Invalid category slug: ${JSON.stringify(slug)}`);
  return `/${slug}/category/${categoryId}/`;
}
