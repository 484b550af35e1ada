// What a fan chose on the event page (issue 25 items 3, 4 and 7; ADR 026): the quantity, the sort,
// the filters, the page of listings and the listing opened — all in the address, so the page is
// shareable, works without JavaScript and is cached per choice (ADR 017). A value that breaks a
// rule falls back to its default: a hand-edited or stale link still shows tickets, never an error.
import { z } from "zod";
import type { ListingFeature, Zone } from "./listing-types";
import { MAX_QUANTITY, MIN_QUANTITY } from "./split-rules";

export const TICKET_SORTS = ["price-asc", "price-desc", "best-seats", "best-value"] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];
export const ZONES: readonly Zone[] = ["floor", "general-admission", "stalls", "lower-bowl", "circle", "upper-bowl", "balcony"];
export const LISTING_FEATURES: readonly ListingFeature[] = ["aisle", "restricted-view", "accessible", "parking"];

/** The query keys of the choice (also in PAGE_QUERY_PARAMS: they key the page cache). */
export const TICKET_QUERY_KEYS = {
  quantity: "qty",
  sort: "sort",
  minPrice: "min",
  maxPrice: "max",
  zone: "zone",
  section: "section",
  feature: "feature",
  page: "page",
  listing: "listing",
} as const;

export const DEFAULT_TICKET_SORT: TicketSort = "price-asc";
/** Deepest page of listings an address may name (more is page 1). */
const MAX_LISTING_PAGE = 100;
/** Most sections a filter may name (more are dropped). */
const MAX_SECTIONS = 10;

export interface TicketChoice {
  /** Null until the fan says how many (the page asks first). */
  quantity: number | null;
  sort: TicketSort;
  /** Whole major units of the event's currency, as the fan typed them. */
  minPrice: number | null;
  maxPrice: number | null;
  zones: Zone[];
  sections: string[];
  features: ListingFeature[];
  /** 0-based. */
  page: number;
  listingId: number | null;
}

const wholeNumber = (min: number, max: number) => z.string().trim().regex(/^\d{1,9}$/).transform(Number).pipe(z.number().int().min(min).max(max));
const Quantity = wholeNumber(MIN_QUANTITY, MAX_QUANTITY);
const Price = wholeNumber(0, 100_000_000);
const Page = wholeNumber(1, MAX_LISTING_PAGE);
const ListingId = wholeNumber(1, Number.MAX_SAFE_INTEGER);
const Sort = z.enum(TICKET_SORTS);
const SectionCode = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,9}$/);

/** The one value of `name` that passes `schema`, or null (absent, repeated or broken). */
function one<T>(params: URLSearchParams, name: string, schema: z.ZodType<T>): T | null {
  const values = params.getAll(name);
  if (values.length !== 1) return null;
  const parsed = schema.safeParse(values[0]);
  return parsed.success ? parsed.data : null;
}

/** Every value of `name` (repeated, or comma-separated as the page's own links write them) that is one of `allowed`, once each, in `allowed`'s order. */
function some<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  const given = new Set(params.getAll(name).flatMap((v) => v.split(",")));
  return allowed.filter((a) => given.has(a));
}

/**
 * The fan's choice from the event page's query.
 * @example parseTicketChoice("?qty=2&sort=best-seats&feature=aisle,parking").features // ["aisle", "parking"]
 */
export function parseTicketChoice(search: string): TicketChoice {
  const params = new URLSearchParams(search);
  const k = TICKET_QUERY_KEYS;
  let minPrice = one(params, k.minPrice, Price);
  let maxPrice = one(params, k.maxPrice, Price);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const sections = [...new Set(params.getAll(k.section).flatMap((v) => v.split(",")))].filter((s) => SectionCode.safeParse(s).success).slice(0, MAX_SECTIONS);
  return {
    quantity: one(params, k.quantity, Quantity),
    sort: one(params, k.sort, Sort) ?? DEFAULT_TICKET_SORT,
    minPrice,
    maxPrice,
    zones: some(params, k.zone, ZONES),
    sections,
    features: some(params, k.feature, LISTING_FEATURES),
    page: (one(params, k.page, Page) ?? 1) - 1,
    listingId: one(params, k.listing, ListingId),
  };
}

/**
 * The query that states a choice, in a fixed order, defaults left out (so one choice has one
 * address); `change` replaces parts first. The page number and the open listing are dropped
 * unless `change` sets them: a new sort or filter starts at the first page.
 * @example ticketQuery(parseTicketChoice("?qty=2&page=3"), { sort: "best-seats" }) // "?qty=2&sort=best-seats"
 */
export function ticketQuery(choice: TicketChoice, change: Partial<TicketChoice> = {}): string {
  const c = { ...choice, page: 0, listingId: null, ...change };
  const k = TICKET_QUERY_KEYS;
  const params = new URLSearchParams();
  if (c.quantity !== null) params.set(k.quantity, String(c.quantity));
  if (c.sort !== DEFAULT_TICKET_SORT) params.set(k.sort, c.sort);
  if (c.minPrice !== null) params.set(k.minPrice, String(c.minPrice));
  if (c.maxPrice !== null) params.set(k.maxPrice, String(c.maxPrice));
  if (c.zones.length) params.set(k.zone, c.zones.join(","));
  if (c.sections.length) params.set(k.section, c.sections.join(","));
  if (c.features.length) params.set(k.feature, c.features.join(","));
  if (c.page > 0) params.set(k.page, String(c.page + 1));
  if (c.listingId !== null) params.set(k.listing, String(c.listingId));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Whether any filter narrows the listings. */
export function hasFilters(c: TicketChoice): boolean {
  return c.minPrice !== null || c.maxPrice !== null || c.zones.length > 0 || c.sections.length > 0 || c.features.length > 0;
}
