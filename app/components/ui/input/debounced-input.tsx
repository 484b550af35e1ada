import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { DEBOUNCE_INPUT_MS, debounceAction, type DebounceEvent } from "./debounce";

export type DebouncedInputProps = {
  /** Visible label (or, with hideLabel, the accessible name only). */
  label: string;
  hideLabel?: boolean;
  /** Called with the text once typing pauses, and at once on Enter or blur. */
  onDebouncedChange: (text: string) => void;
  /** Pause before reporting, in ms (default DEBOUNCE_INPUT_MS, 500). */
  delay?: number;
  /** Shortest text reported while typing (default 1); Enter and blur report any text. */
  minLength?: number;
  defaultValue?: string;
  placeholder?: string;
  /** Longest text accepted (e.g. 2048 for the search bar). */
  maxLength?: number;
  name?: string;
  id?: string;
};

/**
 * Search field that reports its text after a pause, at once on Enter or when focus leaves.
 * @example <DebouncedInput label="Search events" minLength={2} onDebouncedChange={setTerm} />
 */
export function DebouncedInput({
  label,
  hideLabel = false,
  onDebouncedChange,
  delay = DEBOUNCE_INPUT_MS,
  minLength = 1,
  defaultValue = "",
  placeholder,
  maxLength,
  name,
  id,
}: DebouncedInputProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const [text, setText] = useState(defaultValue);
  const lastNotified = useRef(defaultValue);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callback = useRef(onDebouncedChange);
  callback.current = onDebouncedChange;

  useEffect(() => () => clearTimeout(timer.current), []);

  const notify = (value: string) => {
    clearTimeout(timer.current);
    lastNotified.current = value;
    callback.current(value);
  };

  const handle = (event: DebounceEvent, value: string) => {
    const action = debounceAction(event, value, { minLength, lastNotified: lastNotified.current });
    if (action === "notify") notify(value);
    else if (action === "cancel") clearTimeout(timer.current);
    else if (action === "schedule") {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => notify(value), delay);
    }
  };

  return (
    <div className="ui-input ui-input--search">
      <label className={hideLabel ? "ui-input__label ui-input__label--hidden" : "ui-input__label"} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        className="ui-input__field"
        type="search"
        value={text}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setText(event.target.value);
          handle("change", event.target.value);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === "Enter") handle("enter", text);
        }}
        onBlur={() => handle("blur", text)}
      />
    </div>
  );
}
