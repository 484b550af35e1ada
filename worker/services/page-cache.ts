// The edge page cache (docs/decisions/017): finished page answers for fans without a session,
// kept in the Workers Cache API (caches.default, per data centre) under a key of everything that
// changes the page (app/domain/page-cache-key.ts). Named policies per page kind; a stale copy
// answers while a fresh one is rendered in waitUntil, and while D1 or KV fail (stale-if-error).
// The CSP nonce stays per answer: a copy is stored as rendered, with the nonce it was rendered
// with, and that nonce is replaced by the answer's own on the way out, so two hits never share one.
// An isolate keeps the copies it served or stored while they are fresh, at least a second
// (MEMO_POLICY.pageCopies): a rush's page is read from the Cache API once per fresh window per
// isolate, not once per view. A fresh copy is right by definition: its key names the content and
// catalog versions, so an operator's change is a new key, never an old copy.
import { MEMO_POLICY, timedMemo } from "../../app/domain/isolate-memo";
import type { PageKind } from "../../app/domain/page-cache-key";
import type { Logger } from "../../app/lib/log";
import { sha256Hex } from "./digest";

export interface PageCachePolicy {
  /** Seconds a copy is served as it is. */
  freshSeconds: number;
  /** Further seconds a copy is served while one request renders a new one (stale-while-revalidate). */
  staleSeconds: number;
  /** Further seconds a copy stands in when rendering fails or the page is degraded (stale-if-error). */
  staleIfErrorSeconds: number;
}

/**
 * One policy per page kind. Prices and availability move fastest on an event page; a 404 and the
 * sell entry hardly move. Search results are many keys (every term fans type), each several D1
 * statements to render: two minutes fresh keeps a rush's searches off D1, and a result list two
 * minutes old is still the right list. A rush's first minute is served from one render per key per data
 * centre; the catalog's own changes show within the fresh window (or at once: catalogVersion).
 */
export const PAGE_CACHE_POLICY: Readonly<Record<PageKind, PageCachePolicy>> = {
  home: { freshSeconds: 60, staleSeconds: 300, staleIfErrorSeconds: 3600 },
  browse: { freshSeconds: 60, staleSeconds: 300, staleIfErrorSeconds: 3600 },
  event: { freshSeconds: 30, staleSeconds: 120, staleIfErrorSeconds: 1800 },
  search: { freshSeconds: 120, staleSeconds: 600, staleIfErrorSeconds: 1800 },
  sell: { freshSeconds: 300, staleSeconds: 3600, staleIfErrorSeconds: 86400 },
  "not-found": { freshSeconds: 300, staleSeconds: 3600, staleIfErrorSeconds: 3600 },
};

/**
 * The policy of a kind, with an operator's override of the fresh and stale windows for every kind
 * (PAGE_CACHE_FRESH_SECONDS, PAGE_CACHE_STALE_SECONDS: whole seconds up to a day; anything else is
 * ignored). Tests use it to reach the stale windows without waiting.
 */
export function pageCachePolicy(kind: PageKind, overrides: { fresh?: string; stale?: string } = {}): PageCachePolicy {
  const seconds = (value: string | undefined) => (value !== undefined && /^\d{1,5}$/.test(value) && Number(value) <= 86_400 ? Number(value) : undefined);
  const base = PAGE_CACHE_POLICY[kind];
  return { ...base, freshSeconds: seconds(overrides.fresh) ?? base.freshSeconds, staleSeconds: seconds(overrides.stale) ?? base.staleSeconds };
}

/** A degraded page (catalog down: noindex, a notice instead of events) is kept this long, no longer. */
export const DEGRADED_PAGE_SECONDS = 5;

/** The answer's header naming what the cache did. */
export const PAGE_CACHE_HEADER = "x-page-cache";
export type PageCacheStatus = "hit" | "stale" | "miss" | "bypass";

/** On a stored copy: when it was rendered (ms since the epoch), its nonce and its policy kind. */
const STORED_AT = "x-page-cache-stored-at";
const STORED_NONCE = "x-page-cache-nonce";
const STORED_KIND = "x-page-cache-kind";
const STORED_DEGRADED = "x-page-cache-degraded";
/**
 * Headers of a stored copy that are not the answer's: the bookkeeping, the cache rules, and the
 * body's framing (a copy is served from its bytes: the runtime frames them anew).
 */
const BOOKKEEPING = [STORED_AT, STORED_NONCE, STORED_KIND, STORED_DEGRADED, "cache-control", "content-length", "transfer-encoding"];

/** How long one request waits for another of its isolate to render the same key (polling the cache). */
export const MISS_WAIT_MS = 1500;
const MISS_POLL_MS = 30;

/**
 * Keys being rendered in this isolate right now. Only the key's text is shared: a request never
 * awaits a promise another request created (ADR 015); it polls the cache with its own timers.
 */
const rendering = new Set<string>();

export interface PageCacheRequest {
  /** From pageCacheKey (app/domain/page-cache-key.ts). */
  key: string;
  /** The host the page is served on: the cache entry lives under its origin. */
  origin: string;
  /** This answer's nonce (the worker's CSP header names it). */
  nonce: string;
  /** Renders the page; `degraded`: the page stands without its content (catalog down, ADR 015). */
  render: () => Promise<{ response: Response; degraded: boolean }>;
  /** What decides the policy once the answer is known (null: never stored). */
  kindOf: (response: Response) => PageKind | null;
  /** The policy of a kind (pageCachePolicy with the environment's overrides). */
  policy: (kind: PageKind) => PageCachePolicy;
  cache: Cache;
  waitUntil: (promise: Promise<unknown>) => void;
  log: Logger;
  now: () => number;
}

/** The cache entry's address: a URL on the page's own origin, named by the key's digest. */
async function entryUrl(origin: string, key: string): Promise<string> {
  return `${origin}/__page-cache/${await sha256Hex(key)}`;
}

/** A nonce as the worker makes them (base64 of random bytes): never empty, so it can be replaced safely. */
const NONCE_PATTERN = /^[A-Za-z0-9+/_=-]{16,128}$/;

/**
 * A copy as kept: the answer's status, headers and bytes, and its bookkeeping. An HTML page's bytes
 * are kept cut at its nonce (`parts`), so a hit joins them around its own nonce into one new
 * buffer outside the JS heap: no page-sized string per answer. (Rebuilding a 60–70 KB page as a
 * string per hit — two-byte once it holds a "€" — made ~1 MB of large-object garbage a hit; at 700
 * hits a second the isolate's heap passed 110 MB and workerd stalled for seconds: bench:rush's
 * resets and timeouts, ADR 017 addendum.)
 */
interface PageCopy {
  status: number;
  /** The answer's headers without the bookkeeping and cache rules. */
  headers: [string, string][];
  /** The body's bytes as rendered (the nonce it was rendered with inside an HTML page). */
  bytes: Uint8Array;
  /** An HTML page's bytes cut at each occurrence of its nonce; null for any other answer (the single-fetch `.data` stream). */
  parts: Uint8Array[] | null;
  storedAt: number;
  kind: PageKind;
  degraded: boolean;
  /** The nonce the page was rendered with. */
  nonce: string;
}

const copies = timedMemo<PageCopy>(MEMO_POLICY.pageCopies);
/** A lookup that found nothing usable: thrown through the memo so that "nothing" is never kept. */
class NotStored extends Error {}

async function pageCopy(response: Response, meta: Pick<PageCopy, "storedAt" | "kind" | "degraded" | "nonce">): Promise<PageCopy> {
  const headers = [...response.headers].filter(([name]) => !BOOKKEEPING.includes(name.toLowerCase()));
  const isHtml = (response.headers.get("content-type") ?? "").startsWith("text/html");
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers, bytes, parts: isHtml ? cutAt(bytes, new TextEncoder().encode(meta.nonce)) : null, ...meta };
}

/** `bytes` cut at every occurrence of `needle` (views, no copies): n occurrences give n + 1 parts. */
export function cutAt(bytes: Uint8Array, needle: Uint8Array): Uint8Array[] {
  const parts: Uint8Array[] = [];
  let from = 0;
  const first = needle[0];
  if (first !== undefined) {
    outer: for (let i = bytes.indexOf(first); i !== -1 && i <= bytes.length - needle.length; i = bytes.indexOf(first, i + 1)) {
      for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
      parts.push(bytes.subarray(from, i));
      from = i + needle.length;
      i = from - 1;
    }
  }
  parts.push(bytes.subarray(from));
  return parts;
}

/** `parts` joined with `glue` between each two, into one new buffer. */
export function joinedWith(parts: Uint8Array[], glue: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0) + glue.length * (parts.length - 1));
  let at = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      out.set(glue, at);
      at += glue.length;
    }
    out.set(part, at);
    at += part.length;
  });
  return out;
}

/** A stored copy from the data centre's cache, or NotStored. */
async function readCopy(cache: Cache, url: string): Promise<PageCopy> {
  const response = await cache.match(url);
  if (!response) throw new NotStored();
  const kind = response.headers.get(STORED_KIND) as PageKind | null;
  const storedAt = Number(response.headers.get(STORED_AT));
  const nonce = response.headers.get(STORED_NONCE) ?? "";
  if (!kind || !(kind in PAGE_CACHE_POLICY) || !Number.isFinite(storedAt) || !NONCE_PATTERN.test(nonce)) {
    await response.body?.cancel();
    throw new NotStored();
  }
  return pageCopy(response, { storedAt, kind, nonce, degraded: response.headers.get(STORED_DEGRADED) === "1" });
}

interface Found {
  copy: PageCopy;
  ageSeconds: number;
  policy: PageCachePolicy;
  degraded: boolean;
}

/** How long this isolate serves a copy from memory: while it is fresh, and at least MEMO_POLICY.pageCopies.ttlMs. */
export function memoMsOf(req: Pick<PageCacheRequest, "policy">, copy: Pick<PageCopy, "storedAt" | "kind" | "degraded">, now: number): number {
  const freshSeconds = copy.degraded ? DEGRADED_PAGE_SECONDS : req.policy(copy.kind).freshSeconds;
  return Math.max(MEMO_POLICY.pageCopies.ttlMs, copy.storedAt + freshSeconds * 1000 - now);
}

async function lookUp(req: PageCacheRequest, url: string): Promise<Found | null> {
  const now = req.now();
  let copy: PageCopy;
  try {
    copy = await copies.get(url, () => readCopy(req.cache, url), { now, ttlOf: (loaded) => memoMsOf(req, loaded, now) });
  } catch (err) {
    if (!(err instanceof NotStored)) req.log("warn", "page_cache.read_failed", { message: String(err) });
    return null;
  }
  return { copy, ageSeconds: Math.max(0, (now - copy.storedAt) / 1000), policy: req.policy(copy.kind), degraded: copy.degraded };
}

/** Whether an answer may be kept for everyone: no cookie set, nothing private, a page kind. */
function storable(response: Response, kind: PageKind | null): kind is PageKind {
  if (kind === null) return false;
  if (response.headers.getSetCookie().length > 0) return false;
  const control = response.headers.get("cache-control") ?? "";
  return !/no-store|private/.test(control);
}

/** The copy as the Cache API keeps it: its headers plus when, which nonce and which policy. */
function storedResponse(copy: PageCopy, policy: PageCachePolicy): Response {
  const keepFor = copy.degraded ? DEGRADED_PAGE_SECONDS : policy.freshSeconds + policy.staleSeconds + policy.staleIfErrorSeconds;
  const headers = new Headers(copy.headers);
  headers.set("cache-control", `public, max-age=${keepFor}`);
  headers.set(STORED_AT, String(copy.storedAt));
  headers.set(STORED_NONCE, copy.nonce);
  headers.set(STORED_KIND, copy.kind);
  headers.set(STORED_DEGRADED, copy.degraded ? "1" : "0");
  return new Response(new Uint8Array(copy.bytes), { status: copy.status, headers });
}

/** Keeps a rendered answer: in this isolate at once, then in the data centre's cache. */
async function keep(req: PageCacheRequest, url: string, response: Response, kind: PageKind, degraded: boolean): Promise<void> {
  const copy = await pageCopy(response, { storedAt: req.now(), kind, degraded, nonce: req.nonce });
  copies.put(url, copy, { now: req.now(), ttlMs: memoMsOf(req, copy, req.now()) });
  await req.cache.put(url, storedResponse(copy, req.policy(kind)));
}

/**
 * A kept copy as this request's answer: the nonce it was rendered with replaced by this answer's
 * (the CSP header the worker adds names it), and the fan's cache rules the worker's (set after this).
 */
function servedCopy(copy: PageCopy, nonce: string, status: PageCacheStatus): Response {
  const headers = new Headers(copy.headers);
  headers.set(PAGE_CACHE_HEADER, status);
  const body = copy.parts === null ? new Uint8Array(copy.bytes) : joinedWith(copy.parts, new TextEncoder().encode(nonce));
  return new Response(body, { status: copy.status, headers });
}

/** The rendered answer as sent, its cache status named. */
export function sentAnswer(response: Response, status: PageCacheStatus): Response {
  const headers = new Headers(response.headers);
  headers.set(PAGE_CACHE_HEADER, status);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Renders, and keeps the answer when it may be kept (in waitUntil: the fan does not wait for the write). */
async function renderAndStore(req: PageCacheRequest, url: string): Promise<{ response: Response; kind: PageKind | null; failed: boolean; degraded: boolean }> {
  let response: Response;
  let degraded: boolean;
  try {
    ({ response, degraded } = await req.render());
  } catch (err) {
    // Nothing to show but an error: the caller may have a stale copy.
    req.log("error", "page_cache.render_failed", { message: err instanceof Error ? err.message : String(err) });
    return { response: new Response("Something went wrong on our side; please try again.", { status: 503 }), kind: null, failed: true, degraded: false };
  }
  const failed = response.status >= 500;
  const kind = failed ? null : req.kindOf(response);
  if (storable(response, kind) && NONCE_PATTERN.test(req.nonce)) {
    const copy = response.clone();
    req.waitUntil(keep(req, url, copy, kind, degraded).catch((err: unknown) => req.log("warn", "page_cache.write_failed", { message: String(err) })));
  }
  return { response, kind, failed, degraded };
}

/** Waits (polling its own timers) for another request of this isolate to store `url`. */
async function waitForOther(req: PageCacheRequest, url: string): Promise<Found | null> {
  const deadline = req.now() + MISS_WAIT_MS;
  while (rendering.has(url) && req.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, MISS_POLL_MS));
    const found = await lookUp(req, url);
    if (found && !found.degraded && found.ageSeconds < found.policy.freshSeconds) return found;
  }
  return null;
}

/**
 * The page's answer through the cache: a fresh copy as it is; a stale one while a new one renders
 * in waitUntil; else this request renders (one render per key per isolate: the others wait for
 * it, bounded, or render themselves). A failed or degraded render answers with a copy still
 * within its stale-if-error window.
 */
export async function cachedPage(req: PageCacheRequest): Promise<Response> {
  const url = await entryUrl(req.origin, req.key);
  const found = await lookUp(req, url);
  if (found && !found.degraded) {
    const { ageSeconds, policy } = found;
    if (ageSeconds < policy.freshSeconds) return count(req, "hit", servedCopy(found.copy, req.nonce, "hit"));
    if (ageSeconds < policy.freshSeconds + policy.staleSeconds) {
      if (!rendering.has(url)) {
        rendering.add(url);
        req.waitUntil(
          renderAndStore(req, url)
            .then((r) => r.response.body?.cancel())
            .finally(() => rendering.delete(url)),
        );
      }
      return count(req, "stale", servedCopy(found.copy, req.nonce, "stale"));
    }
  } else if (found?.degraded && found.ageSeconds < DEGRADED_PAGE_SECONDS) {
    return count(req, "hit", servedCopy(found.copy, req.nonce, "hit"));
  }
  if (rendering.has(url)) {
    const other = await waitForOther(req, url);
    if (other) return count(req, "hit", servedCopy(other.copy, req.nonce, "hit"));
  }
  rendering.add(url);
  try {
    const rendered = await renderAndStore(req, url);
    if ((rendered.failed || rendered.degraded) && found && !found.degraded) {
      const { ageSeconds, policy } = found;
      if (ageSeconds < policy.freshSeconds + policy.staleSeconds + policy.staleIfErrorSeconds) {
        await rendered.response.body?.cancel();
        req.log("warn", "page_cache.stale_if_error", { ageSeconds: Math.round(ageSeconds), status: rendered.response.status, degraded: rendered.degraded });
        return count(req, "stale", servedCopy(found.copy, req.nonce, "stale"));
      }
    }
    return count(req, "miss", sentAnswer(rendered.response, "miss"));
  } finally {
    rendering.delete(url);
  }
}

/** Seconds between two `page_cache.counts` lines of an isolate. */
export const COUNTS_EVERY_MS = 10_000;
const counts: Record<PageCacheStatus, number> = { hit: 0, stale: 0, miss: 0, bypass: 0 };
let countedSince = 0;

/**
 * Counts an answer; at most every COUNTS_EVERY_MS the isolate logs its counts since the last line
 * (`page_cache.counts`), so the logs count hits and misses without a line per page view.
 */
function count(req: PageCacheRequest, status: PageCacheStatus, response: Response): Response {
  countPageCache(status, req.log, req.now());
  return response;
}

/** See count(); also used for the answers that bypass the cache. */
export function countPageCache(status: PageCacheStatus, log: Logger, now: number): void {
  counts[status] += 1;
  if (countedSince === 0) countedSince = now;
  if (now - countedSince < COUNTS_EVERY_MS) return;
  log("info", "page_cache.counts", { ...counts, seconds: Math.round((now - countedSince) / 1000) });
  counts.hit = counts.stale = counts.miss = counts.bypass = 0;
  countedSince = now;
}
