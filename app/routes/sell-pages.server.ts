// Server only: the sell entry (spec §2.2 /sell/) and the sell-flow paths (spec §2.3). The seller
// screens are out of scope: sell/sellTicket and sell/searchEvent say what would be sold and ask the
// seller to sign in (spec §2.2: sign-in with a redirect parameter holding the target address).
import { z } from "zod";
import { BROWSE_ENTITIES, type BrowseEntity } from "../domain/address";
import { signedOutTarget } from "../domain/account-paths";
import { SELL_PATH, sellPathFromEventSlug, sellSearchPath } from "../domain/sell-paths";
import { fillPlaceholders as fill } from "../components/ui/ui-labels";

import type { LinkModel, PageMeta } from "../components/pages/page-models";
import type { EventCardModel, PageLinksModel } from "../components/event-list/models";
import { formatLink } from "../lib/format-link";
import type { PageContext } from "../lib/i18n.server";
import { eventCard, httpError, PageParamSchema, PER_PAGE, queryParam, SearchTermSchema, T } from "./listing-pages.server";

export const SELL_STEPS = ["performerSearch", "sellTicket", "searchEvent"] as const;
export type SellStep = (typeof SELL_STEPS)[number];

/** Matched performers shown on the sell search. */
const SELL_PERFORMERS = 8;
/** Events of a performer (venue...) offered on sell/searchEvent. */
const SEARCH_EVENT_ROWS = 10;

export interface SellEntryModel {
  kind: "entry";
  meta: PageMeta;
  /** sell/performerSearch, formatted for the locale: the sell-context search form's target. */
  searchAction: string;
}

export interface SellSearchModel {
  kind: "search";
  meta: PageMeta;
  searchAction: string;
  term: string;
  heading: string;
  performers: LinkModel[];
  events: EventCardModel[];
  emptyText: string;
  pagination: PageLinksModel | null;
}

export interface SellLandingModel {
  kind: "landing";
  meta: PageMeta;
  heading: string;
  /** What would be sold: a sentence, then the events (each a sell/sellTicket link on searchEvent). */
  what: string;
  events: EventCardModel[];
  signIn: LinkModel;
  back: LinkModel;
}

export type SellPageModel = SellEntryModel | SellSearchModel | SellLandingModel;

function format(ctx: PageContext, path: string): string {
  return formatLink(path, { currentLocale: ctx.locale, defaultLocale: ctx.store.defaultLocale, supportedLanguages: ctx.supportedLanguages });
}

function brandOf(ctx: PageContext): string {
  return ctx.store.featureFlags["common.useAltBrand"] ? ctx.store.altBrandName : ctx.store.brandName;
}

function absolute(ctx: PageContext, pathAndQuery: string): string {
  return `${ctx.address.protocol}//${ctx.address.host}${pathAndQuery}`;
}

/** A `:lang` segment before /sell must be one of the store's languages. */
/** Languages whose nouns keep their capital inside a sentence. */
const CAPITALIZED_NOUNS = new Set(["de", "lb"]);

/** An entity kind ("Artist or team") in the middle of a sentence: lower-cased, except where nouns keep capitals. */
function kindInSentence(ctx: PageContext, kind: string): string {
  return CAPITALIZED_NOUNS.has(ctx.locale.slice(0, 2).toLowerCase()) ? kind : kind.toLocaleLowerCase(ctx.locale);
}

export function assertLanguage(ctx: PageContext, lang: string | undefined): void {
  if (lang !== undefined && !ctx.supportedLanguages.includes(lang.toLowerCase())) throw httpError(404, "Not found");
}

export function sellEntryPage(ctx: PageContext): SellEntryModel {
  const path = format(ctx, SELL_PATH);
  return {
    kind: "entry",
    meta: { title: fill(T(ctx).sellTitle, { brand: brandOf(ctx) }), description: T(ctx).sellDescription, canonical: absolute(ctx, path) },
    searchAction: searchActionOf(ctx),
  };
}

/** The form target: sell/performerSearch on this locale's path, with its trailing slash (spec §2.1). */
export function searchActionOf(ctx: PageContext): string {
  return format(ctx, sellSearchPath("")).split("?")[0]!;
}

/** Where the sell-context search goes for a term (spec §2.3 sell/performerSearch?q={term}). */
export function sellSearchTarget(ctx: PageContext, term: string): string {
  return term ? format(ctx, sellSearchPath(term)) : searchActionOf(ctx);
}

/** sell/performerSearch?q=: matching performers and events, each linking into the sell flow. */
export async function sellSearchPage(ctx: PageContext, now: number): Promise<SellSearchModel> {
  const search = ctx.address.search;
  const term = queryParam(search, "q", SearchTermSchema) ?? "";
  const pageNumber = (queryParam(search, "page", PageParamSchema) ?? 1) - 1;
  const path = searchActionOf(ctx);
  const brand = brandOf(ctx);
  const base = { kind: "search" as const, searchAction: path, term };
  if (!term) {
    if (pageNumber > 0) throw httpError(404, "There is no such page.");
    return {
      ...base,
      meta: { title: fill(T(ctx).sellTitle, { brand }), description: T(ctx).sellDescription, canonical: absolute(ctx, path) },
      heading: T(ctx).sellHeading,
      performers: [],
      events: [],
      emptyText: T(ctx).sellSearchEmpty,
      pagination: null,
    };
  }
  const results = await ctx.services.catalog.search(term, {
    now,
    offset: pageNumber * PER_PAGE,
    limit: PER_PAGE,
    performerRows: pageNumber === 0 ? SELL_PERFORMERS : 0,
  });
  if (pageNumber > 0 && pageNumber * PER_PAGE >= results.page.total) throw httpError(404, "There is no such page.");
  const query = { q: term };
  const params = new URLSearchParams(query);
  if (pageNumber > 0) params.set("page", String(pageNumber + 1));
  return {
    ...base,
    meta: {
      title: fill(T(ctx).sellSearchTitle, { term, brand }),
      description: T(ctx).sellDescription,
      canonical: absolute(ctx, `${path}?${params.toString()}`),
    },
    heading: fill(T(ctx).sellSearchHeading, { term }),
    performers: results.performers.map((p) => ({ label: p.name, href: format(ctx, sellPathFromEventSlug(p.webPath)) })),
    events: results.page.events.map((e) => ({ ...eventCard(ctx, e), href: format(ctx, sellPathFromEventSlug(e.webPath)) })),
    emptyText: fill(T(ctx).sellNothing, { term }),
    pagination: { pageNumber, perPage: PER_PAGE, totalRecords: results.page.total, path, query },
  };
}

/** `eventIds`: one or more event ids, comma-separated (at most 20). */
const EventIdsSchema = z
  .array(z.string())
  .length(1, "eventIds must be given once")
  .transform((v) => v[0]!)
  .pipe(
    z
      .string()
      .regex(/^\d{1,15}(?:,\d{1,15}){0,19}$/, "eventIds must be event ids separated by commas")
      .transform((v) => v.split(",").map(Number)),
  );

const IdSchema = z
  .array(z.string())
  .length(1, "id must be given once")
  .transform((v) => v[0]!)
  .pipe(z.string().regex(/^\d{1,15}$/, "id must be a whole number").transform(Number));

const TypeSchema = z
  .array(z.string())
  .length(1, "type must be given once")
  .transform((v) => v[0]!)
  .pipe(z.enum(BROWSE_ENTITIES, { error: `type must be one of ${BROWSE_ENTITIES.join(", ")}` }));

function signInLink(ctx: PageContext): LinkModel {
  // Back to this very page after signing in (spec §2.2: the redirect parameter holds the target).
  const target = `${ctx.address.pathname}${ctx.address.search}`;
  return { label: T(ctx).sellSignIn, href: format(ctx, signedOutTarget("signIn", target, false)) };
}

function landingMeta(ctx: PageContext, name: string): PageMeta {
  return {
    title: fill(T(ctx).sellLandingTitle, { name, brand: brandOf(ctx) }),
    description: T(ctx).sellDescription,
    canonical: absolute(ctx, `${ctx.address.pathname}${ctx.address.search}`),
  };
}

/** sell/sellTicket?eventIds=: the events whose tickets would be listed. */
export async function sellTicketPage(ctx: PageContext): Promise<SellLandingModel> {
  const ids = queryParam(ctx.address.search, "eventIds", EventIdsSchema);
  const events = await ctx.services.catalog.eventsByIds(ids);
  if (events.length === 0) throw httpError(404, T(ctx).sellUnknown);
  const name = events.length === 1 ? events[0]!.name : events.map((e) => e.name).join(", ");
  return {
    kind: "landing",
    meta: landingMeta(ctx, name),
    heading: fill(T(ctx).sellLandingHeading, { name }),
    what: T(ctx).sellWhat,
    events: events.map((e) => eventCard(ctx, e)),
    signIn: signInLink(ctx),
    back: { label: T(ctx).sellBack, href: format(ctx, SELL_PATH) },
  };
}

/** sell/searchEvent?id=&type=&q=: an entity whose events the seller picks from. */
export async function searchEventPage(ctx: PageContext, now: number): Promise<SellLandingModel> {
  const search = ctx.address.search;
  const id = queryParam(search, "id", IdSchema);
  const type: BrowseEntity = queryParam(search, "type", TypeSchema);
  // q is the slug's name (spec §2.3); it is validated, but the catalog's own name is shown.
  queryParam(search, "q", SearchTermSchema);
  const found = await ctx.services.catalog.browse(type, id, { now, offset: 0, limit: SEARCH_EVENT_ROWS, countryCode: ctx.store.siteCountry });
  if (!found) throw httpError(404, T(ctx).sellUnknown);
  const { record, page } = found;
  return {
    kind: "landing",
    meta: landingMeta(ctx, record.name),
    heading: fill(T(ctx).sellLandingHeading, { name: record.name }),
    what: fill(T(ctx).sellWhatSearch, { name: record.name, kind: kindInSentence(ctx, T(ctx).entityKind[type]) }),
    events: page.events.map((e) => ({ ...eventCard(ctx, e), href: format(ctx, sellPathFromEventSlug(e.webPath)) })),
    signIn: signInLink(ctx),
    back: { label: T(ctx).sellBack, href: format(ctx, SELL_PATH) },
  };
}
