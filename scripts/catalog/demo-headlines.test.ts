import { describe, expect, it } from "vitest";
import { prng } from "./demo-generator";
import { HEADLINE_LISTINGS, headlineEvents, headlineListingCount, type HeadlineCandidate } from "./demo-headlines";

const candidate = (over: Partial<HeadlineCandidate>): HeadlineCandidate => ({
  eventId: 1,
  country: "US",
  topCategoryId: 1,
  layout: "stadium",
  day: 30,
  popularity: 500_000,
  onSale: true,
  ...over,
});

describe("headlineEvents (issue 25's big event)", () => {
  it("takes the most popular on-sale arena or stadium event per country and top category", () => {
    expect(
      headlineEvents([
        candidate({ eventId: 1, popularity: 700_000 }),
        candidate({ eventId: 2, popularity: 900_000 }),
        candidate({ eventId: 3, topCategoryId: 28, layout: "arena", popularity: 100_000 }),
        candidate({ eventId: 4, country: "GB", popularity: 10 }),
      ]),
    ).toEqual([2, 3, 4]);
  });

  it.each([
    ["a sold-out event", { onSale: false }],
    ["a theatre", { layout: "theatre" as const }],
    ["a club", { layout: "club" as const }],
    ["a store outside the biggest markets", { country: "LU" }],
    ["an event in the first two weeks", { day: 13 }],
    ["an event more than 60 days out", { day: 61 }],
  ])("never picks %s, however popular", (_, over) => {
    expect(headlineEvents([candidate({ eventId: 1, popularity: 1 }), candidate({ eventId: 2, popularity: 1_000_000, ...over })])).toEqual([1]);
  });

  it("breaks a tie on popularity by the lower id", () => {
    expect(headlineEvents([candidate({ eventId: 9 }), candidate({ eventId: 5 }), candidate({ eventId: 7 })])).toEqual([5]);
  });

  it("counts 300 to 400 listings, the same for the same PRNG", () => {
    for (let seed = 0; seed < 200; seed++) {
      const n = headlineListingCount(prng(seed));
      expect(n).toBeGreaterThanOrEqual(HEADLINE_LISTINGS.min);
      expect(n).toBeLessThanOrEqual(HEADLINE_LISTINGS.max);
      expect(headlineListingCount(prng(seed))).toBe(n);
    }
  });
});
