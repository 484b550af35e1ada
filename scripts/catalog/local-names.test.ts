import { describe, expect, it } from "vitest";
import { localName, nameLanguages } from "../../app/domain/location";
import { STORE_IDS, STORES } from "../../app/domain/stores";
import { loadCities } from "./demo-generator";
import { isNameInScriptOf, readLocalNames } from "./local-names";

// The committed extract of GeoNames' language-tagged names (ADR 018) against the 200 largest
// cities of every store country: each city the source names in a store language is named so in
// the demo catalog and chosen for that store's readers; every other city keeps its GeoNames name.
const source = readLocalNames();
const cities = loadCities({});
const byCountry = new Map<string, typeof cities>();
for (const city of cities) byCountry.set(city.countryCode, [...(byCountry.get(city.countryCode) ?? []), city]);
const largest = (country: string) =>
  [...(byCountry.get(country) ?? [])].sort((a, b) => b.population - a.population || a.geoNameId - b.geoNameId).slice(0, 200);

describe("the 200 largest cities of each store country, named in the store's languages", () => {
  const coverage: string[] = [];
  it.each(STORE_IDS.map((id) => [STORES[id].siteCountry, STORES[id].nativeLocales] as const))("%s %j", (country, locales) => {
    const top = largest(country);
    expect(top.length).toBeGreaterThan(0);
    for (const locale of locales) {
      let named = 0;
      for (const city of top) {
        const wanted = nameLanguages(locale).map((tag) => source.get(city.geoNameId)?.[tag]).find(Boolean);
        const shown = localName(city.localNames, locale, city.name);
        if (wanted) named += 1;
        // The source's name where it has one, else the GeoNames name: never a made-up one.
        expect(shown, `${city.name} (${city.geoNameId}) in ${locale}`).toBe(wanted ?? city.name);
      }
      coverage.push(`${country} ${locale}: ${named}/${top.length} from the source, ${top.length - named} GeoNames names`);
    }
  });
  it("prints the coverage", () => {
    console.log(`local names of the 200 largest cities per store country:\n${coverage.join("\n")}`);
    expect(coverage.length).toBe(STORE_IDS.reduce((n, id) => n + STORES[id].nativeLocales.length, 0));
  });

  it.each([
    [2867714, "de-DE", "München"],
    [3067696, "cs-CZ", "Praha"],
    [3176959, "it-IT", "Firenze"],
    [1850147, "ja-JP", "東京都"],
    [1853909, "ja-JP", "大阪市"],
    [1835848, "ko-KR", "서울특별시"],
    [1668399, "zh-TW", "臺中市"],
    [1819729, "zh-HK", "香港"],
  ])("city %i reads %s as %s", (id, locale, name) => {
    const city = cities.find((c) => c.geoNameId === id)!;
    expect(localName(city.localNames, locale, city.name)).toBe(name);
  });
});

describe("the extract", () => {
  it("holds only names in their language's script, each for a catalog city", () => {
    const ids = new Set(cities.map((c) => c.geoNameId));
    for (const [id, names] of source) {
      expect(ids.has(id), String(id)).toBe(true);
      for (const [tag, name] of Object.entries(names)) expect(isNameInScriptOf(name, tag), `${id} ${tag} ${name}`).toBe(true);
    }
  });

  it.each([
    ["München", "de", true],
    ["東京都", "ja", true],
    ["Tokyo", "ja", false],
    ["T’ai-chung-hsien", "zh", false],
    ["서울특별시", "ko", true],
    ["Αθήνα", "el", true],
    ["Athina", "el", false],
  ])("%s is in the script of %s: %s", (name, tag, ok) => {
    expect(isNameInScriptOf(name, tag)).toBe(ok);
  });
});
