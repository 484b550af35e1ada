/**
 * The filter bar's place (spec §2.5: it shows on search, home, category, performer, geography and
 * venue pages): an empty, labelled region of the bar's height, so nothing moves when issue 6
 * fills it with the 'when' and 'where' pair.
 */
export function FilterBarSlot({ label }: { label: string }) {
  return <section className="filter-bar-slot" aria-label={label} data-filter-bar="" />;
}
