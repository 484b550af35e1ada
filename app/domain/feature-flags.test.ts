import { describe, expect, it } from "vitest";
import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAGS,
  FeatureFlagsSchema,
  defaultFeatureFlags,
  isFeatureFlag,
} from "./feature-flags";
import { STORE_IDS, type StoreId } from "./stores";

// Spec §6 flag names, then our names for the four the spec describes without a name.
const FLAG_ROWS = [
  ["searchpage.enableDateFilter", true],
  ["homepage.hub.enableDateFilter", true],
  ["performer.enableDateFilter", true],
  ["homepage.enableDatePicker", true],
  ["homepage.enableDateFilter", true],
  ["common.queryParams", true],
  ["common.enableSubCatNav", true],
  ["common.exposeExpandedNavMenu", false],
  ["common.header.VipCategory", false],
  ["common.header.desktopCitiesCategory", false],
  ["common.header.mwebCitiesCategory", false],
  ["homepage.enableLogin", true],
  ["common.sessionAuthEnabled", true],
  ["common.enableAdvisoryCurrency", true],
  ["common.useAltBrand", false],
  ["common.googleResellerDisclaimer.show", true],
  ["common.advisoryCurrencyOptOut", false],
  ["common.hideCrossBorderEvents", false],
  ["common.showRedirectModal", false],
  ["common.showUkConsumerLaw", false],
] as const;

describe("FEATURE_FLAGS", () => {
  it("lists every flag once, in the spec's order", () => {
    expect([...FEATURE_FLAGS]).toEqual(FLAG_ROWS.map(([flag]) => flag));
  });

  it.each(FLAG_ROWS)("%s is a flag and defaults to %s", (flag, value) => {
    expect(isFeatureFlag(flag)).toBe(true);
    expect(DEFAULT_FEATURE_FLAGS[flag]).toBe(value);
  });

  it.each(["common.QueryParams", "queryParams", "", "__proto__", "toString", 1, null])("%j is not a flag", (name) => {
    expect(isFeatureFlag(name)).toBe(false);
  });
});

describe("FeatureFlagsSchema", () => {
  it("accepts the defaults", () => {
    expect(FeatureFlagsSchema.parse(DEFAULT_FEATURE_FLAGS)).toEqual(DEFAULT_FEATURE_FLAGS);
  });

  it("refuses an unknown flag name", () => {
    const result = FeatureFlagsSchema.safeParse({ ...DEFAULT_FEATURE_FLAGS, "common.newThing": true });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ code: "unrecognized_keys", keys: ["common.newThing"] })]);
  });

  it.each(FEATURE_FLAGS)("refuses %s when missing or not a boolean", (flag) => {
    const { [flag]: _, ...missing } = DEFAULT_FEATURE_FLAGS;
    expect(FeatureFlagsSchema.safeParse(missing).success).toBe(false);
    expect(FeatureFlagsSchema.safeParse({ ...DEFAULT_FEATURE_FLAGS, [flag]: "true" }).success).toBe(false);
  });
});

describe("defaultFeatureFlags", () => {
  // storeId → VIP header, cities headers, UK consumer law, expanded discovery menus (issue 21)
  const ROWS: Record<StoreId, readonly [boolean, boolean, boolean, boolean?]> = {
    1: [true, true, false, true],
    2: [true, true, true, true],
    3: [true, true, false, true],
    4: [false, true, false],
    5: [false, false, false],
    6: [false, true, false],
    7: [false, false, false],
    8: [false, true, false],
    9: [false, false, false],
    10: [false, false, false],
    11: [false, false, false],
    12: [false, false, false],
    13: [false, false, false],
    14: [false, false, false],
    15: [false, false, false],
    16: [false, false, false],
    17: [false, false, false],
    18: [false, false, false],
    19: [false, false, false],
    20: [false, false, false],
    21: [false, false, false],
    22: [false, false, false],
    23: [false, false, false],
    24: [false, false, false],
    26: [false, false, false],
    27: [false, false, false],
    28: [false, false, false],
  };

  it.each(STORE_IDS.map((id) => [id, ...ROWS[id]] as const))(
    "store %i: VIP %s, cities %s, UK consumer law %s, expanded menus %s",
    (storeId, vip, cities, ukLaw, expanded = false) => {
      const flags = defaultFeatureFlags(storeId);
      expect(FeatureFlagsSchema.safeParse(flags).success).toBe(true);
      expect(flags).toEqual({
        ...DEFAULT_FEATURE_FLAGS,
        "common.header.VipCategory": vip,
        "common.header.desktopCitiesCategory": cities,
        "common.header.mwebCitiesCategory": cities,
        "common.showUkConsumerLaw": ukLaw,
        "common.exposeExpandedNavMenu": expanded,
      });
    },
  );
});
