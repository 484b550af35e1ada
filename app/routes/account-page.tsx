import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useActionData, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { AccountPage } from "../components/account/account-pages";
import { ErrorPanel, ErrorView } from "../components/pages/error-view";
import { LISTING_LABELS, type ErrorLabels } from "../components/pages/listing-labels";
import { pageMetaTags } from "../components/pages/page-meta";
import { fillPlaceholders } from "../components/ui/ui-labels";
import inlineBannerStyles from "../components/ui/inline-banner/inline-banner.css";
import inputStyles from "../components/ui/input/input.css";
import paginationStyles from "../components/ui/pagination/pagination.css";
import phoneInputStyles from "../components/ui/phone-input/phone-input.css";
import { UiLabelsProvider } from "../components/ui/ui-labels";
import { languageOf } from "../domain/address";
import { pageContext, pickWords } from "../lib/i18n.server";
import { ACCOUNT_CLIENT_KEYS, AccountLabelsProvider, type AccountClientLabels } from "../components/account/account-labels-context";
import accountStyles from "../styles/account.css";
import { accountAction, accountPage, accountWords, type ActionResult } from "./account-pages.server";
import { assertLanguage } from "./sell-pages.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: inputStyles },
  { rel: "stylesheet", href: phoneInputStyles },
  { rel: "stylesheet", href: inlineBannerStyles },
  { rel: "stylesheet", href: paginationStyles },
  { rel: "stylesheet", href: accountStyles },
];

/** The design system's own words these pages use (pagination, phone input, banners). */
const UI_PREFIXES = ["pagination.", "phoneInput.", "inlineBanner."];

/** /my/* (spec §2.2): the signed-in area, and /my/guest/orderlookup/ for guests. */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const ctx = await pageContext(context.storefront);
  assertLanguage(ctx, params.lang);
  const model = await accountPage(ctx, params["*"], Date.now());
  const ui = ctx.i18n.table("ui");
  const uiLabels = Object.fromEntries(Object.entries(ui).filter(([key]) => UI_PREFIXES.some((p) => key.startsWith(p))));
  const labels: AccountClientLabels = pickWords(accountWords(ctx), ACCOUNT_CLIENT_KEYS);
  return { model, locale: ctx.locale, uiLabels, labels };
}

/** The settings forms and the guest order lookup. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = await pageContext(context.storefront);
  assertLanguage(ctx, params.lang);
  return accountAction(ctx, params["*"], request);
}

// A fan's own page: never stored by a shared cache, nor kept by the browser after sign-out.
export const headers: HeadersFunction = () => ({ "cache-control": "private, no-store" });

/**
 * The area's 503: the fan's session or rows cannot be read right now (ACCOUNT_UNAVAILABLE_STATUS
 * in account-pages.server.ts, which browser code cannot import; nothing else here answers 503).
 */
function isAccountUnavailable(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 503;
}

/** What the root loader sends every page for its error view (app/lib/root-data.server.ts). */
type RootErrorData = { homeHref?: string; brandName?: string; errorLabels?: ErrorLabels } | undefined;

export const meta: MetaFunction<typeof loader> = (args) => {
  if (!isAccountUnavailable(args.error)) return [...pageMetaTags(args), { name: "robots", content: "noindex" }];
  const root = args.matches.find((m) => m.id === "root")?.data as RootErrorData;
  const L = root?.errorLabels ?? LISTING_LABELS;
  return [
    { title: fillPlaceholders(L.errorTitle, { brand: root?.brandName ?? "Stagefront" }) },
    { name: "description", content: L.errorText },
    { name: "robots", content: "noindex" },
  ];
};

export default function AccountRoute() {
  const { model, locale, uiLabels, labels } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionResult>();
  return (
    <UiLabelsProvider labels={uiLabels}>
      <AccountLabelsProvider labels={labels}>
        <AccountPage model={model} locale={locale} result={actionData?.result ?? null} />
      </AccountLabelsProvider>
    </UiLabelsProvider>
  );
}

/**
 * The area's error page. Its 503 says "something went wrong; please try again in a moment" in the
 * page's language (the listings' 503 would say the events cannot be shown); other errors as on
 * every page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<RootErrorData>("root");
  if (!isAccountUnavailable(error)) return <ErrorView />;
  const L = root?.errorLabels ?? LISTING_LABELS;
  return <ErrorPanel heading={L.errorHeading} text={L.errorText} home={{ href: root?.homeHref ?? "/", label: L.goHome }} />;
}
