// Server only: the event page `/event/{id}/` (spec §2.1): when and where, the line-up, availability
// and price, the links onward, and the way into the sell flow.
import { offerState } from "../../domain/event-offer";
import { localizeSeoPath } from "../../domain/seo-slugs";
import { sellPathFromEventSlug } from "../../domain/sell-paths";
import type { EventPageModel, LinkModel } from "../../components/pages/page-models";
import { fillPlaceholders as fill } from "../../components/ui/ui-labels";
import { httpError } from "../../lib/http.server";
import type { PageContext } from "../../lib/i18n.server";
import { eventArtwork, linkTo, pagePrices, ratesNote } from "../shared/event-card.server";
import { formatCount, formatEventWhen, formatPrice } from "../shared/event-format.server";
import { canonical, withAlternates } from "../shared/meta.server";
import { eventStructuredData } from "../shared/structured-data.server";
import { parseTicketChoice } from "../../domain/ticket-choice";
import { categoryName } from "./listing-base.server";
import { listingDetailModel, ticketsModel } from "./tickets.server";

/** The event page `/event/{id}/`. */
export async function eventPage(ctx: PageContext): Promise<EventPageModel> {
  const words = ctx.words.listing;
  const id = Number(ctx.address.entityId);
  if (!Number.isSafeInteger(id) || id <= 0) throw httpError(404, "Not found");
  const [event, prices] = await Promise.all([ctx.services.catalog.event(id), pagePrices(ctx)]);
  if (!event) throw httpError(404, "Not found");
  const when = formatEventWhen(event.startsAt, event.timeZone, ctx.locale, { zoneName: true });
  const sale = offerState(event, ctx.now);
  // Nothing on sale, no price: a sold-out or past event claims none (page, title or description).
  const onSale = sale === "on-sale";
  const price = onSale ? formatPrice(event.minPrice.amount, event.minPrice.currency, ctx.locale) : null;
  const approximate = price === null ? null : prices(event.minPrice.amount, event.minPrice.currency);
  const availabilityText =
    sale === "ended" ? words.notOnSale : sale === "sold-out" ? words.soldOut : fill(words.ticketsLeft, { count: formatCount(event.availableTickets, ctx.locale) });
  const brand = ctx.brand;
  const path = ctx.link(event.webPath);
  // The fan's quantity, sort, filters, page and listing (ADR 026): the address, never a cookie.
  const choice = parseTicketChoice(ctx.address.search);
  const detail =
    choice.listingId === null ? null : onSale ? await listingDetailModel(ctx, event, { ...choice, listingId: choice.listingId }, prices, path) : null;
  if (choice.listingId !== null && !detail) throw httpError(404, "Not found");
  const tickets = onSale && !detail ? await ticketsModel(ctx, event, choice, prices, path) : null;
  const venue = linkTo(ctx, event.venue);
  const city = linkTo(ctx, event.city);
  const performers = event.performers.map((p) => linkTo(ctx, p));
  const breadcrumbs: LinkModel[] = [{ label: words.home, href: ctx.link("/") }];
  if (event.category?.webPath) breadcrumbs.push({ label: categoryName(ctx, event.category.id, event.category.name), href: ctx.link(event.category.webPath) });
  if (event.grouping) breadcrumbs.push(linkTo(ctx, event.grouping));
  const moreLinks: LinkModel[] = [
    ...performers.slice(0, 3).map((p) => ({ label: fill(words.moreOf, { name: p.label }), href: p.href })),
    { label: fill(words.moreAt, { venue: venue.label }), href: venue.href },
    { label: fill(words.moreIn, { city: city.label }), href: city.href },
  ];
  const model: EventPageModel = {
    kind: "event",
    meta: await withAlternates(ctx, 0, { kind: "entity", path: event.webPath, localize: localizeSeoPath }, {
      title: detail?.title ?? fill(words.eventTitle, { name: event.name, date: when.date, venue: venue.label, city: city.label, brand }),
      description:
        price === null
          ? fill(words.eventDescriptionNoOffer, { name: event.name, venue: venue.label, city: city.label, date: when.date, availability: availabilityText })
          : fill(words.eventDescription, { name: event.name, venue: venue.label, city: city.label, date: when.date, price }),
      canonical: canonical(ctx, path, {}, 0),
    }),
    breadcrumbs,
    name: event.name,
    iso: when.iso,
    dateText: when.date,
    timeText: when.time,
    ended: sale === "ended",
    venue,
    city,
    performers,
    availabilityText,
    offer: price === null ? null : { priceText: price, approximatePrice: approximate, ratesNote: await ratesNote(ctx, approximate !== null) },
    soldOut: !onSale,
    moreLinks,
    sell: { label: words.sellThese, href: ctx.link(sellPathFromEventSlug(event.webPath.replace(/^\/+/, ""))) },
    artwork: eventArtwork(event),
    tickets,
    listing: detail?.model ?? null,
  };
  return { ...model, structuredData: eventStructuredData(ctx, event, model.meta, breadcrumbs) };
}
