import { Link } from "@remix-run/react";
import { useUiLabel } from "../ui/ui-labels";
import { numberFormat } from "../../domain/intl-formats";
import {
  PAGINATION_LABELS,
  canGoNext,
  canGoPrevious,
  countPages,
  formatReport,
  recordRange,
  visiblePages,
} from "../ui/pagination/pagination-state";
import { pageHref, type PageLinksModel } from "./models";

/**
 * The design system's pagination (its state rules, words and styles: components/ui/pagination)
 * as server-rendered links, so paging works without JavaScript and every page has an address.
 * Previous is inert on the first page and next on the last (spec §4).
 */
export function PageLinks({ model, locale }: { model: PageLinksModel; locale: string }) {
  const uiLabel = useUiLabel(PAGINATION_LABELS);
  const state = { pageNumber: model.pageNumber, perPage: model.perPage };
  const total = model.totalRecords;
  const pageCount = countPages(total, model.perPage);
  const number = numberFormat(locale);
  const report = formatReport(uiLabel("pagination.report"), { ...recordRange(state, total), totalRecords: total }, locale);
  const previous = uiLabel("pagination.previous");
  const next = uiLabel("pagination.next");
  return (
    <nav className="ui-pagination page-links" aria-label={uiLabel("pagination.navigation")}>
      <div className="ui-pagination__pages">
        {canGoPrevious(state) ? (
          <Link className="ui-pagination__step" to={pageHref(model, model.pageNumber - 1)} rel="prev">
            <span aria-hidden="true">‹</span>
            <span className="ui-pagination__step-text">{previous}</span>
          </Link>
        ) : (
          <span className="ui-pagination__step page-links__inert" aria-disabled="true" role="link">
            <span aria-hidden="true">‹</span>
            <span className="ui-pagination__step-text">{previous}</span>
          </span>
        )}
        <ul className="ui-pagination__numbers">
          {visiblePages(model.pageNumber, pageCount, 5).map((page) => {
            const shown = number.format(page + 1);
            const current = page === model.pageNumber;
            return (
              <li key={page}>
                <Link
                  className="ui-pagination__number"
                  to={pageHref(model, page)}
                  aria-label={uiLabel("pagination.page", { page: shown })}
                  aria-current={current ? "page" : undefined}
                >
                  {shown}
                </Link>
              </li>
            );
          })}
        </ul>
        {canGoNext(state, total) ? (
          <Link className="ui-pagination__step" to={pageHref(model, model.pageNumber + 1)} rel="next">
            <span className="ui-pagination__step-text">{next}</span>
            <span aria-hidden="true">›</span>
          </Link>
        ) : (
          <span className="ui-pagination__step page-links__inert" aria-disabled="true" role="link">
            <span className="ui-pagination__step-text">{next}</span>
            <span aria-hidden="true">›</span>
          </span>
        )}
      </div>
      <p className="ui-pagination__report">{report}</p>
    </nav>
  );
}
