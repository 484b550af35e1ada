import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
} from "react";
import { FieldMessages, useFieldIds } from "./field-messages";
import { assertInputType, type InputType } from "./input-state";
import { isKeyAllowed, isTextAllowed, stripDisallowed, type KeyFilter } from "./key-filter";
import { applyMask, caretAfterSlots, caretPastLiterals, countSlotsBefore } from "./mask";

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "value" | "defaultValue" | "onChange" | "id" | "aria-invalid" | "aria-describedby"
>;

export type TextInputProps = NativeProps & {
  /** Visible label. */
  label: string;
  /** One of the spec's input types (default text); any other is rejected. */
  type?: InputType;
  /** Only characters of this set can be typed or pasted (spec §5 key filters). */
  keyFilter?: KeyFilter;
  /** Pattern of 9 (digit), a (letter), * (alphanumeric) and literals, e.g. "99/99/9999". */
  mask?: string;
  /** Helper text under the field. */
  description?: string;
  /** Error message; when set the field is marked invalid and the message is read with it. */
  error?: string;
  /** Text (controlled); pair with onValueChange. */
  value?: string;
  defaultValue?: string;
  /** New text, and the same text without the mask's literals (equal when there is no mask). */
  onValueChange?: (value: string, unmasked: string) => void;
  id?: string;
};

// Layout effects warn during server rendering; there is no caret to place there anyway.
const useCaretEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

function format(mask: string | undefined, text: string): { shown: string; unmasked: string } {
  if (!mask) return { shown: text, unmasked: text };
  const m = applyMask(mask, text);
  return { shown: m.masked, unmasked: m.unmasked };
}

/**
 * Labelled text field with optional key filter and mask; an error message is tied to the field by
 * aria-describedby and aria-invalid.
 * @example <TextInput label="Postcode" keyFilter="alphanum" error={errors.postcode} />
 */
export function TextInput({
  label,
  type = "text",
  keyFilter,
  mask,
  description,
  error,
  value,
  defaultValue = "",
  onValueChange,
  id,
  className,
  onKeyDown,
  onPaste,
  ...native
}: TextInputProps) {
  const inputType = assertInputType(type);
  const ids = useFieldIds(id, description, error);
  const { inputId } = ids;
  const [ownValue, setOwnValue] = useState(() => format(mask, defaultValue).shown);
  const shown = value !== undefined ? format(mask, value).shown : ownValue;
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // After the mask rewrote the text, put the caret back beside the character just typed.
  useCaretEffect(() => {
    const input = inputRef.current;
    const at = caret.current;
    caret.current = null;
    if (at === null || !input || document.activeElement !== input) return;
    try {
      input.setSelectionRange(at, at);
    } catch {
      // email and number fields have no selection API; their caret stays where the browser put it.
    }
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (keyFilter && !event.defaultPrevented && !isKeyAllowed(keyFilter, event)) event.preventDefault();
    const input = event.currentTarget;
    if (mask && (event.key === "Backspace" || event.key === "Delete") && input.selectionStart === input.selectionEnd) {
      const at = caretPastLiterals(mask, input.value, input.selectionStart ?? 0, event.key === "Backspace" ? -1 : 1);
      input.setSelectionRange(at, at);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (keyFilter && !isTextAllowed(keyFilter, event.clipboardData.getData("text"))) event.preventDefault();
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    let raw = event.target.value;
    if (keyFilter) raw = stripDisallowed(keyFilter, raw);
    const next = format(mask, raw);
    if (mask) {
      const at = event.target.selectionStart ?? raw.length;
      caret.current = caretAfterSlots(mask, next.shown, countSlotsBefore(mask, raw, at));
    }
    if (value === undefined) setOwnValue(next.shown);
    onValueChange?.(next.shown, next.unmasked);
  };


  return (
    <div className={["ui-input", error ? "ui-input--invalid" : null, className].filter(Boolean).join(" ")}>
      <label className="ui-input__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...native}
        ref={inputRef}
        id={inputId}
        className="ui-input__field"
        type={inputType}
        value={shown}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onKeyDown={handleKeyDown}
        onPaste={handlePaste}
        onChange={handleChange}
      />
      <FieldMessages ids={ids} description={description} error={error} />
    </div>
  );
}
