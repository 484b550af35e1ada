import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { errorWordsOf, LISTING_LABELS, type ErrorLabels } from "./listing-labels";

/**
 * The page's error boundary: 404, 400 (with our own message naming the broken rule), 413 (a form
 * body over its cap), 503 (the catalog is unavailable) or a plain failure.
 */
export function ErrorView() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const root = useRouteLoaderData<{ homeHref?: string; errorLabels?: ErrorLabels }>("root");
  const homeHref = root?.homeHref ?? "/";
  // The root loader sends the error words in the page's language; English if it failed too.
  const errorWords: ErrorLabels = root?.errorLabels ?? LISTING_LABELS;
  const said = errorWordsOf(status, errorWords);
  // A 400 says which rule of the address broke, in the page's words (app/lib/http.server.ts badRequest).
  const text = status === 400 && isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : said.text;
  return <ErrorPanel heading={said.heading} text={text} home={{ href: homeHref, label: errorWords.goHome }} />;
}

/**
 * What an error page shows: its heading, what happened and the way home. Shared by the error
 * boundaries and the pages that answer without their content (a catalog or account outage).
 */
export function ErrorPanel({
  heading,
  text,
  home,
  headingId = "error-title",
}: {
  heading: string;
  text: string;
  home: { href: string; label: string };
  headingId?: string;
}) {
  return (
    <section className="page error-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{heading}</h1>
      <p>{text}</p>
      <p>
        <Link to={home.href}>{home.label}</Link>
      </p>
    </section>
  );
}
