// Server only: what every listing page (home, browse, search, the degraded page) shares — the
// model's frame, its page links, and the main categories named by the menu's words.
import { TOP_CATEGORY_KEY, type CategoryKey } from "../../domain/categories";
import { categoryNameIn } from "../../domain/category-names";
import { HEADER_MENU_LABELS } from "../../domain/header-menu";
import { categoryPath } from "../../domain/store-config";
import type { FilterBarPage } from "../../domain/date-filter";
import type { PageLinksModel } from "../../components/event-list/models";
import type { LinkModel, ListingPageModel } from "../../components/pages/page-models";
import type { EventPage } from "../../lib/catalog";
import type { PriceConverter } from "../../lib/currency.server";
import type { PageContext } from "../../lib/i18n.server";
import { cardsWith, ratesNote } from "../shared/event-card.server";
import { dateFilterModel, emptyText, eventsHeading, locationFilterModel, type DateWindow } from "../shared/filters.server";
import { PER_PAGE } from "../shared/query.server";

/** A listing page's model before its own parts: no eyebrow, context, chips, performers or filters. */
export function baseListing(ctx: PageContext): Omit<ListingPageModel, "pageId" | "meta" | "heading" | "headingLevel" | "eventsHeading" | "events" | "emptyText" | "pagination"> {
  return {
    kind: "listing",
    eyebrow: null,
    context: null,
    categories: [],
    categoriesLabel: ctx.words.listing.browseCategories,
    performers: [],
    performersLabel: ctx.words.listing.matchingPerformers,
    filterBar: true,
    dateFilter: null,
    locationFilter: null,
  };
}

/** The page links of a list: `?page=` on the page's own path, its filters kept. */
function listPagination(path: string, query: Record<string, string>, pageNumber: number, total: number): PageLinksModel {
  return { pageNumber, perPage: PER_PAGE, totalRecords: total, path, query };
}

/**
 * A listing page's filtered events: the filter bar's 'when' and 'where' (none on a page without
 * the bar), the events heading, the cards, the empty list's words, the page links on `path` and
 * the note on the '≈' amounts. `keep`: the page's own query (search's `q`), kept by the 'where'
 * form and the page links beside the filters'.
 */
export async function filteredEvents(
  ctx: PageContext,
  filterPage: FilterBarPage | null,
  window: DateWindow,
  path: string,
  page: EventPage,
  pageNumber: number,
  prices: PriceConverter,
  keep: Record<string, string> = {},
): Promise<Pick<ListingPageModel, "dateFilter" | "locationFilter" | "eventsHeading" | "events" | "emptyText" | "pagination" | "ratesNote">> {
  const events = page.events.map(cardsWith(ctx, prices));
  return {
    dateFilter: filterPage ? dateFilterModel(ctx, filterPage, window) : null,
    locationFilter: filterPage ? locationFilterModel(ctx, window, path, keep) : null,
    eventsHeading: eventsHeading(ctx, window),
    events,
    emptyText: emptyText(ctx, window),
    pagination: listPagination(path, { ...keep, ...window.query }, pageNumber, page.total),
    ratesNote: await ratesNote(ctx, events.some((e) => e.approximatePrice !== null)),
  };
}

export { TOP_CATEGORY_KEY };

/** A category's name in the page's language (app/domain/category-names.ts categoryNameIn). */
export function categoryName(ctx: PageContext, id: number | null | undefined, catalogName: string): string {
  return categoryNameIn({ menu: ctx.words.menu, names: ctx.words.categoryNames }, id, catalogName);
}

/** A main category's name as the menu says it in the page's language; undefined for one the menu does not name. */
export function menuName(ctx: PageContext, key: CategoryKey | undefined): string | undefined {
  return key && key in HEADER_MENU_LABELS ? ctx.words.menu[key as keyof typeof HEADER_MENU_LABELS] : undefined;
}

/** The home page's category chips: the three main categories the store has a page for. */
export function homeCategories(ctx: PageContext): LinkModel[] {
  return (["concerts", "sports", "theatre"] as const).flatMap((key) => {
    const p = categoryPath(ctx.store, ctx.locale, key);
    return p ? [{ label: ctx.words.menu[key], href: ctx.link(p) }] : [];
  });
}
