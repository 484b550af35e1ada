// The marketing banner (spec §2.8 text and guarantee link, §4 "Banner" display conditions,
// §9 session flag key). Runs in the browser: no zod; query values are read by hand.
import { SH_SEM_BANNER_DISPLAYED } from "./constants";
import { fanProtectionUrl } from "./help-links";

export const BANNER_TEXT =
  "Top marketplace for live event tickets. Every order is 100% guaranteed. Prices may vary from face value.";

/** Session-storage key set once the banner has been shown in this browser session. */
export const BANNER_DISPLAYED_KEY = SH_SEM_BANNER_DISPLAYED;

/** The value written under BANNER_DISPLAYED_KEY when the banner shows. */
export const BANNER_DISPLAYED_VALUE = "true";

/**
 * Query parameters that carry "a click id". The spec names none: gclid is the ad click id the
 * reseller-disclaimer feature is about; gbraid and wbraid are the ad click ids sent instead of
 * gclid on iOS traffic, which the disclaimer must cover just the same.
 */
export const CLICK_ID_PARAMS = ["gclid", "gbraid", "wbraid"] as const;

/** Query parameter that carries "an affiliate id" (name ours; the spec shows none). */
export const AFFILIATE_ID_PARAM = "affiliateId";

/** The query parameter read as the value-messaging flag (spec §4 names the flag, not its source). */
export const VALUE_MESSAGING_PARAM = "valueMessaging";

/** Query parameter that carries the "medium": the standard campaign tag. */
export const MEDIUM_PARAM = "utm_medium";

/** Mediums that show the banner (spec §4: "medium of cpc, affiliate or tradedoubler"), compared case-insensitively. */
export const BANNER_MEDIUMS = ["cpc", "affiliate", "tradedoubler"] as const;

/** The one method of URLSearchParams the rules need. */
export interface QueryLike {
  get(name: string): string | null;
}

export interface BannerInput {
  /** Feature flag common.googleResellerDisclaimer.show. */
  readonly featureOn: boolean;
  /** The page's query (click id, affiliate id, medium). */
  readonly query: QueryLike;
  /** The value-messaging flag as found (boolean, or text from the address or storage). */
  readonly valueMessaging: unknown;
  /** The disclaimer feature flag. */
  readonly disclaimerFlag: boolean;
  /** True when BANNER_DISPLAYED_KEY is already set in session storage (see isBannerShownThisSession). */
  readonly shownThisSession: boolean;
  readonly isHomepage: boolean;
}

function present(value: string | null): boolean {
  return value !== null && value.trim() !== "";
}

/** "Equal to true": the boolean, or the text 'true' in any case (query and storage give text). */
function isTrue(value: unknown): boolean {
  return value === true || (typeof value === "string" && value.trim().toLowerCase() === "true");
}

/**
 * True when a traffic condition of spec §4 "Banner" holds: a click id, an affiliate id, medium
 * cpc, affiliate or tradedoubler, a value-messaging flag equal to true, or the disclaimer flag.
 * Empty parameters (`?gclid=`) do not count.
 * @example bannerConditionHolds({ query: new URLSearchParams("utm_medium=CPC"), valueMessaging: null, disclaimerFlag: false }) // true
 */
export function bannerConditionHolds(input: Pick<BannerInput, "query" | "valueMessaging" | "disclaimerFlag">): boolean {
  const { query } = input;
  const medium = query.get(MEDIUM_PARAM)?.trim().toLowerCase() ?? "";
  return (
    CLICK_ID_PARAMS.some((name) => present(query.get(name))) ||
    present(query.get(AFFILIATE_ID_PARAM)) ||
    (BANNER_MEDIUMS as readonly string[]).includes(medium) ||
    isTrue(input.valueMessaging) ||
    input.disclaimerFlag
  );
}

/**
 * Whether to show the banner (spec §4 "Banner"): the feature is on and a traffic condition
 * holds, once per browser session, and again on the homepage. The conditions are checked on
 * every page (the session flag only stops repeats), so a later homepage visit without campaign
 * parameters shows it only under the disclaimer or value-messaging flags. When this answers
 * true the caller sets BANNER_DISPLAYED_KEY to BANNER_DISPLAYED_VALUE in session storage.
 * @example shouldShowBanner({ featureOn: true, query: new URLSearchParams("gclid=abc"), valueMessaging: null, disclaimerFlag: false, shownThisSession: false, isHomepage: false }) // true
 */
export function shouldShowBanner(input: BannerInput): boolean {
  if (!input.featureOn || !bannerConditionHolds(input)) return false;
  return !input.shownThisSession || input.isHomepage;
}

/**
 * Reads the session flag: any value we wrote counts as shown; absent (null) does not.
 * @example isBannerShownThisSession(sessionStorage.getItem(BANNER_DISPLAYED_KEY))
 */
export function isBannerShownThisSession(stored: unknown): boolean {
  return typeof stored === "string" && stored !== "";
}

export interface BannerContent {
  readonly text: string;
  /** The per-locale fan-protection guarantee page (spec §2.8). */
  readonly href: string;
}

/**
 * Text and guarantee link for a locale; unknown locales get the default guarantee page, and
 * cs, nl, nl-BE, pl and sv a legal page.
 * @example bannerContent("pl-PL").href // "https://www.stagefront.example/pl-pl/legal/guarantee/"
 */
export function bannerContent(locale: string, text: string = BANNER_TEXT): BannerContent {
  return { text, href: fanProtectionUrl(locale) };
}
