// What loaders hand the listing components: finished strings and addresses (formatted for the
// locale on the server), so the components only lay them out.
import type { ArtworkSeed } from "../../domain/artwork";
import type { ApproximateAmount } from "../../domain/currency";

/** One row of an event list. */
export interface EventCardModel {
  id: number;
  name: string;
  /** The event page, formatted for the locale. */
  href: string;
  /** The start instant (UTC ISO), for <time dateTime>. */
  iso: string;
  dateText: string;
  timeText: string;
  venueName: string;
  cityName: string;
  /** "From $86", or the sold-out text. */
  priceText: string;
  /** The price in the fan's informational currency (spec §4), shown beside it; null: none to show. */
  approximatePrice: ApproximateAmount | null;
  soldOut: boolean;
  /** The card's generated artwork (issue 25 item 8); none: the card shows none. */
  artwork?: ArtworkSeed;
}

/** Server-rendered page links: `?page=` on the page's own path (works without JavaScript). */
export interface PageLinksModel {
  /** 0-based, as the design system's pagination counts. */
  pageNumber: number;
  perPage: number;
  totalRecords: number;
  /** The page's path, formatted for the locale. */
  path: string;
  /** Query parameters every page link keeps (the search term). */
  query: Record<string, string>;
}

/**
 * The address of a page of a list: page 1 carries no `page` parameter.
 * @example pageHref({ path: "/find/s/", query: { q: "abba" } }, 1) // "/find/s/?q=abba&page=2"
 */
export function pageHref(model: Pick<PageLinksModel, "path" | "query">, pageNumber: number): string {
  const params = new URLSearchParams(model.query);
  if (pageNumber > 0) params.set("page", String(pageNumber + 1));
  const query = params.toString();
  return query ? `${model.path}?${query}` : model.path;
}
