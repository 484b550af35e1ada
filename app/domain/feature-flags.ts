// Feature flags (spec §6). The spec names sixteen flags and describes four more without a
// name; those four are named here in the same style (common.*).
import { z } from "zod";
import { categoriesOffered } from "./categories";
import { STORES, type StoreId } from "./stores";

export const FEATURE_FLAGS = [
  "searchpage.enableDateFilter",
  "homepage.hub.enableDateFilter",
  "performer.enableDateFilter",
  "homepage.enableDatePicker",
  "homepage.enableDateFilter",
  "common.queryParams",
  "common.enableSubCatNav",
  "common.exposeExpandedNavMenu",
  "common.header.VipCategory",
  "common.header.desktopCitiesCategory",
  "common.header.mwebCitiesCategory",
  "homepage.enableLogin",
  "common.sessionAuthEnabled",
  "common.enableAdvisoryCurrency",
  "common.useAltBrand",
  "common.googleResellerDisclaimer.show",
  // Unnamed in the spec ("advisory opt-out, hide cross-border events, show redirect modal and
  // show UK consumer-law features"): names are ours.
  "common.advisoryCurrencyOptOut",
  "common.hideCrossBorderEvents",
  "common.showRedirectModal",
  "common.showUkConsumerLaw",
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Every flag is a required boolean; unknown flag names are refused. */
export const FeatureFlagsSchema = z.strictObject(
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<FeatureFlag, z.ZodBoolean>,
);

export type FeatureFlags = z.infer<typeof FeatureFlagsSchema>;

const FEATURE_FLAG_SET: ReadonlySet<unknown> = new Set(FEATURE_FLAGS);

/**
 * True for a known feature flag name.
 * @example isFeatureFlag("common.queryParams") // true
 */
export function isFeatureFlag(name: unknown): name is FeatureFlag {
  return FEATURE_FLAG_SET.has(name);
}

/** Store-independent defaults. Category flags are off here; defaultFeatureFlags turns them on
 *  for the stores that offer those categories. */
export const DEFAULT_FEATURE_FLAGS: Readonly<FeatureFlags> = Object.freeze({
  "searchpage.enableDateFilter": true,
  "homepage.hub.enableDateFilter": true,
  "performer.enableDateFilter": true,
  "homepage.enableDatePicker": true,
  "homepage.enableDateFilter": true,
  "common.queryParams": true,
  "common.enableSubCatNav": true,
  "common.exposeExpandedNavMenu": false,
  "common.header.VipCategory": false,
  "common.header.desktopCitiesCategory": false,
  "common.header.mwebCitiesCategory": false,
  "homepage.enableLogin": true,
  "common.sessionAuthEnabled": true,
  "common.enableAdvisoryCurrency": true,
  "common.useAltBrand": false,
  // On: the banner still needs its session and traffic conditions (spec §4 "Banner").
  "common.googleResellerDisclaimer.show": true,
  "common.advisoryCurrencyOptOut": false,
  "common.hideCrossBorderEvents": false,
  "common.showRedirectModal": false,
  "common.showUkConsumerLaw": false,
});

/**
 * Sites whose header shows the discovery menus (spec §2.5 sub-menus with 'Local teams' and
 * 'Popular near you'): issue 21 turns common.exposeExpandedNavMenu on for the US, GB and DE
 * stores. The generated menu names the catalog's categories in the page's language (listing
 * categoryName.*; an operator's own category as the catalog names it), so an operator may turn
 * the flag on for another store (`npm run store`); its performers and groupings keep their names.
 */
const EXPANDED_NAV_MENU_COUNTRIES: ReadonlySet<string> = new Set(["US", "GB", "DE"]);

/**
 * Default flags for one store: VIP and cities headers where the store offers them, UK
 * consumer-law features on the GB store only, the expanded discovery menus on US, GB and DE.
 * @example defaultFeatureFlags(2)["common.showUkConsumerLaw"] // true
 */
export function defaultFeatureFlags(storeId: StoreId): FeatureFlags {
  const offered = categoriesOffered(storeId);
  const cities = offered.includes("cities");
  return {
    ...DEFAULT_FEATURE_FLAGS,
    "common.header.VipCategory": offered.includes("vip"),
    "common.header.desktopCitiesCategory": cities,
    "common.header.mwebCitiesCategory": cities,
    "common.exposeExpandedNavMenu": EXPANDED_NAV_MENU_COUNTRIES.has(STORES[storeId].siteCountry),
    "common.showUkConsumerLaw": STORES[storeId].siteCountry === "GB",
  };
}
