import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cacheableQuery,
  MAX_CACHEABLE_QUERY_LENGTH,
  pageCacheKey,
  pageKindOf,
  PAGE_QUERY_PARAMS,
  type PageKeyInput,
} from "./page-cache-key";

const BASE: PageKeyInput = {
  origin: "https://de.stagefront.example",
  path: "/tickets-metallica/performer/7/",
  query: "",
  storeId: 3,
  locale: "de-DE",
  dateChoice: null,
  today: "2026-11-26",
  timeZone: "Europe/Berlin",
  location: null,
  currency: "EUR",
  bot: false,
  contentVersion: "0",
  catalogVersion: "0",
};

describe("cacheableQuery", () => {
  it.each([
    ["", false, ""],
    ["?utm_source=news&fbclid=abc", false, ""],
    ["?q=adele&page=2&utm_source=x", false, "?page=2&q=adele"],
    ["?page=2&q=adele", false, "?page=2&q=adele"],
    ["?q=a&q=b", false, "?q=a&q=b"],
    ["?pbD=today&pbG=Chicago&cur=USD", false, "?pbD=today&pbG=Chicago&cur=USD"],
    ["?_routes=root,storefront-page&q=x", true, "?q=x&_routes=root%2Cstorefront-page"],
    ["?_routes=root", false, ""],
    ["?affiliateId=7&utm_medium=email&gclid=1&redirect=%2Fmy%2F", false, ""],
  ])("%s (data: %s) → %s", (search, isData, expected) => {
    expect(cacheableQuery(search, isData)).toBe(expected);
  });

  it("a query too long or with too many values to key is not cached", () => {
    expect(cacheableQuery(`?q=${"a".repeat(MAX_CACHEABLE_QUERY_LENGTH)}`, false)).toBeNull();
    expect(cacheableQuery(`?${Array.from({ length: 13 }, (_, i) => `q=${i}`).join("&")}`, false)).toBeNull();
  });

  it("keeps the event page's ticket choice — quantity, sort, filters, page and listing — and drops the rest (issue 25)", () => {
    expect(cacheableQuery("?utm_source=x&listing=7&qty=2&sort=best-seats&min=10&max=90&zone=floor&section=101&feature=aisle&page=2", false)).toBe(
      "?page=2&qty=2&sort=best-seats&min=10&max=90&zone=floor&section=101&feature=aisle&listing=7",
    );
    const key = (query: string) => pageCacheKey({ ...BASE, query: cacheableQuery(query, false)! });
    const variants = ["", "?qty=2", "?qty=3", "?qty=2&sort=best-value", "?qty=2&min=10", "?qty=2&max=10", "?qty=2&zone=floor", "?qty=2&section=101", "?qty=2&feature=aisle", "?qty=2&listing=7"];
    expect(new Set(variants.map(key)).size).toBe(variants.length);
    expect(key("?qty=2&fbclid=abc")).toBe(key("?qty=2"));
  });

  it("hostile queries — hundreds of unknown parameters, huge values — add nothing to the key space", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 40 }), fc.string({ maxLength: 5000 })), { maxLength: 300 }), (pairs) => {
        const junk = pairs.filter(([name]) => !PAGE_QUERY_PARAMS.includes(name) && name !== "_routes");
        const search = `?${new URLSearchParams(junk).toString()}`;
        expect(cacheableQuery(search, false)).toBe("");
        expect(cacheableQuery(`${search}&page=3`, true)).toBe("?page=3");
      }),
      { numRuns: 300 },
    );
  });
});

describe("pageCacheKey", () => {
  it.each<[string, Partial<PageKeyInput>]>([
    ["another host", { origin: "https://at.stagefront.example" }],
    ["another page", { path: "/tickets-metallica/performer/8/" }],
    ["the .data answer", { path: "/tickets-metallica/performer/7.data" }],
    ["another page of the list", { query: "?page=2" }],
    ["another store", { storeId: 12 }],
    ["another language", { locale: "en-GB" }],
    ["a date choice", { dateChoice: "today" }],
    ["another day", { today: "2026-11-27" }],
    ["a place", { location: "2867714" }],
    ["another currency", { currency: "USD" }],
    ["a crawler", { bot: true }],
    ["an operator's content change", { contentVersion: "1" }],
    ["a catalog import", { catalogVersion: "2026-11-26T08:00:00Z" }],
  ])("%s is another key", (_name, change) => {
    expect(pageCacheKey({ ...BASE, ...change })).not.toBe(pageCacheKey(BASE));
  });

  it("the zone counts only when a date choice bounds the list", () => {
    expect(pageCacheKey({ ...BASE, timeZone: "Europe/Paris" })).toBe(pageCacheKey(BASE));
    const today = { ...BASE, dateChoice: "today" };
    expect(pageCacheKey({ ...today, timeZone: "Europe/Paris" })).not.toBe(pageCacheKey(today));
  });

  it("requests that differ only in unknown parameters share one key", () => {
    const a = pageCacheKey({ ...BASE, query: cacheableQuery("?utm_source=a&page=2", false)! });
    const b = pageCacheKey({ ...BASE, query: cacheableQuery("?page=2&gclid=zz", false)! });
    expect(a).toBe(b);
  });
});

describe("pageKindOf", () => {
  it.each([
    ["home", "/", 200, "home"],
    ["browse", "/category/1/", 200, "browse"],
    ["event", "/event/5/", 200, "event"],
    ["search", "/find/s/", 200, "search"],
    [null, "/sell/", 200, "sell"],
    [null, "/nothing/here/", 404, "not-found"],
    ["event", "/event/5/", 404, "not-found"],
    [null, "/my/", 200, null],
    [null, "/login/signup/", 200, null],
    ["home", "/", 400, null],
    ["home", "/", 301, null],
    ["home", "/", 503, null],
  ] as const)("%s %s %i → %s", (pageId, path, status, kind) => {
    expect(pageKindOf(pageId, path, status)).toBe(kind);
  });
});
