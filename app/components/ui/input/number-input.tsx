import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type PointerEvent } from "react";
import { numberFormat } from "../../../domain/intl-formats";
import { useUiLabel } from "../ui-labels";
import { FieldMessages, useFieldIds } from "./field-messages";
import { isKeyAllowed, isTextAllowed, stripDisallowed } from "./key-filter";
import {
  clampNumber,
  exceedsMaxLength,
  nextSpinDelay,
  numberKeyFilter,
  parseNumberText,
  stepNumber,
  valueForKey,
  NUMBER_INPUT_LABELS,
} from "./number-input-state";

export type NumberInputProps = {
  /** Visible label. */
  label: string;
  /** Value (controlled; null when empty); pair with onValueChange. */
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Default 1. */
  step?: number;
  /** Longest text accepted; longer entries are refused (spec §5). */
  maxLength?: number;
  /** When given, the value is also announced formatted for this locale (aria-valuetext). */
  locale?: string;
  /** Accessible names of the spin buttons. */
  decrementLabel?: string;
  incrementLabel?: string;
  description?: string;
  error?: string;
  disabled?: boolean;
  name?: string;
  id?: string;
};

/**
 * Number field as a WAI-ARIA spinbutton: ArrowUp/ArrowDown step, Home/End jump to min/max, typed
 * text is filtered and committed (clamped) on Enter or blur; the − and + buttons repeat while held.
 * @example <NumberInput label="Tickets" min={1} max={8} defaultValue={2} />
 */
export function NumberInput({
  label,
  value,
  defaultValue = null,
  onValueChange,
  min,
  max,
  step = 1,
  maxLength,
  locale,
  decrementLabel: decrementLabelProp,
  incrementLabel: incrementLabelProp,
  description,
  error,
  disabled = false,
  name,
  id,
}: NumberInputProps) {
  const uiLabel = useUiLabel(NUMBER_INPUT_LABELS);
  const decrementLabel = decrementLabelProp ?? uiLabel("numberInput.decrement");
  const incrementLabel = incrementLabelProp ?? uiLabel("numberInput.increment");
  const bounds = { min, max, step };
  const filter = numberKeyFilter(bounds);
  const ids = useFieldIds(id, description, error);
  const { inputId } = ids;
  const [ownValue, setOwnValue] = useState<number | null>(() =>
    defaultValue === null ? null : clampNumber(defaultValue, bounds),
  );
  const current = value !== undefined ? value : ownValue;
  // Text being typed, not yet committed; null shows the value itself.
  const [draft, setDraft] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef(current);
  latest.current = current;
  const spinTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const commit = (next: number | null) => {
    setDraft(null);
    // latest, not `current`: a held spin button calls this from a timer set several renders ago.
    const previous = latest.current;
    latest.current = next;
    if (next === previous) return;
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };

  const commitDraft = () => {
    if (draft === null) return;
    const parsed = parseNumberText(draft);
    commit(parsed === null ? null : clampNumber(parsed, bounds));
  };

  const typedValue = () => (draft === null ? latest.current : (parseNumberText(draft) ?? latest.current));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      commitDraft();
      return;
    }
    const next = valueForKey(event.key, typedValue(), bounds);
    if (next !== undefined) {
      event.preventDefault();
      commit(next);
      return;
    }
    if (!isKeyAllowed(filter, event)) event.preventDefault();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = stripDisallowed(filter, event.target.value);
    if (exceedsMaxLength(text, maxLength)) return;
    setDraft(text);
  };

  const stopSpin = () => {
    clearTimeout(spinTimer.current);
    spinTimer.current = undefined;
  };
  useEffect(() => stopSpin, []);

  const spin = (direction: 1 | -1, steps: number) => {
    const from = latest.current;
    const next = stepNumber(from, direction, bounds);
    commit(next);
    if (next === from) return stopSpin();
    spinTimer.current = setTimeout(() => spin(direction, steps + 1), nextSpinDelay(steps));
  };

  const pressProps = (direction: 1 | -1) => ({
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button !== 0) return;
      // Keep focus in the field, where the arrow keys work.
      event.preventDefault();
      inputRef.current?.focus();
      stopSpin();
      spin(direction, 1);
    },
    onPointerUp: stopSpin,
    onPointerLeave: stopSpin,
    onPointerCancel: stopSpin,
    // detail 0: activated from the keyboard or assistive technology, not by the pointer above.
    onClick: (event: { detail: number }) => {
      if (event.detail === 0) commit(stepNumber(typedValue(), direction, bounds));
    },
  });

  const atMin = current !== null && min !== undefined && current <= min;
  const atMax = current !== null && max !== undefined && current >= max;
  const shown = draft ?? (current === null ? "" : String(current));
  const spinButton = (direction: 1 | -1, label: string, atLimit: boolean) => (
    <button
      type="button"
      className="ui-input__spin-button"
      tabIndex={-1}
      aria-label={label}
      aria-controls={inputId}
      disabled={disabled || atLimit}
      {...pressProps(direction)}
    >
      <span aria-hidden="true">{direction === 1 ? "+" : "−"}</span>
    </button>
  );

  return (
    <div className={["ui-input", "ui-input--number", error ? "ui-input--invalid" : null].filter(Boolean).join(" ")}>
      <label className="ui-input__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="ui-input__spin">
        {spinButton(-1, decrementLabel, atMin)}
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          className="ui-input__field"
          type="text"
          role="spinbutton"
          inputMode={filter === "pint" ? "numeric" : "decimal"}
          autoComplete="off"
          value={shown}
          disabled={disabled}
          aria-valuenow={current ?? undefined}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuetext={locale && current !== null ? numberFormat(locale).format(current) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            if (!isTextAllowed(filter, event.clipboardData.getData("text"))) event.preventDefault();
          }}
          onChange={onChange}
          onBlur={commitDraft}
        />
        {spinButton(1, incrementLabel, atMax)}
      </div>
      <FieldMessages ids={ids} description={description} error={error} />
    </div>
  );
}
