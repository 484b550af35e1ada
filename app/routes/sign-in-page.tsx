import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorView } from "../components/pages/error-view";
import { pageMetaTags } from "../components/pages/page-meta";
import { SignInPage } from "../components/sign-in/sign-in-page";
import { assertLanguage } from "../lib/http.server";
import { pageContext } from "../lib/i18n.server";
import { signInAction, signInPage, type SignInActionData } from "../pages/sign-in/model.server";
import signInStyles from "../styles/sign-in.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: signInStyles }];

/** /login/signup/ (spec §2.2): sign in or create an account; `redirect` says where to go next. */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const ctx = await pageContext(context.storefront);
  assertLanguage(ctx, params.lang);
  return { model: signInPage(ctx, request) };
}

export async function action({ context, params, request }: ActionFunctionArgs) {
  const ctx = await pageContext(context.storefront);
  assertLanguage(ctx, params.lang);
  return signInAction(ctx, request);
}

/** A refused post keeps its Retry-After (429); nothing of this page is cached. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const out = new Headers({ "cache-control": "no-store" });
  const retry = actionHeaders.get("retry-after");
  if (retry) out.set("retry-after", retry);
  return out;
};

/** Followed, never indexed (issue 23): one sign-in page per target would fill an index. */
export const meta: MetaFunction<typeof loader> = (args) => [...pageMetaTags(args), { name: "robots", content: "noindex, follow" }];

export default function SignInRoute() {
  const { model } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as SignInActionData | undefined;
  return <SignInPage action={model.action} redirect={model.redirect} result={result ?? null} labels={model.labels} />;
}

export const ErrorBoundary = ErrorView;
