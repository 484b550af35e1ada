// Help-centre, help-topics, contact-us and fan-protection links per locale (spec §9 "Locales
// with help-centre and fan-protection links", §2.8). The spec does not show the real support
// addresses: the hosts below are placeholders an operator replaces in the store config.
import { languageOf } from "./locales";

export const HELP_LINK_LOCALES = [
  "en-us",
  "en-gb",
  "de-de",
  "fr-fr",
  "es-mx",
  "es-es",
  "pt-pt",
  "en-ca",
  "cs-cz",
  "it-it",
  "nl-nl",
  "de-at",
  "nl-be",
  "fr-be",
  "en-ie",
  "fi-fi",
  "de-lu",
  "fr-lu",
  "el-gr",
  "pl-pl",
  "sv-se",
  "da-dk",
] as const;

export type HelpLinkLocale = (typeof HELP_LINK_LOCALES)[number];

/** The help centre for locales without their own (spec: "the Irish one"). */
export const DEFAULT_HELP_LINK_LOCALE: HelpLinkLocale = "en-ie";

/** Hong Kong variants use a hosted support portal instead of the help centre. */
export const HK_PORTAL_LOCALES = ["zh-hk", "en-hk"] as const;

export const SUPPORT_SITE_ORIGIN = "https://support.stagefront.example";
export const HK_SUPPORT_PORTAL_ORIGIN = "https://stagefront-hk.support.example";
export const STOREFRONT_ORIGIN = "https://www.stagefront.example";

/** Fan-protection page when no locale matches. */
export const DEFAULT_FAN_PROTECTION_URL = `${STOREFRONT_ORIGIN}/fan-protect-guarantee/`;

/** Languages whose guarantee is a legal page (spec §2.8: cs, nl, nl-BE, pl and sv). */
const LEGAL_GUARANTEE_LANGUAGES: ReadonlySet<string> = new Set(["cs", "nl", "pl", "sv"]);

export type HelpLinks = {
  readonly helpCenter: string;
  readonly helpTopics: string;
  readonly contactUs: string;
  /** The help menu's inbenta entry: the virtual assistant's page. */
  readonly virtualAssistant: string;
  /** The help menu's webphone entry: calling support from the browser. */
  readonly callUs: string;
};

/** Every help link from one base address (the help centre or the Hong Kong portal). */
function linksFrom(base: string): HelpLinks {
  return {
    helpCenter: base,
    helpTopics: `${base}topics`,
    contactUs: `${base}contact`,
    virtualAssistant: `${base}assistant`,
    callUs: `${base}call`,
  };
}

function lookupKey(locale: string): string {
  return locale.trim().replace(/_/g, "-").toLowerCase();
}

function helpLinkLocaleOf(locale: string): HelpLinkLocale | undefined {
  const key = lookupKey(locale);
  return HELP_LINK_LOCALES.find((candidate) => candidate === key);
}

function hkPortalLocaleOf(locale: string): (typeof HK_PORTAL_LOCALES)[number] | undefined {
  const key = lookupKey(locale);
  return HK_PORTAL_LOCALES.find((candidate) => candidate === key);
}

/**
 * Help, topics and contact links for a locale (case-insensitive); unknown locales get en-ie.
 * @example helpLinks("de-AT").contactUs // "https://support.stagefront.example/hc/de-at/contact"
 */
export function helpLinks(locale: string): HelpLinks {
  const hk = hkPortalLocaleOf(locale);
  if (hk) return linksFrom(`${HK_SUPPORT_PORTAL_ORIGIN}/${hk}/`);
  return linksFrom(`${SUPPORT_SITE_ORIGIN}/hc/${helpLinkLocaleOf(locale) ?? DEFAULT_HELP_LINK_LOCALE}/`);
}

/**
 * Help-centre home for a locale (case-insensitive); unknown locales get en-ie.
 * @example helpCenterUrl("fi-FI") // "https://support.stagefront.example/hc/fi-fi/"
 */
export function helpCenterUrl(locale: string): string {
  return helpLinks(locale).helpCenter;
}

/**
 * Fan-protection guarantee page for a locale (case-insensitive): a legal page for Czech,
 * Dutch, Polish and Swedish, the guarantee page for other listed locales, else the default.
 * @example fanProtectionUrl("pl-PL") // "https://www.stagefront.example/pl-pl/legal/guarantee/"
 */
export function fanProtectionUrl(locale: string): string {
  const key = lookupKey(locale);
  const language = languageOf(key);
  if (LEGAL_GUARANTEE_LANGUAGES.has(language)) {
    // A bare language or an unlisted region uses the first listed locale of that language.
    const legalLocale =
      helpLinkLocaleOf(key) ?? HELP_LINK_LOCALES.find((candidate) => languageOf(candidate) === language);
    return `${STOREFRONT_ORIGIN}/${legalLocale}/legal/guarantee/`;
  }
  const listed = helpLinkLocaleOf(key);
  return listed ? `${STOREFRONT_ORIGIN}/${listed}/fan-protect-guarantee/` : DEFAULT_FAN_PROTECTION_URL;
}
