// Server only: the home page (spec §2.5): upcoming events in the store's country, with the
// category chips and the filter bar.
import type { ListingPageModel } from "../../components/pages/page-models";
import { fillPlaceholders as fill } from "../../components/ui/ui-labels";
import type { PageContext } from "../../lib/i18n.server";
import { pagePrices } from "../shared/event-card.server";
import { countryName } from "../shared/event-format.server";
import { filterWindow, pageRequest } from "../shared/filters.server";
import { canonical, pageSuffix, withAlternates, withPageInTitle } from "../shared/meta.server";
import { assertPageExists, pageIndexOf } from "../shared/query.server";
import { baseListing, filteredEvents, homeCategories } from "./listing-base.server";

/** Home: upcoming events in the store's country, with the category chips. */
export async function homePage(ctx: PageContext): Promise<ListingPageModel> {
  const words = ctx.words.listing;
  const pageNumber = pageIndexOf(ctx.address.search);
  const prices = pagePrices(ctx);
  const window = await filterWindow(ctx, "home");
  const page = await ctx.services.catalog.upcomingInCountry(ctx.store.siteCountry, pageRequest(window, pageNumber));
  assertPageExists(page, pageNumber);
  const country = countryName(ctx.store.siteCountry, ctx.locale);
  const path = ctx.link("/");
  return {
    ...baseListing(ctx),
    pageId: "home",
    meta: await withAlternates(ctx, pageNumber, { kind: "home" }, {
      title: withPageInTitle(fill(words.homeTitle, { brand: ctx.brand }), pageSuffix(ctx, pageNumber)),
      description: fill(words.homeDescription, { country }),
      canonical: canonical(ctx, path, {}, pageNumber),
    }),
    headingLevel: 2,
    heading: fill(words.homeHeading, { country }),
    context: words.homeIntro,
    categories: homeCategories(ctx),
    ...filteredEvents(ctx, "home", window, path, page, pageNumber, await prices),
  };
}
