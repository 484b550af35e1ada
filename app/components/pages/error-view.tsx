import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { LISTING_LABELS as L } from "./listing-labels";

/**
 * The page's error boundary: 404, 400 (with our own message naming the broken rule), 503 (the
 * catalog is unavailable) or a plain failure.
 */
export function ErrorView() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const homeHref = useRouteLoaderData<{ homeHref?: string }>("root")?.homeHref ?? "/";
  const heading =
    status === 404 ? L.notFoundHeading : status === 400 ? L.badRequestHeading : status === 503 ? L.unavailableHeading : L.errorHeading;
  const text =
    status === 404
      ? L.notFoundText
      : status === 400 && isRouteErrorResponse(error) && typeof error.data === "string"
        ? error.data
        : status === 503
          ? L.unavailableText
          : L.errorText;
  return (
    <section className="page error-page" aria-labelledby="error-title">
      <h1 id="error-title">{heading}</h1>
      <p>{text}</p>
      <p>
        <Link to={homeHref}>{L.goHome}</Link>
      </p>
    </section>
  );
}
