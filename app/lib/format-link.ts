import { formatAddress } from "../domain/address";
import { localizeSeoPath } from "../domain/seo-slugs";

export interface FormatOptions {
  currentLocale: string;
  defaultLocale: string;
  supportedLanguages: readonly string[];
}

/**
 * Every navigation target goes through the address formatting (spec §2.1); a catalogue page's
 * SEO slug is written in the page's language first ("/entradas-adele/es/performer/7/"). The slug
 * is decoration: any slug reaches the same page, so old links keep working.
 */
export function formatLink(target: string, options: FormatOptions): string {
  return formatAddress(localizeSeoPath(target, options.currentLocale), options);
}
