// Server only: the browse pages `/{seo-slug}/{performer|venue|grouping|category|geography}/{id}/`
// (spec §2.1, §2.4) and the VIP and cities collections under the category shape.
import { BROWSE_ENTITIES, type BrowseEntity } from "../../domain/address";
import { CATEGORY_IDS } from "../../domain/categories";
import { localName } from "../../domain/location";
import { localizeSeoPath } from "../../domain/seo-slugs";
import { categoryPath } from "../../domain/store-config";
import type { CityTablesModel, LinkModel, ListingPageModel, PageMeta } from "../../components/pages/page-models";
import { fillPlaceholders as fill } from "../../components/ui/ui-labels";
import { httpError } from "../../lib/http.server";
import type { PageContext } from "../../lib/i18n.server";
import type { CityWithEvents } from "../../lib/catalog";
import { linkTo, pagePrices } from "../shared/event-card.server";
import { countryName, formatCount } from "../shared/event-format.server";
import { filterWindow, noFilter, pageRequest, type DateWindow } from "../shared/filters.server";
import { canonical, pageSuffix, withAlternates, withPageInTitle } from "../shared/meta.server";
import { assertPageExists, pageIndexOf } from "../shared/query.server";
import { baseListing, categoryName, filteredEvents, menuName, TOP_CATEGORY_KEY } from "./listing-base.server";

/** Browse pages: `/{seo-slug}/{performer|venue|grouping|category|geography}/{id}/`. */
export async function browsePage(ctx: PageContext): Promise<ListingPageModel> {
  const { address } = ctx;
  const words = ctx.words.listing;
  const entity = address.entity as BrowseEntity;
  if (!BROWSE_ENTITIES.includes(entity)) throw httpError(404, "Not found");
  const id = Number(address.entityId);
  if (!Number.isSafeInteger(id) || id <= 0) throw httpError(404, "Not found");
  const pageNumber = pageIndexOf(ctx);
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
  const country = listedArea(ctx, window);
  const topKey = entity === "category" ? TOP_CATEGORY_KEY.get(record.id) : undefined;
  const storePath = topKey ? categoryPath(ctx.store, ctx.locale, topKey) : null;
  const path = ctx.link(storePath ?? record.webPath);
  const name =
    menuName(ctx, topKey) ??
    (entity === "geography" ? localName(record.localNames, ctx.locale, record.name) : entity === "category" ? categoryName(ctx, record.id, record.name) : record.name);
  // A performer's, grouping's or subcategory's line names its category in the page's language.
  const recordContext = record.context !== null && record.contextCategoryId !== null ? categoryName(ctx, record.contextCategoryId, record.context) : record.context;
  const meta: PageMeta =
    entity === "category"
      ? { title: fill(words.categoryTitle, { name, country, brand }), description: fill(words.categoryDescription, { name, country }), canonical: "" }
      : entity === "geography"
        ? { title: fill(words.geographyTitle, { name, brand }), description: fill(words.geographyDescription, { name }), canonical: "" }
        : { title: fill(words.browseTitle, { name, brand }), description: fill(words.browseDescription, { name }), canonical: "" };
  const context =
    entity === "category"
      ? [recordContext, country].filter(Boolean).join(" · ")
      : entity === "geography"
        ? [record.context, record.countryCode ? countryName(record.countryCode, ctx.locale) : null].filter(Boolean).join(", ")
        : entity === "venue" && record.context
          ? localName(record.localNames, ctx.locale, record.context)
          : recordContext;
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
    ...(await filteredEvents(ctx, filterPage, window, path, page, pageNumber, await prices)),
  };
}

/**
 * The VIP and cities landing pages (§2.4 "some sites also offer cities and VIP categories"). They
 * are collections, not catalog categories. VIP: the upcoming events the catalog marks VIP (`vip`),
 * in the store's country or the chosen place, under the filter bar, with the header content's VIP
 * entries (subCatNav, authored or generated) as links above. Cities: every city with upcoming
 * events and how many, the store's country first, each linking to its geography page. A store that
 * does not offer the category answers 404.
 */
async function collectionPage(ctx: PageContext, key: "vip" | "cities", pageNumber: number): Promise<ListingPageModel> {
  const words = ctx.words.listing;
  const storePath = categoryPath(ctx.store, ctx.locale, key);
  if (!storePath) throw httpError(404, "Not found");
  // VIP lists the store's country or the chosen place's area; the cities page every city.
  const window = key === "vip" ? await filterWindow(ctx, "category") : noFilter(ctx);
  const country = listedArea(ctx, window);
  const name = ctx.words.menu[key];
  const path = ctx.link(storePath);
  const frame = {
    ...baseListing(ctx),
    pageId: "browse" as const,
    meta: await withAlternates(ctx, pageNumber, { kind: "category", key }, {
      title: withPageInTitle(fill(words.categoryTitle, { name, country, brand: ctx.brand }), pageSuffix(ctx, pageNumber)),
      description: fill(words.categoryDescription, { name, country }),
      canonical: canonical(ctx, path, {}, pageNumber),
    }),
    headingLevel: 1 as const,
    heading: name,
    eyebrow: words.entityKind.category,
    context: country,
  };
  if (key === "cities") {
    // One list, not pages of one: a later page does not exist.
    if (pageNumber > 0) throw httpError(404, "There is no such page.");
    const cities = await ctx.services.catalog.citiesWithEvents(ctx.now);
    return {
      ...frame,
      filterBar: false,
      eventsHeading: words.eventsHeading,
      events: [],
      emptyText: words.noEvents,
      pagination: null,
      cityTables: cityTables(ctx, cities),
    };
  }
  const prices = pagePrices(ctx);
  const [content, page] = await Promise.all([ctx.services.headerContent(), ctx.services.catalog.vipEvents(ctx.store.siteCountry, pageRequest(window, pageNumber))]);
  assertPageExists(page, pageNumber);
  const entries: LinkModel[] = (content.subCatNav[key] ?? [])
    .filter((entry) => entry.webURI !== storePath)
    .map((entry) => ({ label: entry.name, href: ctx.link(entry.webURI) }));
  return {
    ...frame,
    categories: entries,
    categoriesLabel: name,
    ...(await filteredEvents(ctx, "category", window, path, page, pageNumber, await prices)),
  };
}

/** What a category or VIP page lists, as its words name it: the chosen place's area, else the store's country. */
function listedArea(ctx: PageContext, window: DateWindow): string {
  return window.location?.name ?? countryName(ctx.store.siteCountry, ctx.locale);
}

/** The cities page's tables: the store's country first, the other countries by name in the page's language. */
function cityTables(ctx: PageContext, cities: readonly CityWithEvents[]): CityTablesModel {
  const byCountry = new Map<string, CityWithEvents[]>();
  for (const city of cities) {
    const list = byCountry.get(city.countryCode);
    if (list) list.push(city);
    else byCountry.set(city.countryCode, [city]);
  }
  const own = ctx.store.siteCountry;
  const names = new Map([...byCountry.keys()].map((code) => [code, countryName(code, ctx.locale)]));
  const collator = new Intl.Collator(ctx.locale);
  const order = [...byCountry.keys()].sort((a, b) => (a === own ? -1 : b === own ? 1 : collator.compare(names.get(a)!, names.get(b)!)));
  return {
    cityHeading: ctx.words.listing.entityKind.geography,
    countHeading: ctx.words.listing.eventsHeading,
    tables: order.map((code) => ({
      caption: names.get(code)!,
      rows: byCountry.get(code)!.map((city) => ({ ...linkTo(ctx, city), count: formatCount(city.events, ctx.locale) })),
    })),
  };
}
