/**
 * Pure paging arithmetic (spec §4 "Pagination: previous disabled on first page, next disabled on
 * last"; spec §9 "Pagination page sizes 5, 10, 50, 100 (choosing one resets to page 0); defaults
 * pageNumber 0, perPage 5; previous/next and report '{first} - {last} of {totalRecords}'").
 *
 * Pages are 0-based (pageNumber), records in the report are 1-based. An empty list has exactly one
 * (empty) page, so pageNumber 0 is always valid, both previous and next are disabled, and the
 * report reads "0 - 0 of 0".
 */

import { numberFormat } from "../../../domain/intl-formats";

/** Page sizes offered (spec §9). */
export const PAGE_SIZES = [5, 10, 50, 100] as const;
/** First page, 0-based (spec §9 default pageNumber). */
export const DEFAULT_PAGE_NUMBER = 0;
/** Rows per page (spec §9 default perPage). */
export const DEFAULT_PER_PAGE = 5;
/** Report wording (spec §9). */
export const DEFAULT_REPORT_TEMPLATE = "{first} - {last} of {totalRecords}";

export interface PageState {
  /** 0-based page index. */
  pageNumber: number;
  perPage: number;
}

/**
 * Number of pages for a record count; never less than 1 (an empty list still has its one page).
 * @example countPages(11, 5) // 3
 */
export function countPages(totalRecords: number, perPage: number): number {
  const size = Math.max(1, Math.floor(perPage));
  return Math.max(1, Math.ceil(Math.max(0, totalRecords) / size));
}

/**
 * Brings a page index inside 0 … last page (fractions are floored).
 * @example clampPage(9, 11, 5) // 2
 */
export function clampPage(pageNumber: number, totalRecords: number, perPage: number): number {
  const last = countPages(totalRecords, perPage) - 1;
  if (!Number.isFinite(pageNumber)) return 0;
  return Math.min(last, Math.max(0, Math.floor(pageNumber)));
}

/**
 * 1-based numbers of the first and last record on a page; {0, 0} when there are no records.
 * @example recordRange({ pageNumber: 2, perPage: 5 }, 11) // { first: 11, last: 11 }
 */
export function recordRange(state: PageState, totalRecords: number): { first: number; last: number } {
  if (totalRecords <= 0) return { first: 0, last: 0 };
  const page = clampPage(state.pageNumber, totalRecords, state.perPage);
  const first = page * state.perPage + 1;
  return { first, last: Math.min(totalRecords, first + state.perPage - 1) };
}

/**
 * Previous is enabled unless the first page is shown (spec §4).
 * @example canGoPrevious({ pageNumber: 0, perPage: 5 }) // false
 */
export function canGoPrevious(state: PageState): boolean {
  return state.pageNumber > 0;
}

/**
 * Next is enabled unless the last page is shown (spec §4).
 * @example canGoNext({ pageNumber: 1, perPage: 5 }, 10) // false
 */
export function canGoNext(state: PageState, totalRecords: number): boolean {
  return state.pageNumber < countPages(totalRecords, state.perPage) - 1;
}

/**
 * Moves to a page, clamped to the pages that exist.
 * @example goToPage({ pageNumber: 0, perPage: 5 }, 7, 12) // { pageNumber: 2, perPage: 5 }
 */
export function goToPage(state: PageState, pageNumber: number, totalRecords: number): PageState {
  return { perPage: state.perPage, pageNumber: clampPage(pageNumber, totalRecords, state.perPage) };
}

/**
 * Choosing a page size always resets to page 0 (spec §9).
 * @example changePerPage({ pageNumber: 3, perPage: 5 }, 10) // { pageNumber: 0, perPage: 10 }
 */
export function changePerPage(_state: PageState, perPage: number): PageState {
  return { pageNumber: DEFAULT_PAGE_NUMBER, perPage };
}

/**
 * Fills the report template; numbers are formatted with Intl for the locale.
 * @example formatReport(DEFAULT_REPORT_TEMPLATE, { first: 1, last: 5, totalRecords: 1200 }, "de-DE") // "1 - 5 of 1.200"
 */
export function formatReport(
  template: string,
  values: { first: number; last: number; totalRecords: number },
  locale: string,
): string {
  const number = numberFormat(locale);
  return template.replace(/\{(first|last|totalRecords)\}/g, (_m, name: "first" | "last" | "totalRecords") =>
    number.format(values[name]),
  );
}

/**
 * A window of at most `size` 0-based page indices around the current page, for page buttons.
 * @example visiblePages(5, 10, 5) // [3, 4, 5, 6, 7]
 */
export function visiblePages(pageNumber: number, pageCount: number, size: number): number[] {
  const shown = Math.max(1, Math.min(size, pageCount));
  const start = Math.min(Math.max(0, pageNumber - Math.floor(shown / 2)), pageCount - shown);
  return Array.from({ length: shown }, (_, i) => start + i);
}

/** The words this widget says itself, in English (translations: app/locales/<language>/ui.json). */
export const PAGINATION_LABELS = {
  "pagination.navigation": "Pagination",
  "pagination.previous": "Previous page",
  "pagination.next": "Next page",
  "pagination.perPage": "Rows per page",
  "pagination.page": "Page {page}",
  "pagination.report": DEFAULT_REPORT_TEMPLATE,
} as const;
