import { Form, useNavigate, useSubmit } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { buildSavedDateFilter, formatPbD, PBD_QUERY_KEY, settleDateSelection } from "../../domain/date-filter";
import { Calendar } from "../ui/calendar/calendar";
import type { CalendarSelection } from "../ui/calendar/calendar-state";
import { Dialog } from "../ui/dialog/dialog";
import type { DateFilterModel } from "./page-models";

/** Session-cache key of the saved custom range (spec §3 "Saved date filter (session cache)"). */
export const SAVED_DATE_FILTER_KEY = "prefDate";

const PICK_START: CalendarSelection = { selectionType: "from", start: null, end: null };

/**
 * The filter bar (spec §2.5: on search, home, category, performer, geography and venue pages):
 * the 'when' filter as a labelled select in a GET form. A preset applies at once (spec §4): with
 * JavaScript the change submits the form; without it the Apply button does. The address carries
 * the choice as pbD; other query values (the search term) ride along as hidden fields, and the
 * page number is dropped so the new list starts at its first page.
 *
 * "Choose date" (with JavaScript only) opens the design system's calendar in a dialog: a start,
 * then an end; when both exist the range is saved to the session cache and applied, and the
 * dialog closes (spec §4). Closing it first (Escape, the overlay) keeps the previous choice.
 */
export function FilterBar({ label, dateFilter }: { label: string; dateFilter: DateFilterModel | null }) {
  const submit = useSubmit();
  const navigate = useNavigate();
  // The Apply button is for pages without JavaScript; once hydrated, the change applies at once.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const selected = dateFilter?.selected ?? "";
  const [value, setValue] = useState(selected);
  useEffect(() => setValue(selected), [selected]);
  const [picking, setPicking] = useState(false);
  const [selection, setSelection] = useState<CalendarSelection>(PICK_START);
  // The dialog's first focus is the calendar's day in the tab order (APG date picker dialog), read
  // when the dialog opens; the dialog gives focus back to the select when it closes.
  const calendarBox = useRef<HTMLDivElement>(null);
  const calendarDay = useMemo<RefObject<HTMLElement>>(
    () => ({
      get current() {
        return calendarBox.current?.querySelector<HTMLElement>('button[tabindex="0"]') ?? null;
      },
    }),
    [],
  );

  if (!dateFilter) return <section className="filter-bar" aria-label={label} data-filter-bar="" />;
  const choose = hydrated ? dateFilter.choose : null;

  const closePicker = () => {
    setPicking(false);
    setValue(selected);
  };
  const applyRange = (range: CalendarSelection) => {
    const outcome = settleDateSelection(range);
    if (!outcome.close) return;
    try {
      sessionStorage.setItem(SAVED_DATE_FILTER_KEY, JSON.stringify(buildSavedDateFilter(outcome.choice)));
    } catch {
      // Storage refused (private mode, quota): the address still carries the range.
    }
    setPicking(false);
    const params = new URLSearchParams(dateFilter.hidden);
    params.set(PBD_QUERY_KEY, formatPbD(outcome.choice));
    navigate(`${dateFilter.action}?${params}`, { preventScrollReset: true });
  };

  return (
    <section className="filter-bar" aria-label={label} data-filter-bar="">
      <Form method="get" action={dateFilter.action} className="filter-bar__form" preventScrollReset>
        {dateFilter.hidden.map(([name, hiddenValue]) => (
          <input key={name} type="hidden" name={name} value={hiddenValue} />
        ))}
        <label className="filter-bar__field">
          <span className="filter-bar__label">{dateFilter.label}</span>
          <select
            name={dateFilter.name}
            value={value}
            className="filter-bar__select"
            onChange={(event) => {
              const next = event.currentTarget.value;
              setValue(next);
              if (choose && next === choose.value) {
                setSelection(PICK_START);
                setPicking(true);
                return;
              }
              submit(event.currentTarget.form, { preventScrollReset: true });
            }}
          >
            {dateFilter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            {choose ? <option value={choose.value}>{choose.label}</option> : null}
          </select>
        </label>
        {hydrated ? null : (
          <button type="submit" className="filter-bar__apply">
            {dateFilter.apply}
          </button>
        )}
      </Form>
      {choose ? (
        <Dialog open={picking} onClose={closePicker} title={choose.title} size="sm" initialFocus={calendarDay}>
          <div ref={calendarBox}>
            <Calendar
              today={choose.today}
              locale={dateFilter.locale}
              value={selection}
              onChange={setSelection}
              onComplete={applyRange}
              headingLevel={3}
            />
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
