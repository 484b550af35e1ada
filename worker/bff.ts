import { Hono } from "hono";
import { ApiError } from "./api-error";
import type { AppEnv } from "./env";
import { health } from "./routes/health";

/** The backend-for-frontend mounted at /bfx-content/api (spec §7). */
export function createBff(): Hono<AppEnv> {
  const bff = new Hono<AppEnv>();
  bff.route("/health", health);
  // A mounted app's notFound() is not used by the parent: close the prefix here,
  // or unknown API paths fall through to Remix's HTML 404.
  bff.all("*", (c) => {
    throw new ApiError("NOT_FOUND", `No API at ${new URL(c.req.url).pathname}`);
  });
  return bff;
}
