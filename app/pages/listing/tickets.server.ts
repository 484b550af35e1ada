// Server only: the event page's tickets (issue 25 items 3–5 and 7; ADR 026) — the quantity asked
// first, then the listings that sell exactly that many, sorted, filtered and paged from the
// address, the sections with their offers, and one listing's detail with its full price.
import { minorUnits } from "../../domain/currency";
import { boundedMemo, MEMO_POLICY, versionOf } from "../../domain/isolate-memo";
import { breakdownAmounts, listingPrice, type PriceDisplayMode } from "../../domain/all-in-price";
import { mapPriceAmounts } from "../../domain/price-bands";
import { priceDisplayOf } from "../../domain/store-config";
import type { DeliveryMethod, Listing, ListingFeature, SectionOffer, VenueLayout, Zone } from "../../domain/listing-types";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { VenueMap } from "../../components/event/venue-map";
import { sectionHighlightCss } from "../../components/event/section-highlight";
import { PriceBreakdown } from "../../components/event/price-breakdown";
import { canSell, MAX_QUANTITY, MIN_QUANTITY } from "../../domain/split-rules";
import {
  hasFilters,
  LISTING_FEATURES,
  TICKET_QUERY_KEYS as K,
  TICKET_SORTS,
  ticketQuery,
  ZONES,
  type TicketChoice,
  type TicketSort,
} from "../../domain/ticket-choice";
import type { PageLinksModel } from "../../components/event-list/models";
import type { HiddenField, ListingDetailModel, SectionLinkModel, TicketListModel, TicketRowModel, TicketsModel } from "../../components/pages/page-models";
import { fillPlaceholders as fill } from "../../components/ui/ui-labels";
import type { EventDetail } from "../../lib/catalog";
import type { PriceConverter } from "../../lib/currency.server";
import { httpError } from "../../lib/http.server";
import type { PageContext } from "../../lib/i18n.server";
import { ratesNote } from "../shared/event-card.server";
import { formatCount, formatPrice } from "../shared/event-format.server";

/** Listings per page: one of the design system's page sizes (spec §9). */
export const LISTINGS_PER_PAGE = 10;

type Words = PageContext["words"]["listing"]["tickets"];

const SORT_WORD: Record<TicketSort, keyof Words> = {
  "price-asc": "sortPriceAsc",
  "price-desc": "sortPriceDesc",
  "best-seats": "sortBestSeats",
  "best-value": "sortBestValue",
};
const ZONE_WORD: Record<Zone, keyof Words> = {
  floor: "zoneFloor",
  "lower-bowl": "zoneLowerBowl",
  "upper-bowl": "zoneUpperBowl",
  stalls: "zoneStalls",
  circle: "zoneCircle",
  balcony: "zoneBalcony",
  "general-admission": "zoneGeneralAdmission",
};
const FEATURE_WORD: Record<ListingFeature, keyof Words> = {
  aisle: "featureAisle",
  "restricted-view": "featureRestrictedView",
  accessible: "featureAccessible",
  parking: "featureParking",
};
const DELIVERY_WORD: Record<DeliveryMethod, keyof Words> = {
  "mobile-transfer": "deliveryMobileTransfer",
  "e-ticket": "deliveryETicket",
  paper: "deliveryPaper",
  "venue-pickup": "deliveryVenuePickup",
};

/** How the store shows listing prices (issue 25 item 6: its configuration, else its country's rule). */
function displayMode(ctx: PageContext): PriceDisplayMode {
  return priceDisplayOf(ctx.store);
}

/**
 * The maps' markup this isolate rendered (MEMO_POLICY.venueMaps): a pure function of what
 * `venueMapKey` names, so fans who open the same event with the same choice while its offers stay
 * the same get the same string without React rendering some 30 sections again. The offers are read
 * as ever (D1, or a guest's copy of a few seconds: MEMO_POLICY.ticketChoices); a changed count or
 * price is a new key.
 */
const venueMaps = boundedMemo<string>(MEMO_POLICY.venueMaps);

/**
 * Everything the map's markup is made of: the layout (its version), the words (theirs), the locale
 * and currency of the prices, the section links (the page's path and the choice but its sections,
 * which each link sets: `sectionHref`), the section shown as chosen, and each section's offer.
 * Written out, never digested: the choice comes from the address.
 */
function venueMapKey(ctx: PageContext, layout: VenueLayout, offers: readonly SectionOffer[], currency: string, path: string, choice: TicketChoice): string {
  const offered = offers.map((o) => `${o.code}:${o.zone}:${o.listingCount}:${o.lowestPrice ?? ""}`).join(",");
  return [versionOf(layout), versionOf(ctx.words.venueMap), ctx.locale, currency, `${path}${ticketQuery(choice, { sections: [] })}`, selectedSection(choice) ?? "", offered].join("|");
}

/** The section a link of the list or the map filters to: the choice with that section alone, from its first page. */
function sectionHref(path: string, choice: TicketChoice, code: string): string {
  return `${path}${ticketQuery(choice, { sections: [code] })}`;
}

/** The one section the choice narrows to (the map marks it), else null. */
function selectedSection(choice: TicketChoice): string | null {
  return choice.sections.length === 1 ? choice.sections[0]! : null;
}

/** The venue map as static SVG markup, its sections linking to their filter (VenueMapModel). */
function venueMapHtml(ctx: PageContext, layout: VenueLayout, offers: SectionOffer[], currency: string, path: string, choice: TicketChoice): string {
  return venueMaps(venueMapKey(ctx, layout, offers, currency, path, choice), () => renderVenueMap(ctx, layout, offers, currency, path, choice));
}

function renderVenueMap(ctx: PageContext, layout: VenueLayout, offers: SectionOffer[], currency: string, path: string, choice: TicketChoice): string {
  return renderToStaticMarkup(
    createElement(VenueMap, {
      layout,
      offers,
      priceTexts: priceTexts(ctx, mapPriceAmounts(offers), currency),
      words: ctx.words.venueMap,
      locale: ctx.locale,
      hrefFor: (code: string) => sectionHref(path, choice, code),
      selected: selectedSection(choice),
      headingLevel: 3,
    }),
    { identifierPrefix: "venue-map-" },
  );
}

/** Each amount formatted in the page's locale, keyed by the amount (what the map and the breakdown take). */
function priceTexts(ctx: PageContext, amounts: readonly number[], currency: string): Record<number, string> {
  return Object.fromEntries(amounts.map((a) => [a, money(ctx, a, currency)]));
}

/** Money of the event's currency, from minor units, in the page's locale. */
function money(ctx: PageContext, minor: number, currency: string): string {
  return formatPrice(minor / 10 ** (minorUnits(currency) ?? 2), currency, ctx.locale);
}

const PARAM_OF: Record<keyof TicketChoice, string> = {
  quantity: K.quantity,
  sort: K.sort,
  minPrice: K.minPrice,
  maxPrice: K.maxPrice,
  zones: K.zone,
  sections: K.section,
  features: K.feature,
  page: K.page,
  listingId: K.listing,
};

/** Hidden fields that carry the rest of a choice (first page, no listing) through a form that sets `except`. */
function hiddenFields(choice: TicketChoice, except: ReadonlyArray<keyof TicketChoice>): HiddenField[] {
  const dropped = new Set(except.map((k) => PARAM_OF[k]));
  return [...new URLSearchParams(ticketQuery(choice)).entries()].filter(([name]) => !dropped.has(name));
}

function quantityModel(ctx: PageContext, choice: TicketChoice, keep: HiddenField[]): TicketsModel["quantity"] {
  const w = ctx.words.listing.tickets;
  return {
    question: w.howMany,
    label: w.quantity,
    name: K.quantity,
    value: choice.quantity,
    min: MIN_QUANTITY,
    max: MAX_QUANTITY,
    options: Array.from({ length: MAX_QUANTITY - MIN_QUANTITY + 1 }, (_, i) => {
      const n = MIN_QUANTITY + i;
      return { value: String(n), label: formatCount(n, ctx.locale) };
    }),
    submit: w.show,
    hidden: keep,
    askFirst: choice.quantity === null ? w.askFirst : null,
  };
}

/** The tickets part of the event page, for the address's choice. */
export async function ticketsModel(ctx: PageContext, event: EventDetail, choice: TicketChoice, prices: PriceConverter, path: string): Promise<TicketsModel> {
  const w = ctx.words.listing.tickets;
  const quantity = quantityModel(ctx, choice, hiddenFields(choice, ["quantity", "page", "listingId"]));
  const model: TicketsModel = { heading: w.heading, action: path, quantity, list: null };
  if (choice.quantity === null) return model;
  model.list = await ticketList(ctx, event, { ...choice, quantity: choice.quantity }, prices, path);
  return model;
}

async function ticketList(
  ctx: PageContext,
  event: EventDetail,
  choice: TicketChoice & { quantity: number },
  prices: PriceConverter,
  path: string,
): Promise<TicketListModel> {
  const w = ctx.words.listing.tickets;
  const currency = event.minPrice.currency;
  const mode = displayMode(ctx);
  const allIn = mode === "all-in";
  const factor = 10 ** (minorUnits(currency) ?? 2);
  const filters = {
    eventId: event.id,
    quantity: choice.quantity,
    allIn,
    minPrice: choice.minPrice === null ? undefined : choice.minPrice * factor,
    // The whole upper unit: "up to 90" keeps 90.50.
    maxPrice: choice.maxPrice === null ? undefined : (choice.maxPrice + 1) * factor - 1,
    features: choice.features,
  };
  // One D1 round trip for the list and the map's offers (a guest's may come from the isolate: MEMO_POLICY.ticketChoices); the layout is the isolate's (MEMO_POLICY.venueLayouts).
  const [{ page, offers }, layout] = await Promise.all([
    ctx.services.catalog.ticketChoice(event.venue.id, {
      ...filters,
      sort: choice.sort,
      zones: choice.zones,
      sections: choice.sections,
      offset: choice.page * LISTINGS_PER_PAGE,
      limit: LISTINGS_PER_PAGE,
    }),
    ctx.services.catalog.venueLayout(event.venue.id),
  ]);
  const href = (change: Partial<TicketChoice>) => `${path}${ticketQuery(choice, change)}`;
  const rows = page.listings.map((l) => ticketRow(ctx, l, choice, prices, mode, path));
  const priced = offers.filter((o) => o.lowestPrice !== null).map((o) => o.lowestPrice!);
  const [cheapest, dearest] = [Math.min(...priced), Math.max(...priced)];
  // The list of section links stands in for the map where the venue has no layout to draw; with a
  // map the page shows none (its data would only weigh on every view).
  const sections: SectionLinkModel[] = (layout ? [] : offers).map((o) => ({
    code: o.code,
    zone: o.zone,
    label:
      o.lowestPrice === null
        ? fill(w.sectionNone, { section: o.code })
        : fill(w.sectionOffer, { section: o.code, price: money(ctx, o.lowestPrice, currency), count: formatCount(o.listingCount, ctx.locale) }),
    href: sectionHref(path, choice, o.code),
    listingCount: o.listingCount,
    lowestPrice: o.lowestPrice,
    shade: o.lowestPrice === null ? null : dearest === cheapest ? 0 : (o.lowestPrice - cheapest) / (dearest - cheapest),
    current: choice.sections.includes(o.code),
  }));
  const pagination: PageLinksModel | null =
    page.total > LISTINGS_PER_PAGE
      ? { pageNumber: choice.page, perPage: LISTINGS_PER_PAGE, totalRecords: page.total, path, query: Object.fromEntries(new URLSearchParams(ticketQuery(choice))) }
      : null;
  return {
    sort: {
      label: w.sortBy,
      name: K.sort,
      options: TICKET_SORTS.map((s) => ({ value: s, label: w[SORT_WORD[s]] })),
      selected: choice.sort,
      submit: w.sort,
      hidden: hiddenFields(choice, ["sort", "page", "listingId"]),
    },
    filters: {
      legend: w.filters,
      price: [
        { name: K.minPrice, label: fill(w.minPrice, { currency }), value: choice.minPrice === null ? "" : String(choice.minPrice) },
        { name: K.maxPrice, label: fill(w.maxPrice, { currency }), value: choice.maxPrice === null ? "" : String(choice.maxPrice) },
      ],
      areas: {
        legend: w.areas,
        name: K.zone,
        options: ZONES.filter((z) => offers.some((o) => o.zone === z)).map((z) => ({ value: z, label: w[ZONE_WORD[z]], checked: choice.zones.includes(z) })),
      },
      features: {
        legend: w.features,
        name: K.feature,
        options: LISTING_FEATURES.map((f) => ({ value: f, label: w[FEATURE_WORD[f]], checked: choice.features.includes(f) })),
      },
      hidden: hiddenFields(choice, ["minPrice", "maxPrice", "zones", "features", "page", "listingId"]),
      apply: w.apply,
      clear: hasFilters(choice) ? { label: w.clear, href: href({ minPrice: null, maxPrice: null, zones: [], sections: [], features: [] }) } : null,
      open: hasFilters(choice),
    },
    // The list's section links: those with tickets (the map draws every section).
    sections: { heading: w.sections, all: choice.sections.length ? { label: w.allSections, href: href({ sections: [] }) } : null, items: sections.filter((s) => s.listingCount > 0) },
    map: layout
      ? {
          html: venueMapHtml(ctx, layout, offers, currency, path, choice),
          highlightCss: sectionHighlightCss(rows.map((r) => r.section)),
        }
      : null,
    countText: fill(w.count, { quantity: formatCount(choice.quantity, ctx.locale), count: formatCount(page.total, ctx.locale) }),
    feesNote: allIn ? w.feesIncluded : w.feesExcluded,
    listings: rows,
    emptyText: w.none,
    pagination,
    ratesNote: await ratesNote(ctx, rows.some((r) => r.approximatePrice !== null)),
  };
}

function sectionTitle(ctx: PageContext, l: Listing): string {
  const w = ctx.words.listing.tickets;
  const parts = [fill(w.section, { section: l.section.code })];
  if (l.row) parts.push(fill(w.row, { row: l.row }));
  return parts.join(" · ");
}

function ticketRow(ctx: PageContext, l: Listing, choice: TicketChoice & { quantity: number }, prices: PriceConverter, mode: PriceDisplayMode, path: string): TicketRowModel {
  const w = ctx.words.listing.tickets;
  const total = listingPrice(l, choice.quantity, mode);
  const perTicket = total.perTicket;
  const factor = 10 ** (minorUnits(l.currency) ?? 2);
  return {
    id: l.id,
    href: `${path}${ticketQuery(choice, { listingId: l.id })}`,
    section: l.section.code,
    title: sectionTitle(ctx, l),
    zoneText: w[ZONE_WORD[l.section.zone]],
    seatsText: l.seats ? fill(w.seats, { seats: l.seats }) : null,
    priceText: fill(w.perTicket, { price: money(ctx, perTicket, l.currency) }),
    approximatePrice: prices(perTicket / factor, l.currency),
    totalText: fill(w.total, { price: money(ctx, total.total, l.currency) }),
    details: [w[DELIVERY_WORD[l.delivery]], ...l.features.map((f) => w[FEATURE_WORD[f]])],
  };
}

/** One listing of the event at `?listing=`: a listing of another event, or none, is a 404. */
export async function listingDetailModel(
  ctx: PageContext,
  event: EventDetail,
  choice: TicketChoice & { listingId: number },
  prices: PriceConverter,
  path: string,
): Promise<{ model: ListingDetailModel; title: string }> {
  const w = ctx.words.listing.tickets;
  const listing = await ctx.services.catalog.ticketListing(event.id, choice.listingId);
  if (!listing) throw httpError(404, "Not found");
  const quantity = choice.quantity ?? listing.quantity;
  const sellable = canSell(listing.splitRule, listing.quantity, quantity);
  const price = listingPrice(listing, quantity, displayMode(ctx));
  const perTicket = price.perTicket;
  const approximate = sellable ? prices(perTicket / 10 ** (minorUnits(listing.currency) ?? 2), listing.currency) : null;
  const facts = [
    { label: w.sectionLabel, value: `${listing.section.code} (${w[ZONE_WORD[listing.section.zone]]})` },
    { label: w.rowLabel, value: listing.row ?? w.notStated },
    { label: w.seatsLabel, value: listing.seats ?? w.notStated },
    { label: w.available, value: formatCount(listing.quantity, ctx.locale) },
    { label: w.delivery, value: w[DELIVERY_WORD[listing.delivery]] },
  ];
  if (listing.features.length) facts.push({ label: w.features, value: listing.features.map((f) => w[FEATURE_WORD[f]]).join(", ") });
  const model: ListingDetailModel = {
    heading: fill(w.listingHeading, { section: listing.section.code }),
    action: path,
    back: { label: w.back, href: `${path}${ticketQuery(choice, { listingId: null })}` },
    facts,
    price: sellable
      ? {
          heading: w.price,
          html: renderToStaticMarkup(
            createElement(PriceBreakdown, { price, priceTexts: priceTexts(ctx, breakdownAmounts(price), listing.currency), words: ctx.words.priceBreakdown, locale: ctx.locale }),
          ),
          approximatePerTicket: approximate,
        }
      : null,
    cannotSell: sellable ? null : fill(w.cannotSell, { quantity: formatCount(quantity, ctx.locale) }),
    quantity: quantityModel(ctx, { ...choice, quantity }, hiddenFields({ ...choice, quantity }, ["quantity"]).concat([[K.listing, String(listing.id)]])),
    guarantee: { heading: w.guaranteeHeading, text: w.guarantee },
    note: listing.note ? { heading: w.note, text: listing.note } : null,
    ratesNote: await ratesNote(ctx, approximate !== null),
  };
  return { model, title: fill(w.listingTitle, { section: listing.section.code, name: event.name, brand: ctx.brand }) };
}
