import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ErrorView } from "../components/pages/error-view";
import { PageLabelsProvider } from "../components/pages/page-labels";
import { pageMetaTags } from "../components/pages/page-meta";
import { SellEntry } from "../components/pages/sell-pages";
import { assertLanguage } from "../lib/http.server";
import { pageContext } from "../lib/i18n.server";
import { clientLabels } from "../lib/listing-labels.server";
import { sellEntryPage, sellHeaderSearch } from "../pages/sell/model.server";
import listingStyles from "../styles/listings.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: listingStyles }];

/** /sell/ (spec §2.2): the sell entry with the sell-context search (spec §2.3, §6). */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const ctx = await pageContext(context.storefront);
  assertLanguage(ctx, params.lang);
  return { model: sellEntryPage(ctx), labels: clientLabels(ctx.i18n), headerSearch: sellHeaderSearch(ctx) };
}

export const meta: MetaFunction<typeof loader> = (args) => pageMetaTags(args);

export default function SellPage() {
  const { model, labels } = useLoaderData<typeof loader>();
  return (
    <PageLabelsProvider labels={labels}>
      <SellEntry searchAction={model.searchAction} />
    </PageLabelsProvider>
  );
}

export const ErrorBoundary = ErrorView;
