// Server only: the browse pages `/{seo-slug}/{performer|venue|grouping|category|geography}/{id}/`
// (spec §2.1, §2.4) and the VIP and cities collections under the category shape.
import { BROWSE_ENTITIES, type BrowseEntity } from "../../domain/address";
import { CATEGORY_IDS } from "../../domain/categories";
import { localizeSeoPath } from "../../domain/seo-slugs";
import { categoryPath } from "../../domain/store-config";
import type { LinkModel, ListingPageModel, PageMeta } from "../../components/pages/page-models";
import { fillPlaceholders as fill } from "../../components/ui/ui-labels";
import { httpError } from "../../lib/http.server";
import type { PageContext } from "../../lib/i18n.server";
import { pagePrices } from "../shared/event-card.server";
import { countryName } from "../shared/event-format.server";
import { filterWindow, noFilter, pageRequest, type DateWindow } from "../shared/filters.server";
import { canonical, pageSuffix, withAlternates, withPageInTitle } from "../shared/meta.server";
import { assertPageExists, pageIndexOf } from "../shared/query.server";
import { baseListing, filteredEvents, menuName, TOP_CATEGORY_KEY } from "./listing-base.server";

/** Browse pages: `/{seo-slug}/{performer|venue|grouping|category|geography}/{id}/`. */
export async function browsePage(ctx: PageContext): Promise<ListingPageModel> {
  const { address } = ctx;
  const words = ctx.words.listing;
  const entity = address.entity as BrowseEntity;
  if (!BROWSE_ENTITIES.includes(entity)) throw httpError(404, "Not found");
  const id = Number(address.entityId);
  if (!Number.isSafeInteger(id) || id <= 0) throw httpError(404, "Not found");
  const pageNumber = pageIndexOf(address.search);
  if (entity === "category" && (id === CATEGORY_IDS.vip || id === CATEGORY_IDS.cities)) {
    return collectionPage(ctx, id === CATEGORY_IDS.vip ? "vip" : "cities", pageNumber);
  }

  const prices = pagePrices(ctx);
  const filterPage = entity === "grouping" ? null : entity;
  const window: DateWindow = filterPage ? await filterWindow(ctx, filterPage) : noFilter(ctx);
  const found = await ctx.services.catalog.browse(entity, id, { ...pageRequest(window, pageNumber), countryCode: ctx.store.siteCountry });
  if (!found) throw httpError(404, "Not found");
  const { record, page } = found;
  assertPageExists(page, pageNumber);

  const brand = ctx.brand;
  const country = countryName(ctx.store.siteCountry, ctx.locale);
  const topKey = entity === "category" ? TOP_CATEGORY_KEY.get(record.id) : undefined;
  const storePath = topKey ? categoryPath(ctx.store, ctx.locale, topKey) : null;
  const path = ctx.link(storePath ?? record.webPath);
  const name = menuName(ctx, topKey) ?? record.name;
  const meta: PageMeta =
    entity === "category"
      ? { title: fill(words.categoryTitle, { name, country, brand }), description: fill(words.categoryDescription, { name, country }), canonical: "" }
      : entity === "geography"
        ? { title: fill(words.geographyTitle, { name, brand }), description: fill(words.geographyDescription, { name }), canonical: "" }
        : { title: fill(words.browseTitle, { name, brand }), description: fill(words.browseDescription, { name }), canonical: "" };
  const context =
    entity === "category"
      ? [record.context, country].filter(Boolean).join(" · ")
      : entity === "geography"
        ? [record.context, record.countryCode ? countryName(record.countryCode, ctx.locale) : null].filter(Boolean).join(", ")
        : record.context;
  return {
    ...baseListing(ctx),
    pageId: "browse",
    meta: await withAlternates(ctx, pageNumber, topKey ? { kind: "category", key: topKey } : { kind: "entity", path: record.webPath, localize: localizeSeoPath }, {
      ...meta,
      title: withPageInTitle(meta.title, pageSuffix(ctx, pageNumber)),
      canonical: canonical(ctx, path, {}, pageNumber),
    }),
    headingLevel: 1,
    heading: name,
    eyebrow: words.entityKind[entity],
    context: context || null,
    // Spec §2.5: the filter bar shows on category, performer, geography and venue pages.
    filterBar: entity !== "grouping",
    ...filteredEvents(ctx, filterPage, window, path, page, pageNumber, await prices),
  };
}

/**
 * The VIP and cities landing pages (§2.4 "some sites also offer cities and VIP categories"). They are
 * collections, not catalog categories: their entries are the header content's subCatNav lists
 * (authored or generated), shown as links above the country's upcoming events. A store that does
 * not offer the category answers 404.
 */
async function collectionPage(ctx: PageContext, key: "vip" | "cities", pageNumber: number): Promise<ListingPageModel> {
  const words = ctx.words.listing;
  const storePath = categoryPath(ctx.store, ctx.locale, key);
  if (!storePath) throw httpError(404, "Not found");
  const prices = pagePrices(ctx);
  const window = await filterWindow(ctx, "category");
  const [content, page] = await Promise.all([
    ctx.services.headerContent(),
    ctx.services.catalog.upcomingInCountry(ctx.store.siteCountry, pageRequest(window, pageNumber)),
  ]);
  assertPageExists(page, pageNumber);
  const country = countryName(ctx.store.siteCountry, ctx.locale);
  const name = ctx.words.menu[key];
  const path = ctx.link(storePath);
  const entries: LinkModel[] = (content.subCatNav[key] ?? [])
    .filter((entry) => entry.webURI !== storePath)
    .map((entry) => ({ label: entry.name, href: ctx.link(entry.webURI) }));
  return {
    ...baseListing(ctx),
    pageId: "browse",
    meta: await withAlternates(ctx, pageNumber, { kind: "category", key }, {
      title: withPageInTitle(fill(words.categoryTitle, { name, country, brand: ctx.brand }), pageSuffix(ctx, pageNumber)),
      description: fill(words.categoryDescription, { name, country }),
      canonical: canonical(ctx, path, {}, pageNumber),
    }),
    headingLevel: 1,
    heading: name,
    eyebrow: words.entityKind.category,
    context: country,
    categories: entries,
    categoriesLabel: name,
    ...filteredEvents(ctx, "category", window, path, page, pageNumber, await prices),
  };
}
