import { Link } from "@remix-run/react";
import { EventList } from "../event-list/event-list";
import { PageLinks } from "../event-list/page-links";
import { ChipList } from "./chip-list";
import { FilterBar } from "./filter-bar";
import { HydrateApart } from "../hydrate-apart";
import { usePageLabels } from "./page-labels";
import type { CityTablesModel, ListingPageModel } from "./page-models";

/**
 * Home, browse (performer, venue, grouping, category, geography) and search results. With
 * `unavailable` (the catalog could not be read) the events' place says so instead; the heading,
 * chips and filters stay.
 */
export function ListingPage({
  model,
  locale,
  unavailable = null,
}: {
  model: ListingPageModel;
  locale: string;
  unavailable?: { heading: string; text: string } | null;
}) {
  const labels = usePageLabels();
  const Heading = model.headingLevel === 1 ? "h1" : "h2";
  const SubHeading = model.headingLevel === 1 ? "h2" : "h3";
  return (
    <div className={`listing listing--${model.pageId}`}>
      <header className="listing__header">
        {model.eyebrow ? <p className="listing__eyebrow">{model.eyebrow}</p> : null}
        <Heading id="page-title" className="listing__title">
          {model.heading}
        </Heading>
        {model.context ? <p className="listing__context">{model.context}</p> : null}
      </header>

      {model.categories.length > 0 ? (
        <nav className="chip-nav" aria-label={model.categoriesLabel}>
          <ChipList links={model.categories} prefetch="intent" />
        </nav>
      ) : null}

      {/* The filter bar and the list hydrate apart (ADR 024). */}
      {model.filterBar ? (
        <HydrateApart>
          <FilterBar label={labels.filters} dateFilter={model.dateFilter} locationFilter={model.locationFilter} />
        </HydrateApart>
      ) : null}

      {model.performers.length > 0 ? (
        <section className="listing__performers" aria-labelledby="performers-title">
          <SubHeading id="performers-title" className="listing__section-title">
            {model.performersLabel}
          </SubHeading>
          <ChipList links={model.performers} className="chip-list" prefetch="intent" />
        </section>
      ) : null}

      {model.cityTables ? (
        <CityTables model={model.cityTables} headingLevel={model.headingLevel === 1 ? 2 : 3} />
      ) : (
        <section className="listing__events" aria-labelledby="events-title">
          <SubHeading id="events-title" className="listing__section-title">
            {model.eventsHeading}
          </SubHeading>
          {unavailable ? (
            <div className="listing__unavailable">
              {/* Said once: a page headed by the notice itself does not repeat it. */}
              {unavailable.heading !== model.heading ? (
                <p className="listing__unavailable-title">
                  <strong>{unavailable.heading}</strong>
                </p>
              ) : null}
              <p>{unavailable.text}</p>
            </div>
          ) : model.events.length > 0 ? (
            <HydrateApart>
              <EventList events={model.events} label={model.eventsHeading} headingLevel={model.headingLevel === 1 ? 3 : 4} />
            </HydrateApart>
          ) : (
            <p className="listing__empty">{model.emptyText}</p>
          )}
          {model.pagination && model.pagination.totalRecords > model.pagination.perPage ? (
            <PageLinks model={model.pagination} locale={locale} />
          ) : null}
          {model.ratesNote && !unavailable ? <p className="listing__rates-note">{model.ratesNote}</p> : null}
        </section>
      )}
    </div>
  );
}

/** The cities page: a table per country (its caption), each city linking to its page, with its count of upcoming events. */
function CityTables({ model, headingLevel }: { model: CityTablesModel; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="listing__cities" aria-labelledby="cities-title">
      <Heading id="cities-title" className="listing__section-title">
        {model.countHeading}
      </Heading>
      {model.tables.map((table) => (
        <table key={table.caption} className="city-table">
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{model.cityHeading}</th>
              <th scope="col">{model.countHeading}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.href}>
                <th scope="row">
                  <Link to={row.href} prefetch="intent">
                    {row.label}
                  </Link>
                </th>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
