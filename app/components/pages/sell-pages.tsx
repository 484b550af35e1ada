import { Form, Link } from "@remix-run/react";
import { SEARCH_MAX_LENGTH } from "../../domain/constants";
import { EventList } from "../event-list/event-list";
import type { EventCardModel, PageLinksModel } from "../event-list/models";
import { PageLinks } from "../event-list/page-links";
import { ChipList } from "./chip-list";
import { usePageLabels } from "./page-labels";
import type { LinkModel } from "./page-models";

/**
 * The sell-context search (spec §2.3, §6): a GET form to sell/performerSearch with field q, so the
 * address is the spec's sell/performerSearch?q={term} with or without JavaScript.
 */
export function SellSearchForm({ action, term, label }: { action: string; term: string; label: string }) {
  const words = usePageLabels();
  return (
    <Form method="get" action={action} role="search" aria-label={label} className="sell-page__form">
      <label htmlFor="sell-q">{label}</label>
      <input id="sell-q" type="search" name="q" defaultValue={term} maxLength={SEARCH_MAX_LENGTH} autoComplete="off" required />
      <button type="submit" className="button">
        {words.sellSearchButton}
      </button>
    </Form>
  );
}

export function SellEntry({ searchAction }: { searchAction: string }) {
  const words = usePageLabels();
  return (
    <div className="sell-page">
      <header className="sell-page__header">
        <h1 className="sell-page__title">{words.sellHeading}</h1>
        <p className="sell-page__intro">{words.sellIntro}</p>
      </header>
      <div className="sell-page__search">
        <SellSearchForm action={searchAction} term="" label={words.sellSearchLabel} />
      </div>
    </div>
  );
}

export interface SellSearchProps {
  searchAction: string;
  term: string;
  heading: string;
  performers: LinkModel[];
  events: EventCardModel[];
  emptyText: string;
  pagination: PageLinksModel | null;
  locale: string;
}

export function SellSearch({ searchAction, term, heading, performers, events, emptyText, pagination, locale }: SellSearchProps) {
  const words = usePageLabels();
  const nothing = performers.length === 0 && events.length === 0;
  return (
    <div className="sell-page">
      <header className="sell-page__header">
        <h1 className="sell-page__title">{heading}</h1>
        <p className="sell-page__intro">{words.sellIntro}</p>
      </header>
      <div className="sell-page__search">
        <SellSearchForm action={searchAction} term={term} label={words.sellSearchLabel} />
      </div>
      {nothing ? <p className="listing__empty">{emptyText}</p> : null}
      {events.length > 0 ? (
        <section aria-labelledby="sell-events-title">
          <h2 id="sell-events-title" className="listing__section-title">
            {words.sellChooseEvent}
          </h2>
          <EventList events={events} label={words.sellChooseEvent} />
          {pagination && pagination.totalRecords > pagination.perPage ? <PageLinks model={pagination} locale={locale} /> : null}
        </section>
      ) : null}
      {performers.length > 0 ? (
        <section aria-labelledby="sell-performers-title">
          <h2 id="sell-performers-title" className="listing__section-title">
            {words.sellChoosePerformer}
          </h2>
          <ChipList links={performers} className="chip-list" />
        </section>
      ) : null}
    </div>
  );
}

export interface SellLandingProps {
  heading: string;
  /** What would be sold: a sentence, then the events (each a sell/sellTicket link on searchEvent). */
  what: string;
  events: EventCardModel[];
  signIn: LinkModel;
  back: LinkModel;
}

/** A sell-flow path (spec §2.3) before the seller screens: what would be sold, then sign in. */
export function SellLanding({ heading, what, events, signIn, back }: SellLandingProps) {
  const words = usePageLabels();
  return (
    <div className="sell-page">
      <header className="sell-page__header">
        <h1 className="sell-page__title">{heading}</h1>
      </header>
      <section className="sell-page__what" aria-labelledby="sell-what">
        <p id="sell-what">{what}</p>
        {events.length > 0 ? <EventList events={events} label={heading} /> : null}
      </section>
      <section className="sell-page__sign-in" aria-labelledby="sell-sign-in">
        <h2 id="sell-sign-in" className="listing__section-title">
          {signIn.label}
        </h2>
        <p>{words.sellSignInText}</p>
        <p>
          <Link className="button" to={signIn.href}>
            {signIn.label}
          </Link>
        </p>
        <p>
          <Link to={back.href}>{back.label}</Link>
        </p>
      </section>
    </div>
  );
}
