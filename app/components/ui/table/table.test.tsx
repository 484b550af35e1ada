import { render, screen, within } from "@testing-library/react";
import { withExpectedRenderError } from "../../../../tests/support/expected-render-error";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Table, type TableColumn, type TableProps } from "./table";
import type { PersistedTableState } from "./table-state";

interface EventRow {
  id: string;
  name: string;
  date: string | null;
  city: string | null;
  price: number | null;
}

const events: EventRow[] = [
  { id: "1", name: "Opera Night", date: "2025-06-14", city: "Zürich", price: 120 },
  { id: "2", name: "Jazz Brunch", date: "2025-05-02", city: "Aachen", price: 35 },
  { id: "3", name: "Rock Arena", date: null, city: "Oslo", price: 80 },
  { id: "4", name: "Ballet Gala", date: "2025-06-14", city: "Zurich", price: null },
  { id: "5", name: "Indie Fest", date: "2025-07-20", city: null, price: 35 },
  { id: "6", name: "Choir Evening", date: "2025-05-30", city: "Berlin", price: 60 },
  { id: "7", name: "Tango Ball", date: "2025-05-30", city: "Berlin", price: 45 },
];

const columns: TableColumn<EventRow>[] = [
  { field: "name", header: "Name", sortable: true, filterable: true, editable: true },
  { field: "date", header: "Date", type: "date", sortable: true, filterable: true },
  { field: "city", header: "City", sortable: true, filterable: true },
  { field: "price", header: "Price", type: "numeric", sortable: true, filterable: true, editable: true },
];

function renderTable(props: Partial<TableProps<EventRow>> = {}) {
  const user = userEvent.setup();
  const view = render(
    <Table caption="Upcoming events" rows={events} columns={columns} rowKey="id" locale="en-US" {...props} />,
  );
  return { user, ...view };
}

/** Presses Tab until the element has focus: reaching a control the way a keyboard user does. */
async function tabTo(user: ReturnType<typeof userEvent.setup>, element: HTMLElement) {
  for (let i = 0; i < 200 && document.activeElement !== element; i++) await user.tab();
  expect(document.activeElement).toBe(element);
}

const names = () => screen.getAllByRole("rowheader").map((cell) => cell.textContent);
// A header is named by its title alone, not by its sort button's icon or its resize handle.
const header = (name: string) => screen.getByRole("columnheader", { name });
const sortButton = (name: string) => screen.getByRole("button", { name });

describe("Table structure", () => {
  it("is a captioned table with column headers and row headers", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "Upcoming events" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent?.replace(/[▲▼↕]/g, ""))).toEqual([
      "Name",
      "Date",
      "City",
      "Price",
      "Actions",
    ]);
    expect(names()).toEqual(events.map((e) => e.name));
    // numbers and dates through Intl for the locale
    const jazz = screen.getByRole("row", { name: /Jazz Brunch/ });
    expect(within(jazz).getByText("May 2, 2025")).toBeTruthy();
    expect(within(jazz).getByText("35")).toBeTruthy();
  });

  it("formats with another locale", () => {
    renderTable({ locale: "de-DE", rows: [{ ...events[0]!, price: 1234.5 }] });
    expect(screen.getByText("14.06.2025")).toBeTruthy();
    expect(screen.getByText("1.234,5")).toBeTruthy();
  });
});

describe("spec §5 sorting: ascending, descending and, with removable sort, none", () => {
  it("cycles ascending ↔ descending without removableSort", async () => {
    const { user } = renderTable();
    expect(header("Name").getAttribute("aria-sort")).toBe("none");
    await tabTo(user, sortButton("Name"));
    await user.keyboard("{Enter}");
    expect(header("Name").getAttribute("aria-sort")).toBe("ascending");
    expect(names()).toEqual([
      "Ballet Gala",
      "Choir Evening",
      "Indie Fest",
      "Jazz Brunch",
      "Opera Night",
      "Rock Arena",
      "Tango Ball",
    ]);
    await user.keyboard("{Enter}");
    expect(header("Name").getAttribute("aria-sort")).toBe("descending");
    expect(names()[0]).toBe("Tango Ball");
    await user.keyboard(" ");
    expect(header("Name").getAttribute("aria-sort")).toBe("ascending");
  });

  it("returns to none on the third activation with removableSort", async () => {
    const { user } = renderTable({ removableSort: true });
    await tabTo(user, sortButton("Price"));
    await user.keyboard("{Enter}{Enter}");
    expect(header("Price").getAttribute("aria-sort")).toBe("descending");
    await user.keyboard("{Enter}");
    expect(header("Price").getAttribute("aria-sort")).toBe("none");
    expect(names()).toEqual(events.map((e) => e.name));
  });

  it("keeps nulls last in both directions and ties in input order", async () => {
    const { user } = renderTable();
    await tabTo(user, sortButton("Price"));
    await user.keyboard("{Enter}");
    expect(names()).toEqual([
      "Jazz Brunch",
      "Indie Fest",
      "Tango Ball",
      "Choir Evening",
      "Rock Arena",
      "Opera Night",
      "Ballet Gala",
    ]);
    await user.keyboard("{Enter}");
    expect(names().at(-1)).toBe("Ballet Gala");
    expect(names()[0]).toBe("Opera Night");
  });
});

describe("spec §5 'multi-sort with meta or ctrl key'", () => {
  it("Ctrl+Enter adds a column; a plain activation replaces the list", async () => {
    const { user } = renderTable();
    await tabTo(user, sortButton("Date"));
    await user.keyboard("{Enter}");
    await tabTo(user, sortButton("Price"));
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(header("Date").getAttribute("aria-sort")).toBe("ascending");
    expect(header("Price").getAttribute("aria-sort")).toBe("ascending");
    // 2025-05-30 holds Tango Ball (45) and Choir Evening (60): price breaks the tie
    expect(names()).toEqual([
      "Jazz Brunch",
      "Tango Ball",
      "Choir Evening",
      "Opera Night",
      "Ballet Gala",
      "Indie Fest",
      "Rock Arena",
    ]);
    expect(screen.getByRole("button", { name: "Price", description: "sort priority 2" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Date", description: "sort priority 1" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Price" })).toBe(header("Price"));

    await user.keyboard("{Meta>} {/Meta}");
    expect(header("Price").getAttribute("aria-sort")).toBe("descending");
    expect(names().slice(1, 3)).toEqual(["Choir Evening", "Tango Ball"]);

    await user.keyboard("{Enter}");
    expect(header("Date").getAttribute("aria-sort")).toBe("none");
    expect(header("Price").getAttribute("aria-sort")).toBe("ascending");
    expect(screen.queryByText("sort priority 2")).toBeNull();
  });
});

describe("spec §5 filters and match modes", () => {
  it("filters text case- and accent-insensitively, and a cleared filter is ignored", async () => {
    const { user } = renderTable();
    const city = screen.getByRole("searchbox", { name: "Filter City" });
    await tabTo(user, city);
    await user.keyboard("zur");
    expect(names()).toEqual(["Opera Night", "Ballet Gala"]);
    await user.clear(city);
    expect(names()).toHaveLength(7);
  });

  it("switches the match mode with the labelled select", async () => {
    const { user } = renderTable();
    const mode = screen.getByRole("combobox", { name: "Name match mode" });
    expect(within(mode).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Starts with",
      "Contains",
      "Does not contain",
      "Ends with",
      "Equals",
      "Does not equal",
    ]);
    await tabTo(user, screen.getByRole("searchbox", { name: "Filter Name" }));
    await user.keyboard("ball");
    expect(names()).toEqual(["Ballet Gala"]);
    await tabTo(user, mode);
    await user.selectOptions(mode, "Contains");
    expect(names()).toEqual(["Ballet Gala", "Tango Ball"]);
    await user.selectOptions(mode, "Does not contain");
    expect(names()).toHaveLength(5);
  });

  it("filters numbers with lt/gte", async () => {
    const { user } = renderTable();
    const mode = screen.getByRole("combobox", { name: "Price match mode" });
    await tabTo(user, mode);
    await user.selectOptions(mode, "Less than");
    await user.tab();
    await user.keyboard("50");
    expect(names()).toEqual(["Jazz Brunch", "Indie Fest", "Tango Ball"]);
    await user.selectOptions(mode, "Greater than or equal to");
    expect(names()).toEqual(["Opera Night", "Rock Arena", "Choir Evening"]);
  });

  it("filters dates with dateIs / dateBefore", async () => {
    const { user } = renderTable();
    const input = screen.getByLabelText("Filter Date");
    await tabTo(user, input);
    await user.type(input, "2025-06-14");
    expect(names()).toEqual(["Opera Night", "Ballet Gala"]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Date match mode" }), "Date is before");
    expect(names()).toEqual(["Jazz Brunch", "Choir Evening", "Tango Ball"]);
  });

  it("spec §8: says 'No results found' when the filter leaves nothing", async () => {
    const { user } = renderTable();
    await tabTo(user, screen.getByRole("searchbox", { name: "Filter Name" }));
    await user.keyboard("xyz");
    expect(screen.getByRole("cell", { name: "No results found" })).toBeTruthy();
    expect(screen.queryAllByRole("rowheader")).toHaveLength(0);
  });

  it("spec §8: says 'No available options' when there are no rows; texts are props", () => {
    const { rerender } = renderTable({ rows: [] });
    expect(screen.getByRole("cell", { name: "No available options" })).toBeTruthy();
    rerender(
      <Table
        caption="Upcoming events"
        rows={[]}
        columns={columns}
        rowKey="id"
        locale="en-US"
        emptyMessage="Keine Veranstaltungen"
      />,
    );
    expect(screen.getByRole("cell", { name: "Keine Veranstaltungen" })).toBeTruthy();
  });
});

describe("spec §5 'single or multiple selection, shift for range'", () => {
  it("multiple: Space toggles, Shift+Space selects the range from the anchor, select-all", async () => {
    const onSelectionChange = vi.fn();
    const { user } = renderTable({ selectionMode: "multiple", onSelectionChange });
    const box = (name: string) => screen.getByRole("checkbox", { name: `Select ${name}` });
    const all = screen.getByRole("checkbox", { name: "Select all rows" }) as HTMLInputElement;

    await tabTo(user, box("Jazz Brunch"));
    await user.keyboard(" ");
    expect((box("Jazz Brunch") as HTMLInputElement).checked).toBe(true);
    expect(all.indeterminate).toBe(true);

    await tabTo(user, box("Indie Fest"));
    await user.keyboard("{Shift>} {/Shift}");
    for (const name of ["Jazz Brunch", "Rock Arena", "Ballet Gala", "Indie Fest"]) {
      expect((box(name) as HTMLInputElement).checked).toBe(true);
    }
    expect((box("Opera Night") as HTMLInputElement).checked).toBe(false);
    expect((box("Choir Evening") as HTMLInputElement).checked).toBe(false);
    expect(onSelectionChange).toHaveBeenLastCalledWith([events[1], events[2], events[3], events[4]]);

    await tabTo(user, all);
    await user.keyboard(" ");
    expect(screen.getAllByRole("checkbox").every((c) => (c as HTMLInputElement).checked)).toBe(true);
    expect(all.indeterminate).toBe(false);
    await user.keyboard(" ");
    expect(screen.getAllByRole("checkbox").some((c) => (c as HTMLInputElement).checked)).toBe(false);
  });

  it("range follows the displayed (sorted) order", async () => {
    const { user } = renderTable({
      selectionMode: "multiple",
      initialState: { sort: [{ field: "name", order: "ascending" }] },
    });
    const box = (name: string) => screen.getByRole("checkbox", { name: `Select ${name}` }) as HTMLInputElement;
    await tabTo(user, box("Ballet Gala"));
    await user.keyboard(" ");
    await tabTo(user, box("Indie Fest"));
    await user.keyboard("{Shift>} {/Shift}");
    expect(["Ballet Gala", "Choir Evening", "Indie Fest"].every((n) => box(n).checked)).toBe(true);
    expect(box("Jazz Brunch").checked).toBe(false);
  });

  it("single: checking another row unchecks the first; shift adds no range", async () => {
    const { user } = renderTable({ selectionMode: "single" });
    const box = (name: string) => screen.getByRole("checkbox", { name: `Select ${name}` }) as HTMLInputElement;
    expect(screen.queryByRole("checkbox", { name: "Select all rows" })).toBeNull();
    await tabTo(user, box("Opera Night"));
    await user.keyboard(" ");
    await tabTo(user, box("Ballet Gala"));
    await user.keyboard("{Shift>} {/Shift}");
    expect(box("Opera Night").checked).toBe(false);
    expect(box("Jazz Brunch").checked).toBe(false);
    expect(box("Ballet Gala").checked).toBe(true);
  });
});

describe("spec §5 'column resizing refused below 15 px'", () => {
  it("resizes by 10 px with the arrow keys and refuses to go below 15", async () => {
    const { user } = renderTable({
      resizableColumns: true,
      columns: columns.map((c) => (c.field === "city" ? { ...c, width: 25 } : c)),
    });
    const name = screen.getByRole("separator", { name: "Resize Name" });
    expect(name.getAttribute("aria-valuenow")).toBe("160");
    await tabTo(user, name);
    await user.keyboard("{ArrowRight}");
    expect(name.getAttribute("aria-valuenow")).toBe("170");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(name.getAttribute("aria-valuenow")).toBe("150");

    const city = screen.getByRole("separator", { name: "Resize City" });
    await tabTo(user, city);
    await user.keyboard("{ArrowLeft}");
    expect(city.getAttribute("aria-valuenow")).toBe("15");
    await user.keyboard("{ArrowLeft}");
    expect(city.getAttribute("aria-valuenow")).toBe("15");
    expect(city.getAttribute("aria-valuemin")).toBe("15");
  });
});

describe("spec §5 'row edit saves only when the validator passes'", () => {
  function Editable({ onSave }: { onSave: (row: EventRow) => void }) {
    const [rows, setRows] = useState(events);
    return (
      <Table
        caption="Upcoming events"
        rows={rows}
        columns={columns}
        rowKey="id"
        locale="en-US"
        rowEditValidator={(row) =>
          row.price === null || Number.isNaN(row.price) || row.price < 0 ? "Enter a price of 0 or more" : null
        }
        onRowEditSave={(row) => {
          onSave(row);
          setRows((all) => all.map((r) => (r.id === row.id ? row : r)));
        }}
      />
    );
  }

  it("keeps the edit open with the validator's message, then saves a valid row", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Editable onSave={onSave} />);
    const edit = screen.getByRole("button", { name: "Edit Jazz Brunch" });
    await tabTo(user, edit);
    await user.keyboard("{Enter}");
    const nameInput = screen.getByRole("textbox", { name: "Name" });
    expect(document.activeElement).toBe(nameInput);
    await user.tab();
    const price = screen.getByRole("spinbutton", { name: "Price" });
    expect(document.activeElement).toBe(price);
    await user.clear(price);
    await user.keyboard("-5");
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Save" }));
    await user.keyboard("{Enter}");

    expect(screen.getByRole("alert").textContent).toBe("Enter a price of 0 or more");
    expect(onSave).not.toHaveBeenCalled();
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("spinbutton", { name: "Price", description: "Enter a price of 0 or more" })).toBe(price);

    await user.tab({ shift: true });
    await user.clear(price);
    await user.keyboard("40{Enter}");
    expect(onSave).toHaveBeenCalledWith({ ...events[1], price: 40 });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    const row = screen.getByRole("row", { name: /Jazz Brunch/ });
    expect(within(row).getByText("40")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit Jazz Brunch" }));
  });

  it("an edit given in initialState shows its message without taking the page's focus", () => {
    renderTable({
      onRowEditSave: () => undefined,
      initialState: { editing: { key: "2", values: { name: "Jazz Brunch", price: "-1" }, error: "Too low" } },
    });
    expect(screen.getByRole("alert").textContent).toBe("Too low");
    expect(screen.getByRole("spinbutton", { name: "Price" }).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(document.body);
  });

  it("Cancel and Escape discard the edit", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Editable onSave={onSave} />);
    await tabTo(user, screen.getByRole("button", { name: "Edit Opera Night" }));
    await user.keyboard("{Enter}");
    await user.keyboard("{Control>}a{/Control}Gala{Escape}");
    expect(onSave).not.toHaveBeenCalled();
    expect(names()[0]).toBe("Opera Night");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit Opera Night" }));
    await user.keyboard("{Enter}");
    await tabTo(user, screen.getByRole("button", { name: "Cancel" }));
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("textbox", { name: "Name" })).toBeNull();
  });
});

describe("pagination composes with the table (spec §9 defaults: page 0, 5 per page)", () => {
  it("shows 5 rows, pages with Next, and a new filter goes back to page 0", async () => {
    const { user } = renderTable({ paginator: true });
    expect(names()).toHaveLength(5);
    expect(screen.getByRole("status").textContent).toBe("1 - 5 of 7");
    await tabTo(user, screen.getByRole("button", { name: "Next page" }));
    await user.keyboard("{Enter}");
    expect(names()).toEqual(["Choir Evening", "Tango Ball"]);
    expect(screen.getByRole("status").textContent).toBe("6 - 7 of 7");
    await tabTo(user, screen.getByRole("searchbox", { name: "Filter City" }));
    await user.keyboard("b");
    expect(screen.getByRole("status").textContent).toBe("1 - 2 of 2");
  });

  it("a page size of 10 shows every row", async () => {
    const { user } = renderTable({ paginator: true });
    const size = screen.getByRole("combobox", { name: "Rows per page" });
    await tabTo(user, size);
    await user.selectOptions(size, "10");
    expect(names()).toHaveLength(7);
  });
});

describe("spec §5/§7/§8 state storage", () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it("refuses an unknown storage type with the spec's exact message", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() =>
      withExpectedRenderError(() => renderTable({ stateKey: "events", stateStorage: "cookie" as unknown as "local" })),
    ).toThrow("cookie is not a valid value for the state storage, supported values are local, session and custom.");
  });

  it.each(["local", "session"] as const)("%s: saves sort, filters, widths and page as JSON and restores them", async (type) => {
    const storage = type === "local" ? window.localStorage : window.sessionStorage;
    const { user, unmount } = renderTable({ stateKey: "events", stateStorage: type, paginator: true, resizableColumns: true });
    await tabTo(user, sortButton("City"));
    await user.keyboard("{Enter}");
    await tabTo(user, screen.getByRole("separator", { name: "Resize City" }));
    await user.keyboard("{ArrowRight}");
    await tabTo(user, screen.getByRole("searchbox", { name: "Filter Name" }));
    await user.keyboard("o");
    const saved = JSON.parse(storage.getItem("events")!) as PersistedTableState;
    expect(saved).toEqual({
      sort: [{ field: "city", order: "ascending" }],
      filters: { name: { value: "o", matchMode: "startsWith" } },
      columnWidths: { city: 170 },
      pageNumber: 0,
      perPage: 5,
    });
    unmount();

    renderTable({ stateKey: "events", stateStorage: type, paginator: true, resizableColumns: true });
    expect(header("City").getAttribute("aria-sort")).toBe("ascending");
    expect(screen.getByRole("separator", { name: "Resize City" }).getAttribute("aria-valuenow")).toBe("170");
    expect((screen.getByRole("searchbox", { name: "Filter Name" }) as HTMLInputElement).value).toBe("o");
    expect(names()).toEqual(["Opera Night"]);
  });

  it("custom: restores from and saves through the callbacks", async () => {
    const customSaveState = vi.fn();
    const { user } = renderTable({
      stateKey: "events",
      stateStorage: "custom",
      paginator: true,
      customRestoreState: () => ({
        sort: [{ field: "price", order: "descending" }],
        filters: {},
        columnWidths: {},
        pageNumber: 1,
        perPage: 5,
      }),
      customSaveState,
    });
    expect(header("Price").getAttribute("aria-sort")).toBe("descending");
    expect(screen.getByRole("status").textContent).toBe("6 - 7 of 7");
    await tabTo(user, screen.getByRole("button", { name: "Previous page" }));
    await user.keyboard("{Enter}");
    expect(customSaveState).toHaveBeenLastCalledWith(expect.objectContaining({ pageNumber: 0 }));
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
  });
});
