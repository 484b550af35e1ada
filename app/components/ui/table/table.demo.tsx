import { useState } from "react";
import { Table, type TableColumn } from "./table";

interface DemoEvent {
  id: string;
  name: string;
  date: string;
  city: string;
  price: number | null;
}

const DEMO_EVENTS: DemoEvent[] = [
  { id: "e1", name: "Opera Night", date: "2025-06-14", city: "Zürich", price: 120 },
  { id: "e2", name: "Jazz Brunch", date: "2025-05-02", city: "Aachen", price: 35 },
  { id: "e3", name: "Rock Arena", date: "2025-08-09", city: "Oslo", price: 80 },
  { id: "e4", name: "Ballet Gala", date: "2025-06-14", city: "Zurich", price: null },
  { id: "e5", name: "Indie Fest", date: "2025-07-20", city: "Lisboa", price: 35 },
  { id: "e6", name: "Choir Evening", date: "2025-05-30", city: "Berlin", price: 60 },
  { id: "e7", name: "Tango Ball", date: "2025-05-30", city: "Buenos Aires", price: 45 },
  { id: "e8", name: "Comedy Club", date: "2025-09-01", city: "Dublin", price: 25 },
];

const validatePrice = (event: DemoEvent) =>
  event.price === null || Number.isNaN(event.price) || event.price < 0 ? "Enter a price of 0 or more." : null;

/** The generic table in each of its states, with event-like sample data, for the design-system page. */
export function TableDemo({ locale }: { locale: string }) {
  const [rows, setRows] = useState(DEMO_EVENTS);
  const price = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });
  const columns: TableColumn<DemoEvent>[] = [
    { field: "name", header: "Event", sortable: true, filterable: true, editable: true, width: 180 },
    { field: "date", header: "Date", type: "date", sortable: true, filterable: true, width: 150 },
    { field: "city", header: "City", sortable: true, filterable: true, width: 150 },
    {
      field: "price",
      header: "Price",
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
  const save = (next: DemoEvent) => setRows((all) => all.map((r) => (r.id === next.id ? next : r)));

  return (
    <section aria-labelledby="ui-table-demo-title" className="ui-table-demo">
      <h2 id="ui-table-demo-title">Table</h2>

      <h3>Sorted (resizable columns, paginated)</h3>
      <Table
        {...common}
        caption="Events sorted by date"
        columns={viewColumns}
        resizableColumns
        paginator
        removableSort
        initialState={{ sort: [{ field: "date", order: "ascending" }] }}
      />

      <h3>Multi-sorted (date, then price descending)</h3>
      <Table
        {...common}
        caption="Events sorted by date, then price"
        columns={viewColumns}
        initialState={{
          sort: [
            { field: "date", order: "ascending" },
            { field: "price", order: "descending" },
          ],
        }}
      />

      <h3>Filtered</h3>
      <Table
        {...common}
        caption="Events in Zurich"
        columns={columns.map((c) => ({ ...c, editable: false }))}
        initialState={{ filters: { city: { value: "zur", matchMode: "startsWith" } } }}
      />

      <h3>Filtered, nothing found</h3>
      <Table
        {...common}
        caption="Events under 10"
        columns={columns.map((c) => ({ ...c, editable: false }))}
        initialState={{ filters: { price: { value: 10, matchMode: "lt" } } }}
      />

      <h3>Empty</h3>
      <Table caption="No events" rows={[]} rowKey="id" locale={locale} columns={viewColumns} />

      <h3>Selected range (multiple selection)</h3>
      <Table
        {...common}
        caption="Events with a selected range"
        columns={viewColumns}
        selectionMode="multiple"
        initialState={{ selection: { keys: ["e2", "e3", "e4"], anchor: "e2" } }}
      />

      <h3>Editing with a validation error</h3>
      <Table
        {...common}
        caption="Editable events"
        columns={columns.map((c) => ({ ...c, filterable: false }))}
        rowEditValidator={validatePrice}
        onRowEditSave={save}
        initialState={{
          editing: {
            key: "e2",
            values: { name: "Jazz Brunch", date: "2025-05-02", city: "Aachen", price: "-10" },
            error: "Enter a price of 0 or more.",
          },
        }}
      />
    </section>
  );
}
