import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useUiLabel } from "../ui-labels";
import {
  DROPDOWN_CLOSED,
  reduceDropdown,
  scrollTopToReveal,
  type DropdownAction,
  type DropdownState,
  DROPDOWN_LABELS,
} from "./dropdown-state";

export type DropdownOption = { value: string; label: string; disabled?: boolean };

export type DropdownProps = {
  /** Visible label, also the accessible name of the combobox. */
  label: string;
  options: readonly DropdownOption[];
  /** The selected value; null when nothing is selected yet. */
  value: string | null;
  onChange: (value: string) => void;
  /** Shown on the button while nothing is selected. */
  placeholder?: string;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  disabled?: boolean;
  /** When set, a hidden input carries the value in a surrounding form. */
  name?: string;
};

/**
 * Select-only combobox (WAI-ARIA APG): a button showing the value and a listbox of options,
 * with focus kept on the button and the highlight announced through aria-activedescendant.
 * @example <Dropdown label="Currency" options={[{ value: "EUR", label: "Euro" }]} value={cur} onChange={setCur} />
 */
export function Dropdown({
  label,
  options,
  value,
  onChange,
  placeholder: placeholderProp,
  hideLabel = false,
  disabled = false,
  name,
}: DropdownProps) {
  const uiLabel = useUiLabel(DROPDOWN_LABELS);
  const placeholder = placeholderProp ?? uiLabel("dropdown.placeholder");
  const [state, setState] = useState<DropdownState>(DROPDOWN_CLOSED);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const labelId = `${id}label`;
  const listId = `${id}list`;
  const optionId = (i: number) => `${id}opt${i}`;

  const selected = options.findIndex((o) => o.value === value);
  const list = { disabled: options.map((o) => Boolean(o.disabled)), selected };

  const dispatch = (action: DropdownAction) => {
    const step = reduceDropdown(state, action, list);
    setState(step.state);
    const chosen = step.select === undefined ? undefined : options[step.select];
    if (chosen && chosen.value !== value) onChange(chosen.value);
    return step;
  };

  // A press anywhere outside closes the list.
  useEffect(() => {
    if (!state.open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setState(DROPDOWN_CLOSED);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [state.open]);

  // Keep the highlighted option in view as the arrow keys move through a long list.
  useEffect(() => {
    const listbox = listRef.current;
    if (!state.open || !listbox || listbox.clientHeight === 0) return;
    listbox.scrollTop = scrollTopToReveal(state.highlighted, listbox.scrollTop, listbox.clientHeight);
  }, [state.open, state.highlighted]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.altKey && event.key === "ArrowUp" && state.open) {
      // APG: Alt+ArrowUp selects the highlighted option and closes.
      event.preventDefault();
      dispatch({ type: "key", key: "Enter" });
      return;
    }
    if (dispatch({ type: "key", key: event.key }).handled) {
      event.preventDefault();
      // An Escape that closed the list must not also close a dialog around it.
      event.stopPropagation();
    }
  };

  const current = selected >= 0 ? options[selected] : undefined;

  return (
    <div className="ui-dropdown" ref={rootRef}>
      <span
        id={labelId}
        className={hideLabel ? "ui-dropdown__label ui-dropdown__label--hidden" : "ui-dropdown__label"}
        onClick={() => buttonRef.current?.focus()}
      >
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        role="combobox"
        className="ui-dropdown__button"
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={state.open}
        aria-controls={listId}
        aria-activedescendant={state.open && state.highlighted >= 0 ? optionId(state.highlighted) : undefined}
        disabled={disabled}
        onClick={() => dispatch({ type: "toggle" })}
        onKeyDown={onKeyDown}
      >
        <span className={current ? "ui-dropdown__value" : "ui-dropdown__value ui-dropdown__value--placeholder"}>
          {current ? current.label : placeholder}
        </span>
        <span className="ui-dropdown__chevron" aria-hidden="true" />
      </button>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        className="ui-dropdown__list"
        hidden={!state.open}
      >
        {options.map((option, i) => (
          <li
            key={option.value}
            id={optionId(i)}
            role="option"
            className="ui-dropdown__option"
            aria-selected={i === selected}
            aria-disabled={option.disabled || undefined}
            data-highlighted={i === state.highlighted || undefined}
            // Keep focus on the combobox button while the pointer picks.
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => i !== state.highlighted && dispatch({ type: "highlight", index: i })}
            onClick={() => dispatch({ type: "choose", index: i })}
          >
            {option.label}
          </li>
        ))}
      </ul>
      {name ? <input type="hidden" name={name} value={value ?? ""} /> : null}
    </div>
  );
}
