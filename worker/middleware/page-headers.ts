import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { applySecurityHeaders, contentSecurityPolicy, createNonce } from "./security-headers";

/** Seconds a client waits before asking again after a 503 (the suggest and locations TTLs are minutes). */
export const RETRY_AFTER_SECONDS = 30;

/**
 * Pages: sets `c.var.nonce` (this response's CSP nonce, which entry.server puts on every script),
 * then gives the page's answer its headers: cache-control, the HTML CSP with that nonce, and
 * Retry-After on a 503. An answer of onError (c.error) goes out as it is.
 */
export const pageHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = createNonce();
  c.set("nonce", nonce);
  await next();
  if (c.error) return;
  const headers = c.res.headers;
  // Pages depend on the visitor's cookies (session, CSRF token, filters, currency): never in a
  // shared cache; with a session, not stored at all.
  if (c.var.session) headers.set("cache-control", "private, no-store");
  else if (!headers.has("cache-control")) headers.set("cache-control", "private, no-cache");
  if ((headers.get("content-type") ?? "").startsWith("text/html")) applySecurityHeaders(headers, contentSecurityPolicy(nonce));
  // A single-fetch data answer is the page's data, never a page of its own in a search index.
  if (new URL(c.req.url).pathname.endsWith(".data")) headers.set("x-robots-tag", "noindex");
  // A page whose catalog is down (services/storefront-services.ts), or the signed-in area with the
  // session unreadable: when to try again.
  if (c.res.status === 503 && !headers.has("retry-after")) headers.set("retry-after", String(RETRY_AFTER_SECONDS));
});
