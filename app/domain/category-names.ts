// The catalog's categories by id (spec §2.4: the ids are the same on every site), named wherever a
// fan meets a category: breadcrumbs, category pages, a performer's line, the discovery menus. The
// English source of the `listing` namespace's `categoryName.*` words (ADR 028). Server-side only:
// no client component names a category, so these words stay out of the bundle every page loads.

export const CATEGORY_NAME_LABELS = {
  "1": "Concerts",
  "28": "Sports",
  "114": "Soccer",
  "174": "Theatre, Comedy & Arts",
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
