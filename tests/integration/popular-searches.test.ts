// Issue 22 item 4: anyone could push a name into popular searches — 60 suggest calls for one term
// with a changing unrelated parameter were 60 KV misses and 60 counts, and the name then showed
// to every visitor. The policy (docs/decisions/020): a folded name counts once per window whatever
// the other parameters, only when the term found something, at most once per client per window.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeSearchText } from "../../app/domain/search-text";
import { startWorker, type WorkerHandle } from "../support/worker";
import { copyCatalogState } from "./catalog-setup";

let worker: WorkerHandle;
/** Performers with upcoming events that nobody has searched for yet (not in the query log). */
let unsearched: string[] = [];

beforeAll(async () => {
  worker = await startWorker({ d1Persist: copyCatalogState("popular-searches") });
  const db = await worker.db();
  const { results } = await db
    .prepare(
      `SELECT p.name FROM performers p
       WHERE p.name GLOB '[A-Za-z]*' AND p.name NOT GLOB '*[^A-Za-z ]*' AND length(p.name) >= 8
         AND NOT EXISTS (SELECT 1 FROM query_log q WHERE q.term_norm = lower(p.name))
         AND EXISTS (SELECT 1 FROM event_performers ep JOIN events e ON e.id = ep.event_id WHERE ep.performer_id = p.id AND e.starts_at >= ?1)
       ORDER BY p.popularity ASC LIMIT 5`,
    )
    .bind(Date.now())
    .all<{ name: string }>();
  unsearched = results.map((r) => r.name);
  if (unsearched.length < 5) throw new Error("the demo catalog has too few unsearched performers");
});
afterAll(async () => {
  await worker?.dispose();
});

async function countOf(name: string): Promise<number> {
  const db = await worker.db();
  const row = await db.prepare("SELECT count FROM query_log WHERE term_norm = ?1").bind(normalizeSearchText(name)).first<{ count: number }>();
  return row?.count ?? 0;
}

async function suggestAs(client: string, query: string) {
  // On a host Cloudflare serves: only there is CF-Connecting-IP the client's (ADR 012).
  const res = await worker.fetch(`/bfx-content/api/search/suggest/v3?${query}`, { headers: { "cf-connecting-ip": client }, host: "www.stagefront.example" });
  expect(res.status).toBe(200);
  return (await res.json()) as { performers: Array<{ name: string }>; queryLogSuggestions: Array<{ name: string }> };
}

/**
 * Counting runs after the answer (waitUntil): a marker search by a fresh client is counted after
 * everything asked before it, so once its count shows, the earlier ones have landed too.
 */
async function settle(marker: string, client: string): Promise<void> {
  const before = await countOf(marker);
  await suggestAs(client, `term=${encodeURIComponent(marker)}`);
  await expect.poll(() => countOf(marker), { timeout: 10_000 }).toBe(before + 1);
}

describe("popular searches count a name once per client and window (issue 22 item 4)", () => {
  it("60 calls for one term with a changing unrelated parameter count once", async () => {
    const [name, marker] = unsearched as [string, string];
    const first = await suggestAs("198.51.100.1", `term=${encodeURIComponent(name)}`);
    // The term finds the performer: this is a search that may count.
    expect(first.performers.map((p) => p.name)).toContain(name);
    const shown = first.performers[0]!.name;
    for (let i = 1; i < 60; i++) {
      // Each one another KV key (another answer to cache), the same search.
      await suggestAs("198.51.100.1", `term=${encodeURIComponent(name)}&timeZoneOffsetInMinutes=${i}&perfRows=${(i % 50) + 1}`);
    }
    await settle(marker, "198.51.100.99");
    expect(await countOf(shown)).toBe(1);
  });

  it("the same name from other clients counts once each, also when the answer comes from the cache; a keystroke more is the same name", async () => {
    const [, , name, marker] = unsearched as [string, string, string, string];
    let shown = "";
    for (const client of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      // Same query each time: the second and third are KV hits, and still other fans.
      shown = (await suggestAs(client, `term=${encodeURIComponent(name)}`)).performers[0]!.name;
      const typedOn = await suggestAs(client, `term=${encodeURIComponent(name.slice(0, -1))}`);
      expect(typedOn.performers[0]!.name).toBe(shown);
    }
    await settle(marker, "203.0.113.99");
    expect(await countOf(shown)).toBe(3);
  });

  it("a term that finds nothing counts nothing", async () => {
    const db = await worker.db();
    const rows = async () => (await db.prepare("SELECT COUNT(*) AS n FROM query_log").first<{ n: number }>())!.n;
    const before = await rows();
    for (let i = 0; i < 5; i++) {
      const answer = await suggestAs(`192.0.2.${i}`, `term=${encodeURIComponent("qxzvkj wpfhgt")}`);
      expect(answer.performers).toEqual([]);
    }
    await settle(unsearched[4]!, "192.0.2.99");
    // Only the marker's row was added.
    expect(await rows()).toBe(before + 1);
  });
});
