import { describe, expect, it } from "vitest";
import type { CatalogReader, EventPage, PageRequest } from "../../app/lib/catalog";
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

  it("is off at 0 seconds: the reader itself", () => {
    const { reader } = countingReader();
    expect(withListingMemo(reader, 0)).toBe(reader);
  });
});
