import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cachedPage, cutAt, joinedWith, memoMsOf, pageCachePolicy, type PageCacheRequest } from "./page-cache";
import type { PageKind } from "../../app/domain/page-cache-key";

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const nonceArb = fc.base64String({ minLength: 24, maxLength: 24 }).filter((n) => /^[A-Za-z0-9+/=]{24}$/.test(n));

/** A page as the worker renders them: markup, prices in euros and yen, Japanese and German names, and the nonce on every inline script. */
function pageWith(nonce: string, body: string): string {
  return `<!DOCTYPE html><html lang="de"><head><script nonce="${nonce}">window.a=1</script></head><body><h1>${body}</h1><p>ab 84 € · ¥12,000 · 東京ドーム · Köln</p><script nonce="${nonce}">window.b=2</script></body></html>`;
}

describe("a kept page's bytes, cut at its nonce", () => {
  it("joined around another nonce equal the page with every nonce replaced (real-shaped pages)", () => {
    fc.assert(
      fc.property(nonceArb, nonceArb, fc.string({ unit: "grapheme", maxLength: 200 }), (old, fresh, body) => {
        const page = pageWith(old, body);
        const served = decode(joinedWith(cutAt(encode(page), encode(old)), encode(fresh)));
        expect(served).toBe(page.replaceAll(old, fresh));
      }),
      { numRuns: 500 },
    );
  });

  it("a page without the nonce is one part, served as it is", () => {
    const parts = cutAt(encode("<p>€ 84</p>"), encode("abcdefghijklmnopqrstuvwx"));
    expect(parts).toHaveLength(1);
    expect(decode(joinedWith(parts, encode("X")))).toBe("<p>€ 84</p>");
  });

  it("overlapping and adjacent occurrences are cut as replaceAll does", () => {
    for (const [text, needle] of [["aaaa", "aa"], ["xabab", "ab"], ["ab", "ab"], ["", "ab"]] as const) {
      expect(decode(joinedWith(cutAt(encode(text), encode(needle)), encode("-")))).toBe(text.replaceAll(needle, "-"));
    }
  });
});

/** A Cache as the Workers runtime's: match and put by URL, counting the reads. */
function countingCache() {
  const kept = new Map<string, Response>();
  const counts = { match: 0, put: 0 };
  const cache = {
    async match(url: string) {
      counts.match += 1;
      return kept.get(url)?.clone();
    },
    async put(url: string, response: Response) {
      counts.put += 1;
      kept.set(url, response);
    },
  } as unknown as Cache;
  return { cache, counts };
}

function request(cache: Cache, now: number, nonce: string, renders: { n: number }, key: string): PageCacheRequest {
  const waits: Promise<unknown>[] = [];
  return {
    key,
    origin: "https://www.stagefront.test",
    nonce,
    render: async () => {
      renders.n += 1;
      return { response: new Response(pageWith(nonce, `render ${renders.n}`), { headers: { "content-type": "text/html; charset=utf-8" } }), degraded: false };
    },
    kindOf: () => "event",
    policy: (kind) => pageCachePolicy(kind),
    cache,
    waitUntil: (promise) => void waits.push(promise),
    log: () => {},
    now: () => now,
  };
}

describe("an isolate's copy of a rush's page", () => {
  it("is served from memory while fresh (30 s for an event page): the data centre's cache is read again only once it is stale", async () => {
    const { cache, counts } = countingCache();
    const renders = { n: 0 };
    const key = `event-${Math.random()}`;
    const t0 = 1_800_000_000_000;
    const first = await cachedPage(request(cache, t0, "AAAAAAAAAAAAAAAAAAAAAA==", renders, key));
    expect(first.headers.get("x-page-cache")).toBe("miss");
    await first.text();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const readsAfterMiss = counts.match;
    for (const [i, seconds] of [2, 10, 29].entries()) {
      const nonce = `BBBBBBBBBBBBBBBBBBBBB${i}==`;
      const hit = await cachedPage(request(cache, t0 + seconds * 1000, nonce, renders, key));
      expect(hit.headers.get("x-page-cache")).toBe("hit");
      const html = await hit.text();
      expect(html).toContain(`nonce="${nonce}"`);
      expect(html).not.toContain("AAAAAAAAAAAAAAAAAAAAAA==");
      expect(html).toContain("84 € · ¥12,000 · 東京ドーム");
    }
    expect(counts.match).toBe(readsAfterMiss);
    expect(renders.n).toBe(1);
    const stale = await cachedPage(request(cache, t0 + 31_000, "CCCCCCCCCCCCCCCCCCCCCC==", renders, key));
    expect(stale.headers.get("x-page-cache")).toBe("stale");
    expect(counts.match).toBe(readsAfterMiss + 1);
  });

  it("keeps a copy at least a second, and a stale one no longer", () => {
    const req = { policy: (kind: PageKind) => pageCachePolicy(kind) };
    const storedAt = 1_000_000;
    expect(memoMsOf(req, { storedAt, kind: "event", degraded: false }, storedAt)).toBe(30_000);
    expect(memoMsOf(req, { storedAt, kind: "event", degraded: false }, storedAt + 29_500)).toBe(1_000);
    expect(memoMsOf(req, { storedAt, kind: "event", degraded: false }, storedAt + 90_000)).toBe(1_000);
    expect(memoMsOf(req, { storedAt, kind: "event", degraded: true }, storedAt)).toBe(5_000);
  });
});
