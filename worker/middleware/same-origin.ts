import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/** Methods that change nothing: no cross-site check. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a state-changing request came from a page of this site (CSRF defence, OWASP "verify
 * origin with standard headers"): browsers send `Origin` on every POST, and `Sec-Fetch-Site`
 * where they support it. A request naming another origin, or that the browser marks
 * cross-site, is refused; a request with neither header did not come from a browser page, so a
 * visitor's cookies cannot have been borrowed for it. Pairs with SameSite=Lax cookies.
 * @example isSameOriginRequest("POST", "https://www.example/preferences/", { origin: "https://evil.example" }) // false
 */
export function isSameOriginRequest(method: string, url: string, headers: { origin?: string | null; secFetchSite?: string | null }): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const site = headers.secFetchSite?.toLowerCase();
  if (site === "cross-site" || site === "same-site") return false;
  const origin = headers.origin;
  if (origin === undefined || origin === null) return true;
  // "null" (sandboxed frames, some redirects) is not this site either.
  return origin === new URL(url).origin;
}

/** Refuses cross-site state-changing requests with 403 before any handler runs. */
export const sameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const ok = isSameOriginRequest(c.req.method, c.req.url, {
    origin: c.req.header("origin") ?? null,
    secFetchSite: c.req.header("sec-fetch-site") ?? null,
  });
  if (ok) return next();
  const isApi = new URL(c.req.url).pathname.startsWith("/bfx-content/api");
  const message = "This request must come from a page of this site.";
  return isApi
    ? c.json({ error: { code: "FORBIDDEN", message, requestId: c.get("requestId") } }, 403)
    : c.text(message, 403);
};
