import { describe, expect, it } from "vitest";
import {
  DEFAULT_FAN_PROTECTION_URL,
  HELP_LINK_LOCALES,
  fanProtectionUrl,
  helpCenterUrl,
  helpLinks,
} from "./help-links";

const HC = "https://support.stagefront.example/hc";
const WWW = "https://www.stagefront.example";

// Spec §9 "Locales with help-centre and fan-protection links"; legal guarantee page for
// cs, nl, nl-BE, pl and sv (§2.8).
const ROWS = [
  ["en-us", "guarantee"],
  ["en-gb", "guarantee"],
  ["de-de", "guarantee"],
  ["fr-fr", "guarantee"],
  ["es-mx", "guarantee"],
  ["es-es", "guarantee"],
  ["pt-pt", "guarantee"],
  ["en-ca", "guarantee"],
  ["cs-cz", "legal"],
  ["it-it", "guarantee"],
  ["nl-nl", "legal"],
  ["de-at", "guarantee"],
  ["nl-be", "legal"],
  ["fr-be", "guarantee"],
  ["en-ie", "guarantee"],
  ["fi-fi", "guarantee"],
  ["de-lu", "guarantee"],
  ["fr-lu", "guarantee"],
  ["el-gr", "guarantee"],
  ["pl-pl", "legal"],
  ["sv-se", "legal"],
  ["da-dk", "guarantee"],
] as const;

it("HELP_LINK_LOCALES are the spec's 22 locales in order", () => {
  expect([...HELP_LINK_LOCALES]).toEqual(ROWS.map(([locale]) => locale));
});

describe.each(ROWS)("%s", (locale, page) => {
  const upper = locale.replace(/-(..)$/, (_, region: string) => `-${region.toUpperCase()}`);

  it.each([locale, upper, upper.replace("-", "_")])("help links for %s", (input) => {
    expect(helpLinks(input)).toEqual({
      helpCenter: `${HC}/${locale}/`,
      helpTopics: `${HC}/${locale}/topics`,
      contactUs: `${HC}/${locale}/contact`,
      virtualAssistant: `${HC}/${locale}/assistant`,
      callUs: `${HC}/${locale}/call`,
    });
    expect(helpCenterUrl(input)).toBe(`${HC}/${locale}/`);
  });

  it(`fan protection is the ${page} page, whatever the case`, () => {
    const expected =
      page === "legal" ? `${WWW}/${locale}/legal/guarantee/` : `${WWW}/${locale}/fan-protect-guarantee/`;
    expect(fanProtectionUrl(locale)).toBe(expected);
    expect(fanProtectionUrl(upper)).toBe(expected);
  });
});

describe("defaults", () => {
  it.each(["ja-JP", "en-AU", "de-CH", "fr-CA", "pt-BR", "xx", "", "__proto__"])(
    "%j gets the Irish help centre and the default guarantee page",
    (locale) => {
      expect(helpLinks(locale)).toEqual({
        helpCenter: `${HC}/en-ie/`,
        helpTopics: `${HC}/en-ie/topics`,
        contactUs: `${HC}/en-ie/contact`,
        virtualAssistant: `${HC}/en-ie/assistant`,
        callUs: `${HC}/en-ie/call`,
      });
      expect(fanProtectionUrl(locale)).toBe(DEFAULT_FAN_PROTECTION_URL);
      expect(DEFAULT_FAN_PROTECTION_URL).toBe(`${WWW}/fan-protect-guarantee/`);
    },
  );

  it.each([
    ["cs", `${WWW}/cs-cz/legal/guarantee/`],
    ["nl", `${WWW}/nl-nl/legal/guarantee/`],
    ["pl", `${WWW}/pl-pl/legal/guarantee/`],
    ["sv", `${WWW}/sv-se/legal/guarantee/`],
    ["sv-FI", `${WWW}/sv-se/legal/guarantee/`],
  ])("legal-page language %s without a listed locale → %s", (locale, url) => {
    expect(fanProtectionUrl(locale)).toBe(url);
  });
});

describe("Hong Kong", () => {
  it.each([
    ["zh-HK", "zh-hk"],
    ["zh-hk", "zh-hk"],
    ["en-HK", "en-hk"],
    ["EN_hk", "en-hk"],
  ])("%s goes to the hosted portal", (locale, path) => {
    const portal = `https://stagefront-hk.support.example/${path}/`;
    expect(helpLinks(locale)).toEqual({
      helpCenter: portal,
      helpTopics: `${portal}topics`,
      contactUs: `${portal}contact`,
      virtualAssistant: `${portal}assistant`,
      callUs: `${portal}call`,
    });
    expect(helpCenterUrl(locale)).toBe(portal);
    expect(fanProtectionUrl(locale)).toBe(DEFAULT_FAN_PROTECTION_URL);
  });
});
