/**
 * Headless rules of the generic table (spec §5 "Table (generic)" and "Match modes", spec §8 table
 * messages, spec §7 "table state saved as JSON under a state key"). No React, no DOM: the
 * component feeds user actions through `tableReducer` and derives the visible rows with
 * `filterRows` → `sortRows`.
 *
 * Decisions the spec leaves open, made here once:
 * - Nulls (null, undefined, NaN) sort last in both directions.
 * - A null cell fails every positive match mode and passes the negated ones (notContains,
 *   notEquals, dateIsNot).
 * - Filter values that are null, empty, blank, not a number (numeric) or not a year-month-day
 *   date (date) do not filter.
 * - A click without meta/ctrl replaces the sort list with the clicked column, cycling from the
 *   order that column had.
 * - Shift-click in multiple mode adds the range anchor … clicked row (in display order) to the
 *   selection; the anchor stays put. Single mode ignores shift.
 */

import { DEFAULT_PAGE_NUMBER, DEFAULT_PER_PAGE } from "../pagination/pagination-state";

// ---------------------------------------------------------------------------------------------
// Columns and values

export type ColumnType = "text" | "numeric" | "date";

/** What the rules need of a column. */
export interface ColumnRule {
  field: string;
  type?: ColumnType;
}

export type CellValue = string | number | null | undefined;

/** Reads a field of a row as a cell value. */
export function cellOf(row: object, field: string): CellValue {
  const value = (row as Record<string, unknown>)[field];
  return typeof value === "string" || typeof value === "number" ? value : null;
}

function isNullish(value: CellValue): value is null | undefined {
  return value === null || value === undefined || (typeof value === "number" && Number.isNaN(value));
}

// ---------------------------------------------------------------------------------------------
// Sorting

export type SortOrder = "ascending" | "descending";

export interface SortMeta {
  field: string;
  order: SortOrder;
}

/**
 * Next order of a column: none → ascending → descending → none with removableSort, else back to
 * ascending (spec §5).
 * @example nextSortOrder("descending", true) // undefined
 */
export function nextSortOrder(current: SortOrder | undefined, removableSort: boolean): SortOrder | undefined {
  if (current === undefined) return "ascending";
  if (current === "ascending") return "descending";
  return removableSort ? undefined : "ascending";
}

/**
 * The sort list after a header click; `multi` is true when meta or ctrl was held (spec §5).
 * @example toggleSort([{ field: "name", order: "ascending" }], "city", { multi: true, removableSort: false })
 * // [{ field: "name", order: "ascending" }, { field: "city", order: "ascending" }]
 */
export function toggleSort(
  sort: readonly SortMeta[],
  field: string,
  { multi, removableSort }: { multi: boolean; removableSort: boolean },
): SortMeta[] {
  const index = sort.findIndex((s) => s.field === field);
  const order = nextSortOrder(sort[index]?.order, removableSort);
  if (!multi) return order ? [{ field, order }] : [];
  if (index === -1) return order ? [...sort, { field, order }] : [...sort];
  return order
    ? sort.map((s, i) => (i === index ? { field, order } : s))
    : sort.filter((_, i) => i !== index);
}

function compareValues(a: CellValue, b: CellValue, type: ColumnType, collator: Intl.Collator): number {
  if (type === "numeric") return Number(a) - Number(b);
  if (type === "date") {
    const x = String(a);
    const y = String(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return collator.compare(String(a), String(b));
}

/**
 * Stable multi-column sort, nulls last, strings compared with Intl.Collator for the locale.
 * @example sortRows([{ c: "Zürich" }, { c: "Aachen" }], [{ field: "c", order: "ascending" }], [{ field: "c" }], "de")
 * // [{ c: "Aachen" }, { c: "Zürich" }]
 */
export function sortRows<Row extends object>(
  rows: readonly Row[],
  sort: readonly SortMeta[],
  columns: readonly ColumnRule[],
  locale: string,
): Row[] {
  if (sort.length === 0) return [...rows];
  const collator = new Intl.Collator(locale, { numeric: true });
  const types = new Map(columns.map((c) => [c.field, c.type ?? "text"]));
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      for (const { field, order } of sort) {
        const a = cellOf(x.row, field);
        const b = cellOf(y.row, field);
        const aNull = isNullish(a);
        const bNull = isNullish(b);
        if (aNull || bNull) {
          if (aNull && bNull) continue;
          return aNull ? 1 : -1;
        }
        const result = compareValues(a, b, types.get(field) ?? "text", collator);
        if (result !== 0) return order === "ascending" ? result : -result;
      }
      return x.index - y.index;
    })
    .map(({ row }) => row);
}

// ---------------------------------------------------------------------------------------------
// Filtering

export const TEXT_MATCH_MODES = ["startsWith", "contains", "notContains", "endsWith", "equals", "notEquals"] as const;
export const NUMERIC_MATCH_MODES = ["equals", "notEquals", "lt", "lte", "gt", "gte"] as const;
export const DATE_MATCH_MODES = ["dateIs", "dateIsNot", "dateBefore", "dateAfter"] as const;

export type TextMatchMode = (typeof TEXT_MATCH_MODES)[number];
export type NumericMatchMode = (typeof NUMERIC_MATCH_MODES)[number];
export type DateMatchMode = (typeof DATE_MATCH_MODES)[number];
export type MatchMode = TextMatchMode | NumericMatchMode | DateMatchMode;

/** Match modes offered per column type (spec §5 "Match modes"). */
export const MATCH_MODES: Record<ColumnType, readonly MatchMode[]> = {
  text: TEXT_MATCH_MODES,
  numeric: NUMERIC_MATCH_MODES,
  date: DATE_MATCH_MODES,
};

/** The first mode the spec lists for each type. */
export const DEFAULT_MATCH_MODE: Record<ColumnType, MatchMode> = {
  text: "startsWith",
  numeric: "equals",
  date: "dateIs",
};

export type FilterValue = string | number | null;

export interface FilterMeta {
  value: FilterValue;
  matchMode: MatchMode;
}

export type Filters = Record<string, FilterMeta>;

const YMD = /^\d{4}-\d{2}-\d{2}/;

/** Lower-cases for the locale and strips accents, so "Zürich" and "zurich" compare equal. */
function fold(text: string, locale: string): string {
  // Lower-case first: in Turkish "İ" lower-cases to "i", whereas stripping its dot first would
  // leave "I" and give the dotless "ı".
  return text.toLocaleLowerCase(locale).normalize("NFD").replace(/\p{M}+/gu, "");
}

function numberOf(value: FilterValue | CellValue): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function dayOf(value: FilterValue | CellValue): string | null {
  return typeof value === "string" && YMD.test(value) ? value.slice(0, 10) : null;
}

/**
 * Whether a filter filters at all: null, empty or unusable values do not (spec §5 "filters with
 * null values ignored").
 * @example isFilterActive({ value: "", matchMode: "contains" }, "text") // false
 */
export function isFilterActive(filter: FilterMeta | undefined, type: ColumnType = "text"): filter is FilterMeta {
  if (!filter || filter.value === null || filter.value === undefined) return false;
  if (type === "numeric") return numberOf(filter.value) !== null;
  if (type === "date") return dayOf(filter.value) !== null;
  return String(filter.value).trim() !== "";
}

const NEGATED: ReadonlySet<MatchMode> = new Set(["notContains", "notEquals", "dateIsNot"]);

/**
 * Whether one cell passes one filter; text is compared case- and accent-insensitively.
 * @example matchesFilter("Zürich", { value: "zur", matchMode: "startsWith" }, "text", "de") // true
 */
export function matchesFilter(cell: CellValue, filter: FilterMeta, type: ColumnType, locale: string): boolean {
  if (!isFilterActive(filter, type)) return true;
  const { matchMode } = filter;
  if (isNullish(cell)) return NEGATED.has(matchMode);

  if (type === "numeric") {
    const want = numberOf(filter.value) as number;
    const have = numberOf(cell);
    if (have === null) return NEGATED.has(matchMode);
    switch (matchMode) {
      case "equals": return have === want;
      case "notEquals": return have !== want;
      case "lt": return have < want;
      case "lte": return have <= want;
      case "gt": return have > want;
      case "gte": return have >= want;
      default: return true;
    }
  }

  if (type === "date") {
    const want = dayOf(filter.value) as string;
    const have = dayOf(cell);
    if (have === null) return NEGATED.has(matchMode);
    switch (matchMode) {
      case "dateIs": return have === want;
      case "dateIsNot": return have !== want;
      case "dateBefore": return have < want;
      case "dateAfter": return have > want;
      default: return true;
    }
  }

  const want = fold(String(filter.value).trim(), locale);
  const have = fold(String(cell), locale);
  switch (matchMode) {
    case "startsWith": return have.startsWith(want);
    case "contains": return have.includes(want);
    case "notContains": return !have.includes(want);
    case "endsWith": return have.endsWith(want);
    case "equals": return have === want;
    case "notEquals": return have !== want;
    default: return true;
  }
}

/**
 * Rows passing every active filter (filters combine with AND).
 * @example filterRows(events, [{ field: "price", type: "numeric" }], { price: { value: 50, matchMode: "lt" } }, "en")
 */
export function filterRows<Row extends object>(
  rows: readonly Row[],
  columns: readonly ColumnRule[],
  filters: Filters,
  locale: string,
): Row[] {
  const active = columns
    .map((c) => ({ field: c.field, type: c.type ?? "text", filter: filters[c.field] }))
    .filter((c): c is { field: string; type: ColumnType; filter: FilterMeta } => isFilterActive(c.filter, c.type));
  if (active.length === 0) return [...rows];
  return rows.filter((row) => active.every((c) => matchesFilter(cellOf(row, c.field), c.filter, c.type, locale)));
}

// ---------------------------------------------------------------------------------------------
// Selection

export type SelectionMode = "single" | "multiple";

export interface Selection {
  keys: string[];
  /** Last row clicked without shift: where a shift-click range starts. */
  anchor: string | null;
}

export const NO_SELECTION: Selection = { keys: [], anchor: null };

/**
 * Selection after a row's checkbox is clicked; `orderedKeys` are all filtered rows in display
 * order (spec §5 "single or multiple selection, shift for range").
 * @example selectRow({ keys: ["b"], anchor: "b" }, "d", { mode: "multiple", shift: true, orderedKeys: ["a", "b", "c", "d"] })
 * // { keys: ["b", "c", "d"], anchor: "b" }
 */
export function selectRow(
  selection: Selection,
  key: string,
  { mode, shift, orderedKeys }: { mode: SelectionMode; shift: boolean; orderedKeys: readonly string[] },
): Selection {
  const selected = selection.keys.includes(key);
  if (mode === "single") return { keys: selected ? [] : [key], anchor: key };
  const from = selection.anchor === null ? -1 : orderedKeys.indexOf(selection.anchor);
  const to = orderedKeys.indexOf(key);
  if (shift && from !== -1 && to !== -1) {
    const range = orderedKeys.slice(Math.min(from, to), Math.max(from, to) + 1);
    const keys = [...selection.keys];
    for (const k of range) if (!keys.includes(k)) keys.push(k);
    return { keys, anchor: selection.anchor };
  }
  return { keys: selected ? selection.keys.filter((k) => k !== key) : [...selection.keys, key], anchor: key };
}

/**
 * Select-all: adds every given key, or removes them all when `checked` is false.
 * @example toggleAllRows({ keys: ["x"], anchor: null }, ["a", "b"], true) // { keys: ["x", "a", "b"], anchor: null }
 */
export function toggleAllRows(selection: Selection, keys: readonly string[], checked: boolean): Selection {
  if (!checked) return { keys: selection.keys.filter((k) => !keys.includes(k)), anchor: selection.anchor };
  const next = [...selection.keys];
  for (const k of keys) if (!next.includes(k)) next.push(k);
  return { keys: next, anchor: selection.anchor };
}

/**
 * State of the select-all checkbox over the given keys.
 * @example selectAllState(["a"], ["a", "b"]) // "some"
 */
export function selectAllState(selectedKeys: readonly string[], keys: readonly string[]): "all" | "some" | "none" {
  const count = keys.filter((k) => selectedKeys.includes(k)).length;
  if (count === 0) return "none";
  return count === keys.length ? "all" : "some";
}

// ---------------------------------------------------------------------------------------------
// Column resizing

/** Narrowest column the table accepts (spec §5 "column resizing refused below 15 px"). */
export const MIN_COLUMN_WIDTH = 15;
/** Arrow-key resize step. */
export const RESIZE_STEP = 10;
/** Width of a column that names none. */
export const DEFAULT_COLUMN_WIDTH = 160;

/**
 * Widths after a resize; a width below 15 px is refused and the old width stays (spec §5).
 * @example resizeColumn({ name: 20 }, "name", 10) // { name: 20 }
 */
export function resizeColumn(
  widths: Readonly<Record<string, number>>,
  field: string,
  width: number,
): Record<string, number> {
  if (!Number.isFinite(width) || width < MIN_COLUMN_WIDTH) return { ...widths };
  return { ...widths, [field]: Math.round(width) };
}

// ---------------------------------------------------------------------------------------------
// Row editing

export interface RowEdit {
  key: string;
  /** What the user typed, per field. */
  values: Record<string, string>;
  /** The validator's message after a refused save. */
  error: string | null;
}

/** Returns a message when the row may not be saved, null when it may. */
export type RowValidator<Row> = (candidate: Row) => string | null;

/**
 * Opens a row for editing with its current values as text.
 * @example startRowEdit({ id: "1", price: 40 }, "1", [{ field: "price", type: "numeric" }]).values // { price: "40" }
 */
export function startRowEdit(row: object, key: string, columns: readonly ColumnRule[]): RowEdit {
  const values: Record<string, string> = {};
  for (const c of columns) {
    const cell = cellOf(row, c.field);
    values[c.field] = isNullish(cell) ? "" : String(cell);
  }
  return { key, values, error: null };
}

/**
 * The edited row: typed text converted back per column type ("" → null; numbers with Number()).
 * @example editedRow({ id: "1", price: 40 }, { key: "1", values: { price: "55" }, error: null }, [{ field: "price", type: "numeric" }])
 * // { id: "1", price: 55 }
 */
export function editedRow<Row extends object>(row: Row, edit: RowEdit, columns: readonly ColumnRule[]): Row {
  const next: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const c of columns) {
    const text = edit.values[c.field];
    if (text === undefined) continue;
    if (c.type === "numeric") next[c.field] = text.trim() === "" ? null : Number(text);
    else next[c.field] = text === "" ? null : text;
  }
  return next as Row;
}

/**
 * Saving only succeeds when the validator passes; otherwise the edit stays open with its message
 * (spec §5 "row edit saves only when the validator passes").
 * @example saveRowEdit(row, edit, columns, (r) => (r.price < 0 ? "Price must be positive" : null))
 */
export function saveRowEdit<Row extends object>(
  row: Row,
  edit: RowEdit,
  columns: readonly ColumnRule[],
  validator?: RowValidator<Row>,
): { saved: Row; edit: null } | { saved: null; edit: RowEdit } {
  const candidate = editedRow(row, edit, columns);
  const message = validator ? validator(candidate) : null;
  return message === null ? { saved: candidate, edit: null } : { saved: null, edit: { ...edit, error: message } };
}

// ---------------------------------------------------------------------------------------------
// State storage

export const STATE_STORAGE_TYPES = ["local", "session", "custom"] as const;
export type StateStorageType = (typeof STATE_STORAGE_TYPES)[number];

/**
 * Refuses any state storage other than local, session or custom with the spec §8 message.
 * @example assertStateStorage("cookie") // throws "cookie is not a valid value for the state storage, supported values are local, session and custom."
 */
export function assertStateStorage(value: unknown): asserts value is StateStorageType {
  if (!(STATE_STORAGE_TYPES as readonly unknown[]).includes(value)) {
    throw new Error(
      `${String(value)} is not a valid value for the state storage, supported values are local, session and custom.`,
    );
  }
}

/** The part of the table state that is kept across visits (spec §7). */
export interface PersistedTableState {
  sort: SortMeta[];
  filters: Filters;
  columnWidths: Record<string, number>;
  pageNumber: number;
  perPage: number;
}

/** What the table needs of window.localStorage / window.sessionStorage. */
export type StorageLike = Pick<Storage, "getItem" | "setItem">;

export interface CustomStateStorage {
  save: (state: PersistedTableState) => void;
  restore: () => PersistedTableState | null | undefined;
}

export interface StateStore {
  save: (state: PersistedTableState) => void;
  restore: () => PersistedTableState | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Reads stored state defensively: anything malformed is dropped rather than trusted.
 * @example readPersistedState('{"sort":[],"filters":{},"columnWidths":{},"pageNumber":1,"perPage":10}')?.pageNumber // 1
 */
export function readPersistedState(raw: unknown): PersistedTableState | null {
  let data: unknown = raw;
  if (typeof raw === "string") {
    try {
      data = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!isRecord(data)) return null;
  const sort = Array.isArray(data.sort)
    ? data.sort.filter(
        (s): s is SortMeta =>
          isRecord(s) && typeof s.field === "string" && (s.order === "ascending" || s.order === "descending"),
      )
    : [];
  const filters: Filters = {};
  if (isRecord(data.filters)) {
    for (const [field, f] of Object.entries(data.filters)) {
      if (!isRecord(f) || typeof f.matchMode !== "string") continue;
      const value = f.value;
      if (value === null || typeof value === "string" || typeof value === "number") {
        filters[field] = { value, matchMode: f.matchMode as MatchMode };
      }
    }
  }
  const columnWidths: Record<string, number> = {};
  if (isRecord(data.columnWidths)) {
    for (const [field, w] of Object.entries(data.columnWidths)) {
      if (typeof w === "number" && w >= MIN_COLUMN_WIDTH) columnWidths[field] = w;
    }
  }
  const pageNumber = typeof data.pageNumber === "number" && data.pageNumber >= 0 ? Math.floor(data.pageNumber) : DEFAULT_PAGE_NUMBER;
  const perPage = typeof data.perPage === "number" && data.perPage > 0 ? Math.floor(data.perPage) : DEFAULT_PER_PAGE;
  return { sort, filters, columnWidths, pageNumber, perPage };
}

/**
 * A store that keeps the state as JSON under `stateKey` in the chosen storage (spec §7), or
 * hands it to the custom callbacks.
 * @example createStateStore("session", "events-table", { session: window.sessionStorage }).restore()
 */
export function createStateStore(
  type: unknown,
  stateKey: string,
  backends: { local?: StorageLike; session?: StorageLike; custom?: CustomStateStorage },
): StateStore {
  assertStateStorage(type);
  if (type === "custom") {
    const custom = backends.custom;
    return {
      save: (state) => custom?.save(state),
      restore: () => readPersistedState(custom?.restore() ?? null),
    };
  }
  const storage = type === "local" ? backends.local : backends.session;
  return {
    save: (state) => {
      try {
        storage?.setItem(stateKey, JSON.stringify(state));
      } catch {
        // Quota exceeded or storage disabled: the table still works, it just forgets.
      }
    },
    restore: () => {
      try {
        return readPersistedState(storage?.getItem(stateKey) ?? null);
      } catch {
        return null;
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The whole state and its reducer

export interface TableState {
  sort: SortMeta[];
  filters: Filters;
  columnWidths: Record<string, number>;
  pageNumber: number;
  perPage: number;
  selection: Selection;
  editing: RowEdit | null;
}

export type TableAction =
  | { type: "sort"; field: string; multi: boolean; removableSort: boolean }
  | { type: "filter"; field: string; value: FilterValue; matchMode: MatchMode }
  | { type: "resize"; field: string; width: number }
  | { type: "page"; pageNumber: number; perPage: number }
  | { type: "select"; key: string; mode: SelectionMode; shift: boolean; orderedKeys: readonly string[] }
  | { type: "selectAll"; keys: readonly string[]; checked: boolean }
  | { type: "editStart"; edit: RowEdit }
  | { type: "editChange"; field: string; value: string }
  | { type: "editRefused"; edit: RowEdit }
  | { type: "editClose" }
  | { type: "restore"; state: PersistedTableState };

/**
 * Initial state; anything not given starts empty, on page 0 with 5 rows per page.
 * @example initialTableState({ sort: [{ field: "date", order: "ascending" }] }).perPage // 5
 */
export function initialTableState(given: Partial<TableState> = {}): TableState {
  return {
    sort: given.sort ?? [],
    filters: given.filters ?? {},
    columnWidths: given.columnWidths ?? {},
    pageNumber: given.pageNumber ?? DEFAULT_PAGE_NUMBER,
    perPage: given.perPage ?? DEFAULT_PER_PAGE,
    selection: given.selection ?? NO_SELECTION,
    editing: given.editing ?? null,
  };
}

/**
 * The part of the state to store.
 * @example persistedPart(initialTableState()) // { sort: [], filters: {}, columnWidths: {}, pageNumber: 0, perPage: 5 }
 */
export function persistedPart(state: TableState): PersistedTableState {
  const { sort, filters, columnWidths, pageNumber, perPage } = state;
  return { sort, filters, columnWidths, pageNumber, perPage };
}

/**
 * All table transitions; a new filter sends the user back to page 0.
 * @example tableReducer(initialTableState(), { type: "resize", field: "name", width: 12 }).columnWidths // {}
 */
export function tableReducer(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case "sort":
      return { ...state, sort: toggleSort(state.sort, action.field, action) };
    case "filter":
      return {
        ...state,
        pageNumber: DEFAULT_PAGE_NUMBER,
        filters: { ...state.filters, [action.field]: { value: action.value, matchMode: action.matchMode } },
      };
    case "resize": {
      const columnWidths = resizeColumn(state.columnWidths, action.field, action.width);
      return columnWidths[action.field] === state.columnWidths[action.field] ? state : { ...state, columnWidths };
    }
    case "page":
      return { ...state, pageNumber: action.pageNumber, perPage: action.perPage };
    case "select":
      return { ...state, selection: selectRow(state.selection, action.key, action) };
    case "selectAll":
      return { ...state, selection: toggleAllRows(state.selection, action.keys, action.checked) };
    case "editStart":
      return { ...state, editing: action.edit };
    case "editChange":
      return state.editing
        ? { ...state, editing: { ...state.editing, values: { ...state.editing.values, [action.field]: action.value } } }
        : state;
    case "editRefused":
      return { ...state, editing: action.edit };
    case "editClose":
      return { ...state, editing: null };
    case "restore":
      return { ...state, ...action.state };
  }
}

/** The words this widget says itself, in English (translations: app/locales/<language>/ui.json). */
export const TABLE_LABELS = {
  "table.selectAll": "Select all rows",
  "table.selection": "Select",
  "table.selectRow": "Select {row}",
  "table.actions": "Actions",
  "table.editText": "Edit",
  "table.edit": "Edit {row}",
  "table.save": "Save",
  "table.cancel": "Cancel",
  "table.filter": "Filter {column}",
  "table.matchMode": "{column} match mode",
  "table.matchMode.startsWith": "Starts with",
  "table.matchMode.contains": "Contains",
  "table.matchMode.notContains": "Does not contain",
  "table.matchMode.endsWith": "Ends with",
  "table.matchMode.equals": "Equals",
  "table.matchMode.notEquals": "Does not equal",
  "table.matchMode.lt": "Less than",
  "table.matchMode.lte": "Less than or equal to",
  "table.matchMode.gt": "Greater than",
  "table.matchMode.gte": "Greater than or equal to",
  "table.matchMode.dateIs": "Date is",
  "table.matchMode.dateIsNot": "Date is not",
  "table.matchMode.dateBefore": "Date is before",
  "table.matchMode.dateAfter": "Date is after",
  "table.resize": "Resize {column}",
  "table.sortPriority": "sort priority {position}",
  "table.empty": "No available options",
  "table.filteredEmpty": "No results found",
} as const;
