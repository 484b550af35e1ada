import { useDemoText } from "../demo-text";
import { Pagination } from "./pagination";

/** Pagination in each of its states, for the design-system page. */
export function PaginationDemo({ locale }: { locale: string }) {
  const t = useDemoText();
  return (
    <section aria-labelledby="ui-pagination-demo-title" className="ui-pagination-demo">
      <h2 id="ui-pagination-demo-title">{t("Pagination")}</h2>

      <h3>{t("First page (previous disabled)")}</h3>
      <Pagination totalRecords={48} locale={locale} labels={{ navigation: t("Pagination, first page") }} />

      <h3>{t("Middle page with page numbers")}</h3>
      <Pagination
        totalRecords={48}
        locale={locale}
        defaultPageNumber={4}
        showPageNumbers
        labels={{ navigation: t("Pagination, middle page") }}
      />

      <h3>{t("Last page (next disabled)")}</h3>
      <Pagination totalRecords={48} locale={locale} defaultPageNumber={9} labels={{ navigation: t("Pagination, last page") }} />

      <h3>{t("Large list, 100 per page")}</h3>
      <Pagination
        totalRecords={12500}
        locale={locale}
        defaultPerPage={100}
        defaultPageNumber={10}
        labels={{ navigation: t("Pagination, large list") }}
      />

      <h3>{t("Custom report template")}</h3>
      <Pagination
        totalRecords={48}
        locale={locale}
        defaultPageNumber={1}
        // The widget fills {first}, {last} and {totalRecords}: no values here.
        reportTemplate={t("Showing {first} to {last} of {totalRecords} events")}
        labels={{ navigation: t("Pagination, custom report") }}
      />

      <h3>{t("Empty")}</h3>
      <Pagination totalRecords={0} locale={locale} labels={{ navigation: t("Pagination, empty") }} />
    </section>
  );
}
