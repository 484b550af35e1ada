// Sample layouts and offers for the venue map's demo (/design-system) and tests: one per kind,
// with some sections sold out for the quantity, deterministic.
import type { LayoutKind, SectionOffer, VenueLayout, VenueSection, Zone } from "../../domain/listing-types";

function zone(zone: Zone, codes: readonly string[], rank: number, capacity: number): VenueSection[] {
  return codes.map((code, position) => ({ code, zone, rank, capacity, position }));
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

export const SAMPLE_LAYOUTS: Readonly<Record<LayoutKind, VenueLayout>> = {
  arena: {
    kind: "arena",
    sections: [...zone("floor", ["A", "B", "C"], 1, 600), ...zone("lower-bowl", range(101, 116), 2, 900), ...zone("upper-bowl", range(201, 220), 3, 1200)],
  },
  stadium: {
    kind: "stadium",
    sections: [...zone("floor", ["F1", "F2"], 1, 3000), ...zone("lower-bowl", range(101, 120), 2, 2000), ...zone("upper-bowl", range(301, 324), 3, 2500)],
  },
  theatre: {
    kind: "theatre",
    sections: [
      ...zone("stalls", ["SL", "SC", "SR"], 1, 400),
      ...zone("circle", ["CL", "CC", "CR"], 2, 300),
      ...zone("balcony", ["BL", "BC", "BR"], 3, 250),
    ],
  },
  club: { kind: "club", sections: zone("general-admission", ["GA"], 1, 800) },
};

/**
 * Offers for a layout: a price that falls with the rank and wanders by position, no tickets in
 * every fifth section. `base` in minor units.
 */
export function sampleOffers(layout: VenueLayout, base: number): SectionOffer[] {
  return layout.sections.map((section, i) => {
    const none = layout.sections.length > 1 && i % 5 === 3;
    return {
      code: section.code,
      zone: section.zone,
      listingCount: none ? 0 : 1 + ((i * 7) % 9),
      lowestPrice: none ? null : Math.round((base * (5 - section.rank)) / 2 + ((i * 37) % 11) * (base / 20)),
    };
  });
}
