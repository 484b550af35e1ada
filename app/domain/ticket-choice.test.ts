import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseTicketChoice, ticketQuery, type TicketChoice } from "./ticket-choice";

describe("the event page's ticket choice in the address (issue 25; ADR 026)", () => {
  it("reads quantity, sort, filters, page and listing", () => {
    expect(parseTicketChoice("?qty=2&sort=best-seats&min=50&max=150&zone=floor&zone=upper-bowl&section=101,102&feature=parking,aisle&page=3&listing=77")).toEqual({
      quantity: 2,
      sort: "best-seats",
      minPrice: 50,
      maxPrice: 150,
      zones: ["floor", "upper-bowl"],
      sections: ["101", "102"],
      features: ["aisle", "parking"],
      page: 2,
      listingId: 77,
    });
  });

  it.each(["?qty=0", "?qty=11", "?qty=two", "?qty=2&qty=3", "?qty=-1", "?qty=1.5"])("falls back to no quantity for %s", (search) => {
    expect(parseTicketChoice(search).quantity).toBeNull();
  });

  it("falls back to defaults for broken values, never throws", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        const search = `?qty=${encodeURIComponent(a)}&sort=${encodeURIComponent(b)}&zone=${encodeURIComponent(c)}&page=${encodeURIComponent(b)}&listing=${encodeURIComponent(c)}&min=${encodeURIComponent(a)}`;
        const choice = parseTicketChoice(search);
        expect(["price-asc", "price-desc", "best-seats", "best-value"]).toContain(choice.sort);
        expect(choice.page).toBeGreaterThanOrEqual(0);
      }),
    );
    expect(parseTicketChoice("?sort=cheapest&page=0&listing=0&zone=moon&section=%3Cscript%3E").sort).toBe("price-asc");
    expect(parseTicketChoice("?min=200&max=100")).toMatchObject({ minPrice: 100, maxPrice: 200 });
  });

  it("writes one address per choice, which reads back as the same choice", () => {
    const choice: TicketChoice = parseTicketChoice("?feature=aisle&qty=4&zone=floor&sort=best-value&page=2");
    expect(ticketQuery(choice, { page: choice.page })).toBe("?qty=4&sort=best-value&zone=floor&feature=aisle&page=2");
    expect(parseTicketChoice(ticketQuery(choice, { page: choice.page }))).toEqual(choice);
    // A new sort starts at page 1; the quantity is kept (the page remembers it through its links).
    expect(ticketQuery(choice, { sort: "price-desc" })).toBe("?qty=4&sort=price-desc&zone=floor&feature=aisle");
    expect(ticketQuery(parseTicketChoice(""))).toBe("");
  });
});
