// The edge page cache (ADR 017, worker/services/page-cache.ts) in workerd's Cache API: what is kept
// for fans without a session, under which key, with a fresh nonce per answer, the versions that
// show an operator's change at once, and the stale copy that stands in while D1 or KV fail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG_VERSION_KEY, contentVersionKey } from "../../app/domain/versions";
import { FAULT_PLAN_HEADER, FAULTS_INJECTED_HEADER, startWorker, type WorkerHandle } from "../support/worker";
import setupCatalog, { copyCatalogState } from "./catalog-setup";

let worker: WorkerHandle;
/** Copies are never fresh here and stale for a minute: every second request revalidates. */
let staleWorker: WorkerHandle;
/** Copies are never fresh nor stale: every request renders, and a failed render takes the copy. */
let expiredWorker: WorkerHandle;

const ORIGIN = "http://127.0.0.1:8787";
const NO_MEMO = { STORE_CONFIG_CACHE_SECONDS: "0", LISTING_CACHE_SECONDS: "0", PAGE_CACHE: "on" };

beforeAll(async () => {
  await setupCatalog();
  const d1Persist = copyCatalogState("page-cache");
  worker = await startWorker({ faults: true, d1Persist, bindings: NO_MEMO });
  staleWorker = await startWorker({ faults: true, d1Persist, bindings: { ...NO_MEMO, PAGE_CACHE_FRESH_SECONDS: "0", PAGE_CACHE_STALE_SECONDS: "60" } });
  expiredWorker = await startWorker({ faults: true, d1Persist, bindings: { ...NO_MEMO, PAGE_CACHE_FRESH_SECONDS: "0", PAGE_CACHE_STALE_SECONDS: "0" } });
}, 300_000);

afterAll(async () => {
  await Promise.all([worker?.dispose(), staleWorker?.dispose(), expiredWorker?.dispose()]);
});

interface Answer {
  status: number;
  cache: string | null;
  control: string | null;
  csp: string | null;
  html: string;
  faults: number;
  cookies: string[];
}

async function get(path: string, options: { on?: WorkerHandle; cookie?: string; host?: string; plan?: string; method?: string } = {}): Promise<Answer> {
  const headers = new Headers();
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.plan) headers.set(FAULT_PLAN_HEADER, options.plan);
  const res = await (options.on ?? worker).fetch(path, { headers, method: options.method ?? "GET", ...(options.host ? { host: options.host } : {}) });
  return {
    status: res.status,
    cache: res.headers.get("x-page-cache"),
    control: res.headers.get("cache-control"),
    csp: res.headers.get("content-security-policy"),
    html: await res.text(),
    faults: Number(res.headers.get(FAULTS_INJECTED_HEADER) ?? 0),
    cookies: res.headers.getSetCookie(),
  };
}

/** Every nonce attribute in a document. */
const nonces = (html: string) => [...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]!);
/** The document without its nonces: what two answers of one copy share. */
const withoutNonces = (html: string) => html.replace(/\snonce="[^"]*"/g, ' nonce=""');

/** A unique address per test, so copies of other tests never answer. */
let serial = 0;
const fresh = (path = "/find/s/") => `${path}?q=metallica&page=${++serial}`;

describe("a page for a fan without a session", () => {
  it("is rendered once, then answered from the copy with a nonce of its own on every inline script and style element", async () => {
    const first = await get("/");
    const second = await get("/");
    const third = await get("/");
    expect(first.status).toBe(200);
    expect([first.cache, second.cache, third.cache]).toEqual(["miss", "hit", "hit"]);
    expect(withoutNonces(second.html)).toBe(withoutNonces(first.html));
    const seen = [first, second, third].map((a) => {
      const all = nonces(a.html);
      expect(all.length).toBeGreaterThan(0);
      expect(new Set(all).size).toBe(1);
      // The CSP header names exactly the nonce the document carries, for scripts and for styles.
      expect(a.csp).toContain(`'nonce-${all[0]}'`);
      expect(a.csp).toContain(`style-src 'self' 'nonce-${all[0]}'`);
      const styles = a.html.match(/<style\b[^>]*>/g) ?? [];
      expect(styles.length).toBeGreaterThan(0);
      for (const tag of styles) expect(tag).toContain(`nonce="${all[0]}"`);
      return all[0];
    });
    expect(new Set(seen).size).toBe(3);
    // The first answer's nonce is nowhere in the later ones.
    expect(second.html).not.toContain(seen[0]);
    // The fan's browser still revalidates: the copy is shared at the edge only.
    expect(second.control).toBe("private, no-cache");
  });

  it("reads D1 on a miss and not on a hit", async () => {
    const path = fresh("/");
    const miss = await get(path, { plan: "d1:stall:1" });
    const hit = await get(path, { plan: "d1:stall:1" });
    expect(miss.cache).toBe("miss");
    expect(miss.faults).toBeGreaterThan(0);
    expect(hit.cache).toBe("hit");
    expect(hit.faults).toBe(0);
  });

  it("parameters no page reads change neither the page nor its key; the ones it reads do", async () => {
    const base = fresh("/");
    expect((await get(base)).cache).toBe("miss");
    expect((await get(`${base}&utm_source=news&fbclid=x${serial}`)).cache).toBe("hit");
    expect((await get(`${base}&gclid=1`)).cache).toBe("hit");
    expect((await get(`${base}&pbD=w`)).cache).toBe("miss");
    expect((await get(`${base}&cur=EUR`)).cache).toBe("miss");
  });

  it("hundreds of unknown parameters share the known one's copy; a query too long to key is rendered, not kept", async () => {
    const base = fresh("/");
    await get(base);
    const junk = Array.from({ length: 300 }, (_, i) => `x${i}=${"y".repeat(20)}`).join("&");
    expect((await get(`${base}&${junk}`)).cache).toBe("hit");
    const long = `/find/s/?q=${"a".repeat(1_100)}`;
    const answers = [await get(long), await get(long)];
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.cache)).toEqual(["bypass", "bypass"]);
  });

  it("variants never share a copy: another store, another page, another language, the .data answer", async () => {
    const path = fresh("/");
    expect((await get(path)).cache).toBe("miss");
    expect((await get(path, { host: "de.localhost:8787" })).cache).toBe("miss");
    expect((await get(path.replace("/?", "/fr/?"), { host: "ca.localhost:8787" })).cache).toBe("miss");
    const data = await worker.fetch(`${path.replace("/?", "/_root.data?")}&_routes=root`);
    expect(data.headers.get("x-page-cache")).toBe("miss");
    expect(data.headers.get("content-type")).not.toContain("text/html");
  });

  it("an event the catalog does not know is kept as a 404", async () => {
    const path = `/event/${900_000_000 + ++serial}/`;
    const answers = [await get(path), await get(path)];
    expect(answers.map((a) => [a.status, a.cache])).toEqual([
      [404, "miss"],
      [404, "hit"],
    ]);
  });
});

describe("what is never kept", () => {
  it("a request with a session cookie, even one naming no session: rendered for it, private and not stored", async () => {
    const path = fresh("/");
    const cookie = `sf_session=${"ab".repeat(32)}`;
    const answers = [await get(path, { cookie }), await get(path, { cookie })];
    for (const a of answers) {
      expect(a.cache).toBe("bypass");
    }
    // The guest without the cookie did not get what was rendered for the cookie.
    expect((await get(path)).cache).toBe("miss");
  });

  it("a signed-in fan's pages: bypass and private, no-store", async () => {
    const email = `cache-${Date.now()}@example.com`;
    const signUp = await worker.fetch("/login/signup/", {
      method: "POST",
      body: new URLSearchParams({ intent: "signup", name: "Cache Fan", email, password: "correct horse battery staple" }).toString(),
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(signUp.status).toBe(303);
    const cookie = signUp.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    const path = fresh("/");
    await get(path);
    for (const a of [await get(path, { cookie }), await get(path, { cookie })]) {
      expect(a.cache).toBe("bypass");
      expect(a.control).toBe("private, no-store");
    }
  });

  it("non-GET requests, and pages that are one visitor's", async () => {
    expect((await get("/", { method: "HEAD" })).cache).toBe("bypass");
    expect((await get("/login/signup/")).cache).toBe("bypass");
    expect((await get("/my/orders/")).cache).toBe("bypass");
    expect((await get("/sell/sellTicket/?id=1")).cache).toBe("bypass");
    expect((await get(`/no/such/page/${++serial}/`)).cache).toBe("bypass");
  });
});

describe("an operator's change shows at the next request", () => {
  it("a content version bump is a new key", async () => {
    const path = fresh("/");
    expect((await get(path)).cache).toBe("miss");
    expect((await get(path)).cache).toBe("hit");
    const kv = await worker.kv("STORE_CONFIG");
    await kv.put(contentVersionKey(1), `v-${Date.now()}`);
    expect((await get(path)).cache).toBe("miss");
    expect((await get(path)).cache).toBe("hit");
    // Another store's bump changes nothing here.
    await kv.put(contentVersionKey(3), `v-${Date.now()}`);
    expect((await get(path)).cache).toBe("hit");
  });

  it("a catalog version bump is a new key for every store", async () => {
    const path = fresh("/");
    await get(path);
    await get(path, { host: "de.localhost:8787" });
    const kv = await worker.kv("STORE_CONFIG");
    await kv.put(CATALOG_VERSION_KEY, `c-${Date.now()}`);
    expect((await get(path)).cache).toBe("miss");
    expect((await get(path, { host: "de.localhost:8787" })).cache).toBe("miss");
  });
});

describe("stale copies", () => {
  it("while a new copy renders in the background, the stale one answers", async () => {
    const path = fresh("/");
    expect((await get(path, { on: staleWorker })).cache).toBe("miss");
    expect((await get(path, { on: staleWorker })).cache).toBe("stale");
  });

  it("D1 down: the copy stands in for the degraded page, inside its stale-if-error window", async () => {
    const path = fresh("/");
    const good = await get(path, { on: expiredWorker });
    expect(good.cache).toBe("miss");
    expect(good.html).not.toContain('content="noindex"');
    const down = await get(path, { on: expiredWorker, plan: "d1:throw" });
    expect(down.faults).toBeGreaterThan(0);
    expect(down.status).toBe(200);
    expect(down.cache).toBe("stale");
    expect(down.html).not.toContain('content="noindex"');
    expect(withoutNonces(down.html)).toBe(withoutNonces(good.html));
  });

  it("D1 down with no copy: the degraded page, kept a few seconds so an outage is not a stampede", async () => {
    const path = fresh("/");
    const down = await get(path, { on: expiredWorker, plan: "d1:throw" });
    expect(down.html).toContain('content="noindex"');
    expect(down.cache).toBe("miss");
    const again = await get(path, { on: expiredWorker, plan: "d1:throw" });
    expect(again.cache).toBe("hit");
    expect(again.faults).toBe(0);
    expect(again.html).toContain('content="noindex"');
  });

  it("KV down: a kept copy still answers (the versions read last stand)", async () => {
    const path = fresh("/");
    await get(path);
    const down = await get(path, { plan: "kv:throw" });
    expect(down.status).toBe(200);
    expect(down.cache).toBe("hit");
  });
});

describe("read-your-writes across D1 replicas: the bookmark cookie", () => {
  it("a sign-up carries the bookmark, and the next page with it is the signed-in fan's", async () => {
    const email = `bookmark-${Date.now()}@example.com`;
    const signUp = await worker.fetch("/login/signup/", {
      method: "POST",
      body: new URLSearchParams({ intent: "signup", name: "Mark Book", email, password: "correct horse battery staple" }).toString(),
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(signUp.status).toBe(303);
    const lines = signUp.headers.getSetCookie();
    const bookmarkLine = lines.find((l) => l.startsWith("sf_d1_bookmark="));
    expect(bookmarkLine).toBeDefined();
    expect(bookmarkLine).toMatch(/HttpOnly/);
    expect(bookmarkLine).toMatch(/SameSite=Lax/);
    const cookie = lines.map((l) => l.split(";")[0]).join("; ");
    const account = await get("/my/profile/", { cookie });
    expect(account.status).toBe(200);
    expect(account.html).toContain("Mark Book");
    // A plain read carries no new bookmark.
    expect(account.cookies.some((l) => l.startsWith("sf_d1_bookmark="))).toBe(false);
    // A malformed bookmark is ignored: the page is still the fan's.
    const odd = await get("/my/profile/", { cookie: cookie.replace(/sf_d1_bookmark=[^;]*/, "sf_d1_bookmark=%3Cx%3E") });
    expect(odd.status).toBe(200);
    expect(odd.html).toContain("Mark Book");
  });

  it("a failed sign-in and a guest's page carry none", async () => {
    const failed = await worker.fetch("/login/signup/", {
      method: "POST",
      body: new URLSearchParams({ intent: "signin", email: "nobody@example.com", password: "wrong password here" }).toString(),
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": "10.9.9.9" },
    });
    expect(failed.headers.getSetCookie().some((l) => l.startsWith("sf_d1_bookmark="))).toBe(false);
    expect((await get("/")).cookies).toEqual([]);
  });
});
