import { EventList } from "../event-list/event-list";
import { PageLinks } from "../event-list/page-links";
import { ChipList } from "./chip-list";
import { FilterBar } from "./filter-bar";
import { usePageLabels } from "./page-labels";
import type { ListingPageModel } from "./page-models";

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

      {model.filterBar ? <FilterBar label={labels.filters} dateFilter={model.dateFilter} locationFilter={model.locationFilter} /> : null}

      {model.performers.length > 0 ? (
        <section className="listing__performers" aria-labelledby="performers-title">
          <SubHeading id="performers-title" className="listing__section-title">
            {model.performersLabel}
          </SubHeading>
          <ChipList links={model.performers} className="chip-list" prefetch="intent" />
        </section>
      ) : null}

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
          <EventList events={model.events} label={model.eventsHeading} headingLevel={model.headingLevel === 1 ? 3 : 4} />
        ) : (
          <p className="listing__empty">{model.emptyText}</p>
        )}
        {model.pagination && model.pagination.totalRecords > model.pagination.perPage ? (
          <PageLinks model={model.pagination} locale={locale} />
        ) : null}
      </section>
    </div>
  );
}
