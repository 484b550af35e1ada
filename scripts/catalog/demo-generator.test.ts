import { describe, expect, it } from "vitest";
import { parseAddress } from "../../app/domain/address";
import { CATEGORY_IDS } from "../../app/domain/categories";
import { SITE_COUNTRIES } from "../../app/domain/stores";
import { generateDemo, prng, type DemoOptions } from "./demo-generator";
import { CatalogRowSchema, type CatalogRow } from "./rows";

function generate(opts: DemoOptions): { rows: CatalogRow[]; counts: Record<string, number> } {
  const rows: CatalogRow[] = [];
  const counts = generateDemo(opts, (r) => rows.push(r));
  return { rows, counts };
}

/** Listings by their event (Node 20 has no Map.groupBy). */
function byEventId<T extends { eventId: number }>(rows: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) out.set(r.eventId, [...(out.get(r.eventId) ?? []), r]);
  return out;
}

const of = <T extends CatalogRow["type"]>(rows: CatalogRow[], type: T) =>
  rows.filter((r): r is Extract<CatalogRow, { type: T }> => r.type === type);

describe("prng", () => {
  it("repeats for a seed and differs between seeds", () => {
    const a = prng(7);
    const b = prng(7);
    const c = prng(8);
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(Array.from({ length: 5 }, c)).not.toEqual(seqA);
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe("generateDemo on two small countries", () => {
  const opts: DemoOptions = { startDate: "2026-11-22", seed: 29001, countries: ["LU", "GR"] };

  it("is deterministic for a start date and seed, and changes with the seed", () => {
    const a = generate(opts).rows;
    const b = generate(opts).rows;
    expect(b).toEqual(a);
    const other = generate({ ...opts, seed: 1 }).rows;
    expect(of(other, "event").map((e) => e.localDateTime)).not.toEqual(of(a, "event").map((e) => e.localDateTime));
  });

  it("writes only rows the import accepts", () => {
    for (const row of generate(opts).rows) {
      const parsed = CatalogRowSchema.safeParse(row);
      expect(parsed.success, JSON.stringify(row).slice(0, 200)).toBe(true);
    }
  });

  it("names Greek acts in Greek with romanized addresses", () => {
    const { rows } = generate(opts);
    const greek = of(rows, "performer").filter((p) => /\p{Script=Greek}/u.test(p.name));
    expect(greek.length).toBeGreaterThan(5);
    for (const p of greek) expect(p.webPath).toMatch(/^\/[a-z0-9-]+-tickets\/performer\/\d+\/$/);
  });
});

describe("generateDemo, the full demo catalog", () => {
  const start = "2026-11-22";
  const { rows, counts } = generate({ startDate: start, seed: 29001 });
  const events = of(rows, "event");

  it("holds every GeoNames place of the 27 store countries except sections and historical places", () => {
    expect(counts.city).toBe(115_095);
    expect(new Set(of(rows, "city").map((c) => c.countryCode))).toEqual(new Set(SITE_COUNTRIES));
    const munich = of(rows, "city").find((c) => c.geoNameId === 2867714)!;
    expect(munich).toMatchObject({ name: "Munich", admin1Name: "Bavaria", countryCode: "DE", timeZone: "Europe/Berlin" });
    expect(munich.alternateNames).toEqual(expect.arrayContaining(["München", "Muenchen"]));
  });

  it("has at least 25,000 events over the twelve months from the start date, in every store country", () => {
    expect(events.length).toBeGreaterThanOrEqual(25_000);
    const first = Date.parse(`${start}T00:00Z`);
    for (const e of events) {
      const t = Date.parse(`${e.localDateTime}Z`);
      expect(t).toBeGreaterThan(first);
      expect(t).toBeLessThan(first + 366 * 86_400_000);
    }
    const venueCountry = new Map(of(rows, "venue").map((v) => [v.id, v.geoNameId]));
    const cityCountry = new Map(of(rows, "city").map((c) => [c.geoNameId, c.countryCode]));
    const countries = new Set(events.map((e) => cityCountry.get(venueCountry.get(e.venueId)!)));
    expect(countries).toEqual(new Set(SITE_COUNTRIES));
  });

  it("covers concerts, sports, soccer and theatre/comedy through the category tree", () => {
    const parent = new Map(of(rows, "category").map((c) => [c.id, c.parentId]));
    const roots = new Set(
      events.map((e) => {
        let id: number | null = e.categoryId;
        const seen: number[] = [];
        while (id !== null) {
          seen.push(id);
          id = parent.get(id) ?? null;
        }
        return seen.includes(CATEGORY_IDS.soccer) ? CATEGORY_IDS.soccer : seen.at(-1);
      }),
    );
    expect(roots).toEqual(new Set([CATEGORY_IDS.concerts, CATEGORY_IDS.sports, CATEGORY_IDS.theatre, CATEGORY_IDS.soccer]));
  });

  it("marks a share of the events in arenas and stadiums as VIP, in the big store countries, never a sold-out one", () => {
    const capacity = new Map(of(rows, "venue").map((v) => [v.id, v.capacity]));
    const listingsOf = byEventId(of(rows, "listing"));
    const vip = events.filter((e) => e.vip);
    const big = events.filter((e) => capacity.get(e.venueId)! >= 8_000);
    expect(vip.length / events.length).toBeGreaterThan(0.03);
    expect(vip.length / events.length).toBeLessThan(0.2);
    expect(vip.length / big.length).toBeGreaterThan(0.2);
    expect(vip.length / big.length).toBeLessThan(0.4);
    for (const e of vip) {
      expect(capacity.get(e.venueId)!).toBeGreaterThanOrEqual(8_000);
      expect(listingsOf.get(e.id)?.length ?? 0).toBeGreaterThan(0);
    }
    const venueCity = new Map(of(rows, "venue").map((v) => [v.id, v.geoNameId]));
    const cityCountry = new Map(of(rows, "city").map((c) => [c.geoNameId, c.countryCode]));
    const vipCountries = new Set(vip.map((e) => cityCountry.get(venueCity.get(e.venueId)!)));
    for (const country of ["US", "GB", "DE"]) expect(vipCountries, country).toContain(country);
  });

  it("gives every venue a layout by its kind, and every listing a section of its event's venue (issue 25)", () => {
    const layouts = new Map(of(rows, "layout").map((l) => [l.venueId, l]));
    const venues = of(rows, "venue");
    expect(layouts.size).toBe(venues.length);
    const zones = (kind: string) => new Set([...layouts.values()].filter((l) => l.kind === kind).flatMap((l) => l.sections.map((s) => s.zone)));
    expect(zones("arena")).toEqual(new Set(["floor", "lower-bowl", "upper-bowl"]));
    expect(zones("theatre")).toEqual(new Set(["stalls", "circle", "balcony"]));
    expect(zones("club")).toEqual(new Set(["general-admission"]));
    expect(zones("stadium")).toEqual(new Set(["lower-bowl", "upper-bowl"]));
    const codes = new Map([...layouts.values()].map((l) => [l.venueId, new Set(l.sections.map((s) => s.code))]));
    const venueOf = new Map(events.map((e) => [e.id, e.venueId]));
    const strays = of(rows, "listing").filter((l) => !codes.get(venueOf.get(l.eventId)!)!.has(l.section));
    expect(strays).toEqual([]);
  });

  it("lists a few tickets for most events, none for a few sold-out ones, dearer in better sections", () => {
    const listings = of(rows, "listing");
    const byEvent = byEventId(listings);
    const perEvent = listings.length / events.length;
    expect(perEvent).toBeGreaterThan(2);
    expect(perEvent).toBeLessThan(10);
    const soldOut = events.filter((e) => !byEvent.has(e.id)).length / events.length;
    expect(soldOut).toBeGreaterThan(0.01);
    expect(soldOut).toBeLessThan(0.1);
    // Across the catalog, a rank-1 seat costs more on average than a seat of a worse rank.
    const layouts = new Map(of(rows, "layout").map((l) => [l.venueId, l]));
    const venueOf = new Map(events.map((e) => [e.id, e.venueId]));
    const rankOf = (l: (typeof listings)[number]) => layouts.get(venueOf.get(l.eventId)!)!.sections.find((s) => s.code === l.section)!.rank;
    const currency = new Map(events.map((e) => [e.id, e.currency]));
    const eur = listings.filter((l) => currency.get(l.eventId) === "EUR");
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(eur.filter((l) => rankOf(l) === 1).map((l) => l.price))).toBeGreaterThan(mean(eur.filter((l) => rankOf(l) >= 3).map((l) => l.price)));
  });

  it("gives one on-sale rush event per biggest market and top category 300–400 listings over its arena or stadium (issue 25)", () => {
    const byEvent = byEventId(of(rows, "listing"));
    const big = events.filter((e) => (byEvent.get(e.id)?.length ?? 0) > 12);
    const layouts = new Map(of(rows, "layout").map((l) => [l.venueId, l]));
    const venueCity = new Map(of(rows, "venue").map((v) => [v.id, v.geoNameId]));
    const cityCountry = new Map(of(rows, "city").map((c) => [c.geoNameId, c.countryCode]));
    const parent = new Map(of(rows, "category").map((c) => [c.id, c.parentId]));
    const top = (id: number): number => (parent.get(id) ? top(parent.get(id)!) : id);
    const first = Date.parse(`${start}T00:00Z`);
    const kinds = big.map((e) => `${cityCountry.get(venueCity.get(e.venueId)!)}:${top(e.categoryId)}`);
    expect(kinds.sort()).toEqual(
      ["US", "GB", "DE"].flatMap((c) => [`${c}:${CATEGORY_IDS.concerts}`, `${c}:${CATEGORY_IDS.sports}`]).sort(),
    );
    for (const e of big) {
      const listings = byEvent.get(e.id)!;
      const layout = layouts.get(e.venueId)!;
      expect(listings.length, e.name).toBeGreaterThanOrEqual(300);
      expect(listings.length, e.name).toBeLessThanOrEqual(400);
      expect(["arena", "stadium"]).toContain(layout.kind);
      const day = (Date.parse(`${e.localDateTime}Z`) - first) / 86_400_000;
      expect(day).toBeGreaterThanOrEqual(14);
      expect(day).toBeLessThan(61);
      // Spread over the layout, with every split rule and a price per section rank.
      expect(new Set(listings.map((l) => l.section)).size).toBeGreaterThanOrEqual(layout.sections.length - 2);
      expect(new Set(listings.map((l) => l.splitRule))).toEqual(new Set(["any", "pairs", "all", "no-single"]));
      expect(new Set(listings.map((l) => l.price)).size).toBeGreaterThan(50);
    }
    // Their listing ids come after every other listing's: the rest of the catalog keeps its ids.
    const bigIds = new Set(big.map((e) => e.id));
    const lastOther = of(rows, "listing").reduce((max, l) => (bigIds.has(l.eventId) ? max : Math.max(max, l.id)), 0);
    for (const e of big) for (const l of byEvent.get(e.id)!) expect(l.id).toBeGreaterThan(lastOther);
  });

  it("has the real names fans search for, with events, and the popular searches", () => {
    const performers = new Map(of(rows, "performer").map((p) => [p.name, p.id]));
    for (const name of ["Beyoncé", "Metallica", "Taylor Swift", "Coldplay", "FC Bayern München", "The Lion King"]) {
      const id = performers.get(name);
      expect(id, name).toBeDefined();
      expect(events.some((e) => e.performerIds.includes(id!)), name).toBe(true);
    }
    expect(of(rows, "query").map((q) => q.term)).toContain("Taylor Swift");
  });

  it("gives every entity an address of its own shape", () => {
    const sample = [...events.slice(0, 50), ...of(rows, "performer").slice(0, 50), ...of(rows, "venue").slice(0, 50), ...of(rows, "grouping")];
    for (const row of sample) {
      const entity = row.type === "event" ? "event" : row.type;
      const parsed = parseAddress(row.webPath, { supportedLanguages: ["en"] });
      expect(parsed, row.webPath).toMatchObject({ entity, entityId: String(row.id) });
    }
  });
});

describe("generateDemo names venues with the city's name in the country's language (ADR 018)", () => {
  const rows: CatalogRow[] = [];
  generateDemo({ startDate: "2026-11-22", seed: 29001, countries: ["DE", "JP", "IT", "CZ"] }, (r) => rows.push(r));
  const venuesIn = (geoNameId: number) => of(rows, "venue").filter((v) => v.geoNameId === geoNameId).map((v) => v.name);

  it.each([
    [2867714, /^(Stadttheater|Musikbunker|Konzerthaus|Stadion) München$|^München Arena$/],
    [1850147, /^東京都(アリーナ|スタジアム|芸術劇場|クラブクアトロ|文化会館)$/],
    [3176959, /(di )?Firenze$|^Firenze Arena$/],
    [3067696, /Praha( Aréna)?$/],
  ])("venues of city %i match %s", (id, pattern) => {
    const names = venuesIn(id);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(pattern);
  });

  it("keeps Latin addresses for venues named in Japanese", () => {
    for (const v of of(rows, "venue").filter((x) => /\p{Script=Han}|\p{Script=Katakana}/u.test(x.name))) {
      expect(v.webPath).toMatch(/^\/[a-z0-9-]+-tickets\/venue\/\d+\/$/);
    }
  });

  it("carries each city's tagged names into its row", () => {
    const munich = of(rows, "city").find((c) => c.geoNameId === 2867714)!;
    expect(munich).toMatchObject({ name: "Munich", localNames: { de: "München", ja: "ミュンヘン" } });
  });
});
