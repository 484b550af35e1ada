// The home page's event list memoized per isolate (worker/services/listing-memo.ts): every
// fan of a store sees the same list, so within LISTING_CACHE_SECONDS one D1 batch serves them all,
// and the copy still shows while D1 is down; likewise an event page's event, and a guest's view of
// its listings (a signed-in fan's reads D1). The bundled worker on the demo catalog, entered
// through the fault layer (x-fault-plan): x-faults-injected counts the D1 calls a fault hit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventLinks, faultedPage } from "../support/faulted-pages";
import { signUpFan } from "../support/sign-up";
import { FAULT_PLAN_HEADER, FAULTS_INJECTED_HEADER, startWorker, type WorkerHandle } from "../support/worker";
import setupCatalog, { copyCatalogState } from "./catalog-setup";

const MEMO_SECONDS = 2;

let worker: WorkerHandle;

beforeAll(async () => {
  await setupCatalog();
  worker = await startWorker({
    faults: true,
    d1Persist: copyCatalogState("listing-memo"),
    bindings: { STORE_CONFIG_CACHE_SECONDS: "0", LISTING_CACHE_SECONDS: String(MEMO_SECONDS) },
  });
}, 300_000);

afterAll(async () => {
  await worker?.dispose();
});

const page = (path: string, plan: string | null = null) => faultedPage(worker, path, plan);

const NOINDEX = 'name="robots" content="noindex"';

describe("the home page's events, memoized per isolate", () => {
  it("answers the next fans from the copy without asking D1, until the memo time is over", async () => {
    const first = await page("/");
    expect(first.status).toBe(200);
    const events = eventLinks(first.html);
    expect(events).toHaveLength(10);
    expect(first.html).not.toContain(NOINDEX);

    // D1 throws on any call: the copy answers and D1 is not asked.
    const again = await page("/", "d1:throw");
    expect(again.status).toBe(200);
    expect(again.faults).toBe(0);
    expect(eventLinks(again.html)).toEqual(events);
    expect(again.html).not.toContain(NOINDEX);

    // Past the memo time D1 is asked again; it throws, and the page degrades as without a memo.
    await new Promise((r) => setTimeout(r, MEMO_SECONDS * 1000 + 200));
    const later = await page("/", "d1:throw");
    expect(later.status).toBe(200);
    expect(later.faults).toBeGreaterThan(0);
    expect(eventLinks(later.html)).toEqual([]);
    expect(later.html).toContain(NOINDEX);

    // The failure was not kept: with D1 back the list is read again.
    const back = await page("/");
    expect(eventLinks(back.html)).toEqual(events);
  });

  it("keeps each page of the list apart", async () => {
    const [one, two] = [await page("/"), await page("/?page=2")];
    expect(eventLinks(two.html)).toHaveLength(10);
    expect(eventLinks(two.html)).not.toEqual(eventLinks(one.html));
    expect(eventLinks((await page("/?page=2", "d1:throw")).html)).toEqual(eventLinks(two.html));
  });

  it("always asks D1 for a list near a chosen place (pbG)", async () => {
    const path = `/?pbG=${encodeURIComponent("Chicago")}`;
    const near = await page(path);
    expect(near.status).toBe(200);
    expect(eventLinks(near.html)).toHaveLength(10);
    expect(eventLinks(near.html)).not.toEqual(eventLinks((await page("/")).html));
    // Only the area query throws (the place itself is still found): the list is asked for again.
    const faulted = await page(path, "d1@radians(e.latitude):throw");
    expect(faulted.faults).toBeGreaterThan(0);
    expect(eventLinks(faulted.html)).toEqual([]);
    expect(faulted.html).toContain(NOINDEX);
  });

  it("answers an event page's event from the copy too", async () => {
    const home = await page("/");
    const event = /href="([^"]*\/event\/\d+\/)"/.exec(home.html)?.[1];
    expect(event).toBeDefined();
    const first = await page(event!);
    expect(first.status).toBe(200);
    const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(first.html)?.[1];
    // The event's own query throws: the copy answers.
    const again = await page(event!, "d1@v.capacity:throw");
    expect(again.status).toBe(200);
    expect(again.faults).toBe(0);
    expect(/<h1[^>]*>([^<]+)<\/h1>/.exec(again.html)?.[1]).toBe(title);
    // Past the memo time the event is read again, and the fault reaches it.
    await new Promise((r) => setTimeout(r, MEMO_SECONDS * 1000 + 200));
    const later = await page(event!, "d1@v.capacity:throw");
    expect(later.faults).toBeGreaterThan(0);
  });

  it("answers a guest's view of an event's listings from the copy within the memo time; a signed-in fan's from D1", async () => {
    const home = await page("/");
    const event = /href="([^"]*\/event\/\d+\/)"/.exec(home.html)?.[1];
    const path = `${event}?qty=2`;
    const rowsOf = (html: string) => [...html.matchAll(/listing=(\d+)/g)].map((m) => m[1]);
    const first = await page(path);
    expect(first.status).toBe(200);
    expect(rowsOf(first.html).length).toBeGreaterThan(0);
    // The listings' statements throw: a guest's view is answered from the copy, D1 not asked.
    const again = await page(path, "d1@ticket_listings:throw");
    expect(again.faults).toBe(0);
    expect(rowsOf(again.html)).toEqual(rowsOf(first.html));
    // A signed-in fan's view asks D1, and meets the fault.
    const cookie = await signUpFan(worker, "Memo Fan");
    const signedIn = await worker.fetch(path, { headers: { cookie, [FAULT_PLAN_HEADER]: "d1@ticket_listings:throw" } });
    expect(Number(signedIn.headers.get(FAULTS_INJECTED_HEADER) ?? 0)).toBeGreaterThan(0);
    // Past the memo time a guest's view asks D1 again.
    await new Promise((r) => setTimeout(r, MEMO_SECONDS * 1000 + 200));
    const later = await page(path, "d1@ticket_listings:throw");
    expect(later.faults).toBeGreaterThan(0);
  });
});
