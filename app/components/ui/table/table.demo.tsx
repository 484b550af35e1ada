import { useState } from "react";
import { useDemoText } from "../demo-text";
import { Table, type TableColumn } from "./table";

interface DemoEvent {
  id: string;
  name: string;
  date: string;
  city: string;
  price: number | null;
}

/** The sample rows; names are filled in the page's language by the demo (see `eventNames`). */
const DEMO_EVENTS: Omit<DemoEvent, "name">[] = [
  { id: "e1", date: "2025-06-14", city: "Zürich", price: 120 },
  { id: "e2", date: "2025-05-02", city: "Aachen", price: 35 },
  { id: "e3", date: "2025-08-09", city: "Oslo", price: 80 },
  { id: "e4", date: "2025-06-14", city: "Zurich", price: null },
  { id: "e5", date: "2025-07-20", city: "Lisboa", price: 35 },
  { id: "e6", date: "2025-05-30", city: "Berlin", price: 60 },
  { id: "e7", date: "2025-05-30", city: "Buenos Aires", price: 45 },
  { id: "e8", date: "2025-09-01", city: "Dublin", price: 25 },
];

/** The generic table in each of its states, with event-like sample data, for the design-system page. */
export function TableDemo({ locale }: { locale: string }) {
  const t = useDemoText();
  // The made-up event names, by row id, in the page's language.
  const eventNames: Record<string, string> = {
    e1: t("Opera Night"),
    e2: t("Jazz Brunch"),
    e3: t("Rock Arena"),
    e4: t("Ballet Gala"),
    e5: t("Indie Fest"),
    e6: t("Choir Evening"),
    e7: t("Tango Ball"),
    e8: t("Comedy Club"),
  };
  // Rows saved by the editing demo, by id; the others follow the page's language.
  const [saved, setSaved] = useState<Readonly<Record<string, DemoEvent>>>({});
  const rows: DemoEvent[] = DEMO_EVENTS.map((e) => saved[e.id] ?? { ...e, name: eventNames[e.id] ?? e.id });
  const priceError = t("Enter a price of 0 or more.");
  const validatePrice = (event: DemoEvent) =>
    event.price === null || Number.isNaN(event.price) || event.price < 0 ? priceError : null;
  const price = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });
  const columns: TableColumn<DemoEvent>[] = [
    { field: "name", header: t("Event"), sortable: true, filterable: true, editable: true, width: 180 },
    { field: "date", header: t("Date"), type: "date", sortable: true, filterable: true, width: 150 },
    { field: "city", header: t("City"), sortable: true, filterable: true, width: 150 },
    {
      field: "price",
      header: t("Price"),
      type: "numeric",
      sortable: true,
      filterable: true,
      editable: true,
      width: 120,
      format: (value) => (typeof value === "number" ? price.format(value) : "—"),
    },
  ];
  const viewColumns = columns.map((c) => ({ ...c, editable: false, filterable: false }));
  const common = { rows, rowKey: "id", locale } as const;
  const save = (next: DemoEvent) => setSaved((all) => ({ ...all, [next.id]: next }));

  return (
    <section aria-labelledby="ui-table-demo-title" className="ui-table-demo">
      <h2 id="ui-table-demo-title">{t("Table")}</h2>

      <h3>{t("Sorted (resizable columns, paginated)")}</h3>
      <Table
        {...common}
        caption={t("Events sorted by date")}
        columns={viewColumns}
        resizableColumns
        paginator
        removableSort
        initialState={{ sort: [{ field: "date", order: "ascending" }] }}
      />

      <h3>{t("Multi-sorted (date, then price descending)")}</h3>
      <Table
        {...common}
        caption={t("Events sorted by date, then price")}
        columns={viewColumns}
        initialState={{
          sort: [
            { field: "date", order: "ascending" },
            { field: "price", order: "descending" },
          ],
        }}
      />

      <h3>{t("Filtered")}</h3>
      <Table
        {...common}
        caption={t("Events in Zurich")}
        columns={columns.map((c) => ({ ...c, editable: false }))}
        initialState={{ filters: { city: { value: "zur", matchMode: "startsWith" } } }}
      />

      <h3>{t("Filtered, nothing found")}</h3>
      <Table
        {...common}
        caption={t("Events under 10")}
        columns={columns.map((c) => ({ ...c, editable: false }))}
        initialState={{ filters: { price: { value: 10, matchMode: "lt" } } }}
      />

      <h3>{t("Empty")}</h3>
      <Table caption={t("No events")} rows={[]} rowKey="id" locale={locale} columns={viewColumns} />

      <h3>{t("Selected range (multiple selection)")}</h3>
      <Table
        {...common}
        caption={t("Events with a selected range")}
        columns={viewColumns}
        selectionMode="multiple"
        initialState={{ selection: { keys: ["e2", "e3", "e4"], anchor: "e2" } }}
      />

      <h3>{t("Editing with a validation error")}</h3>
      <Table
        {...common}
        caption={t("Editable events")}
        columns={columns.map((c) => ({ ...c, filterable: false }))}
        rowEditValidator={validatePrice}
        onRowEditSave={save}
        initialState={{
          editing: {
            key: "e2",
            values: { name: eventNames.e2 ?? "", date: "2025-05-02", city: "Aachen", price: "-10" },
            error: priceError,
          },
        }}
      />
    </section>
  );
}
