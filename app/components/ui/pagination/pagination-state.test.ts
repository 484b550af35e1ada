import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAGE_NUMBER,
  DEFAULT_PER_PAGE,
  DEFAULT_REPORT_TEMPLATE,
  PAGE_SIZES,
  canGoNext,
  canGoPrevious,
  changePerPage,
  clampPage,
  countPages,
  formatReport,
  goToPage,
  recordRange,
  visiblePages,
} from "./pagination-state";

describe("spec §9 'Pagination page sizes 5, 10, 50, 100; defaults pageNumber 0, perPage 5'", () => {
  it("offers exactly those sizes and defaults", () => {
    expect(PAGE_SIZES).toEqual([5, 10, 50, 100]);
    expect(DEFAULT_PAGE_NUMBER).toBe(0);
    expect(DEFAULT_PER_PAGE).toBe(5);
    expect(DEFAULT_REPORT_TEMPLATE).toBe("{first} - {last} of {totalRecords}");
  });
});

describe("countPages", () => {
  it.each([
    [0, 5, 1],
    [1, 5, 1],
    [5, 5, 1],
    [6, 5, 2],
    [11, 5, 3],
    [100, 10, 10],
    [101, 100, 2],
  ])("%i records at %i per page → %i pages", (total, perPage, pages) => {
    expect(countPages(total, perPage)).toBe(pages);
  });
});

describe("clampPage", () => {
  it.each([
    [-1, 11, 5, 0],
    [0, 11, 5, 0],
    [2, 11, 5, 2],
    [3, 11, 5, 2],
    [9, 0, 5, 0],
    [1.7, 11, 5, 1],
    [Number.NaN, 11, 5, 0],
  ])("page %d of %i records at %i → %i", (page, total, perPage, out) => {
    expect(clampPage(page, total, perPage)).toBe(out);
  });
});

describe("spec §4 'Pagination: previous disabled on first page, next disabled on last'", () => {
  it.each([
    // pageNumber, perPage, totalRecords, previous enabled, next enabled
    [0, 5, 12, false, true],
    [1, 5, 12, true, true],
    [2, 5, 12, true, false],
    [0, 5, 5, false, false],
    [0, 5, 0, false, false],
    [0, 10, 12, false, true],
    [1, 10, 12, true, false],
  ])("page %i, %i per page, %i records → previous %s, next %s", (pageNumber, perPage, total, prev, next) => {
    expect(canGoPrevious({ pageNumber, perPage })).toBe(prev);
    expect(canGoNext({ pageNumber, perPage }, total)).toBe(next);
  });
});

describe("goToPage clamps to existing pages", () => {
  it.each([
    [0, 1, 12, 1],
    [2, 3, 12, 2],
    [1, -1, 12, 0],
    [0, 7, 0, 0],
  ])("from %i to %i with %i records → %i", (from, to, total, out) => {
    expect(goToPage({ pageNumber: from, perPage: 5 }, to, total)).toEqual({ pageNumber: out, perPage: 5 });
  });
});

describe("spec §9 'choosing one [page size] resets to page 0'", () => {
  it.each(PAGE_SIZES.map((size) => [size]))("choosing %i from page 3 → page 0", (size) => {
    expect(changePerPage({ pageNumber: 3, perPage: 5 }, size)).toEqual({ pageNumber: 0, perPage: size });
  });
});

describe("recordRange (1-based; empty list → 0 - 0)", () => {
  it.each([
    [0, 5, 12, 1, 5],
    [1, 5, 12, 6, 10],
    [2, 5, 12, 11, 12],
    [0, 100, 12, 1, 12],
    [0, 5, 0, 0, 0],
    [9, 5, 12, 11, 12],
  ])("page %i, %i per page, %i records → %i - %i", (pageNumber, perPage, total, first, last) => {
    expect(recordRange({ pageNumber, perPage }, total)).toEqual({ first, last });
  });
});

describe("spec §9 report '{first} - {last} of {totalRecords}' with Intl numbers", () => {
  it.each([
    [DEFAULT_REPORT_TEMPLATE, 1, 5, 12, "en-US", "1 - 5 of 12"],
    [DEFAULT_REPORT_TEMPLATE, 0, 0, 0, "en-US", "0 - 0 of 0"],
    [DEFAULT_REPORT_TEMPLATE, 1001, 1005, 12000, "en-US", "1,001 - 1,005 of 12,000"],
    [DEFAULT_REPORT_TEMPLATE, 1001, 1005, 12000, "de-DE", "1.001 - 1.005 of 12.000"],
    ["{first}–{last} von {totalRecords}", 6, 10, 12, "de-DE", "6–10 von 12"],
    ["Showing {totalRecords} ({first}/{last}) {unknown}", 1, 2, 3, "en-US", "Showing 3 (1/2) {unknown}"],
  ])("%s with %i, %i, %i in %s → %s", (template, first, last, totalRecords, locale, out) => {
    expect(formatReport(template, { first, last, totalRecords }, locale)).toBe(out);
  });
});

describe("visiblePages", () => {
  it.each([
    [0, 10, 5, [0, 1, 2, 3, 4]],
    [5, 10, 5, [3, 4, 5, 6, 7]],
    [9, 10, 5, [5, 6, 7, 8, 9]],
    [1, 3, 5, [0, 1, 2]],
    [0, 1, 5, [0]],
  ])("page %i of %i, window %i → %o", (page, count, size, out) => {
    expect(visiblePages(page, count, size)).toEqual(out);
  });
});
