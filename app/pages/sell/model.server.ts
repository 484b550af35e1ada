// Server only: the sell entry (spec §2.2 /sell/) and the sell-flow paths (spec §2.3). The seller
// screens are out of scope: sell/sellTicket and sell/searchEvent say what would be sold and ask the
// seller to sign in (spec §2.2: sign-in with a redirect parameter holding the target address).
import { z } from "zod";
import { BROWSE_ENTITIES, type BrowseEntity } from "../../domain/address";
import { signedOutTarget } from "../../domain/account-paths";
import { SELL_PATH, sellPathFromEventSlug, sellSearchPath } from "../../domain/sell-paths";
import type { EventCardModel } from "../../components/event-list/models";
import type { HeaderSearchTarget } from "../../components/pages/header-search-target";
import type { PageMeta } from "../../components/pages/page-models";
import type { SellLandingProps, SellSearchProps } from "../../components/pages/sell-pages";
import { fillPlaceholders as fill } from "../../components/ui/ui-labels";
import type { EventSummary } from "../../lib/catalog";
import { httpError, queryParam } from "../../lib/http.server";
import type { PageContext } from "../../lib/i18n.server";
import { eventCard } from "../shared/event-card.server";
import { absoluteUrl, canonical } from "../shared/meta.server";
import { assertPageExists, pageIndexOf, PER_PAGE, searchTermOf } from "../shared/query.server";

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

/** sell/performerSearch: what SellSearch shows (its locale is the page's). */
export interface SellSearchModel extends Omit<SellSearchProps, "locale"> {
  kind: "search";
  meta: PageMeta;
}

/** sell/sellTicket and sell/searchEvent: what SellLanding shows. */
export interface SellLandingModel extends SellLandingProps {
  kind: "landing";
  meta: PageMeta;
}

export type SellPageModel = SellEntryModel | SellSearchModel | SellLandingModel;

/** Languages whose nouns keep their capital inside a sentence. */
const CAPITALIZED_NOUNS = new Set(["de", "lb"]);

/** An entity kind ("Artist or team") in the middle of a sentence: lower-cased, except where nouns keep capitals. */
function kindInSentence(ctx: PageContext, kind: string): string {
  return CAPITALIZED_NOUNS.has(ctx.locale.slice(0, 2).toLowerCase()) ? kind : kind.toLocaleLowerCase(ctx.locale);
}

/** The sell step a path names (spec §2.3); any other is 404. */
export function sellStepOf(step: string | undefined): SellStep {
  const found = SELL_STEPS.find((s) => s === step);
  if (!found) throw httpError(404, "Not found");
  return found;
}

/** The model of a sell-flow step's page. */
export function sellStepPage(ctx: PageContext, step: SellStep): Promise<SellPageModel> {
  if (step === "performerSearch") return sellSearchPage(ctx);
  if (step === "sellTicket") return sellTicketPage(ctx);
  return searchEventPage(ctx);
}

export function sellEntryPage(ctx: PageContext): SellEntryModel {
  const words = ctx.words.listing;
  return {
    kind: "entry",
    meta: { title: fill(words.sellTitle, { brand: ctx.brand }), description: words.sellDescription, canonical: absoluteUrl(ctx, ctx.link(SELL_PATH)) },
    searchAction: searchActionOf(ctx),
  };
}

/** The form target: sell/performerSearch on this locale's path, with its trailing slash (spec §2.1). */
export function searchActionOf(ctx: PageContext): string {
  return ctx.link(sellSearchPath("")).split("?")[0]!;
}

/** The header's search box on a sell page: the sell context's search (spec §2.3), not the buy search. */
export function sellHeaderSearch(ctx: PageContext): HeaderSearchTarget {
  return { action: searchActionOf(ctx), sellContext: true };
}

/** Where the sell-context search goes for a term (spec §2.3 sell/performerSearch?q={term}). */
export function sellSearchTarget(ctx: PageContext, term: string): string {
  return term ? ctx.link(sellSearchPath(term)) : searchActionOf(ctx);
}

/** An event (or performer) card whose link goes into the sell flow instead of to its page. */
function sellCard(ctx: PageContext, event: EventSummary): EventCardModel {
  return { ...eventCard(ctx, event), href: ctx.link(sellPathFromEventSlug(event.webPath)) };
}

/** sell/performerSearch?q=: matching performers and events, each linking into the sell flow. */
async function sellSearchPage(ctx: PageContext): Promise<SellSearchModel> {
  const words = ctx.words.listing;
  const term = searchTermOf(ctx);
  const pageNumber = pageIndexOf(ctx);
  const path = searchActionOf(ctx);
  const brand = ctx.brand;
  const base = { kind: "search" as const, searchAction: path, term };
  if (!term) {
    if (pageNumber > 0) throw httpError(404, "There is no such page.");
    return {
      ...base,
      meta: { title: fill(words.sellTitle, { brand }), description: words.sellDescription, canonical: absoluteUrl(ctx, path) },
      heading: words.sellHeading,
      performers: [],
      events: [],
      emptyText: words.sellSearchEmpty,
      pagination: null,
    };
  }
  const results = await ctx.services.catalog.search(term, {
    now: ctx.now,
    offset: pageNumber * PER_PAGE,
    limit: PER_PAGE,
    performerRows: pageNumber === 0 ? SELL_PERFORMERS : 0,
  });
  assertPageExists(results.page, pageNumber);
  const query = { q: term };
  return {
    ...base,
    meta: { title: fill(words.sellSearchTitle, { term, brand }), description: words.sellDescription, canonical: canonical(ctx, path, query, pageNumber) },
    heading: fill(words.sellSearchHeading, { term }),
    performers: results.performers.map((p) => ({ label: p.name, href: ctx.link(sellPathFromEventSlug(p.webPath)) })),
    events: results.page.events.map((e) => sellCard(ctx, e)),
    emptyText: fill(words.sellNothing, { term }),
    pagination: { pageNumber, perPage: PER_PAGE, totalRecords: results.page.total, path, query },
  };
}

/** The most events one sell/sellTicket address may name. */
const MAX_EVENT_IDS = 20;

/** `eventIds`: one or more event ids, comma-separated (at most MAX_EVENT_IDS). */
const EventIdsSchema = z
  .array(z.string())
  .length(1, "eventIds must be given once")
  .transform((v) => v[0]!)
  .pipe(
    z
      .string()
      .regex(new RegExp(`^\\d{1,15}(?:,\\d{1,15}){0,${MAX_EVENT_IDS - 1}}$`), "eventIds must be event ids separated by commas")
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

/** A landing page's sign-in link and its way back to the sell entry. */
function landingLinks(ctx: PageContext): Pick<SellLandingModel, "signIn" | "back"> {
  const words = ctx.words.listing;
  // Back to this very page after signing in (spec §2.2: the redirect parameter holds the target).
  const target = `${ctx.address.pathname}${ctx.address.search}`;
  return {
    signIn: { label: words.sellSignIn, href: ctx.link(signedOutTarget("signIn", target, false)) },
    back: { label: words.sellBack, href: ctx.link(SELL_PATH) },
  };
}

function landingMeta(ctx: PageContext, name: string): PageMeta {
  const words = ctx.words.listing;
  return {
    title: fill(words.sellLandingTitle, { name, brand: ctx.brand }),
    description: words.sellDescription,
    canonical: absoluteUrl(ctx, `${ctx.address.pathname}${ctx.address.search}`),
  };
}

/** sell/sellTicket?eventIds=: the events whose tickets would be listed. */
async function sellTicketPage(ctx: PageContext): Promise<SellLandingModel> {
  const words = ctx.words.listing;
  const ids = queryParam(ctx, "eventIds", EventIdsSchema, { max: MAX_EVENT_IDS });
  const events = await ctx.services.catalog.eventsByIds(ids);
  if (events.length === 0) throw httpError(404, words.sellUnknown);
  const name = events.length === 1 ? events[0]!.name : events.map((e) => e.name).join(", ");
  return {
    kind: "landing",
    meta: landingMeta(ctx, name),
    heading: fill(words.sellLandingHeading, { name }),
    what: words.sellWhat,
    events: events.map((e) => eventCard(ctx, e)),
    ...landingLinks(ctx),
  };
}

/** sell/searchEvent?id=&type=&q=: an entity whose events the seller picks from. */
async function searchEventPage(ctx: PageContext): Promise<SellLandingModel> {
  const words = ctx.words.listing;
  const id = queryParam(ctx, "id", IdSchema);
  const type: BrowseEntity = queryParam(ctx, "type", TypeSchema);
  // q is the slug's name (spec §2.3); it is validated, but the catalog's own name is shown.
  searchTermOf(ctx);
  const found = await ctx.services.catalog.browse(type, id, { now: ctx.now, offset: 0, limit: SEARCH_EVENT_ROWS, countryCode: ctx.store.siteCountry });
  if (!found) throw httpError(404, words.sellUnknown);
  const { record, page } = found;
  return {
    kind: "landing",
    meta: landingMeta(ctx, record.name),
    heading: fill(words.sellLandingHeading, { name: record.name }),
    what: fill(words.sellWhatSearch, { name: record.name, kind: kindInSentence(ctx, words.entityKind[type]) }),
    events: page.events.map((e) => sellCard(ctx, e)),
    ...landingLinks(ctx),
  };
}
