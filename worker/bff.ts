import { Hono } from "hono";
import { ApiError } from "./api-error";
import type { AppEnv } from "./env";
import { content } from "./routes/content";
import { currency } from "./routes/currency";
import { health } from "./routes/health";
import { iam } from "./routes/iam";
import { locations } from "./routes/locations";
import { suggestRoute } from "./routes/suggest";

/** The backend-for-frontend mounted at /bfx-content/api (spec §7). */
export function createBff(): Hono<AppEnv> {
  const bff = new Hono<AppEnv>();
  bff.route("/health", health);
  bff.route("/cms/content-content/homepage", content);
  bff.route("/search/locations/v3", locations);
  bff.route("/search/suggest/v3", suggestRoute);
  bff.route("/currency/v1", currency);
  bff.route("/iam", iam);
  // A mounted app's notFound() is not used by the parent: close the prefix here,
  // or unknown API paths fall through to Remix's HTML 404.
  bff.all("*", (c) => {
    throw new ApiError("NOT_FOUND", `No API at ${new URL(c.req.url).pathname}`);
  });
  return bff;
}
