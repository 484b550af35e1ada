// Place names in the reader's language (issue 21 item 4, ADR 018) and the locations cache key
// of a long CJK query (issue 22 item 9), against the demo catalog in D1.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type WorkerHandle } from "../support/worker";
import { copyCatalogState } from "./catalog-setup";

let worker: WorkerHandle;
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  worker = await startWorker({ d1Persist: copyCatalogState("place-names"), bindings: { STORE_CONFIG_CACHE_SECONDS: "0" } });
}, 60_000);
afterAll(() => worker?.dispose());

const locations = async (q: string, host: string, language: string) => {
  const res = await worker.fetch(`/bfx-content/api/search/locations/v3?q=${encodeURIComponent(q)}`, {
    host,
    headers: { "accept-language": language },
  });
  return { res, body: (await res.json()) as Json };
};
const page = async (path: string, host: string) => {
  const res = await worker.fetch(path, { host });
  expect(res.status, `${host}${path}`).toBe(200);
  return res.text();
};
const firstEventIn = async (geoNameId: number) =>
  (await (await worker.db()).prepare("SELECT web_path FROM events WHERE geo_name_id = ?1 ORDER BY starts_at LIMIT 1").bind(geoNameId).first<{ web_path: string }>())!
    .web_path;

describe("the German store", () => {
  it("finds Munich by 'Mün' and answers 'München, Deutschland'", async () => {
    const { body } = await locations("Mün", "de.localhost", "de-DE");
    expect(body.locations[0]).toMatchObject({ geoNameId: 2867714, city: "München", name: "München" });
    expect(body.locations[0].displayName.short).toBe("München, Deutschland");
  });

  it("shows München on its event cards and event pages, never Munich", async () => {
    const home = await page("/", "de.localhost");
    expect(home).toContain("München");
    expect(home).not.toMatch(/Stadttheater Munich|>Munich</);
    const event = await page(await firstEventIn(2867714), "de.localhost");
    expect(event).toMatch(/(Stadttheater|Musikbunker|Konzerthaus|Stadion) München|München Arena/);
    expect(event).not.toContain("Munich ·");
  });
});

describe("the Japanese store", () => {
  it("names Tokyo and Osaka in Japanese in the location search", async () => {
    const tokyo = await locations("東京", "jp.localhost", "ja-JP");
    expect(tokyo.body.locations[0]).toMatchObject({ geoNameId: 1850147, city: "東京都" });
    const osaka = await locations("Osaka", "jp.localhost", "ja");
    expect(osaka.body.locations[0]).toMatchObject({ geoNameId: 1853909, city: "大阪市" });
  });

  it("shows venues and cities in Japanese on home and an event page", async () => {
    const home = await page("/", "jp.localhost");
    expect(home).toMatch(/東京都(アリーナ|スタジアム|芸術劇場|クラブクアトロ|文化会館)/);
    const event = await page(await firstEventIn(1853909), "jp.localhost");
    expect(event).toContain("大阪市");
  });
});

describe("suggest", () => {
  it("names a venue's city in the reader's language", async () => {
    const venue = (await (await worker.db())
      .prepare("SELECT id, name FROM venues WHERE geo_name_id = 2867714 ORDER BY capacity LIMIT 1")
      .first<{ id: number; name: string }>())!;
    const res = await worker.fetch(`/bfx-content/api/search/suggest/v3?term=${encodeURIComponent(venue.name)}`, {
      host: "de.localhost",
      headers: { "accept-language": "de-DE" },
    });
    const body = (await res.json()) as Json;
    expect(body.venues.find((v: Json) => v.id === venue.id)).toMatchObject({ city: "München" });
  });
});

describe("the locations cache (issue 22 item 9)", () => {
  it("caches a long CJK query under a key of at most 512 bytes: the repeat does not reach D1", async () => {
    const q = "東京都千代田区丸の内".repeat(10); // 100 characters, 900 bytes once URL-encoded
    const first = await locations(q, "jp.localhost", "ja-JP");
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("x-cache")).toBe("miss");
    const kv = await worker.kv("CACHE");
    const keys = (await kv.list({ prefix: "loc:" })).keys.map((k) => k.name);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(new TextEncoder().encode(key).length, key).toBeLessThanOrEqual(512);
    // With the names gone from D1, only the cache can answer.
    await (await worker.db()).exec("DROP TABLE city_names");
    const second = await locations(q, "jp.localhost", "ja-JP");
    expect(second.res.status).toBe(200);
    expect(second.res.headers.get("x-cache")).toBe("hit");
    expect(second.body).toEqual(first.body);
  });
});
