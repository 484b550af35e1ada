import { catalogueText, htmlEscaped } from "../support/catalogue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultStoreConfig, storeConfigKey } from "../../app/domain/store-config";
import { startWorker, type WorkerHandle } from "../support/worker";

let worker: WorkerHandle;

beforeAll(async () => {
  // Every KV write in these tests must show on the next request: no isolate memo.
  worker = await startWorker({ bindings: { STORE_CONFIG_CACHE_SECONDS: "0" } });
});
afterAll(async () => {
  await worker?.dispose();
});

async function page(path: string, host?: string) {
  const res = await worker.fetch(path, { host });
  return { res, html: await res.text() };
}

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const logoHeading = (html: string) => /<(h[12]) class="logo">/.exec(html)?.[1];

describe("pages per store (Host header) and locale (address)", () => {
  it.each([
    ["/", "127.0.0.1:8787", "en-US", "h1"],
    ["/fr/", "127.0.0.1:8787", "fr-FR", "h1"],
    ["/de/", "127.0.0.1:8787", "de-DE", "h1"],
    ["/es/", "127.0.0.1:8787", "es-MX", "h1"],
    ["/", "gb.localhost:8787", "en-GB", "h1"],
    ["/", "de.localhost:8787", "de-DE", "h1"],
    ["/fr/", "de.localhost:8787", "fr-FR", "h1"],
    ["/", "ca.localhost:8787", "en-CA", "h1"],
    ["/fr/", "ca.localhost:8787", "fr-CA", "h1"],
    ["/", "be.localhost:8787", "fr-BE", "h1"],
    ["/nl/", "be.localhost:8787", "nl-BE", "h1"],
    ["/concert-tickets/category/1/", "127.0.0.1:8787", "en-US", "h2"],
    ["/billets-concert/fr/category/1/", "ca.localhost:8787", "fr-CA", "h2"],
    ["/find/s/?q=adele", "gb.localhost:8787", "en-GB", "h2"],
    ["/sell/", "127.0.0.1:8787", "en-US", "h2"],
  ])("%s on %s renders lang %s with the logo as %s", async (path, host, lang, level) => {
    const { res, html } = await page(path, host);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(htmlLang(html)).toBe(lang);
    expect(logoHeading(html)).toBe(level);
    // The logo's alt text: the brand and its tag line in the page's language.
    expect(html).toContain(`alt="Stagefront: ${htmlEscaped(catalogueText(lang, "header", "logo.tagline"))}"`);
  });

  it("renders the category landing page and search results (events: listings.test.ts)", async () => {
    const { html } = await page("/billets-concert/fr/category/1/", "ca.localhost");
    expect(html).toContain('<h1 id="page-title" class="listing__title">Concerts</h1>');
    const search = await page("/find/s/?q=adele");
    expect(search.html).toContain("Results for “adele”");
  });

  it("links the header categories with the store's localized paths", async () => {
    const ca = await page("/fr/", "ca.localhost");
    expect(ca.html).toContain('href="/billets-concert/fr/category/1/"');
    const us = await page("/");
    expect(us.html).toContain('href="/concert-tickets/category/1/"');
  });

  it("answers a real 404 page for an address that matches no shape", async () => {
    for (const path of ["/no-such-thing/", "/performer/abc/", "/xx/", "/event/1/extra/", "/event/123/"]) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(404);
      expect(html).toContain("find that page");
      expect(logoHeading(html)).toBe("h2");
    }
  });

  it("adds the trailing slash with a permanent redirect that stays on this site", async () => {
    const cases: Array<[string, string]> = [
      ["/fr", "/fr/"],
      ["/event/123?x=1", "/event/123/?x=1"],
      ["//evil", "/evil/"],
      ["/\\evil", "/evil/"],
      ["///evil/x", "/evil/x/"],
    ];
    for (const [from, to] of cases) {
      const res = await worker.fetch(from);
      expect(res.status, from).toBe(301);
      const location = res.headers.get("location") ?? "";
      expect(new URL(location, "http://127.0.0.1:8787").origin).toBe("http://127.0.0.1:8787");
      expect(location, from).toBe(to);
    }
    // A file-like last segment is not a page: no redirect at all.
    const file = await worker.fetch("//evil.example");
    expect(file.status).toBe(404);
    expect(file.headers.get("location")).toBeNull();
  });
});

describe("the BFF under /bfx-content/api", () => {
  it("answers unknown API paths with the JSON error envelope, not the HTML 404", async () => {
    const res = await worker.fetch("/bfx-content/api/no/such/call");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await res.json()) as { error: { code: string; message: string; requestId: string } };
    expect(body.error.code).toBe("NOT_FOUND");
    expect(body.error.message).toContain("/bfx-content/api/no/such/call");
    expect(body.error.requestId).toBe(res.headers.get("x-request-id"));
  });

  it.each([
    ["127.0.0.1:8787", 1],
    ["gb.localhost:8787", 2],
    ["de.localhost", 3],
    ["hk.localhost:9999", 28],
    ["unknown.example", 1],
  ])("resolves %s to store %i", async (host, storeId) => {
    const res = await worker.fetch("/bfx-content/api/health", { host });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { shstoreId: number }).shstoreId).toBe(storeId);
  });
});

describe("store configuration from KV", () => {
  it("uses a valid document from KV", async () => {
    const kv = await worker.kv("STORE_CONFIG");
    await kv.put(storeConfigKey(20), JSON.stringify({ ...defaultStoreConfig(20), brandName: "Billetfront" }));
    const { html } = await page("/", "dk.localhost");
    expect(html).toContain(`alt="Billetfront: ${htmlEscaped(catalogueText("da-DK", "header", "logo.tagline"))}"`);
    expect(htmlLang(html)).toBe("da-DK");
  });

  it("falls back to the defaults, and logs, when the document is invalid", async () => {
    const kv = await worker.kv("STORE_CONFIG");
    await kv.put(storeConfigKey(15), JSON.stringify({ ...defaultStoreConfig(15), brandName: "", defaultLocale: 42 }));
    const { res, html } = await page("/", "fi.localhost");
    expect(res.status).toBe(200);
    expect(htmlLang(html)).toBe("fi-FI");
    expect(html).toContain(`alt="Stagefront: ${htmlEscaped(catalogueText("fi-FI", "header", "logo.tagline"))}"`);
    await expect.poll(() => worker.logs.join("")).toContain("store-config:15: invalid configuration");
  });

  it("falls back to the defaults when the document is not JSON", async () => {
    const kv = await worker.kv("STORE_CONFIG");
    await kv.put(storeConfigKey(19), "{not json");
    const { res, html } = await page("/", "se.localhost");
    expect(res.status).toBe(200);
    expect(htmlLang(html)).toBe("sv-SE");
    await expect.poll(() => worker.logs.join("")).toContain("store-config:19: unreadable");
  });

  it("routes an operator's host name through the store-hosts index", async () => {
    const kv = await worker.kv("STORE_CONFIG");
    await kv.put("store-hosts", JSON.stringify({ "tickets.example.at": 12 }));
    const { html } = await page("/", "tickets.example.at");
    expect(htmlLang(html)).toBe("de-AT");
    await kv.delete("store-hosts");
  });
});

describe("security headers", () => {
  /** A built client script, as the page names it (served by the static assets, before the worker). */
  async function clientScript(): Promise<string> {
    const html = await (await worker.fetch("/")).text();
    const src = /<link rel="modulepreload" href="(\/build\/[^"]+\.js)"/.exec(html)?.[1];
    expect(src).toBeTruthy();
    return src!;
  }

  it.each([
    ["a page", "/", "GET"],
    ["the bare page route", "/healthz/page/", "GET"],
    ["the resource route", "/healthz/", "GET"],
    ["a 404 page", "/no-such-thing/", "GET"],
    ["a 400 page", "/?page=abc", "GET"],
    ["an API answer", "/bfx-content/api/health", "GET"],
    ["an API 404", "/bfx-content/api/nope", "GET"],
    ["an API 400", "/bfx-content/api/search/suggest/v3?term=", "GET"],
    ["a redirect (trailing slash)", "/find/s", "GET"],
    ["a refused cross-site post (403)", "/preferences/", "POST"],
    ["a static file", "/favicon.svg", "GET"],
    ["a built script", "", "GET"],
  ])("%s (%s) carries them", async (_kind, given, method) => {
    const path = given || (await clientScript());
    const res = await worker.fetch(path, {
      method,
      redirect: "manual",
      ...(method === "POST" ? { headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" }, body: "intent=date" } : {}),
    });
    expect(res.status, path).toBeLessThan(500);
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d{8,}/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBeTruthy();
    expect(res.headers.get("permissions-policy")).toContain("geolocation=(self)");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    if ((res.headers.get("content-type") ?? "").startsWith("text/html")) {
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      const html = await res.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
  });
});

describe("health probes", () => {
  it("/healthz/ answers ok as text, uncached, without a document", async () => {
    const res = await worker.fetch("/healthz/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toBe("ok\n");
  });

  it("/healthz/page/ renders a whole document around one line: the store's shell, never indexed or cached", async () => {
    const { res, html } = await page("/healthz/page/", "de.localhost:8787");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("<p>ok</p>");
    // The root resolved the store and its language: the German shell, with its search form.
    expect(htmlLang(html)).toBe("de-DE");
    expect(html).toMatch(/<form[^>]* action="\/find\/s\/?"/);
  });
});

describe("header and menus in the server-rendered page (spec §2.5, §8)", () => {
  const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[0] ?? "";

  it("renders the top bar's actions for a signed-out visitor, links formatted for the locale", async () => {
    const us = await page("/");
    expect(us.html).toContain('aria-label="Account"');
    // Support: the store's help site in a new tab, rel noopener.
    const support = attr(us.html, /<a[^>]*href="https:\/\/support\.stagefront\.example\/hc\/en-us\/"[^>]*>/);
    expect(support).toContain('target="_blank"');
    expect(support).toContain('rel="noopener noreferrer"');
    // Sign in carries the current page as its redirect (spec §2.2).
    expect(us.html).toContain('href="/login/signup/?redirect=%2F"');
    // Sell and my tickets are links to their pages beside closed menu toggles (ADR 009), their
    // entries in the page for no-layout-shift panels.
    expect(us.html).toMatch(/<a[^>]*href="\/sell\/"[^>]*>Sell<\/a><button[^>]*aria-expanded="false"[^>]*aria-label="Sell menu"/);
    expect(us.html).toMatch(/<a[^>]*href="\/login\/signup\/\?redirect=%2Fmy%2Forders%2F"[^>]*>My tickets<\/a><button[^>]*aria-expanded="false"[^>]*aria-label="My tickets menu"/);
    expect(us.html).toContain('href="/login/signup/?redirect=%2Fmy%2Fsales%2F"');

    const fr = await page("/fr/", "ca.localhost");
    expect(fr.html).toContain('href="/fr/login/signup/?redirect=%2Ffr%2F"');
    expect(fr.html).toContain('href="/fr/sell/"');
    expect(fr.html).toContain('href="/billets-concert/fr/category/1/"');
  });

  it("shows the discovery menus only with common.exposeExpandedNavMenu", async () => {
    const off = (await page("/", "ie.localhost")).html;
    expect(off).not.toContain('aria-label="Sports menu"');
    expect(off).not.toContain("sports-view-all");
    const kv = await worker.kv("STORE_CONFIG");
    const config = defaultStoreConfig(14);
    config.featureFlags["common.exposeExpandedNavMenu"] = true;
    await kv.put(storeConfigKey(14), JSON.stringify(config));
    try {
      const { html } = await page("/", "ie.localhost");
      expect(html).toContain('aria-label="Sports menu"');
      // Its entries render when the panel opens (ADR 024): the page carries them in its root data,
      // "View All" first (site-header.test.tsx renders the open panel's link).
      expect(html).toContain("sports-view-all");
    } finally {
      await kv.delete(storeConfigKey(14));
    }
  });

  it("keeps the header, without the content, when the content call fails (spec §8)", async () => {
    const broken = await startWorker({ bindings: { STORE_CONFIG_CACHE_SECONDS: "0" } });
    try {
      const kv = await broken.kv("STORE_CONFIG");
      const config = defaultStoreConfig(2);
      config.featureFlags["common.exposeExpandedNavMenu"] = true;
      await kv.put(storeConfigKey(2), JSON.stringify(config));
      const db = await broken.db();
      await db.exec("DROP TABLE event_performers");
      await db.exec("DROP TABLE events");
      const res = await broken.fetch("/", { host: "gb.localhost" });
      const html = await res.text();
      await expect.poll(() => broken.logs.join("")).toContain('"event":"content.failed"');
      expect(html).toContain('aria-label="Categories"');
      expect(html).toContain('href="/concert-tickets/category/1/"');
      expect(html).toContain('href="/football-tickets/category/114/"'); // soccer on the English store
      // No discovery menus without content.
      expect(html).not.toContain('aria-label="Sports menu"');
      expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-label="My tickets menu"/);
    } finally {
      await broken.dispose();
    }
  });
});
