import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ALL_IN_REQUIRED_COUNTRIES,
  isPriceDisplayModeAllowed,
  listingPrice,
  PRICE_DISPLAY_MODES,
  type PriceDisplayMode,
} from "./all-in-price";
import type { Listing, ListingFee } from "./listing-types";
import { defaultStoreConfig, parseStoreConfig, priceDisplayOf } from "./store-config";
import { STORE_IDS, STORES, type StoreId } from "./stores";

const fee = (kind: ListingFee["kind"], amount: number, per: ListingFee["per"], mandatory = true): ListingFee => ({ kind, amount, per, mandatory });
const listing = (price: number, currency: string, fees: ListingFee[]): Pick<Listing, "price" | "currency" | "fees"> => ({ price, currency, fees });

describe("listingPrice, all-in, per store currency in minor units", () => {
  // store, currency, price, fees, quantity → per ticket, total
  it.each([
    // US: $86.00 + $12.50 service per ticket + $4.95 order fulfilment, 2 tickets
    [1, "USD", 8600, [fee("service", 1250, "ticket"), fee("fulfilment", 495, "order")], 2, 8600 + 1250 + 247, (8600 + 1250 + 247) * 2],
    // DE: 84,00 € + 9,90 € service per ticket, 4 tickets, 2,50 € facility per order (62.5 → 62 each)
    [3, "EUR", 8400, [fee("service", 990, "ticket"), fee("facility", 250, "order")], 4, 8400 + 990 + 62, (8400 + 990 + 62) * 4],
    // GB: £45 with a £3 order fee over 3 tickets: exactly £1 each
    [2, "GBP", 4500, [fee("service", 300, "order")], 3, 4600, 13800],
    // JP: zero-decimal yen: ¥9,800 + ¥1,100 per ticket + ¥550 order fee over 3 → 183 each
    [22, "JPY", 9800, [fee("service", 1100, "ticket"), fee("fulfilment", 550, "order")], 3, 9800 + 1100 + 183, (9800 + 1100 + 183) * 3],
    // KR: zero-decimal won, one ticket: the whole order fee sits in it
    [23, "KRW", 132000, [fee("service", 2000, "order")], 1, 134000, 134000],
    // an optional fee (paper delivery) is in neither figure
    [3, "EUR", 5000, [fee("fulfilment", 800, "order", false), fee("service", 500, "ticket")], 2, 5500, 11000],
  ] as const)("store %i (%s): %i + fees × %#", (storeId, currency, price, fees, quantity, perTicket, total) => {
    const config = defaultStoreConfig(storeId as StoreId);
    expect(config.defaultCurrency).toBe(currency);
    const result = listingPrice(listing(price, currency, [...fees]), quantity, priceDisplayOf(config));
    expect(result).toMatchObject({ mode: "all-in", currency, quantity, perTicket, total });
  });

  it("lists the seller's price, then each mandatory fee per ticket and per order, and the optional ones apart", () => {
    const paper = fee("fulfilment", 800, "order", false);
    const result = listingPrice(listing(8400, "EUR", [fee("service", 990, "ticket"), fee("facility", 250, "order"), paper]), 4, "all-in");
    expect(result.lines).toEqual([
      { kind: "price", per: "ticket", perTicket: 8400, total: 33600 },
      { kind: "service", per: "ticket", perTicket: 990, total: 3960 },
      { kind: "facility", per: "order", perTicket: 62, total: 248 },
    ]);
    expect(result.optionalFees).toEqual([paper]);
  });
});

describe("listingPrice, itemised", () => {
  it("shows the seller's price per ticket and counts every mandatory fee, unspread, in the total", () => {
    const result = listingPrice(listing(9800, "JPY", [fee("service", 1100, "ticket"), fee("fulfilment", 550, "order")]), 3, "itemised");
    expect(result.perTicket).toBe(9800);
    expect(result.total).toBe(9800 * 3 + 1100 * 3 + 550);
    expect(result.lines.at(-1)).toEqual({ kind: "fulfilment", per: "order", perTicket: 0, total: 550 });
  });
});

describe("listingPrice refuses what is not money in minor units", () => {
  it.each([0, -1, 1.5, Number.NaN])("quantity %s", (quantity) => {
    expect(() => listingPrice(listing(100, "USD", []), quantity, "all-in")).toThrow(RangeError);
  });
  it.each([12.5, -1])("amount %s", (amount) => {
    expect(() => listingPrice(listing(amount, "USD", []), 1, "all-in")).toThrow(RangeError);
    expect(() => listingPrice(listing(100, "USD", [fee("service", amount, "order")]), 1, "all-in")).toThrow(RangeError);
  });
});

const feeArb = fc.record({
  kind: fc.constantFrom<ListingFee["kind"]>("service", "fulfilment", "facility"),
  amount: fc.integer({ min: 0, max: 5_000_000 }),
  per: fc.constantFrom<ListingFee["per"]>("ticket", "order"),
  mandatory: fc.boolean(),
});
const listingArb = fc.record({
  price: fc.integer({ min: 0, max: 50_000_000 }),
  currency: fc.constantFrom("USD", "EUR", "JPY", "KRW", "GBP"),
  fees: fc.array(feeArb, { maxLength: 5 }),
});
const quantityArb = fc.integer({ min: 1, max: 40 });
const mandatoryTotal = (fees: ListingFee[], quantity: number) =>
  fees.filter((f) => f.mandatory).reduce((sum, f) => sum + (f.per === "ticket" ? f.amount * quantity : f.amount), 0);

describe("listingPrice properties", () => {
  it("all-in: per ticket × quantity is the total, the lines add up to it, and every figure is an integer", () => {
    fc.assert(
      fc.property(listingArb, quantityArb, (l, quantity) => {
        const result = listingPrice(l, quantity, "all-in");
        expect(result.perTicket * quantity).toBe(result.total);
        expect(result.lines.reduce((s, line) => s + line.total, 0)).toBe(result.total);
        expect(result.lines.reduce((s, line) => s + line.perTicket, 0)).toBe(result.perTicket);
        for (const n of [result.perTicket, result.total, ...result.lines.flatMap((line) => [line.perTicket, line.total])]) {
          expect(Number.isSafeInteger(n)).toBe(true);
        }
      }),
    );
  });

  it("all-in: the fan never pays more than the price and mandatory fees, and less by under one minor unit per ticket per order fee", () => {
    fc.assert(
      fc.property(listingArb, quantityArb, (l, quantity) => {
        const exact = l.price * quantity + mandatoryTotal(l.fees, quantity);
        const orderFees = l.fees.filter((f) => f.mandatory && f.per === "order").length;
        const { total } = listingPrice(l, quantity, "all-in");
        expect(total).toBeLessThanOrEqual(exact);
        expect(exact - total).toBeLessThanOrEqual(orderFees * (quantity - 1));
      }),
    );
  });

  it("itemised: the total is exactly the price and mandatory fees; optional fees are never counted", () => {
    fc.assert(
      fc.property(listingArb, quantityArb, (l, quantity) => {
        const result = listingPrice(l, quantity, "itemised");
        expect(result.total).toBe(l.price * quantity + mandatoryTotal(l.fees, quantity));
        expect(result.perTicket).toBe(l.price);
        expect(result.optionalFees).toEqual(l.fees.filter((f) => !f.mandatory));
      }),
    );
  });

  it("the all-in per-ticket price is never below the seller's price and holds every per-ticket mandatory fee", () => {
    fc.assert(
      fc.property(listingArb, quantityArb, (l, quantity) => {
        const perTicketFees = l.fees.filter((f) => f.mandatory && f.per === "ticket").reduce((s, f) => s + f.amount, 0);
        expect(listingPrice(l, quantity, "all-in").perTicket).toBeGreaterThanOrEqual(l.price + perTicketFees);
      }),
    );
  });
});

describe("price display mode in the store configuration", () => {
  it.each(STORE_IDS.map((id) => [id, STORES[id].siteCountry] as const))("store %i (%s) defaults to all-in", (storeId) => {
    expect(priceDisplayOf(defaultStoreConfig(storeId))).toBe("all-in");
  });

  it("a document written before the field shows the country's default", () => {
    const { priceDisplay: _, ...old } = defaultStoreConfig(22);
    const result = parseStoreConfig(old, 22);
    expect(result.ok && priceDisplayOf(result.config)).toBe("all-in");
  });

  it.each(STORE_IDS.map((id) => [id, STORES[id].siteCountry] as const))("store %i (%s): itemised only where the law allows it", (storeId, country) => {
    const result = parseStoreConfig({ ...defaultStoreConfig(storeId), priceDisplay: "itemised" }, storeId);
    expect(result.ok).toBe(!ALL_IN_REQUIRED_COUNTRIES.has(country));
    if (!result.ok) expect(result.errors.join("\n")).toContain("priceDisplay");
  });

  it("refuses an unknown mode, naming the field", () => {
    const result = parseStoreConfig({ ...defaultStoreConfig(1), priceDisplay: "base-price" }, 1);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.join("\n")).toContain("priceDisplay");
  });

  it("every mode is allowed somewhere, and all-in everywhere", () => {
    for (const mode of PRICE_DISPLAY_MODES as readonly PriceDisplayMode[]) {
      expect(STORE_IDS.some((id) => isPriceDisplayModeAllowed(STORES[id].siteCountry, mode))).toBe(true);
    }
    expect(STORE_IDS.every((id) => isPriceDisplayModeAllowed(STORES[id].siteCountry, "all-in"))).toBe(true);
  });
});
