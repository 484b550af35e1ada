// The brand's link-preview card (public/og, drawn by scripts/images/brand-images.mjs): what
// og:image, twitter:image and an event's schema.org image point at. A module of its own so the
// pages' meta chunk carries only this.

/** The link-preview card of each brand name (public/og, 1200×630); any other name shows the first. */
const BRAND_CARDS: Readonly<Record<string, string>> = { Stagefront: "/og/stagefront.png", "Stagefront Tickets": "/og/stagefront-tickets.png" };
export const BRAND_CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * The path of a brand's link-preview card (og:image, twitter:image, an event's schema.org image).
 * @example brandCardPath("Stagefront Tickets") // "/og/stagefront-tickets.png"
 */
export function brandCardPath(brand: string): string {
  return BRAND_CARDS[brand] ?? BRAND_CARDS.Stagefront!;
}

