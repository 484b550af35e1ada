import { useId, useState } from "react";
import { Calendar, type CalendarProps } from "./calendar";
import { EMPTY_SINGLE, type CalendarSelection } from "./calendar-state";

// A fixed "today" keeps the page identical on the server and in the browser (and in screenshots).
const DEMO_TODAY = "2026-12-05";

function DemoCalendar({
  initial,
  locale,
  ...props
}: { initial: CalendarSelection; locale: string } & Partial<Omit<CalendarProps, "value" | "onChange" | "locale">>) {
  const [value, setValue] = useState(initial);
  const [complete, setComplete] = useState<CalendarSelection | null>(null);
  return (
    <>
      <Calendar
        today={DEMO_TODAY}
        locale={locale}
        value={value}
        onChange={(s) => {
          setValue(s);
          setComplete(null);
        }}
        onComplete={setComplete}
        headingLevel={4}
        {...props}
      />
      <p>
        Picking: {value.selectionType}; start {value.start ?? "—"}; end {value.end ?? "—"}
        {complete ? " (complete)" : ""}
      </p>
    </>
  );
}

/** Every state of the Calendar, for the /design-system page. */
export function CalendarDemo({ locale }: { locale: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Calendar</h2>
      <p>Today is {DEMO_TODAY} in these examples. Arrow keys move by day and week, Page Up and Page Down by month, Home and End to the week&apos;s ends; hold a month button to keep turning.</p>
      <h3>Single date</h3>
      <DemoCalendar locale={locale} initial={EMPTY_SINGLE} />
      <h3>Range in progress (start picked, choosing the end)</h3>
      <DemoCalendar locale={locale} initial={{ selectionType: "to", start: "2026-12-10", end: null }} />
      <h3>Range complete</h3>
      <DemoCalendar locale={locale} initial={{ selectionType: "from", start: "2026-12-10", end: "2026-12-16" }} />
      <h3>With a last valid date (31 December 2026)</h3>
      <DemoCalendar locale={locale} initial={{ selectionType: "from", start: null, end: null }} lastValidDate="2026-12-31" />
      <h3>All-range mode (any date, any month)</h3>
      <DemoCalendar locale={locale} initial={EMPTY_SINGLE} allRange />
      <h3>Birth mode (earlier months can be shown)</h3>
      <DemoCalendar locale={locale} initial={EMPTY_SINGLE} birthMode initialMonth="2026-06" />
      <h3>Week starting on Monday</h3>
      <DemoCalendar locale={locale} initial={EMPTY_SINGLE} weekStartsOn={1} />
    </section>
  );
}
