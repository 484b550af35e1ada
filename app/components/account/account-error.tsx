// The signed-in area's error page and meta. Its 503 (the fan's session or rows cannot be read right
// now: ACCOUNT_UNAVAILABLE_STATUS in app/pages/account/model.server.ts, which browser code cannot
// import; nothing else there answers 503) says "something went wrong; please try again in a
// moment" in the page's language (the listings' 503 would say the events cannot be shown); other
// errors as on every page.
import type { MetaDescriptor } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { ErrorPanel, ErrorView } from "../pages/error-view";
import { LISTING_LABELS, type ErrorLabels } from "../pages/listing-labels";
import { pageMetaTags } from "../pages/page-meta";
import { fillPlaceholders } from "../ui/ui-labels";

/** What the root loader sends every page for its error view (app/lib/root-data.server.ts). */
type RootErrorData = { homeHref?: string; brandName?: string; errorLabels?: ErrorLabels } | undefined;

function isAccountUnavailable(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 503;
}

/** The area's meta: the page's own, never indexed; its 503's title and description in the page's language. */
export function accountMetaTags(args: Parameters<typeof pageMetaTags>[0]): MetaDescriptor[] {
  if (!isAccountUnavailable(args.error)) return [...pageMetaTags(args), { name: "robots", content: "noindex" }];
  const root = args.matches.find((m) => m.id === "root")?.data as RootErrorData;
  const errorWords = root?.errorLabels ?? LISTING_LABELS;
  return [
    { title: fillPlaceholders(errorWords.errorTitle, { brand: root?.brandName ?? "Stagefront" }) },
    { name: "description", content: errorWords.errorText },
    { name: "robots", content: "noindex" },
  ];
}

/** The area's error boundary: its 503 in the page's words, else the error view of every page. */
export function AccountErrorView() {
  const error = useRouteError();
  const root = useRouteLoaderData<RootErrorData>("root");
  if (!isAccountUnavailable(error)) return <ErrorView />;
  const errorWords = root?.errorLabels ?? LISTING_LABELS;
  return <ErrorPanel heading={errorWords.errorHeading} text={errorWords.errorText} home={{ href: root?.homeHref ?? "/", label: errorWords.goHome }} />;
}
