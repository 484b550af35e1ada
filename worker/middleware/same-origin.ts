import { createMiddleware } from "hono/factory";
import { ApiError } from "../api-error";
import type { AppEnv } from "../env";
import { CSP_REPORT_PATH } from "./security-headers";

/**
 * The one path the check skips: browsers post CSP violation reports without cookies or tokens,
 * from whatever context the violation happened in, and the endpoint changes nothing but the log
 * (worker/routes/csp-report.ts, docs/decisions/023).
 */
const CSRF_EXEMPT_PATHS: ReadonlySet<string> = new Set([CSP_REPORT_PATH]);

/** Methods that change nothing: no cross-site check. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether Remix runs a request as an action, and so checks its Origin against the host: every
 * method but GET on a single-fetch address (`/x/y.data`, HEAD and OPTIONS included), every
 * unsafe method on a page.
 */
function isActionLike(method: string, url: string): boolean {
  const m = method.toUpperCase();
  if (!SAFE_METHODS.has(m)) return true;
  return m !== "GET" && new URL(url).pathname.endsWith(".data");
}

/**
 * Whether a state-changing request came from a page of this site (CSRF defence, OWASP "verify
 * origin with standard headers"): browsers send `Origin` on every POST, and `Sec-Fetch-Site`
 * where they support it. A request naming another origin, or that the browser marks
 * cross-site, is refused; a request with neither header did not come from a browser page, so a
 * visitor's cookies cannot have been borrowed for it. Pairs with SameSite=Lax cookies.
 *
 * The worker is the edge: an `X-Forwarded-Host` that does not name the request's own host came
 * from the client, and is refused too (Remix compares Origin with its first value, or with Host
 * when that is empty, and fails the request on a mismatch).
 * @example isSameOriginRequest("POST", "https://www.example/preferences/", { origin: "https://evil.example" }) // false
 */
export function isSameOriginRequest(
  method: string,
  url: string,
  headers: { origin?: string | null; secFetchSite?: string | null; forwardedHost?: string | null },
): boolean {
  if (!isActionLike(method, url)) return true;
  const site = headers.secFetchSite?.toLowerCase();
  if (site === "cross-site" || site === "same-site") return false;
  // Its first value is the one Remix reads.
  const forwarded = headers.forwardedHost;
  if (typeof forwarded === "string" && forwarded.split(",")[0]!.trim().toLowerCase() !== new URL(url).host) return false;
  const origin = headers.origin;
  if (origin === undefined || origin === null) return true;
  // "null" (sandboxed frames, some redirects) is not this site either.
  return origin === new URL(url).origin;
}

/**
 * Refuses cross-site state-changing requests with 403 before any handler runs: the refusal is an
 * ApiError, which the app's onError (error-handler.ts) answers in JSON on the BFF, in text on a page.
 */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (CSRF_EXEMPT_PATHS.has(c.req.path)) return next();
  const ok = isSameOriginRequest(c.req.method, c.req.url, {
    origin: c.req.header("origin") ?? null,
    secFetchSite: c.req.header("sec-fetch-site") ?? null,
    forwardedHost: c.req.header("x-forwarded-host") ?? null,
  });
  if (!ok) throw new ApiError("FORBIDDEN", "This request must come from a page of this site.");
  await next();
});
