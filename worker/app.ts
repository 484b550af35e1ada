import { Hono, type Context } from "hono";
import { trustedClientAddress } from "../app/domain/client-address";
import { isTimeZone } from "../app/domain/date-filter";
import { isSecureTransport } from "../app/domain/sign-in-state";
import { readPreferences } from "../app/lib/preferences.server";
import type { StorefrontContext } from "../app/lib/storefront-context";
import { createBff } from "./bff";
import { API_BASE, cookieSecrets, type AppEnv } from "./env";
import { d1Sessions } from "./middleware/d1-sessions";
import { errorHandler } from "./middleware/error-handler";
import { servePage } from "./middleware/page-cache";
import { httpsOnly } from "./middleware/https-only";
import { pageHeaders } from "./middleware/page-headers";
import { requestId } from "./middleware/request-id";
import { sameOrigin } from "./middleware/same-origin";
import { securityHeaders } from "./middleware/security-headers";
import { guestSignOut, session } from "./middleware/session";
import { store, storeId } from "./middleware/store";
import { trailingSlash } from "./middleware/trailing-slash";
import { createSiteFiles } from "./routes/site-files";
import { createSitemapRoutes } from "./routes/sitemap";
import { createStorefrontServices } from "./services/storefront-services";

/** Renders a Remix document or data response with the storefront context. */
export type RemixHandler = (request: Request, context: { storefront: StorefrontContext }) => Promise<Response>;

/** Remix's data-request parameter from before single fetch. */
const LEGACY_DATA_PARAM = "_data";

/** What the middlewares resolved (c.var), with the rest of the request, as Remix's `context.storefront`. */
async function storefrontContext(c: Context<AppEnv>): Promise<StorefrontContext> {
  const cf = (c.req.raw as Request & { cf?: IncomingRequestCfProperties }).cf;
  const secrets = cookieSecrets(c.env);
  const url = new URL(c.req.url);
  const v = c.var;
  return {
    requestId: v.requestId,
    log: v.log,
    now: Date.now(),
    brand: v.brand,
    link: v.link,
    origin: v.origin,
    nonce: v.nonce,
    store: v.store,
    locale: v.locale,
    supportedLanguages: v.supportedLanguages,
    address: v.address,
    // The fan's day for 'today', 'this weekend', 'this month': Cloudflare's zone for the IP, else the store's.
    timeZone: isTimeZone(cf?.timezone) ? cf.timezone : v.store.timeZone,
    ipCountry: typeof cf?.country === "string" && /^[A-Z]{2}$/.test(cf.country) ? cf.country : null,
    preferences: await readPreferences(c.req.header("cookie") ?? null, secrets, Date.now()),
    cookieSecrets: secrets,
    session: v.session,
    sessionUnreadable: v.sessionUnreadable,
    secureTransport: isSecureTransport(url),
    clientIp: trustedClientAddress(url.hostname, c.req.header("cf-connecting-ip")),
    services: createStorefrontServices(c.env, v.store, v.log, { catalog: v.catalogDb, account: v.accountDb }, { guest: v.session === null && !v.sessionUnreadable }),
    outcome: { degraded: false },
  };
}

/** The request Remix sees: the host this worker serves, and no pre-single-fetch data parameter. */
function remixRequest(raw: Request): Request {
  const url = new URL(raw.url);
  let request = raw;
  // Remix compares Origin with Host for document actions; the Host a test harness or proxy hop
  // sends may differ from the address the worker serves, which the Origin check (sameOrigin) used.
  if (request.headers.get("host") !== url.host && !request.headers.has("x-forwarded-host")) {
    const headers = new Headers(request.headers);
    headers.set("host", url.host);
    request = new Request(request, { headers });
  }
  // Remix still answers its pre-single-fetch data protocol (`?_data=<route id>`): an empty 200 or
  // a bare 204 redirect, with a warning and a stack in the log. This app speaks single fetch
  // (`.data`) only, so such an address is the page it names.
  if (url.searchParams.has(LEGACY_DATA_PARAM)) {
    const page = new URL(request.url);
    page.searchParams.delete(LEGACY_DATA_PARAM);
    request = new Request(page, request);
  }
  return request;
}

/**
 * The worker: every request gets its id and logger, the security headers, the CSRF check and its
 * store; `/bfx-content/api` goes to the BFF; every other path is a page: trailing slash, store
 * configuration and address, session (with the guest sign-out of spec §2.2), the page's headers,
 * then Remix. Each middleware (worker/middleware/) sets what it resolved on `c.var`.
 */
export function createApp(remix: RemixHandler): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // sameOrigin (CSRF) refuses a cross-site state-changing request before anything else runs.
  // Plain http only on local development hosts: anything else moves to https first (httpsOnly).
  app.use("*", requestId, securityHeaders, httpsOnly, sameOrigin, storeId, d1Sessions);
  app.route(API_BASE, createBff());
  app.route("/", createSiteFiles());
  app.route("/", createSitemapRoutes());
  app.use("*", trailingSlash, store, session, guestSignOut, pageHeaders);
  app.all("*", async (c) => servePage(c, await storefrontContext(c), (storefront, request) => remix(remixRequest(request), { storefront })));
  app.onError(errorHandler);
  return app;
}
