import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { SEARCH_MAX_LENGTH } from "../domain/constants";
import { SellLanding, SellSearch } from "../components/pages/sell-pages";
import paginationStyles from "../components/ui/pagination/pagination.css";
import { UiLabelsProvider } from "../components/ui/ui-labels";
import { languageOf } from "../domain/address";
import { translations } from "../lib/translations.server";
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
  const ctx = context.storefront;
  assertLanguage(ctx, params.lang);
  const step = stepOf(params.step);
  const now = Date.now();
  const model: SellPageModel =
    step === "performerSearch" ? await sellSearchPage(ctx, now) : step === "sellTicket" ? await sellTicketPage(ctx) : await searchEventPage(ctx, now);
  const ui = translations(languageOf(ctx.locale), "ui");
  const uiLabels = Object.fromEntries(Object.entries(ui).filter(([key]) => key.startsWith("pagination.")));
  return { model, locale: ctx.locale, uiLabels };
}

const SellSearchFormSchema = z.object({
  q: z
    .string({ error: "q must be text" })
    .optional()
    .transform((q) => (q ?? "").trim())
    .pipe(z.string().max(SEARCH_MAX_LENGTH, `the search term must be at most ${SEARCH_MAX_LENGTH} characters`)),
});

/** The sell-context search box posts q here without JavaScript: 303 to sell/performerSearch?q={term}. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const ctx = context.storefront;
  assertLanguage(ctx, params.lang);
  if (stepOf(params.step) !== "performerSearch") {
    throw new Response("Method not allowed", { status: 405, headers: { allow: "GET, HEAD" } });
  }
  const form = await request.formData().catch(() => null);
  if (!form) throw httpError(400, "The search form could not be read.");
  const parsed = SellSearchFormSchema.safeParse({ q: form.get("q") ?? undefined });
  if (!parsed.success) throw httpError(400, parsed.error.issues[0]?.message ?? "q is not valid");
  return redirect(sellSearchTarget(ctx, parsed.data.q), 303);
}

export const meta: MetaFunction<typeof loader> = (args) => pageMetaTags(args);

export default function SellStepPage() {
  const { model, locale, uiLabels } = useLoaderData<typeof loader>();
  return (
    <UiLabelsProvider labels={uiLabels}>
      {model.kind === "search" ? (
        <SellSearch {...model} locale={locale} />
      ) : model.kind === "landing" ? (
        <SellLanding {...model} />
      ) : null}
    </UiLabelsProvider>
  );
}

export const ErrorBoundary = ErrorView;
