import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { languageOf } from "../domain/address";
import { EventPage } from "../components/pages/event-page";
import { ErrorPanel, ErrorView } from "../components/pages/error-view";
import { pageMetaTags } from "../components/pages/page-meta";
import { ListingPage } from "../components/pages/listing-page";
import type { StorefrontPageModel } from "../components/pages/page-models";
import { UiLabelsProvider } from "../components/ui/ui-labels";
import { formatLink } from "../lib/format-link";
import { readSearchForm } from "../lib/search-form.server";
import { pageContext, type PageContext } from "../lib/i18n.server";
import paginationStyles from "../components/ui/pagination/pagination.css";
import listingStyles from "../styles/listings.css";
import { PageLabelsProvider } from "../components/pages/page-labels";
import { clientLabels } from "../lib/listing-labels.server";
import {
  browsePage,
  catalogUnavailablePage,
  eventPage,
  homePage,
  httpError,
  isCatalogUnavailable,
  searchPage,
  type CatalogUnavailableNotice,
} from "./listing-pages.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: paginationStyles },
  { rel: "stylesheet", href: listingStyles },
];

/** The page model of an address's page id (a shape that matches nothing is a 404). */
async function pageModel(env: { ctx: PageContext; now: number }): Promise<StorefrontPageModel> {
  switch (env.ctx.address.pageId) {
    case "home":
      return homePage(env);
    case "browse":
      return browsePage(env);
    case "search":
      return searchPage(env);
    case "event":
      return eventPage(env);
    default:
      throw httpError(404, "Not found");
  }
}

/**
 * Every storefront address (spec §2.1) lands here: the worker has parsed it
 * (context.storefront.address); a shape that matches nothing is a real 404, and so is an id the
 * catalog does not know. A catalog that cannot be read is not the page's fault: it answers 200
 * with its header, menus and filters and a notice in place of the events (`unavailable`).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const ctx = await pageContext(context.storefront);
  // "Upcoming" is relative to this request; the domain never reads the clock.
  const env = { ctx, now: Date.now() };
  // Only the words of the widgets the page ships: pagination, and the filter bar's calendar dialog.
  const ui = ctx.i18n.table("ui");
  const uiLabels = Object.fromEntries(Object.entries(ui).filter(([key]) => /^(pagination|calendar|dialog)\./.test(key)));
  const shared = { locale: ctx.locale, uiLabels, labels: clientLabels(ctx.i18n) };
  let model: StorefrontPageModel;
  try {
    model = await pageModel(env);
  } catch (err) {
    if (!isCatalogUnavailable(err)) throw err;
    const degraded = await catalogUnavailablePage(env);
    return { ...shared, model: degraded.model, unavailable: degraded.notice };
  }
  // One address per page and language: a catalogue or category page asked for under another slug
  // (an English slug on a French page, the language before the slug, an old link) moves to its
  // canonical address, the filters of the query kept. This is also how the store dialog's
  // language switch lands on the page's own address in the new language. An address without a
  // slug is a shape of its own (spec §2.1) and is answered as it is, its canonical link naming the
  // slugged address.
  if ((model.kind === "event" || model.pageId === "browse") && ctx.address.seoSlug !== null) {
    const canonicalPath = new URL(model.meta.canonical).pathname;
    if (canonicalPath !== ctx.address.pathname) throw redirect(`${canonicalPath}${ctx.address.search}`, 301);
  }
  return { ...shared, model, unavailable: null };
}

/**
 * The search form without JavaScript (spec §2.7): POST /find/s with field q answers 303 to
 * /find/s/?q={term} on this site, formatted for the locale; an empty term goes to the search
 * page, which asks for one.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await pageContext(context.storefront);
  if (ctx.address.pageId !== "search") {
    throw new Response("Method not allowed", { status: 405, headers: { allow: "GET, HEAD" } });
  }
  const parsed = await readSearchForm(request);
  if (!parsed.ok) throw httpError(400, parsed.message);
  const path = formatLink("/find/s/", {
    currentLocale: ctx.locale,
    defaultLocale: ctx.store.defaultLocale,
    supportedLanguages: ctx.supportedLanguages,
  });
  const term = parsed.term;
  return redirect(term ? `${path}?q=${encodeURIComponent(term)}` : path, 303);
}

/**
 * A page without its events says so in its title, and is kept out of search indexes (noindex, no
 * canonical or hreflang links) until the catalog is back.
 */
export const meta: MetaFunction<typeof loader> = (args) => {
  const unavailable = args.data?.unavailable;
  if (!unavailable) return pageMetaTags({ ...args, data: args.data?.model ? { model: args.data.model } : undefined });
  return [{ title: unavailable.title }, { name: "description", content: unavailable.text }, { name: "robots", content: "noindex" }];
};

export default function StorefrontPage() {
  const { model, locale, uiLabels, labels, unavailable } = useLoaderData<typeof loader>();
  return (
    <PageLabelsProvider labels={labels}>
      <UiLabelsProvider labels={uiLabels}>
        {model === null ? (
          <CatalogUnavailable notice={unavailable!} />
        ) : model.kind === "event" ? (
          <EventPage model={model} />
        ) : (
          <ListingPage model={model} locale={locale} unavailable={unavailable} />
        )}
      </UiLabelsProvider>
    </PageLabelsProvider>
  );
}

/** An event page whose event cannot be read: the notice alone, inside the working header. */
function CatalogUnavailable({ notice }: { notice: CatalogUnavailableNotice }) {
  return <ErrorPanel heading={notice.heading} text={notice.text} home={notice.home} headingId="page-title" />;
}

export const ErrorBoundary = ErrorView;
