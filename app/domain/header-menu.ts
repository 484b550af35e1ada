/**
 * The header's menu layout (spec §2.5, §3 "Navigation menu item", §6): three sections —
 * account, categories, help — of items typed link, menu, hover, section and subMenu, built from
 * the sign-in state, the store's feature flags and category paths, and the header content
 * (subCatNav and the discovery menu). Pure: paths are formatted by the `format` the caller passes.
 */
import { ACCOUNT_PATHS, SIGN_IN_PATH, REDIRECT_PARAM, signedOutTarget, type AccountPathKey } from "./account-paths";
import type { CategoryKey } from "./categories";
import type { Components } from "./content";
import { countryByCode } from "./countries";
import { LOCAL_TEAMS_LABEL, POPULAR_NEAR_YOU_LABEL, VIEW_ALL_LABEL, type MENU_ITEM_TYPES, type NavigationMenuItem } from "./site-nav";
import { categoryNameIn } from "./category-names";
import type { FeatureFlags } from "./feature-flags";
import type { HelpLinks } from "./help-links";

/** The menu's own words, in English: the source the `header` namespace is translated from (app/lib/english-sources.ts). */
export const HEADER_MENU_LABELS = {
  signIn: "Sign in",
  signInBullet: "Sign in to see your tickets, listings and sales in one place.",
  activityFeed: "Activity",
  friends: "Friends",
  promoCodes: "Promo codes",
  profile: "My account",
  myHub: "My hub",
  giftCodes: "Gift codes",
  settings: "Settings",
  logout: "Sign out",
  myTickets: "My tickets",
  orders: "Orders",
  listings: "My listings",
  sales: "My sales",
  payments: "Payments",
  sell: "Sell",
  sellTickets: "Sell tickets",
  support: "Support",
  haveQuestions: "Have questions?",
  help: "Get help",
  virtualAssistant: "Ask our virtual assistant",
  callUs: "Call us",
  helpTopics: "Help topics",
  contactUs: "Contact us",
  helpCenter: "Help center",
  concerts: "Concerts",
  sports: "Sports",
  theatre: "Theatre & Comedy",
  cities: "Cities",
  vip: "VIP",
  soccer: "Soccer",
} as const;

export type MenuItemType = (typeof MENU_ITEM_TYPES)[number];

export interface HeaderMenuItem {
  /** Spec ids: sign-in, profile, my-tickets, sell, concerts, sports, theater-comedy, help-center... */
  id: string;
  type: MenuItemType;
  label: string;
  /** Formatted address; absent on a menu that only opens. */
  href?: string;
  /** "_blank" for links leaving the site in a new tab (support, help centre). */
  target?: "_blank";
  /** Something the header does instead of navigating. */
  action?: "logout";
  /** Shown on wide screens (true unless said otherwise). */
  desktop?: boolean;
  /** Shown on small screens, in the drawer (true unless said otherwise; spec's mWebShow). */
  mweb?: boolean;
  items?: HeaderMenuItem[];
}

export interface HeaderMenu {
  /** sign-in (signed out, with its bullet and sub-menu) or profile (signed in), my-tickets, sell. */
  account: HeaderMenuItem[];
  /** The discovery categories of the secondary bar. */
  categories: HeaderMenuItem[];
  /** have-questions (section) with the help sub-menu and help-center. */
  help: HeaderMenuItem[];
  /** The top bar's support link: the store's help site, in a new tab. */
  support: HeaderMenuItem;
  /** The sign-in page (formatted), to which the header adds the redirect to the current page. */
  signInPath: string;
}

export type HeaderFlags = Pick<
  FeatureFlags,
  | "common.enableSubCatNav"
  | "common.exposeExpandedNavMenu"
  | "common.header.VipCategory"
  | "common.header.desktopCitiesCategory"
  | "common.header.mwebCitiesCategory"
>;

export interface HeaderMenuInput {
  signedIn: boolean;
  /**
   * The store's site country (StoreConfig.siteCountry): its country record's allowSeller flag
   * decides whether the sell entries show (spec §3, §6).
   */
  siteCountry: string;
  flags: HeaderFlags;
  /** Unformatted category landing paths the store offers (categoryPath), by category key. */
  categoryPaths: Partial<Record<CategoryKey, string>>;
  subCatNav: Components["subCatNav"];
  discovery: readonly NavigationMenuItem[];
  /** The store's help addresses for the locale (absolute: help centre, topics, contact...). */
  help: HelpLinks;
  /** The address formatting of spec §2.1 for the current locale. */
  format: (path: string) => string;
  /** The menu's words in the page's language (English when absent). */
  labels?: HeaderMenuWords;
}

type Labels = typeof HEADER_MENU_LABELS;

/** The menu's words: its entries, and the discovery menus' own (spec §2.5 'View All', 'Local teams', 'Popular near you'). */
export type HeaderMenuWords = { readonly [K in keyof Labels]: string } & {
  readonly viewAll: string;
  readonly localTeams?: string;
  readonly popularNearYou?: string;
  /** The catalog's category names in the page's language, by id (a generated menu's `category-<id>` entries). */
  readonly categoryNames?: Readonly<Record<string, string>>;
};

const ENGLISH_WORDS: HeaderMenuWords = { ...HEADER_MENU_LABELS, viewAll: VIEW_ALL_LABEL, localTeams: LOCAL_TEAMS_LABEL, popularNearYou: POPULAR_NEAR_YOU_LABEL };

/** Discovery menu ids (site-nav) of the three always-offered categories, in bar order (spec §2.5). */
const DISCOVERY_CATEGORIES: ReadonlyArray<{ id: string; key: CategoryKey; label: keyof Labels }> = [
  { id: "concerts", key: "concerts", label: "concerts" },
  { id: "sports", key: "sports", label: "sports" },
  { id: "theater-comedy", key: "theatre", label: "theatre" },
];

/** The seller's entries: the sell menu, and listings and sales wherever they are offered. */
const SELL_ENTRY_IDS: ReadonlySet<string> = new Set(["sell", "sell-tickets", "listings", "sales"]);

/**
 * Spec §6 "Per-country buyer and seller flags apply": a store whose country record has
 * allowSeller 0 offers no sell entries. A country without a record (stores the country table
 * does not list, such as MX or JP) keeps them: only an explicit 0 takes selling away.
 * @example sellEntriesShown("VA") // false
 */
export function sellEntriesShown(siteCountry: string): boolean {
  return countryByCode(siteCountry)?.allowSeller !== 0;
}

/**
 * The header's three sections for one request.
 * @example buildHeaderMenu({ signedIn: false, siteCountry: "US", ... }).account.map((i) => i.id) // ["sign-in", "my-tickets", "sell"]
 */
export function buildHeaderMenu(input: HeaderMenuInput): HeaderMenu {
  const { format, signedIn, help } = input;
  const selling = sellEntriesShown(input.siteCountry);
  const offered = (items: HeaderMenuItem[]) => (selling ? items : items.filter((item) => !SELL_ENTRY_IDS.has(item.id)));
  const words = input.labels ?? ENGLISH_WORDS;
  const account = (id: string, key: AccountPathKey, label: string): HeaderMenuItem => ({
    id,
    type: "link",
    label,
    href: accountHref(key, signedIn, format),
  });
  /** An entry of the sign-in menu: the sign-in page, coming back to the entry's page. */
  const throughSignIn = (id: string, key: AccountPathKey, label: string): HeaderMenuItem => ({
    id,
    type: "link",
    label,
    href: format(signedOutTarget("signIn", format(ACCOUNT_PATHS[key]), false)),
  });
  const external = (id: string, label: string, href: string): HeaderMenuItem => ({ id, type: "link", label, href, target: "_blank" });

  const profileOrSignIn: HeaderMenuItem = signedIn
    ? {
        id: "profile",
        type: "hover",
        label: words.profile,
        href: format(ACCOUNT_PATHS.profile),
        items: [
          account("my-hub", "myHub", words.myHub),
          account("gift-codes", "giftCodes", words.giftCodes),
          account("settings", "settings", words.settings),
          { id: "logout", type: "link", label: words.logout, action: "logout", href: format(ACCOUNT_PATHS.signOut) },
        ],
      }
    : {
        // Spec §2.5: "sign-in, a sign-in bullet": the entry (a link to the sign-in page, which the
        // header points back at the current page) opening on hover onto a line saying what signing
        // in gives, then the account pages, each reached through sign-in.
        id: "sign-in",
        type: "hover",
        label: words.signIn,
        href: format(SIGN_IN_PATH),
        items: [
          { id: "sign-in-bullet", type: "section", label: words.signInBullet },
          throughSignIn("my-hub", "myHub", words.myHub),
          throughSignIn("activity-feed", "activityFeed", words.activityFeed),
          throughSignIn("friends", "friends", words.friends),
          throughSignIn("gift-codes", "giftCodes", words.giftCodes),
          throughSignIn("promo-codes", "promoCodes", words.promoCodes),
          throughSignIn("settings", "settings", words.settings),
        ],
      };

  const myTickets: HeaderMenuItem = {
    id: "my-tickets",
    type: "menu",
    label: words.myTickets,
    href: accountHref("myTickets", signedIn, format),
    items: offered([
      account("orders", "orders", words.orders),
      account("listings", "listings", words.listings),
      account("sales", "sales", words.sales),
      account("payments", "payments", words.payments),
    ]),
  };

  const sell: HeaderMenuItem = {
    id: "sell",
    type: "hover",
    label: words.sell,
    href: format(ACCOUNT_PATHS.sell),
    items: [
      account("sell-tickets", "sellTickets", words.sellTickets),
      account("listings", "listings", words.listings),
      account("sales", "sales", words.sales),
    ],
  };

  // Spec §2.5 "Help: have-questions, help-center" and the help sub-menu "inbenta, webphone,
  // help-topics, contact-us": the store's help site, each in a new tab.
  const helpMenu: HeaderMenuItem = {
    id: "help",
    type: "subMenu",
    label: words.help,
    items: [
      external("inbenta", words.virtualAssistant, help.virtualAssistant),
      external("webphone", words.callUs, help.callUs),
      external("help-topics", words.helpTopics, help.helpTopics),
      external("contact-us", words.contactUs, help.contactUs),
    ],
  };

  return {
    account: offered([profileOrSignIn, myTickets, sell]),
    categories: buildCategories(input),
    help: [{ id: "have-questions", type: "section", label: words.haveQuestions, items: [helpMenu, external("help-center", words.helpCenter, help.helpCenter)] }],
    support: external("support", words.support, help.helpCenter),
    signInPath: format(SIGN_IN_PATH),
  };
}

function accountHref(key: AccountPathKey, signedIn: boolean, format: (p: string) => string): string {
  // Spec §2.2: signed-out visitors following my tickets, listings or sales go to sign in first,
  // with the (formatted) target in the redirect parameter.
  const target = format(ACCOUNT_PATHS[key]);
  const followed = signedOutTarget(key, target, signedIn);
  return followed === target ? target : format(followed);
}

function buildCategories({ flags, categoryPaths, subCatNav, discovery, format, labels }: HeaderMenuInput): HeaderMenuItem[] {
  const words = labels ?? ENGLISH_WORDS;
  const expanded = flags["common.exposeExpandedNavMenu"];
  const lists = flags["common.enableSubCatNav"] ? subCatNav : {};
  const items: HeaderMenuItem[] = [];

  for (const category of DISCOVERY_CATEGORIES) {
    const path = categoryPaths[category.key];
    if (!path) continue;
    const href = format(path);
    const menu = discovery.find((entry) => entry.id === category.id);
    const children = expanded && menu?.items?.length ? menu.items.map((child) => fromDiscovery(child, format, words)) : [];
    items.push(
      children.length > 0
        ? { id: category.id, type: "menu", label: words[category.label], href, items: children }
        : { id: category.id, type: "link", label: words[category.label], href },
    );
  }

  const cities = { desktop: flags["common.header.desktopCitiesCategory"], mweb: flags["common.header.mwebCitiesCategory"] };
  if (cities.desktop || cities.mweb) {
    const item = listCategory("cities", words.cities, categoryPaths.cities, lists.cities, format, words.viewAll);
    if (item) items.push({ ...item, ...cities });
  }
  if (flags["common.header.VipCategory"]) {
    const item = listCategory("vip", words.vip, categoryPaths.vip, lists.vip, format, words.viewAll);
    if (item) items.push(item);
  }
  if (categoryPaths.soccer) items.push({ id: "soccer", type: "link", label: words.soccer, href: format(categoryPaths.soccer) });
  return items;
}

/** A category fed by a subCatNav list: a menu of its entries (and 'View All'), else a link, else nothing. */
function listCategory(
  id: string,
  label: string,
  path: string | undefined,
  list: Components["subCatNav"][string] | undefined,
  format: (p: string) => string,
  viewAllLabel: string,
): HeaderMenuItem | null {
  const entries = (list ?? []).filter((entry) => entry.webURI !== path);
  if (entries.length === 0) return path ? { id, type: "link", label, href: format(path) } : null;
  const viewAll: HeaderMenuItem[] = path ? [{ id: `${id}-view-all`, type: "link", label: viewAllLabel, href: format(path) }] : [];
  return {
    id,
    type: "menu",
    label,
    ...(path ? { href: format(path) } : {}),
    items: [
      ...viewAll,
      ...entries.map((entry, i): HeaderMenuItem => ({ id: `${id}-${i}`, type: "link", label: entry.name, href: format(entry.webURI) })),
    ],
  };
}

/**
 * A discovery (site-nav) item as a header item: webURI formatted unless noFormat; an explicit
 * href kept; the spec's mWebShow decides whether it shows on small screens. The spec's own labels
 * ('View All', 'Local teams', 'Popular near you'), which the generated menu writes in English,
 * are said in the page's language, and so are the catalog's categories (`category-<id>` entries).
 * @example fromDiscovery({ id: "x", type: "link", label: "X", webURI: "/x/", layer: 2, index: 0 }, (p) => p).href // "/x/"
 */
export function fromDiscovery(item: NavigationMenuItem, format: (path: string) => string, words: HeaderMenuWords = ENGLISH_WORDS): HeaderMenuItem {
  const address = item.href ?? item.webURI;
  const href = address === undefined ? undefined : item.noFormat || /^https?:/i.test(address) ? address : format(address);
  return {
    id: item.id,
    type: item.type,
    label: discoveryLabel(item, words),
    ...(href !== undefined ? { href } : {}),
    ...(item.target === "_blank" ? { target: "_blank" as const } : {}),
    ...(item.mWebShow === false ? { mweb: false } : {}),
    ...(item.items?.length ? { items: item.items.map((child) => fromDiscovery(child, format, words)) } : {}),
  };
}

/** The generated menu's entry of a catalog category (content.ts loadSiteNav): `category-<id>`. */
const CATEGORY_ITEM = /^category-(\d+)$/;

function discoveryLabel({ id, label }: NavigationMenuItem, words: HeaderMenuWords): string {
  const category = CATEGORY_ITEM.exec(id)?.[1];
  if (category !== undefined) return categoryNameIn({ menu: words, names: words.categoryNames ?? {} }, category, label);
  if (label === VIEW_ALL_LABEL) return words.viewAll;
  if (label === LOCAL_TEAMS_LABEL) return words.localTeams ?? label;
  if (label === POPULAR_NEAR_YOU_LABEL) return words.popularNearYou ?? label;
  return label;
}

/** The sign-in page's path, with or without a language segment ("/login/signup/", "/fr/login/signup/"). */
const SIGN_IN_PAGE = /^\/(?:[a-z]{2,3}\/)?login\/signup\/?$/;

/**
 * The sign-in entry's address: the sign-in page with the current page in `redirect` (spec §2.2).
 * On the sign-in page itself the entry keeps that page's own target instead of nesting the page
 * in its own redirect (each click one level deeper: a crawler trap, issue 23).
 * @example signInHref("/login/signup/", "/concert-tickets/category/1/") // "/login/signup/?redirect=%2Fconcert-tickets%2Fcategory%2F1%2F"
 * @example signInHref("/login/signup/", "/login/signup/?redirect=%2Fmy%2F") // "/login/signup/?redirect=%2Fmy%2F"
 */
export function signInHref(signInPath: string, currentPath: string): string {
  const query = currentPath.indexOf("?");
  const pathname = query === -1 ? currentPath : currentPath.slice(0, query);
  if (SIGN_IN_PAGE.test(pathname)) {
    const target = new URLSearchParams(query === -1 ? "" : currentPath.slice(query + 1)).get(REDIRECT_PARAM);
    return target === null ? signInPath : `${signInPath}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
  }
  return `${signInPath}?${REDIRECT_PARAM}=${encodeURIComponent(currentPath)}`;
}
