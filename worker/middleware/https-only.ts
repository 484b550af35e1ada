import type { MiddlewareHandler } from "hono";
import { isLocalDevelopmentHost } from "../../app/domain/sign-in-state";

/**
 * Plain http is for local development only (localhost, *.localhost, 127.0.0.0/8, [::1]): any other
 * host is moved to https before anything runs, so HSTS (security-headers.ts) takes hold from the
 * first answer. GET and HEAD move with 301 (cacheable, what search engines follow); any other
 * method with 308, which keeps the method and body instead of turning a form post into a GET.
 * The target is this request's own host and path: nothing from the query can choose the origin.
 */
export const httpsOnly: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (url.protocol !== "http:" || isLocalDevelopmentHost(url.hostname)) return next();
  url.protocol = "https:";
  url.port = "";
  const method = c.req.method;
  return new Response(null, {
    status: method === "GET" || method === "HEAD" ? 301 : 308,
    headers: { location: url.toString(), "cache-control": "public, max-age=3600" },
  });
};
