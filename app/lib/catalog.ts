// What storefront pages read from the catalog (D1), as the worker serves it to loaders through
// `context.storefront.services.catalog`. Types only: the queries live in worker/services/listings.ts.
import type { LocalNames } from "../domain/location";
import type { BrowseEntity } from "../domain/address";
import { TICKET_SORTS, type TicketSort } from "../domain/ticket-choice";
import type { Listing, ListingFeature, SectionOffer, VenueLayout, Zone } from "../domain/listing-types";

/** A slice of an ordered list: `limit` rows after `offset`, of events starting at or after `now`. */
export interface PageRequest {
  /** Epoch ms of the request: "upcoming" means starting at or after it (callers pass it in). */
  now: number;
  /** Epoch ms before which events must start (the date filter's exclusive end); none: no end. */
  until?: number;
  offset: number;
  limit: number;
  /**
   * The chosen location (spec §4 "Location filter"): only events whose venue lies within `radius`
   * miles (the suggest unit; spec §9 default 200) of the point. None: everywhere.
   */
  near?: { latitude: number; longitude: number; radius: number };
}

/** One row of an event list. */
export interface EventSummary {
  id: number;
  name: string;
  /** The catalog's event address: `/{slug}-tickets-{date}/event/{id}/`. */
  webPath: string;
  /** `YYYY-MM-DDTHH:MM` at the venue. */
  localDateTime: string;
  /** The venue's IANA time zone. */
  timeZone: string;
  /** Epoch ms (UTC). */
  startsAt: number;
  venue: { id: number; name: string; webPath: string };
  /** `name` is the GeoNames name; `localNames` its names by language (ADR 018: pick with `localName`). */
  city: { geoNameId: number; name: string; countryCode: string; localNames: LocalNames };
  minPrice: { amount: number; currency: string };
  availableTickets: number;
  /** Its first performer (by position, as the event page lists them); null: the catalog names none. Seeds the artwork. */
  firstPerformerId: number | null;
  /** The top of its category (a subcategory's parent, else the category itself): the artwork's motif. */
  topCategoryId: number | null;
}

/** Upcoming events in start order, and how many there are in all. */
export interface EventPage {
  events: EventSummary[];
  total: number;
}

/** The entity a browse page is about (spec §2.1 `/{seo-slug}/{entity}/{id}/`). */
export interface BrowseEntityRecord {
  entity: BrowseEntity;
  id: number;
  name: string;
  /** Its canonical address in the catalog (without a language segment). */
  webPath: string;
  /** A line under the name: the city of a venue, the country of a city, the parent category. */
  context: string | null;
  /** When the context is a category (a performer's, a grouping's, a subcategory's parent): its id. */
  contextCategoryId: number | null;
  /** The country of a city (geography) or venue. */
  countryCode: string | null;
  /** By language (ADR 018): the names of a city (geography), or of a venue's city (its context). */
  localNames: LocalNames;
}

export interface PerformerSummary {
  id: number;
  name: string;
  webPath: string;
  kind: string;
}

/** Everything the event page shows. */
export interface EventDetail extends EventSummary {
  performers: PerformerSummary[];
  venue: EventSummary["venue"] & { capacity: number };
  city: EventSummary["city"] & { webPath: string; region: string };
  category: { id: number; name: string; webPath: string | null } | null;
  grouping: { id: number; name: string; webPath: string } | null;
}

export interface SearchResults {
  /** The performers the term matches, best first (at most the requested number). */
  performers: PerformerSummary[];
  page: EventPage;
}

export interface BrowseRequest extends PageRequest {
  /** Category landing pages list the events of the store's country (the chosen area instead, with `near`). */
  countryCode: string;
}

/** A city with upcoming events, and how many (the cities page). */
export interface CityWithEvents {
  geoNameId: number;
  /** The GeoNames name; `localNames` its names by language (ADR 018: shown with `localName`). */
  name: string;
  localNames: LocalNames;
  countryCode: string;
  /** Its geography page (without a language segment). */
  webPath: string;
  /** Its upcoming events (starting at or after the request's `now`). */
  events: number;
}

/**
 * How the event page orders listings (issue 25 item 4): by the price shown per ticket, low or
 * high first; best seats (section rank, then price); best value (price × (rank + 3): a seat two
 * ranks worse must cost under two thirds as much to come first). Ties: listing id.
 */
export const LISTING_SORTS = TICKET_SORTS;
export type ListingSort = TicketSort;

/** Listings of one event that can sell exactly `quantity` tickets, narrowed and ordered. */
export interface ListingQuery {
  eventId: number;
  quantity: number;
  /** Prices per ticket include the mandatory fees (the store's all-in rule): they are what is sorted and filtered. */
  allIn: boolean;
  sort: ListingSort;
  /** Inclusive bounds of the price per ticket, in minor units of the event's currency. */
  minPrice?: number;
  maxPrice?: number;
  /** Only these zones / section codes (each list: none = all). */
  zones?: readonly Zone[];
  sections?: readonly string[];
  /** Listings having every one of these. */
  features?: readonly ListingFeature[];
  offset: number;
  limit: number;
}

export interface ListingPage {
  listings: Listing[];
  /** Listings matching the query, on every page. */
  total: number;
}

/** What the section offers read of a listing query: not its sort or page, nor its zones or sections (the map offers the others). */
export type SectionOffersQuery = Omit<ListingQuery, "sort" | "offset" | "limit" | "zones" | "sections">;

export interface CatalogReader {
  /** A page of an event's listings for a quantity (ADR 026). One round trip. */
  ticketListings(query: ListingQuery): Promise<ListingPage>;
  /**
   * For each section of the venue's layout, the event's listings matching the query's quantity,
   * price range and features (not its zones or sections: the map offers the others) and the
   * lowest price per ticket among them. In the layout's order. One round trip.
   */
  sectionOffers(venueId: number, query: SectionOffersQuery): Promise<SectionOffer[]>;
  /**
   * What the event page shows of its tickets in one round trip: a page of listings
   * (ticketListings) and the venue's section offers (sectionOffers: the query but its zones and
   * sections) for the same choice.
   */
  ticketChoice(venueId: number, query: ListingQuery): Promise<{ page: ListingPage; offers: SectionOffer[] }>;
  /** One listing of an event; null when unknown or of another event. */
  ticketListing(eventId: number, listingId: number): Promise<Listing | null>;
  /** A venue's layout; null when it has none. */
  venueLayout(venueId: number): Promise<VenueLayout | null>;

  /** Upcoming events in a country, or in the area of `page.near` (the home page). One D1 round trip. */
  upcomingInCountry(countryCode: string, page: PageRequest): Promise<EventPage>;
  /** Upcoming VIP events (catalog `vip`) in a country, or in the area of `page.near`. One round trip. */
  vipEvents(countryCode: string, page: PageRequest): Promise<EventPage>;
  /** Every city with upcoming events (starting at or after `now`), most events first. One round trip. */
  citiesWithEvents(now: number): Promise<CityWithEvents[]>;
  /** A browse entity and a page of its upcoming events; null when the id is unknown. One round trip. */
  browse(entity: BrowseEntity, id: number, page: BrowseRequest): Promise<{ record: BrowseEntityRecord; page: EventPage } | null>;
  /** One event with its performers, venue, city, category and grouping; null when unknown. One round trip. */
  event(id: number): Promise<EventDetail | null>;
  /** Several events by id (the sell flow's eventIds), in the order asked; unknown ids are left out. */
  eventsByIds(ids: readonly number[]): Promise<EventSummary[]>;
  /** Suggest's matching (worker/services/suggest.ts) as a results page. Two round trips. */
  search(term: string, page: PageRequest & { performerRows: number }): Promise<SearchResults>;
}
