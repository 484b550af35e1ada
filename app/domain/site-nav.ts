// The navigation menu's plain shapes and words (spec §3 "Navigation menu item", §2.5), apart
// from their zod schemas in content.ts: the header renders in the browser, and zod must not
// travel with it (home's client JavaScript budget, tests/integration/client-budget.test.ts).

export const MENU_ITEM_TYPES = ["link", "menu", "hover", "section", "subMenu"] as const;

export interface NavigationMenuItem {
  id: string;
  type: (typeof MENU_ITEM_TYPES)[number];
  label: string;
  name?: string;
  href?: string;
  webURI?: string;
  target?: "_blank" | "_self";
  noFormat?: boolean;
  parent?: string;
  parentLabel?: string;
  layer: number;
  index: number;
  mWebShow?: boolean;
  subMenu?: string;
  items?: NavigationMenuItem[];
}

/** Sub-menu label: 'Local teams' under sports, 'Popular near you' otherwise (spec §2.5). */
export function subMenuLabel(parentId: string): string {
  return parentId === "sports" ? LOCAL_TEAMS_LABEL : POPULAR_NEAR_YOU_LABEL;
}

export const LOCAL_TEAMS_LABEL = "Local teams";
export const POPULAR_NEAR_YOU_LABEL = "Popular near you";

/** Label of the entry leading to a parent's own page (spec §2.5). */
export const VIEW_ALL_LABEL = "View All";
