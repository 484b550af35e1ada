// Server only: the answers a loader or action throws for the caller's mistakes, and the query
// parameter reader whose failures are such answers. One module, so every page refuses alike.
import type { z } from "zod";
import type { PageLabels } from "../components/pages/listing-labels";
import { fillPlaceholders } from "../components/ui/ui-labels";
import { numberFormat } from "../domain/intl-formats";
import type { StorefrontContext } from "./storefront-context";

/** A 400, 404 or 413 answer with a message safe to show (never an internal one). */
export function httpError(status: 400 | 404 | 413, message: string): Response {
  return new Response(message, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
}

/** The parameters a page refuses with words of their own: the listing words' `badRequest.*` keys. */
export type RefusedParam = keyof PageLabels["badRequest"];

/** What a refusal needs of the request: its address, its words and its logger. */
type RefusalContext = Pick<StorefrontContext, "address" | "log" | "locale"> & { readonly words: { readonly listing: Pick<PageLabels, "badRequest"> } };

/**
 * A 400 that tells the fan, in the page's language, what `param` must be (`values` fill the text's
 * placeholders, e.g. `{ max: 1000 }`). The rule that broke, in English, goes to the log: it is the
 * developer's detail, not the fan's.
 * @example throw badRequest(ctx, "page", { max: 1000 }, "page must be given once")
 */
export function badRequest(ctx: RefusalContext, param: RefusedParam, values: Record<string, string | number> = {}, detail?: string): Response {
  ctx.log("info", "request.refused", { param, ...(detail ? { detail } : {}) });
  // Numbers as the page's language writes them (1.000 in German).
  const said = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === "number" ? numberFormat(ctx.locale).format(value) : value]));
  return httpError(400, fillPlaceholders(ctx.words.listing.badRequest[param], said));
}

/**
 * Parses one query parameter (every value it is given) with its schema; a failure is a 400 saying
 * what the parameter must be, in the page's language (`values` fill its placeholders).
 * @example queryParam(ctx, "page", PageParamSchema, { max: 1000 }) // 2 for "?page=2"
 */
export function queryParam<S extends z.ZodType<unknown, string[]>>(
  ctx: RefusalContext,
  name: RefusedParam,
  schema: S,
  values: Record<string, string | number> = {},
): z.output<S> {
  const result = schema.safeParse(new URLSearchParams(ctx.address.search).getAll(name));
  if (!result.success) throw badRequest(ctx, name, values, result.error.issues[0]?.message);
  return result.data;
}

/** A `:lang` segment before a page's path must be one of the store's languages: else 404. */
export function assertLanguage(ctx: Pick<StorefrontContext, "supportedLanguages">, lang: string | undefined): void {
  if (lang !== undefined && !ctx.supportedLanguages.includes(lang.toLowerCase())) throw httpError(404, "Not found");
}
