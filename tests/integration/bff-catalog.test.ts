import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAddress } from "../../app/domain/address";
import { contentKey } from "../../app/domain/content";
import { startWorker, type WorkerHandle } from "../support/worker";
import { copyCatalogState } from "./catalog-setup";

// The bundled worker against the full demo catalog (≥115k cities, ≥25k events) in D1.
let worker: WorkerHandle;

beforeAll(async () => {
  worker = await startWorker({ d1Persist: copyCatalogState("bff-catalog"), bindings: { STORE_CONFIG_CACHE_SECONDS: "0" } });
});
afterAll(async () => {
  await worker?.dispose();
});

type Json = Record<string, any>;
async function api(path: string, init: Parameters<WorkerHandle["fetch"]>[1] = {}) {
  const res = await worker.fetch(`/bfx-content/api${path}`, init);
  return { res, body: (await res.json()) as Json };
}

describe("locations/v3", () => {
  it("finds a city by an alternate name, accent- and case-insensitively, most populous first", async () => {
    for (const q of ["Munich", "münchen", "MUNCHEN", "muenchen"]) {
      const { res, body } = await api(`/search/locations/v3?q=${encodeURIComponent(q)}`, {
        headers: { "accept-language": "en-GB,en;q=0.9" },
      });
      expect(res.status, q).toBe(200);
      // GeoNames names the city 'Munich'; 'München', 'Muenchen' and 'Munchen' are among its alternate names.
      expect(body.locations[0], q).toMatchObject({ geoNameId: 2867714, name: "Munich", countryCode: "DE" });
      expect(body.locations[0].displayName.short).toBe("Munich, Germany");
    }
  });

  it("names cities and countries in the reader's language", async () => {
    const { body } = await api("/search/locations/v3?q=munchen", { headers: { "accept-language": "de-DE" } });
    // Country names come from Intl.DisplayNames, city names from GeoNames' German name (ADR 018);
    // region names are GeoNames' own.
    expect(body.locations[0].displayName).toEqual({ short: "München, Deutschland", full: "München, Bavaria, Deutschland" });
  });

  it("shows 'city, state' in the US and Canada", async () => {
    const austin = await api("/search/locations/v3?q=austin");
    expect(austin.body.locations[0]).toMatchObject({ countryCode: "US", stateCode: "TX" });
    expect(austin.body.locations[0].displayName.short).toBe("Austin, TX");
    const toronto = await api("/search/locations/v3?q=toronto");
    expect(toronto.body.locations[0].displayName.short).toBe("Toronto, ON");
  });

  it("answers 5 rows by default, by population descending, and honours rows", async () => {
    const { body } = await api("/search/locations/v3?q=a");
    expect(body.locations).toHaveLength(5);
    const pops = body.locations.map((l: Json) => l.population);
    expect([...pops].sort((a, b) => b - a)).toEqual(pops);
    const two = await api("/search/locations/v3?q=a&rows=2");
    expect(two.body.locations).toHaveLength(2);
    expect(two.body.locations.map((l: Json) => [l.index, l.key])).toEqual(two.body.locations.map((l: Json, i: number) => [i, String(l.geoNameId)]));
  });

  it("searches by point, nearest first, in miles unless km is asked", async () => {
    const mi = await api("/search/locations/v3?point=48.1374,11.5755");
    expect(mi.body.locations[0].name).toBe("Munich");
    const d = mi.body.locations.map((l: Json) => l.distance);
    expect([...d].sort((a, b) => a - b)).toEqual(d);
    const km = await api("/search/locations/v3?point=48.1374,11.5755&unit=km&rows=10");
    expect(km.body.locations).toHaveLength(10);
    const lastMi = mi.body.locations.at(-1).distance;
    expect(km.body.locations[4].distance).toBeCloseTo(lastMi * 1.609, 0);
  });

  it("detects the location from the request's IP data (request.cf)", async () => {
    const { body } = await api("/search/locations/v3?ipDetect=true&rows=1", {
      cf: { latitude: "45.4642", longitude: "9.19", city: "Milan", country: "IT" },
    });
    expect(body.locations[0]).toMatchObject({ name: "Milan", countryCode: "IT" });
  });

  it.each([
    ["", "q: is required"],
    ["?q=", "q: must be at least 1 character"],
    ["?point=91,0", "point:"],
    ["?point=abc", "point:"],
    ["?q=x&rows=-1", "rows:"],
    ["?q=x&rows=0", "rows: must be at least 1"],
    ["?q=x&shstore=25", "shstore:"],
    ["?q=x&unit=yards", "unit:"],
    ["?q=x&nocache=maybe", "nocache:"],
    ["?q=x&point=1,1", "q: give one of"],
    ["?q=x&sort=distance", "sort:"],
    ["?point=1,1&radius=-5", "radius:"],
  ])("rejects %s with a 400 naming the parameter", async (qs, message) => {
    const { res, body } = await api(`/search/locations/v3${qs}`);
    expect(res.status).toBe(400);
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.message).toContain(message);
    expect(body.error.requestId).toBeTruthy();
  });

  it("caches: miss, then hit; nocache bypasses", async () => {
    const first = await api("/search/locations/v3?q=lisbo");
    const second = await api("/search/locations/v3?q=lisbo");
    expect(first.res.headers.get("x-cache")).toBe("miss");
    expect(second.res.headers.get("x-cache")).toBe("hit");
    expect(second.body).toEqual(first.body);
    const bypass = await api("/search/locations/v3?q=lisbo&nocache=true");
    expect(bypass.res.headers.get("x-cache")).toBe("bypass");
  });
});

describe("suggest/v3", () => {
  it("tolerates accents and typos: beyonce, metalica", async () => {
    const b = await api("/search/suggest/v3?term=beyonce");
    expect(b.res.status).toBe(200);
    expect(b.body.performers[0].name).toBe("Beyoncé");
    expect(b.body.events.length).toBeGreaterThan(0);
    expect(b.body.events[0].performers.map((p: Json) => p.name)).toContain("Beyoncé");
    const m = await api("/search/suggest/v3?term=metalica");
    expect(m.body.performers[0].name).toBe("Metallica");
  });

  it("finds what is on in a city written as a fan types it: muenchen", async () => {
    const { body } = await api("/search/suggest/v3?term=muenchen");
    const places = [...body.events.map((e: Json) => e.venue.city), ...body.venues.map((v: Json) => v.city)];
    expect(places).toContain("Munich");
  });

  it("answers the spec's fields: the store's country first, each part by popularity then local date", async () => {
    const { body } = await api("/search/suggest/v3?term=%20taylor%20swift%20");
    expect(body.searchTerm).toBe("taylor swift");
    expect(Object.keys(body).sort()).toEqual(["events", "performers", "queryLogSuggestions", "searchTerm", "venues"]);
    // The host's store is the US one: its dates, then the rest (issue 21).
    const home = body.events.map((e: Json) => e.venue.countryCode === "US");
    expect(home).toEqual([...home].sort((a, b) => Number(b) - Number(a)));
    for (let i = 1; i < body.events.length; i++) {
      const a = body.events[i - 1];
      const b = body.events[i];
      if (home[i - 1] !== home[i]) continue;
      expect(a.popularity > b.popularity || (a.popularity === b.popularity && a.eventDateLocal <= b.eventDateLocal)).toBe(true);
    }
    const e = body.events[0];
    expect(e.webURI).toMatch(/^\//);
    expect(parseAddress(e.webURI, { supportedLanguages: ["en"] }).pageId).toBe("event");
    expect(e.ancestors.categories.map((c: Json) => c.id)).toContain(1);
    expect(e.performers[0]).toHaveProperty("id");
    expect(body.performers[0].webURI).toMatch(/\/performer\/\d+\/$/);
  });

  it("honours perfRows, includeNoneventEntities, withEventCount and enablePopular", async () => {
    const few = await api("/search/suggest/v3?term=the&perfRows=2");
    expect(few.body.performers.length).toBeLessThanOrEqual(2);
    const none = await api("/search/suggest/v3?term=metallica&includeNoneventEntities=false");
    expect(none.body.performers).toEqual([]);
    expect(none.body.venues).toEqual([]);
    const counted = await api("/search/suggest/v3?term=metallica&withEventCount=true");
    expect(counted.body.performers[0].eventCount).toBeGreaterThan(0);
    const popular = await api("/search/suggest/v3?term=tay");
    expect(popular.body.queryLogSuggestions.map((q: Json) => q.name)).toContain("Taylor Swift");
    const noPopular = await api("/search/suggest/v3?term=tay&enablePopular=false");
    expect(noPopular.body.queryLogSuggestions).toEqual([]);
  });

  it("ranks events within radius of the point first, and still lists the rest (issue 21: point and radius rank, they do not cut)", async () => {
    const everywhere = await api("/search/suggest/v3?term=bayern&shstore=3");
    expect(everywhere.body.events.length).toBeGreaterThan(0);
    const near = await api("/search/suggest/v3?term=bayern&shstore=3&point=48.1374,11.5755&radius=30");
    // The German store answers in German: Munich is "München" there (ADR 018).
    const munich = near.body.events.map((e: Json) => e.venue.city === "München");
    expect(munich[0]).toBe(true);
    expect(munich).toEqual([...munich].sort((a, b) => Number(b) - Number(a)));
    const far = await api("/search/suggest/v3?term=bayern&shstore=3&point=40.7128,-74.006&radius=30");
    expect(far.body.events.length).toBe(everywhere.body.events.length);
  });

  it("narrows events to a city with geoId, or around it with geoExpansion", async () => {
    const city = await api("/search/suggest/v3?term=bayern&geoId=2867714");
    expect(city.body.events.length).toBeGreaterThan(0);
    for (const e of city.body.events) expect(e.venue.city).toBe("Munich");
    const around = await api("/search/suggest/v3?term=bayern&geoId=2867714&geoExpansion=true&radius=30");
    expect(around.body.events.length).toBeGreaterThan(0);
    for (const e of around.body.events) expect(e.venue.city).toBe("Munich");
    const elsewhere = await api("/search/suggest/v3?term=bayern&geoId=5128581&geoExpansion=true&radius=30");
    expect(elsewhere.body.events).toEqual([]);
  });

  it.each([
    [`?term=${"a".repeat(2049)}`, "term: must be at most 2048 characters"],
    ["?term=%20%20", "term: must not be empty"],
    ["", "term:"],
    ["?term=x&point=1", "point:"],
    ["?term=x&shstore=99", "shstore:"],
    ["?term=x&perfRows=0", "perfRows:"],
    ["?term=x&perfRows=abc", "perfRows:"],
    ["?term=x&radius=-1", "radius:"],
    ["?term=x&timeZoneOffsetInMinutes=5000", "timeZoneOffsetInMinutes:"],
    ["?term=x&minAvailableTickets=-2", "minAvailableTickets:"],
    ["?term=x&geoId=12ab", "geoId:"],
    ["?term=x&lang=%3Cscript%3E", "lang:"],
    // The API doc: sort is validated (issue 21 item 16).
    ["?term=x&sort=foo", "sort:"],
    ["?term=x&sort=name%20asc", "sort:"],
    ["?term=x&sort=popularity%20asc", "sort:"],
  ])("rejects %s with a 400 naming the parameter", async (qs, message) => {
    const { res, body } = await api(`/search/suggest/v3${qs}`);
    expect(res.status).toBe(400);
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.message).toContain(message);
  });

  it.each(["popularity%20desc", "POPULARITY%20DESC", "popularity", "popularity%20desc%2C%20eventDateLocal%20asc"])("accepts sort=%s (the one order, spec §7)", async (sort) => {
    const { res } = await api(`/search/suggest/v3?term=metallica&sort=${sort}`);
    expect(res.status).toBe(200);
  });

  it("caches in KV: miss, then hit", async () => {
    const a = await api("/search/suggest/v3?term=coldplay");
    const b = await api("/search/suggest/v3?term=Coldplay%20");
    expect(a.res.headers.get("x-cache")).toBe("miss");
    expect(b.res.headers.get("x-cache")).toBe("hit");
    expect(b.body.searchTerm).toBe("Coldplay");
  });
});

describe("cms content", () => {
  it("answers subCatNav with the store's top cities", async () => {
    const { res, body } = await api("/cms/content-content/homepage/components.json", { host: "de.localhost" });
    expect(res.status).toBe(200);
    expect(body.subCatNav.cities.length).toBeGreaterThan(0);
    for (const entry of body.subCatNav.cities) {
      expect(parseAddress(entry.webURI, { supportedLanguages: ["de"] })).toMatchObject({ pageId: "browse", entity: "geography" });
    }
  });

  it("answers the discovery menu for a store", async () => {
    const { res, body } = await api("/cms/content-content/homepage/site-nav/2.json");
    expect(res.status).toBe(200);
    const ids = body.discovery.map((m: Json) => m.id);
    expect(ids).toEqual(["concerts", "sports", "theater-comedy"]);
    const sports = body.discovery[1];
    expect(sports.items[0]).toMatchObject({ label: "View All", type: "link" });
    expect(sports.items.find((i: Json) => i.type === "section")?.label).toBe("Local teams");
    const concerts = body.discovery[0];
    expect(concerts.items.find((i: Json) => i.type === "section")?.label).toBe("Popular near you");
    // Groupings with upcoming events in the store's country: the UK site's league.
    const league = sports.items.find((i: Json) => i.label === "Premier League");
    expect(league).toMatchObject({ type: "link", parent: "sports" });
    expect(parseAddress(league.webURI, { supportedLanguages: ["en"] })).toMatchObject({ pageId: "browse", entity: "grouping" });
  });

  it.each(["25.json", "abc.json", "3.xml", "0.json"])("rejects site-nav/%s", async (file) => {
    const { res, body } = await api(`/cms/content-content/homepage/site-nav/${file}`);
    expect(res.status).toBe(400);
    expect(body.error.message).toContain("storeId");
  });

  it("serves authored content from KV", async () => {
    const kv = await worker.kv("STORE_CONFIG");
    await kv.put(contentKey(7, "components"), JSON.stringify({ subCatNav: { cities: [{ name: "Lisboa", webURI: "/lisboa-tickets/geography/2267057/" }] } }));
    const { body } = await api("/cms/content-content/homepage/components.json", { host: "pt.localhost" });
    expect(body.subCatNav.cities).toEqual([{ name: "Lisboa", webURI: "/lisboa-tickets/geography/2267057/" }]);
  });

  it("ignores an authored document whose link leads off the site, serving generated defaults", async () => {
    const kv = await worker.kv("STORE_CONFIG");
    await kv.put(contentKey(6, "components"), JSON.stringify({ subCatNav: { cities: [{ name: "Evil", webURI: "/\\evil.example/" }] } }));
    const { res, body } = await api("/cms/content-content/homepage/components.json", { host: "es.localhost" });
    expect(res.status).toBe(200);
    expect(body.subCatNav.cities.length).toBeGreaterThan(0);
    for (const entry of body.subCatNav.cities) expect(entry.webURI).toMatch(/^\/[a-z0-9-]+-tickets\/geography\/\d+\/$/);
    await expect.poll(() => worker.logs.join("")).toContain('"event":"content.authored_invalid"');
  });
});

describe("query log", () => {
  it("counts the catalog name a fan was shown, once per fan and hour (ADR 020), and serves it as a popular search", async () => {
    const db = await worker.db();
    const count = async () =>
      (await db.prepare("SELECT count FROM query_log WHERE term_norm = 'metallica'").first<{ count: number }>())?.count ?? 0;
    // On a host Cloudflare serves: only there is CF-Connecting-IP the client's (ADR 012).
    const fan = (ip: string) => ({ headers: { "cf-connecting-ip": ip }, host: "www.stagefront.example" });
    const before = await count();
    await api("/search/suggest/v3?term=metall&perfRows=3", fan("10.1.0.1"));
    await expect.poll(count).toBe(before + 1);
    await api("/search/suggest/v3?term=metall&perfRows=3", fan("10.1.0.1")); // the same fan again
    await api("/search/suggest/v3?term=metalli&perfRows=3", fan("10.1.0.1")); // another keystroke, same name shown
    await api("/search/suggest/v3?term=metall&perfRows=3", fan("10.1.0.2")); // another fan: a KV hit, and counted
    await expect.poll(count).toBe(before + 2);
    const { body } = await api("/search/suggest/v3?term=meta&perfRows=4");
    expect(body.queryLogSuggestions.map((q: Json) => q.name)).toContain("Metallica");
  });
});

describe("faults: D1 failing", () => {
  it("serves a stale copy when one exists, an error envelope for suggest when none, and empty content", async () => {
    // miss → hit while D1 is up.
    const miss = await api("/search/locations/v3?q=porto", { headers: { "accept-language": "en" } });
    expect(miss.res.headers.get("x-cache")).toBe("miss");
    const hit = await api("/search/locations/v3?q=porto", { headers: { "accept-language": "en" } });
    expect(hit.res.headers.get("x-cache")).toBe("hit");
    // The clock moves past the TTL: the stored copy's timestamp is set back by more than the
    // locations TTL (one hour), as if it had been written long ago.
    const cache = await worker.kv("CACHE");
    const key = `loc:v3:q:${createHash("sha256").update("porto").digest("hex")}:5:en`;
    const stored = JSON.parse((await cache.get(key))!) as { storedAt: number; value: unknown };
    await cache.put(key, JSON.stringify({ ...stored, storedAt: stored.storedAt - 3_601_000 }));

    const db = await worker.db();
    await db.exec("DROP TABLE city_names");
    await db.exec("DROP TABLE search_trigrams");
    await db.exec("DROP TABLE events");

    const stale = await api("/search/locations/v3?q=porto", { headers: { "accept-language": "en" } });
    expect(stale.res.status).toBe(200);
    expect(stale.res.headers.get("x-cache")).toBe("stale");
    expect(stale.res.headers.get("warning")).toContain("stale");
    expect(stale.body).toEqual(miss.body);
    await expect.poll(() => worker.logs.join("")).toContain('"event":"cache.stale_served"');

    const down = await api("/search/locations/v3?q=nothingcached");
    expect(down.res.status).toBe(503);
    expect(down.body.error.code).toBe("UNAVAILABLE");
    expect(down.body.error.requestId).toBeTruthy();
    expect(down.res.headers.get("retry-after")).toBe("30");

    const suggestDown = await api("/search/suggest/v3?term=nothingcached");
    expect(suggestDown.res.status).toBe(503);
    expect(suggestDown.body.error).toMatchObject({ code: "UNAVAILABLE" });

    const content = await api("/cms/content-content/homepage/components.json", { host: "fi.localhost" });
    expect(content.res.status).toBe(200);
    expect(content.body).toEqual({ subCatNav: {} });
    await expect.poll(() => worker.logs.join("")).toContain('"event":"content.failed"');
  });
});
