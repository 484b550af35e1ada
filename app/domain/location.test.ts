import { describe, expect, it } from "vitest";
import { boundingBox, distanceBetween, formatLocation, parsePoint, stateCodeOf } from "./location";

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
