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
import { CATEGORY_IDS } from "./domain/categories";
import { categoryPath } from "./domain/store-config";
import { SiteHeader, type CategoryLink } from "./components/site-header";
import { useNonce } from "./lib/nonce";
import { formatLink } from "./lib/format-link";
import stylesheet from "./styles/app.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

const CATEGORY_LABELS: Record<"concerts" | "sports" | "theatre", string> = {
  concerts: "Concerts",
  sports: "Sports",
  theatre: "Theatre & Comedy",
};

export async function loader({ context }: LoaderFunctionArgs) {
  const { store, locale, supportedLanguages } = context.storefront;
  const brandName = store.featureFlags["common.useAltBrand"] ? store.altBrandName : store.brandName;
  const formatOptions = { currentLocale: locale, defaultLocale: store.defaultLocale, supportedLanguages };
  const categories: CategoryLink[] = (["concerts", "sports", "theatre"] as const).flatMap((key) => {
    const path = categoryPath(store, locale, key);
    return path ? [{ key, id: CATEGORY_IDS[key], label: CATEGORY_LABELS[key], href: formatLink(path, formatOptions) }] : [];
  });
  return {
    locale,
    defaultLocale: store.defaultLocale,
    shstoreId: store.shstoreId,
    siteCountry: store.siteCountry,
    brandName,
    supportedLanguages,
    homeHref: formatLink("/", formatOptions),
    categories,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

function Document({ lang, children }: { lang: string; children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
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
  return (
    <Document lang={data.locale}>
      <SiteHeader
        brandName={data.brandName}
        homeHref={data.homeHref}
        pageId={pageId}
        categories={data.categories}
      />
      <main id="main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>
          © {data.brandName} · store {data.shstoreId} ({data.siteCountry}) · {data.locale}
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
