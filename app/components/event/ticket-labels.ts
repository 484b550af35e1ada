// The English words of the event page's venue map and price breakdown (issue 25): the source of
// the `listing` namespace's `venueMap.*` and `priceBreakdown.*` keys. Loaders read them in the
// page's language as `ctx.words.venueMap` and `ctx.words.priceBreakdown` (app/lib/i18n.server.ts)
// and pass them to the components as props; `{name}` placeholders, counted texts as PluralForms.
import type { LayoutKind, Zone } from "../../domain/listing-types";
import type { PluralForms } from "../../domain/plural";

export const VENUE_MAP_LABELS = {
  /** The map's accessible name and visible heading. */
  title: "Seating map",
  hint: "Choose a section to see its tickets.",
  /** An actionable section's link: "Section 112, from €84, 6 listings". */
  section: "Section {code}, from {price}, {listings}",
  /** A section with nothing for the chosen quantity (not a link). */
  sectionNoTickets: "Section {code}, no tickets",
  listings: { one: "{count} listing", other: "{count} listings" },
  legend: "Lowest price per ticket",
  legendNone: "No tickets",
  /** A shade's price range in the legend. */
  band: "{min} to {max}",
  stage: "Stage",
  pitch: "Pitch",
  zone: {
    floor: "Floor",
    "lower-bowl": "Lower bowl",
    "upper-bowl": "Upper bowl",
    stalls: "Stalls",
    circle: "Circle",
    balcony: "Balcony",
    "general-admission": "General admission",
  } satisfies Record<Zone, string>,
  kind: { arena: "Arena", stadium: "Stadium", theatre: "Theatre", club: "Club" } satisfies Record<LayoutKind, string>,
} as const;

export const PRICE_BREAKDOWN_LABELS = {
  heading: "Price breakdown",
  /** The disclosure that opens the breakdown (one click away from every price). */
  show: "Show the price breakdown",
  ticketPrice: "Ticket price",
  fee: { service: "Service fee", fulfilment: "Delivery fee", facility: "Venue facility fee" },
  perTicket: "{amount} per ticket",
  perOrder: "{amount} per order",
  total: "Total",
  totalFor: { one: "Total for {count} ticket", other: "Total for {count} tickets" },
  /** Under an all-in price. */
  allIn: "Includes all mandatory fees",
  /** Beside an itemised price: "€84 plus fees". */
  plusFees: "{amount} plus fees",
  optional: "Optional, not included",
} as const;

/** The words as a page's language has them (plural forms stay tables). */
type Shaped<T> = { -readonly [K in keyof T]: T[K] extends string ? string : T[K] extends { other: string } ? PluralForms : Shaped<T[K]> };
export type VenueMapWords = Shaped<typeof VENUE_MAP_LABELS>;
export type PriceBreakdownWords = Shaped<typeof PRICE_BREAKDOWN_LABELS>;
