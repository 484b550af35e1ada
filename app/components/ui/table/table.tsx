import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
} from "react";
import { Pagination, type PaginationLabels } from "../pagination/pagination";
import { useScopedStyle } from "../scoped-style";
import { clampPage } from "../pagination/pagination-state";
import { useUiLabel, type UiLabel } from "../ui-labels";
import {
  type CellValue,
  type ColumnType,
  DEFAULT_COLUMN_WIDTH,
  DEFAULT_MATCH_MODE,
  MATCH_MODES,
  MIN_COLUMN_WIDTH,
  type MatchMode,
  TEXT_MATCH_MODES,
  NUMERIC_MATCH_MODES,
  DATE_MATCH_MODES,
  type PersistedTableState,
  RESIZE_STEP,
  type RowValidator,
  type SelectionMode,
  type StateStorageType,
  type TableState,
  assertStateStorage,
  cellOf,
  createStateStore,
  filterRows,
  initialTableState,
  persistedPart,
  saveRowEdit,
  selectAllState,
  selectRow,
  sortRows,
  startRowEdit,
  tableReducer,
  toggleAllRows,
  TABLE_LABELS,
} from "./table-state";

export interface TableColumn<Row> {
  field: Extract<keyof Row, string>;
  header: string;
  type?: ColumnType;
  sortable?: boolean;
  filterable?: boolean;
  editable?: boolean;
  /** Starting width in px (used with resizableColumns). */
  width?: number;
  /** Cell content; by default text as is, numbers and year-month-day dates through Intl. */
  format?: (value: CellValue, row: Row) => ReactNode;
}

export interface TableLabels {
  /** Select-all checkbox (multiple selection). */
  selectAll: string;
  /** Header of the selection column in single mode. */
  selection: string;
  selectRow: (rowLabel: string) => string;
  actions: string;
  /** Visible text of a row's edit button. */
  editText: string;
  /** Accessible name of a row's edit button; should start with editText. */
  edit: (rowLabel: string) => string;
  save: string;
  cancel: string;
  filter: (header: string) => string;
  matchMode: (header: string) => string;
  matchModes: Record<MatchMode, string>;
  resize: (header: string) => string;
  sortPriority: (formattedPosition: string) => string;
}

/** The widget's words in the provided language (see ui-labels). */
const ALL_MATCH_MODES = [...new Set<MatchMode>([...TEXT_MATCH_MODES, ...NUMERIC_MATCH_MODES, ...DATE_MATCH_MODES])];

function labelsFrom(uiLabel: UiLabel<keyof typeof TABLE_LABELS>): TableLabels {
  return {
    selectAll: uiLabel("table.selectAll"),
    selection: uiLabel("table.selection"),
    selectRow: (row) => uiLabel("table.selectRow", { row }),
    actions: uiLabel("table.actions"),
    editText: uiLabel("table.editText"),
    edit: (row) => uiLabel("table.edit", { row }),
    save: uiLabel("table.save"),
    cancel: uiLabel("table.cancel"),
    filter: (column) => uiLabel("table.filter", { column }),
    matchMode: (column) => uiLabel("table.matchMode", { column }),
    matchModes: Object.fromEntries(ALL_MATCH_MODES.map((mode) => [mode, uiLabel(`table.matchMode.${mode}`)])) as Record<MatchMode, string>,
    resize: (column) => uiLabel("table.resize", { column }),
    sortPriority: (position) => uiLabel("table.sortPriority", { position }),
  };
}

export interface TableProps<Row extends object> {
  caption: string;
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  /** Field holding a unique id per row. */
  rowKey: Extract<keyof Row, string>;
  locale: string;
  /** Names a row in the selection and edit controls; defaults to the first column's text. */
  rowLabel?: (row: Row) => string;
  selectionMode?: SelectionMode;
  onSelectionChange?: (rows: Row[]) => void;
  /** Third click on a sorted header removes the sort. */
  removableSort?: boolean;
  resizableColumns?: boolean;
  paginator?: boolean;
  pageSizes?: readonly number[];
  reportTemplate?: string;
  paginationLabels?: Partial<PaginationLabels>;
  /** Returns a message to refuse a save, null to accept it. */
  rowEditValidator?: RowValidator<Row>;
  /** Receives the edited row once the validator passes; the caller updates `rows`. */
  onRowEditSave?: (row: Row) => void;
  initialState?: Partial<TableState>;
  /** Keep sort, filters, widths and page across visits under this key. */
  stateKey?: string;
  stateStorage?: StateStorageType;
  customSaveState?: (state: PersistedTableState) => void;
  customRestoreState?: () => PersistedTableState | null | undefined;
  emptyMessage?: string;
  filteredEmptyMessage?: string;
  labels?: Partial<TableLabels>;
}

const ymd = /^(\d{4})-(\d{2})-(\d{2})/;

function safeStorage(get: () => Storage): Storage | undefined {
  try {
    return get();
  } catch {
    return undefined; // storage disabled (privacy settings): run without persistence
  }
}

/** Sortable, filterable, selectable, resizable and editable data table with optional pagination. */
export function Table<Row extends object>({
  caption,
  rows,
  columns,
  rowKey,
  locale,
  rowLabel,
  selectionMode,
  onSelectionChange,
  removableSort = false,
  resizableColumns = false,
  paginator = false,
  pageSizes,
  reportTemplate,
  paginationLabels,
  rowEditValidator,
  onRowEditSave,
  initialState,
  stateKey,
  stateStorage = "session",
  customSaveState,
  customRestoreState,
  emptyMessage: emptyMessageProp,
  filteredEmptyMessage: filteredEmptyMessageProp,
  labels: labelOverrides,
}: TableProps<Row>) {
  const uiLabel = useUiLabel(TABLE_LABELS);
  const labels = { ...labelsFrom(uiLabel), ...labelOverrides };
  const emptyMessage = emptyMessageProp ?? uiLabel("table.empty");
  const filteredEmptyMessage = filteredEmptyMessageProp ?? uiLabel("table.filteredEmpty");
  if (stateKey !== undefined) assertStateStorage(stateStorage);

  const [state, dispatch] = useReducer(tableReducer, initialState, initialTableState);
  const id = useId();
  const captionId = `${id}-caption`;
  const errorId = `${id}-edit-error`;

  // --- state storage (effects only: nothing touches window during render) ---
  const restored = useRef(false);
  const custom = useRef({ save: customSaveState, restore: customRestoreState });
  custom.current = { save: customSaveState, restore: customRestoreState };
  const store = useMemo(
    () =>
      stateKey === undefined
        ? null
        : createStateStore(stateStorage, stateKey, {
            local: { getItem: (k) => safeStorage(() => window.localStorage)?.getItem(k) ?? null, setItem: (k, v) => safeStorage(() => window.localStorage)?.setItem(k, v) },
            session: { getItem: (k) => safeStorage(() => window.sessionStorage)?.getItem(k) ?? null, setItem: (k, v) => safeStorage(() => window.sessionStorage)?.setItem(k, v) },
            custom: {
              save: (s) => custom.current.save?.(s),
              restore: () => custom.current.restore?.() ?? null,
            },
          }),
    [stateKey, stateStorage],
  );
  const persisted = persistedPart(state);
  const persistedJson = JSON.stringify(persisted);
  // Declared before the restore effect so the first commit cannot overwrite what is stored.
  useEffect(() => {
    if (store && restored.current) store.save(JSON.parse(persistedJson) as PersistedTableState);
  }, [store, persistedJson]);
  useEffect(() => {
    if (!store) return;
    const saved = store.restore();
    if (saved) dispatch({ type: "restore", state: saved });
    restored.current = true;
  }, [store]);

  // --- derived rows ---
  const rules = useMemo(() => columns.map((c) => ({ field: c.field, type: c.type ?? "text" })), [columns]);
  const visible = useMemo(
    () => sortRows(filterRows(rows, rules, state.filters, locale), state.sort, rules, locale),
    [rows, rules, state.filters, state.sort, locale],
  );
  const keyOf = (row: Row) => String(cellOf(row, rowKey) ?? "");
  const orderedKeys = visible.map(keyOf);
  const pageNumber = paginator ? clampPage(state.pageNumber, visible.length, state.perPage) : 0;
  const shown = paginator ? visible.slice(pageNumber * state.perPage, (pageNumber + 1) * state.perPage) : visible;
  const labelOf = (row: Row) => {
    if (rowLabel) return rowLabel(row);
    const first = columns[0];
    return first ? String(cellOf(row, first.field) ?? "") : keyOf(row);
  };

  // --- formatting ---
  const numberFormat = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }), [locale]);
  const show = (column: TableColumn<Row>, row: Row): ReactNode => {
    const value = cellOf(row, column.field);
    if (column.format) return column.format(value, row);
    if (value === null || value === undefined) return "";
    if (column.type === "numeric" && typeof value === "number") return numberFormat.format(value);
    const day = column.type === "date" && typeof value === "string" ? ymd.exec(value) : null;
    if (day) return dateFormat.format(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    return String(value);
  };

  // --- selection ---
  const selectedKeys = state.selection.keys;
  const notifySelection = (keys: readonly string[]) => {
    onSelectionChange?.(rows.filter((row) => keys.includes(keyOf(row))));
  };
  const select = (key: string, shift: boolean) => {
    if (!selectionMode) return;
    const action = { type: "select", key, mode: selectionMode, shift, orderedKeys } as const;
    notifySelection(selectRow(state.selection, key, action).keys);
    dispatch(action);
  };
  const allState = selectAllState(selectedKeys, orderedKeys);
  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = allState === "some";
  }, [allState]);
  const selectAll = (checked: boolean) => {
    notifySelection(toggleAllRows(state.selection, orderedKeys, checked).keys);
    dispatch({ type: "selectAll", keys: orderedKeys, checked });
  };

  // --- sorting ---
  const sortKeyDown = (field: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
    // Some browsers drop modifiers from the click that Enter synthesises: handle Ctrl/⌘+Enter here.
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      dispatch({ type: "sort", field, multi: true, removableSort });
    }
  };

  // --- resizing ---
  const widthOf = (column: TableColumn<Row>) => state.columnWidths[column.field] ?? column.width ?? DEFAULT_COLUMN_WIDTH;
  const drag = useRef<{ field: string; x: number; width: number } | null>(null);
  const resizeKeyDown = (column: TableColumn<Row>) => (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = event.key === "ArrowRight" ? RESIZE_STEP : event.key === "ArrowLeft" ? -RESIZE_STEP : 0;
    if (delta === 0) return;
    event.preventDefault();
    dispatch({ type: "resize", field: column.field, width: widthOf(column) + delta });
  };
  const resizePointerDown = (column: TableColumn<Row>) => (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { field: column.field, x: event.clientX, width: widthOf(column) };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const resizePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d) dispatch({ type: "resize", field: d.field, width: d.width + event.clientX - d.x });
  };
  const resizePointerUp = () => {
    drag.current = null;
  };

  // --- editing ---
  const editable = columns.some((c) => c.editable);
  const editing = state.editing;
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const firstEditInput = useRef<HTMLInputElement>(null);
  // Focus moves only after the user's own Edit/Save/Cancel, never on mount (an initial edit must
  // not pull the page's focus).
  const focusOnEdit = useRef(false);
  const focusAfterEdit = useRef<string | null>(null);
  const editingKey = editing?.key ?? null;
  useEffect(() => {
    if (editingKey !== null && focusOnEdit.current) firstEditInput.current?.focus();
    else if (editingKey === null && focusAfterEdit.current !== null) editButtons.current.get(focusAfterEdit.current)?.focus();
    focusOnEdit.current = false;
    focusAfterEdit.current = null;
  }, [editingKey]);
  const startEdit = (row: Row) => {
    focusOnEdit.current = true;
    dispatch({ type: "editStart", edit: startRowEdit(row, keyOf(row), rules) });
  };
  const cancelEdit = () => {
    focusAfterEdit.current = editingKey;
    dispatch({ type: "editClose" });
  };
  const saveEdit = () => {
    if (!editing) return;
    const row = rows.find((r) => keyOf(r) === editing.key);
    if (!row) return dispatch({ type: "editClose" });
    const editableRules = rules.filter((_, i) => columns[i]?.editable);
    const outcome = saveRowEdit(row, editing, editableRules, rowEditValidator);
    if (outcome.edit) return dispatch({ type: "editRefused", edit: outcome.edit });
    focusAfterEdit.current = editing.key;
    onRowEditSave?.(outcome.saved);
    dispatch({ type: "editClose" });
  };
  const editKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      saveEdit();
    } else if (event.key === "Escape") {
      event.preventDefault();
      cancelEdit();
    }
  };

  const filterable = columns.some((c) => c.filterable);
  const columnCount = columns.length + (selectionMode ? 1 : 0) + (editable ? 1 : 0);
  const tableWidth = resizableColumns
    ? columns.reduce((sum, c) => sum + widthOf(c), 0) + (selectionMode ? 48 : 0) + (editable ? 176 : 0)
    : undefined;

  const sortIndex = (field: string) => state.sort.findIndex((s) => s.field === field);
  // The widths as rules of a nonce'd <style> (scoped-style.tsx): the CSP allows no style attribute.
  const colWidths = resizableColumns ? [...(selectionMode ? [48] : []), ...columns.map(widthOf), ...(editable ? [176] : [])] : [];
  const widths = useScopedStyle(
    tableWidth
      ? Object.fromEntries([[".ui-table__table", { width: `${tableWidth}px` }], ...colWidths.map((w, i) => [`col:nth-child(${i + 1})`, { width: `${w}px` }])])
      : {},
  );

  return (
    <div className="ui-table" {...widths.attributes}>
      {tableWidth ? widths.element : null}
      <div className="ui-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="ui-table__table" data-resizable={resizableColumns || undefined}>
          <caption id={captionId}>{caption}</caption>
          {resizableColumns ? (
            <colgroup>
              {colWidths.map((_, i) => (
                <col key={i} />
              ))}
            </colgroup>
          ) : null}
          <thead>
            <tr>
              {selectionMode ? (
                <th scope="col" className="ui-table__select">
                  {selectionMode === "multiple" ? (
                    <input
                      ref={selectAllRef}
                      type="checkbox"
                      aria-label={labels.selectAll}
                      checked={allState === "all"}
                      disabled={orderedKeys.length === 0}
                      onChange={(e) => selectAll(e.currentTarget.checked)}
                    />
                  ) : (
                    <span className="ui-table__hidden">{labels.selection}</span>
                  )}
                </th>
              ) : null}
              {columns.map((column) => {
                const index = sortIndex(column.field);
                const order = state.sort[index]?.order;
                const priorityId = `${id}-priority-${column.field}`;
                const showPriority = index !== -1 && state.sort.length > 1;
                return (
                  <th
                    key={column.field}
                    scope="col"
                    // Named by its title alone: the resize handle inside would otherwise be read with
                    // every cell of the column ("Event Resize Event").
                    aria-label={column.header}
                    aria-sort={column.sortable ? (order ?? "none") : undefined}
                    data-type={column.type ?? "text"}
                  >
                    <div className="ui-table__head">
                      {column.sortable ? (
                        <button
                          type="button"
                          className="ui-table__sort"
                          aria-describedby={showPriority ? priorityId : undefined}
                          onClick={(e) =>
                            dispatch({ type: "sort", field: column.field, multi: e.metaKey || e.ctrlKey, removableSort })
                          }
                          onKeyDown={sortKeyDown(column.field)}
                        >
                          {column.header}
                          <span className="ui-table__sort-icon" aria-hidden="true">
                            {order === "ascending" ? "▲" : order === "descending" ? "▼" : "↕"}
                          </span>
                          {showPriority ? (
                            <span className="ui-table__sort-priority" aria-hidden="true">
                              {numberFormat.format(index + 1)}
                            </span>
                          ) : null}
                        </button>
                      ) : (
                        <span>{column.header}</span>
                      )}
                      {showPriority ? (
                        // hidden: read as the button's description, kept out of the header's name
                        <span id={priorityId} hidden>
                          {labels.sortPriority(numberFormat.format(index + 1))}
                        </span>
                      ) : null}
                      {resizableColumns ? (
                        <div
                          role="separator"
                          className="ui-table__resize"
                          tabIndex={0}
                          aria-orientation="vertical"
                          aria-label={labels.resize(column.header)}
                          aria-valuenow={widthOf(column)}
                          aria-valuemin={MIN_COLUMN_WIDTH}
                          onKeyDown={resizeKeyDown(column)}
                          onPointerDown={resizePointerDown(column)}
                          onPointerMove={resizePointerMove}
                          onPointerUp={resizePointerUp}
                          onPointerCancel={resizePointerUp}
                        />
                      ) : null}
                    </div>
                  </th>
                );
              })}
              {editable ? (
                <th scope="col" className="ui-table__actions">
                  {labels.actions}
                </th>
              ) : null}
            </tr>
            {filterable ? (
              <tr className="ui-table__filters">
                {selectionMode ? <td /> : null}
                {columns.map((column) => {
                  if (!column.filterable) return <td key={column.field} />;
                  const type = column.type ?? "text";
                  const filter = state.filters[column.field];
                  const matchMode = filter?.matchMode ?? DEFAULT_MATCH_MODE[type];
                  const value = filter?.value ?? "";
                  const setFilter = (next: { value?: string; matchMode?: MatchMode }) =>
                    dispatch({
                      type: "filter",
                      field: column.field,
                      value: next.value ?? (value === "" ? null : value),
                      matchMode: next.matchMode ?? matchMode,
                    });
                  return (
                    <td key={column.field}>
                      <div className="ui-table__filter">
                        <select
                          aria-label={labels.matchMode(column.header)}
                          value={matchMode}
                          onChange={(e) => setFilter({ matchMode: e.currentTarget.value as MatchMode })}
                        >
                          {MATCH_MODES[type].map((mode) => (
                            <option key={mode} value={mode}>
                              {labels.matchModes[mode]}
                            </option>
                          ))}
                        </select>
                        <input
                          type={type === "numeric" ? "number" : type === "date" ? "date" : "search"}
                          aria-label={labels.filter(column.header)}
                          value={String(value)}
                          onChange={(e) => setFilter({ value: e.currentTarget.value })}
                        />
                      </div>
                    </td>
                  );
                })}
                {editable ? <td /> : null}
              </tr>
            ) : null}
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="ui-table__empty">
                  {rows.length === 0 ? emptyMessage : filteredEmptyMessage}
                </td>
              </tr>
            ) : (
              shown.map((row) => {
                const key = keyOf(row);
                const label = labelOf(row);
                const selected = selectedKeys.includes(key);
                const edit = editing?.key === key ? editing : null;
                let firstInput = true;
                return (
                  <tr key={key} data-selected={selected || undefined} data-editing={edit ? true : undefined}>
                    {selectionMode ? (
                      <td className="ui-table__select">
                        <input
                          type="checkbox"
                          aria-label={labels.selectRow(label)}
                          checked={selected}
                          onClick={(e) => select(key, e.shiftKey)}
                          onChange={() => undefined}
                        />
                      </td>
                    ) : null}
                    {columns.map((column, i) => {
                      const Cell = i === 0 ? "th" : "td";
                      let content = show(column, row);
                      if (edit && column.editable) {
                        const ref = firstInput ? firstEditInput : undefined;
                        firstInput = false;
                        content = (
                          <input
                            ref={ref}
                            className="ui-table__edit-input"
                            type={column.type === "numeric" ? "number" : column.type === "date" ? "date" : "text"}
                            aria-label={column.header}
                            aria-invalid={edit.error ? true : undefined}
                            aria-describedby={edit.error ? errorId : undefined}
                            value={edit.values[column.field] ?? ""}
                            onChange={(e) =>
                              dispatch({ type: "editChange", field: column.field, value: e.currentTarget.value })
                            }
                            onKeyDown={editKeyDown}
                          />
                        );
                      }
                      return (
                        <Cell key={column.field} scope={i === 0 ? "row" : undefined} data-type={column.type ?? "text"}>
                          {content}
                        </Cell>
                      );
                    })}
                    {editable ? (
                      <td className="ui-table__actions">
                        {edit ? (
                          <>
                            <div className="ui-table__edit-buttons">
                              <button type="button" className="ui-table__button ui-table__button--primary" onClick={saveEdit}>
                                {labels.save}
                              </button>
                              <button type="button" className="ui-table__button" onClick={cancelEdit}>
                                {labels.cancel}
                              </button>
                            </div>
                            {edit.error ? (
                              <p id={errorId} className="ui-table__edit-error" role="alert">
                                {edit.error}
                              </p>
                            ) : null}
                          </>
                        ) : (
                          <button
                            type="button"
                            className="ui-table__button"
                            ref={(el) => {
                              if (el) editButtons.current.set(key, el);
                              else editButtons.current.delete(key);
                            }}
                            aria-label={labels.edit(label)}
                            onClick={() => startEdit(row)}
                          >
                            {labels.editText}
                          </button>
                        )}
                      </td>
                    ) : null}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {paginator ? (
        <Pagination
          totalRecords={visible.length}
          locale={locale}
          pageNumber={pageNumber}
          perPage={state.perPage}
          onPageChange={(next) => dispatch({ type: "page", ...next })}
          pageSizes={pageSizes}
          reportTemplate={reportTemplate}
          labels={paginationLabels}
        />
      ) : null}
    </div>
  );
}
