import { describe, expect, it } from "vitest";
import { dateTimeFormat, INTL_CACHE_ENTRIES, isKnownTimeZone, numberFormat, pluralRules } from "./intl-formats";

describe("shared Intl formatters", () => {
  it("hands out one formatter per locale and options, formatting as a new one would", () => {
    const options = { timeStyle: "short", timeZone: "America/New_York" } as const;
    const first = dateTimeFormat("en-US", options);
    expect(dateTimeFormat("en-US", { ...options })).toBe(first);
    expect(first.format(Date.UTC(2026, 10, 27, 1))).toBe(new Intl.DateTimeFormat("en-US", options).format(Date.UTC(2026, 10, 27, 1)));
    expect(dateTimeFormat("de-DE", options)).not.toBe(first);
    expect(numberFormat("de-DE").format(1200)).toBe("1.200");
    expect(numberFormat("de-DE")).toBe(numberFormat("de-DE"));
    expect(pluralRules("pl").select(5)).toBe("many");
  });

  it("throws as the constructor does, and a throw is not remembered as a formatter", () => {
    expect(() => dateTimeFormat("en", { timeZone: "Mars/Olympus_Mons" })).toThrow(RangeError);
    expect(() => dateTimeFormat("en", { timeZone: "Mars/Olympus_Mons" })).toThrow(RangeError);
  });

  it("stays bounded: past the bound the oldest formatter is built again", () => {
    const oldest = numberFormat("en", { minimumIntegerDigits: 1 });
    for (let i = 0; i < INTL_CACHE_ENTRIES; i++) {
      // INTL_CACHE_ENTRIES distinct option sets.
      numberFormat("en", { minimumIntegerDigits: 1 + (i % 21), maximumFractionDigits: Math.floor(i / 21) % 21, useGrouping: i >= 441 });
    }
    expect(numberFormat("en", { minimumIntegerDigits: 1 })).not.toBe(oldest);
  });
});

describe("isKnownTimeZone", () => {
  it.each([
    ["Europe/Berlin", true],
    ["America/Argentina/Buenos_Aires", true],
    ["UTC", true],
    ["Mars/Olympus_Mons", false],
    ["", false],
    ["Europe/Berlin".repeat(10), false],
  ])("%s → %s", (zone, known) => {
    expect(isKnownTimeZone(zone)).toBe(known);
    expect(isKnownTimeZone(zone)).toBe(known);
  });
});
