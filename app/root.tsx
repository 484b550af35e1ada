import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  isRouteErrorResponse,
} from "@remix-run/react";
import { pageIdOf } from "./domain/address";
import { SiteHeader } from "./components/site-header";
import { SiteMenu } from "./components/header/site-menu";
import { MarketingBanner } from "./components/marketing-banner";
import { HydrateApart } from "./components/hydrate-apart";
import { useHeaderSearchTarget } from "./components/pages/header-search-target";
import { signInHref } from "./domain/header-menu";
import { fanProtectionUrl } from "./domain/help-links";
import { UI_TOKENS_CSS } from "./components/ui/ui-tokens";
import { useNonce } from "./lib/nonce";
import { BRAND_THEME_COLOR, SITE_ICON_LINKS } from "./domain/brand";
import { rootData } from "./lib/root-data.server";
import stylesheet from "./styles/app.css";
import headerStylesheet from "./styles/header.css";
import searchBarStylesheet from "./styles/search-bar.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "stylesheet", href: headerStylesheet },
  { rel: "stylesheet", href: searchBarStylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  ...SITE_ICON_LINKS,
];

export async function loader({ context }: LoaderFunctionArgs) {
  return rootData(context.storefront);
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** Shown only where scripts do not run (see `.no-js-only` in app.css). */
const NO_JS_STYLE = ".no-js-only{display:revert!important}";

function Document({ lang, children }: { lang: string; children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={BRAND_THEME_COLOR} />
        <Meta />
        <Links />
        {/* Controls that only fans without JavaScript need (the filter bar's Apply buttons, the
            footer's account entries) are hidden by app.css everywhere else, from the first paint:
            they never flash before hydration. Where scripts do not run, this shows them. */}
        <noscript>
          <style nonce={nonce}>{NO_JS_STYLE}</style>
        </noscript>
        {/* The design system's shared numbers (ui-tokens.ts): a nonce'd sheet, since the CSP allows no style="". */}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: UI_TOKENS_CSS }} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const pageId = pageIdOf(location.pathname, data.supportedLanguages);
  // Sell pages search in the sell context (spec §2.3): their loader names the target.
  const sellSearch = useHeaderSearchTarget();
  return (
    <Document lang={data.locale}>
      {/* The first stop of the tab order (WCAG 2.4.1): past the header to the page's content. */}
      <a className="skip-link" href="#main">
        {data.labels.skipToContent}
      </a>
      <SiteHeader
        brandName={data.brandName}
        homeHref={data.homeHref}
        pageId={pageId}
        menu={data.menu}
        searchAction={sellSearch?.action ?? data.searchAction}
        sellContext={sellSearch !== null}
        locale={data.locale}
        storeConfig={data.storeConfig}
        user={data.user}
        supportedLanguages={data.supportedLanguages}
        labels={data.labels}
        searchLabels={data.searchLabels}
        logoAlt={data.logoAlt}
      />
      {/* The page, the banner and the footer each hydrate apart from the header and from each
          other (ADR 024): every page route, the event page's too, gets its own unit of work. */}
      <main id="main" tabIndex={-1}>
        <HydrateApart>
          <Outlet />
        </HydrateApart>
      </main>
      <HydrateApart>
        <MarketingBanner content={data.banner} isHomepage={pageId === "home"} labels={data.bannerLabels} />
      </HydrateApart>
      <footer className="site-footer">
        <HydrateApart>
          <SiteMenu
            menu={data.menu}
            signInHref={signInHref(data.menu.signInPath, `${location.pathname}${location.search}`)}
            labels={data.labels}
            user={data.user}
            homeHref={data.homeHref}
            supportedLanguages={data.supportedLanguages}
            brandName={data.brandName}
            guarantee={{ label: data.bannerLabels.guarantee, href: fanProtectionUrl(data.locale) }}
            languages={data.storeConfig}
          />
        </HydrateApart>
        <p>
          © {data.brandName} · {data.footerSite}
        </p>
        <p className="site-footer__credit">
          {data.footerLabels.placesFrom}{" "}
          <a href="https://www.geonames.org/" rel="noopener" target="_blank">
            GeoNames
          </a>{" "}
          (
          <a href="https://creativecommons.org/licenses/by/4.0/" rel="noopener license" target="_blank">
            CC BY 4.0
          </a>
          )
        </p>
      </footer>
    </Document>
  );
}

/** Last resort when the root loader itself fails: a plain page, no stack trace. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Document lang="en">
      <main id="main" className="page">
        <h1>{status === 404 ? "Page not found" : "Something went wrong"}</h1>
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </main>
    </Document>
  );
}
