import { render, screen, within } from "@testing-library/react";
import { forwardRef, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { EventList } from "./event-list";
import type { EventCardModel } from "./models";
import { shown, spoken } from "../../../tests/support/text-views";

// Remix's Link needs the Remix runtime; a plain anchor is what it renders anyway.
vi.mock("@remix-run/react", () => ({
  Link: forwardRef<HTMLAnchorElement, { to: string; children?: ReactNode; prefetch?: string }>(function Link(
    { to, prefetch: _prefetch, ...rest },
    ref,
  ) {
    return <a ref={ref} href={to} {...rest} />;
  }),
}));



function card(over: Partial<EventCardModel> = {}): EventCardModel {
  return {
    id: 1,
    name: "Taylor Swift",
    href: "/taylor-swift-tickets/event/1/",
    iso: "2026-11-27T01:00:00.000Z",
    dateText: "Thu, Nov 26, 2026",
    timeText: "8:00 PM",
    venueName: "New York City Arena",
    cityName: "New York City",
    priceText: "From $86",
    approximatePrice: null,
    soldOut: false,
    ...over,
  };
}

describe("EventList", () => {
  it("lists each event under the list's name, its name the one link of the card, at the heading level asked", () => {
    render(
      <EventList
        label="Upcoming events"
        headingLevel={4}
        events={[card(), card({ id: 2, name: "Bad Bunny", href: "/bad-bunny-tickets/event/2/" })]}
      />,
    );
    const items = within(screen.getByRole("list", { name: "Upcoming events" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getAllByRole("link")).toHaveLength(1);
    expect(within(items[1]!).getByRole("heading", { level: 4, name: "Bad Bunny" })).toBeTruthy();
    expect(within(items[1]!).getByRole("link").getAttribute("href")).toBe("/bad-bunny-tickets/event/2/");
  });

  it.each([
    ["en-US", "Thu, Nov 26, 2026", "8:00 PM"],
    ["de-DE", "Mi., 23. Dez. 2026", "20:00"],
    ["pt-BR", "qua., 23 de dez. de 2026", "20:00"],
  ])("keeps the date and time (%s) apart in one machine-readable <time>", (_locale, dateText, timeText) => {
    render(<EventList label="Upcoming events" events={[card({ dateText, timeText })]} />);
    const item = screen.getByRole("listitem");
    const times = item.querySelectorAll("time");
    expect(times).toHaveLength(1);
    expect(times[0]!.getAttribute("datetime")).toBe("2026-11-27T01:00:00.000Z");
    // Read as one run of text (screen reader, copy): never "20268:00 PM".
    expect(times[0]!.textContent).toBe(`${dateText} ${timeText}`);
  });

  it("says the place and the price, and marks a sold-out event", () => {
    render(<EventList label="Upcoming events" events={[card({ soldOut: true, priceText: "Sold out" })]} />);
    const item = screen.getByRole("listitem");
    expect(within(item).getByText("New York City Arena · New York City")).toBeTruthy();
    expect(within(item).getByText("Sold out").className).toContain("event-card__price--sold-out");
  });

  it("shows the price in the fan's currency beside the event's, marked approximate: '≈' on screen, 'about' for screen readers", () => {
    render(
      <EventList
        label="Upcoming events"
        events={[card({ priceText: "From €50", approximatePrice: { text: "≈\u00a0$53.53", label: "about $53.53" } })]}
      />,
    );
    const price = within(screen.getByRole("listitem")).getByText(/^From €50/);
    expect(shown(price)).toBe("From €50 (≈\u00a0$53.53)");
    expect(spoken(price)).toBe("From €50 (about $53.53)");
  });

  it("adds nothing beside the price when there is no conversion ('none', the event's own currency, no rate)", () => {
    render(<EventList label="Upcoming events" events={[card()]} />);
    const item = screen.getByRole("listitem");
    expect(within(item).getByText("From $86").textContent).toBe("From $86");
    expect(item.textContent).not.toMatch(/≈|about/);
  });

  it("carries the event's generated artwork, decorative (hidden from screen readers, no image role), fixed in size, the same for the same seed", () => {
    const artwork = { key: "title:taylor swift", motif: "concert" as const };
    render(<EventList label="Upcoming events" events={[card({ artwork }), card({ id: 2, artwork }), card({ id: 3 })]} />);
    const [first, second, third] = screen.getAllByRole("listitem");
    const art = first!.querySelector("svg")!;
    expect(art.getAttribute("aria-hidden")).toBe("true");
    expect([art.getAttribute("width"), art.getAttribute("height")]).toEqual(["72", "48"]);
    expect(within(first!).queryByRole("img")).toBeNull();
    expect(spoken(first!)).not.toMatch(/svg|image/i);
    expect(second!.querySelector("svg")!.outerHTML).toBe(art.outerHTML);
    expect(third!.querySelector("svg")).toBeNull();
  });
});
