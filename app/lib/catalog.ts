// What storefront pages read from the catalog (D1), as the worker serves it to loaders through
// `context.storefront.services.catalog`. Types only: the queries live in worker/services/listings.ts.
import type { LocalNames } from "../domain/location";
import type { BrowseEntity } from "../domain/address";

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

export interface CatalogReader {
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
