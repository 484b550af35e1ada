// Fuzzing of every BFF endpoint and page route: "given random query strings, cookies
// (including a corrupt SH6_USER_PREF), headers and bodies, never answers 5xx and always answers the
// JSON envelope or a page". Two targets, 10,000 generated requests each, against the bundled worker
// on the demo catalog: (a) the BFF — worker/bff.ts and worker/routes/*.ts, unknown API paths and
// wrong methods; (b) the pages — every shape of app/domain/address.ts and route of remix.config.js,
// with language segments, SEO slugs, single-fetch `.data` addresses and the forms' POSTs.
//
// The requests come from tests/support/fuzz-requests.ts: the parameters each route reads (its zod
// schema or loader), mixed with random names, unicode, lone surrogates, huge values and repeats;
// corrupt and validly signed but wrong SH6_USER_PREF / selectedCurrencyCode cookies; the fixture
// sessions (so the signed-in pages and forms run) and garbage ones; hostile Origin, Accept-Language
// and Content-Type; form, JSON, multipart and broken bodies. They are sampled with a fixed seed
// (FUZZ_SEED overrides it to explore) and sent 24 at a time.
//
// The oracle, per answer: status < 500; an API answer is JSON, and the error envelope
// { error: { code, message, requestId } } when status ≥ 400; a page answer is an HTML document, a
// redirect to a path on this origin, or a 4xx; no body carries a stack trace; and the worker's log
// has no "unhandled" event (worker/middleware/error-handler.ts). A failure prints the exact request
// to replay.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  API_BASE,
  bffRequests,
  FUZZ_GUEST_ORDER,
  FUZZ_SESSIONS,
  materialize,
  pageRequests,
  usesFixtureSession,
  type ConcreteRequest,
  type KnownCatalog,
  type RequestRecipe,
} from "../support/fuzz-requests";
import { originOf, startWorker, TEST_COOKIE_SECRET, type WorkerHandle } from "../support/worker";
import { copyCatalogState } from "./catalog-setup";

/** A fixed seed: the same 20,000 requests every run unless FUZZ_SEED says otherwise. */
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 0x15_5e_09);
const CASES_PER_TARGET = 10_000;
/** Requests in flight per target: enough to keep its workerd busy, few enough not to queue for long. */
const CONCURRENCY = 24;
/** Failures printed in full (all are counted). */
const SHOWN_FAILURES = 8;
const TARGET_TIMEOUT_MS = 400_000;
/**
 * Sends after a reset connection. A worker that refuses a request before reading its body (the
 * CSRF check, a 405) makes workerd close the connection with the body unread; the reset can reach
 * the client before the answer does. Behind Cloudflare's edge no client sees that.
 */
const RESET_RETRIES = 2;

/** One target: its own worker (its own workerd, so that the two targets run side by side on two cores). */
interface Target {
  name: "bff" | "pages";
  worker: WorkerHandle;
  db: D1Database;
  /**
   * Whether a fixture session may have ended since it was last put back: set by any answer that
   * sets or clears a session cookie (sign-out, sign-in, the guest check), so that the sessions
   * are restored only then, not before every request naming one.
   */
  sessionsTouched: boolean;
}

const targets = {} as Record<Target["name"], Target>;
let known: KnownCatalog;

const FUZZ_USER_ID = 990_001;

/** The fixture fan, their order, and the guest order the lookup finds (ids far above the demo catalog's). */
async function insertFixtures(db: D1Database, eventId: number): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT OR REPLACE INTO users (id, email, email_norm, name, phone, password_hash, password_salt, password_iterations, contact_id, created_at)
         VALUES (?1, 'fuzz-fan@example.com', 'fuzz-fan@example.com', 'Fuzz Fan', '+15125550100', ?2, ?3, 1, 'fuzz-contact', 0)`,
      )
      // No password the generators know: a password change is refused, and cheaply (1 iteration).
      .bind(FUZZ_USER_ID, "0".repeat(64), "0".repeat(32)),
    db
      .prepare(
        `INSERT OR REPLACE INTO orders (id, order_number, user_id, email_norm, buyer_name, event_id, quantity, total, currency, status, created_at)
         VALUES (990001, ?1, NULL, ?2, 'Guest Fan', ?3, 2, 9950, 'USD', 'confirmed', 0),
                (990002, 'FUZZ-0002', ?4, 'fuzz-fan@example.com', 'Fuzz Fan', ?3, 1, 4200, 'EUR', 'delivered', 0)`,
      )
      .bind(FUZZ_GUEST_ORDER.number, FUZZ_GUEST_ORDER.email, eventId, FUZZ_USER_ID),
  ]);
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Buffer.from(digest).toString("hex");
}

/** Puts the two fixture sessions back, so that a request naming one meets it live. */
async function restoreSessions(db: D1Database): Promise<void> {
  const now = Date.now();
  const insert = `INSERT OR REPLACE INTO sessions (id_hash, user_id, guest_order_id, guest_email, guest_name, login_type, csrf_token, created_at, last_seen_at, expires_at)
                  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8, ?9)`;
  await db.batch([
    db.prepare(insert).bind(await sha256Hex(FUZZ_SESSIONS.password.id), FUZZ_USER_ID, null, null, null, "password", FUZZ_SESSIONS.password.csrf, now, now + 86_400_000),
    db.prepare(insert).bind(await sha256Hex(FUZZ_SESSIONS.guest.id), null, 990001, FUZZ_GUEST_ORDER.email, "Guest Fan", "guest", FUZZ_SESSIONS.guest.csrf, now, now + 86_400_000),
  ]);
}

/** Ids, addresses and names the demo catalog has, so that generated pages and searches find something. */
async function readKnownCatalog(db: D1Database): Promise<KnownCatalog> {
  const rows = async (sql: string) => (await db.prepare(sql).all<{ id: number; web_path: string | null; name: string }>()).results;
  const [events, performers, venues, groupings, categories, cities] = await Promise.all([
    rows(`SELECT id, web_path, name FROM events ORDER BY id LIMIT 6`),
    rows(`SELECT id, web_path, name FROM performers ORDER BY id LIMIT 6`),
    rows(`SELECT id, web_path, name FROM venues ORDER BY id LIMIT 4`),
    rows(`SELECT id, web_path, name FROM groupings ORDER BY id LIMIT 4`),
    rows(`SELECT id, web_path, name FROM categories ORDER BY id LIMIT 6`),
    rows(`SELECT DISTINCT e.geo_name_id AS id, NULL AS web_path, c.name FROM events e JOIN cities c ON c.geo_name_id = e.geo_name_id ORDER BY e.geo_name_id LIMIT 4`),
  ]);
  const all = [events, performers, venues, groupings, categories, cities];
  if (all.some((list) => list.length === 0)) throw new Error("the demo catalog is missing an entity kind");
  return {
    ids: {
      event: events.map((r) => r.id),
      performer: performers.map((r) => r.id),
      venue: venues.map((r) => r.id),
      grouping: groupings.map((r) => r.id),
      category: categories.map((r) => r.id),
      geography: cities.map((r) => r.id),
    },
    webPaths: all.flat().flatMap((r) => (r.web_path ? [r.web_path] : [])),
    names: [...performers, ...venues, ...cities].map((r) => r.name),
  };
}

async function startTarget(name: Target["name"]): Promise<Target> {
  const worker = await startWorker({
    d1Persist: copyCatalogState(`fuzz-routes-${name}`),
    // Rates from the bundled snapshot: no network; the rates origin's faults have their own tests.
    // The edge page cache on, as deployed: hostile requests go through its key and its copies.
    bindings: { STORE_CONFIG_CACHE_SECONDS: "10", RATES_ORIGIN_URL: "", PAGE_CACHE: "on" },
  });
  return { name, worker, db: await worker.db(), sessionsTouched: true };
}

beforeAll(async () => {
  const [bff, pages] = await Promise.all([startTarget("bff"), startTarget("pages")]);
  targets.bff = bff;
  targets.pages = pages;
  known = await readKnownCatalog(bff.db);
  for (const target of [bff, pages]) await insertFixtures(target.db, known.ids.event[0]!);
});

afterAll(async () => {
  await Promise.all(Object.values(targets).map((t) => t.worker.dispose()));
});

// ── The oracle ──────────────────────────────────────────────────────────────────────────────────

/** A V8 stack frame ("at fn (file.js:12:34)"), also inside JSON or a script ("\n    at …"). */
const STACK_FRAME = /(?:^|\n|\\n)\s*at (?:\S+ )?\(?[^\s()]*[A-Za-z/.][^\s()]*:\d+:\d+\)?/;
/** An error's dump: "TypeError: …" followed by a frame. */
const ERROR_DUMP = /\b[A-Z]?\w*Error: [^\n]*(?:\n|\\n)\s*at /;

function stackTraceIn(body: string): string | null {
  const frame = STACK_FRAME.exec(body) ?? ERROR_DUMP.exec(body);
  return frame ? `a stack trace in the body: ${JSON.stringify(frame[0].trim().slice(0, 120))}` : null;
}

/** Decodes a path as Hono does to route it (decodeURI, run by run when one run is malformed). */
function routingPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURI(run);
      } catch {
        return run;
      }
    });
  }
}

/** Whether the worker's router sends this path to the BFF. */
function isApiPath(pathname: string): boolean {
  const path = routingPath(pathname);
  return path === API_BASE || path.startsWith(`${API_BASE}/`);
}

/** A redirect target a browser would keep on this origin: a path, never `//host`, `/\host` or a scheme. */
function sameOriginProblem(target: string, origin: string): string | null {
  if (!target.startsWith("/")) return `redirect target ${JSON.stringify(target)} is not a path`;
  // Browsers drop tabs and newlines from URLs and read a backslash as a slash: `/\t/x` is `//x`.
  const asBrowser = target.replace(/[\t\n\r]/g, "").replace(/\\/g, "/");
  if (asBrowser.startsWith("//")) return `redirect target ${JSON.stringify(target)} is protocol-relative`;
  try {
    if (new URL(target, origin).origin !== origin) return `redirect target ${JSON.stringify(target)} leaves ${origin}`;
  } catch {
    return `redirect target ${JSON.stringify(target)} is not a URL`;
  }
  return null;
}

/** The target of a single-fetch redirect (turbo-stream: …"redirect","/path"…). */
function singleFetchRedirect(body: string): string | null {
  if (!body.includes("SingleFetchRedirect")) return null;
  const m = /"redirect",("(?:[^"\\]|\\.)*")/.exec(body);
  return m ? (JSON.parse(m[1]!) as string) : "(unreadable)";
}

function isEnvelope(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const error = (value as { error?: unknown }).error;
  if (typeof error !== "object" || error === null) return false;
  const { code, message, requestId } = error as Record<string, unknown>;
  return typeof code === "string" && typeof message === "string" && typeof requestId === "string";
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

interface Answer {
  status: number;
  type: string;
  /** Location, or Remix's X-Remix-Redirect for a data request's redirect. */
  location: string | null;
  body: string;
}

/** What is wrong with an answer, or null. */
function problemWith(request: ConcreteRequest, url: URL, answer: Answer): string | null {
  const { status, type, location, body } = answer;
  if (status >= 500) return `status ${status}`;
  const trace = stackTraceIn(body);
  if (trace) return trace;
  if (location !== null) {
    const wrong = sameOriginProblem(location, url.origin);
    if (wrong) return `Location: ${wrong}`;
  }
  const head = request.method === "HEAD";
  if (isApiPath(url.pathname)) {
    if (status >= 300 && status < 400) return location === null ? `API ${status} without Location` : null;
    if (!type.startsWith("application/json")) return `API answer is ${type || "untyped"}, not JSON`;
    if (head) return null;
    const json = parseJson(body);
    if (!json.ok) return "API answer is not valid JSON";
    if (status >= 400 && !isEnvelope(json.value)) return "API error is not the { error: { code, message, requestId } } envelope";
    return null;
  }
  if (status >= 300 && status < 400) return location === null ? `${status} without Location` : null;
  if (status >= 400) return null;
  const pathname = url.pathname;
  if (pathname.endsWith(".data")) {
    // Single fetch: turbo-stream data, a redirect inside it (checked like a Location), or a resource route's own answer.
    const target = singleFetchRedirect(body);
    if (target !== null) return sameOriginProblem(target, url.origin);
    return type.startsWith("text/x-script") || head ? null : `single-fetch answer is ${type || "untyped"}`;
  }
  // The files every store host serves beside its pages (ADR 022), each in its own type.
  const siteFile = SITE_FILE_TYPES.find(([path]) => path.test(routingPath(pathname)));
  if (siteFile) return type.startsWith(siteFile[1]) || head ? null : `${pathname} answer is ${type || "untyped"}, not ${siteFile[1]}`;
  // The bare resource route (Remix matches decoded paths, case-insensitively).
  if (/^\/healthz\/?$/i.test(routingPath(pathname)) && type.startsWith("text/plain")) return null;
  // A Remix data request (?_data=routeId) answers the route's data as JSON.
  if (url.searchParams.has("_data") && type.startsWith("application/json")) return null;
  if (!type.startsWith("text/html")) return `page answer ${status} is ${type || "untyped"}, not HTML`;
  if (!head && !/<html[\s>]/i.test(body)) return `page answer ${status} has no <html document`;
  return null;
}

// ── Running a target ────────────────────────────────────────────────────────────────────────────

interface Failure {
  index: number;
  request: ConcreteRequest;
  status: number;
  type: string;
  problem: string;
  excerpt: string;
}

interface Run {
  failures: Failure[];
  /** route → status class ("2xx", "3xx", "4xx", "5xx") → count */
  byRoute: Record<string, Record<string, number>>;
  /** "unhandled" lines the worker logged during the run. */
  unhandled: string[];
  ms: number;
  /** Requests sent again with an empty body after their connection kept being reset. */
  bodiesDropped: number;
}

/** The request as a reader replays it: method, address, headers, body (huge values shortened with their length). */
function describeRequest(index: number, target: string, seed: number, r: ConcreteRequest): string {
  const clip = (s: string) => (s.length > 600 ? `${s.slice(0, 600)}… (${s.length} characters)` : s);
  return [
    `case ${index} of ${target} (seed ${seed}, route ${r.route})`,
    `${r.method} http://${r.host}${clip(r.path)}`,
    `headers: ${clip(JSON.stringify(r.headers))}`,
    r.body === null ? "body: none" : `body: ${clip(JSON.stringify(r.body))}`,
    r.cf ? `cf: ${JSON.stringify(r.cf)}` : "cf: none",
  ].join("\n  ");
}

async function send(target: Target, index: number, recipe: RequestRecipe, options: { dropBody?: boolean } = {}): Promise<{ request: ConcreteRequest; url: URL; answer: Answer }> {
  const materialized = await materialize(recipe, TEST_COOKIE_SECRET);
  const request = options.dropBody && materialized.body !== null ? { ...materialized, body: "" } : materialized;
  if (target.sessionsTouched && usesFixtureSession(request)) {
    target.sessionsTouched = false;
    await restoreSessions(target.db);
  }
  // The request id names the case in the worker's log lines. Unless the case says otherwise,
  // answers come uncompressed: compressing and inflating 20,000 bodies costs both sides CPU.
  const headers = { "accept-encoding": "identity", ...request.headers, "x-request-id": `fuzz-${target.name}-${index}` };
  const url = new URL(`${originOf(request.host)}${request.path}`);
  const res = await target.worker.fetch(request.path, {
    method: request.method,
    host: request.host,
    headers,
    ...(request.body === null ? {} : { body: request.body }),
    ...(request.cf ? { cf: request.cf } : {}),
  });
  const body = await res.text();
  if (res.headers.getSetCookie().some((line) => line.includes("sf_session="))) target.sessionsTouched = true;
  const location = res.headers.get("location") ?? res.headers.get("x-remix-redirect");
  return { request, url, answer: { status: res.status, type: res.headers.get("content-type") ?? "", location, body } };
}

/** A connection reset while sending: the answer came before the body was read, and was lost. */
function isResetConnection(err: unknown): boolean {
  return /ECONNRESET|EPIPE|other side closed/.test(String((err as Error).cause ?? err));
}

async function runTarget(target: Target, recipes: readonly RequestRecipe[]): Promise<Run> {
  const logStart = target.worker.logs.length;
  const failures: Failure[] = [];
  const byRoute: Run["byRoute"] = {};
  const started = Date.now();
  let next = 0;
  let bodiesDropped = 0;
  async function attempt(index: number): Promise<Awaited<ReturnType<typeof send>>> {
    for (let tries = 0; ; tries++) {
      try {
        return await send(target, index, recipes[index]!);
      } catch (err) {
        if (!isResetConnection(err)) throw err;
        if (tries >= RESET_RETRIES) break;
      }
    }
    // Reset every time: the worker answers without reading this body. The same request with an
    // empty body gets that answer to the client, and the oracle checks it (counted, and printed).
    bodiesDropped++;
    return send(target, index, recipes[index]!, { dropBody: true });
  }
  async function lane(): Promise<void> {
    while (next < recipes.length) {
      const index = next++;
      let outcome: Awaited<ReturnType<typeof send>>;
      try {
        outcome = await attempt(index);
      } catch (err) {
        // The client refused or the connection broke: the request never got an answer.
        const request = await materialize(recipes[index]!, TEST_COOKIE_SECRET);
        const cause = (err as Error).cause ? ` (${String((err as Error).cause)})` : "";
        failures.push({ index, request, status: 0, type: "", problem: `no answer: ${(err as Error).message}${cause}`, excerpt: "" });
        continue;
      }
      const { request, url, answer } = outcome;
      const counts = (byRoute[request.route] ??= {});
      const statusClass = `${Math.floor(answer.status / 100)}xx`;
      counts[statusClass] = (counts[statusClass] ?? 0) + 1;
      const problem = problemWith(request, url, answer);
      if (problem) failures.push({ index, request, status: answer.status, type: answer.type, problem, excerpt: answer.body.slice(0, 300) });
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  const ms = Date.now() - started;
  const unhandled = target.worker.logs
    .slice(logStart)
    .join("")
    .split("\n")
    .filter((line) => line.includes("unhandled"));
  return { failures: failures.sort((a, b) => a.index - b.index), byRoute, unhandled, ms, bodiesDropped };
}

function report(target: string, seed: number, run: Run): string {
  const lines = [`${target}: ${run.failures.length} of ${CASES_PER_TARGET} requests failed the oracle (seed ${seed}, ${(run.ms / 1000).toFixed(1)} s)`];
  // How many of each kind first, then the first requests in full.
  const tally = new Map<string, number>();
  for (const f of run.failures) {
    const kind = `${f.request.route}: ${f.problem.slice(0, 90)}`;
    tally.set(kind, (tally.get(kind) ?? 0) + 1);
  }
  lines.push(...[...tally].sort((a, b) => b[1] - a[1]).map(([kind, n]) => `  ${n} × ${kind}`));
  for (const f of run.failures.slice(0, SHOWN_FAILURES)) {
    lines.push(`- ${f.problem} → ${f.status} ${f.type}\n  ${describeRequest(f.index, target, seed, f.request)}\n  answer: ${JSON.stringify(f.excerpt)}`);
  }
  return lines.join("\n");
}

/** The case a log line names (through its request id), to print the request behind an "unhandled" line. */
function casesNamedIn(lines: string[], target: string): number[] {
  const ids = lines.flatMap((line) => [...line.matchAll(new RegExp(`fuzz-${target}-(\\d+)`, "g"))].map((m) => Number(m[1])));
  return [...new Set(ids)];
}

function summary(run: Run): string {
  return Object.entries(run.byRoute)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, counts]) => `${route} ${Object.entries(counts).sort().map(([k, n]) => `${k}:${n}`).join(" ")}`)
    .join("; ");
}

async function fuzz(target: Target, arbitrary: fc.Arbitrary<RequestRecipe>, seed: number): Promise<Run> {
  const recipes = fc.sample(arbitrary, { seed, numRuns: CASES_PER_TARGET });
  const run = await runTarget(target, recipes);
  const perCase = run.ms / CASES_PER_TARGET;
  console.info(`fuzz ${target.name}: ${CASES_PER_TARGET} requests in ${(run.ms / 1000).toFixed(1)} s (${perCase.toFixed(2)} ms each, ${CONCURRENCY} in flight; ${run.bodiesDropped} sent again without their body after resets); ${summary(run)}`);
  expect(run.failures, report(target.name, seed, run)).toEqual([]);
  const named = casesNamedIn(run.unhandled, target.name);
  const replay = await Promise.all(named.slice(0, SHOWN_FAILURES).map(async (i) => describeRequest(i, target.name, seed, await materialize(recipes[i]!, TEST_COOKIE_SECRET))));
  expect(run.unhandled, `the worker logged errors that reached onError:\n${run.unhandled.slice(0, SHOWN_FAILURES).join("\n")}\n${replay.join("\n")}`).toEqual([]);
  return run;
}

/** robots.txt, security.txt, the manifest and the sitemaps (worker/routes/site-files.ts, sitemap.ts) and their types. */
const SITE_FILE_TYPES: ReadonlyArray<[RegExp, string]> = [
  [/^\/robots\.txt$/, "text/plain"],
  [/^\/\.well-known\/security\.txt$/, "text/plain"],
  [/^\/manifest\.webmanifest$/, "application/manifest+json"],
  [/^\/(?:sitemap\.xml|sitemaps\/[^/]+\.xml)$/, "application/xml"],
];

/** Routes that never answered 2xx: the generators would only be exercising the refusals there. */
function routesWithoutSuccess(run: Run, except: readonly string[]): string[] {
  return Object.entries(run.byRoute)
    .filter(([route, counts]) => !except.includes(route) && !counts["2xx"])
    .map(([route]) => route);
}

describe("the fuzzing oracle", () => {
  const page = (path: string, method = "GET") => ({ request: { route: "x", method, host: "h", path, headers: {}, body: null, cf: null }, url: new URL(`http://h${path}`) });
  const html = "<!DOCTYPE html><html lang=\"en\"><body>ok</body></html>";
  const envelope = JSON.stringify({ error: { code: "BAD_REQUEST", message: "q: too long", requestId: "r1" } });
  it.each([
    ["a page", "/find/s/", { status: 200, type: "text/html; charset=utf-8", location: null, body: html }, null],
    ["a 500 page", "/find/s/", { status: 500, type: "text/html", location: null, body: html }, "status 500"],
    ["a 404 with a stack", "/x/", { status: 404, type: "text/plain", location: null, body: "TypeError: x is undefined\n    at loader (file:///dist/index.js:12:34)" }, "a stack trace"],
    ["a stack inside a page's data", "/", { status: 200, type: "text/html", location: null, body: `${html}<script>{"stack":"Error: boom\\n    at f (index.js:1:2)"}</script>` }, "a stack trace"],
    ["a redirect home", "/x", { status: 301, type: "", location: "/x/", body: "" }, null],
    ["a protocol-relative redirect", "/x", { status: 301, type: "", location: "//evil.example/", body: "" }, "protocol-relative"],
    ["a redirect hidden behind a tab", "/x", { status: 303, type: "", location: "/\t/evil.example", body: "" }, "protocol-relative"],
    ["a redirect through a backslash", "/x", { status: 303, type: "", location: "/\\evil.example", body: "" }, "protocol-relative"],
    ["a redirect to another origin", "/x", { status: 302, type: "", location: "https://evil.example/", body: "" }, "not a path"],
    ["a single-fetch redirect off-site", "/x.data", { status: 202, type: "text/x-script", location: null, body: '[["SingleFetchRedirect",1],{"_2":3},"redirect","//evil.example"]' }, "protocol-relative"],
    ["an API error envelope", "/bfx-content/api/search/suggest/v3", { status: 400, type: "application/json", location: null, body: envelope }, null],
    ["an API error in text", "/bfx-content/api/iam/logout", { status: 403, type: "text/plain", location: null, body: "no" }, "not JSON"],
    ["an API error without the envelope", "/bfx-content/%61pi/x", { status: 404, type: "application/json", location: null, body: '{"message":"nope"}' }, "envelope"],
    ["security.txt, its name encoded", "/.well-known/security.t%78t", { status: 200, type: "text/plain; charset=utf-8", location: null, body: "Contact: mailto:a@b\n" }, null],
    ["a sitemap as HTML", "/sitemap.xml", { status: 200, type: "text/html", location: null, body: html }, "not application/xml"],
    ["an untyped empty page", "/?_data=root", { status: 200, type: "", location: null, body: "" }, "not HTML"],
  ])("%s", (_name, path, answer, expected) => {
    const { request, url } = page(path);
    const problem = problemWith(request, url, answer);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toContain(expected);
  });
});

// The two targets run side by side, each on its own worker.
describe.concurrent(`fuzzing every route with ${CASES_PER_TARGET} generated requests per target`, () => {
  it(
    "the BFF answers every request below 500, in JSON, with the error envelope for each refusal",
    async () => {
      const run = await fuzz(targets.bff, bffRequests(known), FUZZ_SEED);
      // Every endpoint was reached, and each also with input it accepts (not only its 400s).
      expect(Object.keys(run.byRoute).sort()).toEqual(["components", "currencies", "health", "locations", "logout", "rates", "site-nav", "suggest", "unknown"]);
      expect(routesWithoutSuccess(run, ["unknown"])).toEqual([]);
      expect(run.byRoute.unknown?.["2xx"] ?? 0).toBe(0);
    },
    TARGET_TIMEOUT_MS,
  );

  it(
    "the pages answer every request below 500: an HTML document, a same-origin redirect or a 4xx, never a stack trace",
    async () => {
      const run = await fuzz(targets.pages, pageRequests(known), FUZZ_SEED + 1);
      expect(Object.keys(run.byRoute).sort()).toEqual(["account", "browse", "design-system", "event", "garbage", "healthz", "home", "preferences", "search", "sell", "sell-step", "sign-in"]);
      // Each route also rendered (or, for the preference form, saved: its 303 is its success).
      expect(routesWithoutSuccess(run, ["garbage", "preferences"])).toEqual([]);
      expect(run.byRoute.preferences?.["3xx"] ?? 0).toBeGreaterThan(0);
    },
    TARGET_TIMEOUT_MS,
  );
});
