import { Hono } from "hono";
import { METHOD_NAME_ALL } from "hono/router";
import { ApiError } from "./api-error";
import { API_BASE, type AppEnv } from "./env";
import { content } from "./routes/content";
import { cspReport } from "./routes/csp-report";
import { currency } from "./routes/currency";
import { health } from "./routes/health";
import { iam } from "./routes/iam";
import { locations } from "./routes/locations";
import { suggestRoute } from "./routes/suggest";

/** The backend-for-frontend mounted at /bfx-content/api (spec §7). */
export function createBff() {
  // Chained, so the app's type carries every route for Hono's typed client (AppType below).
  const bff = new Hono<AppEnv>()
    .route("/health", health)
    .route("/cms/content-content/homepage", content)
    .route("/search/locations/v3", locations)
    .route("/search/suggest/v3", suggestRoute)
    .route("/currency/v1", currency)
    .route("/iam", iam)
    .route("/csp-report", cspReport);
  const routes = bff.routes.filter((r) => r.method !== METHOD_NAME_ALL).map((r) => ({ method: r.method, pattern: routePattern(r.path) }));
  // A mounted app's notFound() is not used by the parent: close the prefix here,
  // or unknown API paths fall through to Remix's HTML 404. (Not chained: no client calls it.)
  // A path the BFF answers with another method is 405 with Allow (RFC 9110 §15.5.6), not 404.
  bff.all("*", (c) => {
    const path = c.req.path.startsWith(API_BASE) ? c.req.path.slice(API_BASE.length) : "";
    const allowed = new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method));
    if (allowed.has("GET")) allowed.add("HEAD");
    if (allowed.size > 0) {
      const allow = [...allowed].sort().join(", ");
      c.header("allow", allow);
      throw new ApiError("METHOD_NOT_ALLOWED", `${c.req.method} is not allowed here; use ${allow}.`);
    }
    throw new ApiError("NOT_FOUND", `No API at ${new URL(c.req.url).pathname}`);
  });
  return bff;
}

/** A route path ("/site-nav/:file") as a whole-path pattern: a `:name` is one segment, `*` anything. */
function routePattern(path: string): RegExp {
  const source = path
    .split("/")
    .map((segment) => (segment === "*" ? ".*" : segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`);
}

/** The BFF's routes as a type: what app/lib/bff-client.ts's `hc<AppType>` checks calls against. */
export type AppType = ReturnType<typeof createBff>;
