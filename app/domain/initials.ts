/**
 * The sidebar user's avatar text (spec §3 "Sidebar user: name, avatar (initials)"): the first
 * letters of the first and last words of the name, upper-cased in the site's locale.
 */

// A word's initial is its first letter or digit; leading marks such as quotes or brackets
// ("(Ann)", "'Tex'") and words without one (an emoji, a lone dash) are passed over.
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * The initials of `name`: first and last words' first letters (one word: its first letter),
 * upper-cased for `locale` (Turkish "i" → "İ"); "" when the name has no letter at all.
 * @example initialsOf("ada king lovelace", "en-GB") // "AL"
 */
export function initialsOf(name: string, locale: string): string {
  const initials = name
    .split(/\s+/u)
    .map(initialOf)
    .filter((initial): initial is string => initial !== null);
  if (initials.length === 0) return "";
  const picked = initials.length === 1 ? [initials[0]!] : [initials[0]!, initials[initials.length - 1]!];
  return picked.map((initial) => upperCase(initial, locale)).join("");
}

/** The first letter or digit of a word as a whole grapheme (a base letter with its accents), else null. */
function initialOf(word: string): string | null {
  for (const grapheme of graphemes(word)) {
    if (LETTER_OR_DIGIT.test(grapheme)) return grapheme;
  }
  return null;
}

function graphemes(word: string): Iterable<string> {
  // Intl.Segmenter keeps "E" + combining acute together; without it, code points are close enough.
  if (typeof Intl.Segmenter === "function") {
    return Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(word), (s) => s.segment);
  }
  return Array.from(word);
}

function upperCase(text: string, locale: string): string {
  try {
    return text.toLocaleUpperCase(locale);
  } catch {
    // A malformed locale tag must not break the header.
    return text.toUpperCase();
  }
}
