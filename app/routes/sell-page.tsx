import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SellEntry } from "../components/pages/sell-pages";
import listingStyles from "../styles/listings.css";
import { assertLanguage, sellEntryPage } from "./sell-pages.server";
import { ErrorView } from "../components/pages/error-view";
import { pageMetaTags } from "../components/pages/page-meta";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: listingStyles }];

/** /sell/ (spec §2.2): the sell entry with the sell-context search (spec §2.3, §6). */
export async function loader({ context, params }: LoaderFunctionArgs) {
  assertLanguage(context.storefront, params.lang);
  return { model: sellEntryPage(context.storefront) };
}

export const meta: MetaFunction<typeof loader> = (args) => pageMetaTags(args);

export default function SellPage() {
  const { model } = useLoaderData<typeof loader>();
  return <SellEntry searchAction={model.searchAction} />;
}

export const ErrorBoundary = ErrorView;
