import { render, screen, within } from "@testing-library/react";
import { forwardRef, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { EventPage } from "./event-page";
import { LISTING_LABELS as L } from "./listing-labels";
import type { EventPageModel } from "./page-models";
import { spoken } from "../../../tests/support/text-views";

// Remix's Link needs the Remix runtime; a plain anchor is what it renders anyway.
vi.mock("@remix-run/react", () => ({
  Link: forwardRef<HTMLAnchorElement, { to: string; children?: ReactNode }>(function Link({ to, ...rest }, ref) {
    return <a ref={ref} href={to} {...rest} />;
  }),
}));

function model(over: Partial<EventPageModel> = {}): EventPageModel {
  return {
    kind: "event",
    meta: { title: "t", description: "d", canonical: "https://example.test/taylor-swift-tickets/event/1/" },
    breadcrumbs: [{ label: "Home", href: "/" }],
    name: "Taylor Swift",
    iso: "2026-11-27T01:00:00.000Z",
    dateText: "Thu, Nov 26, 2026",
    timeText: "8:00 PM EST",
    ended: false,
    venue: { label: "New York City Arena", href: "/new-york-city-arena-tickets/venue/1/" },
    city: { label: "New York City", href: "/new-york-city/geography/1/" },
    performers: [{ label: "Taylor Swift", href: "/taylor-swift-tickets/performer/1/" }],
    availabilityText: "270 tickets available",
    offer: { priceText: "$86", approximatePrice: null, ratesNote: null },
    soldOut: false,
    moreLinks: [],
    sell: { label: "Sell tickets for this event", href: "/sell/taylor-swift-tickets/event/1/" },
    artwork: { key: "performer:1", motif: "concert" },
    tickets: null,
    listing: null,
    ...over,
  };
}


/** The definition of a fact, found by its term. */
function fact(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: "dt" });
  return dt.nextElementSibling as HTMLElement;
}

describe("EventPage", () => {
  it("says the date once: weekday, date and the venue's local time with its zone, as a machine-readable <time>", () => {
    const { container } = render(<EventPage model={model()} locale="en-US" />);
    const times = container.querySelectorAll("time");
    expect(times).toHaveLength(1);
    expect(times[0]!.getAttribute("datetime")).toBe("2026-11-27T01:00:00.000Z");
    expect(times[0]!.textContent).toBe("Thu, Nov 26, 2026, 8:00 PM EST");
    expect(fact(L.when).contains(times[0]!)).toBe(true);
    expect(container.textContent!.split("Nov 26, 2026")).toHaveLength(2);
  });

  it("puts the name as the page's only level-1 heading and the venue and city as links", () => {
    render(<EventPage model={model()} locale="en-US" />);
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Taylor Swift"]);
    const where = fact(L.where);
    expect(within(where).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "/new-york-city-arena-tickets/venue/1/",
      "/new-york-city/geography/1/",
    ]);
  });

  it("notes beside the date that a past event has ended", () => {
    render(<EventPage model={model({ ended: true, availabilityText: L.notOnSale, soldOut: true })} locale="en-US" />);
    expect(within(fact(L.when)).getByText(L.ended)).toBeTruthy();
    expect(screen.getAllByText(L.ended)).toHaveLength(1);
    expect(within(fact(L.availability)).getByText(L.notOnSale)).toBeTruthy();
  });

  it("shows the lowest price with its approximate amount in the fan's currency: '≈' on screen, 'about' for screen readers", () => {
    const ratesNote = "Approximate amounts (≈) in your chosen currency use the European Central Bank’s reference rates of June 28, 2024.";
    render(<EventPage model={model({ offer: { priceText: "€50", approximatePrice: { text: "≈\u00a0$53.53", label: "about $53.53" }, ratesNote } })} locale="en-US" />);
    const offer = screen.getByRole("complementary", { name: L.priceFrom });
    expect(within(offer).getByText("€50")).toBeTruthy();
    const approx = within(offer).getByText("(≈ $53.53)");
    expect(approx.closest("[aria-hidden='true']")).toBe(approx);
    expect(spoken(offer)).toMatch(/€50\s*\(about \$53\.53\)/);
    expect(spoken(offer).replace(ratesNote, "")).not.toContain("≈");
    // Where the approximate amount is explained: the rates and their date.
    expect(within(offer).getByText(ratesNote)).toBeTruthy();
  });

  it("claims no price for a sold-out event: the offer says 'Sold out', with no 'Prices from' and no amount", () => {
    render(<EventPage model={model({ availabilityText: L.soldOut, offer: null, soldOut: true })} locale="en-US" />);
    expect(screen.queryByRole("complementary", { name: L.priceFrom })).toBeNull();
    const offer = screen.getByRole("complementary", { name: L.availability });
    expect(within(offer).getByText(L.soldOut)).toBeTruthy();
    expect(document.body.textContent).not.toContain(L.priceFrom);
    expect(document.body.textContent).not.toContain("$86");
    // The way to sell tickets for it stays.
    expect(within(offer).getByRole("link", { name: "Sell tickets for this event" })).toBeTruthy();
  });

  it("shows the price alone when there is nothing to convert", () => {
    render(<EventPage model={model()} locale="en-US" />);
    const offer = screen.getByRole("complementary", { name: L.priceFrom });
    expect(spoken(offer)).not.toMatch(/about|≈/);
  });
});
