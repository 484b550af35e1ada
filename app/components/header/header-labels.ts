/**
 * The header's own words (not the menu entries: those come with the menu model from
 * app/domain/header-menu.ts), in English: the source the `header` namespace translates (ADR 013).
 */
export const HEADER_LABELS = {
  /** Landmark of the top bar's actions. */
  accountNav: "Account",
  /** Landmark of the secondary bar. */
  categoriesNav: "Categories",
  /** Accessible hint on links that open a new tab. */
  opensInNewTab: "(opens in a new tab)",
  /** Landmark of the footer's copy of the menus (reachable without JavaScript). */
  siteMenu: "Site menu",
  /** The small-screen search item. */
  search: "Search",
  /** The hamburger button and the drawer's title. */
  menu: "Menu",
  /** Toggle of a category's sub-menu beside its link: "{label} menu". */
  subMenuToggle: "{label} menu",
  /** The store configuration dialog's button (spoken before the current language), select and save. */
  storeSettings: "Store settings",
  language: "Language",
  /** The dialog's currency select (spec §4 informational currency) and its 'none' choice. */
  currency: "Currency",
  noConversion: "Event currency (no conversion)",
  save: "Save",
  /** Drawer section headings (spec §2.5: account, categories, help). */
  accountSection: "Your account",
  categoriesSection: "Find events",
  helpSection: "Help",
  /** The skip link, the page's first focus stop: straight to its main content. */
  skipToContent: "Skip to main content",
} as const;

export type HeaderLabels = { readonly [K in keyof typeof HEADER_LABELS]: string };
