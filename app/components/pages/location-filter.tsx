import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { DROPDOWN_ITEM_HEIGHT_PX } from "../../domain/constants";
import {
  geolocationFailureOf,
  initialLocationFilter,
  LOCATION_TEXT_MAX_LENGTH,
  locationFilterItems,
  locationSearchQuery,
  readLocationResults,
  reduceLocationFilter,
  type LocationFilterEffect,
  type LocationFilterEvent,
  type LocationFilterItem,
  type LocationFilterState,
  type LocationResult,
  type LocationSearchRequest,
  type UserLocation,
} from "../../domain/location-filter";
import { bff } from "../../lib/bff-client";
import { useHydrated } from "../../lib/use-hydrated";
import { LAYER } from "../ui/layers";

/** Naming the device's position needs only the nearest city. */
const NEARBY_ROWS = 1;

/** The "Everywhere" row's key: not a location key of the domain ($0, 'loading', a geoNameId). */
const EVERYWHERE_KEY = "everywhere";

export interface LocationFilterLabels {
  /** "Where": the field's visible label. */
  where: string;
  /** "Everywhere": shown when nothing is chosen; also the row that clears the choice. */
  everywhere: string;
  /** "Use my current location": the $0 row. */
  currentLocation: string;
  /** "Search a city": the search input's accessible label and placeholder. */
  search: string;
  /** "Loading…": the 'loading' placeholder row. */
  loading: string;
  /** "No cities found". */
  noResults: string;
  /** "Apply": the no-JavaScript form's submit button. */
  apply: string;
}

export interface LocationFilterProps {
  labels: LocationFilterLabels;
  /** The location applied to this page (from pbG or the SH6_USER_PREF cookie); null = everywhere. */
  selected: UserLocation | null;
  shstore: number;
  /** Site locale, sent as Accept-Language to locations/v3. */
  locale: string;
  /** Called with the chosen location, or null for everywhere. The integrator stores it and navigates. */
  onSelect(location: UserLocation | null): void;
  /** Without JavaScript: a GET form with a text field named `name` (pbG) and these hidden fields; null: nothing without JS. */
  fallback: { action: string; name: string; hidden: Array<[string, string]> } | null;
}

/** A row as rendered: the domain's rows, plus "Everywhere" while a location is applied. */
type Row = LocationFilterItem | { readonly kind: "everywhere"; readonly key: typeof EVERYWHERE_KEY; readonly index: number };

const isChoosable = (row: Row) => row.kind !== "loading";

/** The next choosable row from `from` in `direction`, wrapping around; -1 when there is none. */
function moveHighlight(rows: readonly Row[], from: number, direction: 1 | -1): number {
  for (let step = 1; step <= rows.length; step++) {
    const index = (((from + direction * step) % rows.length) + rows.length) % rows.length;
    if (isChoosable(rows[index]!)) return index;
  }
  return -1;
}

/**
 * Asks locations/v3 (spec §7 "GET /bfx-content/api/search/locations/v3"); rejects on a network
 * error or a non-2xx answer (a malformed body gives no locations).
 */
async function fetchLocations(request: LocationSearchRequest, shstore: number, locale: string, signal: AbortSignal): Promise<LocationResult[]> {
  const query: Record<string, string> = Object.fromEntries(new URLSearchParams(locationSearchQuery(request, shstore)));
  if (request.type === "searchNearby") query.rows = String(NEARBY_ROWS);
  const response = await bff.search.locations.v3.$get(
    { query },
    { headers: { Accept: "application/json", "Accept-Language": locale }, init: { signal } },
  );
  if (!response.ok) throw new Error(`locations answered ${response.status}`);
  return readLocationResults(await response.json());
}

/**
 * The filter bar's 'where' (spec §2.5, §4 "Location filter"): a button showing the applied
 * location that opens a panel with a city search (APG combobox with a listbox), the current
 * location ($0) first. The rules live in `reduceLocationFilter`; this component performs its
 * effects (timer, fetches, geolocation) and renders. Without JavaScript it is a GET form with a
 * pbG text field and an Apply button.
 * @example <LocationFilter labels={labels} selected={null} shstore={1} locale="en-US" onSelect={apply} fallback={null} />
 */
export function LocationFilter(props: LocationFilterProps) {
  const hydrated = useHydrated();
  if (!hydrated) return props.fallback ? <LocationFilterFallback {...props} fallback={props.fallback} /> : null;
  return <LocationFilterWidget {...props} />;
}

/** The no-JavaScript form: the city's name goes to the address as pbG; the loader looks it up. */
function LocationFilterFallback({ labels, selected, fallback }: LocationFilterProps & { fallback: NonNullable<LocationFilterProps["fallback"]> }) {
  return (
    <form method="get" action={fallback.action} className="location-filter location-filter--fallback">
      {fallback.hidden
        // The field itself carries pbG; a stale copy among the hidden ones would come first.
        .filter(([name]) => name !== fallback.name)
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <label className="location-filter__field">
        <span className="location-filter__label">{labels.where}</span>
        <input
          type="text"
          name={fallback.name}
          defaultValue={selected?.name ?? ""}
          placeholder={labels.everywhere}
          maxLength={LOCATION_TEXT_MAX_LENGTH}
          autoComplete="off"
          className="location-filter__text"
        />
      </label>
      <button type="submit" className="location-filter__apply no-js-only">
        {labels.apply}
      </button>
    </form>
  );
}

function LocationFilterWidget({ labels, selected, shstore, locale, onSelect }: LocationFilterProps) {
  const [state, setState] = useState<LocationFilterState>(() => initialLocationFilter(selected));
  const [highlighted, setHighlighted] = useState(-1);
  const stateRef = useRef(state);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const panelId = `${id}panel`;
  const listId = `${id}list`;
  const optionId = (index: number) => `${id}option${index}`;

  // Async answers run the latest props, not the ones of the render that started them.
  const latest = useRef({ shstore, locale, onSelect });
  latest.current = { shstore, locale, onSelect };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchController = useRef<AbortController | null>(null);
  const locateController = useRef<AbortController | null>(null);
  const disposed = useRef(false);
  // Where focus goes when the panel closes: the button after Escape or a choice, nowhere after a click outside.
  const refocusButton = useRef(false);

  const dispatch = useCallback((event: LocationFilterEvent) => {
    if (disposed.current) return;
    const step = reduceLocationFilter(stateRef.current, event);
    if (step.state === stateRef.current && step.effects.length === 0) return;
    stateRef.current = step.state;
    setState(step.state);
    // What nothing awaits any more is stopped, so a late answer cannot even arrive.
    if (step.state.search !== "debouncing") clearTimeout(timer.current);
    if (step.state.search !== "searching") abort(searchController);
    if (step.state.locating !== "nearby" && step.state.locating !== "ipDetect") abort(locateController);
    step.effects.forEach(perform);
    // Stable for the component's life: it and `perform` read refs only, never a render's values.
  }, []);

  function perform(effect: LocationFilterEffect) {
    const { shstore: store, locale: language } = latest.current;
    switch (effect.type) {
      case "debounce":
        clearTimeout(timer.current);
        timer.current = setTimeout(() => dispatch({ type: "debounceElapsed", text: effect.text }), effect.ms);
        return;
      case "search": {
        abort(searchController);
        const controller = new AbortController();
        searchController.current = controller;
        fetchLocations(effect, store, language, controller.signal).then(
          (locations) => dispatch({ type: "searchLoaded", text: effect.text, locations }),
          () => {
            if (!controller.signal.aborted) dispatch({ type: "searchFailed", text: effect.text });
          },
        );
        return;
      }
      case "geolocate": {
        const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation;
        if (!geolocation) {
          dispatch({ type: "geolocationFailed", reason: "unsupported" });
          return;
        }
        // The browser's answer cannot be cancelled; the reducer drops it once nothing awaits it.
        geolocation.getCurrentPosition(
          (position) => dispatch({ type: "geolocated", latitude: position.coords.latitude, longitude: position.coords.longitude }),
          (error) => dispatch({ type: "geolocationFailed", reason: geolocationFailureOf(error.code) }),
          { ...effect.options },
        );
        return;
      }
      case "searchNearby":
      case "ipDetect": {
        const via = effect.type === "searchNearby" ? "nearby" : "ipDetect";
        abort(locateController);
        const controller = new AbortController();
        locateController.current = controller;
        fetchLocations(effect, store, language, controller.signal).then(
          (locations) => dispatch({ type: "currentLocationLoaded", via, locations }),
          () => {
            if (!controller.signal.aborted) dispatch({ type: "currentLocationFailed", via });
          },
        );
        return;
      }
      case "setLocation":
        latest.current.onSelect(effect.location);
        return;
      case "log":
        // Spec §8: internal texts are for the console, never shown.
        console.warn(`[location-filter] ${effect.message}`);
        return;
    }
  }

  useEffect(() => {
    disposed.current = false;
    return () => {
      disposed.current = true;
      clearTimeout(timer.current);
      abort(searchController);
      abort(locateController);
    };
  }, []);

  // The page's location changed from outside (a navigation with another pbG, the loader).
  const selectedId = selected?.geoNameId;
  const selectedName = selected?.name;
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  useEffect(() => {
    dispatch({ type: "sync", selected: selectedRef.current });
  }, [dispatch, selectedId, selectedName]);

  const rows: Row[] = locationFilterItems(state);
  if (state.selected !== null && state.locating === null) rows.push({ kind: "everywhere", key: EVERYWHERE_KEY, index: rows.length });
  const rowKeys = rows.map((row) => row.key).join("|");

  // A new list starts without a highlight; the arrow keys pick one.
  useEffect(() => setHighlighted(-1), [rowKeys]);

  // Opening puts the fan in the search field; closing hands focus back where the brief says.
  useEffect(() => {
    if (state.open) {
      inputRef.current?.focus();
    } else if (refocusButton.current) {
      refocusButton.current = false;
      buttonRef.current?.focus();
    }
  }, [state.open]);

  // A press anywhere outside closes the panel (spec §4 "Dropdown").
  useEffect(() => {
    if (!state.open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      // The fan is elsewhere now: focus stays where the press put it, even while $0 was resolving.
      refocusButton.current = false;
      dispatch({ type: "close" });
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [state.open, dispatch]);

  // Keep the highlighted row in view as the arrow keys move.
  const activeDescendant = state.open && highlighted >= 0 && highlighted < rows.length ? optionId(highlighted) : undefined;
  useEffect(() => {
    if (activeDescendant) document.getElementById(activeDescendant)?.scrollIntoView?.({ block: "nearest" });
  }, [activeDescendant]);

  const choose = (row: Row) => {
    if (!isChoosable(row)) return;
    refocusButton.current = true;
    if (row.kind === "everywhere") {
      dispatch({ type: "sync", selected: null });
      dispatch({ type: "close" });
      latest.current.onSelect(null);
      return;
    }
    dispatch({ type: "select", key: row.key });
    // $0 stays open while it resolves and hands focus back when it closes; a row that did not close keeps it.
    if (stateRef.current.open && row.kind !== "current") refocusButton.current = false;
  };

  const close = (restoreFocus: boolean) => {
    refocusButton.current = restoreFocus;
    dispatch({ type: "close" });
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        const direction = event.key === "ArrowDown" ? 1 : -1;
        const from = highlighted < 0 ? (direction === 1 ? -1 : rows.length) : highlighted;
        setHighlighted(moveHighlight(rows, from, direction));
        return;
      }
      case "Enter": {
        event.preventDefault();
        const row = highlighted >= 0 ? rows[highlighted] : undefined;
        if (row) choose(row);
        return;
      }
    }
  };

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && stateRef.current.open) {
      event.preventDefault();
      // An Escape that closed the panel must not also close a dialog around it.
      event.stopPropagation();
      close(true);
    }
  };

  const value = state.selected?.name ?? labels.everywhere;
  const noResults = state.open && state.search === "loaded" && state.results.length === 0 && state.locating === null;

  return (
    <div
      ref={rootRef}
      className="location-filter"
      data-open={state.open ? "" : undefined}
      onKeyDown={onRootKeyDown}
      onBlur={(event) => {
        // Tabbing away counts as leaving, like a click outside.
        const next = event.relatedTarget as Node | null;
        if (next && !rootRef.current?.contains(next)) close(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="location-filter__button"
        aria-label={`${labels.where}: ${value}`}
        aria-haspopup="dialog"
        aria-expanded={state.open}
        aria-controls={state.open ? panelId : undefined}
        onClick={() => (stateRef.current.open ? close(true) : dispatch({ type: "open" }))}
      >
        {/* The name says "Where: Austin, TX"; the visible words are the same, so speech input finds it. */}
        <span className="location-filter__label">{labels.where}</span>{" "}
        <span className="location-filter__value" data-placeholder={state.selected ? undefined : ""}>
          {value}
        </span>
        <span className="location-filter__chevron" aria-hidden="true" />
      </button>
      {state.open ? (
        <div id={panelId} role="dialog" aria-label={labels.where} className="location-filter__panel" style={{ zIndex: LAYER.menu }}>
          <input
            ref={inputRef}
            // A combobox is a text input (ARIA in HTML: type=search allows no combobox role).
            type="text"
            role="combobox"
            aria-label={labels.search}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeDescendant}
            placeholder={labels.search}
            maxLength={LOCATION_TEXT_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            className="location-filter__input"
            value={state.text}
            onChange={(event) => dispatch({ type: "type", text: event.target.value })}
            onKeyDown={onInputKeyDown}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={labels.where}
            aria-busy={state.locating !== null || state.search === "debouncing" || state.search === "searching"}
            className="location-filter__list"
            // Pressing a row must not take focus from the field (the blur would close the panel first).
            onMouseDown={(event) => event.preventDefault()}
          >
            {rows.map((row, index) => (
              <li
                key={row.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === highlighted}
                aria-disabled={row.kind === "loading" ? true : undefined}
                className={`location-filter__option location-filter__option--${row.kind}`}
                data-highlighted={index === highlighted ? "" : undefined}
                style={{ minHeight: DROPDOWN_ITEM_HEIGHT_PX }}
                onMouseMove={() => isChoosable(row) && index !== highlighted && setHighlighted(index)}
                onClick={() => choose(row)}
              >
                {rowLabel(row, labels)}
              </li>
            ))}
          </ul>
          <p role="status" className="location-filter__status">
            {noResults ? labels.noResults : ""}
          </p>
        </div>
      ) : null}
    </div>
  );
}

function rowLabel(row: Row, labels: LocationFilterLabels) {
  switch (row.kind) {
    case "current":
      return labels.currentLocation;
    case "loading":
      return (
        <>
          <span className="location-filter__spinner" aria-hidden="true" />
          {labels.loading}
        </>
      );
    case "location":
      return row.label;
    case "everywhere":
      return labels.everywhere;
  }
}

function abort(controller: { current: AbortController | null }) {
  controller.current?.abort();
  controller.current = null;
}
