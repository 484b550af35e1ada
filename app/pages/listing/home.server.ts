// Server only: the home page (spec §2.5): upcoming events in the store's country, with the
// category chips and the filter bar.
import type { ListingPageModel } from "../../components/pages/page-models";
import { fillPlaceholders as fill } from "../../components/ui/ui-labels";
import type { PageContext } from "../../lib/i18n.server";
import { pagePrices } from "../shared/event-card.server";
import { countryName } from "../shared/event-format.server";
import { filterWindow, pageRequest, type DateWindow } from "../shared/filters.server";
import { canonical, pageSuffix, withAlternates, withPageInTitle } from "../shared/meta.server";
import { assertPageExists, pageIndexOf } from "../shared/query.server";
import { baseListing, filteredEvents, homeCategories } from "./listing-base.server";

/**
 * Home's title, description and heading: the store's country, or the place the fan chose (pbG or
 * the stored location), whose area the list then shows instead.
 */
export function homeWords(ctx: PageContext, window: Pick<DateWindow, "location">): { title: string; description: string; heading: string } {
  const words = ctx.words.listing;
  const brand = ctx.brand;
  if (window.location) {
    const place = window.location.name;
    return {
      title: fill(words.homeTitleNear, { place, brand }),
      description: fill(words.homeDescriptionNear, { place }),
      heading: fill(words.homeHeadingNear, { place }),
    };
  }
  const country = countryName(ctx.store.siteCountry, ctx.locale);
  return { title: fill(words.homeTitle, { brand }), description: fill(words.homeDescription, { country }), heading: fill(words.homeHeading, { country }) };
}

/** Home: upcoming events in the store's country (or near the chosen place), with the category chips. */
export async function homePage(ctx: PageContext): Promise<ListingPageModel> {
  const words = ctx.words.listing;
  const pageNumber = pageIndexOf(ctx);
  const prices = pagePrices(ctx);
  const window = await filterWindow(ctx, "home");
  const page = await ctx.services.catalog.upcomingInCountry(ctx.store.siteCountry, pageRequest(window, pageNumber));
  assertPageExists(page, pageNumber);
  const said = homeWords(ctx, window);
  const path = ctx.link("/");
  return {
    ...baseListing(ctx),
    pageId: "home",
    meta: await withAlternates(ctx, pageNumber, { kind: "home" }, {
      title: withPageInTitle(said.title, pageSuffix(ctx, pageNumber)),
      description: said.description,
      canonical: canonical(ctx, path, {}, pageNumber),
    }),
    headingLevel: 2,
    heading: said.heading,
    context: words.homeIntro,
    categories: homeCategories(ctx),
    ...(await filteredEvents(ctx, "home", window, path, page, pageNumber, await prices)),
  };
}
