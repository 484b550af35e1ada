import { Fragment, useId, useState, type ReactNode } from "react";
import { useDemoText } from "../demo-text";
import { DatePicker, DateRangePicker, type DatePickerProps, type DateRangePickerProps } from "./date-picker";
import type { RangeValue } from "./date-picker-state";

// A fixed "today" keeps the page identical on the server and in the browser.
const DEMO_TODAY = "2026-12-05";

/**
 * Puts elements into the `{name}` placeholders of a translated text (t() without values leaves them).
 * @example withParts("Value: {value}", { value: <code>null</code> }) // ["Value: ", <code>null</code>, ""]
 */
function withParts(text: string, parts: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return text.split(/\{(\w+)\}/).map((piece, i) => (i % 2 === 1 ? <Fragment key={i}>{piece in parts ? parts[piece] : `{${piece}}`}</Fragment> : piece));
}

type SingleDemoProps = Omit<DatePickerProps, "value" | "onChange" | "today"> & { initial?: string | null };

function DemoDatePicker({ initial = null, ...props }: SingleDemoProps) {
  const t = useDemoText();
  const [value, setValue] = useState<string | null>(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <DatePicker
        today={DEMO_TODAY}
        value={value}
        onChange={(v) => {
          setValue(v);
          setError(null);
        }}
        onInvalid={(e) => setError(e.kind === "parse" ? e.message : `rule: ${e.rule}`)}
        {...props}
      />
      {/* The reason is for developers looking at this page only; the product never shows it. */}
      <p>
        {withParts(t("Value: {value}"), { value: <code>{value ?? "null"}</code> })}
        {error ? (
          <>
            {" "}
            {withParts(t("(last refusal, logged only: {reason})"), { reason: <code>{error}</code> })}
          </>
        ) : null}
      </p>
    </>
  );
}

function DemoRangePicker({ initial, ...props }: Omit<DateRangePickerProps, "value" | "onChange" | "today"> & { initial: RangeValue }) {
  const t = useDemoText();
  const [value, setValue] = useState<RangeValue>(initial);
  return (
    <>
      <DateRangePicker today={DEMO_TODAY} value={value} onChange={setValue} {...props} />
      <p>
        {withParts(t("Value: {start} to {end}"), {
          start: <code>{value.start ?? "null"}</code>,
          end: <code>{value.end ?? "null"}</code>,
        })}
      </p>
    </>
  );
}

/** Every state of the DatePicker, for the /design-system page. */
export function DatePickerDemo({ locale }: { locale: string }) {
  const t = useDemoText();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t("Date picker")}</h2>
      <p>
        {t("Type a date and leave the field (or press Enter), or choose one with the calendar button. Today is {today} here.", {
          today: DEMO_TODAY,
        })}
      </p>
      <h3>{t("Single date")}</h3>
      <DemoDatePicker locale={locale} label={t("Event date")} initial="2026-12-12" />
      <h3>{t("US order ({format})", { format: "mm/dd/yy" })}</h3>
      <DemoDatePicker locale="en-US" label={t("Event date (US)")} />
      <h3>{t("Range in progress")}</h3>
      <DemoRangePicker locale={locale} label={t("Trip dates")} initial={{ start: "2026-12-10", end: null }} />
      <h3>{t("Range complete")}</h3>
      <DemoRangePicker locale={locale} label={t("Festival dates")} initial={{ start: "2026-12-10", end: "2026-12-13" }} />
      <h3>{t("Within min and max, weekends disabled")}</h3>
      <DemoDatePicker
        locale={locale}
        label={t("Delivery date")}
        min="2026-12-07"
        max="2027-01-31"
        disabledWeekdays={[0, 6]}
        formatHint={t("{format}, a weekday between 7 December and 31 January", { format: "dd/mm/yy" })}
      />
      <h3>{t("Typed invalid date is cleared")}</h3>
      <p>{t("Type {text} and leave the field: it empties.", { text: "31/02/26" })}</p>
      <DemoDatePicker locale={locale} label={t("Pick-up date")} initial="2026-12-20" dateFormat="dd/mm/yy" />
      <h3>{t("Keep invalid")}</h3>
      <p>{t("Type {text} and leave the field: the text stays and the value does not change.", { text: "31/02/26" })}</p>
      <DemoDatePicker locale={locale} label={t("Return date")} initial="2026-12-20" dateFormat="dd/mm/yy" keepInvalid />
      <h3>{t("Birth date (past dates, any month)")}</h3>
      <DemoDatePicker locale={locale} label={t("Date of birth")} max={DEMO_TODAY} initial="1990-06-15" />
      <h3>{t("With time (12-hour)")}</h3>
      <DemoDatePicker
        locale={locale}
        label={t("Doors open")}
        showTime
        hourFormat="12"
        initial="2026-12-12T19:30"
        dateFormat="dd/mm/yy"
        formatHint="dd/mm/yy hh:mm AM/PM"
      />
      <h3>{t("Disabled")}</h3>
      <DemoDatePicker locale={locale} label={t("Locked date")} initial="2026-12-12" disabled />
    </section>
  );
}
