// The English source of the `listing`, `header` and `account` namespaces as flat keys
// ("date.thisWeekend", "menu.signIn", "account.section.orders"): every word of the pages, header,
// menus, search bar, store dialog, banner, sign-in page and signed-in area, gathered from the
// tables that sit beside their rules.
// Counted texts (PluralForms in the tables) become i18next's plural keys (`_one`, `_other`; other
// languages add the categories Intl.PluralRules gives them: `_few`, `_many`...).
import { LISTING_LABELS } from "../components/pages/listing-labels";
import { PRICE_BREAKDOWN_LABELS, VENUE_MAP_LABELS } from "../components/event/ticket-labels";
import { CATEGORY_NAME_LABELS } from "../domain/category-names";
import { DATE_FILTER_LABELS } from "../domain/date-filter";
import { isPluralForms } from "../domain/plural";
import { ACCOUNT_LABELS } from "../components/account/account-labels";
import { HEADER_LABELS } from "../components/header/header-labels";
import { SEARCH_BAR_LABELS } from "../components/search-bar/search-bar-labels";
import { SIGN_IN_LABELS } from "../components/sign-in/sign-in-labels";
import { BANNER_TEXT } from "../domain/banner";
import { APPROXIMATE_LABEL_EN } from "../domain/currency";
import { HEADER_MENU_LABELS } from "../domain/header-menu";
import { LOGO_TAGLINE } from "../domain/logo";
import { LOCAL_TEAMS_LABEL, POPULAR_NEAR_YOU_LABEL, VIEW_ALL_LABEL } from "../domain/site-nav";
import { STORE_CONFIG_DIALOG_SUBTITLES, STORE_CONFIG_DIALOG_TITLE } from "../domain/store-config-dialog";

/** The banner's link and close button (spec §2.8). */
export const BANNER_LABELS = { guarantee: "How our guarantee works", dismiss: "Dismiss" } as const;

/** The footer's data credit: "Places from GeoNames (CC BY 4.0)". */
export const FOOTER_LABELS = { placesFrom: "Places from" } as const;

/** Flattens nested tables: { a: { b: "x" } } → { "prefix.a.b": "x" }. */
function flatten(prefix: string, table: object, into: Record<string, string>): Record<string, string> {
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === "string") into[`${prefix}.${key}`] = value;
    else if (isPluralForms(value)) for (const [category, text] of Object.entries(value)) into[`${prefix}.${key}_${category}`] = text;
    else flatten(`${prefix}.${key}`, value as object, into);
  }
  return into;
}

/** The `listing` namespace in English (source of every listing.json). */
export function listingKeysEn(): Record<string, string> {
  const keys: Record<string, string> = {};
  flatten("", LISTING_LABELS, keys);
  const flat = Object.fromEntries(Object.entries(keys).map(([key, text]) => [key.slice(1), text]));
  flatten("venueMap", VENUE_MAP_LABELS, flat);
  flatten("priceBreakdown", PRICE_BREAKDOWN_LABELS, flat);
  flatten("categoryName", CATEGORY_NAME_LABELS, flat);
  return flatten("date", DATE_FILTER_LABELS, flat);
}

/** The `header` namespace in English (source of app/locales/<locale>/header.json). */
export function headerKeysEn(): Record<string, string> {
  const keys: Record<string, string> = {};
  flatten("menu", HEADER_MENU_LABELS, keys);
  flatten("header", HEADER_LABELS, keys);
  flatten("search", SEARCH_BAR_LABELS, keys);
  keys["nav.viewAll"] = VIEW_ALL_LABEL;
  keys["nav.localTeams"] = LOCAL_TEAMS_LABEL;
  keys["nav.popularNearYou"] = POPULAR_NEAR_YOU_LABEL;
  keys["logo.tagline"] = LOGO_TAGLINE;
  keys["dialog.title"] = STORE_CONFIG_DIALOG_TITLE;
  flatten("dialog", STORE_CONFIG_DIALOG_SUBTITLES, keys);
  keys["banner.text"] = BANNER_TEXT;
  flatten("banner", BANNER_LABELS, keys);
  keys["price.approximate"] = APPROXIMATE_LABEL_EN;
  flatten("footer", FOOTER_LABELS, keys);
  return keys;
}

/** The `account` namespace in English: the sign-in page and the signed-in area. */
export function accountKeysEn(): Record<string, string> {
  const keys: Record<string, string> = {};
  flatten("signIn", SIGN_IN_LABELS, keys);
  flatten("account", ACCOUNT_LABELS, keys);
  return keys;
}
