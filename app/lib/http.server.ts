// Server only: the answers a loader or action throws for the caller's mistakes, and the query
// parameter reader whose failures are such answers. One module, so every page refuses alike.
import type { z } from "zod";
import type { StorefrontContext } from "./storefront-context";

/** A 400, 404 or 413 answer with a message safe to show (never an internal one). */
export function httpError(status: 400 | 404 | 413, message: string): Response {
  return new Response(message, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
}

/**
 * Parses one query parameter (every value it is given) with its schema; a failure is a 400 naming the rule.
 * @example queryParam("?page=2", "page", PageParamSchema) // 2
 */
export function queryParam<S extends z.ZodType<unknown, string[]>>(search: string, name: string, schema: S): z.output<S> {
  const result = schema.safeParse(new URLSearchParams(search).getAll(name));
  if (!result.success) throw httpError(400, result.error.issues[0]?.message ?? `${name} is not valid`);
  return result.data;
}

/** A `:lang` segment before a page's path must be one of the store's languages: else 404. */
export function assertLanguage(ctx: Pick<StorefrontContext, "supportedLanguages">, lang: string | undefined): void {
  if (lang !== undefined && !ctx.supportedLanguages.includes(lang.toLowerCase())) throw httpError(404, "Not found");
}
