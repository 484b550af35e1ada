import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from "react";
import { useUiLabel } from "../ui-labels";
import {
  caretAfterDigits,
  caretPastFormatting,
  countDigitsBefore,
  phoneInputState,
  type PhoneStatus,
  PHONE_INPUT_LABELS,
} from "./phone-input-state";

export interface PhoneCountry {
  /** ISO 3166 alpha-2, e.g. "GB". */
  code: string;
  /** Name shown in the list, in the page's language. */
  name: string;
  /** Calling code without "+", e.g. "44". */
  callingCode: string;
}

export interface PhoneValue {
  country: string;
  formatted: string;
  /** E.164, e.g. "+442071838750"; "" when nothing is typed. */
  e164: string;
  status: PhoneStatus;
}

export type PhoneInputProps = {
  /** Label of the number field. */
  label: string;
  /** Label of the country list. */
  countryLabel?: string;
  countries: readonly PhoneCountry[];
  /** Country chosen at first (default: the first of `countries`). */
  defaultCountry?: string;
  defaultValue?: string;
  onChange?: (value: PhoneValue) => void;
  successMessage?: string;
  errorMessage?: string;
  /** Show the error status before the field has been left once (e.g. after a submit). */
  showError?: boolean;
  name?: string;
  id?: string;
};

const useCaretEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Country list and phone field: the number is formatted for the country as it is typed, reported
 * in E.164, and its status is shown in words (and aria-invalid), not by colour alone.
 * @example <PhoneInput label="Mobile number" countries={[{ code: "GB", name: "United Kingdom", callingCode: "44" }]} />
 */
export function PhoneInput({
  label,
  countryLabel: countryLabelProp,
  countries,
  defaultCountry,
  defaultValue = "",
  onChange,
  successMessage: successMessageProp,
  errorMessage: errorMessageProp,
  showError = false,
  name,
  id,
}: PhoneInputProps) {
  const uiLabel = useUiLabel(PHONE_INPUT_LABELS);
  const countryLabel = countryLabelProp ?? uiLabel("phoneInput.country");
  const successMessage = successMessageProp ?? uiLabel("phoneInput.valid");
  const errorMessage = errorMessageProp ?? uiLabel("phoneInput.invalid");
  const ownId = useId();
  const inputId = id ?? `${ownId}-number`;
  const selectId = `${inputId}-country`;
  const statusId = `${inputId}-status`;
  const [country, setCountry] = useState(defaultCountry ?? countries[0]?.code ?? "US");
  const [text, setText] = useState(() => phoneInputState(country, defaultValue).formatted);
  const [left, setLeft] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const state = phoneInputState(country, text);
  const showStatus = state.status === "success" || (state.status === "error" && (left || showError));

  useCaretEffect(() => {
    const input = inputRef.current;
    const at = caret.current;
    caret.current = null;
    if (at === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(at, at);
  });

  const update = (nextCountry: string, nextText: string) => {
    const next = phoneInputState(nextCountry, nextText);
    setCountry(nextCountry);
    setText(next.formatted);
    onChange?.({ country: nextCountry, ...next });
    return next;
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const digitsBefore = countDigitsBefore(raw, event.target.selectionStart ?? raw.length);
    const next = update(country, raw);
    caret.current = caretAfterDigits(next.formatted, digitsBefore);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if ((event.key !== "Backspace" && event.key !== "Delete") || input.selectionStart !== input.selectionEnd) return;
    const at = caretPastFormatting(input.value, input.selectionStart ?? 0, event.key === "Backspace" ? -1 : 1);
    input.setSelectionRange(at, at);
  };

  return (
    <div className={["ui-phone-input", showStatus ? `ui-phone-input--${state.status}` : null].filter(Boolean).join(" ")}>
      <div className="ui-phone-input__row">
        <div className="ui-phone-input__country">
          <label className="ui-phone-input__label" htmlFor={selectId}>
            {countryLabel}
          </label>
          <select
            id={selectId}
            className="ui-phone-input__select"
            value={country}
            name={name ? `${name}-country` : undefined}
            onChange={(event) => update(event.target.value, text)}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {`${c.name} (+${c.callingCode})`}
              </option>
            ))}
          </select>
        </div>
        <div className="ui-phone-input__number">
          <label className="ui-phone-input__label" htmlFor={inputId}>
            {label}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="ui-phone-input__field"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={text}
            aria-invalid={showStatus && state.status === "error" ? true : undefined}
            aria-describedby={statusId}
            onChange={onInput}
            onKeyDown={onKeyDown}
            onBlur={() => setLeft(true)}
          />
          {name ? <input type="hidden" name={name} value={state.status === "success" ? state.e164 : ""} /> : null}
        </div>
      </div>
      <p id={statusId} className="ui-phone-input__status" role="status">
        {showStatus ? (
          <>
            <span aria-hidden="true" className="ui-phone-input__icon">
              {state.status === "success" ? "✓" : "✕"}
            </span>
            {state.status === "success" ? successMessage : errorMessage}
          </>
        ) : null}
      </p>
    </div>
  );
}
