import { describe, expect, it } from "vitest";
import {
  BANNER_DISPLAYED_KEY,
  BANNER_TEXT,
  bannerConditionHolds,
  bannerContent,
  isBannerShownThisSession,
  shouldShowBanner,
  type BannerInput,
} from "./banner";
import { DEFAULT_FAN_PROTECTION_URL } from "./help-links";

describe("banner words (spec §2.8, §9)", () => {
  it("has the spec's text", () => {
    expect(BANNER_TEXT).toBe(
      "Top marketplace for live event tickets. Every order is 100% guaranteed. Prices may vary from face value.",
    );
  });

  it("keeps its session flag under SH_SEM_BannerDisplayed", () => {
    expect(BANNER_DISPLAYED_KEY).toBe("SH_SEM_BannerDisplayed");
  });

  // "The link opens a per-locale fan-protection guarantee page, with a default when no locale
  // matches (a legal page for cs, nl, nl-BE, pl and sv)."
  it.each<[string, string]>([
    ["en-US", "https://www.stagefront.example/en-us/fan-protect-guarantee/"],
    ["de-AT", "https://www.stagefront.example/de-at/fan-protect-guarantee/"],
    ["cs-CZ", "https://www.stagefront.example/cs-cz/legal/guarantee/"],
    ["nl-NL", "https://www.stagefront.example/nl-nl/legal/guarantee/"],
    ["nl-BE", "https://www.stagefront.example/nl-be/legal/guarantee/"],
    ["pl-PL", "https://www.stagefront.example/pl-pl/legal/guarantee/"],
    ["sv-SE", "https://www.stagefront.example/sv-se/legal/guarantee/"],
    ["ja-JP", DEFAULT_FAN_PROTECTION_URL],
  ])("links %s to %s", (locale, href) => {
    expect(bannerContent(locale)).toEqual({ text: BANNER_TEXT, href });
  });
});

const q = (search: string) => new URLSearchParams(search);

const off: BannerInput = {
  featureOn: true,
  query: q(""),
  valueMessaging: null,
  disclaimerFlag: false,
  shownThisSession: false,
  isHomepage: false,
};

describe("shouldShowBanner (spec §4 'Banner')", () => {
  it.each<[string, Partial<BannerInput>, boolean]>([
    // "when the feature common.googleResellerDisclaimer.show is on and any of these holds"
    ["feature on, no condition: hidden", {}, false],
    // "a click id"
    ["a click id (gclid)", { query: q("gclid=Cj0KCQ") }, true],
    ["a click id (gbraid, iOS ad traffic)", { query: q("gbraid=0AAAAA") }, true],
    ["a click id (wbraid, iOS ad traffic)", { query: q("wbraid=CkMKCQ") }, true],
    ["an empty click id does not count", { query: q("gclid=") }, false],
    ["a blank click id does not count", { query: q("gclid=%20%20") }, false],
    ["the click id name is case-sensitive (GCLID is not gclid)", { query: q("GCLID=abc") }, false],
    // "an affiliate id"
    ["an affiliate id", { query: q("affiliateId=4711") }, true],
    ["an empty affiliate id does not count", { query: q("affiliateId=") }, false],
    // "medium of cpc, affiliate or tradedoubler"
    ["medium cpc", { query: q("utm_medium=cpc") }, true],
    ["medium affiliate", { query: q("utm_medium=affiliate") }, true],
    ["medium tradedoubler", { query: q("utm_medium=tradedoubler") }, true],
    ["medium compared case-insensitively", { query: q("utm_medium=CPC") }, true],
    ["medium with spaces around", { query: q("utm_medium=%20TradeDoubler%20") }, true],
    ["another medium: hidden", { query: q("utm_medium=email") }, false],
    ["a medium that only contains cpc: hidden", { query: q("utm_medium=cpc-brand") }, false],
    ["an empty medium: hidden", { query: q("utm_medium=") }, false],
    // "a value-messaging flag equal to true"
    ["value messaging true", { valueMessaging: true }, true],
    ["value messaging 'true' (text)", { valueMessaging: "true" }, true],
    ["value messaging 'TRUE' (text, any case)", { valueMessaging: "TRUE" }, true],
    ["value messaging false", { valueMessaging: false }, false],
    ["value messaging 'false'", { valueMessaging: "false" }, false],
    ["value messaging '1' is not true", { valueMessaging: "1" }, false],
    ["value messaging 1 is not true", { valueMessaging: 1 }, false],
    // "or the disclaimer feature flag"
    ["the disclaimer flag", { disclaimerFlag: true }, true],
    // Feature off: nothing shows it.
    ["feature off, click id: hidden", { featureOn: false, query: q("gclid=abc") }, false],
    ["feature off, disclaimer flag: hidden", { featureOn: false, disclaimerFlag: true }, false],
    ["feature off, everything: hidden", { featureOn: false, query: q("gclid=a&affiliateId=b&utm_medium=cpc"), valueMessaging: true, disclaimerFlag: true }, false],
    // "Shown once per browser session ... Not shown again in the same session unless the page is the homepage."
    ["already shown this session, not the homepage: hidden", { query: q("gclid=abc"), shownThisSession: true }, false],
    ["already shown this session, homepage: shown again", { query: q("gclid=abc"), shownThisSession: true, isHomepage: true }, true],
    ["first time on the homepage: shown", { query: q("utm_medium=affiliate"), isHomepage: true }, true],
    ["homepage, shown before, disclaimer flag: shown", { disclaimerFlag: true, shownThisSession: true, isHomepage: true }, true],
    // Decision: the conditions count on every page; the homepage exception does not replace them.
    ["homepage, shown before, no condition now: hidden", { shownThisSession: true, isHomepage: true }, false],
    ["homepage, feature off: hidden", { featureOn: false, disclaimerFlag: true, isHomepage: true }, false],
  ])("%s", (_rule, overrides, expected) => {
    expect(shouldShowBanner({ ...off, ...overrides })).toBe(expected);
  });

  it("any one condition among several is enough", () => {
    expect(bannerConditionHolds({ query: q("utm_medium=email&affiliateId=9"), valueMessaging: "false", disclaimerFlag: false })).toBe(true);
  });

  it("reads the query through get() only (any URLSearchParams-like object)", () => {
    const asked: string[] = [];
    const query = { get: (name: string) => (asked.push(name), name === "utm_medium" ? "cpc" : null) };
    expect(shouldShowBanner({ ...off, query })).toBe(true);
    expect(asked).toContain("utm_medium");
  });
});

describe("isBannerShownThisSession (the SH_SEM_BannerDisplayed value)", () => {
  it.each<[unknown, boolean]>([
    [null, false],
    [undefined, false],
    ["", false],
    ["true", true],
    ["1", true],
  ])("%j → %s", (stored, expected) => {
    expect(isBannerShownThisSession(stored)).toBe(expected);
  });
});
