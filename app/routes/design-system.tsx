import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { DESIGN_SYSTEM_SECTIONS, designSystemStyles } from "../components/ui/design-system-catalog";
import { DemoTextProvider, useDemoText } from "../components/ui/demo-text";
import { UiLabelsProvider } from "../components/ui/ui-labels";
import { VenueMapDemoContext } from "../components/event/venue-map.demo";
import { assertLanguage } from "../lib/http.server";
import { pageContext } from "../lib/i18n.server";

/**
 * /design-system (and /{lang}/design-system): every widget of the design system in each of its
 * states, in the store's language. Not in any menu, not indexed. A route of its own, so the
 * widgets' JavaScript ships with this page only.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const ctx = await pageContext(context.storefront);
  assertLanguage(ctx, params.lang);
  return {
    locale: ctx.locale,
    brandName: ctx.brand,
    texts: ctx.i18n.table("design-system"),
    uiLabels: ctx.i18n.table("ui"),
    venueMap: { words: ctx.words.venueMap, currency: ctx.store.defaultCurrency },
  };
}

export const headers: HeadersFunction = () => ({ "X-Robots-Tag": "noindex" });

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.texts["Design system"] ?? "Design system"} | ${data?.brandName ?? "Stagefront"}` },
  { name: "robots", content: "noindex" },
];

export const links: LinksFunction = () => designSystemStyles.map((href) => ({ rel: "stylesheet", href }));

export default function DesignSystemPage() {
  const { locale, texts, uiLabels, venueMap } = useLoaderData<typeof loader>();
  return (
    <UiLabelsProvider labels={uiLabels}>
      <DemoTextProvider texts={texts}>
        <VenueMapDemoContext.Provider value={venueMap}>
          <DesignSystemSections locale={locale} />
        </VenueMapDemoContext.Provider>
      </DemoTextProvider>
    </UiLabelsProvider>
  );
}

function DesignSystemSections({ locale }: { locale: string }) {
  const t = useDemoText();
  return (
    <div className="design-system">
      <h1>{t("Design system")}</h1>
      <nav aria-label={t("Widgets")} className="design-system__toc">
        <ul>
          {DESIGN_SYSTEM_SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{t(s.name)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {DESIGN_SYSTEM_SECTIONS.map(({ id, Demo }) => (
        <div key={id} id={id} className="design-system__widget">
          <Demo locale={locale} />
        </div>
      ))}
    </div>
  );
}
