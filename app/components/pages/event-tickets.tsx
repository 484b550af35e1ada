import { Link } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useNonce } from "../../lib/nonce";
import { useHydrated } from "../../lib/use-hydrated";
import { ApproximatePrice } from "../event-list/event-list";
import { PageLinks } from "../event-list/page-links";
import type { HiddenField, ListingDetailModel, TicketListModel, TicketsModel } from "./page-models";

function Hidden({ fields }: { fields: HiddenField[] }) {
  return (
    <>
      {fields.map(([name, value]) => (
        <input key={name + value} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

// The design system's quantity picker is only ever drawn once the page runs JavaScript (the
// server and the first render draw the select), so it can load after hydration: its code stays
// out of the bundle every storefront page loads (the home page's 130 KiB budget).
const QuantityPicker = lazy(() => import("../ui/quantity-picker/quantity-picker").then((m) => ({ default: m.QuantityPicker })));

/**
 * How many tickets: a GET form to the page itself. Without JavaScript a select; once the page
 * runs, the design system's quantity picker (same field name). The submit button shows either way.
 */
export function QuantityForm({ model, action, locale }: { model: TicketsModel["quantity"]; action: string; locale: string }) {
  const hydrated = useHydrated();
  const value = model.value ?? 2;
  const select = (
    <label className="tickets-field">
      <span>{model.label}</span>
      <select name={model.name} defaultValue={String(value)}>
        {model.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form className="tickets-quantity" method="get" action={action}>
      <fieldset>
        <legend className="tickets-quantity__question">{model.question}</legend>
        {model.askFirst ? <p className="tickets-quantity__ask">{model.askFirst}</p> : null}
        <div className="tickets-quantity__row">
          {hydrated ? (
            <Suspense fallback={select}>
              <QuantityPicker label={model.label} name={model.name} min={model.min} max={model.max} defaultValue={value} locale={locale} />
            </Suspense>
          ) : (
            select
          )}
          <Hidden fields={model.hidden} />
          <button type="submit" className="tickets-button">
            {model.submit}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/** The event page's tickets (issue 25): quantity first, then sort, filters, sections and listings. */
export function EventTickets({ model, locale }: { model: TicketsModel; locale: string }) {
  return (
    <section className="event-tickets" aria-labelledby="tickets-heading">
      <h2 id="tickets-heading" className="event-tickets__heading">
        {model.heading}
      </h2>
      <QuantityForm model={model.quantity} action={model.action} locale={locale} />
      {model.list ? <TicketList list={model.list} action={model.action} locale={locale} /> : null}
    </section>
  );
}

function TicketList({ list, action, locale }: { list: TicketListModel; action: string; locale: string }) {
  const f = list.filters;
  const nonce = useNonce();
  return (
    <>
      <div className="tickets-controls">
        <form className="tickets-sort" method="get" action={action}>
          <label className="tickets-field">
            <span>{list.sort.label}</span>
            <select name={list.sort.name} defaultValue={list.sort.selected}>
              {list.sort.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <Hidden fields={list.sort.hidden} />
          <button type="submit" className="tickets-button">
            {list.sort.submit}
          </button>
        </form>
        <details className="tickets-filters" open={f.open}>
          <summary>{f.legend}</summary>
          <form method="get" action={action}>
            <div className="tickets-filters__prices">
              {f.price.map((p) => (
                <label key={p.name} className="tickets-field">
                  <span>{p.label}</span>
                  <input type="number" name={p.name} min={0} step={1} inputMode="numeric" defaultValue={p.value} />
                </label>
              ))}
            </div>
            {[f.areas, f.features].map((group) =>
              group.options.length ? (
                <fieldset key={group.name} className="tickets-filters__group">
                  <legend>{group.legend}</legend>
                  {group.options.map((o) => (
                    <label key={o.value} className="tickets-check">
                      <input type="checkbox" name={group.name} value={o.value} defaultChecked={o.checked} />
                      <span>{o.label}</span>
                    </label>
                  ))}
                </fieldset>
              ) : null,
            )}
            <Hidden fields={f.hidden} />
            <div className="tickets-filters__actions">
              <button type="submit" className="tickets-button">
                {f.apply}
              </button>
              {f.clear ? <Link to={f.clear.href}>{f.clear.label}</Link> : null}
            </div>
          </form>
        </details>
      </div>

      {/* Server-rendered SVG (VenueMapModel): plain links, no client code. Its highlight rules as
          markup, not a text child (React would escape the selectors' quotes), and first in their
          parent: the one place HTML allows a <style> in the body. */}
      {list.map ? (
        <div className="tickets-map">
          {list.map.highlightCss ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: list.map.highlightCss }} /> : null}
          <div dangerouslySetInnerHTML={{ __html: list.map.html }} />
        </div>
      ) : null}
      {list.sections.all && list.map ? (
        <p className="tickets-sections__all">
          <Link to={list.sections.all.href}>{list.sections.all.label}</Link>
        </p>
      ) : null}
      {list.map ? null : (
      <nav className="tickets-sections" aria-label={list.sections.heading}>
        <ul>
          {list.sections.all ? (
            <li>
              <Link to={list.sections.all.href}>{list.sections.all.label}</Link>
            </li>
          ) : null}
          {list.sections.items.map((s) => (
              <li key={s.code}>
                <Link to={s.href} aria-current={s.current ? "true" : undefined} aria-label={s.label}>
                  {s.code}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      )}

      <p className="tickets-count" role="status">
        {list.countText}
      </p>
      <p className="tickets-fees">{list.feesNote}</p>
      {list.listings.length === 0 ? (
        <p className="tickets-empty">{list.emptyText}</p>
      ) : (
        <ol className="tickets-list">
          {list.listings.map((l) => (
            <li key={l.id} className="ticket-row" data-section={l.section}>
              <h3 className="ticket-row__title">
                <Link to={l.href}>{l.title}</Link>
              </h3>
              <p className="ticket-row__where">
                {l.zoneText}
                {l.seatsText ? ` · ${l.seatsText}` : null}
              </p>
              <p className="ticket-row__price">
                <strong>{l.priceText}</strong>
                {l.approximatePrice ? (
                  <>
                    {" "}
                    <ApproximatePrice value={l.approximatePrice} />
                  </>
                ) : null}
              </p>
              <p className="ticket-row__total">{l.totalText}</p>
              {l.details.length ? <p className="ticket-row__details">{l.details.join(" · ")}</p> : null}
            </li>
          ))}
        </ol>
      )}
      {list.pagination ? <PageLinks model={list.pagination} locale={locale} /> : null}
      {list.ratesNote ? <p className="event-offer__rates-note">{list.ratesNote}</p> : null}
    </>
  );
}

/** One listing at its own address (issue 25 item 7): seats, quantity, the full price, delivery, guarantee, note. */
export function ListingDetail({ model, locale }: { model: ListingDetailModel; locale: string }) {
  return (
    <section className="listing-detail" aria-labelledby="listing-heading">
      <p className="listing-detail__back">
        <Link to={model.back.href}>{model.back.label}</Link>
      </p>
      <h2 id="listing-heading">{model.heading}</h2>
      <dl className="listing-detail__facts">
        {model.facts.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      <QuantityForm model={model.quantity} action={model.action} locale={locale} />
      {model.cannotSell ? <p className="listing-detail__cannot">{model.cannotSell}</p> : null}
      {model.price ? (
        <section className="listing-detail__price" aria-labelledby="price-heading">
          <h3 id="price-heading">{model.price.heading}</h3>
          <div dangerouslySetInnerHTML={{ __html: model.price.html }} />
          {model.price.approximatePerTicket ? (
            <p>
              <ApproximatePrice value={model.price.approximatePerTicket} />
            </p>
          ) : null}
        </section>
      ) : null}
      <section className="listing-detail__guarantee" aria-labelledby="guarantee-heading">
        <h3 id="guarantee-heading">{model.guarantee.heading}</h3>
        <p>{model.guarantee.text}</p>
      </section>
      {model.note ? (
        <section className="listing-detail__note" aria-labelledby="note-heading">
          <h3 id="note-heading">{model.note.heading}</h3>
          <p>{model.note.text}</p>
        </section>
      ) : null}
      {model.ratesNote ? <p className="event-offer__rates-note">{model.ratesNote}</p> : null}
    </section>
  );
}
