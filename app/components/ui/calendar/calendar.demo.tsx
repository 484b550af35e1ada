import { useId, useState } from "react";
import { useDemoText } from "../demo-text";
import { Calendar, type CalendarProps } from "./calendar";
import { EMPTY_SINGLE, type CalendarSelection } from "./calendar-state";

// A fixed "today" keeps the page identical on the server and in the browser (and in screenshots).
const DEMO_TODAY = "2026-12-05";

function DemoCalendar({
  initial,
  locale,
  ...props
}: { initial: CalendarSelection; locale: string } & Partial<Omit<CalendarProps, "value" | "onChange" | "locale">>) {
  const t = useDemoText();
  const [value, setValue] = useState(initial);
  const [complete, setComplete] = useState<CalendarSelection | null>(null);
  const SELECTION_TYPE_NAME = { single: t("single"), from: t("from"), to: t("to") };
  const picking = { type: SELECTION_TYPE_NAME[value.selectionType], start: value.start ?? "—", end: value.end ?? "—" };
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
        {complete
          ? t("Picking: {type}; start {start}; end {end} (complete)", picking)
          : t("Picking: {type}; start {start}; end {end}", picking)}
      </p>
    </>
  );
}

/** Every state of the Calendar, for the /design-system page. */
export function CalendarDemo({ locale }: { locale: string }) {
  const t = useDemoText();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t("Calendar")}</h2>
      <p>
        {t(
          "Today is {today} in these examples. Arrow keys move by day and week, Page Up and Page Down by month, Home and End to the week's ends; hold a month button to keep turning.",
          { today: DEMO_TODAY },
        )}
      </p>
      <h3>{t("Single date")}</h3>
      <DemoCalendar locale={locale} initial={EMPTY_SINGLE} />
      <h3>{t("Range in progress (start picked, choosing the end)")}</h3>
      <DemoCalendar locale={locale} initial={{ selectionType: "to", start: "2026-12-10", end: null }} />
      <h3>{t("Range complete")}</h3>
      <DemoCalendar locale={locale} initial={{ selectionType: "from", start: "2026-12-10", end: "2026-12-16" }} />
      <h3>{t("With a last valid date (31 December 2026)")}</h3>
      <DemoCalendar locale={locale} initial={{ selectionType: "from", start: null, end: null }} lastValidDate="2026-12-31" />
      <h3>{t("All-range mode (any date, any month)")}</h3>
      <DemoCalendar locale={locale} initial={EMPTY_SINGLE} allRange />
      <h3>{t("Birth mode (earlier months can be shown)")}</h3>
      <DemoCalendar locale={locale} initial={EMPTY_SINGLE} birthMode initialMonth="2026-06" />
      <h3>{t("Week starting on Monday")}</h3>
      <DemoCalendar locale={locale} initial={EMPTY_SINGLE} weekStartsOn={1} />
    </section>
  );
}
