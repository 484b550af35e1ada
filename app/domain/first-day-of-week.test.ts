import { describe, expect, it } from "vitest";
import { firstDayInTerritory, firstDayOfWeek, type WeekRuntime } from "./first-day-of-week";

/** Intl.Locale as an engine without week data would have it: the table answers. */
class LocaleWithoutWeekInfo {
  readonly region: string | undefined;
  private readonly tag: Intl.Locale;
  constructor(tag: string) {
    this.tag = new Intl.Locale(tag);
    this.region = this.tag.region;
  }
  maximize() {
    return { region: this.tag.maximize().region };
  }
}
const WITHOUT_WEEK_INFO: WeekRuntime = { Locale: LocaleWithoutWeekInfo };
const WITHOUT_INTL_LOCALE: WeekRuntime = {};
/** Node's Intl.Locale carries week data (the getter or the method). */
const intlHasWeekInfo = (() => {
  const locale = new Intl.Locale("de-DE") as Intl.Locale & { getWeekInfo?: () => unknown; weekInfo?: unknown };
  return typeof locale.getWeekInfo === "function" || locale.weekInfo !== undefined;
})();

// Issue 21: Monday on the German, Polish and Finnish stores; Sunday in the United States.
const ROWS = [
  ["de-DE", 1],
  ["de", 1],
  ["pl-PL", 1],
  ["fi-FI", 1],
  ["en-GB", 1],
  ["fr-CA", 0],
  ["en-US", 0],
  ["pt-BR", 0],
  ["ja-JP", 0],
  ["ar-EG", 6],
  ["dv-MV", 5],
] as const;

describe("firstDayOfWeek", () => {
  it.each(ROWS)("%s starts its weeks on day %i (the runtime's Intl)", (locale, day) => {
    expect(firstDayOfWeek(locale)).toBe(day);
  });

  it.each(ROWS)("%s starts its weeks on day %i (CLDR's table, when Intl has no week data)", (locale, day) => {
    expect(firstDayOfWeek(locale, WITHOUT_WEEK_INFO)).toBe(day);
  });

  it.each([
    ["de-DE", 1],
    ["en-US", 0],
    ["pl_PL", 1],
    ["zh-Hant-TW", 0],
  ] as const)("%s → %i even without Intl.Locale (the region read from the tag)", (locale, day) => {
    expect(firstDayOfWeek(locale, WITHOUT_INTL_LOCALE)).toBe(day);
  });

  it("a tag Intl refuses gets CLDR's world default, Monday", () => {
    expect(firstDayOfWeek("not a locale")).toBe(1);
  });

  it.runIf(intlHasWeekInfo)("the table agrees with the runtime's CLDR for every territory Intl names", () => {
    const names = new Intl.DisplayNames("en", { type: "region" });
    const disagreements: string[] = [];
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const region = String.fromCharCode(a, b);
        if (names.of(region) === region) continue;
        const intl = firstDayOfWeek(`und-${region}`);
        if (firstDayInTerritory(region) !== intl) disagreements.push(`${region}: table ${firstDayInTerritory(region)}, Intl ${intl}`);
      }
    }
    // Deprecated codes Intl still knows (BU Burma, RH Rhodesia, YD South Yemen) are left out of the table.
    expect(disagreements.filter((d) => !/^(BU|RH|YD):/.test(d))).toEqual([]);
  });
});
