// The catalog's categories by id (spec §2.4: the ids are the same on every site), named wherever a
// fan meets a category: breadcrumbs, category pages, a performer's line, the discovery menus. The
// English source of the `listing` namespace's `categoryName.*` words (ADR 028): the subcategories.
// The main categories (concerts, sports, theatre, soccer…) are the menu's words, so a category has
// one name wherever it shows. Server-side only: no client component names a category, so these
// words stay out of the bundle every page loads.
import { TOP_CATEGORY_KEY, type CategoryKey } from "./categories";

export const CATEGORY_NAME_LABELS = {
  "1001": "Pop",
  "1002": "Rock",
  "1003": "Hard Rock & Metal",
  "1004": "Hip-Hop & Rap",
  "1005": "Latin",
  "1006": "Electronic & Dance",
  "1007": "Classical",
  "1008": "Jazz & Blues",
  "2801": "Basketball",
  "2802": "Ice Hockey",
  "2803": "American Football",
  "2804": "Baseball",
  "2805": "Tennis",
  "2806": "Motorsport",
  "2807": "Rugby",
  "17401": "Musicals",
  "17402": "Plays",
  "17403": "Comedy",
  "17404": "Circus & Family",
} as const satisfies Record<string, string>;

/** The category names in one language, by catalog id. */
export type CategoryNameWords = { readonly [K in keyof typeof CATEGORY_NAME_LABELS]: string };

/** What a category's name is read from: the menu's words (main categories) and the subcategories' words. */
export interface CategoryNameSources {
  readonly menu: Readonly<Partial<Record<CategoryKey, string>>>;
  readonly names: Readonly<Record<string, string>>;
}

/**
 * A category's name in one language: the menu's word for a main category, the subcategory's word,
 * else the catalog's own name (an operator's category the words do not know).
 * @example categoryNameIn({ menu: { sports: "Sport" }, names: { "2802": "Eishockey" } }, 2802, "Ice Hockey") // "Eishockey"
 * @example categoryNameIn({ menu: { sports: "Sport" }, names: {} }, 28, "Sports") // "Sport"
 */
export function categoryNameIn(words: CategoryNameSources, id: number | string | null | undefined, catalogName: string): string {
  if (id === null || id === undefined) return catalogName;
  const key = TOP_CATEGORY_KEY.get(Number(id));
  const menuWord = key === undefined ? undefined : words.menu[key];
  if (menuWord !== undefined) return menuWord;
  return Object.hasOwn(words.names, String(id)) ? words.names[String(id)]! : catalogName;
}
