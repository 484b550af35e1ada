import { useId, useState } from "react";
import { DatePicker, DateRangePicker, type DatePickerProps, type DateRangePickerProps } from "./date-picker";
import type { RangeValue } from "./date-picker-state";

// A fixed "today" keeps the page identical on the server and in the browser.
const DEMO_TODAY = "2026-12-05";

type SingleDemoProps = Omit<DatePickerProps, "value" | "onChange" | "today"> & { initial?: string | null };

function DemoDatePicker({ initial = null, ...props }: SingleDemoProps) {
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
        Value: <code>{value ?? "null"}</code>
        {error ? (
          <>
            {" "}
            (last refusal, logged only: <code>{error}</code>)
          </>
        ) : null}
      </p>
    </>
  );
}

function DemoRangePicker({ initial, ...props }: Omit<DateRangePickerProps, "value" | "onChange" | "today"> & { initial: RangeValue }) {
  const [value, setValue] = useState<RangeValue>(initial);
  return (
    <>
      <DateRangePicker today={DEMO_TODAY} value={value} onChange={setValue} {...props} />
      <p>
        Value: <code>{value.start ?? "null"}</code> to <code>{value.end ?? "null"}</code>
      </p>
    </>
  );
}

/** Every state of the DatePicker, for the /design-system page. */
export function DatePickerDemo({ locale }: { locale: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Date picker</h2>
      <p>Type a date and leave the field (or press Enter), or choose one with the calendar button. Today is {DEMO_TODAY} here.</p>
      <h3>Single date</h3>
      <DemoDatePicker locale={locale} label="Event date" initial="2026-12-12" />
      <h3>US order (mm/dd/yy)</h3>
      <DemoDatePicker locale="en-US" label="Event date (US)" />
      <h3>Range in progress</h3>
      <DemoRangePicker locale={locale} label="Trip dates" initial={{ start: "2026-12-10", end: null }} />
      <h3>Range complete</h3>
      <DemoRangePicker locale={locale} label="Festival dates" initial={{ start: "2026-12-10", end: "2026-12-13" }} />
      <h3>Within min and max, weekends disabled</h3>
      <DemoDatePicker
        locale={locale}
        label="Delivery date"
        min="2026-12-07"
        max="2027-01-31"
        disabledWeekdays={[0, 6]}
        formatHint="dd/mm/yy, a weekday between 7 December and 31 January"
      />
      <h3>Typed invalid date is cleared</h3>
      <p>Type 31/02/26 and leave the field: it empties.</p>
      <DemoDatePicker locale={locale} label="Pick-up date" initial="2026-12-20" dateFormat="dd/mm/yy" />
      <h3>Keep invalid</h3>
      <p>Type 31/02/26 and leave the field: the text stays and the value does not change.</p>
      <DemoDatePicker locale={locale} label="Return date" initial="2026-12-20" dateFormat="dd/mm/yy" keepInvalid />
      <h3>Birth date (past dates, any month)</h3>
      <DemoDatePicker locale={locale} label="Date of birth" max={DEMO_TODAY} initial="1990-06-15" />
      <h3>With time (12-hour)</h3>
      <DemoDatePicker locale={locale} label="Doors open" showTime hourFormat="12" initial="2026-12-12T19:30" dateFormat="dd/mm/yy" formatHint="dd/mm/yy hh:mm AM/PM" />
      <h3>Disabled</h3>
      <DemoDatePicker locale={locale} label="Locked date" initial="2026-12-12" disabled />
    </section>
  );
}
