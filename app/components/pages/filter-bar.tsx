import { Form, useSubmit } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { SAVED_DATE_FILTER_KEY, type SavedDateFilter } from "../../domain/date-filter";
import { useHydrated } from "../../lib/use-hydrated";
import { LocationFilter } from "./location-filter";
import type { DateFilterModel, LocationFilterModel } from "./page-models";
import type { UserLocation } from "../../domain/location-filter";

// The calendar dialog's code loads when "Choose date" is first picked (not in the page's first JS).
const DateRangeDialog = lazy(() => import("./date-range-dialog"));

/**
 * The filter bar (spec §2.5: on search, home, category, performer, geography and venue pages):
 * the 'when' filter as a labelled select in a form posting to /preferences/, which stores the
 * choice in SH6_USER_PREF and answers with the page again (pbD in its address under
 * common.queryParams, first page). A preset applies at once (spec §4): with JavaScript the change
 * submits the form; without it the Apply button does.
 *
 * "Choose date" (with JavaScript only) opens the design system's calendar in a dialog: a start,
 * then an end; when both exist the range is saved to the session cache and applied, and the
 * dialog closes (spec §4). Closing it first (Escape, the overlay) keeps the previous choice.
 */
export function FilterBar({ label, dateFilter, locationFilter }: { label: string; dateFilter: DateFilterModel | null; locationFilter: LocationFilterModel | null }) {
  const submit = useSubmit();
  // The Apply button is for pages without JavaScript; once hydrated, the change applies at once.
  // (Until then CSS keeps it hidden wherever scripts run.)
  const hydrated = useHydrated();
  const selected = dateFilter?.selected ?? "";
  const [value, setValue] = useState(selected);
  useEffect(() => setValue(selected), [selected]);
  const [picking, setPicking] = useState(false);
  // The calendar's opener: focus comes back to it however the calendar closes (APG date picker
  // dialog), even when the pick that opened it left focus elsewhere (a pointer on some browsers).
  const whenSelect = useRef<HTMLSelectElement>(null);
  // Mounted from the first "Choose date" on, so the dialog can play its closing animation.
  const [pickerLoaded, setPickerLoaded] = useState(false);

  // 'Where' (spec §4 "Location filter"): the choice is stored (SH6_USER_PREF, one year) by the
  // same preference form, which comes back with pbG under common.queryParams.
  const where = locationFilter ? (
    <LocationFilter
      labels={locationFilter.labels}
      selected={locationFilter.selected}
      shstore={locationFilter.shstore}
      locale={locationFilter.locale}
      fallback={locationFilter.fallback}
      onSelect={(location: UserLocation | null) => {
        const form = new FormData();
        form.set("intent", "location");
        form.set("returnTo", locationFilter.returnTo);
        form.set("geoNameId", location ? String(location.geoNameId) : "");
        if (location) {
          form.set("name", location.name);
          form.set("latitude", String(location.latitude));
          form.set("longitude", String(location.longitude));
          if (location.postalCode) form.set("postalCode", location.postalCode);
        }
        submit(form, { method: "post", action: locationFilter.action, preventScrollReset: true });
      }}
    />
  ) : null;

  if (!dateFilter) {
    return (
      <section className="filter-bar" aria-label={label} data-filter-bar="">
        {where}
      </section>
    );
  }
  const choose = hydrated ? dateFilter.choose : null;

  const closePicker = () => {
    setPicking(false);
    setValue(selected);
    whenSelect.current?.focus();
  };
  const applyRange = (pbD: string, saved: SavedDateFilter) => {
    try {
      sessionStorage.setItem(SAVED_DATE_FILTER_KEY, JSON.stringify(saved));
    } catch {
      // Storage refused (private mode, quota): the address still carries the range.
    }
    setPicking(false);
    whenSelect.current?.focus();
    const form = new FormData();
    for (const [name, hiddenValue] of dateFilter.hidden) form.set(name, hiddenValue);
    form.set(dateFilter.name, pbD);
    submit(form, { method: "post", action: dateFilter.action, preventScrollReset: true });
  };

  return (
    <section className="filter-bar" aria-label={label} data-filter-bar="">
      <Form method="post" action={dateFilter.action} className="filter-bar__form" preventScrollReset>
        {dateFilter.hidden.map(([name, hiddenValue]) => (
          <input key={name} type="hidden" name={name} value={hiddenValue} />
        ))}
        <label className="filter-bar__field">
          <span className="filter-bar__label">{dateFilter.label}</span>
          <select
            ref={whenSelect}
            name={dateFilter.name}
            value={value}
            className="filter-bar__select"
            onChange={(event) => {
              const next = event.currentTarget.value;
              setValue(next);
              if (choose && next === choose.value) {
                setPickerLoaded(true);
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
        {/* For pages without JavaScript only: with scripts the change applies at once, and app.css
            hides the button from the first paint (no flash before hydration; ADR 019). */}
        {hydrated ? null : (
          <button type="submit" className="filter-bar__apply no-js-only">
            {dateFilter.apply}
          </button>
        )}
      </Form>
      {where}
      {choose && pickerLoaded ? (
        <Suspense fallback={null}>
          <DateRangeDialog
            open={picking}
            title={choose.title}
            today={choose.today}
            locale={dateFilter.locale}
            onClose={closePicker}
            onApply={applyRange}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
