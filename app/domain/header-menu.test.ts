import { describe, expect, it } from "vitest";
import { buildHeaderMenu, fromDiscovery, HEADER_MENU_LABELS, sellEntriesShown, signInHref, type HeaderMenuInput, type HeaderMenuItem } from "./header-menu";
import type { NavigationMenuItem } from "./content";
import { formatAddress } from "./address";
import { helpLinks } from "./help-links";

const HELP_SITE = "https://support.stagefront.example/hc/en-us/";
const HELP = helpLinks("en-US");

const FLAGS_OFF: HeaderMenuInput["flags"] = {
  "common.enableSubCatNav": true,
  "common.exposeExpandedNavMenu": false,
  "common.header.VipCategory": false,
  "common.header.desktopCitiesCategory": false,
  "common.header.mwebCitiesCategory": false,
};

const PATHS = {
  concerts: "/concert-tickets/category/1/",
  sports: "/sports-tickets/category/28/",
  theatre: "/theatre-tickets/category/174/",
};

const DISCOVERY: NavigationMenuItem[] = [
  {
    id: "sports",
    type: "menu",
    label: "Sports",
    webURI: PATHS.sports,
    layer: 1,
    index: 1,
    items: [
      { id: "sports-view-all", type: "link", label: "View All", webURI: PATHS.sports, parent: "sports", layer: 2, index: 0 },
      {
        id: "sports-popular",
        type: "section",
        label: "Local teams",
        parent: "sports",
        layer: 2,
        index: 1,
        items: [{ id: "performer-7", type: "link", label: "Arsenal", webURI: "/arsenal-tickets/performer/7/", layer: 3, index: 0 }],
      },
    ],
  },
];

function input(over: Partial<HeaderMenuInput> = {}): HeaderMenuInput {
  return {
    signedIn: false,
    siteCountry: "US",
    flags: FLAGS_OFF,
    categoryPaths: PATHS,
    subCatNav: {},
    discovery: [],
    help: HELP,
    format: (p) => p,
    ...over,
  };
}

const ids = (items: readonly HeaderMenuItem[]) => items.map((i) => i.id);
const find = (items: readonly HeaderMenuItem[], id: string) => items.find((i) => i.id === id)!;
const fr = (p: string) => formatAddress(p, { currentLocale: "fr-FR", defaultLocale: "en-US", supportedLanguages: ["en", "fr", "es", "de"] });

describe("buildHeaderMenu: account section (spec §2.5, §2.2, §6)", () => {
  it.each([
    // "Sign-in entry: shown (signed out) / removed (signed in); Profile entries: hidden / shown."
    [false, ["sign-in", "my-tickets", "sell"]],
    [true, ["profile", "my-tickets", "sell"]],
  ])("signed in %s gives %j", (signedIn, expected) => {
    expect(ids(buildHeaderMenu(input({ signedIn })).account)).toEqual(expected);
  });

  it("opens sell and profile on hover, my-tickets on click (item types hover and menu)", () => {
    const menu = buildHeaderMenu(input({ signedIn: true }));
    expect(find(menu.account, "sell").type).toBe("hover");
    expect(find(menu.account, "profile").type).toBe("hover");
    expect(find(menu.account, "my-tickets").type).toBe("menu");
  });

  it.each<[string, boolean, string, string]>([
    // "my-tickets (orders, listings, sales, payments)"; signed out, my tickets, listings and sales go to sign in.
    ["my-tickets", false, "orders", "/my/orders/"],
    ["my-tickets", false, "listings", "/login/signup/?redirect=%2Fmy%2Flistings%2F"],
    ["my-tickets", false, "sales", "/login/signup/?redirect=%2Fmy%2Fsales%2F"],
    ["my-tickets", false, "payments", "/my/payments/"],
    ["my-tickets", true, "listings", "/my/listings/"],
    ["my-tickets", true, "sales", "/my/sales/"],
    // "sell (sell-tickets, listings, sales)"
    ["sell", false, "sell-tickets", "/sell/"],
    ["sell", false, "listings", "/login/signup/?redirect=%2Fmy%2Flistings%2F"],
    ["sell", true, "sales", "/my/sales/"],
    // "profile (my-hub, gift-codes, settings, logout)"
    ["profile", true, "my-hub", "/my/profile/"],
    ["profile", true, "gift-codes", "/my/rewards/"],
    ["profile", true, "settings", "/my/settings/"],
    ["profile", true, "logout", "/"],
  ])("%s (signed in %s): %s → %s", (menuId, signedIn, itemId, href) => {
    const menu = find(buildHeaderMenu(input({ signedIn })).account, menuId);
    expect(find(menu.items!, itemId).href).toBe(href);
  });

  it("lists the sub-menus' entries in the spec's order", () => {
    const menu = buildHeaderMenu(input({ signedIn: true }));
    expect(ids(find(menu.account, "my-tickets").items!)).toEqual(["orders", "listings", "sales", "payments"]);
    expect(ids(find(menu.account, "sell").items!)).toEqual(["sell-tickets", "listings", "sales"]);
    expect(ids(find(menu.account, "profile").items!)).toEqual(["my-hub", "gift-codes", "settings", "logout"]);
    expect(find(find(menu.account, "profile").items!, "logout").action).toBe("logout");
  });

  it("signed out, sign-in opens on hover onto its bullet, then my-hub, activity-feed, friends, gift-codes, promo-codes, settings", () => {
    const signIn = find(buildHeaderMenu(input()).account, "sign-in");
    expect(signIn.type).toBe("hover");
    expect(signIn.href).toBe("/login/signup/");
    expect(ids(signIn.items!)).toEqual(["sign-in-bullet", "my-hub", "activity-feed", "friends", "gift-codes", "promo-codes", "settings"]);
    // The bullet is a line of text, not a link.
    expect(signIn.items![0]).toEqual({ id: "sign-in-bullet", type: "section", label: HEADER_MENU_LABELS.signInBullet });
  });

  it.each([
    ["my-hub", "/my/profile/"],
    ["activity-feed", "/my/activity/"],
    ["friends", "/my/friends/"],
    ["gift-codes", "/my/rewards/"],
    ["promo-codes", "/my/rewards/"],
    ["settings", "/my/settings/"],
  ])("the sign-in menu's %s goes through sign-in, back to %s", (id, target) => {
    const signIn = find(buildHeaderMenu(input()).account, "sign-in");
    expect(find(signIn.items!, id).href).toBe(`/login/signup/?redirect=${encodeURIComponent(target)}`);
  });

  it.each<[boolean, string, string]>([
    // Each top-level menu is also a link (used without JavaScript and by a click on its label).
    [false, "my-tickets", "/login/signup/?redirect=%2Fmy%2Forders%2F"],
    [true, "my-tickets", "/my/orders/"],
    [false, "sell", "/sell/"],
    [true, "profile", "/my/profile/"],
  ])("signed in %s: %s leads to %s", (signedIn, id, href) => {
    expect(find(buildHeaderMenu(input({ signedIn })).account, id).href).toBe(href);
  });

  it("formats every account link for the locale, redirect included", () => {
    const menu = buildHeaderMenu(input({ format: fr }));
    expect(find(menu.account, "sign-in").href).toBe("/fr/login/signup/");
    expect(menu.signInPath).toBe("/fr/login/signup/");
    const sales = find(find(menu.account, "sell").items!, "sales");
    expect(sales.href).toBe("/fr/login/signup/?redirect=%2Ffr%2Fmy%2Fsales%2F");
    expect(find(find(menu.account, "sell").items!, "sell-tickets").href).toBe("/fr/sell/");
  });
});

describe("buildHeaderMenu: seller flag of the store's country (spec §3 country record, §6)", () => {
  it.each<[string, boolean]>([
    // "Listed countries ... all allow buyers and sellers."
    ["US", true],
    ["GB", true],
    ["ES", true],
    ["fr", true],
    // "Vatican City and the United Arab Emirates are buyer-only."
    ["VA", false],
    ["AE", false],
    ["ARE", false],
    // Sites the country table does not list keep selling: only an explicit allowSeller 0 hides it.
    ["MX", true],
    ["JP", true],
  ])("site country %s shows sell entries: %s", (siteCountry, shown) => {
    expect(sellEntriesShown(siteCountry)).toBe(shown);
  });

  it.each([false, true])("allowSeller 0 (signed in %s): no sell menu, and no listings or sales under my tickets", (signedIn) => {
    const menu = buildHeaderMenu(input({ signedIn, siteCountry: "AE" }));
    expect(ids(menu.account)).toEqual([signedIn ? "profile" : "sign-in", "my-tickets"]);
    expect(ids(find(menu.account, "my-tickets").items!)).toEqual(["orders", "payments"]);
  });

  it("allowSeller 1 keeps the sell menu and the seller's entries of my tickets", () => {
    const menu = buildHeaderMenu(input({ siteCountry: "DE" }));
    expect(ids(menu.account)).toEqual(["sign-in", "my-tickets", "sell"]);
    expect(ids(find(menu.account, "my-tickets").items!)).toEqual(["orders", "listings", "sales", "payments"]);
  });

  it("leaves the buyer's entries alone: the sign-in and profile menus are the same either way", () => {
    for (const signedIn of [false, true]) {
      const seller = buildHeaderMenu(input({ signedIn, siteCountry: "US" }));
      const buyerOnly = buildHeaderMenu(input({ signedIn, siteCountry: "VA" }));
      expect(buyerOnly.account[0]).toEqual(seller.account[0]);
      expect(buyerOnly.categories).toEqual(seller.categories);
      expect(buyerOnly.help).toEqual(seller.help);
    }
  });
});

describe("buildHeaderMenu: help and support", () => {
  it("support and help-center open the store's help site in a new tab; help has have-questions with the help sub-menu and help-center", () => {
    const menu = buildHeaderMenu(input());
    expect(menu.support).toMatchObject({ href: HELP_SITE, target: "_blank" });
    expect(ids(menu.help)).toEqual(["have-questions"]);
    expect(menu.help[0]!.type).toBe("section");
    expect(ids(menu.help[0]!.items!)).toEqual(["help", "help-center"]);
    expect(find(menu.help[0]!.items!, "help-center")).toEqual({ id: "help-center", type: "link", label: "Help center", href: HELP_SITE, target: "_blank" });
  });

  it("the help sub-menu holds inbenta, webphone, help-topics and contact-us, each on the help site in a new tab", () => {
    const help = find(buildHeaderMenu(input()).help[0]!.items!, "help");
    expect(help.type).toBe("subMenu");
    expect(help.items!.map((i) => [i.id, i.href, i.target])).toEqual([
      ["inbenta", `${HELP_SITE}assistant`, "_blank"],
      ["webphone", `${HELP_SITE}call`, "_blank"],
      ["help-topics", `${HELP_SITE}topics`, "_blank"],
      ["contact-us", `${HELP_SITE}contact`, "_blank"],
    ]);
  });

  it("uses the store's own help addresses as given (not formatted as site paths)", () => {
    const own = { ...HELP, contactUs: "https://help.example.org/contact-form" };
    const help = find(buildHeaderMenu(input({ help: own, format: fr })).help[0]!.items!, "help");
    expect(find(help.items!, "contact-us").href).toBe("https://help.example.org/contact-form");
  });
});

describe("buildHeaderMenu: categories (spec §2.5, §6 flags)", () => {
  it.each<[string, Partial<HeaderMenuInput>, string[]]>([
    ["the three categories by default", {}, ["concerts", "sports", "theater-comedy"]],
    ["soccer where the store offers it (English store)", { categoryPaths: { ...PATHS, soccer: "/football-tickets/category/114/" } }, ["concerts", "sports", "theater-comedy", "soccer"]],
    ["no VIP without its flag", { categoryPaths: { ...PATHS, vip: "/vip-tickets/category/5000/" } }, ["concerts", "sports", "theater-comedy"]],
    [
      "VIP with its flag",
      { categoryPaths: { ...PATHS, vip: "/vip-tickets/category/5000/" }, flags: { ...FLAGS_OFF, "common.header.VipCategory": true } },
      ["concerts", "sports", "theater-comedy", "vip"],
    ],
    ["no cities without a cities flag", { categoryPaths: { ...PATHS, cities: "/city-tickets/category/5001/" } }, ["concerts", "sports", "theater-comedy"]],
    [
      "cities with the desktop flag",
      { categoryPaths: { ...PATHS, cities: "/city-tickets/category/5001/" }, flags: { ...FLAGS_OFF, "common.header.desktopCitiesCategory": true } },
      ["concerts", "sports", "theater-comedy", "cities"],
    ],
    ["a category the store does not offer is left out", { categoryPaths: { concerts: PATHS.concerts } }, ["concerts"]],
  ])("%s", (_rule, over, expected) => {
    expect(ids(buildHeaderMenu(input(over)).categories)).toEqual(expected);
  });

  it.each([
    [true, false, { desktop: true, mweb: false }],
    [false, true, { desktop: false, mweb: true }],
    [true, true, { desktop: true, mweb: true }],
  ])("cities shows on desktop %s / small screens %s (desktopCitiesCategory, mwebCitiesCategory)", (desktop, mweb, shown) => {
    const flags = { ...FLAGS_OFF, "common.header.desktopCitiesCategory": desktop, "common.header.mwebCitiesCategory": mweb };
    const menu = buildHeaderMenu(input({ flags, categoryPaths: { ...PATHS, cities: "/city-tickets/category/5001/" } }));
    expect(find(menu.categories, "cities")).toMatchObject(shown);
  });

  const CITIES = { cities: [{ name: "London", webURI: "/london-tickets/geography/2643743/" }] };
  it.each<[string, Partial<HeaderMenuInput["flags"]>, string]>([
    ["subCatNav feeds the cities menu when enableSubCatNav is on", { "common.enableSubCatNav": true }, "menu"],
    ["without enableSubCatNav cities is a plain link", { "common.enableSubCatNav": false }, "link"],
  ])("%s", (_rule, flags, type) => {
    const menu = buildHeaderMenu(
      input({
        subCatNav: CITIES,
        categoryPaths: { ...PATHS, cities: "/city-tickets/category/5001/" },
        flags: { ...FLAGS_OFF, "common.header.desktopCitiesCategory": true, ...flags },
      }),
    );
    const cities = find(menu.categories, "cities");
    expect(cities.type).toBe(type);
    if (type === "menu") {
      expect(cities.items!.map((i) => [i.label, i.href])).toEqual([
        ["View All", "/city-tickets/category/5001/"],
        ["London", "/london-tickets/geography/2643743/"],
      ]);
    }
  });

  it("VIP's own category entry in subCatNav is not repeated beside 'View All'", () => {
    const vipPath = "/vip-tickets/category/5000/";
    const menu = buildHeaderMenu(
      input({
        categoryPaths: { ...PATHS, vip: vipPath },
        flags: { ...FLAGS_OFF, "common.header.VipCategory": true },
        subCatNav: { vip: [{ name: "VIP", webURI: vipPath }, { name: "Adele", webURI: "/adele-tickets/performer/3/" }] },
      }),
    );
    expect(find(menu.categories, "vip").items!.map((i) => i.label)).toEqual(["View All", "Adele"]);
  });

  it.each([
    // common.exposeExpandedNavMenu decides whether the discovery (multi-layer) menu shows.
    [false, "link"],
    [true, "menu"],
  ])("exposeExpandedNavMenu %s makes sports a %s", (expanded, type) => {
    const menu = buildHeaderMenu(input({ discovery: DISCOVERY, flags: { ...FLAGS_OFF, "common.exposeExpandedNavMenu": expanded } }));
    const sports = find(menu.categories, "sports");
    expect(sports.type).toBe(type);
    expect(sports.href).toBe(PATHS.sports);
    // Categories without discovery content stay links.
    expect(find(menu.categories, "concerts").type).toBe("link");
  });

  it("keeps the discovery layers: 'View All', then the 'Local teams' section with its layer-3 links, all formatted", () => {
    const menu = buildHeaderMenu(input({ discovery: DISCOVERY, format: fr, flags: { ...FLAGS_OFF, "common.exposeExpandedNavMenu": true } }));
    expect(find(menu.categories, "sports").items).toEqual([
      { id: "sports-view-all", type: "link", label: "View All", href: "/sports-tickets/fr/category/28/" },
      {
        id: "sports-popular",
        type: "section",
        label: "Local teams",
        items: [{ id: "performer-7", type: "link", label: "Arsenal", href: "/arsenal-tickets/fr/performer/7/" }],
      },
    ]);
  });

  it("says the discovery menus' own labels ('View All', 'Local teams', 'Popular near you') in the page's language", () => {
    const words = { ...HEADER_MENU_LABELS, viewAll: "Alle anzeigen", localTeams: "Teams aus Ihrer Region", popularNearYou: "Beliebt in Ihrer Nähe" };
    const concerts: NavigationMenuItem = {
      id: "concerts", type: "menu", label: "Concerts", webURI: PATHS.concerts, layer: 1, index: 0,
      items: [{ id: "concerts-popular", type: "section", label: "Popular near you", layer: 2, index: 0, items: [{ id: "performer-1", type: "link", label: "View All", webURI: "/x/", layer: 3, index: 0 }] }],
    };
    const menu = buildHeaderMenu(input({ labels: words, discovery: [...DISCOVERY, concerts], flags: { ...FLAGS_OFF, "common.exposeExpandedNavMenu": true } }));
    const sports = find(menu.categories, "sports").items!;
    expect(sports.map((i) => i.label)).toEqual(["Alle anzeigen", "Teams aus Ihrer Region"]);
    expect(sports[1]!.items!.map((i) => i.label)).toEqual(["Arsenal"]);
    expect(find(menu.categories, "concerts").items!.map((i) => i.label)).toEqual(["Beliebt in Ihrer Nähe"]);
  });

  it("formats the categories' own paths for the locale", () => {
    expect(find(buildHeaderMenu(input({ format: fr })).categories, "concerts").href).toBe("/concert-tickets/fr/category/1/");
  });
});

describe("fromDiscovery (spec §3 navigation menu item)", () => {
  it.each<[string, NavigationMenuItem, Partial<HeaderMenuItem>]>([
    ["webURI formatted", { id: "a", type: "link", label: "A", webURI: "/a-tickets/performer/1/", layer: 2, index: 0 }, { href: "/a-tickets/fr/performer/1/" }],
    ["noFormat keeps the webURI", { id: "a", type: "link", label: "A", webURI: "/a/", noFormat: true, layer: 2, index: 0 }, { href: "/a/" }],
    ["an explicit http(s) href kept", { id: "a", type: "link", label: "A", href: "https://example.org/x", layer: 2, index: 0 }, { href: "https://example.org/x" }],
    ["target _blank kept", { id: "a", type: "link", label: "A", webURI: "/a/", target: "_blank", noFormat: true, layer: 2, index: 0 }, { target: "_blank" }],
    ["mWebShow false hides it on small screens", { id: "a", type: "link", label: "A", webURI: "/a/", mWebShow: false, noFormat: true, layer: 2, index: 0 }, { mweb: false }],
    ["subMenu type kept", { id: "a", type: "subMenu", label: "A", subMenu: "find-events", layer: 2, index: 0 }, { type: "subMenu" }],
  ])("%s", (_rule, item, expected) => {
    expect(fromDiscovery(item, fr)).toMatchObject(expected);
  });

  it("names a generated menu's catalog categories in the page's language, by id; other entries and unknown ids as they come", () => {
    const words = { ...HEADER_MENU_LABELS, viewAll: "Alle anzeigen", categoryNames: { "2802": "Eishockey", "1002": "Rock" } };
    const menu: NavigationMenuItem = {
      id: "sports",
      type: "menu",
      label: "Sports",
      layer: 1,
      index: 0,
      items: [
        { id: "sports-view-all", type: "link", label: "View All", webURI: "/sports-tickets/category/28/", layer: 2, index: 0 },
        { id: "category-2802", type: "link", label: "Ice Hockey", webURI: "/ice-hockey-tickets/category/2802/", layer: 2, index: 1 },
        { id: "category-99999", type: "link", label: "Curling", webURI: "/curling-tickets/category/99999/", layer: 2, index: 2 },
        // Only the generated entry's id names a category: a team called like one keeps its name.
        { id: "performer-2802", type: "link", label: "Ice Hockey", webURI: "/x/performer/2802/", layer: 2, index: 3 },
        { id: "category-toString", type: "link", label: "Odd", webURI: "/odd/", layer: 2, index: 4 },
      ],
    };
    expect(fromDiscovery(menu, fr, words).items!.map((i) => i.label)).toEqual(["Alle anzeigen", "Eishockey", "Curling", "Ice Hockey", "Odd"]);
  });
});

describe("signInHref (spec §2.2: sign-in carries the target in redirect)", () => {
  it.each([
    ["/login/signup/", "/", "/login/signup/?redirect=%2F"],
    ["/fr/login/signup/", "/fr/find/s/?q=a b", "/fr/login/signup/?redirect=%2Ffr%2Ffind%2Fs%2F%3Fq%3Da%20b"],
    // On the sign-in page itself: its own target, never the page nested in its own redirect (issue 23).
    ["/login/signup/", "/login/signup/?redirect=%2Fmy%2Forders%2F", "/login/signup/?redirect=%2Fmy%2Forders%2F"],
    ["/fr/login/signup/", "/fr/login/signup/?redirect=%2Ffr%2F", "/fr/login/signup/?redirect=%2Ffr%2F"],
    ["/login/signup/", "/login/signup/", "/login/signup/"],
  ])("%s from %s → %s", (path, current, expected) => {
    expect(signInHref(path, current)).toBe(expected);
  });

  it("stays the same length however often the sign-in page's own entry is followed (no crawler trap)", () => {
    let current = "/login/signup/?redirect=%2Fconcert-tickets%2Fcategory%2F1%2F";
    for (let level = 0; level < 3; level++) {
      const next = signInHref("/login/signup/", current);
      expect(next).toBe(current);
      current = next;
    }
  });
});
