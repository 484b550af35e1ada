// Server only: a storefront page while the catalog cannot be read (spec §8): its frame without events.
import type { BrowseEntity } from "../../domain/address";
import { filterBarPageOf } from "../../domain/date-filter";
import type { LinkModel, ListingPageModel } from "../../components/pages/page-models";
import { fillPlaceholders as fill } from "../../components/ui/ui-labels";
import type { PageContext } from "../../lib/i18n.server";
import { knownLocation } from "../../lib/chosen-location.server";
import { dateFilterModel, eventsHeading, filterWindow, locationFilterModel, noFilter } from "../shared/filters.server";
import { searchTermOf } from "../shared/query.server";
import { baseListing, homeCategories, menuName, TOP_CATEGORY_KEY } from "./listing-base.server";
import { homeWords } from "./home.server";
import { searchPath } from "./search.server";

/** The catalog reader's failure: a thrown 503 response (worker/services/storefront-services.ts guardCatalog). */
export function isCatalogUnavailable(err: unknown): err is Response {
  return err instanceof Response && err.status === 503;
}

/** What a page says while its events cannot be read, in its language (the error pages' words). */
export interface CatalogUnavailableNotice {
  title: string;
  heading: string;
  text: string;
  home: LinkModel;
}

/**
 * A storefront page whose catalog read failed (D1 down or past its deadline). It answers 200 with
 * the header and menus (root loader), its heading and its filters, and in place of the events the
 * words that they cannot be shown right now; the loader marks it noindex. Only what needs no
 * catalog is named: a category from the menu words, the search term; an entity we cannot read is
 * headed by the notice itself, and an event page has nothing of its own to show (model null).
 */
export async function catalogUnavailablePage(ctx: PageContext): Promise<{ model: ListingPageModel | null; notice: CatalogUnavailableNotice }> {
  const listingWords = ctx.words.listing;
  const notice: CatalogUnavailableNotice = {
    title: fill(listingWords.unavailableTitle, { brand: ctx.brand }),
    heading: listingWords.unavailableHeading,
    text: listingWords.unavailableText,
    home: { label: listingWords.goHome, href: ctx.link("/") },
  };
  const { address } = ctx;
  if (address.pageId !== "home" && address.pageId !== "browse" && address.pageId !== "search") return { model: null, notice };
  const filterPage = filterBarPageOf(address.pageId, address.entity);
  const window = filterPage ? await filterWindow(ctx, filterPage, knownLocation) : noFilter(ctx);
  const path = address.pageId === "home" ? ctx.link("/") : address.pageId === "search" ? searchPath(ctx) : address.pathname;
  const term = address.pageId === "search" ? searchTermOf(ctx) : "";
  const keep: Record<string, string> = term ? { q: term } : {};
  const entity = address.entity as BrowseEntity | null;
  const categoryKey = entity === "category" ? TOP_CATEGORY_KEY.get(Number(address.entityId)) : undefined;
  const heading =
    address.pageId === "home"
      ? homeWords(ctx, window).heading
      : address.pageId === "search"
        ? fill(listingWords.searchHeading, { term })
        : (menuName(ctx, categoryKey) ?? listingWords.unavailableHeading);
  return {
    notice,
    model: {
      ...baseListing(ctx),
      pageId: address.pageId,
      meta: { title: notice.title, description: notice.text, canonical: "" },
      headingLevel: address.pageId === "home" ? 2 : 1,
      heading,
      eyebrow: entity ? listingWords.entityKind[entity] : null,
      context: address.pageId === "home" ? listingWords.homeIntro : null,
      categories: address.pageId === "home" ? homeCategories(ctx) : [],
      filterBar: filterPage !== null,
      dateFilter: filterPage ? dateFilterModel(ctx, filterPage, window) : null,
      locationFilter: filterPage ? locationFilterModel(ctx, window, path, keep) : null,
      eventsHeading: eventsHeading(ctx, window),
      events: [],
      emptyText: notice.text,
      pagination: null,
    },
  };
}
