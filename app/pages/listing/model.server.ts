// Server only: the storefront page's model for each page id of an address (spec §2.1): home,
// browse, search and event pages, each in its own module beside this one, and the degraded page
// while the catalog cannot be read.
import { redirect } from "@remix-run/cloudflare";
import type { ListingPageModel, StorefrontPageModel } from "../../components/pages/page-models";
import { httpError } from "../../lib/http.server";
import type { PageContext } from "../../lib/i18n.server";
import { browsePage } from "./browse.server";
import { eventPage } from "./event.server";
import { homePage } from "./home.server";
import { searchPage } from "./search.server";
import { catalogUnavailablePage, isCatalogUnavailable, type CatalogUnavailableNotice } from "./unavailable.server";

export type { CatalogUnavailableNotice };

/** A page's model, or the degraded page's (model null on an event page) with the notice that says why. */
export type StorefrontPage =
  | { model: StorefrontPageModel; unavailable: null }
  | { model: ListingPageModel | null; unavailable: CatalogUnavailableNotice };

/** The page model of an address's page id (a shape that matches nothing is a 404). */
function pageModel(ctx: PageContext): Promise<StorefrontPageModel> {
  switch (ctx.address.pageId) {
    case "home":
      return homePage(ctx);
    case "browse":
      return browsePage(ctx);
    case "search":
      return searchPage(ctx);
    case "event":
      return eventPage(ctx);
    default:
      throw httpError(404, "Not found");
  }
}

/**
 * The page an address names, with a catalog that cannot be read answered by the degraded page
 * (not the page's fault: 200, noindex). One address per page and language: a catalogue or
 * category page asked for under another slug (an English slug on a French page, the language
 * before the slug, an old link) moves to its canonical address (301), the filters of the query
 * kept. This is also how the store dialog's language switch lands on the page's own address in
 * the new language. An address without a slug is a shape of its own (spec §2.1) and is answered as
 * it is, its canonical link naming the slugged address.
 */
export async function storefrontPage(ctx: PageContext): Promise<StorefrontPage> {
  let model: StorefrontPageModel;
  try {
    model = await pageModel(ctx);
  } catch (err) {
    if (!isCatalogUnavailable(err)) throw err;
    const degraded = await catalogUnavailablePage(ctx);
    // The worker's page cache keeps such a page only briefly and prefers a good copy (ADR 017).
    ctx.outcome.degraded = true;
    return { model: degraded.model, unavailable: degraded.notice };
  }
  if ((model.kind === "event" || model.pageId === "browse") && ctx.address.seoSlug !== null) {
    const canonicalPath = new URL(model.meta.canonical).pathname;
    if (canonicalPath !== ctx.address.pathname) throw redirect(`${canonicalPath}${ctx.address.search}`, 301);
  }
  return { model, unavailable: null };
}
