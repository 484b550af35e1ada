import type { MetaDescriptor } from "@remix-run/cloudflare";
import { isRouteErrorResponse } from "@remix-run/react";
import { fillPlaceholders } from "../ui/ui-labels";
import { errorWordsOf, LISTING_LABELS, type ErrorLabels } from "./listing-labels";
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
    const said = errorWordsOf(isRouteErrorResponse(error) ? error.status : 500, words);
    return [
      { title: fillPlaceholders(said.title, { brand }) },
      { name: "description", content: said.text },
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
