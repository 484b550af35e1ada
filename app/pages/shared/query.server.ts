// Server only: the query parameters the list pages share (spec §5 `q`, spec §9 page sizes), parsed
// with zod; a value that breaks a rule is the caller's 400 (app/lib/http.server.ts queryParam).
import { z } from "zod";
import { SEARCH_MAX_LENGTH } from "../../domain/constants";
import type { EventPage } from "../../lib/catalog";
import { httpError, queryParam } from "../../lib/http.server";

/** Events per page: one of the design system's page sizes (spec §9: 5, 10, 50, 100). */
export const PER_PAGE = 10;
/** The deepest page an address may ask for; further is a bad request, not a database walk. */
export const MAX_PAGE = 1000;

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

/** What the query readers need of the request: its address, its words (a refusal's text) and its logger. */
type QueryContext = Parameters<typeof queryParam>[0];

/**
 * The page the address asks for, counted from 0 as the design system's pagination counts.
 * @example pageIndexOf(ctx) // 2 for "?page=3"
 */
export function pageIndexOf(ctx: QueryContext): number {
  return (queryParam(ctx, "page", PageParamSchema, { max: MAX_PAGE }) ?? 1) - 1;
}

/** The search term of the address (`q`), "" when there is none. */
export function searchTermOf(ctx: QueryContext): string {
  return queryParam(ctx, "q", SearchTermSchema, { max: SEARCH_MAX_LENGTH }) ?? "";
}

/** The page asked for must exist, except page 1 of an empty list. */
export function assertPageExists(page: EventPage, pageNumber: number): void {
  if (pageNumber > 0 && pageNumber * PER_PAGE >= page.total) throw httpError(404, "There is no such page.");
}
