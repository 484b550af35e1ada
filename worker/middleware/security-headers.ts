import { createMiddleware } from "hono/factory";
import { API_BASE, type AppEnv } from "../env";

/** Headers every response carries (pages, API answers, errors). */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "geolocation=(self), camera=(), microphone=(), payment=()",
  "cross-origin-opener-policy": "same-origin",
  // No other site may embed our answers (scripts, JSON, images) in its pages: same-origin only.
  "cross-origin-resource-policy": "same-origin",
};

/** Where browsers send CSP violation reports: the BFF's report endpoint (worker/routes/csp-report.ts). */
export const CSP_REPORT_PATH = `${API_BASE}/csp-report`;
/** The Reporting API's name for that endpoint (Reporting-Endpoints header, CSP report-to). */
export const CSP_REPORT_GROUP = "csp-endpoint";

/**
 * CSP for HTML: scripts and style elements only with this response's nonce, style attributes not
 * at all (no 'unsafe-inline': components set per-element values through nonce'd style elements,
 * app/components/ui/scoped-style.tsx); nothing framed, no plugins; violations reported to the BFF
 * (report-uri for browsers without the Reporting API). Why: docs/decisions/023.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join("; ");
}

/** CSP for JSON and other non-HTML answers: nothing may run. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export function applySecurityHeaders(headers: Headers, csp: string): void {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (!headers.has("content-security-policy")) headers.set("content-security-policy", csp);
  // The report-to group the policy names, for browsers with the Reporting API.
  if (headers.get("content-security-policy")!.includes(`report-to ${CSP_REPORT_GROUP}`)) {
    headers.set("reporting-endpoints", `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  }
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
