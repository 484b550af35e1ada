import { Link } from "@remix-run/react";
import type { ApproximateAmount } from "../../domain/currency";
import { ArtworkImage } from "../event/artwork";
import type { EventCardModel } from "./models";

export interface EventListProps {
  events: EventCardModel[];
  /** Accessible name of the list. */
  label: string;
  /** Heading level of each event's name (one below the section heading). */
  headingLevel?: 2 | 3 | 4;
}

/** Upcoming events as cards: artwork (decorative), date and time, name (the one link of the card), venue and city, price. */
export function EventList({ events, label, headingLevel = 3 }: EventListProps) {
  const Heading = (`h${headingLevel}` as "h2" | "h3" | "h4");
  return (
    <ol className="event-list" aria-label={label}>
      {events.map((event) => (
        <li key={event.id} className="event-card">
          {event.artwork ? <ArtworkImage seed={event.artwork} width={72} height={48} className="event-card__art" /> : null}
          {/* The space keeps date and time apart in what a screen reader says and a copy pastes;
              the layout (a chip above the name on small screens, a tile beside it on wide ones)
              is the stylesheet's. */}
          <time className="event-card__when" dateTime={event.iso}>
            <span className="event-card__date">{event.dateText}</span>{" "}
            <span className="event-card__time">{event.timeText}</span>
          </time>
          <div className="event-card__body">
            <Heading className="event-card__name">
              <Link to={event.href} prefetch="intent">
                {event.name}
              </Link>
            </Heading>
            <p className="event-card__place">
              {event.venueName} · {event.cityName}
            </p>
          </div>
          <p className={event.soldOut ? "event-card__price event-card__price--sold-out" : "event-card__price"}>
            {event.priceText}
            {event.approximatePrice ? (
              <>
                {" "}
                <ApproximatePrice value={event.approximatePrice} />
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * A price in the fan's informational currency, marked approximate (spec §4: the currency is
 * advisory): "(≈ $53.53)" on screen, "(about $53.53)" for screen readers, which say the sign
 * "≈" inconsistently or not at all. (hdr-sr-only: the root's header stylesheet, on every page.)
 */
export function ApproximatePrice({ value }: { value: ApproximateAmount }) {
  return (
    <span className="approximate-price">
      <span aria-hidden="true">({value.text})</span>
      <span className="hdr-sr-only">({value.label})</span>
    </span>
  );
}
