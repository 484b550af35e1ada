// The preference form (POST /preferences/) and the signed cookies it writes: SH6_USER_PREF (date
// 6 hours, location one year; spec §3, §4, §9) and selectedCurrencyCode (spec §4 Currency), read
// back by the listing pages; CSRF and open-redirect refusals. Bundled worker, demo catalog in D1.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distanceBetween } from "../../app/domain/location";
import { resolveDateRange, todayIn } from "../../app/domain/date-filter";
import { defaultStoreConfig, storeConfigKey } from "../../app/domain/store-config";
import { setCookieAttributes, setCookiePair } from "../support/set-cookie";
import { startWorker, type WorkerHandle } from "../support/worker";
import setupCatalog, { copyCatalogState } from "./catalog-setup";

const ORIGIN = "http://127.0.0.1:8787";
const US_ZONE = defaultStoreConfig(1).timeZone;
/** The fan's zone as Cloudflare reports it: the store's, so 'this weekend' is computed alike here. */
const CF = { timezone: US_ZONE, country: "US" };
const SIX_HOURS_S = 21_600;
const ONE_YEAR_S = 31_536_000;

let worker: WorkerHandle;
let db: D1Database;

/** A US city with upcoming events, and one far away (Europe) with upcoming events too. */
const cities = {
  near: { geoNameId: 0, name: "", latitude: 0, longitude: 0 },
  far: { geoNameId: 0, name: "", latitude: 0, longitude: 0 },
};

beforeAll(async () => {
  await setupCatalog();
  worker = await startWorker({ d1Persist: copyCatalogState("preferences"), bindings: { STORE_CONFIG_CACHE_SECONDS: "0" } });
  db = await worker.db();
  const city = (country: string) =>
    db
      .prepare(
        `SELECT c.geo_name_id, c.name, c.admin1_code, c.latitude, c.longitude, COUNT(*) AS n FROM events e
         JOIN cities c ON c.geo_name_id = e.geo_name_id
         WHERE e.country_code = ?1 AND e.starts_at >= ?2 GROUP BY c.geo_name_id ORDER BY n DESC LIMIT 1`,
      )
      .bind(country, Date.now())
      .first<{ geo_name_id: number; name: string; admin1_code: string; latitude: number; longitude: number }>();
  const near = await city("US");
  const far = await city("DE");
  if (!near || !far) throw new Error("the demo catalog has no US or DE events");
  cities.near = { geoNameId: near.geo_name_id, name: `${near.name}, ${near.admin1_code}`, latitude: near.latitude, longitude: near.longitude };
  cities.far = { geoNameId: far.geo_name_id, name: `${far.name}, Germany`, latitude: far.latitude, longitude: far.longitude };
}, 300_000);

afterAll(async () => {
  await worker?.dispose();
});

interface Posted {
  status: number;
  location: string | null;
  cookies: string[];
  text: string;
}

async function post(fields: Record<string, string>, options: { cookie?: string; headers?: Record<string, string> } = {}): Promise<Posted> {
  const headers: Record<string, string> = { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  const res = await worker.fetch("/preferences/", { method: "POST", body: new URLSearchParams(fields).toString(), headers, cf: CF });
  return { status: res.status, location: res.headers.get("location"), cookies: res.headers.getSetCookie(), text: await res.text() };
}

async function page(path: string, cookie?: string) {
  const res = await worker.fetch(path, { headers: cookie ? { cookie } : {}, cf: CF });
  const html = await res.text();
  return {
    status: res.status,
    html,
    starts: [...html.matchAll(/<time class="event-card__when" dateTime="([^"]+)"/g)].map((m) => Date.parse(m[1]!)),
    ids: [...html.matchAll(/<h[34] class="event-card__name"><a[^>]* href="[^"]*\/event\/(\d+)\/"/g)].map((m) => Number(m[1])),
  };
}

/** name=value of a Set-Cookie line, for the next request's Cookie header. */
const pair = setCookiePair;

/** The JSON a Remix signed cookie carries (base64 of the URI-encoded JSON, then '.', then the signature). */
function signedJson(setCookie: string): unknown {
  const value = decodeURIComponent(pair(setCookie).slice(pair(setCookie).indexOf("=") + 1));
  const data = value.slice(0, value.lastIndexOf("."));
  return JSON.parse(decodeURIComponent(escape(atob(data))));
}

const attributes = setCookieAttributes;

describe("date: a preset is stored in SH6_USER_PREF for 6 hours and applied", () => {
  it("answers 303 to the page with pbD, first page, and a signed, HttpOnly, Secure, SameSite=Lax cookie", async () => {
    const before = Date.now();
    const res = await post({ intent: "date", pbD: "w", returnTo: "/?page=2" });
    expect(res.status).toBe(303);
    expect(res.location).toBe("/?pbD=w");
    expect(res.cookies).toHaveLength(1);
    const cookie = res.cookies[0]!;
    expect(cookie.startsWith("SH6_USER_PREF=")).toBe(true);
    const attrs = attributes(cookie);
    expect(attrs).toMatchObject({ "max-age": String(SIX_HOURS_S), path: "/", httponly: true, secure: true, samesite: "Lax" });
    const json = signedJson(cookie) as { date: { value: unknown; expiresAt: number } };
    expect(json.date.value).toEqual({ key: "thisWeekend" });
    expect(json.date.expiresAt).toBeGreaterThanOrEqual(before + SIX_HOURS_S * 1000);
    expect(json.date.expiresAt).toBeLessThanOrEqual(Date.now() + SIX_HOURS_S * 1000);
  });

  it("is stored only if changed: the same preset again writes no cookie", async () => {
    const first = await post({ intent: "date", pbD: "m", returnTo: "/" });
    const again = await post({ intent: "date", pbD: "m", returnTo: "/" }, { cookie: pair(first.cookies[0]!) });
    expect(again.status).toBe(303);
    expect(again.cookies).toEqual([]);
    const other = await post({ intent: "date", pbD: "t", returnTo: "/" }, { cookie: pair(first.cookies[0]!) });
    expect((signedJson(other.cookies[0]!) as { date: { value: unknown } }).date.value).toEqual({ key: "today" });
  });

  it("a page without pbD applies the stored choice; pbD in the address wins over it", async () => {
    const saved = await post({ intent: "date", pbD: "w", returnTo: "/" });
    const cookie = pair(saved.cookies[0]!);
    const now = Date.now();
    const weekend = resolveDateRange({ key: "thisWeekend" }, now, US_ZONE)!;
    const filtered = await page("/", cookie);
    expect(filtered.status).toBe(200);
    expect(filtered.html).toContain("Upcoming events · This weekend");
    for (const start of filtered.starts) expect(start).toBeLessThan(weekend.to);
    const all = await page("/?pbD=a", cookie);
    expect(all.html).not.toContain("Upcoming events · This weekend");
    const unfiltered = await page("/");
    expect(unfiltered.html).not.toContain("Upcoming events · This weekend");
  });

  it("a custom range is stored with its days; all dates clears the address", async () => {
    const today = todayIn(Date.now(), US_ZONE);
    const end = new Date(Date.parse(`${today}T00:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);
    const res = await post({ intent: "date", pbD: `${today} to ${end}`, returnTo: "/find/s/?q=rock" });
    expect(res.location).toBe(`/find/s/?q=rock&pbD=${today}+to+${end}`);
    expect((signedJson(res.cookies[0]!) as { date: { value: unknown } }).date.value).toEqual({ key: "choose-date", start: today, end });
    const all = await post({ intent: "date", pbD: "a", returnTo: `/find/s/?q=rock&pbD=${today}+to+${end}` }, { cookie: pair(res.cookies[0]!) });
    expect(all.location).toBe("/find/s/?q=rock");
    expect((signedJson(all.cookies[0]!) as { date: { value: unknown } }).date.value).toEqual({ key: "all-dates" });
  });

  it("a cookie edited by hand (its signature no longer matching) is ignored", async () => {
    const saved = await post({ intent: "date", pbD: "t", returnTo: "/" });
    const [name, value] = pair(saved.cookies[0]!).split("=") as [string, string];
    const decoded = decodeURIComponent(value);
    const signature = decoded.slice(decoded.lastIndexOf("."));
    const forged = btoa(JSON.stringify({ date: { value: { key: "thisWeekend" }, expiresAt: Date.now() + 1e6 } }));
    const tampered = await page("/", `${name}=${encodeURIComponent(forged + signature)}`);
    expect(tampered.status).toBe(200);
    expect(tampered.html).not.toContain("Upcoming events · This weekend");
    const garbage = await page("/", "SH6_USER_PREF=%E0%A4%A; selectedCurrencyCode=%%%");
    expect(garbage.status).toBe(200);
  });

  it("without common.queryParams the choice lives in the cookie only", async () => {
    const kv = await worker.kv("STORE_CONFIG");
    const config = defaultStoreConfig(1);
    config.featureFlags["common.queryParams"] = false;
    await kv.put(storeConfigKey(1), JSON.stringify(config));
    try {
      const res = await post({ intent: "date", pbD: "w", returnTo: "/?pbD=t" });
      expect(res.location).toBe("/");
      const home = await page("/", pair(res.cookies[0]!));
      expect(home.html).toContain("Upcoming events · This weekend");
    } finally {
      await kv.put(storeConfigKey(1), JSON.stringify(defaultStoreConfig(1)));
    }
  });
});

describe("location: stored for one year, applied within the suggest radius (200 miles)", () => {
  const fields = (c: typeof cities.near) => ({
    intent: "location",
    returnTo: "/?pbD=a",
    geoNameId: String(c.geoNameId),
    name: c.name,
    latitude: String(c.latitude),
    longitude: String(c.longitude),
  });

  it("answers 303 with pbG and a one-year location field beside the date's 6 hours", async () => {
    const date = await post({ intent: "date", pbD: "m", returnTo: "/" });
    const before = Date.now();
    const res = await post(fields(cities.near), { cookie: pair(date.cookies[0]!) });
    expect(res.status).toBe(303);
    expect(res.location).toBe(`/?pbD=a&pbG=${encodeURIComponent(cities.near.name).replace(/%20/g, "+")}`);
    const cookie = res.cookies[0]!;
    expect(attributes(cookie)["max-age"]).toBe(String(ONE_YEAR_S));
    const json = signedJson(cookie) as { date: { value: unknown; expiresAt: number }; location: { value: unknown; expiresAt: number } };
    expect(json.location.value).toEqual({ geoNameId: cities.near.geoNameId, name: cities.near.name, latitude: cities.near.latitude, longitude: cities.near.longitude });
    expect(json.location.expiresAt).toBeGreaterThanOrEqual(before + ONE_YEAR_S * 1000);
    // Choosing a place does not stretch the date's 6 hours.
    expect(json.date.value).toEqual({ key: "thisMonth" });
    expect(json.date.expiresAt).toBeLessThanOrEqual(Date.now() + SIX_HOURS_S * 1000);
  });

  it("home lists only events within 200 miles of the stored place, abroad too", async () => {
    for (const city of [cities.near, cities.far]) {
      const res = await post(fields(city));
      const home = await page("/", pair(res.cookies[0]!));
      expect(home.status).toBe(200);
      expect(home.ids.length).toBeGreaterThan(0);
      expect(home.html).toContain(`Upcoming events · ${city.name.replace(/&/g, "&amp;")}`);
      const rows = await db
        .prepare(`SELECT latitude, longitude FROM events WHERE id IN (${home.ids.map(() => "?").join(",")})`)
        .bind(...home.ids)
        .all<{ latitude: number; longitude: number }>();
      for (const row of rows.results) expect(distanceBetween(city.latitude, city.longitude, row.latitude, row.longitude, "mi")).toBeLessThanOrEqual(200);
    }
  });

  it("pbG in the address is looked up by name and applied; everywhere removes the stored place", async () => {
    const res = await page(`/?pbG=${encodeURIComponent(cities.far.name)}`);
    expect(res.html).toContain(`Upcoming events · ${cities.far.name}`);
    const stored = await post(fields(cities.near));
    const cleared = await post({ intent: "location", returnTo: `/?pbG=${encodeURIComponent(cities.near.name)}`, geoNameId: "" }, { cookie: pair(stored.cookies[0]!) });
    expect(cleared.location).toBe("/");
    // The cookie held only the location: nothing is left, so it is deleted.
    expect(attributes(cleared.cookies[0]!)["max-age"]).toBe("0");
  });

  it("pbD and pbG together in the address: only events this month within 200 miles of the place", async () => {
    const now = Date.now();
    const month = resolveDateRange({ key: "thisMonth" }, now, US_ZONE)!;
    const res = await page(`/?pbD=m&pbG=${encodeURIComponent(cities.near.name)}`);
    expect(res.html).toContain(`Upcoming events · This month · ${cities.near.name}`);
    const rows = await db
      .prepare(`SELECT starts_at, latitude, longitude FROM events WHERE id IN (${res.ids.map(() => "?").join(",")})`)
      .bind(...res.ids)
      .all<{ starts_at: number; latitude: number; longitude: number }>();
    expect(rows.results.length).toBe(res.ids.length);
    for (const row of rows.results) {
      expect(row.starts_at).toBeLessThan(month.to);
      expect(distanceBetween(cities.near.latitude, cities.near.longitude, row.latitude, row.longitude, "mi")).toBeLessThanOrEqual(200);
    }
    // As many as D1 counts by the same rules (the page shows the first 10).
    const expected = await db
      .prepare(`SELECT latitude, longitude FROM events WHERE starts_at >= ?1 AND starts_at < ?2`)
      .bind(now, month.to)
      .all<{ latitude: number; longitude: number }>();
    const inReach = expected.results.filter((r) => distanceBetween(cities.near.latitude, cities.near.longitude, r.latitude, r.longitude, "mi") <= 200).length;
    expect(res.ids.length).toBe(Math.min(10, inReach));
    expect(inReach).toBeGreaterThan(0);
  });

  it("a pbG naming no place is ignored", async () => {
    const res = await page("/?pbG=Qqqqzzzxx");
    expect(res.status).toBe(200);
    expect(res.html).not.toContain("Upcoming events · Qqqqzzzxx");
    expect(res.ids).toEqual((await page("/")).ids);
    expect(res.ids.length).toBeGreaterThan(0);
  });
});

describe("currency: mirrored in a signed selectedCurrencyCode cookie", () => {
  it("stores a supported currency or 'none' for one year; refuses others with 400", async () => {
    const kv = await worker.kv("STORE_CONFIG");
    const config = defaultStoreConfig(1);
    config.featureFlags["common.enableAdvisoryCurrency"] = true;
    await kv.put(storeConfigKey(1), JSON.stringify(config));
    try {
      const supported = config.supportedCurrencies.map((c) => c.key);
      const code = supported.find((c) => c !== config.defaultCurrency) ?? config.defaultCurrency;
      const res = await post({ intent: "currency", currency: code, returnTo: "/find/s/?q=rock" });
      expect(res.status).toBe(303);
      expect(res.location).toBe("/find/s/?q=rock");
      expect(res.cookies[0]!.startsWith("selectedCurrencyCode=")).toBe(true);
      expect(attributes(res.cookies[0]!)).toMatchObject({ "max-age": String(ONE_YEAR_S), httponly: true, secure: true, samesite: "Lax" });
      expect(signedJson(res.cookies[0]!)).toBe(code);
      expect((await post({ intent: "currency", currency: "none", returnTo: "/" })).status).toBe(303);
      const bad = await post({ intent: "currency", currency: "XAU", returnTo: "/" });
      expect(bad.status).toBe(400);
      expect(bad.cookies).toEqual([]);
    } finally {
      await kv.put(storeConfigKey(1), JSON.stringify(defaultStoreConfig(1)));
    }
  });
});

describe("the form's safety", () => {
  it("refuses a post from another site (Origin or Sec-Fetch-Site) with 403 and writes nothing", async () => {
    const refused: Array<Record<string, string>> = [{ origin: "https://evil.example" }, { origin: "null" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of refused) {
      const res = await post({ intent: "date", pbD: "w", returnTo: "/" }, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.cookies).toEqual([]);
    }
    const api = await worker.fetch("/bfx-content/api/health", { method: "POST", headers: { origin: "https://evil.example" } });
    expect(api.status).toBe(403);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
  });

  it("never redirects off the site", async () => {
    for (const returnTo of ["//evil.example/", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      const res = await post({ intent: "date", pbD: "t", returnTo });
      expect(res.status).toBe(303);
      expect(res.location, returnTo).toBe("/?pbD=t");
    }
  });

  it.each([
    [{ intent: "date", returnTo: "/" }, "pbD is required"],
    [{ intent: "date", pbD: "x".repeat(25), returnTo: "/" }, "pbD must be at most 24 characters"],
    [{ intent: "theme", returnTo: "/" }, ""],
    [{ intent: "location", returnTo: "/", geoNameId: "12", name: "X", latitude: "north", longitude: "1" }, "latitude must be a number"],
    [{ intent: "location", returnTo: "/", geoNameId: "12", name: "X", latitude: "95", longitude: "1" }, "latitude"],
    [{ intent: "location", returnTo: "/", geoNameId: "12", name: "", latitude: "45", longitude: "1" }, "name"],
  ])("refuses %j with 400: the fan reads that the form could not be read, the log says which rule broke", async (fields, detail) => {
    const res = await post(fields as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.text).toContain("The form could not be read. Please go back and try again.");
    expect(res.cookies).toEqual([]);
    await expect.poll(() => worker.logs.filter((line) => line.includes('"event":"request.refused"')).join("\n")).toContain(detail);
  });

  it("on the German store a refused form and a currency the store does not offer are said in German, with no English rule", async () => {
    const german = async (fields: Record<string, string>) => {
      const res = await worker.fetch("/preferences/", {
        method: "POST",
        body: new URLSearchParams(fields).toString(),
        headers: { origin: "http://de.localhost", "content-type": "application/x-www-form-urlencoded" },
        host: "de.localhost",
        cf: CF,
      });
      return { status: res.status, text: await res.text() };
    };
    const form = await german({ intent: "date", returnTo: "/" });
    expect(form.status).toBe(400);
    expect(form.text).toContain("Das Formular konnte nicht gelesen werden.");
    expect(form.text).not.toContain("pbD is required");
    const currency = await german({ intent: "currency", currency: "XAU", returnTo: "/" });
    expect(currency.status).toBe(400);
    expect(currency.text).toContain("Dieser Shop bietet diese Währung nicht an.");
    expect(currency.text).not.toContain("This store does not offer");
  });

  it("answers GET with 405", async () => {
    const res = await worker.fetch("/preferences/");
    expect(res.status).toBe(405);
  });
});
