import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountErrorView, accountMetaTags } from "../components/account/account-error";
import { ACCOUNT_CLIENT_KEYS, AccountLabelsProvider, type AccountClientLabels } from "../components/account/account-labels-context";
import { AccountPage } from "../components/account/account-pages";
import inlineBannerStyles from "../components/ui/inline-banner/inline-banner.css";
import inputStyles from "../components/ui/input/input.css";
import paginationStyles from "../components/ui/pagination/pagination.css";
import phoneInputStyles from "../components/ui/phone-input/phone-input.css";
import { UiLabelsProvider } from "../components/ui/ui-labels";
import { assertLanguage } from "../lib/http.server";
import { pageContext, pickWords, uiWords } from "../lib/i18n.server";
import { accountAction, type ActionResult } from "../pages/account/action.server";
import { accountPage } from "../pages/account/model.server";
import accountStyles from "../styles/account.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: inputStyles },
  { rel: "stylesheet", href: phoneInputStyles },
  { rel: "stylesheet", href: inlineBannerStyles },
  { rel: "stylesheet", href: paginationStyles },
  { rel: "stylesheet", href: accountStyles },
];

/** /my/* (spec §2.2): the signed-in area, and /my/guest/orderlookup/ for guests. */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const ctx = await pageContext(context.storefront);
  assertLanguage(ctx, params.lang);
  const model = await accountPage(ctx, params["*"]);
  // The design system's own words these pages use (pagination, phone input, banners).
  const uiLabels = uiWords(ctx.i18n, ["pagination.", "phoneInput.", "inlineBanner."]);
  const labels: AccountClientLabels = pickWords(ctx.words.account, ACCOUNT_CLIENT_KEYS);
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

export const meta: MetaFunction<typeof loader> = (args) => accountMetaTags(args);

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

export const ErrorBoundary = AccountErrorView;
