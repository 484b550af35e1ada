import { describe, expect, it } from "vitest";
import type { SuggestEvent, SuggestPerformer, SuggestResponse, SuggestVenue } from "./suggest-response";
import { SUGGESTION_LIMITS } from "./constants";
import { isReachable, isSelectable, isSuggestion, shapeSuggestions, sitePathOf, suggestionCounts, SUGGESTION_LABELS, type SuggestionRow } from "./suggestion-shaping";

function performer(id: number, webURI = `/performer-${id}-tickets/performer/${id}/`): SuggestPerformer {
  return { id, name: `Performer ${id}`, webURI, kind: "artist" };
}
function event(id: number, webURI = `/event-${id}-tickets-2027-03-05/event/${id}/`): SuggestEvent {
  return {
    id,
    name: `Event ${id}`,
    webURI,
    eventDateLocal: "2027-03-05T20:00",
    timeZone: "Europe/London",
    venue: { id: 1, name: "London Stadium", city: "London", countryCode: "GB" },
    performers: [{ id: 1, name: "Performer 1" }],
    ancestors: { categories: [{ id: 1, name: "Concerts" }], groupings: [] },
    minPrice: { amount: 42, currency: "GBP" },
    availableTickets: 10,
    sourceId: "29001",
    popularity: 1,
  };
}
function venue(id: number, webURI = `/venue-${id}-tickets/venue/${id}/`): SuggestVenue {
  return { id, name: `Venue ${id}`, webURI, city: "London", countryCode: "GB" };
}
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function response(counts: { performers?: number; events?: number; venues?: number; popular?: number }, searchTerm = "taylor"): SuggestResponse {
  return {
    searchTerm,
    performers: range(counts.performers ?? 0).map((i) => performer(i)),
    events: range(counts.events ?? 0).map((i) => event(100 + i)),
    venues: range(counts.venues ?? 0).map((i) => venue(i)),
    queryLogSuggestions: range(counts.popular ?? 0).map((i) => ({ name: `Popular ${i}` })),
  };
}

/** A compact picture of the rows: type, and the section of headers and links. */
function outline(rows: SuggestionRow[]): string[] {
  return rows.map((r) => (r.type === "header" || r.type === "link_item" ? `${r.type}:${r.section}` : r.type));
}

describe("shapeSuggestions (spec §9 'Suggestions total: max 8: up to 3 performers, 3 events (plus a 'more events' link), 2 popular searches, 2 venues')", () => {
  it.each([
    [
      "a full answer: 8 suggestions — 3 performers, 3 events + 'more events', 1 popular search, 1 venue — each group under its header, then the footer",
      { performers: 5, events: 10, venues: 5, popular: 5 },
      [
        "header:performers", "performer_item", "performer_item", "performer_item",
        "header:events", "event_item", "event_item", "event_item", "link_item:events",
        "header:popular", "link_item:popular",
        "header:venues", "venue_item",
        "footer",
      ],
    ],
    [
      "fewer performers leave room for the second popular search and the second venue",
      { performers: 1, events: 10, venues: 5, popular: 5 },
      [
        "header:performers", "performer_item",
        "header:events", "event_item", "event_item", "event_item", "link_item:events",
        "header:popular", "link_item:popular", "link_item:popular",
        "header:venues", "venue_item", "venue_item",
        "footer",
      ],
    ],
    [
      "'up to': fewer than the caps are all shown",
      { performers: 1, events: 2, venues: 1, popular: 1 },
      ["header:performers", "performer_item", "header:events", "event_item", "event_item", "header:popular", "link_item:popular", "header:venues", "venue_item", "footer"],
    ],
    [
      "a group with nothing has no header",
      { performers: 2 },
      ["header:performers", "performer_item", "performer_item", "footer"],
    ],
    [
      "'more events' only when there are more events than the 3 shown",
      { events: 3 },
      ["header:events", "event_item", "event_item", "event_item", "footer"],
    ],
    [
      "'more events' with a fourth event",
      { events: 4 },
      ["header:events", "event_item", "event_item", "event_item", "link_item:events", "footer"],
    ],
    [
      "popular searches alone",
      { popular: 3 },
      ["header:popular", "link_item:popular", "link_item:popular", "footer"],
    ],
    ["nothing found: no rows at all (the list is not shown)", {}, []],
  ])("%s", (_, counts, expected) => {
    expect(outline(shapeSuggestions(response(counts)))).toEqual(expected);
  });

  const suggestions = (rows: SuggestionRow[]) => rows.filter(isSuggestion);

  it.each([
    // Typing 'a' on the demo catalog answers every kind in full: 10 rows before issue 21.
    [{ performers: 50, events: 50, venues: 50, popular: 50 }, 8],
    [{ performers: 5, events: 10, venues: 5, popular: 5 }, 8],
    [{ performers: 3, events: 3, venues: 2, popular: 2 }, 8],
    [{ performers: 3, events: 3, venues: 2 }, 8],
    [{ performers: 2, events: 1, venues: 5 }, 5],
    [{ popular: 5 }, 2],
  ])("'max 8' suggestions, popular searches included: %j → %i", (counts, expected) => {
    const rows = shapeSuggestions(response(counts));
    expect(suggestions(rows)).toHaveLength(expected);
    expect(suggestions(rows).length).toBeLessThanOrEqual(SUGGESTION_LIMITS.total);
  });

  it("never more than 8 suggestions nor more of a kind than its cap, for any answer", () => {
    for (let p = 0; p <= 5; p++)
      for (let e = 0; e <= 5; e++)
        for (let q = 0; q <= 3; q++)
          for (let v = 0; v <= 3; v++) {
            const shown = suggestionCounts({ performers: p, events: e, popular: q, venues: v });
            const total = shown.performers + shown.events + shown.popular + shown.venues;
            expect(total).toBe(Math.min(SUGGESTION_LIMITS.total, Math.min(p, 3) + Math.min(e, 3) + Math.min(q, 2) + Math.min(v, 2)));
            // A kind the answer has is never dropped altogether.
            for (const [kind, has] of [["performers", p], ["events", e], ["popular", q], ["venues", v]] as const) {
              expect(shown[kind] >= Math.min(1, has) && shown[kind] <= Math.min(has, SUGGESTION_LIMITS[kind])).toBe(true);
            }
          }
  });

  it("keeps the answer's order (spec §7 'popularity descending, then event local date ascending' is the BFF's)", () => {
    const rows = shapeSuggestions(response({ performers: 4, events: 4, venues: 3 }));
    expect(rows.filter(isSelectable).map((r) => `${r.type}:${r.id}`)).toEqual([
      "performer_item:1", "performer_item:2", "performer_item:3",
      "event_item:101", "event_item:102", "event_item:103",
      "venue_item:1", "venue_item:2",
    ]);
  });

  it("spec §3 'header (text, icon, not selectable, not clickable)'", () => {
    const headers = shapeSuggestions(response({ performers: 1, events: 1, venues: 1, popular: 1 })).filter((r) => r.type === "header");
    expect(headers).toEqual([
      { type: "header", section: "performers", text: "Performers", icon: "performer", selectable: false, clickable: false },
      { type: "header", section: "events", text: "Events", icon: "event", selectable: false, clickable: false },
      { type: "header", section: "popular", text: "Popular searches", icon: "search", selectable: false, clickable: false },
      { type: "header", section: "venues", text: "Venues", icon: "venue", selectable: false, clickable: false },
    ]);
  });

  it("spec §3 \"link_item ('more events', not selectable, carries searchTerm)\" and 'footer (searchTerm)'", () => {
    const rows = shapeSuggestions(response({ events: 5, popular: 1 }, "coldplay"));
    expect(rows.find((r) => r.type === "link_item" && r.section === "events")).toEqual({
      type: "link_item", section: "events", text: "More events", searchTerm: "coldplay", selectable: false, clickable: true,
    });
    // A popular search is a link that searches for its own name.
    expect(rows.find((r) => r.type === "link_item" && r.section === "popular")).toMatchObject({ text: "Popular 1", searchTerm: "Popular 1", selectable: false });
    expect(rows.at(-1)).toEqual({ type: "footer", searchTerm: "coldplay", selectable: false, clickable: true });
  });

  it("the arrow keys reach every clickable row — items, 'more events', popular searches, the footer — and no header", () => {
    const rows = shapeSuggestions(response({ performers: 5, events: 10, venues: 5, popular: 5 }));
    expect(outline(rows.filter(isReachable))).toEqual([
      "performer_item", "performer_item", "performer_item",
      "event_item", "event_item", "event_item", "link_item:events",
      "link_item:popular",
      "venue_item",
      "footer",
    ]);
    expect(rows.filter((r) => !isReachable(r)).every((r) => r.type === "header")).toBe(true);
  });

  it("items carry what the list shows: name and web address; an event its local date, venue and city", () => {
    const rows = shapeSuggestions(response({ performers: 1, events: 1, venues: 1 }));
    expect(rows.find((r) => r.type === "performer_item")).toEqual({
      type: "performer_item", section: "performers", id: 1, name: "Performer 1", webURI: "/performer-1-tickets/performer/1/", selectable: true, clickable: true,
    });
    expect(rows.find((r) => r.type === "event_item")).toMatchObject({
      id: 101, name: "Event 101", webURI: "/event-101-tickets-2027-03-05/event/101/", eventDateLocal: "2027-03-05T20:00", venueName: "London Stadium", city: "London",
    });
    expect(rows.find((r) => r.type === "venue_item")).toMatchObject({ id: 1, name: "Venue 1", webURI: "/venue-1-tickets/venue/1/", city: "London" });
  });

  it("header and link words come from the labels given (a translated page passes its own)", () => {
    const labels = { performers: "Künstler", events: "Events", moreEvents: "Weitere Events", popular: "Beliebte Suchen", venues: "Orte" };
    const rows = shapeSuggestions(response({ performers: 1, events: 4, popular: 1 }), { labels });
    expect(rows.filter((r) => r.type === "header").map((r) => (r.type === "header" ? r.text : ""))).toEqual(["Künstler", "Events", "Beliebte Suchen"]);
    expect(rows.find((r) => r.type === "link_item")).toMatchObject({ text: "Weitere Events" });
    expect(Object.keys(labels).sort()).toEqual(Object.keys(SUGGESTION_LABELS).sort());
  });

  it("the footer and the 'more events' link carry the trimmed term; blank and missing popular names are dropped", () => {
    const rows = shapeSuggestions({ ...response({ events: 4 }, "  adele "), queryLogSuggestions: [{ name: " " }, { name: "Adele" }] });
    expect(rows.filter((r) => r.type === "footer" || r.type === "link_item").map((r) => (r.type === "footer" ? r.searchTerm : `${r.text}→${r.searchTerm}`))).toEqual([
      "More events→adele",
      "Adele→Adele",
      "adele",
    ]);
  });

  it("an answer missing a list is read as an empty list", () => {
    const partial = { searchTerm: "x", performers: [performer(1)] } as unknown as SuggestResponse;
    expect(outline(shapeSuggestions(partial))).toEqual(["header:performers", "performer_item", "footer"]);
  });
});

describe("sitePathOf (spec §2.7 'a relative one is used as given, others get a leading slash')", () => {
  it.each([
    // relative (site-relative: one leading slash) → used as given
    ["/taylor-swift-tickets/performer/1/", "/taylor-swift-tickets/performer/1/"],
    ["/find/s/?q=taylor%20swift", "/find/s/?q=taylor%20swift"],
    ["/", "/"],
    // others → a leading slash
    ["taylor-swift-tickets/performer/1/", "/taylor-swift-tickets/performer/1/"],
    ["event/123/", "/event/123/"],
    ["", "/"],
    // full and protocol-relative addresses become paths of this site, never another site
    ["https://evil.example/x", "/https://evil.example/x"],
    ["//evil.example/x", "/evil.example/x"],
    ["///evil.example/x", "/evil.example/x"],
    ["/\\evil.example/x", "/evil.example/x"],
    ["\\\\evil.example/x", "/evil.example/x"],
    ["javascript:alert(1)", "/javascript:alert(1)"],
    // what a browser drops cannot hide a '//'
    [" //evil.example/", "/evil.example/"],
    ["/\t/evil.example/", "/evil.example/"],
    ["\n/adele-tickets/performer/7/ ", "/adele-tickets/performer/7/"],
  ])("%j → %j", (webURI, expected) => {
    expect(sitePathOf(webURI)).toBe(expected);
  });

  it("every shaped item's webURI goes through it", () => {
    const rows = shapeSuggestions({
      searchTerm: "x",
      performers: [performer(1, "x-tickets/performer/1/")],
      events: [event(2, "//evil.example/")],
      venues: [venue(3, "/v-tickets/venue/3/")],
      queryLogSuggestions: [],
    });
    expect(rows.filter(isSelectable).map((r) => r.webURI)).toEqual(["/x-tickets/performer/1/", "/evil.example/", "/v-tickets/venue/3/"]);
  });
});
