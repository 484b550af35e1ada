// The page models the storefront page's loader builds (app/pages/listing/) and its
// components render: finished words and addresses.
import type { ApproximateAmount } from "../../domain/currency";
import type { Alternate } from "../../domain/hreflang";
import type { LocationFilterProps } from "./location-filter";
import type { EventCardModel, PageLinksModel } from "../event-list/models";
import type { ArtworkSeed } from "../../domain/artwork";

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute, with the trailing slash, without tracking parameters. */
  canonical: string;
  /** The same page on each store in its own languages, and x-default (first pages of lists, events). */
  alternates?: readonly Alternate[];
}

export interface LinkModel {
  label: string;
  href: string;
}

/** Home, browse and search pages: a heading and a paged list of upcoming events. */
export interface ListingPageModel {
  kind: "listing";
  pageId: "home" | "browse" | "search";
  meta: PageMeta;
  /** Level 1, except on home where the logo is the level-1 heading (spec §2.5). */
  headingLevel: 1 | 2;
  heading: string;
  /** What kind of page this is ("Venue", "City"...), above the heading. */
  eyebrow: string | null;
  /** A line under the heading (the venue's city, the parent category...). */
  context: string | null;
  /** Category chips (home). */
  categories: LinkModel[];
  categoriesLabel: string;
  /** Matched performers (search). */
  performers: LinkModel[];
  performersLabel: string;
  /** The filter bar's place is kept on these pages (spec §2.5). */
  filterBar: boolean;
  /** The 'where' filter of the bar (every filter-bar page). */
  locationFilter: LocationFilterModel | null;
  /** The 'when' filter of the bar, when the page and the store offer it. */
  dateFilter: DateFilterModel | null;
  eventsHeading: string;
  events: EventCardModel[];
  /** Shown when there are no events (or no term). */
  emptyText: string;
  pagination: PageLinksModel | null;
  /** The cities page: cities with upcoming events, a table per country, in place of the events. */
  cityTables?: CityTablesModel | null;
  /** How the '≈' amounts beside prices were converted (the rates and their date); null: none shown. */
  ratesNote?: string | null;
}

/** Cities with their counts of upcoming events: the store's country first, then the others. */
export interface CityTablesModel {
  /** The column headings: the city, its upcoming events. */
  cityHeading: string;
  countHeading: string;
  tables: Array<{ caption: string; rows: Array<LinkModel & { count: string }> }>;
}

export interface EventPageModel {
  kind: "event";
  meta: PageMeta;
  breadcrumbs: LinkModel[];
  name: string;
  iso: string;
  dateText: string;
  timeText: string;
  ended: boolean;
  venue: LinkModel;
  city: LinkModel;
  performers: LinkModel[];
  availabilityText: string;
  /** The lowest price on sale; null when nothing is (sold out, or ended): no price is claimed then. */
  offer: EventOfferModel | null;
  soldOut: boolean;
  moreLinks: LinkModel[];
  sell: LinkModel;
  /** The generated artwork's seed (app/domain/artwork.ts). */
  artwork: ArtworkSeed;
  /** Sellers' listings for a quantity (issue 25); null when nothing is on sale. */
  tickets: TicketsModel | null;
  /** The listing the address opens (`?listing=`), in place of the list; null for the list. */
  listing: ListingDetailModel | null;
  /** schema.org JSON-LD of the event (pages/shared/structured-data.server.ts). */
  structuredData?: Record<string, unknown>[];
}

/** A GET form field kept as a hidden input (the rest of the choice, when one part changes). */
export type HiddenField = [name: string, value: string];

/** The event page's tickets (issue 25 items 3–5): quantity first, then sort, filters, sections and listings. */
export interface TicketsModel {
  heading: string;
  /** The page's own path (the forms' action). */
  action: string;
  quantity: {
    question: string;
    label: string;
    name: string;
    value: number | null;
    min: number;
    max: number;
    options: Array<{ value: string; label: string }>;
    submit: string;
    hidden: HiddenField[];
    /** Shown until a quantity is chosen. */
    askFirst: string | null;
  };
  /** Null until a quantity is chosen. */
  list: TicketListModel | null;
}

export interface TicketListModel {
  sort: { label: string; name: string; options: Array<{ value: string; label: string }>; selected: string; submit: string; hidden: HiddenField[] };
  filters: {
    legend: string;
    price: Array<{ name: string; label: string; value: string }>;
    areas: { legend: string; name: string; options: Array<{ value: string; label: string; checked: boolean }> };
    features: { legend: string; name: string; options: Array<{ value: string; label: string; checked: boolean }> };
    hidden: HiddenField[];
    apply: string;
    clear: LinkModel | null;
    /** Open when a filter is in force (a <details> without JavaScript). */
    open: boolean;
  };
  /** The sections: each a link that filters to it, where the venue has no layout to draw (with a map, `items` is empty: the map's sections are the links). */
  sections: { heading: string; all: LinkModel | null; items: SectionLinkModel[] };
  /** The venue map (issue 25 item 5); null when the venue has no layout. */
  map: VenueMapModel | null;
  countText: string;
  feesNote: string;
  listings: TicketRowModel[];
  emptyText: string;
  pagination: PageLinksModel | null;
  ratesNote: string | null;
}

/**
 * The venue map (app/components/event/venue-map.tsx) rendered on the server to static SVG markup:
 * its links and names work without JavaScript, and its drawing code stays out of the client
 * bundle every storefront page loads (the home page's 130 KiB budget).
 */
export interface VenueMapModel {
  html: string;
  /**
   * CSS that lights a section's listing rows while its map section is hovered or focused, and the
   * reverse (app/components/event/section-highlight.ts): static rules, no client code.
   */
  highlightCss: string;
}

export interface SectionLinkModel {
  code: string;
  zone: string;
  /** "Section 112, from €84, listings: 6": the accessible name. */
  label: string;
  href: string;
  listingCount: number;
  lowestPrice: number | null;
  /** Its lowest price between the event's cheapest (0) and dearest (1) section; null without listings. */
  shade: number | null;
  current: boolean;
}

export interface TicketRowModel {
  id: number;
  href: string;
  /** Its section's code: the row carries it as `data-section`, which the map's highlight rules key on. */
  section: string;
  /** "Section 112 · Row 5". */
  title: string;
  zoneText: string;
  seatsText: string | null;
  priceText: string;
  approximatePrice: ApproximateAmount | null;
  totalText: string;
  details: string[];
}

/** One listing at its own address (issue 25 item 7). */
export interface ListingDetailModel {
  heading: string;
  /** The event page's path (the quantity form's action). */
  action: string;
  back: LinkModel;
  facts: Array<{ label: string; value: string }>;
  /**
   * The price and its breakdown (app/components/event/price-breakdown.tsx, rendered on the server
   * to static markup, as the venue map); null when the listing cannot sell the chosen quantity.
   */
  price: { heading: string; html: string; approximatePerTicket: ApproximateAmount | null } | null;
  cannotSell: string | null;
  quantity: TicketsModel["quantity"];
  guarantee: { heading: string; text: string };
  note: { heading: string; text: string } | null;
  ratesNote: string | null;
}

/** What the event page offers: the lowest price, its approximate amount, and how that was converted. */
export interface EventOfferModel {
  priceText: string;
  /** The lowest price in the fan's informational currency (spec §4); null: none to show. */
  approximatePrice: ApproximateAmount | null;
  /** The rates and their date behind `approximatePrice`; null without one. */
  ratesNote: string | null;
}

export type StorefrontPageModel = ListingPageModel | EventPageModel;

/** The filter bar's 'when' select: a GET form to the page itself (spec §4 "Date filter"). */
export interface DateFilterModel {
  /** "When". */
  label: string;
  /** The query key: pbD. */
  name: string;
  /** The page's own address, without its query. */
  action: string;
  /** Query values kept beside pbD (the search term). */
  hidden: Array<[string, string]>;
  /** In the spec's order; values are pbD letters. */
  options: Array<{ value: string; label: string }>;
  /** The active option's value. */
  selected: string;
  /** The submit button's text, shown without JavaScript. */
  apply: string;
  /** The page's locale, for the calendar's names of months and days. */
  locale: string;
  /** "Choose date" (the calendar), offered once the page runs JavaScript; null without the picker. */
  choose: { value: string; label: string; title: string; today: string } | null;
}

/**
 * The filter bar's 'where' (spec §4 "Location filter"): the component's props as data, plus
 * where the preference form posts and comes back to.
 */
export interface LocationFilterModel extends Omit<LocationFilterProps, "onSelect"> {
  /** The preference form's target (POST), and the page to come back to. */
  action: string;
  returnTo: string;
}
