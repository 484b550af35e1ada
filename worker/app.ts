import { Hono } from "hono";
import { parseAddress } from "../app/domain/address";
import { resolveLocale, storeLanguages } from "../app/domain/locale-resolution";
import { resolveStoreId } from "../app/domain/store-resolution";
import { isStoreId, type StoreId } from "../app/domain/stores";
import type { StorefrontContext } from "../app/lib/storefront-context";
import { ApiError, errorEnvelope } from "./api-error";
import { createBff } from "./bff";
import { isTimeZone } from "../app/domain/date-filter";
import { readPreferences } from "../app/lib/preferences.server";
import { checkGuestPage } from "../app/domain/account-paths";
import { isSecureTransport } from "../app/domain/sign-in-state";
import { readSessionCookie, signOutSetCookies } from "../app/lib/session-cookies.server";
import { createAccountServices, readSession, SESSION_READ_TIMEOUT_MS } from "./services/accounts";
import { withTimeout } from "./services/timeout";
import { formatLink } from "../app/lib/format-link";
import type { SessionInfo } from "../app/lib/session";
import { assertBindings, cookieSecrets, MissingBindingError, type AppEnv } from "./env";
import { requestId } from "./middleware/request-id";
import { sameOrigin } from "./middleware/same-origin";
import { API_CSP, applySecurityHeaders, contentSecurityPolicy, createNonce } from "./middleware/security-headers";
import { createLogger, type Logger } from "../app/lib/log";
import { createStorefrontServices } from "./services/storefront-services";
import { cachedHostMap, cachedStoreConfig, DEFAULT_HOST_MAP } from "./services/store-config";

export const API_BASE = "/bfx-content/api";

/** Remix's data-request parameter from before single fetch. */
const LEGACY_DATA_PARAM = "_data";

/** Renders a Remix document or data response with the storefront context. */
export type RemixHandler = (request: Request, context: { storefront: StorefrontContext }) => Promise<Response>;

/**
 * The address a request is about: a single-fetch data request (`/x/y.data`,
 * `/_root.data`) stands for the page at `/x/y/` or `/`.
 */
export function documentUrl(url: URL): URL {
  if (!url.pathname.endsWith(".data")) return url;
  const u = new URL(url);
  u.pathname = u.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  u.searchParams.delete("_routes");
  return u;
}

/** Page paths get a trailing slash (spec §2.1); files, data and Remix internals do not. */
function trailingSlashRedirect(url: URL): string | null {
  const path = url.pathname;
  if (path.endsWith("/") || path.startsWith(`${API_BASE}/`) || path.startsWith("/__")) return null;
  const last = path.slice(path.lastIndexOf("/") + 1);
  if (last.includes(".")) return null;
  // Relative to this origin only: the path is rebuilt, never taken as a host.
  return `/${path.replace(/^\/+/, "")}/${url.search}`;
}

/**
 * The request's session, or signed out when D1 cannot say (an error, or no answer within
 * SESSION_READ_TIMEOUT_MS): a session store outage must not fail public pages. The cookies are
 * left as they are (logged, not cleared), so the next request finds the fan signed in again.
 */
async function readSessionOrSignedOut(
  db: D1Database,
  id: string | null,
  log: Logger,
): Promise<{ session: SessionInfo | null; unreadable: boolean }> {
  try {
    return { session: await withTimeout(readSession(db, id, Date.now()), SESSION_READ_TIMEOUT_MS, "session read"), unreadable: false };
  } catch (err) {
    log("error", "session.read_failed", { message: err instanceof Error ? err.message : String(err), treatedAs: "signed out" });
    return { session: null, unreadable: true };
  }
}

function defaultStoreId(value: string | undefined): StoreId {
  const n = Number(value ?? "1");
  return isStoreId(n) ? n : 1;
}

export function createApp(remix: RemixHandler): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use("*", requestId);

  // Every answer leaves with the security headers; HTML gets its own nonce CSP in entry.server.
  app.use("*", async (c, next) => {
    await next();
    applySecurityHeaders(c.res.headers, API_CSP);
  });

  // CSRF: a state-changing request from another site is refused before anything runs.
  app.use("*", sameOrigin);

  app.use("*", async (c, next) => {
    assertBindings(c.env);
    const hostMap = await cachedHostMap(c.env.STORE_CONFIG, c.env.STORE_CONFIG_CACHE_SECONDS);
    c.set(
      "storeId",
      resolveStoreId(new URL(c.req.url).host, {
        hostMap,
        defaultHostMap: DEFAULT_HOST_MAP,
        defaultStoreId: defaultStoreId(c.env.DEFAULT_STORE_ID),
      }),
    );
    await next();
  });

  app.route(API_BASE, createBff());

  app.all("*", async (c) => {
    const url = new URL(c.req.url);
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") {
      const target = trailingSlashRedirect(url);
      if (target) return c.redirect(target, 301);
    }
    const storeId = c.get("storeId");
    const store = await cachedStoreConfig(c.env.STORE_CONFIG, storeId, c.env.STORE_CONFIG_CACHE_SECONDS);
    const supportedLanguages = storeLanguages(store);
    const address = parseAddress(documentUrl(url), { supportedLanguages });
    const cf = (c.req.raw as Request & { cf?: IncomingRequestCfProperties }).cf;
    const secrets = cookieSecrets(c.env);
    const log = createLogger(c.get("requestId"));
    const secureTransport = isSecureTransport(url);
    const cookieHeader = c.req.header("cookie") ?? null;
    const read = await readSessionOrSignedOut(c.env.DB, readSessionCookie(cookieHeader, secureTransport), log);
    // The signed-in area shows nothing but the fan's own rows: with the session unknown it would
    // send a signed-in fan to sign in, so it says "try again" instead: its route answers a 503
    // page in the page's language (sessionUnreadable, app/routes/account-pages.server.ts), with
    // the HTML security headers and Retry-After added below. Public pages go on signed out.
    let session = read.session;
    // Spec §2.2: a guest session (order lookup) lives on guest pages only; elsewhere it is signed out.
    let guestSignedOut = false;
    if (session?.loginType === "guest" && (method === "GET" || method === "HEAD") && !checkGuestPage(address.pathname).guestPage) {
      // Ending it server-side may fail with D1; the cookies go all the same, and it expires.
      await createAccountServices(c.env.DB)
        .endSession(session.id)
        .catch((err: unknown) => log("error", "session.end_failed", { message: err instanceof Error ? err.message : String(err) }));
      log("info", "session.guest_signed_out", { reason: "not a guest page", path: address.pathname });
      session = null;
      guestSignedOut = true;
    }
    const locale = resolveLocale(address.language, store);
    const linkOptions = { currentLocale: locale, defaultLocale: store.defaultLocale, supportedLanguages };
    const storefront: StorefrontContext = {
      requestId: c.get("requestId"),
      log,
      now: Date.now(),
      brand: store.featureFlags["common.useAltBrand"] ? store.altBrandName : store.brandName,
      link: (path) => formatLink(path, linkOptions),
      nonce: createNonce(),
      store,
      locale,
      supportedLanguages,
      address,
      // The fan's day for 'today', 'this weekend', 'this month': Cloudflare's zone for the IP, else the store's.
      timeZone: isTimeZone(cf?.timezone) ? cf.timezone : store.timeZone,
      ipCountry: typeof cf?.country === "string" && /^[A-Z]{2}$/.test(cf.country) ? cf.country : null,
      preferences: await readPreferences(cookieHeader, secrets, Date.now()),
      cookieSecrets: secrets,
      session,
      sessionUnreadable: read.unreadable,
      secureTransport,
      clientIp: c.req.header("cf-connecting-ip") ?? null,
      services: createStorefrontServices(c.env, store, log),
    };
    // Remix compares Origin with Host for document actions; the Host a test harness or proxy hop
    // sends may differ from the address the worker serves, which the Origin check above used.
    let request = c.req.raw;
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
    const response = await remix(request, { storefront });
    if (guestSignedOut) for (const line of signOutSetCookies(secureTransport)) response.headers.append("set-cookie", line);
    // Pages depend on the visitor's cookies (session, CSRF token, filters, currency): never in a
    // shared cache; with a session, not stored at all.
    if (session) response.headers.set("cache-control", "private, no-store");
    else if (!response.headers.has("cache-control")) response.headers.set("cache-control", "private, no-cache");
    const type = response.headers.get("content-type") ?? "";
    if (type.startsWith("text/html")) {
      applySecurityHeaders(response.headers, contentSecurityPolicy(storefront.nonce));
    }
    // A page whose catalog is down (services/storefront-services.ts): when to try again.
    if (response.status === 503 && !response.headers.has("retry-after")) {
      response.headers.set("retry-after", String(RETRY_AFTER_SECONDS));
    }
    return response;
  });

  /** Seconds a client waits before asking again after a 503 (the suggest and locations TTLs are minutes). */
  const RETRY_AFTER_SECONDS = 30;
  app.onError((err, c) => {
    const id = c.get("requestId") ?? crypto.randomUUID();
    const isApi = new URL(c.req.url).pathname.startsWith(`${API_BASE}/`) || new URL(c.req.url).pathname === API_BASE;
    if (err instanceof MissingBindingError) {
      console.error(err.message);
      return isApi
        ? c.json(errorEnvelope("UNAVAILABLE", "The storefront is not configured on this host.", id), 503)
        : c.text("The storefront is not configured on this host.", 503);
    }
    if (err instanceof ApiError) {
      // An outage behind the BFF is not the caller's fault: 503, and when to try again.
      if (err.status === 503) c.header("retry-after", String(RETRY_AFTER_SECONDS));
      return c.json(errorEnvelope(err.code, err.message, id), err.status);
    }
    console.error(`[${id}] unhandled: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return isApi
      ? c.json(errorEnvelope("UNAVAILABLE", "The service could not answer; please try again.", id), 503)
      : c.text("Something went wrong on our side; please try again.", 503);
  });

  return app;
}
