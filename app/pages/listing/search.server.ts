// Server only: the search results page `/find/s/?q=` (spec §2.7): suggest's matching, the matched
// performers above the events in start order; and where the search form without JavaScript goes.
import type { ListingPageModel } from "../../components/pages/page-models";
import { fillPlaceholders as fill } from "../../components/ui/ui-labels";
import { httpError } from "../../lib/http.server";
import type { PageContext } from "../../lib/i18n.server";
import { linkTo, pagePrices } from "../shared/event-card.server";
import { filterWindow, pageRequest } from "../shared/filters.server";
import { canonical, pageSuffix, withAlternates, withPageInTitle } from "../shared/meta.server";
import { assertPageExists, pageIndexOf, searchTermOf } from "../shared/query.server";
import { baseListing, filteredEvents } from "./listing-base.server";

/** Matched performers shown above search results. */
const SEARCH_PERFORMERS = 6;

/** The search page's path, formatted for the locale. */
export function searchPath(ctx: PageContext): string {
  return ctx.link("/find/s/");
}

/** Where the search form's term goes: /find/s/?q={term} on this site, the search page itself for no term. */
export function searchTarget(ctx: PageContext, term: string): string {
  const path = searchPath(ctx);
  return term ? `${path}?q=${encodeURIComponent(term)}` : path;
}

/** Search results `/find/s/?q=`: suggest's matching, events in start order. */
export async function searchPage(ctx: PageContext): Promise<ListingPageModel> {
  const { brand } = ctx;
  const words = ctx.words.listing;
  const term = searchTermOf(ctx);
  const pageNumber = pageIndexOf(ctx);
  const path = searchPath(ctx);
  const query: Record<string, string> = term ? { q: term } : {};
  if (!term) {
    if (pageNumber > 0) throw httpError(404, "There is no such page.");
    return {
      ...baseListing(ctx),
      pageId: "search",
      meta: { title: fill(words.searchEmptyTitle, { brand }), description: words.searchEmptyDescription, canonical: canonical(ctx, path, {}, 0) },
      headingLevel: 1,
      heading: words.searchEmptyHeading,
      eventsHeading: words.eventsHeading,
      events: [],
      emptyText: words.searchEmptyMessage,
      pagination: null,
    };
  }
  const prices = pagePrices(ctx);
  const window = await filterWindow(ctx, "search");
  const results = await ctx.services.catalog.search(term, { ...pageRequest(window, pageNumber), performerRows: pageNumber === 0 ? SEARCH_PERFORMERS : 0 });
  assertPageExists(results.page, pageNumber);
  return {
    ...baseListing(ctx),
    pageId: "search",
    meta: await withAlternates(ctx, pageNumber, { kind: "search", query: term }, {
      title: withPageInTitle(fill(words.searchTitle, { term, brand }), pageSuffix(ctx, pageNumber)),
      description: fill(words.searchDescription, { term }),
      canonical: canonical(ctx, path, query, pageNumber),
    }),
    headingLevel: 1,
    heading: fill(words.searchHeading, { term }),
    performers: results.performers.map((p) => linkTo(ctx, p)),
    ...(await filteredEvents(ctx, "search", window, path, results.page, pageNumber, await prices, query)),
    emptyText: fill(words.searchNoResults, { term }),
  };
}
