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

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the reader's language (Intl has every store locale in workerd). */
export function countryName(countryCode: string, language: string): string {
  let names = regionNames.get(language);
  if (!names) {
    try {
      names = new Intl.DisplayNames([language, "en"], { type: "region", fallback: "code" });
    } catch {
      names = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
    }
    if (regionNames.size < 64) regionNames.set(language, names);
  }
  return names.of(countryCode) ?? countryCode;
}
