import { describe, expect, it } from "vitest";
import { boundingBox, distanceBetween, formatLocation, localName, nameLanguages, parseLocalNames, parsePoint, stateCodeOf } from "./location";

const austin = { city: "Austin", state: "Texas", stateCode: "TX", country: "United States", countryCode: "US" };
const toronto = { city: "Toronto", state: "Ontario", stateCode: "ON", country: "Canada", countryCode: "CA" };
const munich = { city: "München", state: "Bayern", stateCode: "02", country: "Deutschland", countryCode: "DE" };
const lisbon = { city: "Lisboa", state: "", stateCode: "", country: "Portugal", countryCode: "PT" };

describe("formatLocation (spec §3 display format)", () => {
  it.each([
    [austin, "short", "Austin, TX"],
    [austin, "full", "Austin, Texas, United States"],
    [toronto, "short", "Toronto, ON"],
    [toronto, "full", "Toronto, Ontario, Canada"],
    [munich, "short", "München, Deutschland"],
    [munich, "full", "München, Bayern, Deutschland"],
    [lisbon, "full", "Lisboa, Portugal"],
  ] as const)("%o %s → %s", (loc, format, out) => {
    expect(formatLocation(loc, format)).toBe(out);
  });
});

it.each([
  ["CA", "08", "ON"],
  ["CA", "10", "QC"],
  ["US", "TX", "TX"],
  ["DE", "02", "02"],
])("stateCodeOf(%s, %s) = %s", (cc, code, out) => {
  expect(stateCodeOf(cc, code)).toBe(out);
});

describe("distance", () => {
  it("measures Munich–Berlin", () => {
    expect(distanceBetween(48.137, 11.575, 52.52, 13.405, "km")).toBeCloseTo(504, -1);
    expect(distanceBetween(48.137, 11.575, 52.52, 13.405, "mi")).toBeCloseTo(313, -1);
  });

  it("boxes contain every point within the radius", () => {
    for (const [lat, lon] of [
      [48.1, 11.5],
      [64.1, -21.9],
      [-34.6, -58.4],
      [35.7, 139.7],
    ] as const) {
      const box = boundingBox(lat, lon, 200, "mi");
      for (let bearing = 0; bearing < 360; bearing += 15) {
        const b = (bearing * Math.PI) / 180;
        const d = 199 / 3958.8;
        const la1 = (lat * Math.PI) / 180;
        const lo1 = (lon * Math.PI) / 180;
        const la2 = Math.asin(Math.sin(la1) * Math.cos(d) + Math.cos(la1) * Math.sin(d) * Math.cos(b));
        const lo2 = lo1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(la1), Math.cos(d) - Math.sin(la1) * Math.sin(la2));
        const pLat = (la2 * 180) / Math.PI;
        const pLon = (lo2 * 180) / Math.PI;
        expect(pLat).toBeGreaterThanOrEqual(box.minLat);
        expect(pLat).toBeLessThanOrEqual(box.maxLat);
        expect(pLon).toBeGreaterThanOrEqual(box.minLon);
        expect(pLon).toBeLessThanOrEqual(box.maxLon);
      }
    }
  });
});

describe("parsePoint", () => {
  it.each([
    ["48.137,11.575", { latitude: 48.137, longitude: 11.575 }],
    [" -34.6 , -58.38 ", { latitude: -34.6, longitude: -58.38 }],
    ["91,0", null],
    ["0,181", null],
    ["48.1", null],
    ["a,b", null],
    ["1e3,2", null],
    ["", null],
  ])("%s", (raw, out) => {
    expect(parsePoint(raw)).toEqual(out);
  });
});

describe("nameLanguages and localName (ADR 018: the reader's language, then the GeoNames name)", () => {
  it.each([
    ["de-AT", ["de-AT", "de"]],
    ["de-DE", ["de-DE", "de"]],
    ["de", ["de"]],
    ["pt-BR", ["pt-BR", "pt"]],
    ["zh-TW", ["zh-TW", "zh-Hant", "zh"]],
    ["zh-HK", ["zh-HK", "yue", "zh-Hant", "zh-TW", "zh"]],
    ["zh-CN", ["zh-CN", "zh-Hans", "zh"]],
    ["nb-NO", ["nb-NO", "nb", "no"]],
    ["ja_JP", ["ja-JP", "ja"]],
    ["zh-Hant-TW", ["zh-TW", "zh-Hant", "zh"]],
    ["zh-Hant", ["zh-Hant", "zh"]],
    ["es-419", ["es-419", "es"]],
  ])("%s reads %j", (locale, chain) => {
    expect(nameLanguages(locale)).toEqual(chain);
  });

  const munich = { de: "München", it: "Monaco di Baviera", "de-AT": "München (AT)" };
  it.each([
    ["de-AT", "München (AT)"],
    ["de-CH", "München"],
    ["it-IT", "Monaco di Baviera"],
    ["ja-JP", "Munich"],
    ["en-GB", "Munich"],
  ])("Munich for %s is %s", (locale, name) => {
    expect(localName(munich, locale, "Munich")).toBe(name);
  });

  it("falls back through the chain, never to another language", () => {
    expect(localName({ zh: "香港" }, "zh-HK", "Hong Kong")).toBe("香港");
    expect(localName({ yue: "屯門", zh: "屯门" }, "zh-HK", "Tuen Mun")).toBe("屯門");
    expect(localName({ ja: "大阪市" }, "ko-KR", "Osaka")).toBe("Osaka");
    expect(localName({ de: " " }, "de-DE", "Munich")).toBe("Munich");
    expect(localName(undefined, "de-DE", "Munich")).toBe("Munich");
  });

  it("reads D1's JSON of names and ignores anything else", () => {
    expect(parseLocalNames('{"de":"München","ja":"ミュンヘン"}')).toEqual({ de: "München", ja: "ミュンヘン" });
    expect(parseLocalNames(null)).toEqual({});
    expect(parseLocalNames("[1]")).toEqual({});
    expect(parseLocalNames("{bad")).toEqual({});
    expect(parseLocalNames('{"de":1,"fr":"Munich"}')).toEqual({ fr: "Munich" });
  });
});
