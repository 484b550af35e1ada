import { Link } from "@remix-run/react";
import { ApproximatePrice } from "../event-list/event-list";
import { ChipList } from "./chip-list";
import { EventTickets, ListingDetail } from "./event-tickets";
import { EventArtwork } from "../event/artwork";
import { usePageLabels } from "./page-labels";
import type { EventPageModel } from "./page-models";

/** The event page (spec §2.1 /event/{id}/): the event, its performers, venue and availability. */
export function EventPage({ model, locale }: { model: EventPageModel; locale: string }) {
  const words = usePageLabels();
  return (
    <article className="event-page" aria-labelledby="page-title">
      <nav className="breadcrumbs" aria-label={words.breadcrumbs}>
        <ol>
          {model.breadcrumbs.map((b) => (
            <li key={b.href}>
              <Link to={b.href}>{b.label}</Link>
            </li>
          ))}
        </ol>
      </nav>
      <header className="event-page__header">
        <EventArtwork seed={model.artwork} />
        <h1 id="page-title" className="event-page__title">
          {model.name}
        </h1>
      </header>

      <div className="event-page__grid">
        <dl className="event-facts">
          {/* The date is said once, here: first of the facts, right under the name, labelled, with
              the venue's zone, and with the ended note when it is past. */}
          <div className="event-facts__item">
            <dt>{words.when}</dt>
            <dd>
              <time dateTime={model.iso}>
                {model.dateText}, {model.timeText}
              </time>
              {model.ended ? <span className="event-facts__note">{words.ended}</span> : null}
            </dd>
          </div>
          <div className="event-facts__item">
            <dt>{words.where}</dt>
            <dd>
              <Link to={model.venue.href}>{model.venue.label}</Link>
              {", "}
              <Link to={model.city.href}>{model.city.label}</Link>
            </dd>
          </div>
          {model.performers.length > 0 ? (
            <div className="event-facts__item">
              <dt>{words.lineUp}</dt>
              <dd>
                <ul className="event-facts__performers">
                  {model.performers.map((p) => (
                    <li key={p.href}>
                      <Link to={p.href}>{p.label}</Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
          <div className="event-facts__item">
            <dt>{words.availability}</dt>
            <dd className={model.soldOut ? "event-facts__sold-out" : undefined}>{model.availabilityText}</dd>
          </div>
        </dl>

        {/* Nothing on sale (sold out, or ended): the availability instead of a price, never both. */}
        <aside className="event-offer" aria-label={model.offer ? words.priceFrom : words.availability}>
          {model.offer ? (
            <>
              <p className="event-offer__label">{words.priceFrom}</p>
              <p className="event-offer__price">{model.offer.priceText}</p>
              {model.offer.approximatePrice ? (
                <p className="event-offer__approximate">
                  <ApproximatePrice value={model.offer.approximatePrice} />
                </p>
              ) : null}
            </>
          ) : (
            <p className="event-offer__label event-offer__label--none">{model.availabilityText}</p>
          )}
          <p className="event-offer__sell">
            <Link to={model.sell.href}>{model.sell.label}</Link>
          </p>
          {model.offer?.ratesNote ? <p className="event-offer__rates-note">{model.offer.ratesNote}</p> : null}
        </aside>
      </div>

      {model.listing ? <ListingDetail model={model.listing} locale={locale} /> : null}
      {model.tickets ? <EventTickets model={model.tickets} locale={locale} /> : null}

      {model.moreLinks.length > 0 ? (
        <nav className="event-page__more" aria-label={words.eventsHeading}>
          <ChipList links={model.moreLinks} className="chip-list" />
        </nav>
      ) : null}
    </article>
  );
}
