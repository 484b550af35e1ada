import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/** Headers every response carries (pages, API answers, errors). */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "geolocation=(self), camera=(), microphone=(), payment=()",
  "cross-origin-opener-policy": "same-origin",
};

/** CSP for HTML: scripts only with this response's nonce; nothing framed, no plugins. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** CSP for JSON and other non-HTML answers: nothing may run. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export function applySecurityHeaders(headers: Headers, csp: string): void {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (!headers.has("content-security-policy")) headers.set("content-security-policy", csp);
}

/** Every answer leaves with the security headers; HTML has its own nonce CSP already (page-headers.ts). */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  applySecurityHeaders(c.res.headers, API_CSP);
});

/** 128 random bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}
