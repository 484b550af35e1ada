/**
 * Search text normalization shared by the catalog import (what is stored) and the
 * BFF (what is asked), so both sides fold the same way. SQLite's lower()/LIKE fold
 * ASCII only, hence a normalized column computed here.
 */

const GERMAN_FOLDS: ReadonlyArray<[RegExp, string]> = [
  [/ä/g, "ae"],
  [/ö/g, "oe"],
  [/ü/g, "ue"],
  [/ß/g, "ss"],
];

const SPECIAL_FOLDS: ReadonlyArray<[RegExp, string]> = [
  [/ß/g, "ss"],
  [/[æ]/g, "ae"],
  [/[œ]/g, "oe"],
  [/[ø]/g, "o"],
  [/[đð]/g, "d"],
  [/[ł]/g, "l"],
  [/[ı]/g, "i"],
  [/[þ]/g, "th"],
];

/**
 * Lower case, accents stripped, punctuation to single spaces, trimmed.
 * @example normalizeSearchText("  Beyoncé — Renaissance! ") // "beyonce renaissance"
 */
export function normalizeSearchText(text: string): string {
  // Decompose first, then lower-case and fold: compatibility forms decompose to capitals ("ℌ",
  // "𝐁") and to letters the folds know ("ǿ" → "ø" + accent). Found by the fuzz test: the old order
  // left capitals and changed on a second pass.
  let s = text.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase();
  for (const [re, to] of SPECIAL_FOLDS) s = s.replace(re, to);
  return s
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Every normalized form a name is found by: plain folding, and for German umlauts
 * also the ae/oe/ue spelling ('München' → 'munchen' and 'muenchen').
 * @example searchForms("München") // ["munchen", "muenchen"]
 */
export function searchForms(text: string): string[] {
  const plain = normalizeSearchText(text);
  let german = text.toLowerCase();
  for (const [re, to] of GERMAN_FOLDS) german = german.replace(re, to);
  const folded = normalizeSearchText(german);
  return folded === plain ? [plain] : [plain, folded];
}

/**
 * Trigrams of a normalized text, each word padded with a space in front
 * so that short words and word starts count.
 * @example trigrams("abba") // [" ab", "abb", "bba"]
 */
export function trigrams(normalized: string): string[] {
  const out = new Set<string>();
  for (const word of normalized.split(" ")) {
    if (!word) continue;
    const w = ` ${word}`;
    if (w.length < 3) {
      out.add(w.padEnd(3, " "));
      continue;
    }
    for (let i = 0; i + 3 <= w.length; i++) out.add(w.slice(i, i + 3));
  }
  return [...out];
}

/**
 * The exclusive upper bound of a prefix range: `name_norm >= p AND name_norm < prefixEnd(p)`.
 * @example prefixEnd("mun") // "muo"
 */
export function prefixEnd(prefix: string): string {
  if (prefix === "") return "\u{10FFFF}";
  const last = prefix.codePointAt(prefix.length - 1)!;
  return prefix.slice(0, prefix.length - 1) + String.fromCodePoint(last + 1);
}

/**
 * The slug of a name for addresses: folded like search text, words joined by '-', only
 * [a-z0-9-] kept (a name in a non-Latin script slugs to '' and needs a romanized form).
 * @example slugOf("Beyoncé — Renaissance!") // "beyonce-renaissance"
 */
export function slugOf(text: string): string {
  return normalizeSearchText(text)
    .replace(/[^a-z0-9 ]+/g, " ")
    .trim()
    .replace(/ +/g, "-");
}
