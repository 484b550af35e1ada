// A page's link-preview tags (Open Graph and Twitter cards, issue 23 item 4): what a shared link
// shows. From the page's own meta (title, description, canonical, hreflang set) and the site's
// brand and locale; the image is the brand's card on the canonical's origin. Runs wherever the
// route's meta runs (server and browser): no server-only imports.
import type { MetaDescriptor } from "@remix-run/cloudflare";
import { BRAND_CARD_SIZE, brandCardPath } from "../../domain/brand-card";
import type { PageMeta } from "../../components/pages/page-models";

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/** A BCP-47 tag as Open Graph writes locales ("fr-CA" → "fr_CA"). */
function ogLocale(tag: string): string {
  return tag.replace("-", "_");
}

/**
 * og:* and twitter:* tags of a page.
 * @example linkPreviewTags(meta, { brandName: "Stagefront", locale: "de-DE" }).find((t) => "property" in t && t.property === "og:locale") // { property: "og:locale", content: "de_DE" }
 */
export function linkPreviewTags(meta: PageMeta, site: { brandName?: string; locale?: string } | undefined): MetaDescriptor[] {
  const origin = originOf(meta.canonical);
  // A page without an absolute canonical address has nothing to preview.
  if (origin === null) return [];
  const brand = site?.brandName ?? "Stagefront";
  const image = `${origin}${brandCardPath(brand)}`;
  const own = site?.locale;
  const alternates = [...new Set((meta.alternates ?? []).map((a) => a.hreflang).filter((tag) => tag !== "x-default" && tag !== own))];
  return [
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: meta.canonical },
    ...(own ? [{ property: "og:locale", content: ogLocale(own) }] : []),
    ...alternates.map((tag) => ({ property: "og:locale:alternate", content: ogLocale(tag) })),
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(BRAND_CARD_SIZE.width) },
    { property: "og:image:height", content: String(BRAND_CARD_SIZE.height) },
    { property: "og:image:alt", content: brand },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: meta.title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: brand },
  ];
}
