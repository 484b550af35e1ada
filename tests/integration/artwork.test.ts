// The generated artwork on cards and on the event page (issue 25 item 8), rendered by the bundled
// worker on a copy of the demo catalog: a performer's events carry one drawing on a listing page,
// different performers different ones, and each card carries its event page's drawing. Which
// events to look at is read from D1 (never hard-coded): the demo catalog moves with its seed day.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type WorkerHandle } from "../support/worker";
import setupCatalog, { copyCatalogState } from "./catalog-setup";

let worker: WorkerHandle;
let db: D1Database;
/** A performer whose first page of events holds two of its own (first on the bill) under different names. */
let performer = { id: 0, webPath: "" };

interface Card {
  eventId: number;
  href: string;
  /** The drawing inside the card's <svg>: the same seed, the same markup, whatever the size. */
  drawing: string;
}

/** The cards of a listing page, each with its event and its artwork's drawing. */
function cardsOf(html: string): Card[] {
  return html
    .split('<li class="event-card"')
    .slice(1)
    .map((chunk) => {
      const drawing = /<svg class="event-card__art"[^>]*>([\s\S]*?)<\/svg>/.exec(chunk)?.[1];
      const href = /<a [^>]*href="([^"]+\/event\/(\d+)\/[^"]*)"/.exec(chunk);
      if (!drawing || !href) throw new Error(`a card without artwork or event link: ${chunk.slice(0, 300)}`);
      return { eventId: Number(href[2]), href: href[1]!.replace(/&amp;/g, "&"), drawing };
    });
}

/** The drawing of the event page's artwork. */
function pageDrawing(html: string): string {
  const drawing = /<svg class="event-artwork"[^>]*>([\s\S]*?)<\/svg>/.exec(html)?.[1];
  if (!drawing) throw new Error("the event page shows no artwork");
  return drawing;
}

async function html(path: string, host?: string): Promise<string> {
  const res = await worker.fetch(path, host ? { host } : {});
  expect(res.status, path).toBe(200);
  return res.text();
}

/** Each event's first performer (by position), as the catalog says. */
async function firstPerformers(eventIds: number[]): Promise<Map<number, number>> {
  const { results } = await db
    .prepare(
      `SELECT ep.event_id, ep.performer_id FROM event_performers ep
       WHERE ep.event_id IN (SELECT value FROM json_each(?1))
         AND NOT EXISTS (SELECT 1 FROM event_performers o WHERE o.event_id = ep.event_id
                         AND (o.position < ep.position OR (o.position = ep.position AND o.performer_id < ep.performer_id)))`,
    )
    .bind(JSON.stringify(eventIds))
    .all<{ event_id: number; performer_id: number }>();
  return new Map(results.map((r) => [r.event_id, r.performer_id]));
}

beforeAll(async () => {
  await setupCatalog();
  worker = await startWorker({ d1Persist: copyCatalogState("artwork"), bindings: { STORE_CONFIG_CACHE_SECONDS: "0", LISTING_CACHE_SECONDS: "0" } });
  db = await worker.db();
  // Its page lists its events in start order, ten a page: among its first ten, two where it heads
  // the bill under different event names (a team's home games), so the name cannot be the seed.
  const row = await db
    .prepare(
      `WITH upcoming AS (
         SELECT ep.performer_id, ep.position, e.name,
                ROW_NUMBER() OVER (PARTITION BY ep.performer_id ORDER BY e.starts_at, e.id) AS n
         FROM event_performers ep JOIN events e ON e.id = ep.event_id WHERE e.starts_at >= ?1)
       SELECT p.id, p.web_path FROM upcoming u JOIN performers p ON p.id = u.performer_id
       WHERE u.n <= 10 AND u.position = 0
       GROUP BY p.id HAVING COUNT(DISTINCT u.name) >= 2 ORDER BY p.popularity DESC, p.id LIMIT 1`,
    )
    // Counted from before the page is asked for: an event starting meanwhile leaves the page's
    // front and moves the later ones up, never off it.
    .bind(Date.now())
    .first<{ id: number; web_path: string }>();
  if (!row) throw new Error("no performer heads two differently named events on its first page");
  performer = { id: row.id, webPath: row.web_path };
}, 120_000);

afterAll(async () => {
  await worker?.dispose();
});

describe("artwork on cards and the event page (issue 25 item 8)", () => {
  it("draws every event of one performer alike on a listing page, and other performers' events otherwise", async () => {
    const cards = cardsOf(await html(performer.webPath));
    const firsts = await firstPerformers(cards.map((c) => c.eventId));
    const own = cards.filter((c) => firsts.get(c.eventId) === performer.id);
    expect(own.length, "the performer's own events on its page").toBeGreaterThanOrEqual(2);
    expect(new Set(own.map((c) => c.drawing)).size).toBe(1);

    // One drawing per first performer on the page: alike within, different between.
    const byPerformer = new Map<number, Set<string>>();
    for (const card of cards) {
      const first = firsts.get(card.eventId);
      expect(first, `event ${card.eventId} has a performer`).toBeDefined();
      byPerformer.set(first!, (byPerformer.get(first!) ?? new Set()).add(card.drawing));
    }
    for (const drawings of byPerformer.values()) expect(drawings.size).toBe(1);
    const distinct = new Set([...byPerformer.values()].map((d) => [...d][0]));
    expect(distinct.size).toBe(byPerformer.size);
  });

  it.each([
    ["a performer page", () => performer.webPath, undefined],
    ["a German store's home page", () => "/", "de.localhost"],
  ])("shows on each card of %s the drawing of its event page", async (_, path, host) => {
    const cards = cardsOf(await html(path(), host));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(pageDrawing(await html(card.href, host)), card.href).toBe(card.drawing);
    }
  });
});
