import { describe, expect, it } from "vitest";
import {
  closesOnClickOutside,
  enterAction,
  MEDIUM_SCREEN_MAX_PX,
  screenSizeOf,
  SEARCH_BAR_RESET,
  searchBarReducer,
  searchTarget,
  suggestionTarget,
  suggestionsShown,
  suggestTermOf,
  usesModal,
  type SearchBarEvent,
  type SearchBarState,
} from "./search-bar-state";
import type { SelectableRow, SuggestionRow } from "./suggestion-shaping";

const header = (section: "performers" | "events" | "venues"): SuggestionRow => ({
  type: "header", section, text: section, icon: "performer", selectable: false, clickable: false,
});
const performer = (id: number): SuggestionRow => ({
  type: "performer_item", section: "performers", id, name: `P${id}`, webURI: `/p-tickets/performer/${id}/`, selectable: true, clickable: true,
});
const venue = (id: number): SuggestionRow => ({
  type: "venue_item", section: "venues", id, name: `V${id}`, webURI: `/v-tickets/venue/${id}/`, city: "X", selectable: true, clickable: true,
});
const moreEvents: SuggestionRow = { type: "link_item", section: "events", text: "More events", searchTerm: "ad", selectable: false, clickable: true };
const footer: SuggestionRow = { type: "footer", searchTerm: "ad", selectable: false, clickable: true };

// Indexes: 0 header, 1 P1, 2 P2, 3 link, 4 header, 5 V1, 6 footer.
const ROWS: SuggestionRow[] = [header("performers"), performer(1), performer(2), moreEvents, header("venues"), venue(1), footer];
const OTHER_ROWS: SuggestionRow[] = [header("performers"), performer(9)];

function run(events: SearchBarEvent[], from: SearchBarState = SEARCH_BAR_RESET): SearchBarState {
  return events.reduce(searchBarReducer, from);
}

/** Active, term 'ad', its suggestions loaded. */
const LOADED = run([{ type: "activate", modal: false }, { type: "type", value: "ad" }, { type: "loaded", searchTerm: "ad", rows: ROWS }]);

describe("searchBarReducer (spec §4 'Search bar')", () => {
  it("starts reset: nothing typed, closed, nothing loading", () => {
    expect(SEARCH_BAR_RESET).toMatchObject({ term: "", active: false, modalShown: false, loading: false, loaded: false, rows: [], highlighted: -1, error: null });
  });

  it.each<[string, SearchBarEvent[], Partial<SearchBarState>]>([
    ["'Typing sets the term and requests suggestions'", [{ type: "escape" }, { type: "activate", modal: false }, { type: "type", value: "ad" }], { term: "ad", loading: true, loaded: false, active: true }],
    ["typing a blank term requests nothing", [{ type: "type", value: "   " }], { term: "   ", loading: false, rows: [] }],
    ["'the first keystroke clears old suggestions'", [{ type: "close" }, { type: "activate", modal: false }, { type: "type", value: "ade" }], { rows: [], loading: true }],
    ["later keystrokes keep the list until the answer comes", [{ type: "type", value: "ade" }], { rows: ROWS, loading: true, highlighted: -1 }],
    ["only spaces added around the same term: no new request, the answer holds", [{ type: "type", value: "ad " }], { term: "ad ", loading: false, loaded: true, rows: ROWS }],
    ["erasing the term clears the list and stops loading", [{ type: "type", value: "ade" }, { type: "type", value: "" }], { term: "", rows: [], loading: false }],
    ["'Search input maximum length 2048'", [{ type: "type", value: "x".repeat(3000) }], { term: "x".repeat(2048) }],
  ])("%s", (_, events, expected) => {
    expect(run(events, LOADED)).toMatchObject(expected);
  });

  describe("'Loaded results apply only if the returned term equals the trimmed current term and loading is still on'", () => {
    const typing = run([{ type: "activate", modal: false }, { type: "type", value: "  adele  " }]);
    it.each<[string, SearchBarState, SearchBarEvent, boolean]>([
      ["the answer for the trimmed term applies", typing, { type: "loaded", searchTerm: "adele", rows: ROWS }, true],
      ["an answer for an older term is dropped", typing, { type: "loaded", searchTerm: "adel", rows: OTHER_ROWS }, false],
      ["an answer for the untrimmed term is dropped", typing, { type: "loaded", searchTerm: "  adele  ", rows: OTHER_ROWS }, false],
      ["a late answer after Escape (loading off) is dropped", run([{ type: "escape" }, { type: "type", value: "adele" }, { type: "clear" }, { type: "type", value: "adele" }, { type: "escape" }], typing), { type: "loaded", searchTerm: "", rows: OTHER_ROWS }, false],
      ["a second answer for the same term is dropped (loading already off)", run([{ type: "loaded", searchTerm: "adele", rows: ROWS }], typing), { type: "loaded", searchTerm: "adele", rows: OTHER_ROWS }, false],
      ["a late answer after closing is dropped", run([{ type: "close" }], typing), { type: "loaded", searchTerm: "adele", rows: ROWS }, false],
    ])("%s", (_, from, event, applies) => {
      const next = searchBarReducer(from, event);
      if (applies) {
        expect(next).toMatchObject({ rows: ROWS, loading: false, loaded: true, error: null });
      } else {
        expect(next).toBe(from);
      }
    });
  });

  it("'On request failure the error is stored' and nothing is shown (spec §8)", () => {
    const typing = run([{ type: "activate", modal: false }, { type: "type", value: "ade" }], LOADED);
    const failed = searchBarReducer(typing, { type: "failed", searchTerm: "ade", error: "503" });
    expect(failed).toMatchObject({ error: "503", loading: false, rows: [] });
    expect(suggestionsShown(failed)).toBe(false);
    // A failure for another term is dropped like a late answer.
    expect(searchBarReducer(typing, { type: "failed", searchTerm: "ad", error: "503" })).toBe(typing);
    // The next answer clears it.
    const recovered = run([{ type: "type", value: "adel" }, { type: "loaded", searchTerm: "adel", rows: ROWS }], failed);
    expect(recovered.error).toBeNull();
  });

  it("'Escape clears the text and closes'", () => {
    const modal = run([{ type: "activate", modal: true }], LOADED);
    expect(searchBarReducer(modal, { type: "escape" })).toEqual(SEARCH_BAR_RESET);
  });

  it("the clear button empties the box and keeps it active", () => {
    expect(searchBarReducer(LOADED, { type: "clear" })).toMatchObject({ term: "", rows: [], loading: false, active: true });
  });

  describe("'Up and Down move the highlight, wrap around and skip non-selectable rows': every row but the headers (issue 21)", () => {
    it.each<[string, Array<"up" | "down">, number]>([
      ["Down from none: the first row, past the header", ["down"], 1],
      ["Down, Down", ["down", "down"], 2],
      ["Down ×3 reaches the 'more events' link", ["down", "down", "down"], 3],
      ["Down ×4 skips the header to the venue", ["down", "down", "down", "down"], 5],
      ["Down ×5 reaches the footer ('see all results')", ["down", "down", "down", "down", "down"], 6],
      ["Down ×6 wraps to the first", ["down", "down", "down", "down", "down", "down"], 1],
      ["Up from none: the footer", ["up"], 6],
      ["Up, Up, Up skips the header to the link", ["up", "up", "up"], 3],
      ["Down then Up wraps to the footer", ["down", "up"], 6],
    ])("%s", (_, moves, expected) => {
      expect(run(moves.map((direction) => ({ type: "move", direction })), LOADED).highlighted).toBe(expected);
    });

    it("does nothing while no list is shown", () => {
      const closed = run([{ type: "close" }], LOADED);
      expect(searchBarReducer(closed, { type: "move", direction: "down" })).toBe(closed);
      expect(searchBarReducer(SEARCH_BAR_RESET, { type: "move", direction: "up" })).toBe(SEARCH_BAR_RESET);
    });

    it("the pointer highlights what the keys reach, headers excepted", () => {
      expect(searchBarReducer(LOADED, { type: "highlight", index: 5 }).highlighted).toBe(5);
      expect(searchBarReducer(LOADED, { type: "highlight", index: 3 }).highlighted).toBe(3);
      expect(searchBarReducer(LOADED, { type: "highlight", index: 0 })).toBe(LOADED);
      expect(searchBarReducer(LOADED, { type: "highlight", index: 99 })).toBe(LOADED);
    });
  });

  describe("'Enter picks the highlighted suggestion, or uses the typed term'", () => {
    it.each<[string, SearchBarState, ReturnType<typeof enterAction>]>([
      ["a highlighted performer is picked", run([{ type: "move", direction: "down" }], LOADED), { kind: "select", row: ROWS[1] as never }],
      ["a highlighted 'more events' searches for its term", run([{ type: "highlight", index: 3 }], LOADED), { kind: "search", term: "ad" }],
      ["the highlighted footer searches for the term", run([{ type: "move", direction: "up" }], LOADED), { kind: "search", term: "ad" }],
      ["no highlight: the typed term, trimmed", run([{ type: "type", value: "  ad  " }], LOADED), { kind: "submit", term: "ad" }],
      ["a highlight on a list no longer shown does not count", run([{ type: "move", direction: "down" }, { type: "close" }], LOADED), { kind: "submit", term: "ad" }],
      ["a blank term submits nothing", run([{ type: "type", value: "   " }], LOADED), { kind: "none" }],
    ])("%s", (_, state, expected) => {
      expect(enterAction(state)).toEqual(expected);
    });

    it("'Selecting an item closes and resets the search'", () => {
      expect(run([{ type: "move", direction: "down" }, { type: "select" }], LOADED)).toEqual(SEARCH_BAR_RESET);
    });

    it("submitting closes and keeps the term in the box", () => {
      expect(searchBarReducer(LOADED, { type: "submit" })).toMatchObject({ term: "ad", active: false, modalShown: false, rows: [], loading: false });
    });
  });

  describe("'Clicking outside closes it (expanded style: not on small screens; modal style: not on small or medium screens)'", () => {
    it.each<["expanded" | "modal", "small" | "medium" | "large", boolean]>([
      ["expanded", "small", false],
      ["expanded", "medium", true],
      ["expanded", "large", true],
      ["modal", "small", false],
      ["modal", "medium", false],
      ["modal", "large", true],
    ])("%s style on a %s screen: closes %s", (style, screen, closes) => {
      expect(closesOnClickOutside(style, screen)).toBe(closes);
      const next = searchBarReducer(LOADED, { type: "clickOutside", style, screen });
      if (closes) expect(next).toMatchObject({ active: false, modalShown: false, term: "ad" });
      else expect(next).toBe(LOADED);
    });

    it("closing keeps the term and its answer, so focusing again shows them; a pending request is dropped", () => {
      const closed = searchBarReducer(LOADED, { type: "clickOutside", style: "expanded", screen: "large" });
      expect(suggestionsShown(closed)).toBe(false);
      expect(suggestionsShown(searchBarReducer(closed, { type: "activate", modal: false }))).toBe(true);
      const pending = run([{ type: "type", value: "ade" }, { type: "clickOutside", style: "expanded", screen: "large" }], LOADED);
      expect(pending).toMatchObject({ loading: false, rows: [] });
    });
  });

  describe("modal shown (spec §2.7 'Modal is used when the style is modal, or on a small screen when active')", () => {
    it.each<["expanded" | "modal", number, boolean]>([
      ["expanded", 375, true],
      ["expanded", 639, true],
      ["expanded", 640, false],
      ["expanded", 1280, false],
      ["modal", 1280, true],
      ["modal", 375, true],
    ])("%s style at %i px: modal %s", (style, width, modal) => {
      expect(usesModal(style, screenSizeOf(width))).toBe(modal);
      expect(searchBarReducer(SEARCH_BAR_RESET, { type: "activate", modal: usesModal(style, screenSizeOf(width)) }).modalShown).toBe(modal);
    });

    it("the close button closes the modal", () => {
      const modal = run([{ type: "activate", modal: true }, { type: "type", value: "ad" }]);
      expect(searchBarReducer(modal, { type: "close" })).toMatchObject({ modalShown: false, active: false, loading: false });
    });
  });

  it.each([
    [320, "small"],
    [639, "small"],
    [640, "medium"],
    [MEDIUM_SCREEN_MAX_PX - 1, "medium"],
    [MEDIUM_SCREEN_MAX_PX, "large"],
  ])("screenSizeOf(%i) = %s (spec §9 'Small screen: below 640 px')", (width, size) => {
    expect(screenSizeOf(width)).toBe(size);
  });
});

describe("suggestionsShown (spec §2.7 'only when the box is active, a term exists and suggestions exist')", () => {
  it.each<[string, SearchBarState, boolean]>([
    ["active, term, suggestions", LOADED, true],
    ["not active", { ...LOADED, active: false }, false],
    ["blank term", { ...LOADED, term: "  " }, false],
    ["no suggestions", { ...LOADED, rows: [] }, false],
    ["only rows that cannot be selected", { ...LOADED, rows: [header("events"), moreEvents, footer] }, false],
    [
      "popular searches alone (spec §9 counts them as suggestions)",
      { ...LOADED, rows: [{ type: "link_item", section: "popular", text: "Adele", searchTerm: "Adele", selectable: false, clickable: true }, footer] },
      true,
    ],
  ])("%s → %s", (_, state, shown) => {
    expect(suggestionsShown(state)).toBe(shown);
  });
});

describe("suggestTermOf: what the component asks the BFF for", () => {
  it.each<[string, SearchBarState, string | null]>([
    ["loading: the trimmed term", { ...SEARCH_BAR_RESET, term: "  adele ", loading: true }, "adele"],
    ["not loading: nothing", { ...SEARCH_BAR_RESET, term: "adele" }, null],
  ])("%s", (_, state, expected) => {
    expect(suggestTermOf(state)).toBe(expected);
  });
});

describe("searchTarget (spec §2.7 'Submitting goes to /find/s/?q={term}'; §2.3 'In the sell context, search goes to sell/performerSearch?q={term}')", () => {
  it.each([
    ["taylor swift", "/find/s", false, "/find/s/?q=taylor%20swift"],
    ["  adele  ", "/find/s", false, "/find/s/?q=adele"],
    ["ac/dc & co?", "/find/s/", false, "/find/s/?q=ac%2Fdc%20%26%20co%3F"],
    ["beyoncé", "/fr/find/s", false, "/fr/find/s/?q=beyonc%C3%A9"],
    ["taylor swift", "/sell/performerSearch", true, "/sell/performerSearch?q=taylor%20swift"],
    [" adele ", "/fr/sell/performerSearch", true, "/fr/sell/performerSearch?q=adele"],
  ])("%j with action %s (sell %s) → %s", (term, action, sellContext, expected) => {
    expect(searchTarget(term, { action, sellContext })).toBe(expected);
  });
});

describe("suggestionTarget: the item's webURI; in the sell context the sell-flow path of that slug (spec §2.3)", () => {
  const row = (type: "performer_item" | "event_item" | "venue_item", webURI: string) => ({ type, webURI }) as SelectableRow;
  it.each([
    [row("performer_item", "/adele-tickets/performer/7/"), false, "/adele-tickets/performer/7/"],
    [row("performer_item", "/adele-tickets/performer/7/"), true, "/sell/searchEvent?id=7&type=performer&q=adele"],
    [row("event_item", "/adele-tickets-2027-03-05/event/105/"), true, "/sell/sellTicket?eventIds=105"],
    [row("venue_item", "/o2-arena-tickets/venue/3/"), true, "/sell/searchEvent?id=3&type=venue&q=o2%20arena"],
    [row("venue_item", "/"), true, "/sell/"],
  ])("%j (sell %s) → %s", (r, sellContext, expected) => {
    expect(suggestionTarget(r, { sellContext })).toBe(expected);
  });
});
