import { useNavigate, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useId, useMemo, useReducer, useRef, type FormEvent, type KeyboardEvent, type RefObject } from "react";
import { formatAddress } from "../../domain/address";
import { SEARCH_MAX_LENGTH, SUGGEST_DEBOUNCE_MS } from "../../domain/constants";
import {
  enterAction,
  screenSizeOf,
  SEARCH_BAR_RESET,
  searchBarReducer,
  searchTarget,
  suggestionsShown,
  suggestionTarget,
  suggestTermOf,
  usesModal,
  type SearchBarState,
} from "../../domain/search-bar-state";
import { isSuggestion, shapeSuggestions, type SelectableRow } from "../../domain/suggestion-shaping";
import { Dialog } from "../ui/dialog/dialog";
import { LAYER } from "../ui/layers";
import { pluralForm } from "../../domain/plural";
import { localizeSeoPath } from "../../domain/seo-slugs";
import { fill, SEARCH_BAR_LABELS, type SearchBarLabels } from "./search-bar-labels";
import { fetchSuggestions, type SuggestArea } from "./suggest-client";
import { SuggestionIconSvg, SuggestionList } from "./suggestion-list";

export { SEARCH_BAR_LABELS, type SearchBarLabels } from "./search-bar-labels";

export interface SearchBarProps {
  /** Where the form goes: /find/s (buy) or the sell context's performer search, formatted for the locale. */
  action: string;
  locale: string;
  /** "expanded" (inline) or "modal" (spec §2.7). */
  variant?: "expanded" | "modal";
  /** Modal style: the owner (the header's search item) opens the modal by setting this. */
  modalOpen?: boolean;
  /** Called when the modal has been closed (Escape, close button, a choice, a search). */
  onModalClose?: () => void;
  /** Spec §6: search in the sell context goes to the sell flow (spec §2.3). */
  sellContext?: boolean;
  /** The store id sent to the suggest call as shstore; by default the root loader's shstoreId. */
  shstore?: number;
  /** Words in the site's language; English by default. */
  labels?: Partial<SearchBarLabels>;
  /**
   * Formats a site path for the locale (spec §2.1: all navigation targets go through it). By
   * default the address formatting with the root loader's defaultLocale and supportedLanguages.
   */
  formatTarget?: (sitePath: string) => string;
}

/** What the search bar reads of the root loader's data when its owner passes nothing. */
interface RootStoreData {
  shstoreId?: unknown;
  suggestArea?: unknown;
  defaultLocale?: unknown;
  supportedLanguages?: unknown;
}

/** The store's id and address formatting from the root loader, when it is there. */
function useStoreDefaults(locale: string): { shstore?: number; area: SuggestArea | null; formatTarget: (sitePath: string) => string } {
  const root = useRouteLoaderData("root") as RootStoreData | undefined;
  const shstore = typeof root?.shstoreId === "number" ? root.shstoreId : undefined;
  const defaultLocale = typeof root?.defaultLocale === "string" ? root.defaultLocale : null;
  const languages = Array.isArray(root?.supportedLanguages) ? root.supportedLanguages.filter((l): l is string => typeof l === "string") : null;
  const formatTarget =
    defaultLocale && languages
      ? (sitePath: string) => formatAddress(localizeSeoPath(sitePath, locale), { currentLocale: locale, defaultLocale, supportedLanguages: languages })
      : (sitePath: string) => sitePath;
  const a = root?.suggestArea as Partial<SuggestArea> | null | undefined;
  const area = a && typeof a.point === "string" && typeof a.radius === "number" ? { point: a.point, radius: a.radius } : null;
  return { shstore, area, formatTarget };
}

/**
 * The search box of spec §2.7 with type-ahead suggestions (APG combobox with a listbox). Without
 * JavaScript it is a plain form posting field q to `action`.
 * @example <SearchBar action="/find/s" locale="en-US" />
 */
export function SearchBar({
  action,
  locale,
  variant = "expanded",
  modalOpen,
  onModalClose,
  sellContext = false,
  shstore: shstoreProp,
  labels: labelsProp,
  formatTarget: formatTargetProp,
}: SearchBarProps) {
  const storeDefaults = useStoreDefaults(locale);
  const shstore = shstoreProp ?? storeDefaults.shstore;
  const formatTarget = formatTargetProp ?? storeDefaults.formatTarget;
  const area = storeDefaults.area;
  const areaKey = area ? `${area.point}:${area.radius}` : "";
  const labels = useMemo<SearchBarLabels>(() => ({ ...SEARCH_BAR_LABELS, ...labelsProp }), [labelsProp]);
  const [state, dispatch] = useReducer(searchBarReducer, SEARCH_BAR_RESET);
  const navigate = useNavigate();
  const inlineRef = useRef<HTMLDivElement>(null);
  const inlineInputRef = useRef<HTMLInputElement>(null);
  const modalInputRef = useRef<HTMLInputElement>(null);
  const context = { action, sellContext };
  const screen = () => screenSizeOf(window.innerWidth);
  const modalForScreen = () => usesModal(variant, screen());

  // Suggestions: 1000 ms after the last keystroke (spec §9), the previous request aborted.
  const suggestTerm = suggestTermOf(state);
  const labelsRef = useRef(labels);
  labelsRef.current = labels;
  useEffect(() => {
    if (suggestTerm === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(suggestTerm, { shstore, lang: locale, timeZoneOffsetInMinutes: new Date().getTimezoneOffset(), area }, controller.signal)
        .then((response) => dispatch({ type: "loaded", searchTerm: response.searchTerm, rows: shapeSuggestions(response, { labels: labelsRef.current }) }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) dispatch({ type: "failed", searchTerm: suggestTerm, error: error instanceof Error ? error.message : String(error) });
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // areaKey stands for area (a fresh object on every render of the root data).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [suggestTerm, shstore, locale, areaKey]);

  // The header's search item opens and closes the modal through modalOpen.
  useEffect(() => {
    if (modalOpen === undefined) return;
    dispatch(modalOpen ? { type: "activate", modal: true } : { type: "close" });
  }, [modalOpen]);
  const onModalCloseRef = useRef(onModalClose);
  onModalCloseRef.current = onModalClose;
  const wasModal = useRef(false);
  useEffect(() => {
    if (state.modalShown) wasModal.current = true;
    else if (wasModal.current) {
      wasModal.current = false;
      onModalCloseRef.current?.();
    }
  }, [state.modalShown]);

  // Clicking outside the inline box (spec §4); the modal's outside is its overlay (Dialog).
  useEffect(() => {
    if (!state.active || state.modalShown) return;
    const onPointerDown = (event: PointerEvent) => {
      if (inlineRef.current?.contains(event.target as Node)) return;
      dispatch({ type: "clickOutside", style: variant, screen: screenSizeOf(window.innerWidth) });
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [state.active, state.modalShown, variant]);

  const choose = (row: SelectableRow) => {
    dispatch({ type: "select" });
    navigate(formatTarget(suggestionTarget(row, context)));
  };
  const submit = (term: string) => {
    dispatch({ type: "submit" });
    navigate(searchTarget(term, context));
  };
  // A popular search, 'more events' or the footer: a search for its term, which closes and resets the list.
  const searchFor = (term: string) => {
    dispatch({ type: "select" });
    navigate(searchTarget(term, context));
  };

  const onChange = (value: string) => {
    if (!state.active || (!state.modalShown && modalForScreen())) dispatch({ type: "activate", modal: modalForScreen() });
    dispatch({ type: "type", value });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        if (suggestionsShown(state)) {
          event.preventDefault();
          dispatch({ type: "move", direction: event.key === "ArrowDown" ? "down" : "up" });
        }
        return;
      case "Enter": {
        event.preventDefault();
        const next = enterAction(state);
        if (next.kind === "select") choose(next.row);
        else if (next.kind === "search") searchFor(next.term);
        else if (next.kind === "submit") submit(next.term);
        return;
      }
      case "Escape":
        if (state.term !== "" || state.active) {
          event.preventDefault();
          dispatch({ type: "escape" });
        }
        return;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = enterAction({ ...state, highlighted: -1 });
    if (next.kind === "submit") submit(next.term);
  };

  const shown = suggestionsShown(state);
  const fieldProps = {
    action,
    state,
    labels,
    locale,
    onChange,
    onKeyDown,
    onSubmit,
    onClear: (input: HTMLInputElement | null) => {
      dispatch({ type: "clear" });
      input?.focus();
    },
    onHighlight: (index: number) => dispatch({ type: "highlight", index }),
    onChoose: choose,
    onSearch: searchFor,
  };

  return (
    <>
      {variant === "expanded" ? (
        <div
          ref={inlineRef}
          className="search-bar search-bar--expanded"
          onBlur={(event) => {
            // Tabbing away counts as leaving, like a click outside.
            const next = event.relatedTarget as Node | null;
            if (next && !inlineRef.current?.contains(next) && !state.modalShown) {
              dispatch({ type: "clickOutside", style: variant, screen: screen() });
            }
          }}
        >
          <SearchForm
            {...fieldProps}
            mode="inline"
            inputRef={inlineInputRef}
            showPopup={shown && !state.modalShown}
            onFocus={() => dispatch({ type: "activate", modal: false })}
            onPointerUp={() => {
              // A tap on a small screen opens the modal (spec §2.7 "on a small screen when active").
              if (modalForScreen()) dispatch({ type: "activate", modal: true });
            }}
          />
        </div>
      ) : null}
      <Dialog
        open={state.modalShown}
        onClose={() => dispatch({ type: "close" })}
        title={labels.modalTitle}
        closeLabel={labels.close}
        size="lg"
        initialFocus={modalInputRef}
      >
        <div className="search-bar search-bar--modal">
          <SearchForm {...fieldProps} mode="modal" inputRef={modalInputRef} showPopup={shown && state.modalShown} />
        </div>
      </Dialog>
    </>
  );
}

interface SearchFormProps {
  mode: "inline" | "modal";
  action: string;
  state: SearchBarState;
  labels: SearchBarLabels;
  locale: string;
  inputRef: RefObject<HTMLInputElement>;
  showPopup: boolean;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClear: (input: HTMLInputElement | null) => void;
  onFocus?: () => void;
  onPointerUp?: () => void;
  onHighlight: (index: number) => void;
  onChoose: (row: SelectableRow) => void;
  onSearch: (term: string) => void;
}

function SearchForm({
  mode,
  action,
  state,
  labels,
  locale,
  inputRef,
  showPopup,
  onChange,
  onKeyDown,
  onSubmit,
  onClear,
  onFocus,
  onPointerUp,
  onHighlight,
  onChoose,
  onSearch,
}: SearchFormProps) {
  const id = useId();
  const listboxId = `${id}listbox`;
  const optionId = (index: number) => `${id}option${index}`;
  const activeDescendant = showPopup && state.highlighted >= 0 ? optionId(state.highlighted) : undefined;
  const count = state.rows.filter(isSuggestion).length;
  const announcement = showPopup ? fill(pluralForm(labels.suggestionsCount, count, locale), { count }) : "";
  const spinner = mode === "inline" && state.loading;

  // Keep the highlighted option in view when the list scrolls.
  useEffect(() => {
    if (activeDescendant) document.getElementById(activeDescendant)?.scrollIntoView?.({ block: "nearest" });
  }, [activeDescendant]);

  return (
    <form
      method="post"
      action={action}
      // One search landmark: the modal's form lives inside its dialog.
      role={mode === "inline" ? "search" : undefined}
      aria-label={mode === "inline" ? labels.search : undefined}
      className="search-bar__form"
      onSubmit={onSubmit}
    >
      <div className="search-bar__field">
        <SuggestionIconSvg icon="search" />
        <input
          ref={inputRef}
          // A combobox is a text input (ARIA in HTML: type=search allows no combobox role).
          type="text"
          name="q"
          role="combobox"
          aria-expanded={showPopup}
          aria-controls={showPopup ? listboxId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={activeDescendant}
          aria-label={labels.inputTitle}
          title={labels.inputTitle}
          placeholder={labels.placeholder}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          className="search-bar__input"
          value={state.term}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onPointerUp={onPointerUp}
        />
        {/* Space for both is kept inside the field: nothing moves when they appear. */}
        <span className="search-bar__spinner" aria-hidden="true" data-visible={spinner ? "" : undefined} />
        {state.term !== "" ? (
          <button type="button" className="search-bar__clear" onClick={() => onClear(inputRef.current)}>
            {labels.clear}
          </button>
        ) : null}
      </div>
      <button type="submit" className="search-bar__submit">
        {/* Drawn only where the header's top bar leaves the box narrow (search-bar.css): the word then goes to screen readers alone. */}
        <SuggestionIconSvg icon="search" className="search-bar__submit-icon" size={20} />
        <span className="search-bar__submit-text">{labels.search}</span>
      </button>
      <div role="status" className="search-bar__sr-only">
        {announcement}
      </div>
      {showPopup ? (
        <div className="search-bar__overlay" style={mode === "inline" ? { zIndex: LAYER.menu } : undefined}>
          <SuggestionList
            rows={state.rows}
            highlighted={state.highlighted}
            listboxId={listboxId}
            optionId={optionId}
            locale={locale}
            labels={labels}
            onHighlight={onHighlight}
            onChoose={onChoose}
            onSearch={onSearch}
          />
        </div>
      ) : null}
    </form>
  );
}
