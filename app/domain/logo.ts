import type { PageId } from "./address";

/** The tag line of the logo's alt text; the brand name is put in front of it. */
export const LOGO_TAGLINE = "Where Fans Buy & Sell Tickets";

/**
 * Heading level of the header logo: 1 on the home page (any language home path), else 2 (spec §2.5).
 * @example logoHeadingLevel("home") // 1
 */
export function logoHeadingLevel(pageId: PageId | null): 1 | 2 {
  return pageId === "home" ? 1 : 2;
}

/**
 * The logo's alt text with the store's brand substituted (spec §9).
 * @example logoAltText("Stagefront") // "Stagefront: Where Fans Buy & Sell Tickets"
 */
export function logoAltText(brandName: string, tagline: string = LOGO_TAGLINE): string {
  return `${brandName}: ${tagline}`;
}
