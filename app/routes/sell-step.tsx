import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ErrorView } from "../components/pages/error-view";
import { PageLabelsProvider } from "../components/pages/page-labels";
import { pageMetaTags } from "../components/pages/page-meta";
import { SellLanding, SellSearch } from "../components/pages/sell-pages";
import paginationStyles from "../components/ui/pagination/pagination.css";
import { UiLabelsProvider } from "../components/ui/ui-labels";
import { assertLanguage, badRequest } from "../lib/http.server";
import { pageContext, uiWords } from "../lib/i18n.server";
import { clientLabels } from "../lib/listing-labels.server";
import { SEARCH_MAX_LENGTH } from "../domain/constants";
import { readSearchForm } from "../lib/search-form.server";
import { sellHeaderSearch, sellSearchTarget, sellStepOf, sellStepPage } from "../pages/sell/model.server";
import listingStyles from "../styles/listings.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: paginationStyles },
  { rel: "stylesheet", href: listingStyles },
];

/** sell/performerSearch, sell/sellTicket and sell/searchEvent (spec §2.3). */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const ctx = await pageContext(context.storefront);
  assertLanguage(ctx, params.lang);
  const model = await sellStepPage(ctx, sellStepOf(params.step));
  return { model, locale: ctx.locale, uiLabels: uiWords(ctx.i18n, ["pagination."]), labels: clientLabels(ctx.i18n), headerSearch: sellHeaderSearch(ctx) };
}

/** The sell-context search box posts q here without JavaScript: 303 to sell/performerSearch?q={term}. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await pageContext(context.storefront);
  assertLanguage(ctx, params.lang);
  if (sellStepOf(params.step) !== "performerSearch") throw new Response("Method not allowed", { status: 405, headers: { allow: "GET, HEAD" } });
  const parsed = await readSearchForm(request);
  if (!parsed.ok) throw badRequest(ctx, "q", { max: SEARCH_MAX_LENGTH }, parsed.message);
  return redirect(sellSearchTarget(ctx, parsed.term), 303);
}

export const meta: MetaFunction<typeof loader> = (args) => pageMetaTags(args);

export default function SellStepPage() {
  const { model, locale, uiLabels, labels } = useLoaderData<typeof loader>();
  return (
    <PageLabelsProvider labels={labels}>
      <UiLabelsProvider labels={uiLabels}>
        {model.kind === "search" ? <SellSearch {...model} locale={locale} /> : model.kind === "landing" ? <SellLanding {...model} /> : null}
      </UiLabelsProvider>
    </PageLabelsProvider>
  );
}

export const ErrorBoundary = ErrorView;
