import type { ErrorHandler } from "hono";
import { createLogger } from "../../app/lib/log";
import { ApiError, errorEnvelope } from "../api-error";
import { API_BASE, MissingBindingError, type AppEnv } from "../env";
import { RETRY_AFTER_SECONDS } from "./page-headers";

/**
 * The app's one onError: an ApiError is the BFF's envelope `{ error: { code, message, requestId } }`
 * (or, for a page, its message as text: sameOrigin's refusal of a cross-site form post); anything
 * else is a 503 that names no internals, logged with its stack.
 */
export const errorHandler: ErrorHandler<AppEnv> = (err, c) => {
  const id = c.get("requestId") ?? crypto.randomUUID();
  const log = c.get("log") ?? createLogger(id);
  if (err instanceof ApiError) {
    // The path as the router decodes it: `/bfx-content/%61pi/...` is routed to the BFF, so it answers JSON.
    if (!c.req.path.startsWith(API_BASE)) return c.text(err.message, err.status);
    // An outage behind the BFF is not the caller's fault: 503, and when to try again.
    if (err.status === 503) c.header("retry-after", String(RETRY_AFTER_SECONDS));
    return c.json(errorEnvelope(err.code, err.message, id), err.status);
  }
  const path = new URL(c.req.url).pathname;
  const isApi = path.startsWith(`${API_BASE}/`) || path === API_BASE;
  if (err instanceof MissingBindingError) {
    log("error", "bindings.missing", { missing: err.missing, message: err.message });
    return isApi
      ? c.json(errorEnvelope("UNAVAILABLE", "The storefront is not configured on this host.", id), 503)
      : c.text("The storefront is not configured on this host.", 503);
  }
  log("error", "unhandled", err instanceof Error ? { message: err.message, stack: err.stack } : { message: String(err) });
  return isApi
    ? c.json(errorEnvelope("UNAVAILABLE", "The service could not answer; please try again.", id), 503)
    : c.text("Something went wrong on our side; please try again.", 503);
};
