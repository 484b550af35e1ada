import { Pagination } from "./pagination";

/** Pagination in each of its states, for the design-system page. */
export function PaginationDemo({ locale }: { locale: string }) {
  return (
    <section aria-labelledby="ui-pagination-demo-title" className="ui-pagination-demo">
      <h2 id="ui-pagination-demo-title">Pagination</h2>

      <h3>First page (previous disabled)</h3>
      <Pagination totalRecords={48} locale={locale} labels={{ navigation: "Pagination, first page" }} />

      <h3>Middle page with page numbers</h3>
      <Pagination
        totalRecords={48}
        locale={locale}
        defaultPageNumber={4}
        showPageNumbers
        labels={{ navigation: "Pagination, middle page" }}
      />

      <h3>Last page (next disabled)</h3>
      <Pagination totalRecords={48} locale={locale} defaultPageNumber={9} labels={{ navigation: "Pagination, last page" }} />

      <h3>Large list, 100 per page</h3>
      <Pagination
        totalRecords={12500}
        locale={locale}
        defaultPerPage={100}
        defaultPageNumber={10}
        labels={{ navigation: "Pagination, large list" }}
      />

      <h3>Custom report template</h3>
      <Pagination
        totalRecords={48}
        locale={locale}
        defaultPageNumber={1}
        reportTemplate="Showing {first} to {last} of {totalRecords} events"
        labels={{ navigation: "Pagination, custom report" }}
      />

      <h3>Empty</h3>
      <Pagination totalRecords={0} locale={locale} labels={{ navigation: "Pagination, empty" }} />
    </section>
  );
}
