import { useId, useRef, useState, type KeyboardEvent } from "react";
import { numberFormat } from "../../../domain/intl-formats";
import { useUiLabel } from "../ui-labels";
import {
  canDecrement,
  canIncrement,
  normalizeQuantity,
  quantityKeyDirection,
  stepQuantity,
  type QuantityBounds,
  QUANTITY_PICKER_LABELS,
} from "./quantity-picker-state";

export type QuantityPickerProps = QuantityBounds & {
  /** Visible label of the quantity. */
  label: string;
  /** Accessible names of the buttons. */
  decrementLabel?: string;
  incrementLabel?: string;
  /** Quantity (controlled); pair with onChange. Non-numeric values count as 0, then clamped. */
  value?: number | string;
  defaultValue?: number | string;
  onChange?: (value: number) => void;
  /** Formats the number shown and announced. */
  locale: string;
  name?: string;
  id?: string;
};

/**
 * Quantity between − and + buttons; the field is read-only and steps with ArrowUp/ArrowDown.
 * @example <QuantityPicker label="Tickets" min={1} max={8} defaultValue={2} locale="en-GB" />
 */
export function QuantityPicker({
  label,
  decrementLabel: decrementLabelProp,
  incrementLabel: incrementLabelProp,
  value,
  defaultValue,
  onChange,
  locale,
  min,
  max,
  step,
  name,
  id,
}: QuantityPickerProps) {
  const uiLabel = useUiLabel(QUANTITY_PICKER_LABELS);
  const decrementLabel = decrementLabelProp ?? uiLabel("quantityPicker.decrement");
  const incrementLabel = incrementLabelProp ?? uiLabel("quantityPicker.increment");
  const bounds = { min, max, step };
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const [ownValue, setOwnValue] = useState(() => normalizeQuantity(defaultValue, bounds));
  const current = value !== undefined ? normalizeQuantity(value, bounds) : ownValue;
  const shown = numberFormat(locale).format(current);

  const inputRef = useRef<HTMLInputElement>(null);

  const change = (direction: 1 | -1, fromButton = false) => {
    const next = stepQuantity(current, direction, bounds);
    if (next === current) return;
    // The button just used is about to be disabled: keep focus on the field, not lost to <body>.
    const blocked = direction < 0 ? !canDecrement(next, bounds) : !canIncrement(next, bounds);
    if (fromButton && blocked) inputRef.current?.focus();
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = quantityKeyDirection(event.key);
    if (direction === undefined) return;
    event.preventDefault();
    change(direction);
  };

  const stepButton = (direction: 1 | -1, buttonLabel: string, disabled: boolean) => (
    <button
      type="button"
      className="ui-quantity-picker__button"
      aria-label={buttonLabel}
      aria-controls={inputId}
      disabled={disabled}
      onClick={() => change(direction, true)}
    >
      <span aria-hidden="true">{direction === 1 ? "+" : "−"}</span>
    </button>
  );

  return (
    <div className="ui-quantity-picker">
      <label className="ui-quantity-picker__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="ui-quantity-picker__controls">
        {stepButton(-1, decrementLabel, !canDecrement(current, bounds))}
        <input
          ref={inputRef}
          id={inputId}
          className="ui-quantity-picker__value"
          role="spinbutton"
          readOnly
          value={shown}
          aria-valuenow={current}
          aria-valuetext={shown}
          aria-valuemin={min ?? 0}
          aria-valuemax={max ?? Number.MAX_SAFE_INTEGER}
          onKeyDown={onKeyDown}
        />
        {name ? <input type="hidden" name={name} value={current} /> : null}
        {stepButton(1, incrementLabel, !canIncrement(current, bounds))}
      </div>
    </div>
  );
}
