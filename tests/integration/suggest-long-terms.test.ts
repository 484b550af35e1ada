// Issue 22 item 3: a long search term was taken for an outage. A 143-character term with 99
// distinct trigrams bound 101 parameters (entity, threshold, one per trigram) and D1 refused it
// ("variable number must be between ?1 and ?100"): suggest answered 503 and the search page was
// the degraded one. Terms shaped like real input — several words, accents, CJK, repeated words,
// pasted event titles — up to the spec's 2,048 characters (§5, §9), against the demo catalog in D1.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_MAX_LENGTH } from "../../app/domain/constants";
import { normalizeSearchText, searchForms, trigrams } from "../../app/domain/search-text";
import { D1_MAX_BOUND_PARAMETERS, D1_MAX_LIKE_PATTERN_BYTES } from "../../worker/services/d1-limits";
import { startWorker, type WorkerHandle } from "../support/worker";
import { copyCatalogState } from "./catalog-setup";

let worker: WorkerHandle;
/** Performer names of the demo catalog with upcoming events, most popular first (never hard-coded). */
let performers: string[] = [];

beforeAll(async () => {
  worker = await startWorker({ d1Persist: copyCatalogState("suggest-long-terms") });
  const db = await worker.db();
  const { results } = await db
    .prepare(
      `SELECT p.name FROM performers p WHERE EXISTS (SELECT 1 FROM event_performers ep JOIN events e ON e.id = ep.event_id
         WHERE ep.performer_id = p.id AND e.starts_at >= ?1) ORDER BY p.popularity DESC LIMIT 60`,
    )
    .bind(Date.now())
    .all<{ name: string }>();
  performers = results.map((r) => r.name);
}, 60_000);
afterAll(async () => {
  await worker?.dispose();
});

/** The most distinct trigrams any form of the term has: what the name match used to bind one by one. */
function distinctTrigrams(term: string): number {
  return Math.max(0, ...searchForms(term.trim()).map((form) => trigrams(form).length));
}

/** Words fans type besides names: dates, places with accents, other scripts, ticket talk. */
const WORDS = [
  "tickets", "live", "tour", "2027", "concert", "saturday", "night", "vip", "floor", "seats", "near", "me",
  "München", "Zürich", "Kraków", "São Paulo", "Göteborg", "Düsseldorf", "Montréal", "Málaga", "Łódź", "İstanbul", "Ελλάδα",
  "東京ドーム", "演唱会", "コンサート", "서울", "台北小巨蛋", "香港",
  "café", "Straße", "Œuvre", "naïve", "façade", "résumé",
  "&", "—", "|", "@", "#1", "(live)", "feat.", "vs.", "...",
];

/** A term like a fan's long input: names and words, some repeated, up to SEARCH_MAX_LENGTH. */
function longTerm(): fc.Arbitrary<string> {
  const piece = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...performers) },
    { weight: 4, arbitrary: fc.constantFrom(...WORDS) },
    // Made-up words: letters a name has never combined before, so trigrams keep being new.
    { weight: 5, arbitrary: fc.stringMatching(/^[a-zà-ÿ]{3,12}$/) },
  );
  return fc
    .tuple(fc.array(piece, { minLength: 20, maxLength: 500 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 144, max: SEARCH_MAX_LENGTH }))
    .map(([pieces, repeat, length]) => Array.from({ length: repeat }, () => pieces.join(" ")).join(" ").slice(0, length).trim());
}

/** A term of exactly SEARCH_MAX_LENGTH characters: every name and word once, then numbered tickets. */
function fullLengthTerm(): string {
  let term = [...performers, ...WORDS].join(" ");
  for (let i = 1; term.length < SEARCH_MAX_LENGTH; i++) term += ` ticket${i}`;
  // Never ends on a space (the term is trimmed): exactly the limit.
  return `${term.slice(0, SEARCH_MAX_LENGTH - 1)}x`;
}

async function suggestStatus(term: string) {
  const res = await worker.fetch(`/bfx-content/api/search/suggest/v3?term=${encodeURIComponent(term)}`);
  return { res, body: (await res.json()) as { searchTerm: string; events: unknown[]; performers: Array<{ name: string }> } };
}

describe("D1's limits are what d1-limits.ts says (where they come from: its header)", () => {
  it(`binds at most ${D1_MAX_BOUND_PARAMETERS} parameters and matches LIKE patterns of at most ${D1_MAX_LIKE_PATTERN_BYTES} bytes`, async () => {
    const db = await worker.db();
    const list = (n: number) =>
      db.prepare(`SELECT 1 IN (${Array.from({ length: n }, (_, i) => `?${i + 1}`).join(", ")}) AS found`).bind(...Array.from({ length: n }, (_, i) => i + 1));
    expect((await list(D1_MAX_BOUND_PARAMETERS).first<{ found: number }>())?.found).toBe(1);
    await expect(list(D1_MAX_BOUND_PARAMETERS + 1).first()).rejects.toThrow(/variable number must be between \?1 and \?100/);
    const like = (bytes: number) => db.prepare("SELECT 'x' LIKE ?1 AS m").bind("%".repeat(bytes));
    expect((await like(D1_MAX_LIKE_PATTERN_BYTES).first<{ m: number }>())?.m).toBe(1);
    await expect(like(D1_MAX_LIKE_PATTERN_BYTES + 1).first()).rejects.toThrow(/pattern/i);
  });
});

describe("a term of any length up to 2,048 characters answers, never as an outage", () => {
  it("the issue's case: 143 characters, 99 distinct trigrams or more — suggest 200 and the search page 200", async () => {
    const term = "taylor swift eras tour chicago soldier field saturday december parking stadium afternoon downstairs transportation milwaukee included lowerbowl";
    expect(term.length).toBe(143);
    expect(distinctTrigrams(term)).toBeGreaterThanOrEqual(99);
    const { res, body } = await suggestStatus(term);
    expect(res.status).toBe(200);
    expect(res.headers.get("retry-after")).toBeNull();
    expect(body.searchTerm).toBe(term);
    const page = await worker.fetch(`/find/s/?q=${encodeURIComponent(term)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("retry-after")).toBeNull();
  });

  it("property: long multi-word terms with many distinct trigrams — accents, CJK, repeated words — answer 200 on suggest and on the search page", async () => {
    let longest = 0;
    let mostTrigrams = 0;
    await fc.assert(
      fc.asyncProperty(longTerm(), async (term) => {
        fc.pre(distinctTrigrams(term) > D1_MAX_BOUND_PARAMETERS - 2);
        longest = Math.max(longest, term.length);
        mostTrigrams = Math.max(mostTrigrams, distinctTrigrams(term));
        const { res, body } = await suggestStatus(term);
        expect(res.status, term).toBe(200);
        expect(body.searchTerm).toBe(term.trim());
        expect(Array.isArray(body.events) && Array.isArray(body.performers)).toBe(true);
        const page = await worker.fetch(`/find/s/?q=${encodeURIComponent(term)}`);
        expect(page.status, term).toBe(200);
        expect(await page.text()).toContain("<h1");
      }),
      { numRuns: 30, seed: 2202, examples: [[fullLengthTerm()]] },
    );
    // The runs reached what the route fuzzer never did: past the parameter limit, and far past it.
    expect(mostTrigrams).toBeGreaterThan(3 * D1_MAX_BOUND_PARAMETERS);
    expect(longest).toBe(SEARCH_MAX_LENGTH);
  }, 240_000);

  it("property: a name repeated to any length still finds that name (repeated words add no trigrams)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...performers.slice(0, 30)), fc.integer({ min: 20, max: 200 }), async (name, times) => {
        const term = Array.from({ length: times }, () => name).join(" ").slice(0, SEARCH_MAX_LENGTH);
        const { res, body } = await suggestStatus(term);
        expect(res.status).toBe(200);
        expect(body.performers.map((p) => normalizeSearchText(p.name)), term.slice(0, 60)).toContain(normalizeSearchText(name));
      }),
      { numRuns: 15, seed: 2203 },
    );
  }, 120_000);
});
