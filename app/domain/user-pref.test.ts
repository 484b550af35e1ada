import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DATE_FILTER_KEYS, MS_PER_YEAR, SH6_USER_PREF } from "./constants";
import { LOCATION_NAME_MAX_LENGTH, POSTAL_CODE_MAX_LENGTH, type UserLocation } from "./location-filter";
import {
  EMPTY_USER_PREF,
  USER_PREF_FIELD_LIFETIME_MS,
  USER_PREF_VALUE_MAX_LENGTH,
  parseUserPref,
  readUserPref,
  userPrefJson,
  serializeUserPref,
  withDate,
  withLocation,
  type UserPref,
  type UserPrefDateChoice,
} from "./user-pref";

const NOW = Date.UTC(2026, 4, 1, 12, 0, 0);
const SIX_HOURS = 21_600_000;
const austin: UserLocation = { geoNameId: 4671654, name: "Austin, TX", latitude: 30.26715, longitude: -97.74306, postalCode: "78701" };

/** A cookie value as a browser would send it back: the JSON, URL-encoded. */
const cookie = (json: unknown) => encodeURIComponent(typeof json === "string" ? json : JSON.stringify(json));
const field = <T>(value: T, expiresAt = NOW + 1000) => ({ value, expiresAt });

describe("lifetimes (spec §9 'default lifetime 21,600,000 ms (6 hours)'; §3 'location ... a one-year lifetime')", () => {
  it("the date lives 6 hours, the location one year", () => {
    expect(USER_PREF_FIELD_LIFETIME_MS).toEqual({ date: SIX_HOURS, location: 365 * 24 * 60 * 60 * 1000 });
    expect(withDate(EMPTY_USER_PREF, { key: "today" }, NOW).date?.expiresAt).toBe(NOW + SIX_HOURS);
    expect(withLocation(EMPTY_USER_PREF, austin, NOW).location?.expiresAt).toBe(NOW + MS_PER_YEAR);
  });

  it.each<[string, UserPref, number]>([
    ["date only: Max-Age 6 hours", withDate(EMPTY_USER_PREF, { key: "thisWeekend" }, NOW), 21_600],
    ["location only: Max-Age one year", withLocation(EMPTY_USER_PREF, austin, NOW), 31_536_000],
    ["both: the latest field expiry", withDate(withLocation(EMPTY_USER_PREF, austin, NOW), { key: "today" }, NOW), 31_536_000],
    ["a location set a month ago: what is left of its year", withDate(withLocation(EMPTY_USER_PREF, austin, NOW - 30 * 86_400_000), { key: "today" }, NOW), 31_536_000 - 30 * 86_400],
    ["a remainder under a second rounds up", { date: field({ key: "today" as const }, NOW + 1) }, 1],
    ["nothing: delete (Max-Age 0)", EMPTY_USER_PREF, 0],
  ])("serializeUserPref Max-Age — %s", (_rule, pref, seconds) => {
    expect(serializeUserPref(pref, NOW).maxAgeSeconds).toBe(seconds);
  });

  it("rewriting the date does not stretch the location, nor the reverse", () => {
    const first = withLocation(withDate(EMPTY_USER_PREF, { key: "today" }, NOW), austin, NOW);
    const later = NOW + 3_600_000;
    expect(withDate(first, { key: "thisMonth" }, later).location?.expiresAt).toBe(NOW + MS_PER_YEAR);
    expect(withLocation(first, { ...austin, name: "Austin, Texas" }, later).date?.expiresAt).toBe(NOW + SIX_HOURS);
  });

  it("after 6 hours the date is gone and the location stays", () => {
    const { value } = serializeUserPref(withDate(withLocation(EMPTY_USER_PREF, austin, NOW), { key: "today" }, NOW), NOW);
    expect(parseUserPref(value, NOW + SIX_HOURS - 1)).toEqual({
      date: { value: { key: "today" }, expiresAt: NOW + SIX_HOURS },
      location: { value: austin, expiresAt: NOW + MS_PER_YEAR },
    });
    expect(parseUserPref(value, NOW + SIX_HOURS)).toEqual({ location: { value: austin, expiresAt: NOW + MS_PER_YEAR } });
    expect(parseUserPref(value, NOW + MS_PER_YEAR)).toEqual(EMPTY_USER_PREF);
  });
});

describe("parseUserPref: bad input gives the fields that are good, never an exception", () => {
  it.each<[string, string | undefined]>([
    ["no cookie", undefined],
    ["empty", ""],
    ["not JSON", "hello"],
    ["truncated JSON", cookie('{"date":{"value":{"key":"today"')],
    ["a JSON array", cookie([1, 2])],
    ["JSON null", cookie("null")],
    ["a JSON string", cookie('"today"')],
    ["a JSON number", cookie("42")],
    ["a malformed escape that is not JSON either", "%7B%22date%E0%A4%A"],
    ["an over-long value", cookie({ date: field({ key: "today" }), pad: "x".repeat(USER_PREF_VALUE_MAX_LENGTH) })],
    ["an empty object", cookie({})],
    ["only unknown fields", cookie({ theme: "dark", __proto__x: 1 })],
  ])("%s → no fields", (_rule, value) => {
    expect(parseUserPref(value, NOW)).toEqual(EMPTY_USER_PREF);
  });

  const goodDate = field<UserPrefDateChoice>({ key: "thisWeekend" });
  const goodLocation = field(austin);
  it.each<[string, Record<string, unknown>, UserPref]>([
    ["both good", { date: goodDate, location: goodLocation }, { date: goodDate, location: goodLocation }],
    ["unknown fields are dropped", { date: goodDate, theme: "dark" }, { date: goodDate }],
    // Field by field: one bad field does not take the other with it.
    ["a date key outside the spec's five", { date: field({ key: "tomorrow" }), location: goodLocation }, { location: goodLocation }],
    ["a date that is not an object", { date: "today", location: goodLocation }, { location: goodLocation }],
    ["a field without its wrapper", { date: { key: "today" }, location: goodLocation }, { location: goodLocation }],
    ["a field without an expiry", { date: { value: { key: "today" } }, location: goodLocation }, { location: goodLocation }],
    ["an expiry that is not a number", { date: { value: { key: "today" }, expiresAt: "tomorrow" }, location: goodLocation }, { location: goodLocation }],
    ["an expiry that is not a whole number", { date: { value: { key: "today" }, expiresAt: NOW + 0.5 }, location: goodLocation }, { location: goodLocation }],
    ["an expired date", { date: field({ key: "today" }, NOW), location: goodLocation }, { location: goodLocation }],
    ["an expired location", { date: goodDate, location: field(austin, NOW - 1) }, { date: goodDate }],
    ["a latitude out of range", { date: goodDate, location: field({ ...austin, latitude: 90.5 }) }, { date: goodDate }],
    ["a longitude out of range", { date: goodDate, location: field({ ...austin, longitude: -180.1 }) }, { date: goodDate }],
    ["a latitude as text", { date: goodDate, location: field({ ...austin, latitude: "30.2" }) }, { date: goodDate }],
    ["a geoNameId that is not a positive integer", { date: goodDate, location: field({ ...austin, geoNameId: -4 }) }, { date: goodDate }],
    ["a blank name", { date: goodDate, location: field({ ...austin, name: "  " }) }, { date: goodDate }],
    ["an over-long name", { date: goodDate, location: field({ ...austin, name: "x".repeat(LOCATION_NAME_MAX_LENGTH + 1) }) }, { date: goodDate }],
    ["a name with control characters", { date: goodDate, location: field({ ...austin, name: "Austin\n, TX" }) }, { date: goodDate }],
    ["an over-long postal code", { date: goodDate, location: field({ ...austin, postalCode: "1".repeat(POSTAL_CODE_MAX_LENGTH + 1) }) }, { date: goodDate }],
    ["no postal code is fine", { location: field({ ...austin, postalCode: undefined }) }, { location: field({ geoNameId: 4671654, name: "Austin, TX", latitude: 30.26715, longitude: -97.74306 }) }],
    ["names are trimmed", { location: field({ ...austin, name: " Austin, TX " }) }, { location: goodLocation }],
    ["extra keys inside a field are dropped", { location: field({ ...austin, population: 961855 }) }, { location: goodLocation }],
  ])("%s", (_rule, json, expected) => {
    expect(parseUserPref(cookie(json), NOW)).toEqual(expected);
  });

  it("an expiry beyond the field's lifetime is brought back to now + lifetime", () => {
    const pref = parseUserPref(cookie({ date: field({ key: "today" }, NOW + 10 * SIX_HOURS), location: field(austin, NOW + 5 * MS_PER_YEAR) }), NOW);
    expect(pref.date?.expiresAt).toBe(NOW + SIX_HOURS);
    expect(pref.location?.expiresAt).toBe(NOW + MS_PER_YEAR);
  });

  it.each<[string, string]>([
    ["a value wrapped in double quotes (RFC 6265)", `"${cookie({ date: field({ key: "today" }) })}"`],
    ["JSON written without URL-encoding", JSON.stringify({ date: field({ key: "today" }) })],
    ["JSON written without URL-encoding, with a % in it", JSON.stringify({ date: field({ key: "today" }), note: "100%" })],
  ])("decodes defensively: %s", (_rule, value) => {
    expect(parseUserPref(value, NOW)).toEqual({ date: field({ key: "today" }) });
  });
});

describe("the date field (spec §3 'Date filter choice: key (today, thisWeekend, thisMonth, all-dates, choose-date) ... start, end')", () => {
  it.each(DATE_FILTER_KEYS.filter((key) => key !== "choose-date"))("the preset %s is kept, without dates", (key) => {
    expect(parseUserPref(cookie({ date: field({ key, start: "2026-05-01", end: "2026-05-03" }) }), NOW).date?.value).toEqual({ key });
  });

  it.each<[string, unknown, UserPrefDateChoice | undefined]>([
    ["a chosen range", { key: "choose-date", start: "2026-05-08", end: "2026-05-10" }, { key: "choose-date", start: "2026-05-08", end: "2026-05-10" }],
    ["a one-day range", { key: "choose-date", start: "2026-05-08", end: "2026-05-08" }, { key: "choose-date", start: "2026-05-08", end: "2026-05-08" }],
    ["a leap day", { key: "choose-date", start: "2028-02-29", end: "2028-03-01" }, { key: "choose-date", start: "2028-02-29", end: "2028-03-01" }],
    ["a range without its end", { key: "choose-date", start: "2026-05-08" }, undefined],
    ["a range without dates", { key: "choose-date" }, undefined],
    ["an end before the start", { key: "choose-date", start: "2026-05-10", end: "2026-05-08" }, undefined],
    ["a day that does not exist", { key: "choose-date", start: "2027-02-29", end: "2027-03-01" }, undefined],
    ["a month 13", { key: "choose-date", start: "2026-13-01", end: "2026-13-02" }, undefined],
    ["day-month-year", { key: "choose-date", start: "08/05/2026", end: "10/05/2026" }, undefined],
    ["a timestamp", { key: "choose-date", start: "2026-05-08T00:00:00Z", end: "2026-05-10" }, undefined],
    ["a preset with a malformed date", { key: "today", start: "soon" }, undefined],
  ])("%s", (_rule, value, expected) => {
    expect(parseUserPref(cookie({ date: field(value) }), NOW).date?.value).toEqual(expected);
  });
});

describe("withDate and withLocation", () => {
  it("an invalid choice or location changes nothing", () => {
    const pref = withLocation(withDate(EMPTY_USER_PREF, { key: "today" }, NOW), austin, NOW);
    expect(withDate(pref, { key: "tomorrow" } as unknown as UserPrefDateChoice, NOW + 1)).toBe(pref);
    expect(withDate(pref, { key: "choose-date", start: "2026-05-10", end: "2026-05-08" }, NOW + 1)).toBe(pref);
    expect(withLocation(pref, { ...austin, latitude: 100 }, NOW + 1)).toBe(pref);
  });

  it("null removes the location (everywhere)", () => {
    const pref = withLocation(withDate(EMPTY_USER_PREF, { key: "today" }, NOW), austin, NOW);
    expect(withLocation(pref, null, NOW)).toEqual({ date: pref.date });
    expect(withLocation(EMPTY_USER_PREF, null, NOW)).toBe(EMPTY_USER_PREF);
  });

  it("leave the preferences they are given untouched", () => {
    const pref = Object.freeze(withDate(EMPTY_USER_PREF, { key: "today" }, NOW));
    const next = withDate(pref, { key: "thisMonth" }, NOW);
    expect(pref.date?.value).toEqual({ key: "today" });
    expect(next.date?.value).toEqual({ key: "thisMonth" });
  });
});

describe("serializeUserPref: a cookie value browsers keep", () => {
  it("leaves out expired and invalid fields", () => {
    const pref: UserPref = { date: field({ key: "today" }, NOW - 1), location: field({ ...austin, longitude: 200 }) };
    expect(serializeUserPref(pref, NOW)).toEqual({ value: "", maxAgeSeconds: 0 });
  });

  it("writes the JSON of spec §3, URL-encoded", () => {
    const { value } = serializeUserPref(withDate(withLocation(EMPTY_USER_PREF, austin, NOW), { key: "all-dates" }, NOW), NOW);
    expect(JSON.parse(decodeURIComponent(value))).toEqual({
      date: { value: { key: "all-dates" }, expiresAt: NOW + SIX_HOURS },
      location: { value: austin, expiresAt: NOW + MS_PER_YEAR },
    });
  });

  // RFC 6265 cookie-octet: %x21 / %x23-2B / %x2D-3A / %x3C-5B / %x5D-7E (no space, ", comma, ; or \).
  const COOKIE_OCTETS = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

  /** Text as a valid location holds it: no control characters, trimmed, not blank. */
  const cleanText = (maxLength: number) =>
    fc
      .string({ minLength: 1, maxLength, unit: "grapheme" })
      .map((s) => s.replace(/\p{Cc}/gu, "").trim())
      .filter((s) => s.length > 0 && s.length <= maxLength);
  // JSON writes -0 as 0.
  const coordinate = (limit: number) => fc.double({ min: -limit, max: limit, noNaN: true }).map((n) => (n === 0 ? 0 : n));
  const arbitraryLocation = fc.record({
    geoNameId: fc.integer({ min: 1, max: 2 ** 31 }),
    name: cleanText(LOCATION_NAME_MAX_LENGTH),
    latitude: coordinate(90),
    longitude: coordinate(180),
    postalCode: fc.option(cleanText(POSTAL_CODE_MAX_LENGTH), { nil: undefined }),
  });
  const arbitraryDate = fc.constantFrom<UserPrefDateChoice>(
    { key: "today" },
    { key: "thisWeekend" },
    { key: "thisMonth" },
    { key: "all-dates" },
    { key: "choose-date", start: "2026-05-08", end: "2026-06-30" },
  );

  it("only cookie-octets, reads back as written, and stays far under 4 kB", () => {
    fc.assert(
      // A location written exactly one year ago has just expired: ages stop short of that.
      fc.property(arbitraryLocation, arbitraryDate, fc.integer({ min: 0, max: MS_PER_YEAR - 1 }), (location, date, age) => {
        const pref = withDate(withLocation(EMPTY_USER_PREF, location, NOW - age), date, NOW);
        const { value, maxAgeSeconds } = serializeUserPref(pref, NOW);
        expect(value).toMatch(COOKIE_OCTETS);
        expect(`${SH6_USER_PREF}=${value}`.length).toBeLessThan(4096);
        expect(value.length).toBeLessThanOrEqual(USER_PREF_VALUE_MAX_LENGTH);
        expect(maxAgeSeconds).toBeGreaterThan(0);
        expect(pref.location?.value).toEqual(location);
        expect(parseUserPref(value, NOW)).toEqual(pref);
      }),
      { numRuns: 300 },
    );
  });

  it("the worst case (longest name and postal code of 3-byte characters, a range) fits", () => {
    const location: UserLocation = { ...austin, geoNameId: Number.MAX_SAFE_INTEGER, name: "語".repeat(LOCATION_NAME_MAX_LENGTH), postalCode: "語".repeat(POSTAL_CODE_MAX_LENGTH), latitude: -89.12345678901234, longitude: -179.12345678901234 };
    const pref = withDate(withLocation(EMPTY_USER_PREF, location, NOW), { key: "choose-date", start: "2026-05-08", end: "2026-06-30" }, NOW);
    const { value } = serializeUserPref(pref, NOW);
    expect(pref.location).toBeDefined();
    expect(value.length).toBeLessThan(1500);
    expect(parseUserPref(value, NOW)).toEqual(pref);
  });

  it("never throws on any text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(() => parseUserPref(text, NOW)).not.toThrow();
        expect(() => parseUserPref(encodeURIComponent(text), NOW)).not.toThrow();
      }),
    );
  });
});

describe("readUserPref and userPrefJson (the decoded object a signed cookie carries)", () => {
  const location = { geoNameId: 4671654, name: "Austin, TX", latitude: 30.27, longitude: -97.74 };

  it("userPrefJson gives the object and the latest expiry in seconds; readUserPref reads it back", () => {
    const pref = withLocation(withDate({}, { key: "thisWeekend" }, 0), location, 1_000);
    const { json, maxAgeSeconds } = userPrefJson(pref, 1_000);
    expect(maxAgeSeconds).toBe(31_536_000);
    expect(json).toEqual({
      date: { value: { key: "thisWeekend" }, expiresAt: 21_600_000 },
      location: { value: location, expiresAt: 1_000 + 31_536_000_000 },
    });
    expect(readUserPref(JSON.parse(JSON.stringify(json)), 2_000)).toEqual(pref);
  });

  it("nothing valid left: null and Max-Age 0", () => {
    expect(userPrefJson({}, 0)).toEqual({ json: null, maxAgeSeconds: 0 });
    expect(userPrefJson(withDate({}, { key: "today" }, 0), 21_600_000)).toEqual({ json: null, maxAgeSeconds: 0 });
  });

  it.each([null, undefined, "text", 42, [], { date: "today" }, { location: { value: { ...location, latitude: 91 }, expiresAt: 9e12 } }])(
    "readUserPref(%j) has no fields",
    (raw) => {
      expect(readUserPref(raw, 0)).toEqual({});
    },
  );
});
