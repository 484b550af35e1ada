// Server only: a page's schema.org data (JSON-LD) as search engines read it (issue 23 item 1):
// the event page's Event (its subtype by the line-up) with its place, performers, organizer and
// offers, and its BreadcrumbList; listing pages an ItemList of their events; home the
// Organization and the WebSite with its SearchAction. Every address is absolute on the origin
// of the page's canonical link (pages/shared/meta.server.ts), so they all name one site.
import { formatInTimeZone } from "date-fns-tz";
import { brandCardPath } from "../../domain/brand-card";
import { offerState } from "../../domain/event-offer";
import { localName } from "../../domain/location";
import { BRAND_LOGO_PATH } from "../../domain/site-files";
import type { EventPageModel, LinkModel, ListingPageModel, PageMeta } from "../../components/pages/page-models";
import type { EventDetail } from "../../lib/catalog";
import type { PageContext } from "../../lib/i18n.server";

export type JsonLd = Record<string, unknown>;

const SCHEMA = "https://schema.org";

/** The Event subtype of a line-up, by its first performer's kind; a plain Event otherwise. */
const EVENT_TYPE_BY_KIND: Readonly<Record<string, string>> = { artist: "MusicEvent", team: "SportsEvent", show: "TheaterEvent", comedian: "ComedyEvent" };
const PERFORMER_TYPE_BY_KIND: Readonly<Record<string, string>> = { artist: "PerformingGroup", team: "SportsTeam", show: "PerformingGroup", comedian: "Person" };

/** The site's origin, as the page's canonical names it. */
function originOf(meta: Pick<PageMeta, "canonical">): string {
  return new URL(meta.canonical).origin;
}

/**
 * An instant as a local date and time with its UTC offset in a zone (schema.org startDate).
 * @example localDateTimeWithOffset(Date.UTC(2026, 10, 27, 1), "America/New_York") // "2026-11-26T20:00:00-05:00"
 */
function localDateTimeWithOffset(instant: number, timeZone: string): string {
  return formatInTimeZone(instant, timeZone, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** Breadcrumbs as a BreadcrumbList (the trail the page shows, then the page itself). */
function breadcrumbList(origin: string, trail: readonly LinkModel[], page: { name: string; url: string }): JsonLd {
  const items = [...trail.map((b) => ({ name: b.label, url: `${origin}${b.href}` })), page];
  return {
    "@context": SCHEMA,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: item.url })),
  };
}

/**
 * The event page's Event and BreadcrumbList. A past event carries no offer (nothing is on sale);
 * a sold-out one an offer whose availability says so. The catalog knows neither an end time, a
 * highest price nor an on-sale date: endDate, highPrice and validFrom are left out (ADR 022).
 */
export function eventStructuredData(ctx: PageContext, event: EventDetail, meta: PageMeta, breadcrumbs: readonly LinkModel[]): JsonLd[] {
  const origin = originOf(meta);
  const kind = event.performers[0]?.kind ?? "";
  // The event page's own rule (ADR 021): the same state its offer and description say.
  const sale = offerState(event, ctx.now);
  const data: JsonLd = {
    "@context": SCHEMA,
    "@type": EVENT_TYPE_BY_KIND[kind] ?? "Event",
    name: event.name,
    url: meta.canonical,
    description: meta.description,
    image: [`${origin}${brandCardPath(ctx.brand)}`],
    startDate: localDateTimeWithOffset(event.startsAt, event.timeZone),
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    location: {
      "@type": "Place",
      name: event.venue.name,
      url: `${origin}${ctx.link(event.venue.webPath)}`,
      address: {
        "@type": "PostalAddress",
        // As the page names it: in the page's language where GeoNames has the name (ADR 018).
        addressLocality: localName(event.city.localNames, ctx.locale, event.city.name),
        ...(event.city.region ? { addressRegion: event.city.region } : {}),
        addressCountry: event.city.countryCode,
      },
    },
    performer: event.performers.map((p) => ({ "@type": PERFORMER_TYPE_BY_KIND[p.kind] ?? "PerformingGroup", name: p.name, url: `${origin}${ctx.link(p.webPath)}` })),
    organizer: { "@type": "Organization", name: ctx.brand, url: `${origin}/` },
  };
  if (sale !== "ended") {
    data.offers = {
      "@type": "AggregateOffer",
      url: meta.canonical,
      lowPrice: event.minPrice.amount,
      priceCurrency: event.minPrice.currency,
      availability: `${SCHEMA}/${sale === "on-sale" ? "InStock" : "SoldOut"}`,
      ...(sale === "on-sale" ? { offerCount: event.availableTickets } : {}),
    };
  }
  return [data, breadcrumbList(origin, breadcrumbs, { name: event.name, url: meta.canonical })];
}

/**
 * A listing page's ItemList of the events it shows (in their order, absolute addresses); home
 * also names the Organization and the WebSite with its search (`searchPath`: the search page in
 * the page's language, its `q` the search term).
 */
function listingStructuredData(model: ListingPageModel, brand: string, searchPath: string): JsonLd[] {
  const origin = originOf(model.meta);
  const nodes: JsonLd[] = [];
  if (model.pageId === "home") {
    nodes.push(
      { "@context": SCHEMA, "@type": "Organization", name: brand, url: `${origin}/`, logo: `${origin}${BRAND_LOGO_PATH}` },
      {
        "@context": SCHEMA,
        "@type": "WebSite",
        name: brand,
        url: model.meta.canonical,
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${origin}${searchPath}?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
    );
  }
  if (model.events.length > 0) {
    nodes.push({
      "@context": SCHEMA,
      "@type": "ItemList",
      itemListElement: model.events.map((e, i) => ({ "@type": "ListItem", position: i + 1, url: `${origin}${e.href}`, name: e.name })),
    });
  }
  return nodes;
}

/**
 * The JSON-LD of a storefront page (an event page's was built with its model); none on the
 * degraded page (catalog down, noindex): it lists nothing to describe.
 */
export function storefrontStructuredData(ctx: PageContext, page: { model: EventPageModel | ListingPageModel | null; unavailable: unknown }): JsonLd[] {
  const { model } = page;
  if (model === null || page.unavailable !== null) return [];
  if (model.kind === "event") return model.structuredData ?? [];
  return listingStructuredData(model, ctx.brand, ctx.link("/find/s/"));
}
