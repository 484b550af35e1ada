// Issue 22 item 6: a page's absolute addresses (canonical, hreflang) name the store's configured
// host, whatever Host header the request brought; only local development hosts use their own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type WorkerHandle } from "../support/worker";
import setupCatalog, { copyCatalogState } from "./catalog-setup";

let worker: WorkerHandle;

beforeAll(async () => {
  await setupCatalog();
  worker = await startWorker({ d1Persist: copyCatalogState("host-header"), bindings: { PAGE_CACHE: "on" } });
}, 300_000);

afterAll(async () => {
  await worker?.dispose();
});

const decode = (text: string) => text.replace(/&amp;/g, "&");

/** Every absolute address in the page's head links: canonical and the hreflang alternates. */
async function headLinks(path: string, host: string) {
  const res = await worker.fetch(path, { host });
  const html = await res.text();
  return {
    status: res.status,
    html,
    canonical: decode(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? ""),
    alternates: [...html.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"\/>/g)].map((m) => decode(m[1]!)),
  };
}

describe("canonical and hreflang links under a foreign Host header", () => {
  it.each([
    ["evil.example", "/", "https://www.stagefront.example/"],
    ["evil.example:8443", "/fr/", "https://www.stagefront.example/fr/"],
    ["de.stagefront.example", "/", "https://de.stagefront.example/"],
  ])("Host %s, %s: canonical %s and no link to the request's host", async (host, path, canonical) => {
    const page = await headLinks(path, host);
    expect(page.status).toBe(200);
    expect(page.canonical).toBe(canonical);
    expect(page.alternates.length).toBeGreaterThan(10);
    for (const href of [page.canonical, ...page.alternates]) expect(href).toMatch(/^https:\/\/[a-z]+\.stagefront\.example\//);
    if (host.startsWith("evil")) expect(page.html).not.toContain("evil.example");
  });

  it("a cached category page asked for under a foreign Host names only the store's host", async () => {
    // Primed through the store's own host; a request with a foreign Host must not get (or make) a page naming it.
    await headLinks("/concert-tickets/category/1/", "www.stagefront.example");
    const foreign = await headLinks("/concert-tickets/category/1/", "attacker.example");
    expect(foreign.canonical).toBe("https://www.stagefront.example/concert-tickets/category/1/");
    expect(foreign.html).not.toContain("attacker.example");
  });

  it.each([
    ["127.0.0.1:8787", "http://127.0.0.1:8787/"],
    ["de.localhost:8787", "http://de.localhost:8787/"],
  ])("local development host %s keeps its own origin (%s)", async (host, canonical) => {
    const page = await headLinks("/", host);
    expect(page.canonical).toBe(canonical);
  });
});
