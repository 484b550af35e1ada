import type { Env, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { ApiError } from "../api-error";

/** The first problem, naming the parameter: "rows: must be at least 1". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid request";
  const where = issue.path.length > 0 ? issue.path.join(".") : "request";
  return `${where}: ${issue.message}`;
}

/**
 * What a route validated with `validQuery(schema)` takes and hands on: the schema's input is the
 * query a caller sends (so Hono's typed client, app/lib/bff-client.ts, checks the parameters it
 * sends against the schema), the parsed output is `c.req.valid("query")`.
 */
type ValidatedQuery<S extends z.ZodType<object>> = { in: { query: z.input<S> }; out: { query: z.output<S> } };

/**
 * Validates the query string with a zod schema; a bad parameter is a 400 naming it.
 * Written out rather than through hono/validator, whose types derive a query's input from the
 * parsed output (a parsed `point` would become the client's parameter type).
 */
export function validQuery<S extends z.ZodType<object>>(schema: S): MiddlewareHandler<Env, string, ValidatedQuery<S>> {
  return async (c, next) => {
    // Repeated parameters: the spec's calls take single values; the first wins.
    const flat = Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k, v[0]]));
    const parsed = schema.safeParse(flat);
    if (!parsed.success) throw new ApiError("BAD_REQUEST", describeIssue(parsed.error));
    c.req.addValidatedData("query", parsed.data);
    await next();
  };
}
