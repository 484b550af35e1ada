/**
 * Suggestion shaping (spec §2.7, §3 "Search suggestion response", §9 "Suggestions total"): the
 * suggest answer becomes the rows of the type-ahead list.
 *
 * Rows, in order: performers, events, the 'more events' link, popular searches, venues, footer;
 * each non-empty group opens with a header row. Only performer, event and venue items are
 * selectable (the arrow keys land on them): 3 + 3 + 2 = the spec's "max 8". The 'more events'
 * link and the popular searches are link_items: not selectable, each carrying the searchTerm it
 * searches for (a popular search has a name and nothing to open but a search).
 */
import type { SuggestResponse } from "./suggest-response";
import { SUGGESTION_LIMITS } from "./constants";

export type SuggestionSection = "performers" | "events" | "popular" | "venues";
export type SuggestionIcon = "performer" | "event" | "search" | "venue";

export interface HeaderRow {
  type: "header";
  section: SuggestionSection;
  text: string;
  icon: SuggestionIcon;
  selectable: false;
  clickable: false;
}
export interface PerformerItemRow {
  type: "performer_item";
  section: "performers";
  id: number;
  name: string;
  webURI: string;
  selectable: true;
  clickable: true;
}
export interface EventItemRow {
  type: "event_item";
  section: "events";
  id: number;
  name: string;
  webURI: string;
  /** Local date and time at the venue, as the catalog gives it: "2027-03-05T20:00". */
  eventDateLocal: string;
  venueName: string;
  city: string;
  selectable: true;
  clickable: true;
}
export interface VenueItemRow {
  type: "venue_item";
  section: "venues";
  id: number;
  name: string;
  webURI: string;
  city: string;
  selectable: true;
  clickable: true;
}
export interface LinkItemRow {
  type: "link_item";
  section: "events" | "popular";
  text: string;
  /** What the link searches for (spec §3 "link_item ... carries searchTerm"). */
  searchTerm: string;
  selectable: false;
  clickable: true;
}
export interface FooterRow {
  type: "footer";
  searchTerm: string;
  selectable: false;
  clickable: true;
}

export type SelectableRow = PerformerItemRow | EventItemRow | VenueItemRow;
export type SuggestionRow = HeaderRow | SelectableRow | LinkItemRow | FooterRow;

/** The list's own words, in English: the source the `header` namespace's search words are translated from (app/lib/english-sources.ts). */
export const SUGGESTION_LABELS = {
  performers: "Performers",
  events: "Events",
  moreEvents: "More events",
  popular: "Popular searches",
  venues: "Venues",
} as const;
export type SuggestionLabels = { readonly [K in keyof typeof SUGGESTION_LABELS]: string };

export interface ShapeOptions {
  labels?: SuggestionLabels;
}

/**
 * A suggestion's web address as a site path (spec §2.7: "a relative one is used as given,
 * others get a leading slash"). Relative means site-relative: one leading slash, then a path
 * (`/adele-tickets/performer/7/`). Anything else — a bare path (`adele-tickets/...`), a full
 * address (`https://...`), a protocol-relative one (`//host`, `/\host`) — loses its leading
 * slashes and gets exactly one, so it can only ever open a page of this site. Characters a
 * browser silently drops (edge spaces and controls, tabs and newlines) are dropped first, so
 * they cannot hide a `//`.
 * @example sitePathOf("adele-tickets/performer/7/") // "/adele-tickets/performer/7/"
 */
export function sitePathOf(webURI: string): string {
  const cleaned = webURI.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  if (/^\/(?![/\\])/.test(cleaned)) return cleaned;
  return `/${cleaned.replace(/^[/\\]+/, "")}`;
}

const HEADER_ICONS: Record<SuggestionSection, SuggestionIcon> = {
  performers: "performer",
  events: "event",
  popular: "search",
  venues: "venue",
};

function header(section: SuggestionSection, labels: SuggestionLabels): HeaderRow {
  return { type: "header", section, text: labels[section], icon: HEADER_ICONS[section], selectable: false, clickable: false };
}

/** Each list is optional in practice (an older cached answer, a failed sub-query): treat missing as empty. */
function listOf<T>(value: readonly T[] | null | undefined): readonly T[] {
  return Array.isArray(value) ? value : [];
}

/**
 * The rows of the suggestion list for a suggest answer.
 * @example shapeSuggestions({ searchTerm: "adele", performers: [{ id: 7, name: "Adele", webURI: "/adele-tickets/performer/7/", kind: "artist" }], events: [], venues: [], queryLogSuggestions: [] }).map((r) => r.type) // ["header", "performer_item", "footer"]
 */
export function shapeSuggestions(response: SuggestResponse, options: ShapeOptions = {}): SuggestionRow[] {
  const labels = options.labels ?? SUGGESTION_LABELS;
  const searchTerm = (response.searchTerm ?? "").trim();
  let budget: number = SUGGESTION_LIMITS.total;
  const take = <T>(list: readonly T[], cap: number): readonly T[] => {
    const taken = list.slice(0, Math.max(0, Math.min(cap, budget)));
    budget -= taken.length;
    return taken;
  };

  const performers = take(listOf(response.performers), SUGGESTION_LIMITS.performers);
  const allEvents = listOf(response.events);
  const events = take(allEvents, SUGGESTION_LIMITS.events);
  const venues = take(listOf(response.venues), SUGGESTION_LIMITS.venues);
  const popular = listOf(response.queryLogSuggestions)
    .map((p) => (typeof p?.name === "string" ? p.name.trim() : ""))
    .filter((name) => name !== "")
    .slice(0, SUGGESTION_LIMITS.popular);

  const rows: SuggestionRow[] = [];
  if (performers.length > 0) {
    rows.push(header("performers", labels));
    for (const p of performers) {
      rows.push({ type: "performer_item", section: "performers", id: p.id, name: p.name, webURI: sitePathOf(p.webURI ?? ""), selectable: true, clickable: true });
    }
  }
  if (events.length > 0) {
    rows.push(header("events", labels));
    for (const e of events) {
      rows.push({
        type: "event_item",
        section: "events",
        id: e.id,
        name: e.name,
        webURI: sitePathOf(e.webURI ?? ""),
        eventDateLocal: e.eventDateLocal,
        venueName: e.venue?.name ?? "",
        city: e.venue?.city ?? "",
        selectable: true,
        clickable: true,
      });
    }
    // Only when there is more than the list shows: a link to the same events would lead nowhere new.
    if (allEvents.length > events.length && searchTerm !== "") {
      rows.push({ type: "link_item", section: "events", text: labels.moreEvents, searchTerm, selectable: false, clickable: true });
    }
  }
  if (popular.length > 0) {
    rows.push(header("popular", labels));
    for (const name of popular) {
      rows.push({ type: "link_item", section: "popular", text: name, searchTerm: name, selectable: false, clickable: true });
    }
  }
  if (venues.length > 0) {
    rows.push(header("venues", labels));
    for (const v of venues) {
      rows.push({ type: "venue_item", section: "venues", id: v.id, name: v.name, webURI: sitePathOf(v.webURI ?? ""), city: v.city, selectable: true, clickable: true });
    }
  }
  if (rows.length > 0 && searchTerm !== "") rows.push({ type: "footer", searchTerm, selectable: false, clickable: true });
  return rows;
}

/**
 * True for rows the highlight may land on (spec §4: "skip non-selectable rows").
 * @example isSelectable({ type: "footer", searchTerm: "x", selectable: false, clickable: true }) // false
 */
export function isSelectable(row: SuggestionRow): row is SelectableRow {
  return row.selectable;
}
