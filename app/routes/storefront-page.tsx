import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "../root";
import type { ParsedAddress } from "../domain/address";

/**
 * Every storefront address (spec §2.1) lands here: the worker has parsed it
 * (context.storefront.address); a shape that matches nothing is a real 404.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { address, store, locale } = context.storefront;
  if (address.pageId === null) {
    throw new Response("Not found", { status: 404 });
  }
  const fields: Array<[keyof ParsedAddress, string | null]> = (
    [
      "pageId",
      "entity",
      "entityId",
      "seoSlug",
      "language",
      "pagePathname",
      "pathname",
      "search",
      "hash",
      "protocol",
      "host",
      "hostname",
      "port",
    ] as const
  ).map((k) => [k, address[k] === null || address[k] === undefined ? null : String(address[k])]);
  return {
    pageId: address.pageId,
    entity: address.entity,
    entityId: address.entityId,
    query: new URLSearchParams(address.search).get("q"),
    fields,
    brandName: store.brandName,
    locale,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const brand = data?.brandName ?? "Stagefront";
  if (!data) return [{ title: `Page not found | ${brand}` }];
  switch (data.pageId) {
    case "home":
      return [
        { title: `${brand}: tickets for concerts, sports, theatre and comedy` },
        { name: "description", content: "Buy and sell tickets for live events. Every order is guaranteed." },
      ];
    case "search":
      return [{ title: data.query ? `“${data.query}” | ${brand}` : `Search | ${brand}` }];
    default:
      return [{ title: `${data.entity} ${data.entityId ?? ""} | ${brand}`.trim() }];
  }
};

function AddressDetails({ fields }: { fields: Array<[string, string | null]> }) {
  return (
    <dl className="address-fields" aria-label="Parsed address">
      {fields.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v === null || v === "" ? "—" : v}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function StorefrontPage() {
  const data = useLoaderData<typeof loader>();
  if (data.pageId === "home") {
    return (
      <section className="page home" aria-labelledby="home-title">
        <h2 id="home-title">Find tickets for live events</h2>
        <p>Concerts, sports, theatre and comedy — from fans, for fans.</p>
      </section>
    );
  }
  const heading =
    data.pageId === "search"
      ? data.query
        ? `Results for “${data.query}”`
        : "Search"
      : data.pageId === "event"
        ? `Event ${data.entityId}`
        : `${data.entity} ${data.entityId}`;
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{heading}</h1>
      <p>This page is being built. Its address reads:</p>
      <AddressDetails fields={data.fields} />
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const homeHref = useRouteLoaderData<RootData>("root")?.homeHref ?? "/";
  return (
    <section className="page" aria-labelledby="error-title">
      <h1 id="error-title">{notFound ? "We can’t find that page" : "Something went wrong"}</h1>
      <p>{notFound ? "The address may be mistyped, or the page has moved." : "Please try again in a moment."}</p>
      <p>
        <Link to={homeHref}>Go to the home page</Link>
      </p>
    </section>
  );
}
