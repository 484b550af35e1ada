// The venue map's shades (issue 25 item 5): sections grouped by their lowest price into a few
// bands, cheapest first, each band a shade the legend names with its price range.
import type { SectionOffer } from "./listing-types";

export interface PriceBand {
  /** 0 = the cheapest band. */
  index: number;
  /** The lowest and highest section price in the band (minor units). */
  min: number;
  max: number;
}

/** A section the map can act on: one with listings for the chosen quantity and a price. */
export function isActionable(offer: SectionOffer | undefined): offer is SectionOffer & { lowestPrice: number } {
  return offer !== undefined && offer.listingCount > 0 && offer.lowestPrice !== null;
}

/**
 * Up to `count` bands over the distinct lowest prices of the actionable offers, split by rank
 * (equal numbers of distinct prices per band, the cheaper bands taking the remainder), so one
 * very expensive section does not push every other one into the first shade.
 * @example priceBands([{ code: "A", zone: "floor", listingCount: 1, lowestPrice: 500 }], 4) // [{ index: 0, min: 500, max: 500 }]
 */
export function priceBands(offers: readonly SectionOffer[], count: number): PriceBand[] {
  const prices = [...new Set(offers.filter(isActionable).map((offer) => offer.lowestPrice))].sort((a, b) => a - b);
  const bands = Math.min(count, prices.length);
  const result: PriceBand[] = [];
  let start = 0;
  for (let index = 0; index < bands; index++) {
    const size = Math.floor(prices.length / bands) + (index < prices.length % bands ? 1 : 0);
    result.push({ index, min: prices[start]!, max: prices[start + size - 1]! });
    start += size;
  }
  return result;
}

/**
 * The band a price falls in (-1 when none holds it).
 * @example bandOf(priceBands(offers, 4), 8400)
 */
export function bandOf(bands: readonly PriceBand[], price: number): number {
  return bands.findIndex((band) => price >= band.min && price <= band.max);
}

/** Shades the map shows at most. */
export const MAP_PRICE_BANDS = 4;

/**
 * Every amount the venue map writes as text (each actionable section's lowest price; the legend's
 * bounds are among them): what its caller formats into `priceTexts`, keyed by the amount.
 * @example Object.fromEntries(mapPriceAmounts(offers).map((a) => [a, formatMoney(a, "EUR", locale)]))
 */
export function mapPriceAmounts(offers: readonly SectionOffer[]): number[] {
  return [...new Set(offers.filter(isActionable).map((offer) => offer.lowestPrice))].sort((a, b) => a - b);
}
