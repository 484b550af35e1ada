/**
 * The suggest answer (spec §3 "Search suggestion response", §7 suggest/v3): what the BFF sends
 * and the type-ahead list shapes. Types only. They live in the domain because the shaping rule
 * (suggestion-shaping.ts) reads them and the domain imports nothing from app/lib; the BFF
 * contract (app/lib/bff-contract.ts) re-exports them for the worker and the browser.
 */

export interface SuggestResponse {
  searchTerm: string;
  queryLogSuggestions: Array<{ name: string }>;
  events: SuggestEvent[];
  performers: SuggestPerformer[];
  venues: SuggestVenue[];
}

export interface SuggestEvent {
  id: number;
  name: string;
  webURI: string;
  eventDateLocal: string;
  timeZone: string;
  venue: { id: number; name: string; city: string; countryCode: string };
  performers: Array<{ id: number; name: string }>;
  ancestors: { categories: Array<{ id: number; name: string }>; groupings: Array<{ id: number; name: string }> };
  minPrice: { amount: number; currency: string };
  availableTickets: number;
  sourceId: string;
  popularity: number;
}

export interface SuggestPerformer {
  id: number;
  name: string;
  webURI: string;
  kind: string;
  eventCount?: number;
}

export interface SuggestVenue {
  id: number;
  name: string;
  webURI: string;
  city: string;
  countryCode: string;
}
