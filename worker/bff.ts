import { Hono } from "hono";
import { ApiError } from "./api-error";
import type { AppEnv } from "./env";
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
  // A mounted app's notFound() is not used by the parent: close the prefix here,
  // or unknown API paths fall through to Remix's HTML 404. (Not chained: no client calls it.)
  bff.all("*", (c) => {
    throw new ApiError("NOT_FOUND", `No API at ${new URL(c.req.url).pathname}`);
  });
  return bff;
}

/** The BFF's routes as a type: what app/lib/bff-client.ts's `hc<AppType>` checks calls against. */
export type AppType = ReturnType<typeof createBff>;
