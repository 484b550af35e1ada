import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { LayoutKind, SectionOffer, VenueLayout } from "../../domain/listing-types";
import { mapPriceAmounts } from "../../domain/price-bands";
import { VENUE_MAP_LABELS, type VenueMapWords } from "./ticket-labels";
import { VenueMap, type VenueMapProps } from "./venue-map";
import { SAMPLE_LAYOUTS, sampleOffers } from "./venue-map-samples";

const words = VENUE_MAP_LABELS as unknown as VenueMapWords;
const euros = (amount: number) => `€${amount / 100}`;
const texts = (offers: readonly SectionOffer[]) => Object.fromEntries(mapPriceAmounts(offers).map((a) => [a, euros(a)]));

function renderMap(layout: VenueLayout, offers: SectionOffer[], over: Partial<VenueMapProps> = {}) {
  return render(
    <VenueMap layout={layout} offers={offers} priceTexts={texts(offers)} words={words} locale="en-US" hrefFor={(code) => `/event/1/?section=${code}`} {...over} />,
  );
}

const map = () => screen.getByRole("group", { name: "Seating map" });

const arena: VenueLayout = {
  kind: "arena",
  sections: [
    { code: "A", zone: "floor", rank: 1, capacity: 500, position: 0 },
    { code: "112", zone: "lower-bowl", rank: 2, capacity: 800, position: 1 },
    { code: "111", zone: "lower-bowl", rank: 2, capacity: 800, position: 0 },
    { code: "201", zone: "upper-bowl", rank: 3, capacity: 900, position: 0 },
  ],
};
const arenaOffers: SectionOffer[] = [
  { code: "A", zone: "floor", listingCount: 1, lowestPrice: 24000 },
  { code: "112", zone: "lower-bowl", listingCount: 6, lowestPrice: 8400 },
  { code: "111", zone: "lower-bowl", listingCount: 0, lowestPrice: null },
  // no offer for 201 at all
];

describe("VenueMap", () => {
  it("names each section with tickets after its code, lowest price and listing count, as a link to its filter", () => {
    renderMap(arena, arenaOffers);
    const links = within(map()).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("aria-label"))).toEqual(["Section A, from €240, 1 listing", "Section 112, from €84, 6 listings"]);
    expect(screen.getByRole("link", { name: "Section 112, from €84, 6 listings" }).getAttribute("href")).toBe("/event/1/?section=112");
  });

  it("greys sections without tickets for the quantity: named, but neither links nor focusable", () => {
    renderMap(arena, arenaOffers);
    for (const code of ["111", "201"]) {
      const grey = within(map()).getByRole("img", { name: `Section ${code}, no tickets` });
      expect(grey.closest("a")).toBeNull();
      expect(grey.getAttribute("tabindex")).toBeNull();
    }
    expect(within(screen.getByRole("list", { name: "Lowest price per ticket" })).getAllByRole("listitem").at(-1)?.textContent).toBe("No tickets");
  });

  it("Tab visits the sections with tickets in map order (floor, then each ring by position), skipping grey ones", async () => {
    const user = userEvent.setup();
    renderMap(arena, [...arenaOffers.slice(0, 2), { code: "201", zone: "upper-bowl", listingCount: 2, lowestPrice: 5000 }]);
    const order: string[] = [];
    for (let i = 0; i < 3; i++) {
      await user.tab();
      order.push(document.activeElement?.getAttribute("aria-label") ?? "");
    }
    expect(order).toEqual(["Section A, from €240, 1 listing", "Section 112, from €84, 6 listings", "Section 201, from €50, 2 listings"]);
    await user.tab();
    expect(map().contains(document.activeElement)).toBe(false);
  });

  it("tells the listing list which section is under focus or the pointer, and when none is", async () => {
    const user = userEvent.setup();
    const onHighlight = vi.fn();
    renderMap(arena, arenaOffers, { onHighlight });
    await user.tab();
    await user.tab();
    expect(onHighlight).toHaveBeenLastCalledWith("112");
    await user.tab();
    expect(onHighlight).toHaveBeenLastCalledWith(null);
    await user.hover(screen.getByRole("link", { name: /^Section A,/ }));
    expect(onHighlight).toHaveBeenLastCalledWith("A");
    await user.unhover(screen.getByRole("link", { name: /^Section A,/ }));
    expect(onHighlight).toHaveBeenLastCalledWith(null);
  });

  it("keys each section link on its code, as the listing rows are (the highlight rules); grey sections not", () => {
    renderMap(arena, arenaOffers);
    expect(within(map()).getAllByRole("link").map((link) => link.getAttribute("data-section"))).toEqual(["A", "112"]);
    expect(map().querySelectorAll("[data-section]")).toHaveLength(2);
  });

  it("marks the section the listings are filtered to", () => {
    renderMap(arena, arenaOffers, { selected: "112" });
    expect(screen.getByRole("link", { name: /^Section 112,/ }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("link", { name: /^Section A,/ }).getAttribute("aria-current")).toBeNull();
  });

  it("shades by lowest price and names each shade's range in the legend, cheapest first", () => {
    const offers: SectionOffer[] = ["A", "111", "112", "201"].map((code, i) => ({ code, zone: "lower-bowl", listingCount: 1, lowestPrice: [5000, 6000, 9000, 12000][i]! }));
    renderMap(arena, offers);
    const legend = within(screen.getByRole("list", { name: "Lowest price per ticket" })).getAllByRole("listitem");
    expect(legend.map((item) => item.textContent)).toEqual(["€50", "€60", "€90", "€120"]);
    const fills = ["A", "111", "112", "201"].map((code) => screen.getByRole("link", { name: new RegExp(`^Section ${code},`) }).querySelector("path")!.getAttribute("fill"));
    expect(new Set(fills).size).toBe(4);
  });

  it("uses the page's plural rules for the listing count", () => {
    const pl = { ...words, section: "Sektor {code}, od {price}, {listings}", listings: { one: "{count} oferta", few: "{count} oferty", many: "{count} ofert", other: "{count} oferty" } };
    renderMap(arena, [{ code: "112", zone: "lower-bowl", listingCount: 5, lowestPrice: 8400 }, { code: "A", zone: "floor", listingCount: 3, lowestPrice: 9000 }], { words: pl, locale: "pl-PL" });
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("aria-label"))).toEqual(["Sektor A, od €90, 3 oferty", "Sektor 112, od €84, 5 ofert"]);
  });

  it.each(Object.keys(SAMPLE_LAYOUTS) as LayoutKind[])("%s: draws every layout section once, agreeing with the offers' counts and prices", (kind) => {
    const layout = SAMPLE_LAYOUTS[kind];
    const offers = sampleOffers(layout, 4000);
    renderMap(layout, offers);
    const drawn = [...within(map()).getAllByRole("link"), ...within(map()).queryAllByRole("img")].map((el) => el.getAttribute("aria-label")!);
    expect(drawn).toHaveLength(layout.sections.length);
    const expected = offers.map((offer) =>
      offer.listingCount > 0 && offer.lowestPrice !== null
        ? `Section ${offer.code}, from ${euros(offer.lowestPrice)}, ${offer.listingCount} ${offer.listingCount === 1 ? "listing" : "listings"}`
        : `Section ${offer.code}, no tickets`,
    );
    expect(drawn.sort()).toEqual(expected.sort());
  });
});
