import { formatAddress } from "../domain/address";

export interface FormatOptions {
  currentLocale: string;
  defaultLocale: string;
  supportedLanguages: readonly string[];
}

/** Every navigation target goes through the address formatting (spec §2.1). */
export function formatLink(target: string, options: FormatOptions): string {
  return formatAddress(target, options);
}
