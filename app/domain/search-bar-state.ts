/**
 * The search bar's states and transitions (spec §4 "Search bar"; §2.7; §5 "Search input maximum
 * length 2048; the term is trimmed"), as a pure reducer: no React, no clock, no network. The
 * component feeds it events and performs what the state asks for (a suggest request while
 * `loading` is on, a navigation when Enter resolves to one).
 *
 * The spec's named states are fields: `loading`, `loaded`, `modalShown`, and SEARCH_BAR_RESET.
 */
import { withTrailingSlash } from "./address";
import { SEARCH_MAX_LENGTH, SMALL_SCREEN_MAX_PX, type SearchStyle } from "./constants";
import { sellPathFromEventSlug, sellSearchPath } from "./sell-paths";
import { isReachable, isSelectable, isSuggestion, type SelectableRow, type SuggestionRow } from "./suggestion-shaping";

/**
 * Medium screens end here. The spec names small (below 640 px) and medium screens without
 * giving medium's upper edge; 1024 px, the usual tablet-landscape edge, is our choice.
 */
export const MEDIUM_SCREEN_MAX_PX = 1024;

export type ScreenSize = "small" | "medium" | "large";

export interface SearchBarState {
  /** What is in the box (at most 2048 characters); requests and answers use it trimmed. */
  term: string;
  /** The box has the user's attention: focused, or its modal open. */
  active: boolean;
  modalShown: boolean;
  /** Suggestions for the trimmed term are asked for and not yet answered. */
  loading: boolean;
  /** The rows are the answer for the current trimmed term. */
  loaded: boolean;
  rows: SuggestionRow[];
  /** Index in `rows` of the highlighted (reachable) row; -1 for none. */
  highlighted: number;
  /** The last suggest failure (spec §8: stored in search state; no message shown). */
  error: string | null;
  /** Set on activation: the first keystroke after it clears the old suggestions. */
  firstKeystroke: boolean;
}

export const SEARCH_BAR_RESET: SearchBarState = {
  term: "",
  active: false,
  modalShown: false,
  loading: false,
  loaded: false,
  rows: [],
  highlighted: -1,
  error: null,
  firstKeystroke: true,
};

export type SearchBarEvent =
  /** Focus on the box, or the header's search item opening the modal. */
  | { type: "activate"; modal: boolean }
  | { type: "type"; value: string }
  | { type: "loaded"; searchTerm: string; rows: SuggestionRow[] }
  | { type: "failed"; searchTerm: string; error: string }
  | { type: "escape" }
  /** The clear button: the text goes, the box stays active. */
  | { type: "clear" }
  | { type: "move"; direction: "up" | "down" }
  /** The pointer over a row. */
  | { type: "highlight"; index: number }
  /** A suggestion was picked (Enter or click). */
  | { type: "select" }
  /** The typed term was submitted. */
  | { type: "submit" }
  | { type: "clickOutside"; style: SearchStyle; screen: ScreenSize }
  /** The modal's close button (or the modal closing for another reason). */
  | { type: "close" };

/**
 * The size class of a viewport width (spec §9 "Small screen: below 640 px").
 * @example screenSizeOf(375) // "small"
 */
export function screenSizeOf(widthPx: number): ScreenSize {
  if (widthPx < SMALL_SCREEN_MAX_PX) return "small";
  if (widthPx < MEDIUM_SCREEN_MAX_PX) return "medium";
  return "large";
}

/**
 * Spec §2.7: "Modal is used when the style is modal, or on a small screen when active."
 * @example usesModal("expanded", "small") // true
 */
export function usesModal(style: SearchStyle, screen: ScreenSize): boolean {
  return style === "modal" || screen === "small";
}

/**
 * Spec §4: "Clicking outside closes it (expanded style: not on small screens; modal style: not
 * on small or medium screens)."
 * @example closesOnClickOutside("modal", "medium") // false
 */
export function closesOnClickOutside(style: SearchStyle, screen: ScreenSize): boolean {
  return style === "expanded" ? screen !== "small" : screen === "large";
}

/**
 * Spec §2.7: "The suggestion list appears only when the box is active, a term exists and
 * suggestions exist."
 * @example suggestionsShown(SEARCH_BAR_RESET) // false
 */
export function suggestionsShown(state: SearchBarState): boolean {
  return state.active && state.term.trim() !== "" && state.rows.some(isSuggestion);
}

/**
 * The trimmed term to ask suggestions for, or null when nothing is to be asked.
 * @example suggestTermOf({ ...SEARCH_BAR_RESET, term: " adele ", loading: true }) // "adele"
 */
export function suggestTermOf(state: SearchBarState): string | null {
  const term = state.term.trim();
  return state.loading && term !== "" ? term : null;
}

export type EnterAction =
  | { kind: "select"; row: SelectableRow }
  /** A highlighted popular search, 'more events' or the footer: a search for the term it carries. */
  | { kind: "search"; term: string }
  | { kind: "submit"; term: string }
  | { kind: "none" };

/**
 * Spec §4: "Enter picks the highlighted suggestion, or uses the typed term." A highlighted link
 * row searches for its own term; a blank term submits nothing.
 * @example enterAction({ ...SEARCH_BAR_RESET, term: " adele " }) // { kind: "submit", term: "adele" }
 */
export function enterAction(state: SearchBarState): EnterAction {
  const row = state.rows[state.highlighted];
  if (row && isReachable(row) && suggestionsShown(state)) {
    return isSelectable(row) ? { kind: "select", row } : { kind: "search", term: row.searchTerm };
  }
  const term = state.term.trim().slice(0, SEARCH_MAX_LENGTH);
  return term === "" ? { kind: "none" } : { kind: "submit", term };
}

/** Closed, keeping the term; rows stay only when they answer that term (a pending request is dropped). */
function closed(state: SearchBarState): SearchBarState {
  return {
    ...state,
    active: false,
    modalShown: false,
    loading: false,
    rows: state.loading ? [] : state.rows,
    loaded: state.loading ? false : state.loaded,
    highlighted: -1,
  };
}

function moveHighlight(state: SearchBarState, direction: "up" | "down"): SearchBarState {
  if (!suggestionsShown(state)) return state;
  const reachable = state.rows.flatMap((row, index) => (isReachable(row) ? [index] : []));
  const at = reachable.indexOf(state.highlighted);
  const n = reachable.length;
  const next = direction === "down" ? (at < 0 ? 0 : (at + 1) % n) : at < 0 ? n - 1 : (at - 1 + n) % n;
  return { ...state, highlighted: reachable[next]! };
}

/**
 * The next search-bar state for an event; an event that changes nothing returns the same object.
 * @example searchBarReducer(SEARCH_BAR_RESET, { type: "type", value: "a" }).loading // true
 */
export function searchBarReducer(state: SearchBarState, event: SearchBarEvent): SearchBarState {
  switch (event.type) {
    case "activate":
      if (state.active) return event.modal && !state.modalShown ? { ...state, modalShown: true } : state;
      return { ...state, active: true, modalShown: event.modal, highlighted: -1, firstKeystroke: true };

    case "type": {
      const term = event.value.slice(0, SEARCH_MAX_LENGTH);
      const trimmed = term.trim();
      const base = { ...state, term, active: true, highlighted: -1, firstKeystroke: false };
      if (trimmed === "") return { ...base, rows: [], loading: false, loaded: false };
      // Only spaces changed around the same term: the answer in hand still holds.
      if (!state.firstKeystroke && trimmed === state.term.trim() && (state.loading || state.loaded)) return base;
      return {
        ...base,
        // "The first keystroke clears old suggestions"; later ones keep the list until the answer comes.
        rows: state.firstKeystroke ? [] : state.rows,
        loading: true,
        loaded: false,
      };
    }

    case "loaded":
      // "Loaded results apply only if the returned term equals the trimmed current term and loading is still on."
      if (!state.loading || event.searchTerm !== state.term.trim()) return state;
      return { ...state, rows: event.rows, loading: false, loaded: true, error: null, highlighted: -1 };

    case "failed":
      if (!state.loading || event.searchTerm !== state.term.trim()) return state;
      return { ...state, rows: [], loading: false, loaded: false, error: event.error, highlighted: -1 };

    case "escape":
      // "Escape clears the text and closes."
      return SEARCH_BAR_RESET;

    case "clear":
      return { ...state, term: "", rows: [], loading: false, loaded: false, highlighted: -1, error: null };

    case "move":
      return moveHighlight(state, event.direction);

    case "highlight": {
      const row = state.rows[event.index];
      return row && isReachable(row) && state.highlighted !== event.index ? { ...state, highlighted: event.index } : state;
    }

    case "select":
      // "Selecting an item closes and resets the search."
      return SEARCH_BAR_RESET;

    case "submit":
      return { ...closed(state), rows: [], loaded: false };

    case "clickOutside":
      if (!state.active || !closesOnClickOutside(event.style, event.screen)) return state;
      return closed(state);

    case "close":
      return state.active || state.modalShown ? closed(state) : state;
  }
}

export interface SearchContext {
  /** The form's target, already formatted for the locale: "/find/s" (buy) or the sell performer search. */
  action: string;
  /** Spec §6 "Search has a sell context versus a buy context." */
  sellContext: boolean;
}

/**
 * Where submitting a term goes (spec §2.7 "/find/s/?q={term}"; §2.3 "In the sell context, search
 * goes to sell/performerSearch?q={term}"): the form's own target with the term as q, so the
 * address matches what the form reaches without JavaScript. The term is trimmed.
 * @example searchTarget(" taylor swift ", { action: "/fr/find/s", sellContext: false }) // "/fr/find/s/?q=taylor%20swift"
 */
export function searchTarget(term: string, context: SearchContext): string {
  const path = context.action.split(/[?#]/, 1)[0] ?? "";
  if (context.sellContext) {
    // sellSearchPath owns the query's shape; the action carries the locale's path.
    const query = sellSearchPath(term).slice(sellSearchPath(term).indexOf("?"));
    return `${path}${query}`;
  }
  return `${withTrailingSlash(path)}?q=${encodeURIComponent(term.trim())}`;
}

/**
 * Where picking a suggestion goes: its web address; in the sell context, the sell-flow path
 * built from that address, which has the event-slug form {name}-tickets/{type}/{id} (spec §2.3).
 * Site paths, still to be formatted for the locale.
 * @example suggestionTarget({ type: "performer_item", webURI: "/adele-tickets/performer/7/" } as SelectableRow, { sellContext: true }) // "/sell/searchEvent?id=7&type=performer&q=adele"
 */
export function suggestionTarget(row: SelectableRow, context: Pick<SearchContext, "sellContext">): string {
  return context.sellContext ? `/${sellPathFromEventSlug(row.webURI)}` : row.webURI;
}
