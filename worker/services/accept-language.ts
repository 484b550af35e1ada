const TAG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

/**
 * The reader's preferred language tag from Accept-Language (highest q first), or
 * the fallback. Lenient by design: browsers send long lists; junk is skipped, never an error.
 */
export function preferredLanguage(header: string | null | undefined, fallback: string): string {
  if (!header || header.length > 1000) return fallback;
  const candidates = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([01](?:\.\d{1,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((c) => TAG.test(c.tag) && c.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return candidates[0]?.tag ?? fallback;
}

/**
 * A language tag in its canonical form ("zh-hk" → "zh-HK"), or the fallback when Intl refuses it.
 * @example canonicalLocale("EN-gb", "en-US") // "en-GB"
 */
export function canonicalLocale(tag: string, fallback: string): string {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * The reader's language for place names (location search, suggest): the Accept-Language header's
 * first tag in canonical form, else the fallback (the store's default locale). The whole tag:
 * Hong Kong's and Taiwan's Chinese name places unlike the mainland's (zh-HK 香港, 台灣).
 * @example readerLanguage("zh-hk,en;q=0.5", "en-US") // "zh-HK"
 */
export function readerLanguage(header: string | null | undefined, fallback: string): string {
  return canonicalLocale(preferredLanguage(header, fallback), fallback);
}

/** A country's name in the reader's language (Intl has every store locale in workerd). */
export { countryName } from "../../app/domain/country-names";
