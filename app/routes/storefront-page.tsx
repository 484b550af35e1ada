import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { languageOf } from "../domain/address";
import { EventPage } from "../components/pages/event-page";
import { ErrorView } from "../components/pages/error-view";
import { pageMetaTags } from "../components/pages/page-meta";
import { ListingPage } from "../components/pages/listing-page";
import type { StorefrontPageModel } from "../components/pages/page-models";
import { UiLabelsProvider } from "../components/ui/ui-labels";
import { formatLink } from "../lib/format-link";
import { readSearchForm } from "../lib/search-form.server";
import { pageContext } from "../lib/i18n.server";
import paginationStyles from "../components/ui/pagination/pagination.css";
import listingStyles from "../styles/listings.css";
import { PageLabelsProvider } from "../components/pages/page-labels";
import { clientLabels } from "../lib/listing-labels.server";
import { browsePage, eventPage, homePage, httpError, searchPage } from "./listing-pages.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: paginationStyles },
  { rel: "stylesheet", href: listingStyles },
];

/**
 * Every storefront address (spec §2.1) lands here: the worker has parsed it
 * (context.storefront.address); a shape that matches nothing is a real 404, and so is an id the
 * catalog does not know.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const ctx = await pageContext(context.storefront);
  // "Upcoming" is relative to this request; the domain never reads the clock.
  const env = { ctx, now: Date.now() };
  let model: StorefrontPageModel;
  switch (ctx.address.pageId) {
    case "home":
      model = await homePage(env);
      break;
    case "browse":
      model = await browsePage(env);
      break;
    case "search":
      model = await searchPage(env);
      break;
    case "event":
      model = await eventPage(env);
      break;
    default:
      throw httpError(404, "Not found");
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
  // Only the words of the widgets the page ships: pagination, and the filter bar's calendar dialog.
  const ui = ctx.i18n.table("ui");
  const uiLabels = Object.fromEntries(Object.entries(ui).filter(([key]) => /^(pagination|calendar|dialog)\./.test(key)));
  return { model, locale: ctx.locale, uiLabels, labels: clientLabels(ctx.i18n) };
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

export const meta: MetaFunction<typeof loader> = (args) => pageMetaTags(args);

export default function StorefrontPage() {
  const { model, locale, uiLabels, labels } = useLoaderData<typeof loader>();
  return (
    <PageLabelsProvider labels={labels}>
      <UiLabelsProvider labels={uiLabels}>
        {model.kind === "event" ? <EventPage model={model} /> : <ListingPage model={model} locale={locale} />}
      </UiLabelsProvider>
    </PageLabelsProvider>
  );
}

export const ErrorBoundary = ErrorView;
