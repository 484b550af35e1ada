import { bannerContent } from "../domain/banner";
import { languageOf } from "../domain/address";
import { errorLabels } from "./listing-labels.server";
import { CATEGORY_NAME_LABELS } from "../domain/category-names";
import { pageContext, wordsLike, type Translator } from "./i18n.server";
import { SUGGEST_DEFAULTS } from "../domain/constants";
import type { UserLocation } from "../domain/location-filter";
import { CATEGORY_IDS, CATEGORY_KEYS, type CategoryKey } from "../domain/categories";
import { SiteNavSchema, SubCatNavSchema } from "../domain/content";
import { buildHeaderMenu, HEADER_MENU_LABELS, type HeaderMenu, type HeaderMenuWords } from "../domain/header-menu";
import { helpLinks } from "../domain/help-links";
import { initialsOf } from "../domain/initials";
import { categoryPath } from "../domain/store-config";
import { currencyOptions, languageOptions, storeConfigDialogModel, STORE_CONFIG_DIALOG_SUBTITLES, type StoreConfigDialogWords } from "../domain/store-config-dialog";
import { logoAltText } from "../domain/logo";
import { countryName } from "../domain/country-names";
import { languageDisplayName } from "../domain/locales";
import { SEARCH_BAR_LABELS } from "../components/search-bar/search-bar-labels";
import { BANNER_LABELS, FOOTER_LABELS } from "./english-sources";
import type { CategoryLink } from "../components/site-header";
import { HEADER_LABELS } from "../components/header/header-labels";
import { resolvePageCurrency } from "./currency.server";
import { PREFERENCES_PATH } from "./preference-form.server";
import { formatLink } from "./format-link";
import { createLogger } from "./log";
import { chosenLocation } from "./chosen-location.server";
import { boundedMemo, MEMO_POLICY, stampVersion, versionOf } from "../domain/isolate-memo";
import type { SessionInfo } from "./session";
import type { HeaderContent, StorefrontContext } from "./storefront-context";

// Server-only: the store tables and zod schemas stay out of the browser bundle; the header gets
// a finished menu model (labels and formatted addresses) in the loader data.

const NO_CONTENT: HeaderContent = { subCatNav: {}, discovery: [] };

/**
 * The header content, or the part of it that is sound. headerContent() never throws by contract;
 * a rejected promise or a cached copy of the wrong shape must still not fail every page: that
 * content is left out and logged (spec §8: the menu stays without it).
 */
async function headerContent(services: StorefrontContext["services"], requestId: string): Promise<HeaderContent> {
  let raw: HeaderContent;
  try {
    raw = await services.headerContent();
  } catch (err) {
    contentFailed(requestId, "all", String(err));
    return NO_CONTENT;
  }
  if (typeof raw !== "object" || raw === null) return soundContent(raw, requestId);
  // The services hand out the same content for a while (stamped with its version): check each
  // version once. The checked copy is stamped too, for the shells built from it.
  return checkedContent(versionOf(raw), () => stampVersion(soundContent(raw, requestId)));
}

const checkedContent = boundedMemo<HeaderContent>(MEMO_POLICY.checkedContent);

function contentFailed(requestId: string, document: string, message: string): void {
  createLogger(requestId)("error", "header.content_failed", { document, message });
}

function soundContent(raw: HeaderContent | null | undefined, requestId: string): HeaderContent {
  const fail = (document: string, message: string) => contentFailed(requestId, document, message);
  const subCatNav = SubCatNavSchema.safeParse(raw?.subCatNav);
  const discovery = SiteNavSchema.shape.discovery.safeParse(raw?.discovery);
  if (!subCatNav.success) fail("components", subCatNav.error.issues[0]?.message ?? "invalid");
  if (!discovery.success) fail("site-nav", discovery.error.issues[0]?.message ?? "invalid");
  return {
    subCatNav: subCatNav.success ? subCatNav.data : NO_CONTENT.subCatNav,
    discovery: discovery.success ? discovery.data : NO_CONTENT.discovery,
  };
}

/** What every page's shell needs: locale, brand and the header's menus, formatted for the locale. */
export async function rootData(storefront: StorefrontContext) {
  const ctx = await pageContext(storefront);
  const { store, locale, preferences } = ctx;
  const content = await headerContent(ctx.services, ctx.requestId);
  const user = sidebarUser(ctx.session, locale);
  const shell = shellFor(ctx, content, user !== null);
  return {
    ...shell,
    user,
    storeConfig: shell.storeConfig && { ...shell.storeConfig, currentCurrency: resolvePageCurrency(ctx).currency },
    // The header search's suggestions near the fan's chosen place (spec §7 point, radius): the
    // address's pbG, else the stored place (a geolocated one included), as the page's filters read it.
    suggestArea: suggestArea(await chosenLocation(ctx)),
  };
}

type Shell = ReturnType<typeof buildShell>;

/**
 * The shell's parts that depend only on the store, the header content, the language and whether
 * the fan is signed in: built once per such combination (the store's and the content's versions
 * name them) and then shared by every page; a changed configuration or content starts afresh.
 * Loader data is serialized, never mutated, so sharing is safe.
 */
const shells = boundedMemo<Shell>(MEMO_POLICY.headerShells);

function shellFor(ctx: StorefrontContext & { i18n: Translator }, content: HeaderContent, signedIn: boolean): Shell {
  const key = `${versionOf(ctx.store)}|${versionOf(content)}|${ctx.locale}|${signedIn ? 1 : 0}`;
  return shells(key, () => buildShell(ctx, content, headerWords(ctx.i18n), signedIn));
}

function buildShell(ctx: StorefrontContext & { i18n: Translator }, content: HeaderContent, words: HeaderWords, signedIn: boolean) {
  const { store, locale, supportedLanguages } = ctx;
  const brandName = store.featureFlags["common.useAltBrand"] ? store.altBrandName : store.brandName;
  const formatOptions = { currentLocale: locale, defaultLocale: store.defaultLocale, supportedLanguages };
  const format = (path: string) => formatLink(path, formatOptions);

  const categoryPaths: Partial<Record<CategoryKey, string>> = {};
  for (const key of CATEGORY_KEYS) {
    const path = categoryPath(store, locale, key);
    if (path) categoryPaths[key] = path;
  }

  const menu: HeaderMenu = buildHeaderMenu({
    labels: words.menu,
    // Spec §4: signed in is an account session; a guest's order-lookup session is not.
    signedIn,
    siteCountry: store.siteCountry,
    flags: store.featureFlags,
    categoryPaths,
    subCatNav: content.subCatNav,
    discovery: content.discovery,
    // The store's own addresses win; entries a document predates come from helpLinks().
    help: { ...helpLinks(locale), ...store.helpLinks[locale.toLowerCase()] },
    format,
  });

  // The three main categories as plain links, for pages that list them themselves.
  const categories: CategoryLink[] = (["concerts", "sports", "theatre"] as const).flatMap((key) => {
    const path = categoryPaths[key];
    return path ? [{ key, id: CATEGORY_IDS[key], label: words.menu[key], href: format(path) }] : [];
  });

  return {
    locale,
    defaultLocale: store.defaultLocale,
    shstoreId: store.shstoreId,
    siteCountry: store.siteCountry,
    brandName,
    supportedLanguages,
    homeHref: format("/"),
    searchAction: format("/find/s"),
    menu,
    categories,
    storeConfig: storeConfigData(ctx, words),
    // The header's, search bar's, banner's and footer's own words in the page's language.
    labels: words.header,
    searchLabels: words.search,
    bannerLabels: words.banner,
    footerLabels: words.footer,
    logoAlt: logoAltText(brandName, words.logoTagline),
    // The site and language the fan is on, in that language ("Deutschland · Deutsch").
    footerSite: [countryName(store.siteCountry, locale), languageDisplayName(locale) ?? locale].join(" · "),
    // The error pages' words in the page's language (an error page has no data of its own).
    errorLabels: errorLabels(ctx.i18n),
    // The banner's words and link; whether it shows is decided in the browser (session storage).
    banner: store.featureFlags["common.googleResellerDisclaimer.show"] ? bannerContent(locale, words.bannerText) : null,
  };
}

/** Every word of the page's shell in its language, from the `header` namespace (cached per locale). */
function headerWords(i18n: Translator) {
  const t = (key: string) => i18n.t(key, { ns: "header" }) as string;
  return {
    menu: {
      ...wordsLike(i18n, "header", "menu", HEADER_MENU_LABELS),
      viewAll: t("nav.viewAll"),
      localTeams: t("nav.localTeams"),
      popularNearYou: t("nav.popularNearYou"),
      categoryNames: wordsLike(i18n, "listing", "categoryName", CATEGORY_NAME_LABELS),
    } satisfies HeaderMenuWords,
    header: wordsLike(i18n, "header", "header", HEADER_LABELS),
    search: wordsLike(i18n, "header", "search", SEARCH_BAR_LABELS),
    dialog: { ...wordsLike(i18n, "header", "dialog", STORE_CONFIG_DIALOG_SUBTITLES), title: t("dialog.title") } satisfies StoreConfigDialogWords,
    // The banner's status for screen readers is the design system's own word (the `ui` namespace).
    banner: { ...wordsLike(i18n, "header", "banner", BANNER_LABELS), status: i18n.t("inlineBanner.status.info", { ns: "ui" }) as string },
    footer: wordsLike(i18n, "header", "footer", FOOTER_LABELS),
    bannerText: t("banner.text"),
    logoTagline: t("logo.tagline"),
  };
}

type HeaderWords = ReturnType<typeof headerWords>;

/** Spec §3 "Sidebar user": what the header shows of the signed-in fan, and the token sign-out sends. */
export interface SidebarUserData {
  name: string;
  /** The avatar's text: first letters of the name's first and last words. */
  initials: string;
  /** The session's CSRF token, for the sign-out fetch (header) and the no-JavaScript form (field). */
  csrfToken: string;
}

/**
 * The sidebar user of a signed-in ("password") session; null when signed out or for a guest
 * session, which keeps the signed-out header. A name without letters falls back to the email's.
 */
function sidebarUser(session: SessionInfo | null, locale: string): SidebarUserData | null {
  if (session === null || session.loginType !== "password") return null;
  const name = session.name.trim() || session.email;
  return { name, initials: initialsOf(name, locale) || initialsOf(session.email, locale), csrfToken: session.csrfToken };
}

/** Spec §7 suggest point and radius for a chosen place (§9 radius 200 miles); null: everywhere. */
function suggestArea(location: UserLocation | null): { point: string; radius: number } | null {
  return location ? { point: `${location.latitude},${location.longitude}`, radius: SUGGEST_DEFAULTS.radius } : null;
}

/**
 * The store configuration dialog's data (spec §2.6). A language select needs a choice: a store
 * with one language offers none. The currency select (spec §4) offers 'none' and the store's
 * currencies while common.enableAdvisoryCurrency is on, starting from this request's currency,
 * the one the page's prices are converted to; saving one posts it to the preference form.
 * Nothing renders without options.
 */
function storeConfigData(ctx: StorefrontContext, words: HeaderWords) {
  const { store, locale, supportedLanguages } = ctx;
  const languages = store.supportedLocales.length > 1 ? languageOptions(store.supportedLocales) : [];
  const currencies = currencyOptions(store.supportedCurrencies, store.featureFlags["common.enableAdvisoryCurrency"] === true, words.header.noConversion);
  const model = storeConfigDialogModel(languages, currencies, words.dialog);
  if (!model) return null;
  return {
    model,
    languages,
    currentLocale: locale,
    defaultLocale: store.defaultLocale,
    supportedLanguages,
    currencies,
    preferencesAction: PREFERENCES_PATH,
  };
}
