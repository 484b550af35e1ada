import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PageLabelsProvider } from "../components/pages/page-labels";
import { clientLabels } from "../lib/listing-labels.server";
import { SellLanding, SellSearch } from "../components/pages/sell-pages";
import paginationStyles from "../components/ui/pagination/pagination.css";
import { UiLabelsProvider } from "../components/ui/ui-labels";
import { languageOf } from "../domain/address";
import { readSearchForm } from "../lib/search-form.server";
import { pageContext } from "../lib/i18n.server";
import listingStyles from "../styles/listings.css";
import { httpError } from "./listing-pages.server";
import {
  assertLanguage,
  searchEventPage,
  SELL_STEPS,
  sellSearchPage,
  sellSearchTarget,
  sellTicketPage,
  type SellPageModel,
  type SellStep,
} from "./sell-pages.server";
import { ErrorView } from "../components/pages/error-view";
import { pageMetaTags } from "../components/pages/page-meta";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: paginationStyles },
  { rel: "stylesheet", href: listingStyles },
];

function stepOf(step: string | undefined): SellStep {
  const found = SELL_STEPS.find((s) => s === step);
  if (!found) throw httpError(404, "Not found");
  return found;
}

/** sell/performerSearch, sell/sellTicket and sell/searchEvent (spec §2.3). */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const ctx = await pageContext(context.storefront);
  assertLanguage(ctx, params.lang);
  const step = stepOf(params.step);
  const now = Date.now();
  const model: SellPageModel =
    step === "performerSearch" ? await sellSearchPage(ctx, now) : step === "sellTicket" ? await sellTicketPage(ctx) : await searchEventPage(ctx, now);
  const ui = ctx.i18n.table("ui");
  const uiLabels = Object.fromEntries(Object.entries(ui).filter(([key]) => key.startsWith("pagination.")));
  return { model, locale: ctx.locale, uiLabels, labels: clientLabels(ctx.i18n) };
}

/** The sell-context search box posts q here without JavaScript: 303 to sell/performerSearch?q={term}. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await pageContext(context.storefront);
  assertLanguage(ctx, params.lang);
  if (stepOf(params.step) !== "performerSearch") {
    throw new Response("Method not allowed", { status: 405, headers: { allow: "GET, HEAD" } });
  }
  const parsed = await readSearchForm(request);
  if (!parsed.ok) throw httpError(400, parsed.message);
  return redirect(sellSearchTarget(ctx, parsed.term), 303);
}

export const meta: MetaFunction<typeof loader> = (args) => pageMetaTags(args);

export default function SellStepPage() {
  const { model, locale, uiLabels, labels } = useLoaderData<typeof loader>();
  return (
    <PageLabelsProvider labels={labels}>
    <UiLabelsProvider labels={uiLabels}>
      {model.kind === "search" ? (
        <SellSearch {...model} locale={locale} />
      ) : model.kind === "landing" ? (
        <SellLanding {...model} />
      ) : null}
    </UiLabelsProvider>
    </PageLabelsProvider>
  );
}

export const ErrorBoundary = ErrorView;
