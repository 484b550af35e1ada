import { describe, expect, it, vi } from "vitest";
import {
  DATE_MATCH_MODES,
  MIN_COLUMN_WIDTH,
  NUMERIC_MATCH_MODES,
  TEXT_MATCH_MODES,
  type ColumnRule,
  type FilterMeta,
  type MatchMode,
  type SortMeta,
  type StorageLike,
  assertStateStorage,
  createStateStore,
  filterRows,
  initialTableState,
  isFilterActive,
  matchesFilter,
  nextSortOrder,
  persistedPart,
  readPersistedState,
  resizeColumn,
  saveRowEdit,
  selectAllState,
  selectRow,
  sortRows,
  startRowEdit,
  tableReducer,
  toggleAllRows,
  toggleSort,
} from "./table-state";

interface EventRow {
  id: string;
  name: string | null;
  date: string | null;
  city: string | null;
  price: number | null;
}

const columns: ColumnRule[] = [
  { field: "name" },
  { field: "date", type: "date" },
  { field: "city" },
  { field: "price", type: "numeric" },
];

const events: EventRow[] = [
  { id: "1", name: "Opera Night", date: "2025-06-14", city: "Zürich", price: 120 },
  { id: "2", name: "Jazz Brunch", date: "2025-05-02", city: "Aachen", price: 35 },
  { id: "3", name: "Rock Arena", date: null, city: "Österreich Halle", price: 80 },
  { id: "4", name: "Ballet Gala", date: "2025-06-14", city: "Zurich", price: null },
  { id: "5", name: "Indie Fest", date: "2025-07-20", city: null, price: 35 },
  { id: "6", name: "Hall 10 Show", date: "2025-05-30", city: "Berlin", price: 60 },
  { id: "7", name: "Hall 2 Show", date: "2025-05-30", city: "Berlin", price: 60 },
];
const ids = (rows: readonly EventRow[]) => rows.map((r) => r.id);

describe("spec §5 'sort order cycles ascending, descending and, if removable sort is set, none'", () => {
  it.each([
    [undefined, false, "ascending"],
    ["ascending", false, "descending"],
    ["descending", false, "ascending"],
    [undefined, true, "ascending"],
    ["ascending", true, "descending"],
    ["descending", true, undefined],
  ] as const)("%s (removableSort %s) → %s", (current, removable, next) => {
    expect(nextSortOrder(current, removable)).toBe(next);
  });
});

describe("spec §5 'multi-sort with meta or ctrl key'", () => {
  const byName: SortMeta = { field: "name", order: "ascending" };
  const byCity: SortMeta = { field: "city", order: "descending" };
  it.each<[string, SortMeta[], string, boolean, boolean, SortMeta[]]>([
    ["plain click on a new column replaces the list", [byName, byCity], "price", false, false, [{ field: "price", order: "ascending" }]],
    ["plain click on a sorted column keeps only it, cycled", [byName, byCity], "city", false, false, [{ field: "city", order: "ascending" }]],
    ["plain click ascending → descending", [byName], "name", false, false, [{ field: "name", order: "descending" }]],
    ["plain click removes with removableSort", [byCity], "city", false, true, []],
    ["modifier adds a column at the end", [byName], "city", true, false, [byName, { field: "city", order: "ascending" }]],
    ["modifier cycles a column in place", [byName, byCity], "name", true, false, [{ field: "name", order: "descending" }, byCity]],
    ["modifier removes it with removableSort", [byName, byCity], "city", true, true, [byName]],
    ["modifier wraps without removableSort", [byName, byCity], "city", true, false, [byName, { field: "city", order: "ascending" }]],
  ])("%s", (_name, sort, field, multi, removableSort, out) => {
    expect(toggleSort(sort, field, { multi, removableSort })).toEqual(out);
  });
});

describe("sortRows: stable, nulls last, locale-aware", () => {
  it.each<[string, SortMeta[], string, string[]]>([
    ["price ascending, ties keep input order, null last", [{ field: "price", order: "ascending" }], "en", ["2", "5", "6", "7", "3", "1", "4"]],
    ["price descending, null still last", [{ field: "price", order: "descending" }], "en", ["1", "3", "6", "7", "2", "5", "4"]],
    ["date ascending, null last", [{ field: "date", order: "ascending" }], "en", ["2", "6", "7", "1", "4", "5", "3"]],
    ["date descending, null last", [{ field: "date", order: "descending" }], "en", ["5", "1", "4", "6", "7", "2", "3"]],
    ["city in German: Ö sorts with O, Z after", [{ field: "city", order: "ascending" }], "de", ["2", "6", "7", "3", "4", "1", "5"]],
    ["city in Swedish: Ö after Z", [{ field: "city", order: "ascending" }], "sv", ["2", "6", "7", "4", "1", "3", "5"]],
    ["name numeric-aware: Hall 2 before Hall 10", [{ field: "name", order: "ascending" }], "en", ["4", "7", "6", "5", "2", "1", "3"]],
    [
      "multi: date ascending, then name descending within a day",
      [{ field: "date", order: "ascending" }, { field: "name", order: "descending" }],
      "en",
      ["2", "6", "7", "1", "4", "5", "3"],
    ],
    ["no sort keeps input order", [], "en", ["1", "2", "3", "4", "5", "6", "7"]],
  ])("%s", (_name, sort, locale, out) => {
    expect(ids(sortRows(events, sort, columns, locale))).toEqual(out);
  });

  it("does not mutate its input", () => {
    const copy = [...events];
    sortRows(events, [{ field: "name", order: "ascending" }], columns, "en");
    expect(events).toEqual(copy);
  });
});

describe("spec §5 match modes: text (case- and accent-insensitive)", () => {
  it.each<[MatchMode, string, string, boolean]>([
    ["startsWith", "Zürich", "zur", true],
    ["startsWith", "Zürich", "ich", false],
    ["contains", "Opera Night", "RA NI", true],
    ["contains", "Opera Night", "gala", false],
    ["notContains", "Opera Night", "gala", true],
    ["notContains", "Opera Night", "night", false],
    ["endsWith", "Zürich", "RICH", true],
    ["endsWith", "Zürich", "zür", false],
    ["equals", "Zürich", "zurich", true],
    ["equals", "Zürich", "zuric", false],
    ["notEquals", "Zürich", "ZURICH", false],
    ["notEquals", "Zürich", "Bern", true],
  ])("%s: %s vs %s → %s", (matchMode, cell, value, out) => {
    expect(matchesFilter(cell, { value, matchMode }, "text", "en")).toBe(out);
  });

  it("uses the locale's case rules (Turkish dotted İ)", () => {
    expect(matchesFilter("İstanbul", { value: "istanbul", matchMode: "equals" }, "text", "tr")).toBe(true);
  });

  it("offers exactly the spec's text modes", () => {
    expect(TEXT_MATCH_MODES).toEqual(["startsWith", "contains", "notContains", "endsWith", "equals", "notEquals"]);
  });
});

describe("spec §5 match modes: numeric", () => {
  it.each<[MatchMode, number, number | string, boolean]>([
    ["equals", 35, 35, true],
    ["equals", 35, "35", true],
    ["equals", 35, 36, false],
    ["notEquals", 35, 36, true],
    ["notEquals", 35, 35, false],
    ["lt", 35, 36, true],
    ["lt", 35, 35, false],
    ["lte", 35, 35, true],
    ["lte", 36, 35, false],
    ["gt", 36, 35, true],
    ["gt", 35, 35, false],
    ["gte", 35, 35, true],
    ["gte", 34.5, "35", false],
  ])("%s: %d vs %s → %s", (matchMode, cell, value, out) => {
    expect(matchesFilter(cell, { value, matchMode }, "numeric", "en")).toBe(out);
  });

  it("offers exactly the spec's numeric modes", () => {
    expect(NUMERIC_MATCH_MODES).toEqual(["equals", "notEquals", "lt", "lte", "gt", "gte"]);
  });
});

describe("spec §5 match modes: date (year-month-day strings)", () => {
  it.each<[MatchMode, string, string, boolean]>([
    ["dateIs", "2025-06-14", "2025-06-14", true],
    ["dateIs", "2025-06-14T20:00", "2025-06-14", true],
    ["dateIs", "2025-06-14", "2025-06-15", false],
    ["dateIsNot", "2025-06-14", "2025-06-15", true],
    ["dateIsNot", "2025-06-14", "2025-06-14", false],
    ["dateBefore", "2025-06-13", "2025-06-14", true],
    ["dateBefore", "2025-06-14", "2025-06-14", false],
    ["dateAfter", "2025-06-15", "2025-06-14", true],
    ["dateAfter", "2025-06-14", "2025-06-14", false],
    ["dateAfter", "2026-01-01", "2025-12-31", true],
  ])("%s: %s vs %s → %s", (matchMode, cell, value, out) => {
    expect(matchesFilter(cell, { value, matchMode }, "date", "en")).toBe(out);
  });

  it("offers exactly the spec's date modes", () => {
    expect(DATE_MATCH_MODES).toEqual(["dateIs", "dateIsNot", "dateBefore", "dateAfter"]);
  });
});

describe("null cells: fail positive modes, pass negated ones", () => {
  it.each<[MatchMode, "text" | "numeric" | "date", string | number, boolean]>([
    ["contains", "text", "a", false],
    ["notContains", "text", "a", true],
    ["notEquals", "text", "a", true],
    ["equals", "numeric", 1, false],
    ["notEquals", "numeric", 1, true],
    ["dateIs", "date", "2025-01-01", false],
    ["dateIsNot", "date", "2025-01-01", true],
  ])("%s on %s", (matchMode, type, value, out) => {
    expect(matchesFilter(null, { value, matchMode }, type, "en")).toBe(out);
  });
});

describe("spec §5 'filters with null values ignored'", () => {
  it.each<[string, FilterMeta, "text" | "numeric" | "date", boolean]>([
    ["null text", { value: null, matchMode: "contains" }, "text", false],
    ["empty text", { value: "", matchMode: "equals" }, "text", false],
    ["blank text", { value: "  ", matchMode: "startsWith" }, "text", false],
    ["text", { value: "a", matchMode: "contains" }, "text", true],
    ["null number", { value: null, matchMode: "gt" }, "numeric", false],
    ["empty number", { value: "", matchMode: "gt" }, "numeric", false],
    ["not a number", { value: "abc", matchMode: "gt" }, "numeric", false],
    ["zero", { value: 0, matchMode: "gt" }, "numeric", true],
    ["null date", { value: null, matchMode: "dateIs" }, "date", false],
    ["not a date", { value: "14/06/2025", matchMode: "dateIs" }, "date", false],
    ["date", { value: "2025-06-14", matchMode: "dateIs" }, "date", true],
  ])("%s → active %s", (_name, filter, type, out) => {
    expect(isFilterActive(filter, type)).toBe(out);
  });

  it("a filter set to null leaves every row in", () => {
    expect(ids(filterRows(events, columns, { price: { value: null, matchMode: "lt" } }, "en"))).toEqual(ids(events));
  });
});

describe("filterRows combines active filters", () => {
  it.each<[string, Record<string, FilterMeta>, string[]]>([
    ["city equals zurich (accent-insensitive)", { city: { value: "zurich", matchMode: "equals" } }, ["1", "4"]],
    ["price lt 61", { price: { value: 61, matchMode: "lt" } }, ["2", "5", "6", "7"]],
    [
      "price lt 61 and date after 2025-05-15",
      { price: { value: "61", matchMode: "lt" }, date: { value: "2025-05-15", matchMode: "dateAfter" } },
      ["5", "6", "7"],
    ],
    ["name contains 'zzz' → none", { name: { value: "zzz", matchMode: "contains" } }, []],
    ["a filter on an unknown column is ignored", { venue: { value: "x", matchMode: "contains" } }, ["1", "2", "3", "4", "5", "6", "7"]],
  ])("%s", (_name, filters, out) => {
    expect(ids(filterRows(events, columns, filters, "en"))).toEqual(out);
  });
});

describe("spec §5 'single or multiple selection, shift for range'", () => {
  const orderedKeys = ["a", "b", "c", "d", "e"];
  it.each<[string, string[], string | null, string, "single" | "multiple", boolean, string[], string | null]>([
    ["single: select", [], null, "b", "single", false, ["b"], "b"],
    ["single: another replaces", ["b"], "b", "d", "single", false, ["d"], "d"],
    ["single: again deselects", ["b"], "b", "b", "single", false, [], "b"],
    ["single: shift is ignored", ["b"], "b", "d", "single", true, ["d"], "d"],
    ["multiple: adds", ["a"], "a", "c", "multiple", false, ["a", "c"], "c"],
    ["multiple: toggles off", ["a", "c"], "c", "a", "multiple", false, ["c"], "a"],
    ["multiple: shift selects the range down", ["b"], "b", "d", "multiple", true, ["b", "c", "d"], "b"],
    ["multiple: shift selects the range up", ["d"], "d", "a", "multiple", true, ["d", "a", "b", "c"], "d"],
    ["multiple: shift adds to what is selected", ["e", "a"], "a", "b", "multiple", true, ["e", "a", "b"], "a"],
    ["multiple: shift with no anchor toggles", [], null, "c", "multiple", true, ["c"], "c"],
    ["multiple: shift with a filtered-out anchor toggles", ["z"], "z", "c", "multiple", true, ["z", "c"], "c"],
  ])("%s", (_name, keys, anchor, key, mode, shift, outKeys, outAnchor) => {
    expect(selectRow({ keys, anchor }, key, { mode, shift, orderedKeys })).toEqual({ keys: outKeys, anchor: outAnchor });
  });

  it.each<[string[], string[], boolean, string[]]>([
    [[], ["a", "b"], true, ["a", "b"]],
    [["x", "a"], ["a", "b"], true, ["x", "a", "b"]],
    [["x", "a", "b"], ["a", "b"], false, ["x"]],
  ])("select all %o over %o checked %s → %o", (keys, all, checked, out) => {
    expect(toggleAllRows({ keys, anchor: null }, all, checked).keys).toEqual(out);
  });

  it.each<[string[], string[], string]>([
    [[], ["a", "b"], "none"],
    [["a"], ["a", "b"], "some"],
    [["b", "a", "x"], ["a", "b"], "all"],
    [[], [], "none"],
  ])("select-all state of %o over %o → %s", (selected, keys, out) => {
    expect(selectAllState(selected, keys)).toBe(out);
  });
});

describe("spec §5 'column resizing refused below 15 px'", () => {
  it.each([
    [100, 90, 90],
    [25, 15, 15],
    [20, 14, 20],
    [20, 10, 20],
    [100, -5, 100],
    [100, Number.NaN, 100],
    [100, 250.4, 250],
  ])("from %i to %d → %i", (from, to, out) => {
    expect(resizeColumn({ name: from }, "name", to).name).toBe(out);
  });

  it("the minimum is 15", () => {
    expect(MIN_COLUMN_WIDTH).toBe(15);
  });

  it("the reducer keeps the same state when a resize is refused", () => {
    const state = initialTableState({ columnWidths: { name: 20 } });
    expect(tableReducer(state, { type: "resize", field: "name", width: 10 })).toBe(state);
    expect(tableReducer(state, { type: "resize", field: "name", width: 30 }).columnWidths).toEqual({ name: 30 });
  });
});

describe("spec §5 'row edit saves only when the validator passes'", () => {
  const row = events[1]!;
  const validator = (r: EventRow) =>
    r.price === null || Number.isNaN(r.price) || r.price < 0 ? "Price must be zero or more" : null;

  it.each<[string, Record<string, string>, EventRow | null, string | null]>([
    ["valid price saves", { price: "40" }, { ...row, price: 40 }, null],
    ["negative price stays open with the message", { price: "-1" }, null, "Price must be zero or more"],
    ["empty price is null and refused", { price: "" }, null, "Price must be zero or more"],
    ["text edits convert back", { name: "Jazz Lunch", city: "" }, { ...row, name: "Jazz Lunch", city: null }, null],
  ])("%s", (_name, changes, saved, error) => {
    const edit = startRowEdit(row, row.id, columns);
    expect(edit.values).toEqual({ name: "Jazz Brunch", date: "2025-05-02", city: "Aachen", price: "35" });
    const outcome = saveRowEdit(row, { ...edit, values: { ...edit.values, ...changes } }, columns, validator);
    expect(outcome.saved).toEqual(saved);
    expect(outcome.edit?.error ?? null).toBe(error);
    if (error) expect(outcome.edit?.values.price).toBe(changes.price);
  });

  it("saves without a validator", () => {
    expect(saveRowEdit(row, startRowEdit(row, "2", columns), columns).saved).toEqual(row);
  });
});

describe("spec §5 'state storage type must be local, session or custom' with the spec §8 message", () => {
  it.each(["local", "session", "custom"])("%s is accepted", (value) => {
    expect(() => assertStateStorage(value)).not.toThrow();
  });

  it.each([
    ["cookie", "cookie is not a valid value for the state storage, supported values are local, session and custom."],
    ["Local", "Local is not a valid value for the state storage, supported values are local, session and custom."],
    ["", " is not a valid value for the state storage, supported values are local, session and custom."],
    [undefined, "undefined is not a valid value for the state storage, supported values are local, session and custom."],
  ])("%s raises exactly %s", (value, message) => {
    expect(() => assertStateStorage(value)).toThrow(new Error(message));
    expect(() => createStateStore(value, "k", {})).toThrow(message);
  });
});

describe("spec §7 'table state saved as JSON under a state key'", () => {
  const memory = (): StorageLike & { data: Map<string, string> } => {
    const data = new Map<string, string>();
    return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
  };
  const state = persistedPart(
    initialTableState({
      sort: [{ field: "date", order: "descending" }],
      filters: { city: { value: "zur", matchMode: "startsWith" } },
      columnWidths: { name: 220 },
      pageNumber: 2,
      perPage: 10,
    }),
  );

  it.each(["local", "session"] as const)("%s: writes JSON under the key and reads it back", (type) => {
    const local = memory();
    const session = memory();
    const store = createStateStore(type, "events-table", { local, session });
    store.save(state);
    const used = type === "local" ? local : session;
    const other = type === "local" ? session : local;
    expect(JSON.parse(used.data.get("events-table")!)).toEqual(state);
    expect(other.data.size).toBe(0);
    expect(store.restore()).toEqual(state);
  });

  it("custom: hands the state to the callbacks", () => {
    const save = vi.fn();
    const store = createStateStore("custom", "ignored", { custom: { save, restore: () => state } });
    store.save(state);
    expect(save).toHaveBeenCalledWith(state);
    expect(store.restore()).toEqual(state);
  });

  it("nothing stored → null", () => {
    expect(createStateStore("local", "k", { local: memory() }).restore()).toBeNull();
  });

  it.each([
    ["not JSON", "{oops", null],
    ["not an object", "[1,2]", null],
    [
      "bad parts are dropped",
      JSON.stringify({
        sort: [{ field: "a", order: "sideways" }, { field: "b", order: "ascending" }],
        filters: { a: { value: {}, matchMode: "contains" }, b: { value: 3, matchMode: "gt" } },
        columnWidths: { a: 5, b: 100 },
        pageNumber: -4,
        perPage: "ten",
      }),
      {
        sort: [{ field: "b", order: "ascending" }],
        filters: { b: { value: 3, matchMode: "gt" } },
        columnWidths: { b: 100 },
        pageNumber: 0,
        perPage: 5,
      },
    ],
  ])("%s", (_name, raw, out) => {
    expect(readPersistedState(raw)).toEqual(out);
  });

  it("a storage that throws does not break the table", () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
    };
    const store = createStateStore("session", "k", { session: broken });
    expect(() => store.save(state)).not.toThrow();
    expect(store.restore()).toBeNull();
  });
});

describe("tableReducer", () => {
  it("a new filter goes back to page 0", () => {
    const state = initialTableState({ pageNumber: 3 });
    const next = tableReducer(state, { type: "filter", field: "city", value: "b", matchMode: "contains" });
    expect(next.pageNumber).toBe(0);
    expect(next.filters).toEqual({ city: { value: "b", matchMode: "contains" } });
  });

  it("restoring merges the stored part and keeps selection", () => {
    const state = initialTableState({ selection: { keys: ["1"], anchor: "1" } });
    const next = tableReducer(state, {
      type: "restore",
      state: { sort: [], filters: {}, columnWidths: { name: 99 }, pageNumber: 1, perPage: 10 },
    });
    expect(next.columnWidths).toEqual({ name: 99 });
    expect(next.perPage).toBe(10);
    expect(next.selection.keys).toEqual(["1"]);
  });

  it("edit lifecycle: start, change, refused keeps it open, close", () => {
    let state = initialTableState();
    state = tableReducer(state, { type: "editStart", edit: startRowEdit(events[0]!, "1", columns) });
    state = tableReducer(state, { type: "editChange", field: "price", value: "-3" });
    expect(state.editing?.values.price).toBe("-3");
    state = tableReducer(state, { type: "editRefused", edit: { ...state.editing!, error: "No" } });
    expect(state.editing?.error).toBe("No");
    state = tableReducer(state, { type: "editClose" });
    expect(state.editing).toBeNull();
  });

  it("defaults: page 0, 5 per page (spec §9)", () => {
    expect(initialTableState()).toMatchObject({ pageNumber: 0, perPage: 5, sort: [], editing: null });
  });
});
