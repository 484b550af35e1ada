import { describe, expect, it } from "vitest";
import type { CatalogReader, EventPage, ListingQuery, PageRequest } from "../../app/lib/catalog";
import { withListingMemo } from "./listing-memo";

const NOW = Date.UTC(2026, 10, 24, 12, 0, 30);

/** A reader that answers each country list with a fresh object and counts what D1 would be asked. */
function countingReader(fail = false) {
  const asked: Array<[string, PageRequest]> = [];
  const reader = {
    async upcomingInCountry(countryCode: string, page: PageRequest): Promise<EventPage> {
      asked.push([countryCode, page]);
      if (fail) throw new Response("The event catalog is unavailable", { status: 503 });
      return { events: [], total: asked.length };
    },
    async search() {
      asked.push(["search", { now: 0, offset: 0, limit: 0 }]);
      return { events: [], total: 0 };
    },
  } as unknown as CatalogReader;
  return { reader, asked };
}

const FIRST_PAGE: PageRequest = { now: NOW, offset: 0, limit: 10 };
// Each test its own country: the memo is the isolate's, shared by every reader it wraps.
let country = 0;
const nextCountry = () => `X${String.fromCharCode(65 + country++)}`;

describe("withListingMemo", () => {
  it("asks once per country, window and slice within the memo time, to the minute", async () => {
    const { reader, asked } = countingReader();
    const memo = withListingMemo(reader, 10_000);
    const [us, de] = [nextCountry(), nextCountry()];
    const first = await memo.upcomingInCountry(us, FIRST_PAGE);
    expect(await memo.upcomingInCountry(us, { ...FIRST_PAGE, now: NOW + 20_000 })).toBe(first); // same minute
    expect(asked).toHaveLength(1);

    await memo.upcomingInCountry(de, FIRST_PAGE); // another country
    await memo.upcomingInCountry(us, { ...FIRST_PAGE, offset: 10 }); // another page
    await memo.upcomingInCountry(us, { ...FIRST_PAGE, until: NOW + 86_400_000 }); // a date filter
    await memo.upcomingInCountry(us, { ...FIRST_PAGE, now: NOW + 60_000 }); // the next minute
    expect(asked.map(([c, p]) => [c, p.offset, p.until ?? null, p.now])).toEqual([
      [us, 0, null, NOW],
      [de, 0, null, NOW],
      [us, 10, null, NOW],
      [us, 0, NOW + 86_400_000, NOW],
      [us, 0, null, NOW + 60_000],
    ]);
  });

  it("always asks for a list near a chosen place, and for every other read", async () => {
    const { reader, asked } = countingReader();
    const memo = withListingMemo(reader, 10_000);
    const code = nextCountry();
    const near = { ...FIRST_PAGE, near: { latitude: 40.7, longitude: -74, radius: 200 } };
    await memo.upcomingInCountry(code, near);
    await memo.upcomingInCountry(code, near);
    await memo.search("taylor", { ...FIRST_PAGE, performerRows: 3 });
    await memo.search("taylor", { ...FIRST_PAGE, performerRows: 3 });
    expect(asked).toHaveLength(4);
  });

  it("keeps no failure: the next request asks again", async () => {
    const failing = countingReader(true);
    const code = nextCountry();
    await expect(withListingMemo(failing.reader, 10_000).upcomingInCountry(code, FIRST_PAGE)).rejects.toBeInstanceOf(Response);
    const working = countingReader();
    await withListingMemo(working.reader, 10_000).upcomingInCountry(code, FIRST_PAGE);
    expect(working.asked).toHaveLength(1);
  });

  describe("an event page's listings (ticketChoice)", () => {
    /** A reader whose ticket reads answer a fresh object each time and are counted. */
    function ticketReader(fail = false) {
      const asked: ListingQuery[] = [];
      const reader = {
        async ticketChoice(_venueId: number, query: ListingQuery) {
          asked.push(query);
          if (fail) throw new Response("The event catalog is unavailable", { status: 503 });
          return { page: { listings: [], total: asked.length }, offers: [] };
        },
        async ticketListing() {
          asked.push({} as ListingQuery);
          return null;
        },
      } as unknown as CatalogReader;
      return { reader, asked };
    }
    let event = 0;
    const choice = (change: Partial<ListingQuery> = {}): ListingQuery => ({
      eventId: 900_000 + event,
      quantity: 2,
      allIn: true,
      sort: "price-asc",
      zones: [],
      sections: [],
      features: [],
      offset: 0,
      limit: 10,
      ...change,
    });

    it("keeps a guest's view per event and choice for the memo time, and then asks again", async () => {
      event++;
      const { reader, asked } = ticketReader();
      const memo = withListingMemo(reader, 10_000, { guest: true });
      const first = await memo.ticketChoice(1, choice());
      // The same read with its fields in another order is the same key.
      const { limit, offset, ...rest } = choice();
      expect(await memo.ticketChoice(1, { offset, limit, ...rest })).toBe(first);
      expect(asked).toHaveLength(1);
      for (const change of [{ quantity: 3 }, { sort: "best-seats" as const }, { sections: ["101"] }, { zones: ["floor" as const] }, { maxPrice: 9_000 }, { features: ["aisle" as const] }, { offset: 10 }, { allIn: false }]) {
        expect(await memo.ticketChoice(1, choice(change))).not.toBe(first);
      }
      expect(asked).toHaveLength(9);
      await memo.ticketListing(choice().eventId, 5);
      await memo.ticketListing(choice().eventId, 5);
      expect(asked).toHaveLength(11); // a listing's detail is read every time
    });

    it("reads D1 on every view of a signed-in fan (a seller sees the listing they just changed)", async () => {
      event++;
      const { reader, asked } = ticketReader();
      const memo = withListingMemo(reader, 10_000, { guest: false });
      await memo.ticketChoice(1, choice());
      await memo.ticketChoice(1, choice());
      expect(asked).toHaveLength(2);
      // …and the default is the signed-in behaviour.
      await withListingMemo(reader, 10_000).ticketChoice(1, choice());
      expect(asked).toHaveLength(3);
    });

    it("keeps no failure, and asks again once the memo time has passed", async () => {
      event++;
      const failing = ticketReader(true);
      await expect(withListingMemo(failing.reader, 10_000, { guest: true }).ticketChoice(1, choice())).rejects.toBeInstanceOf(Response);
      const { reader, asked } = ticketReader();
      const memo = withListingMemo(reader, 50, { guest: true });
      await memo.ticketChoice(1, choice());
      expect(asked).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 80));
      await memo.ticketChoice(1, choice());
      expect(asked).toHaveLength(2);
    });
  });

  it("is off at 0 seconds: the reader itself", () => {
    const { reader } = countingReader();
    expect(withListingMemo(reader, 0)).toBe(reader);
  });
});
