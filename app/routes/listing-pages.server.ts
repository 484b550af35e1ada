// Server only: what the storefront page's loader does for each page id (spec §2.1) — validate the
// query (zod), read the catalog (one or two D1 round trips), and shape finished page models.
import { z } from "zod";
import { BROWSE_ENTITIES, languageOf, type BrowseEntity, type ParsedAddress } from "../domain/address";
import { CATEGORY_IDS, CATEGORY_KEYS, type CategoryKey } from "../domain/categories";
import { SEARCH_MAX_LENGTH } from "../domain/constants";
import {
  ALL_DATES,
  dateFilterOptions,
  filterBarPageOf,
  formatPbD,
  parsePbD,
  parseUserPrefDate,
  PBD_QUERY_KEY,
  resolveDateRange,
  todayIn,
  type DateChoice,
  type DateFilterKey,
  type FilterBarPage,
} from "../domain/date-filter";
import { HEADER_MENU_LABELS } from "../domain/header-menu";
import { SUGGEST_DEFAULTS } from "../domain/constants";
import { pickPbGLocation, PBG_QUERY_KEY, resolveLocationChoice, type UserLocation } from "../domain/location-filter";
import { PREFERENCES_PATH } from "../lib/preference-form.server";
import { sellPathFromEventSlug } from "../domain/sell-paths";
import { categoryPath, type StoreConfig } from "../domain/store-config";
import { fillPlaceholders } from "../components/ui/ui-labels";
import { dateTimeFormat } from "../domain/intl-formats";
import { countryName, formatCount, formatEventWhen, formatPrice } from "../components/event-list/event-format";
import type { EventCardModel, PageLinksModel } from "../components/event-list/models";
import { listingLabels, type PageLabels } from "../lib/listing-labels.server";
import type { DateFilterModel, EventPageModel, LinkModel, ListingPageModel, LocationFilterModel, PageMeta } from "../components/pages/page-models";
import type { EventPage, EventSummary } from "../lib/catalog";
import { pagePriceConverter, NO_PRICE_CONVERSION, type PriceConverter } from "../lib/currency.server";
import { formatLink } from "../lib/format-link";
import { wordsLike, type PageContext } from "../lib/i18n.server";
import { hreflangAlternates, siteOrigin, type Alternate, type AlternatePage } from "../domain/hreflang";
import { boundedMemo } from "../domain/bounded-memo";
import { localizeSeoPath } from "../domain/seo-slugs";

/** Events per page: one of the design system's page sizes (spec §9: 5, 10, 50, 100). */
export const PER_PAGE = 10;
/** The deepest page an address may ask for; further is a bad request, not a database walk. */
export const MAX_PAGE = 1000;
/** Matched performers shown above search results. */
const SEARCH_PERFORMERS = 6;

/** A 400 or 404 answer with a message safe to show (never an internal one). */
export function httpError(status: 400 | 404, message: string): Response {
  return new Response(message, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
}

const single = (name: string) =>
  z
    .array(z.string())
    .max(1, `${name} may be given once`)
    .transform((values) => values[0]);

/** `page`: a whole number from 1 to MAX_PAGE; absent means 1. */
export const PageParamSchema = single("page").pipe(
  z
    .string()
    .regex(/^[1-9]\d{0,5}$/, `page must be a whole number from 1 to ${MAX_PAGE}`)
    .transform(Number)
    .pipe(z.number().max(MAX_PAGE, `page must be a whole number from 1 to ${MAX_PAGE}`))
    .optional(),
);

/** `q`: the search term, trimmed, at most SEARCH_MAX_LENGTH characters (spec §5). */
export const SearchTermSchema = single("q").pipe(
  z
    .string()
    .transform((q) => q.trim())
    .pipe(z.string().max(SEARCH_MAX_LENGTH, `the search term must be at most ${SEARCH_MAX_LENGTH} characters`))
    .optional(),
);

/** Parses one query parameter with its schema; a failure is a 400 naming the rule. */
export function queryParam<S extends z.ZodType<unknown, string[]>>(search: string, name: string, schema: S): z.output<S> {
  const result = schema.safeParse(new URLSearchParams(search).getAll(name));
  if (!result.success) throw httpError(400, result.error.issues[0]?.message ?? `${name} is not valid`);
  return result.data;
}

// ---------------------------------------------------------------------------------------------

interface Env {
  ctx: PageContext;
  now: number;
}

function format(ctx: PageContext, path: string): string {
  return formatLink(path, {
    currentLocale: ctx.locale,
    defaultLocale: ctx.store.defaultLocale,
    supportedLanguages: ctx.supportedLanguages,
  });
}

/** Absolute canonical address: this host, the path formatted for the locale, only `q`/`page` kept. */
function canonical(address: ParsedAddress, path: string, query: Record<string, string>, pageNumber: number): string {
  const params = new URLSearchParams(query);
  if (pageNumber > 0) params.set("page", String(pageNumber + 1));
  const search = params.toString();
  return `${address.protocol}//${address.host}${path}${search ? `?${search}` : ""}`;
}

/**
 * The page's meta with its hreflang set (every store in its own languages, and x-default), on a
 * list's first page; later pages are their own canonical and carry none. The set is secondary: if
 * the other stores' configurations cannot be read, the page goes out without it (logged).
 */
async function withAlternates(ctx: PageContext, pageNumber: number, page: AlternatePage, meta: PageMeta): Promise<PageMeta> {
  if (pageNumber > 0) return meta;
  let stores: readonly StoreConfig[];
  try {
    stores = await ctx.services.storeConfigs();
  } catch (err) {
    console.error(JSON.stringify({ level: "error", event: "hreflang.stores_failed", requestId: ctx.requestId, message: String(err) }));
    return meta;
  }
  const own = `${ctx.address.protocol}//${ctx.address.host}`;
  const build = () => hreflangAlternates(page, stores, (store) => (store.shstoreId === ctx.store.shstoreId ? own : siteOrigin(store)));
  if (page.kind !== "home" && page.kind !== "category") return { ...meta, alternates: build() };
  let remember = alternateSets.get(stores);
  if (!remember) alternateSets.set(stores, (remember = boundedMemo(ALTERNATE_SET_ENTRIES)));
  return { ...meta, alternates: remember(`${page.kind}|${page.kind === "category" ? page.key : ""}|${ctx.store.shstoreId}|${own}`, build) };
}

/**
 * Home's and the category pages' hreflang sets depend only on the store configurations, the page
 * and the site's own origin: built once per such set while the isolate holds the same
 * configurations (weak key), instead of formatting some forty addresses on every request.
 */
const alternateSets = new WeakMap<readonly StoreConfig[], (key: string, build: () => Alternate[]) => Alternate[]>();
/** Sets kept per configuration list: every store's hosts × home and the main categories. */
const ALTERNATE_SET_ENTRIES = 1024;

/** The page's words in its language (the `listing` namespace). */
export function T(ctx: PageContext): PageLabels {
  return listingLabels(ctx.i18n);
}

/** The menu's category names in the page's language (the `header` namespace). */
function menuWords(ctx: PageContext): typeof HEADER_MENU_LABELS {
  return wordsLike(ctx.i18n, "header", "menu", HEADER_MENU_LABELS);
}

/** How the page's language reads an approximate converted amount aloud ("about {amount}"). */
function approximateLabel(ctx: PageContext): string {
  return ctx.i18n.t("price.approximate", { ns: "header" }) as string;
}

function brandOf(ctx: PageContext): string {
  return ctx.store.featureFlags["common.useAltBrand"] ? ctx.store.altBrandName : ctx.store.brandName;
}

const fill = fillPlaceholders;

function pageSuffix(ctx: PageContext, pageNumber: number): string {
  return pageNumber > 0 ? fill(T(ctx).pageSuffix, { page: formatCount(pageNumber + 1, ctx.locale) }) : "";
}

function withPageInTitle(title: string, suffix: string): string {
  if (!suffix) return title;
  const bar = title.lastIndexOf(" | ");
  return bar === -1 ? `${title}${suffix}` : `${title.slice(0, bar)}${suffix}${title.slice(bar)}`;
}

/**
 * One event of a list. `prices` adds the approximate amount in the fan's currency beside the
 * price (spec §4 "Currency"); callers without one (the sell pages) show the event currency only.
 */
export function eventCard(ctx: PageContext, event: EventSummary, prices: PriceConverter = NO_PRICE_CONVERSION): EventCardModel {
  const when = formatEventWhen(event.startsAt, event.timeZone, ctx.locale);
  const soldOut = event.availableTickets <= 0;
  return {
    id: event.id,
    name: event.name,
    href: format(ctx, event.webPath),
    iso: when.iso,
    dateText: when.date,
    timeText: when.time,
    venueName: event.venue.name,
    cityName: event.city.name,
    priceText: soldOut ? T(ctx).soldOut : fill(T(ctx).from, { price: formatPrice(event.minPrice.amount, event.minPrice.currency, ctx.locale) }),
    approximatePrice: soldOut ? null : prices(event.minPrice.amount, event.minPrice.currency),
    soldOut,
  };
}

/** `eventCard` for a list's `map`, with the page's converter. */
function cardsWith(ctx: PageContext, prices: PriceConverter): (event: EventSummary) => EventCardModel {
  return (event) => eventCard(ctx, event, prices);
}

/** The page asked for must exist, except page 1 of an empty list. */
function assertPageExists(page: EventPage, pageNumber: number): void {
  if (pageNumber > 0 && pageNumber * PER_PAGE >= page.total) throw httpError(404, "There is no such page.");
}

function pagination(path: string, query: Record<string, string>, pageNumber: number, total: number): PageLinksModel {
  return { pageNumber, perPage: PER_PAGE, totalRecords: total, path, query };
}

function baseListing(ctx: PageContext): Omit<ListingPageModel, "pageId" | "meta" | "heading" | "headingLevel" | "eventsHeading" | "events" | "emptyText" | "pagination"> {
  return {
    kind: "listing",
    eyebrow: null,
    context: null,
    categories: [],
    categoriesLabel: T(ctx).browseCategories,
    performers: [],
    performersLabel: T(ctx).matchingPerformers,
    filterBar: true,
    dateFilter: null,
    locationFilter: null,
  };
}

/** The events a listing page asks for: from, before, and the query its page links keep. */
interface DateWindow {
  /** The request's clock. */
  now: number;
  from: number;
  until?: number;
  /** `{ pbD }` while a date choice narrows the list, so paging keeps it. */
  query: Record<string, string>;
  /** The active choice, for the events heading; null for all dates. */
  choice: DateChoice | null;
  /** The chosen location (pbG or SH6_USER_PREF); null: everywhere. */
  location: UserLocation | null;
}

const NO_FILTER = (now: number): DateWindow => ({ now, from: now, query: {}, choice: null, location: null });

/**
 * The filters applied to a listing page (spec §4 "Date filter", "Location filter", §5 pbD, §6 flags).
 * Date: with the page's flag on, pbD in the address (under common.queryParams) narrows the list to
 * its days, else the choice stored in SH6_USER_PREF; days are the fan's (ctx.timeZone). Anything
 * pbD does not say clearly — or a choice the page does not offer — means all dates, never an error.
 * Location: pbG (under common.queryParams), else the stored location; events within the suggest
 * radius of it (spec §9: 200 miles). A pbG naming no place is ignored.
 */
async function filterWindow(ctx: PageContext, now: number, page: FilterBarPage, locate = chosenLocation): Promise<DateWindow> {
  const [date, location] = await Promise.all([Promise.resolve(dateWindow(ctx, now, page)), locate(ctx)]);
  if (!location) return date;
  const query = { ...date.query };
  if (new URLSearchParams(ctx.address.search).has(PBG_QUERY_KEY) && ctx.store.featureFlags["common.queryParams"]) query[PBG_QUERY_KEY] = location.name;
  return { ...date, location, query };
}

function dateWindow(ctx: PageContext, now: number, page: FilterBarPage): DateWindow {
  const all = NO_FILTER(now);
  const flags = ctx.store.featureFlags;
  const options = dateFilterOptions(page, flags);
  if (!options) return all;
  const today = todayIn(now, ctx.timeZone);
  const values = flags["common.queryParams"] ? new URLSearchParams(ctx.address.search).getAll(PBD_QUERY_KEY) : [];
  const fromAddress = values.length > 0;
  const choice = fromAddress ? parsePbD(values, { today }) : (parseUserPrefDate(ctx.preferences.userPref.date?.value, today) ?? ALL_DATES);
  if (choice === ALL_DATES || choice.key === "all-dates" || !options.includes(choice.key)) return all;
  const range = resolveDateRange(choice, now, ctx.timeZone);
  if (!range) return all;
  return { ...all, from: Math.max(now, range.from), until: range.to, query: fromAddress ? { [PBD_QUERY_KEY]: formatPbD(choice) } : {}, choice };
}

/** Spec §4 location filter: pbG (under common.queryParams), else the stored place, for this request. */
function locationDecision(ctx: PageContext) {
  return resolveLocationChoice({
    pbG: new URLSearchParams(ctx.address.search).get(PBG_QUERY_KEY),
    stored: ctx.preferences.userPref.location?.value ?? null,
    queryParams: ctx.store.featureFlags["common.queryParams"] === true,
  });
}

/**
 * The location the page applies: pbG resolved through the locations search when it names a place
 * other than the stored one. A failing lookup is logged and the page lists everywhere (spec §8).
 */
async function chosenLocation(ctx: PageContext): Promise<UserLocation | null> {
  const decision = locationDecision(ctx);
  if (decision.kind === "none") return null;
  if (decision.kind === "location") return decision.location;
  try {
    const found = await ctx.services.locations(decision.searchText, languageOf(ctx.locale));
    return pickPbGLocation(decision.name, found) ?? decision.fallback;
  } catch (err) {
    console.error(JSON.stringify({ level: "error", event: "pbG.lookup_failed", requestId: ctx.requestId, message: String(err) }));
    return decision.fallback;
  }
}

/** A choice's name: the preset's label, or a custom range's days in the page's locale ("Dec 1 – 3"). */
function choiceName(ctx: PageContext, choice: DateChoice): string {
  if (choice.key !== "choose-date") return T(ctx).date[choice.key];
  return dateTimeFormat(ctx.locale, { day: "numeric", month: "short", timeZone: "UTC" }).formatRange(
    Date.parse(`${choice.start}T00:00:00Z`),
    Date.parse(`${choice.end}T00:00:00Z`),
  );
}

/** "Upcoming events · This weekend · Austin, TX" while filters narrow the list. */
function eventsHeading(ctx: PageContext, window: DateWindow): string {
  const choice = window.choice;
  const parts: string[] = [T(ctx).eventsHeading];
  if (choice && choice.key !== "all-dates") parts.push(choiceName(ctx, choice));
  if (window.location) parts.push(window.location.name);
  return parts.join(" · ");
}

/** The empty list's words: the filters' fault, or nothing on at all. */
function emptyText(ctx: PageContext, window: DateWindow): string {
  if (window.location) return fill(T(ctx).noEventsNear, { place: window.location.name });
  return window.choice ? T(ctx).noEventsOnDates : T(ctx).noEvents;
}

/** The select's value that opens the calendar: pbD's letter for a custom choice (never sent). */
const PBD_CHOOSE = "c";

/** The page as asked for, where the preference form sends the fan back to. */
function returnTo(ctx: PageContext): string {
  return `${ctx.address.pathname}${ctx.address.search}`;
}

/**
 * The filter bar's 'when' select for a page, or null when the page or the store does not offer
 * it: a form posting to /preferences/, which stores the choice (SH6_USER_PREF) and comes back with
 * it in the address under common.queryParams. "Choose date" (the calendar) needs JavaScript.
 */
function dateFilterModel(ctx: PageContext, page: FilterBarPage, window: DateWindow): DateFilterModel | null {
  const options = dateFilterOptions(page, ctx.store.featureFlags);
  if (!options) return null;
  const presets = options.filter((key): key is Exclude<DateFilterKey, "choose-date"> => key !== "choose-date");
  const choice = window.choice ?? ALL_DATES;
  const shown: Array<{ value: string; label: string }> = presets.map((key) => ({ value: formatPbD({ key }), label: T(ctx).date[key] }));
  // A chosen range is shown as one more option, selected, so the select tells the truth.
  if (choice.key === "choose-date") shown.push({ value: formatPbD(choice), label: choiceName(ctx, choice) });
  return {
    label: T(ctx).when,
    name: PBD_QUERY_KEY,
    action: PREFERENCES_PATH,
    hidden: [
      ["intent", "date"],
      ["returnTo", returnTo(ctx)],
    ],
    options: shown,
    selected: formatPbD(choice),
    apply: T(ctx).apply,
    locale: ctx.locale,
    choose: options.includes("choose-date")
      ? { value: PBD_CHOOSE, label: T(ctx).date["choose-date"], title: T(ctx).chooseDatesTitle, today: todayIn(window.now, ctx.timeZone) }
      : null,
  };
}

/**
 * The filter bar's 'where' (spec §2.5, §4 "Location filter"): the chosen place, the words, and
 * without JavaScript a GET form putting a typed city in pbG (when the store keeps choices in the
 * address). `keep`: query values the page keeps beside pbG (the search term).
 */
function locationFilterModel(ctx: PageContext, window: DateWindow, path: string, keep: Record<string, string>): LocationFilterModel {
  const queryParams = ctx.store.featureFlags["common.queryParams"] === true;
  const hidden = Object.entries({ ...keep, ...window.query }).filter(([key]) => key !== PBG_QUERY_KEY);
  return {
    labels: {
      where: T(ctx).where,
      everywhere: T(ctx).everywhere,
      currentLocation: T(ctx).currentLocation,
      search: T(ctx).searchCity,
      loading: T(ctx).loading,
      noResults: T(ctx).noCities,
      apply: T(ctx).apply,
    },
    selected: window.location,
    shstore: ctx.store.shstoreId,
    locale: ctx.locale,
    action: PREFERENCES_PATH,
    returnTo: returnTo(ctx),
    fallback: queryParams ? { action: path, name: PBG_QUERY_KEY, hidden } : null,
  };
}

function pageRequest(window: DateWindow, pageNumber: number) {
  const near = window.location
    ? { latitude: window.location.latitude, longitude: window.location.longitude, radius: SUGGEST_DEFAULTS.radius }
    : undefined;
  return { now: window.from, until: window.until, offset: pageNumber * PER_PAGE, limit: PER_PAGE, ...(near ? { near } : {}) };
}


// ---------------------------------------------------------------------------------------------

/** The home page's category chips: the three main categories the store has a page for. */
function homeCategories(ctx: PageContext): LinkModel[] {
  return (["concerts", "sports", "theatre"] as const).flatMap((key) => {
    const p = categoryPath(ctx.store, ctx.locale, key);
    return p ? [{ label: menuWords(ctx)[key], href: format(ctx, p) }] : [];
  });
}

/** Home: upcoming events in the store's country, with the category chips. */
export async function homePage({ ctx, now }: Env): Promise<ListingPageModel> {
  const pageNumber = (queryParam(ctx.address.search, "page", PageParamSchema) ?? 1) - 1;
  const prices = pagePriceConverter(ctx, approximateLabel(ctx));
  const window = await filterWindow(ctx, now, "home");
  const page = await ctx.services.catalog.upcomingInCountry(ctx.store.siteCountry, pageRequest(window, pageNumber));
  assertPageExists(page, pageNumber);
  const country = countryName(ctx.store.siteCountry, ctx.locale);
  const brand = brandOf(ctx);
  const path = format(ctx, "/");
  const categories = homeCategories(ctx);
  const suffix = pageSuffix(ctx, pageNumber);
  return {
    ...baseListing(ctx),
    pageId: "home",
    meta: await withAlternates(ctx, pageNumber, { kind: "home" }, {
      title: withPageInTitle(fill(T(ctx).homeTitle, { brand }), suffix),
      description: fill(T(ctx).homeDescription, { country }),
      canonical: canonical(ctx.address, path, {}, pageNumber),
    }),
    headingLevel: 2,
    heading: fill(T(ctx).homeHeading, { country }),
    context: T(ctx).homeIntro,
    categories,
    dateFilter: dateFilterModel(ctx, "home", window),
    locationFilter: locationFilterModel(ctx, window, path, {}),
    eventsHeading: eventsHeading(ctx, window),
    events: page.events.map(cardsWith(ctx, await prices)),
    emptyText: emptyText(ctx, window),
    pagination: pagination(path, window.query, pageNumber, page.total),
  };
}

const TOP_CATEGORY_KEY: ReadonlyMap<number, CategoryKey> = new Map(CATEGORY_KEYS.map((key) => [CATEGORY_IDS[key], key]));

/** Browse pages: `/{seo-slug}/{performer|venue|grouping|category|geography}/{id}/`. */
export async function browsePage({ ctx, now }: Env): Promise<ListingPageModel> {
  const { address } = ctx;
  const entity = address.entity as BrowseEntity;
  if (!BROWSE_ENTITIES.includes(entity)) throw httpError(404, "Not found");
  const id = Number(address.entityId);
  if (!Number.isSafeInteger(id) || id <= 0) throw httpError(404, "Not found");
  const pageNumber = (queryParam(address.search, "page", PageParamSchema) ?? 1) - 1;
  if (entity === "category" && (id === CATEGORY_IDS.vip || id === CATEGORY_IDS.cities)) {
    return collectionPage({ ctx, now }, id === CATEGORY_IDS.vip ? "vip" : "cities", pageNumber);
  }

  const prices = pagePriceConverter(ctx, approximateLabel(ctx));
  const filterPage = entity === "grouping" ? null : entity;
  const window: DateWindow = filterPage ? await filterWindow(ctx, now, filterPage) : NO_FILTER(now);
  const found = await ctx.services.catalog.browse(entity, id, { ...pageRequest(window, pageNumber), countryCode: ctx.store.siteCountry });
  if (!found) throw httpError(404, "Not found");
  const { record, page } = found;
  assertPageExists(page, pageNumber);

  const brand = brandOf(ctx);
  const country = countryName(ctx.store.siteCountry, ctx.locale);
  const topKey = entity === "category" ? TOP_CATEGORY_KEY.get(record.id) : undefined;
  const storePath = topKey ? categoryPath(ctx.store, ctx.locale, topKey) : null;
  const path = format(ctx, storePath ?? record.webPath);
  const name = topKey && topKey in HEADER_MENU_LABELS ? menuWords(ctx)[topKey as keyof typeof HEADER_MENU_LABELS] : record.name;
  const suffix = pageSuffix(ctx, pageNumber);
  const meta: PageMeta =
    entity === "category"
      ? {
          title: fill(T(ctx).categoryTitle, { name, country, brand }),
          description: fill(T(ctx).categoryDescription, { name, country }),
          canonical: "",
        }
      : entity === "geography"
        ? { title: fill(T(ctx).geographyTitle, { name, brand }), description: fill(T(ctx).geographyDescription, { name }), canonical: "" }
        : { title: fill(T(ctx).browseTitle, { name, brand }), description: fill(T(ctx).browseDescription, { name }), canonical: "" };
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
      title: withPageInTitle(meta.title, suffix),
      canonical: canonical(address, path, {}, pageNumber),
    }),
    headingLevel: 1,
    heading: name,
    eyebrow: T(ctx).entityKind[entity],
    context: context || null,
    // Spec §2.5: the filter bar shows on category, performer, geography and venue pages.
    filterBar: entity !== "grouping",
    dateFilter: filterPage ? dateFilterModel(ctx, filterPage, window) : null,
    locationFilter: filterPage ? locationFilterModel(ctx, window, path, {}) : null,
    eventsHeading: eventsHeading(ctx, window),
    events: page.events.map(cardsWith(ctx, await prices)),
    emptyText: emptyText(ctx, window),
    pagination: pagination(path, window.query, pageNumber, page.total),
  };
}

/**
 * The VIP and cities landing pages (§2.4 "some sites also offer cities and VIP categories"). They are
 * collections, not catalog categories: their entries are the header content's subCatNav lists
 * (authored or generated), shown as links above the country's upcoming events. A store that does
 * not offer the category answers 404.
 */
async function collectionPage({ ctx, now }: Env, key: "vip" | "cities", pageNumber: number): Promise<ListingPageModel> {
  const storePath = categoryPath(ctx.store, ctx.locale, key);
  if (!storePath) throw httpError(404, "Not found");
  const prices = pagePriceConverter(ctx, approximateLabel(ctx));
  const window = await filterWindow(ctx, now, "category");
  const [content, page] = await Promise.all([
    ctx.services.headerContent(),
    ctx.services.catalog.upcomingInCountry(ctx.store.siteCountry, pageRequest(window, pageNumber)),
  ]);
  assertPageExists(page, pageNumber);
  const brand = brandOf(ctx);
  const country = countryName(ctx.store.siteCountry, ctx.locale);
  const name = menuWords(ctx)[key];
  const path = format(ctx, storePath);
  const entries: LinkModel[] = (content.subCatNav[key] ?? [])
    .filter((entry) => entry.webURI !== storePath)
    .map((entry) => ({ label: entry.name, href: format(ctx, entry.webURI) }));
  return {
    ...baseListing(ctx),
    pageId: "browse",
    meta: await withAlternates(ctx, pageNumber, { kind: "category", key }, {
      title: withPageInTitle(fill(T(ctx).categoryTitle, { name, country, brand }), pageSuffix(ctx, pageNumber)),
      description: fill(T(ctx).categoryDescription, { name, country }),
      canonical: canonical(ctx.address, path, {}, pageNumber),
    }),
    headingLevel: 1,
    heading: name,
    eyebrow: T(ctx).entityKind.category,
    context: country,
    categories: entries,
    categoriesLabel: name,
    dateFilter: dateFilterModel(ctx, "category", window),
    locationFilter: locationFilterModel(ctx, window, path, {}),
    eventsHeading: eventsHeading(ctx, window),
    events: page.events.map(cardsWith(ctx, await prices)),
    emptyText: emptyText(ctx, window),
    pagination: pagination(path, window.query, pageNumber, page.total),
  };
}

/** Search results `/find/s/?q=`: suggest's matching, events in start order. */
export async function searchPage({ ctx, now }: Env): Promise<ListingPageModel> {
  const { address } = ctx;
  const term = queryParam(address.search, "q", SearchTermSchema) ?? "";
  const pageNumber = (queryParam(address.search, "page", PageParamSchema) ?? 1) - 1;
  const brand = brandOf(ctx);
  const path = format(ctx, "/find/s/");
  const query: Record<string, string> = term ? { q: term } : {};
  if (!term) {
    if (pageNumber > 0) throw httpError(404, "There is no such page.");
    return {
      ...baseListing(ctx),
      pageId: "search",
      meta: { title: fill(T(ctx).searchEmptyTitle, { brand }), description: T(ctx).searchEmptyDescription, canonical: canonical(address, path, {}, 0) },
      headingLevel: 1,
      heading: T(ctx).searchEmptyHeading,
      eventsHeading: T(ctx).eventsHeading,
      events: [],
      emptyText: T(ctx).searchEmptyMessage,
      pagination: null,
    };
  }
  const prices = pagePriceConverter(ctx, approximateLabel(ctx));
  const window = await filterWindow(ctx, now, "search");
  const results = await ctx.services.catalog.search(term, { ...pageRequest(window, pageNumber), performerRows: pageNumber === 0 ? SEARCH_PERFORMERS : 0 });
  assertPageExists(results.page, pageNumber);
  const suffix = pageSuffix(ctx, pageNumber);
  return {
    ...baseListing(ctx),
    pageId: "search",
    meta: await withAlternates(ctx, pageNumber, { kind: "search", query: term }, {
      title: withPageInTitle(fill(T(ctx).searchTitle, { term, brand }), suffix),
      description: fill(T(ctx).searchDescription, { term }),
      canonical: canonical(address, path, query, pageNumber),
    }),
    headingLevel: 1,
    heading: fill(T(ctx).searchHeading, { term }),
    performers: results.performers.map((p) => ({ label: p.name, href: format(ctx, p.webPath) })),
    dateFilter: dateFilterModel(ctx, "search", window),
    locationFilter: locationFilterModel(ctx, window, path, query),
    eventsHeading: eventsHeading(ctx, window),
    events: results.page.events.map(cardsWith(ctx, await prices)),
    emptyText: fill(T(ctx).searchNoResults, { term }),
    pagination: pagination(path, { ...query, ...window.query }, pageNumber, results.page.total),
  };
}

/** The event page `/event/{id}/`. */
export async function eventPage({ ctx, now }: Env): Promise<EventPageModel> {
  const id = Number(ctx.address.entityId);
  if (!Number.isSafeInteger(id) || id <= 0) throw httpError(404, "Not found");
  const [event, prices] = await Promise.all([ctx.services.catalog.event(id), pagePriceConverter(ctx, approximateLabel(ctx))]);
  if (!event) throw httpError(404, "Not found");
  const when = formatEventWhen(event.startsAt, event.timeZone, ctx.locale, { zoneName: true });
  const ended = event.startsAt < now;
  const soldOut = event.availableTickets <= 0;
  const price = formatPrice(event.minPrice.amount, event.minPrice.currency, ctx.locale);
  const brand = brandOf(ctx);
  const path = format(ctx, event.webPath);
  const venue = { label: event.venue.name, href: format(ctx, event.venue.webPath) };
  const city = { label: event.city.name, href: format(ctx, event.city.webPath) };
  const performers = event.performers.map((p) => ({ label: p.name, href: format(ctx, p.webPath) }));
  const breadcrumbs: LinkModel[] = [{ label: T(ctx).home, href: format(ctx, "/") }];
  if (event.category?.webPath) breadcrumbs.push({ label: event.category.name, href: format(ctx, event.category.webPath) });
  if (event.grouping) breadcrumbs.push({ label: event.grouping.name, href: format(ctx, event.grouping.webPath) });
  const moreLinks: LinkModel[] = [
    ...performers.slice(0, 3).map((p) => ({ label: fill(T(ctx).moreOf, { name: p.label }), href: p.href })),
    { label: fill(T(ctx).moreAt, { venue: venue.label }), href: venue.href },
    { label: fill(T(ctx).moreIn, { city: city.label }), href: city.href },
  ];
  return {
    kind: "event",
    meta: await withAlternates(ctx, 0, { kind: "entity", path: event.webPath, localize: localizeSeoPath }, {
      title: fill(T(ctx).eventTitle, { name: event.name, date: when.date, venue: venue.label, city: city.label, brand }),
      description: fill(T(ctx).eventDescription, { name: event.name, venue: venue.label, city: city.label, date: when.date, price }),
      canonical: canonical(ctx.address, path, {}, 0),
    }),
    breadcrumbs,
    name: event.name,
    iso: when.iso,
    dateText: when.date,
    timeText: when.time,
    ended,
    venue,
    city,
    performers,
    availabilityText: ended ? T(ctx).notOnSale : soldOut ? T(ctx).soldOut : fill(T(ctx).ticketsLeft, { count: formatCount(event.availableTickets, ctx.locale) }),
    priceText: price,
    approximatePrice: prices(event.minPrice.amount, event.minPrice.currency),
    soldOut: soldOut || ended,
    moreLinks,
    sell: { label: T(ctx).sellThese, href: format(ctx, sellPathFromEventSlug(event.webPath.replace(/^\/+/, ""))) },
  };
}

// ---------------------------------------------------------------------------------------------

/** The catalog reader's failure: a thrown 503 response (worker/services/storefront-services.ts guardCatalog). */
export function isCatalogUnavailable(err: unknown): err is Response {
  return err instanceof Response && err.status === 503;
}

/** What a page says while its events cannot be read, in its language (the error pages' words). */
export interface CatalogUnavailableNotice {
  title: string;
  heading: string;
  text: string;
  home: LinkModel;
}

/** The place already known without asking the catalog: pbG's stored fallback instead of a lookup. */
async function knownLocation(ctx: PageContext): Promise<UserLocation | null> {
  const decision = locationDecision(ctx);
  return decision.kind === "none" ? null : decision.kind === "location" ? decision.location : decision.fallback;
}

/**
 * A storefront page whose catalog read failed (D1 down or past its deadline). It answers 200 with
 * the header and menus (root loader), its heading and its filters, and in place of the events the
 * words that they cannot be shown right now; the loader marks it noindex. Only what needs no
 * catalog is named: a category from the menu words, the search term; an entity we cannot read is
 * headed by the notice itself, and an event page has nothing of its own to show (model null).
 */
export async function catalogUnavailablePage({ ctx, now }: Env): Promise<{ model: ListingPageModel | null; notice: CatalogUnavailableNotice }> {
  const L = T(ctx);
  const notice: CatalogUnavailableNotice = {
    title: fill(L.unavailableTitle, { brand: brandOf(ctx) }),
    heading: L.unavailableHeading,
    text: L.unavailableText,
    home: { label: L.goHome, href: format(ctx, "/") },
  };
  const { address } = ctx;
  if (address.pageId !== "home" && address.pageId !== "browse" && address.pageId !== "search") return { model: null, notice };
  const filterPage = filterBarPageOf(address.pageId, address.entity);
  const window = filterPage ? await filterWindow(ctx, now, filterPage, knownLocation) : NO_FILTER(now);
  const path = address.pageId === "home" ? format(ctx, "/") : address.pageId === "search" ? format(ctx, "/find/s/") : address.pathname;
  const term = address.pageId === "search" ? (queryParam(address.search, "q", SearchTermSchema) ?? "") : "";
  const keep: Record<string, string> = term ? { q: term } : {};
  const country = countryName(ctx.store.siteCountry, ctx.locale);
  const entity = address.entity as BrowseEntity | null;
  const categoryKey = entity === "category" ? TOP_CATEGORY_KEY.get(Number(address.entityId)) : undefined;
  const heading =
    address.pageId === "home"
      ? fill(L.homeHeading, { country })
      : address.pageId === "search"
        ? fill(L.searchHeading, { term })
        : categoryKey && categoryKey in HEADER_MENU_LABELS
          ? menuWords(ctx)[categoryKey as keyof typeof HEADER_MENU_LABELS]
          : L.unavailableHeading;
  const categories = address.pageId === "home" ? homeCategories(ctx) : [];
  return {
    notice,
    model: {
      ...baseListing(ctx),
      pageId: address.pageId,
      meta: { title: notice.title, description: notice.text, canonical: "" },
      headingLevel: address.pageId === "home" ? 2 : 1,
      heading,
      eyebrow: entity ? L.entityKind[entity] : null,
      context: address.pageId === "home" ? L.homeIntro : null,
      categories,
      filterBar: filterPage !== null,
      dateFilter: filterPage ? dateFilterModel(ctx, filterPage, window) : null,
      locationFilter: filterPage ? locationFilterModel(ctx, window, path, keep) : null,
      eventsHeading: eventsHeading(ctx, window),
      events: [],
      emptyText: notice.text,
      pagination: null,
    },
  };
}
