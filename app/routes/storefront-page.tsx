import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { ErrorPanel, ErrorView } from "../components/pages/error-view";
import { ListingPage } from "../components/pages/listing-page";
import { PageLabelsProvider } from "../components/pages/page-labels";
import { pageMetaTags } from "../components/pages/page-meta";
import paginationStyles from "../components/ui/pagination/pagination.css";
import quantityPickerStyles from "../components/ui/quantity-picker/quantity-picker.css";
import { UiLabelsProvider } from "../components/ui/ui-labels";
import { badRequest } from "../lib/http.server";
import { pageContext, uiWords } from "../lib/i18n.server";
import { clientLabels } from "../lib/listing-labels.server";
import { SEARCH_MAX_LENGTH } from "../domain/constants";
import { readSearchForm } from "../lib/search-form.server";
import { storefrontPage } from "../pages/listing/model.server";
import { EventPage as ServerEventPage } from "../pages/listing/event-view.server";
import { searchTarget } from "../pages/listing/search.server";
import { storefrontStructuredData } from "../pages/shared/structured-data.server";
import { StructuredData } from "../components/structured-data";
import listingStyles from "../styles/listings.css";
import venueMapStyles from "../components/event/venue-map.css";
import priceBreakdownStyles from "../components/event/price-breakdown.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: paginationStyles },
  { rel: "stylesheet", href: listingStyles },
  { rel: "stylesheet", href: quantityPickerStyles },
  // The event page's venue map and price breakdown (issue 25).
  { rel: "stylesheet", href: venueMapStyles },
  { rel: "stylesheet", href: priceBreakdownStyles },
];

/**
 * Every storefront address (spec §2.1) lands here: the worker has parsed it
 * (context.storefront.address); a shape that matches nothing is a real 404, and so is an id the
 * catalog does not know. A catalog that cannot be read answers 200 with the header, menus and
 * filters and a notice in place of the events (`unavailable`).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const ctx = await pageContext(context.storefront);
  // Only the words of the widgets the page ships: pagination, and the filter bar's calendar dialog.
  const uiLabels = uiWords(ctx.i18n, ["pagination.", "calendar.", "dialog.", "quantityPicker."]);
  const page = await storefrontPage(ctx);
  return { locale: ctx.locale, uiLabels, labels: clientLabels(ctx.i18n), ...page, structuredData: storefrontStructuredData(ctx, page) };
}

/** The search form without JavaScript (spec §2.7): POST /find/s with field q answers 303 to /find/s/?q={term}. */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await pageContext(context.storefront);
  if (ctx.address.pageId !== "search") throw new Response("Method not allowed", { status: 405, headers: { allow: "GET, HEAD" } });
  const parsed = await readSearchForm(request);
  if (!parsed.ok) throw badRequest(ctx, "q", { max: SEARCH_MAX_LENGTH }, parsed.message);
  return redirect(searchTarget(ctx, parsed.term), 303);
}

/** A page without its events says so in its title, and stays out of search indexes until the catalog is back. */
export const meta: MetaFunction<typeof loader> = (args) => {
  const unavailable = args.data?.unavailable;
  // Search results are followed, not indexed (issue 23): every term would be a page of its own.
  const noindex = args.data?.model?.kind === "listing" && args.data.model.pageId === "search" ? [{ name: "robots", content: "noindex, follow" }] : [];
  if (!unavailable) return [...pageMetaTags({ ...args, data: args.data?.model ? { model: args.data.model } : undefined }), ...noindex];
  return [{ title: unavailable.title }, { name: "description", content: unavailable.text }, { name: "robots", content: "noindex" }];
};

/**
 * The event page's view: at once on the server (a .server module, empty in the browser build);
 * in the browser a chunk of its own, fetched when an event page hydrates or is opened. The same
 * Suspense boundary on both sides: hydration keeps the server's HTML until the chunk is there.
 */
const EventPage = ServerEventPage ?? lazy(() => import("../components/pages/event-page").then((m) => ({ default: m.EventPage })));

export default function StorefrontPage() {
  const { model, locale, uiLabels, labels, unavailable, structuredData } = useLoaderData<typeof loader>();
  return (
    <PageLabelsProvider labels={labels}>
      <StructuredData data={structuredData} />
      <UiLabelsProvider labels={uiLabels}>
        {model === null ? (
          // An event page whose event cannot be read: the notice alone, inside the working header.
          <ErrorPanel heading={unavailable!.heading} text={unavailable!.text} home={unavailable!.home} headingId="page-title" />
        ) : model.kind === "event" ? (
          <Suspense fallback={null}>
            <EventPage model={model} locale={locale} />
          </Suspense>
        ) : (
          <ListingPage model={model} locale={locale} unavailable={unavailable} />
        )}
      </UiLabelsProvider>
    </PageLabelsProvider>
  );
}

export const ErrorBoundary = ErrorView;
