import type { MetaDescriptor } from "@remix-run/cloudflare";
import { isRouteErrorResponse } from "@remix-run/react";
import { fillPlaceholders } from "../ui/ui-labels";
import { LISTING_LABELS, type ErrorLabels } from "./listing-labels";
import type { PageMeta } from "./page-models";
import { linkPreviewTags } from "../../pages/shared/link-preview";

interface MetaArgs {
  data: { model: { meta: PageMeta } } | undefined;
  error?: unknown;
  matches: ReadonlyArray<{ id: string; data: unknown }>;
}

/** `<title>`, meta description, canonical and hreflang links of a page model; the error titles otherwise. */
export function pageMetaTags({ data, error, matches }: MetaArgs): MetaDescriptor[] {
  const root = matches.find((m) => m.id === "root")?.data as { brandName?: string; locale?: string; errorLabels?: ErrorLabels } | undefined;
  const words: ErrorLabels = root?.errorLabels ?? LISTING_LABELS;
  const brand = root?.brandName ?? "Stagefront";
  if (!data) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    const title =
      status === 404 ? words.notFoundTitle : status === 400 || status === 413 ? words.badRequestTitle : status === 503 ? words.unavailableTitle : words.errorTitle;
    return [
      { title: fillPlaceholders(title, { brand }) },
      { name: "description", content: status === 404 ? words.notFoundText : status === 413 ? words.tooLargeText : status === 503 ? words.unavailableText : words.errorText },
      { name: "robots", content: "noindex" },
    ];
  }
  const { meta } = data.model;
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: meta.canonical },
    ...(meta.alternates ?? []).map((alternate) => ({ tagName: "link", rel: "alternate", hrefLang: alternate.hreflang, href: alternate.href })),
    ...linkPreviewTags(meta, root),
  ];
}
