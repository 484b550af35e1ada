import { validator } from "hono/validator";
import type { z } from "zod";
import { ApiError } from "../api-error";

/** The first problem, naming the parameter: "rows: must be at least 1". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid request";
  const where = issue.path.length > 0 ? issue.path.join(".") : "request";
  return `${where}: ${issue.message}`;
}

/** Validates the query string with a zod schema; a bad parameter is a 400 naming it. */
export function validQuery<S extends z.ZodType>(schema: S) {
  return validator("query", (value) => {
    // Repeated parameters: the spec's calls take single values; the first wins.
    const flat = Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
    );
    const parsed = schema.safeParse(flat);
    if (!parsed.success) throw new ApiError("BAD_REQUEST", describeIssue(parsed.error));
    return parsed.data as z.infer<S>;
  });
}
