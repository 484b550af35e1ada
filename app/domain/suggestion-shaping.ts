/**
 * Suggestion shaping (spec §2.7, §3 "Search suggestion response", §9 "Suggestions total"): the
 * suggest answer becomes the rows of the type-ahead list.
 *
 * Rows, in order: performers, events, the 'more events' link, popular searches, venues, footer;
 * each non-empty group opens with a header row. At most 8 suggestions in all — performers,
 * events, popular searches and venues together, each kind within its own cap (3, 3, 2, 2); the
 * 'more events' link comes on top ("3 events (plus a 'more events' link)"), headers and the
 * footer are not suggestions. Performer, event and venue items are selectable (spec §3); the
 * 'more events' link and the popular searches are link_items, each carrying the searchTerm it
 * searches for (a popular search has a name and nothing to open but a search). Every clickable
 * row — link_items and the footer included — is reachable by the arrow keys (isReachable).
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

const SECTIONS: readonly SuggestionSection[] = ["performers", "events", "popular", "venues"];

/**
 * How many suggestions of each kind the list shows (spec §9): each kind within its cap, at most
 * SUGGESTION_LIMITS.total in all. When the answer has more than that, every kind that has any
 * keeps one row, and the rest is filled in the list's order — so a full answer shows
 * 3 performers, 3 events, 1 popular search and 1 venue rather than dropping venues altogether.
 * @example suggestionCounts({ performers: 9, events: 9, popular: 9, venues: 9 }) // { performers: 3, events: 3, popular: 1, venues: 1 }
 */
export function suggestionCounts(available: Record<SuggestionSection, number>): Record<SuggestionSection, number> {
  const shown: Record<SuggestionSection, number> = { performers: 0, events: 0, popular: 0, venues: 0 };
  let budget: number = SUGGESTION_LIMITS.total;
  for (const firstPass of [true, false]) {
    for (const section of SECTIONS) {
      const cap = Math.min(Math.max(0, Math.trunc(available[section])), SUGGESTION_LIMITS[section]);
      const add = Math.min((firstPass ? Math.min(1, cap) : cap) - shown[section], budget);
      if (add > 0) {
        shown[section] += add;
        budget -= add;
      }
    }
  }
  return shown;
}

/**
 * The rows of the suggestion list for a suggest answer.
 * @example shapeSuggestions({ searchTerm: "adele", performers: [{ id: 7, name: "Adele", webURI: "/adele-tickets/performer/7/", kind: "artist" }], events: [], venues: [], queryLogSuggestions: [] }).map((r) => r.type) // ["header", "performer_item", "footer"]
 */
export function shapeSuggestions(response: SuggestResponse, options: ShapeOptions = {}): SuggestionRow[] {
  const labels = options.labels ?? SUGGESTION_LABELS;
  const searchTerm = (response.searchTerm ?? "").trim();
  const allPerformers = listOf(response.performers);
  const allEvents = listOf(response.events);
  const allPopular = listOf(response.queryLogSuggestions)
    .map((p) => (typeof p?.name === "string" ? p.name.trim() : ""))
    .filter((name) => name !== "");
  const allVenues = listOf(response.venues);
  const shown = suggestionCounts({
    performers: allPerformers.length,
    events: allEvents.length,
    popular: allPopular.length,
    venues: allVenues.length,
  });
  const performers = allPerformers.slice(0, shown.performers);
  const events = allEvents.slice(0, shown.events);
  const popular = allPopular.slice(0, shown.popular);
  const venues = allVenues.slice(0, shown.venues);

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
 * True for the suggestions themselves: performer, event and venue items (spec §3), which open
 * their own page when picked.
 * @example isSelectable({ type: "footer", searchTerm: "x", selectable: false, clickable: true }) // false
 */
export function isSelectable(row: SuggestionRow): row is SelectableRow {
  return row.selectable;
}

/**
 * True for the rows spec §9 counts as suggestions ("max 8"): the items and the popular searches
 * (not the headers, the 'more events' link or the footer).
 * @example isSuggestion({ type: "link_item", section: "popular", text: "Adele", searchTerm: "Adele", selectable: false, clickable: true }) // true
 */
export function isSuggestion(row: SuggestionRow): boolean {
  return isSelectable(row) || (row.type === "link_item" && row.section === "popular");
}

/** A row the arrow keys can land on: anything the list can open. */
export type ReachableRow = SelectableRow | LinkItemRow | FooterRow;

/**
 * True for rows the highlight may land on: every clickable row — the items, 'more events', the
 * popular searches and the footer (issue 21: the keyboard reaches all that a pointer can); only
 * headers are skipped (spec §4 "skip non-selectable rows": a header is neither).
 * @example isReachable({ type: "footer", searchTerm: "x", selectable: false, clickable: true }) // true
 */
export function isReachable(row: SuggestionRow): row is ReachableRow {
  return row.clickable;
}
