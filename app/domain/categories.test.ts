import { describe, expect, it } from "vitest";
import {
  CATEGORY_IDS,
  CATEGORY_KEYS,
  CATEGORY_SLUGS,
  SLUGLESS_SITES,
  categoriesOffered,
  categoryPagePath,
  categorySlugSetName,
  defaultCategorySlugs,
} from "./categories";
import { STORE_IDS, STORES, type StoreId } from "./stores";

describe("CATEGORY_IDS", () => {
  it.each([
    ["concerts", 1],
    ["sports", 28],
    ["theatre", 174],
    ["soccer", 114],
    ["vip", 5000],
    ["cities", 5001],
  ] as const)("%s is %i", (key, id) => {
    expect(CATEGORY_IDS[key]).toBe(id);
  });

  it("ids are distinct", () => {
    expect(new Set(Object.values(CATEGORY_IDS)).size).toBe(CATEGORY_KEYS.length);
  });
});

// Spec §2.4 examples: site, store, locale, concerts path, sports path.
// Canadian French: the spec's path /billets-concert/fr/category/1/ gets its /fr/ from the address
// formatter (fr-CA is not the CA default), so the category path itself has no language segment.
describe("spec §2.4 example rows", () => {
  it.each([
    ["English", 2, "en-GB", "/concert-tickets/category/1/", "/sports-tickets/category/28/"],
    ["Spanish", 6, "es-ES", "/entradas-conciertos/category/1/", "/entradas-deportes/category/28/"],
    ["Portuguese", 7, "pt-PT", "/bilhetes-concertos/category/1/", "/bilhetes-desporto/category/28/"],
    ["Canadian French", 8, "fr-CA", "/billets-concert/category/1/", "/billets-sports/category/28/"],
    ["Belgian French market", 13, "fr-BE", "/billets-concerts/category/1/", "/billets-sports/category/28/"],
    ["Finnish", 15, "fi-FI", "/konsertit-liput/category/1/", "/urheilu-liput/category/28/"],
  ] as const)("%s (store %i, %s): %s and %s", (_, storeId, locale, concerts, sports) => {
    const slugs = defaultCategorySlugs(storeId, locale);
    expect(categoryPagePath(slugs.concerts, CATEGORY_IDS.concerts)).toBe(concerts);
    expect(categoryPagePath(slugs.sports, CATEGORY_IDS.sports)).toBe(sports);
  });

  it("Canadian French slugs are billets-concert and billets-sports", () => {
    expect(CATEGORY_SLUGS["fr-CA"].concerts).toBe("billets-concert");
    expect(CATEGORY_SLUGS["fr-CA"].sports).toBe("billets-sports");
  });
});

describe("CATEGORY_SLUGS", () => {
  it.each([
    ["en", "concert-tickets", "sports-tickets", "theatre-tickets", "football-tickets", "vip-tickets", "city-tickets"],
    ["en-US", "concert-tickets", "sports-tickets", "theater-tickets", "soccer-tickets", "vip-tickets", "city-tickets"],
    ["es", "entradas-conciertos", "entradas-deportes", "entradas-teatro", "entradas-futbol", "entradas-vip", "entradas-ciudades"],
    ["pt-PT", "bilhetes-concertos", "bilhetes-desporto", "bilhetes-teatro", "bilhetes-futebol", "bilhetes-vip", "bilhetes-cidades"],
    ["pt-BR", "ingressos-shows", "ingressos-esportes", "ingressos-teatro", "ingressos-futebol", "ingressos-vip", "ingressos-cidades"],
    ["fr-CA", "billets-concert", "billets-sports", "billets-theatre", "billets-soccer", "billets-vip", "billets-villes"],
    ["fr", "billets-concerts", "billets-sports", "billets-theatre", "billets-football", "billets-vip", "billets-villes"],
    ["fi", "konsertit-liput", "urheilu-liput", "teatteri-liput", "jalkapallo-liput", "vip-liput", "kaupungit-liput"],
    ["de", "konzert-tickets", "sport-tickets", "theater-tickets", "fussball-tickets", "vip-tickets", "staedte-tickets"],
    ["it", "biglietti-concerti", "biglietti-sport", "biglietti-teatro", "biglietti-calcio", "biglietti-vip", "biglietti-citta"],
    ["nl", "concertkaartjes", "sportkaartjes", "theaterkaartjes", "voetbalkaartjes", "vip-kaartjes", "stedenkaartjes"],
    ["pl", "bilety-koncerty", "bilety-sport", "bilety-teatr", "bilety-pilka-nozna", "bilety-vip", "bilety-miasta"],
    ["da", "koncertbilletter", "sportsbilletter", "teaterbilletter", "fodboldbilletter", "vip-billetter", "byer-billetter"],
    ["cs", "vstupenky-koncerty", "vstupenky-sport", "vstupenky-divadlo", "vstupenky-fotbal", "vstupenky-vip", "vstupenky-mesta"],
    ["sv", "konsertbiljetter", "sportbiljetter", "teaterbiljetter", "fotbollsbiljetter", "vip-biljetter", "stader-biljetter"],
  ] as const)("%s: %s, %s, %s, %s, %s, %s", (name, concerts, sports, theatre, soccer, vip, cities) => {
    expect(CATEGORY_SLUGS[name]).toEqual({ concerts, sports, theatre, soccer, vip, cities });
  });

  it("has exactly those fifteen slug sets", () => {
    expect(Object.keys(CATEGORY_SLUGS)).toHaveLength(15);
  });

  it("every slug is path-safe and usable by categoryPagePath", () => {
    for (const set of Object.values(CATEGORY_SLUGS)) {
      for (const key of CATEGORY_KEYS) expect(categoryPagePath(set[key], CATEGORY_IDS[key])).toMatch(/^\/[a-z0-9-]+\/category\/\d+\/$/);
    }
  });
});

describe("categorySlugSetName", () => {
  it.each([
    ["en-GB", "en"],
    ["en-US", "en-US"],
    ["en-CA", "en"],
    ["en-IE", "en"],
    ["en-HK", "en"],
    ["es-ES", "es"],
    ["es-MX", "es"],
    ["es-AR", "es"],
    ["pt-PT", "pt-PT"],
    ["pt-BR", "pt-BR"],
    ["pt", "pt-PT"],
    ["fr-FR", "fr"],
    ["fr-CA", "fr-CA"],
    ["fr-BE", "fr"],
    ["fr-LU", "fr"],
    ["de-AT", "de"],
    ["de-LU", "de"],
    ["nl-BE", "nl"],
    ["fi-FI", "fi"],
    ["cs-CZ", "cs"],
    ["da-DK", "da"],
    ["pl-PL", "pl"],
    ["sv-SE", "sv"],
    ["it-IT", "it"],
    ["en_us", "en-US"],
    ["ja-JP", "en"],
    ["el-GR", "en"],
    ["xx-YY", "en"],
  ] as const)("%s → %s", (locale, name) => {
    expect(categorySlugSetName(locale)).toBe(name);
  });

  it("rejects an unsafe locale", () => {
    expect(() => categorySlugSetName("__proto__")).toThrow("Unsafe locale detected");
  });
});

describe("categoriesOffered", () => {
  const base = ["concerts", "sports", "theatre"];
  const expected: Record<StoreId, readonly string[]> = {
    1: [...base, "vip", "cities"],
    2: [...base, "soccer", "vip", "cities"],
    3: [...base, "vip", "cities"],
    4: [...base, "cities"],
    5: base,
    6: [...base, "cities"],
    7: base,
    8: [...base, "cities"],
    9: base,
    10: base,
    11: base,
    12: base,
    13: base,
    14: base,
    15: base,
    16: base,
    17: base,
    18: base,
    19: base,
    20: base,
    21: base,
    22: base,
    23: base,
    24: base,
    26: base,
    27: base,
    28: base,
  };
  it.each(STORE_IDS.map((id) => [id, expected[id]] as const))("store %i offers %j", (storeId, keys) => {
    expect(categoriesOffered(storeId)).toEqual(keys);
  });
});

describe("defaultCategorySlugs", () => {
  it.each([
    [2, "en-GB", { concerts: "concert-tickets", sports: "sports-tickets", theatre: "theatre-tickets", soccer: "football-tickets", vip: "vip-tickets", cities: "city-tickets" }],
    [1, "en-US", { concerts: "concert-tickets", sports: "sports-tickets", theatre: "theater-tickets", vip: "vip-tickets", cities: "city-tickets" }],
    [3, "de-DE", { concerts: "konzert-tickets", sports: "sport-tickets", theatre: "theater-tickets", vip: "vip-tickets", cities: "staedte-tickets" }],
    [24, "pt-BR", { concerts: "ingressos-shows", sports: "ingressos-esportes", theatre: "ingressos-teatro" }],
    [8, "fr-CA", { concerts: "billets-concert", sports: "billets-sports", theatre: "billets-theatre", cities: "billets-villes" }],
    [13, "nl-BE", { concerts: "concertkaartjes", sports: "sportkaartjes", theatre: "theaterkaartjes" }],
  ] as const)("store %i, %s → %j", (storeId, locale, slugs) => {
    expect(defaultCategorySlugs(storeId, locale)).toEqual(slugs);
  });

  it.each(SLUGLESS_SITES)("site %s has no slugs (/category/{id}/)", (site) => {
    const store = STORE_IDS.map((id) => STORES[id]).find((s) => s.siteCountry === site)!;
    for (const locale of [store.defaultLocale, "en-GB"]) {
      const slugs = defaultCategorySlugs(store.storeId, locale);
      expect(slugs).toEqual({ concerts: null, sports: null, theatre: null });
      expect(categoryPagePath(slugs.concerts, CATEGORY_IDS.concerts)).toBe("/category/1/");
    }
  });

  it("SLUGLESS_SITES are JP, KR, TW, HK, GR and TR", () => {
    expect([...SLUGLESS_SITES]).toEqual(["JP", "KR", "TW", "HK", "GR", "TR"]);
  });
});

describe("categoryPagePath", () => {
  it.each([
    ["concert-tickets", 1, "/concert-tickets/category/1/"],
    ["theater-tickets", 174, "/theater-tickets/category/174/"],
    ["football-tickets", 114, "/football-tickets/category/114/"],
    [null, 28, "/category/28/"],
    [undefined, 174, "/category/174/"],
    ["", 1, "/category/1/"],
  ] as const)("(%j, %i) → %s", (slug, id, path) => {
    expect(categoryPagePath(slug, id)).toBe(path);
  });

  it.each([
    ["Concert Tickets", 1],
    ["../admin", 1],
    ["concert-tickets/", 1],
    ["-tickets", 1],
    ["concert-tickets", 0],
    ["concert-tickets", -1],
    ["concert-tickets", 1.5],
    ["concert-tickets", Number.NaN],
  ] as const)("rejects (%j, %s)", (slug, id) => {
    expect(() => categoryPagePath(slug, id)).toThrow(/Invalid category/);
  });
});
