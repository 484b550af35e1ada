// Server only: one event of a list as its card shows it (spec §2.5 event rows), and the prices
// beside it in the fan's currency (spec §4 "Currency").
import type { EventCardModel } from "../../components/event-list/models";
import { artworkSeed, type ArtworkSeed } from "../../domain/artwork";
import { localName, type LocalNames } from "../../domain/location";
import type { LinkModel } from "../../components/pages/page-models";
import { fillPlaceholders as fill } from "../../components/ui/ui-labels";
import type { EventSummary } from "../../lib/catalog";
import { NO_PRICE_CONVERSION, pagePriceConverter, type PriceConverter } from "../../lib/currency.server";
import type { PageContext } from "../../lib/i18n.server";
import { formatDay, formatEventWhen, formatPrice } from "./event-format.server";

/**
 * One event of a list. `prices` adds the approximate amount in the fan's currency beside the
 * price (spec §4 "Currency"); callers without one (the sell pages) show the event currency only.
 */
export function eventCard(ctx: PageContext, event: EventSummary, prices: PriceConverter = NO_PRICE_CONVERSION): EventCardModel {
  const words = ctx.words.listing;
  const when = formatEventWhen(event.startsAt, event.timeZone, ctx.locale);
  const soldOut = event.availableTickets <= 0;
  return {
    id: event.id,
    name: event.name,
    href: ctx.link(event.webPath),
    iso: when.iso,
    dateText: when.date,
    timeText: when.time,
    venueName: event.venue.name,
    cityName: localName(event.city.localNames, ctx.locale, event.city.name),
    priceText: soldOut ? words.soldOut : fill(words.from, { price: formatPrice(event.minPrice.amount, event.minPrice.currency, ctx.locale) }),
    approximatePrice: soldOut ? null : prices(event.minPrice.amount, event.minPrice.currency),
    soldOut,
    artwork: eventArtwork(event),
  };
}

/**
 * The artwork of an event, on its card and on its page alike: its first performer's (so all of a
 * performer's events look the same), in its top category's motif; the event's name where the
 * catalog names no performer.
 */
export function eventArtwork(event: Pick<EventSummary, "name" | "firstPerformerId" | "topCategoryId">): ArtworkSeed {
  return artworkSeed({ performerId: event.firstPerformerId, title: event.name, categoryId: event.topCategoryId });
}

/** `eventCard` for a list's `map`, with the page's converter. */
export function cardsWith(ctx: PageContext, prices: PriceConverter): (event: EventSummary) => EventCardModel {
  return (event) => eventCard(ctx, event, prices);
}

/** The page's converter to the fan's currency, read aloud in the page's language ("about {amount}"). */
export function pagePrices(ctx: PageContext): Promise<PriceConverter> {
  return pagePriceConverter(ctx, ctx.i18n.t("price.approximate", { ns: "header" }) as string);
}

/**
 * How the '≈' amounts on a page were converted, where they are explained: the reference rates and
 * their day in the page's language ("… the European Central Bank's reference rates of 28 June
 * 2024 …"), so an old rate is never passed off as today's. Null when the page shows none (`shown`)
 * or the rates cannot be read.
 */
export async function ratesNote(ctx: PageContext, shown: boolean): Promise<string | null> {
  if (!shown) return null;
  try {
    const { asOf } = await ctx.services.exchangeRates();
    return fill(ctx.words.listing.ratesNote, { date: formatDay(asOf, ctx.locale) });
  } catch {
    // The converter already logged the failure and shows no '≈' amounts then.
    return null;
  }
}

/** A catalog record (performer, venue, city...) as a link to its page, formatted for the locale;
 *  a city by its name in the page's language (ADR 018). */
export function linkTo(ctx: PageContext, record: { name: string; webPath: string; localNames?: LocalNames }): LinkModel {
  return { label: localName(record.localNames, ctx.locale, record.name), href: ctx.link(record.webPath) };
}
