import { useEffect, useId, useRef, useState } from "react";
import { numberFormat } from "../../../domain/intl-formats";
import { useUiLabel, type UiLabel } from "../ui-labels";
import {
  DEFAULT_PAGE_NUMBER,
  DEFAULT_PER_PAGE,
  PAGE_SIZES,
  type PageState,
  canGoNext,
  canGoPrevious,
  changePerPage,
  clampPage,
  countPages,
  formatReport,
  goToPage,
  recordRange,
  visiblePages,
  PAGINATION_LABELS,
} from "./pagination-state";

export interface PaginationLabels {
  /** Accessible name of the <nav>. */
  navigation: string;
  previous: string;
  next: string;
  /** Label of the page-size <select>. */
  perPage: string;
  /** Accessible name of a page-number button, given the formatted number. */
  page: (formattedNumber: string) => string;
}

/** The widget's words in the provided language (see ui-labels). */
function labelsFrom(uiLabel: UiLabel<keyof typeof PAGINATION_LABELS>): PaginationLabels {
  return {
    navigation: uiLabel("pagination.navigation"),
    previous: uiLabel("pagination.previous"),
    next: uiLabel("pagination.next"),
    perPage: uiLabel("pagination.perPage"),
    page: (page) => uiLabel("pagination.page", { page }),
  };
}

export interface PaginationProps {
  totalRecords: number;
  locale: string;
  /** Controlled page (0-based); leave out to let the widget keep its own. */
  pageNumber?: number;
  /** Controlled page size. */
  perPage?: number;
  defaultPageNumber?: number;
  defaultPerPage?: number;
  onPageChange?: (state: PageState) => void;
  pageSizes?: readonly number[];
  /** With {first}, {last} and {totalRecords} placeholders. */
  reportTemplate?: string;
  /** Show numbered page buttons between previous and next. */
  showPageNumbers?: boolean;
  /** How many numbered buttons at most. */
  pageLinkSize?: number;
  labels?: Partial<PaginationLabels>;
}

/** Previous/next paging with a live "first - last of total" report and a page-size choice. */
export function Pagination({
  totalRecords,
  locale,
  pageNumber: controlledPage,
  perPage: controlledPerPage,
  defaultPageNumber = DEFAULT_PAGE_NUMBER,
  defaultPerPage = DEFAULT_PER_PAGE,
  onPageChange,
  pageSizes = PAGE_SIZES,
  reportTemplate: reportTemplateProp,
  showPageNumbers = false,
  pageLinkSize = 5,
  labels: labelOverrides,
}: PaginationProps) {
  const uiLabel = useUiLabel(PAGINATION_LABELS);
  const labels = { ...labelsFrom(uiLabel), ...labelOverrides };
  const reportTemplate = reportTemplateProp ?? uiLabel("pagination.report");
  const [ownState, setOwnState] = useState<PageState>({ pageNumber: defaultPageNumber, perPage: defaultPerPage });
  const perPage = controlledPerPage ?? ownState.perPage;
  const state: PageState = {
    perPage,
    pageNumber: clampPage(controlledPage ?? ownState.pageNumber, totalRecords, perPage),
  };
  const selectId = useId();
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // A button that disables itself under the keyboard would drop focus to <body>; hand it over.
  const pendingFocus = useRef<"previous" | "next" | null>(null);

  const previousEnabled = canGoPrevious(state);
  const nextEnabled = canGoNext(state, totalRecords);

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === "previous" && previousEnabled) previousRef.current?.focus();
    if (target === "next" && nextEnabled) nextRef.current?.focus();
  });

  const change = (next: PageState) => {
    setOwnState(next);
    onPageChange?.(next);
  };

  const step = (delta: -1 | 1) => {
    const next = goToPage(state, state.pageNumber + delta, totalRecords);
    if (delta === 1 && !canGoNext(next, totalRecords)) pendingFocus.current = "previous";
    if (delta === -1 && !canGoPrevious(next)) pendingFocus.current = "next";
    change(next);
  };

  const number = numberFormat(locale);
  const range = recordRange(state, totalRecords);
  const report = formatReport(reportTemplate, { ...range, totalRecords }, locale);
  const pages = showPageNumbers ? visiblePages(state.pageNumber, countPages(totalRecords, perPage), pageLinkSize) : [];

  return (
    <nav className="ui-pagination" aria-label={labels.navigation}>
      <div className="ui-pagination__pages">
        <button
          ref={previousRef}
          type="button"
          className="ui-pagination__step"
          disabled={!previousEnabled}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">‹</span>
          <span className="ui-pagination__step-text">{labels.previous}</span>
        </button>
        {pages.length > 0 ? (
          <ul className="ui-pagination__numbers">
            {pages.map((page) => {
              const shown = number.format(page + 1);
              const current = page === state.pageNumber;
              return (
                <li key={page}>
                  <button
                    type="button"
                    className="ui-pagination__number"
                    aria-label={labels.page(shown)}
                    aria-current={current ? "page" : undefined}
                    onClick={() => change(goToPage(state, page, totalRecords))}
                  >
                    {shown}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
        <button
          ref={nextRef}
          type="button"
          className="ui-pagination__step"
          disabled={!nextEnabled}
          onClick={() => step(1)}
        >
          <span className="ui-pagination__step-text">{labels.next}</span>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="ui-pagination__report" role="status">
        {report}
      </p>
      <div className="ui-pagination__size">
        <label htmlFor={selectId}>{labels.perPage}</label>
        <select
          id={selectId}
          value={perPage}
          onChange={(event) => change(changePerPage(state, Number(event.target.value)))}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {number.format(size)}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
