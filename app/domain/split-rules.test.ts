import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SplitRule } from "./listing-types";
import { canSell, isValidListingQuantity, smallestSellable } from "./split-rules";

const RULES: SplitRule[] = ["any", "pairs", "all", "no-single"];
const rule = fc.constantFrom(...RULES);
/** A listing the catalog accepts: 1–40 tickets, an even number under "pairs". */
const listing = fc
  .record({ rule, available: fc.integer({ min: 1, max: 40 }) })
  .filter(({ rule: r, available }) => isValidListingQuantity(r, available));

describe("split rules (issue 25 item 1)", () => {
  it("a listing is never offered in a quantity its rule forbids", () => {
    fc.assert(
      fc.property(listing, fc.integer({ min: -3, max: 45 }), ({ rule: r, available }, q) => {
        if (!canSell(r, available, q)) return;
        expect(q).toBeGreaterThanOrEqual(1);
        expect(q).toBeLessThanOrEqual(available);
        if (r === "pairs") expect(q % 2).toBe(0);
        if (r === "all") expect(q).toBe(available);
      }),
    );
  });

  it("no offer leaves a single seat where the rule says not to (no-single, and pairs)", () => {
    fc.assert(
      fc.property(listing, fc.integer({ min: 1, max: 40 }), ({ rule: r, available }, q) => {
        if (canSell(r, available, q) && (r === "no-single" || r === "pairs")) expect(available - q).not.toBe(1);
      }),
    );
  });

  it("every valid listing sells some quantity, and the smallest is one it can sell", () => {
    fc.assert(
      fc.property(listing, ({ rule: r, available }) => {
        const q = smallestSellable(r, available);
        expect(q).not.toBeNull();
        expect(canSell(r, available, q!)).toBe(true);
        for (let smaller = 1; smaller < q!; smaller++) expect(canSell(r, available, smaller)).toBe(false);
      }),
    );
  });

  it("any sells every quantity up to what is left; all only everything", () => {
    expect([1, 2, 3, 4, 5].filter((q) => canSell("any", 4, q))).toEqual([1, 2, 3, 4]);
    expect([1, 2, 3, 4].filter((q) => canSell("all", 4, q))).toEqual([4]);
    expect([1, 2, 3, 4].filter((q) => canSell("no-single", 4, q))).toEqual([1, 2, 4]);
    expect([1, 2, 3, 4, 5, 6].filter((q) => canSell("pairs", 6, q))).toEqual([2, 4, 6]);
    expect(smallestSellable("no-single", 2)).toBe(2);
    expect(isValidListingQuantity("pairs", 3)).toBe(false);
  });
});
