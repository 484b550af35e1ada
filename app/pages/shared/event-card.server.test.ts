// Which artwork an event's card carries (issue 25 item 8): its first performer's in its top
// category's motif, so a performer's events look alike whatever they are called, and the event's
// name only where the catalog names no performer. (tests/integration/artwork.test.ts holds the
// cards against the event pages on the demo catalog.)
import { describe, expect, it } from "vitest";
import { CATEGORY_IDS } from "../../domain/categories";
import type { EventSummary } from "../../lib/catalog";
import { formatLink } from "../../lib/format-link";
import { PageWords, translatorFor, type PageContext } from "../../lib/i18n.server";
import { eventArtwork, eventCard } from "./event-card.server";

const i18n = await translatorFor("de-DE");
const ctx = {
  locale: "de-DE",
  words: new PageWords(i18n),
  link: (path: string) => formatLink(path, { currentLocale: "de-DE", defaultLocale: "de-DE", supportedLanguages: ["de"] }),
  i18n,
} as unknown as PageContext;

function summary(overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    id: 100,
    name: "FC Nord vs SV Süd",
    webPath: "/fc-nord-vs-sv-sud-tickets-2026-12-05/event/100/",
    localDateTime: "2026-12-05T15:30",
    timeZone: "Europe/Berlin",
    startsAt: Date.UTC(2026, 11, 5, 14, 30),
    venue: { id: 1, name: "Nordstadion", webPath: "/nordstadion-tickets/venue/1/" },
    city: { geoNameId: 2911298, name: "Hamburg", countryCode: "DE", localNames: {} },
    minPrice: { amount: 35, currency: "EUR" },
    availableTickets: 120,
    firstPerformerId: 7,
    topCategoryId: CATEGORY_IDS.sports,
    ...overrides,
  };
}

describe("a card's artwork", () => {
  it("is its first performer's, in its top category's motif", () => {
    expect(eventCard(ctx, summary()).artwork).toEqual({ key: "performer:7", motif: "sport" });
    expect(eventCard(ctx, summary({ topCategoryId: CATEGORY_IDS.concerts })).artwork).toEqual({ key: "performer:7", motif: "concert" });
  });

  it("is the same for every event of a performer, whatever the events are called", () => {
    const home = eventCard(ctx, summary());
    const next = eventCard(ctx, summary({ id: 101, name: "FC Nord vs Blau-Weiß West", webPath: "/fc-nord-vs-blau-weiss-west-tickets-2026-12-12/event/101/" }));
    expect(next.artwork).toEqual(home.artwork);
    expect(eventCard(ctx, summary({ id: 102, firstPerformerId: 8 })).artwork).not.toEqual(home.artwork);
  });

  it("follows the event's name, still in its category's motif, only where the catalog names no performer", () => {
    expect(eventCard(ctx, summary({ firstPerformerId: null, name: " Weihnachtsmarkt Gala " })).artwork).toEqual({ key: "title:weihnachtsmarkt gala", motif: "sport" });
    expect(eventCard(ctx, summary({ firstPerformerId: null, topCategoryId: null })).artwork?.motif).toBe("other");
  });

  it("is the seed the event page draws (eventArtwork), so a card and its page agree", () => {
    const event = summary({ firstPerformerId: 42, topCategoryId: CATEGORY_IDS.theatre });
    expect(eventCard(ctx, event).artwork).toEqual(eventArtwork(event));
    expect(eventArtwork(event)).toEqual({ key: "performer:42", motif: "theatre" });
  });
});
