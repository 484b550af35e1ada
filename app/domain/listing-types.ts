// The shapes of sellers' listings and venue layouts (issue 25, "Tickets on the event page"), shared
// by the catalog's listing queries (lib), the event page's model (pages) and its components (the
// venue map, the price breakdown). Types only: the rules live beside them in domain/ modules.
// Money is always an integer in minor units of the event's currency (cents, pence; yen has none).

/** How a listing may be split (issue 25 item 1). */
export type SplitRule =
  /** any quantity from 1 up to what is left */
  | "any"
  /** only even quantities */
  | "pairs"
  /** all the tickets together or none */
  | "all"
  /** any quantity that does not leave exactly one ticket behind */
  | "no-single";

export type DeliveryMethod = "mobile-transfer" | "e-ticket" | "paper" | "venue-pickup";

export type ListingFeature = "aisle" | "restricted-view" | "accessible" | "parking";

/** What a venue's layout is made of (issue 25 item 2). */
export type LayoutKind = "arena" | "stadium" | "theatre" | "club";

/** A layout's rings or levels; a section belongs to one. */
export type Zone =
  | "floor"
  | "lower-bowl"
  | "upper-bowl"
  | "stalls"
  | "circle"
  | "balcony"
  | "general-admission";

/** One section of a venue's layout. */
export interface VenueSection {
  /** Short code shown on the map and the listing ("112", "A", "GA"). */
  code: string;
  zone: Zone;
  /** 1 is the best (closest, most central); ties allowed. */
  rank: number;
  capacity: number;
  /** Its place in its zone, 0-based, clockwise from the stage: where the map draws it. */
  position: number;
}

export interface VenueLayout {
  kind: LayoutKind;
  sections: VenueSection[];
}

/** A fee a listing carries, per ticket or per order. */
export interface ListingFee {
  kind: "service" | "fulfilment" | "facility";
  amount: number;
  per: "ticket" | "order";
  /** A fee the buyer cannot avoid by any choice: it belongs in an all-in price. */
  mandatory: boolean;
}

/** One seller's listing for one event. */
export interface Listing {
  id: number;
  eventId: number;
  section: Pick<VenueSection, "code" | "zone" | "rank">;
  row: string | null;
  /** e.g. "14–17"; null when the seller does not say. */
  seats: string | null;
  /** Tickets still on offer. */
  quantity: number;
  splitRule: SplitRule;
  /** The seller's price per ticket, before fees, in minor units of `currency`. */
  price: number;
  currency: string;
  fees: ListingFee[];
  delivery: DeliveryMethod;
  features: ListingFeature[];
  note: string | null;
}

/** A map section as the event page shows it for the chosen quantity. */
export interface SectionOffer {
  code: string;
  zone: Zone;
  /** Listings that can sell exactly the chosen quantity. */
  listingCount: number;
  /** The lowest per-ticket price shown to the fan (all-in where the store requires it); null when none. */
  lowestPrice: number | null;
}
