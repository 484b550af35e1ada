import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { DateFilterModel } from "./page-models";

/**
 * The filter bar (spec §2.5: on search, home, category, performer, geography and venue pages):
 * the 'when' filter as a labelled select in a GET form. A preset applies at once (spec §4): with
 * JavaScript the change submits the form; without it the Apply button does. The address carries
 * the choice as pbD; other query values (the search term) ride along as hidden fields, and the
 * page number is dropped so the new list starts at its first page.
 */
export function FilterBar({ label, dateFilter }: { label: string; dateFilter: DateFilterModel | null }) {
  const submit = useSubmit();
  // The Apply button is for pages without JavaScript; once hydrated, the change applies at once.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <section className="filter-bar" aria-label={label} data-filter-bar="">
      {dateFilter ? (
        <Form method="get" action={dateFilter.action} className="filter-bar__form" preventScrollReset>
          {dateFilter.hidden.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label className="filter-bar__field">
            <span className="filter-bar__label">{dateFilter.label}</span>
            <select
              name={dateFilter.name}
              defaultValue={dateFilter.selected}
              key={dateFilter.selected}
              className="filter-bar__select"
              onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
            >
              {dateFilter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          {hydrated ? null : (
            <button type="submit" className="filter-bar__apply">
              {dateFilter.apply}
            </button>
          )}
        </Form>
      ) : null}
    </section>
  );
}
