import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { Calendar } from "../calendar/calendar";
import { monthOf, type IsoDate, type Weekday } from "../../../domain/iso-day";
import { CALENDAR_OVERLAY_IN_MS, CALENDAR_OVERLAY_OUT_MS, type CalendarSelection } from "../calendar/calendar-state";
import { LAYER } from "../layers";
import { useUiLabel } from "../ui-labels";
import {
  checkDateRules,
  commitTypedDate,
  commitTypedRange,
  dateFormatFor,
  formatEntry,
  type DateEntryError,
  type DateEntryOptions,
  type DatePattern,
  type DateRules,
  type RangeValue,
  DATE_PICKER_LABELS,
} from "./date-picker-state";

type SharedProps = DateRules & {
  /** Today as "yyyy-MM-dd", from the caller; marks today and reads two-digit years. */
  today: IsoDate;
  locale: string;
  /** "dd/mm/yy" or "mm/dd/yy"; by default mm/dd/yy for 'en-US', dd/mm/yy elsewhere. */
  dateFormat?: DatePattern;
  /** Visible hint under the field; by default the pattern. */
  formatHint?: ReactNode;
  /** An invalid entry stays in the field (and the value is unchanged) instead of being cleared. */
  keepInvalid?: boolean;
  showTime?: boolean;
  hourFormat?: "12" | "24";
  showSeconds?: boolean;
  weekStartsOn?: Weekday;
  /** Why an entry was refused; for logs, never shown (spec §8). */
  onInvalid?: (error: DateEntryError) => void;
  /** Name of the button that opens the calendar. */
  openLabel?: string;
  /** Name of the calendar dialog. */
  dialogLabel?: string;
  closeLabel?: string;
  previousMonthLabel?: string;
  nextMonthLabel?: string;
  disabled?: boolean;
};

export type DatePickerProps = SharedProps & {
  label: ReactNode;
  /** "yyyy-MM-dd", or "yyyy-MM-ddTHH:mm[:ss]" with time. */
  value: string | null;
  onChange: (value: string | null) => void;
  name?: string;
};

export type DateRangePickerProps = SharedProps & {
  /** Names the pair (a fieldset legend). */
  label: ReactNode;
  startLabel?: ReactNode;
  endLabel?: ReactNode;
  value: RangeValue;
  onChange: (value: RangeValue) => void;
};

function entryOptions(p: SharedProps): DateEntryOptions {
  return {
    format: p.dateFormat ?? dateFormatFor(p.locale),
    locale: p.locale,
    today: p.today,
    min: p.min,
    max: p.max,
    disabledDates: p.disabledDates,
    disabledWeekdays: p.disabledWeekdays,
    isDateEnabled: p.isDateEnabled,
    showTime: p.showTime,
    hourFormat: p.hourFormat,
    showSeconds: p.showSeconds,
    keepInvalid: p.keepInvalid,
  };
}

const FOCUSABLE = 'button:not([disabled]):not([tabindex="-1"]), [href], input:not([disabled]), [tabindex="0"]';

type OverlayPhase = "closed" | "open" | "closing";

/**
 * The calendar's overlay: shown on open, kept for the 100 ms exit after close (spec §9 "calendar
 * overlay in 120 ms, out 100 ms"); Escape closes and returns focus to the opener, a press outside
 * closes, Tab stays inside (modal dialog, as in the APG date picker dialog example).
 */
function useOverlay(openerRef: RefObject<HTMLButtonElement>, rootRef: RefObject<HTMLElement>) {
  const [phase, setPhase] = useState<OverlayPhase>("closed");
  const open = () => setPhase("open");
  const close = (returnFocus: boolean) => {
    setPhase((p) => (p === "open" ? "closing" : p));
    if (returnFocus) openerRef.current?.focus();
  };

  useEffect(() => {
    if (phase !== "closing") return;
    const timer = setTimeout(() => setPhase("closed"), CALENDAR_OVERLAY_OUT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (phase !== "open") return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
    // close only sets state and reads refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      close(true);
    } else if (event.key === "Tab") {
      const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
      const at = items.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (at <= 0 ? items.length - 1 : at - 1) : at === items.length - 1 ? 0 : at + 1;
      event.preventDefault();
      items[next]?.focus();
    }
  };

  return { phase, open, close, onDialogKeyDown };
}

const overlayTimings = {
  "--ui-calendar-overlay-in": `${CALENDAR_OVERLAY_IN_MS}ms`,
  "--ui-calendar-overlay-out": `${CALENDAR_OVERLAY_OUT_MS}ms`,
  zIndex: LAYER.overlay,
} as CSSProperties;

function CalendarDialog({
  props,
  phase,
  onKeyDown,
  onClose,
  selection,
  onChange,
  onComplete,
  isDateEnabled,
  initialMonth,
}: {
  props: SharedProps;
  phase: OverlayPhase;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onClose: () => void;
  selection: CalendarSelection;
  onChange: (selection: CalendarSelection) => void;
  onComplete: (selection: CalendarSelection) => void;
  isDateEnabled: (date: IsoDate) => boolean;
  initialMonth: string;
}) {
  const uiLabel = useUiLabel(DATE_PICKER_LABELS);
  if (phase === "closed") return null;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={props.dialogLabel ?? uiLabel("datePicker.chooseDate")}
      className="ui-date-picker-dialog"
      data-state={phase}
      style={overlayTimings}
      onKeyDown={onKeyDown}
    >
      <Calendar
        today={props.today}
        locale={props.locale}
        value={selection}
        onChange={onChange}
        onComplete={onComplete}
        // The picker's own rules (min, max, enabled days) replace the storefront's date-filter rules.
        allRange
        isDateEnabled={isDateEnabled}
        weekStartsOn={props.weekStartsOn}
        initialMonth={initialMonth}
        autoFocus
        previousMonthLabel={props.previousMonthLabel}
        nextMonthLabel={props.nextMonthLabel}
      />
      <div className="ui-date-picker-actions">
        <button type="button" className="ui-date-picker-close" onClick={onClose}>
          {props.closeLabel ?? uiLabel("datePicker.close")}
        </button>
      </div>
    </div>
  );
}

/** The button beside the field that opens the calendar dialog, or closes it when open. */
function CalendarOpener({
  openerRef,
  label,
  overlay,
  disabled,
  onOpen,
}: {
  openerRef: RefObject<HTMLButtonElement>;
  label: string;
  overlay: ReturnType<typeof useOverlay>;
  disabled: boolean | undefined;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      ref={openerRef}
      className="ui-date-picker-open"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={overlay.phase === "open"}
      disabled={disabled}
      onClick={() => (overlay.phase === "open" ? overlay.close(false) : onOpen())}
    >
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <rect x="2.5" y="4" width="15" height="13.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M2.5 8h15M6.5 2v4M13.5 2v4" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </button>
  );
}

const timeOf = (value: string | null) => (value && value.length > 10 ? value.slice(10) : "");

/**
 * Date field: type a date (committed on blur or Enter through the spec §5 rules) or choose one in
 * a calendar dialog opened by the button beside it.
 * @example <DatePicker label="Date of birth" today="2026-12-05" locale="en-GB" value={v} onChange={setV} />
 */
export function DatePicker(props: DatePickerProps) {
  const { label, value, onChange, name, onInvalid, disabled } = props;
  const uiLabel = useUiLabel(DATE_PICKER_LABELS);
  const options = entryOptions(props);
  const [text, setText] = useState(() => formatEntry(value, options));
  const inputId = useId();
  const hintId = useId();
  const openerRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const overlay = useOverlay(openerRef, rootRef);
  const shownValue = formatEntry(value, options);

  // A value set from outside (or by the calendar) shows in the field.
  useEffect(() => setText(shownValue), [shownValue]);

  const commit = () => {
    const entry = commitTypedDate(text, value, options);
    setText(entry.text);
    if (entry.error) onInvalid?.(entry.error);
    if (entry.value !== value) onChange(entry.value);
  };

  const date = value ? value.slice(0, 10) : null;
  return (
    <div className="ui-date-picker" ref={rootRef}>
      <label htmlFor={inputId} className="ui-date-picker-label">
        {label}
      </label>
      <div className="ui-date-picker-field">
        <input
          id={inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className="ui-date-picker-input"
          aria-describedby={hintId}
          value={text}
          disabled={disabled}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === "Enter") commit();
          }}
        />
        <CalendarOpener
          openerRef={openerRef}
          label={props.openLabel ?? uiLabel("datePicker.chooseDate")}
          overlay={overlay}
          disabled={disabled}
          onOpen={overlay.open}
        />
      </div>
      <p id={hintId} className="ui-date-picker-hint">
        {props.formatHint ?? options.format}
      </p>
      <CalendarDialog
        props={props}
        phase={overlay.phase}
        onKeyDown={overlay.onDialogKeyDown}
        onClose={() => overlay.close(true)}
        selection={{ selectionType: "single", start: date, end: null }}
        onChange={() => undefined}
        onComplete={(s) => {
          if (!s.start) return;
          onChange(props.showTime ? `${s.start}${timeOf(value) || "T00:00"}` : s.start);
          overlay.close(true);
        }}
        isDateEnabled={(d) => checkDateRules(d, options) === null}
        initialMonth={monthOf(date ?? props.today)}
      />
    </div>
  );
}

/**
 * Pair of date fields for a range (start, end) sharing one calendar dialog: the user picks a start,
 * then an end; the end must be after the start (spec §5).
 * @example <DateRangePicker label="Dates" today="2026-12-05" locale="en-GB" value={r} onChange={setR} />
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { label, value, onChange, onInvalid, disabled } = props;
  const uiLabel = useUiLabel(DATE_PICKER_LABELS);
  const options = entryOptions(props);
  const shown = { start: formatEntry(value.start, options), end: formatEntry(value.end, options) };
  const [text, setText] = useState(shown);
  const [selection, setSelection] = useState<CalendarSelection | null>(null);
  const ids = { start: useId(), end: useId(), hint: useId() };
  const openerRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const overlay = useOverlay(openerRef, rootRef as RefObject<HTMLElement>);

  useEffect(() => setText({ start: shown.start, end: shown.end }), [shown.start, shown.end]);

  const commit = (field: "start" | "end") => {
    const entry = commitTypedRange(field, text[field], value, options);
    setText({ start: entry.startText, end: entry.endText });
    if (entry.error) onInvalid?.(entry.error);
    if (entry.value.start !== value.start || entry.value.end !== value.end) onChange(entry.value);
  };

  const openCalendar = () => {
    const start = value.start?.slice(0, 10) ?? null;
    const end = value.end?.slice(0, 10) ?? null;
    // A range with only its start goes on to the end, as in the calendar's own flow.
    setSelection({ selectionType: start && !end ? "to" : "from", start, end });
    overlay.open();
  };

  // The calendar fills the fields as the user picks; a time already typed is kept.
  const withTime = (date: string | null, previous: string | null) =>
    date && props.showTime ? `${date}${timeOf(previous) || "T00:00"}` : date;
  const fromCalendar = (s: CalendarSelection) => {
    setSelection(s);
    onChange({ start: withTime(s.start, value.start), end: withTime(s.end, value.end) });
  };

  const field = (which: "start" | "end", fieldLabel: ReactNode) => (
    <div className="ui-date-picker-part">
      <label htmlFor={ids[which]} className="ui-date-picker-label">
        {fieldLabel}
      </label>
      <input
        id={ids[which]}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="ui-date-picker-input"
        aria-describedby={ids.hint}
        value={text[which]}
        disabled={disabled}
        onChange={(e) => setText((t) => ({ ...t, [which]: e.target.value }))}
        onBlur={() => commit(which)}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit(which);
        }}
      />
    </div>
  );

  const current = selection ?? { selectionType: "from" as const, start: null, end: null };
  return (
    <fieldset className="ui-date-picker ui-date-picker-range" ref={rootRef}>
      <legend className="ui-date-picker-label">{label}</legend>
      <div className="ui-date-picker-field">
        {field("start", props.startLabel ?? uiLabel("datePicker.startDate"))}
        {field("end", props.endLabel ?? uiLabel("datePicker.endDate"))}
        <CalendarOpener
          openerRef={openerRef}
          label={props.openLabel ?? uiLabel("datePicker.chooseDates")}
          overlay={overlay}
          disabled={disabled}
          onOpen={openCalendar}
        />
      </div>
      <p id={ids.hint} className="ui-date-picker-hint">
        {props.formatHint ?? options.format}
      </p>
      <CalendarDialog
        props={{ ...props, dialogLabel: props.dialogLabel ?? uiLabel("datePicker.chooseDates") }}
        phase={overlay.phase}
        onKeyDown={overlay.onDialogKeyDown}
        onClose={() => overlay.close(true)}
        selection={current}
        onChange={fromCalendar}
        onComplete={() => overlay.close(true)}
        isDateEnabled={(d) =>
          checkDateRules(d, options) === null && !(current.selectionType === "to" && current.start !== null && d <= current.start)
        }
        initialMonth={monthOf(value.start ?? props.today)}
      />
    </fieldset>
  );
}
