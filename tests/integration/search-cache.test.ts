// Search results cached in KV (worker/services/search-cache.ts): a term many fans search
// costs one KV read instead of two D1 round trips, and a recent copy still shows while D1 is down.
// The bundled worker on the demo catalog, entered through the fault layer (x-fault-plan) so a test
// can prove D1 was not asked (x-faults-injected counts the calls a fault hit).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE_POLICY } from "../../worker/services/kv-cache";
import { eventLinks, faultedPage } from "../support/faulted-pages";
import { startWorker, type WorkerHandle } from "../support/worker";
import setupCatalog, { copyCatalogState } from "./catalog-setup";

let worker: WorkerHandle;
let cache: KVNamespace;

beforeAll(async () => {
  await setupCatalog();
  worker = await startWorker({ faults: true, d1Persist: copyCatalogState("search-cache"), bindings: { STORE_CONFIG_CACHE_SECONDS: "0" } });
  cache = await worker.kv("CACHE");
}, 300_000);

afterAll(async () => {
  await worker?.dispose();
});

const page = (path: string, plan: string | null = null) => faultedPage(worker, path, plan);

async function searchKeys(): Promise<string[]> {
  return (await cache.list({ prefix: "search:v1:" })).keys.map((k) => k.name);
}

describe("search results in KV", () => {
  it("stores the first search's results and answers the same term from KV without asking D1", async () => {
    const before = await searchKeys();
    const first = await page("/find/s/?q=taylor");
    expect(first.status).toBe(200);
    const events = eventLinks(first.html);
    expect(events.length).toBeGreaterThan(0);
    const added = (await searchKeys()).filter((k) => !before.includes(k));
    expect(added).toHaveLength(1);
    const stored = JSON.parse((await cache.get(added[0]!))!) as { value: { page: { events: Array<{ id: number }>; total: number } } };
    expect(stored.value.page.events).toHaveLength(events.length);

    // The same term as another fan types it; D1 throws on any call: the copy answers, D1 is not asked.
    const again = await page("/find/s/?q=%20Taylor%20", "d1:throw");
    expect(again.status).toBe(200);
    expect(again.faults).toBe(0);
    expect(eventLinks(again.html)).toEqual(events);
    expect(await searchKeys()).toHaveLength(before.length + 1);
  });

  it("serves an expired copy while D1 is down, and stores nothing for a term it never had", async () => {
    const fresh = await page("/find/s/?q=chicago");
    expect(eventLinks(fresh.html).length).toBeGreaterThan(0);
    for (const name of await searchKeys()) {
      const stored = JSON.parse((await cache.get(name))!) as { storedAt: number; value: unknown };
      await cache.put(name, JSON.stringify({ ...stored, storedAt: stored.storedAt - (CACHE_POLICY.SEARCH.ttlSeconds + 1) * 1000 }));
    }
    // Expired: D1 is asked (and throws), the old copy answers.
    const stale = await page("/find/s/?q=chicago", "d1:throw");
    expect(stale.status).toBe(200);
    expect(stale.faults).toBeGreaterThan(0);
    expect(eventLinks(stale.html)).toEqual(eventLinks(fresh.html));

    const count = (await searchKeys()).length;
    const unknown = await page("/find/s/?q=metallica", "d1:throw");
    expect(unknown.status).toBe(200);
    expect(eventLinks(unknown.html)).toEqual([]);
    expect(unknown.html).toContain('name="robots" content="noindex"');
    expect(await searchKeys()).toHaveLength(count);
  });

  it("keys by the page asked for: page 2 is its own entry with its own events", async () => {
    const first = await page("/find/s/?q=new%20york");
    const count = (await searchKeys()).length;
    const second = await page("/find/s/?q=new%20york&page=2");
    expect(second.status).toBe(200);
    expect(eventLinks(second.html).length).toBeGreaterThan(0);
    expect(eventLinks(second.html)).not.toEqual(eventLinks(first.html));
    expect(await searchKeys()).toHaveLength(count + 1);
  });
});
