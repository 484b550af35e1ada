import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import type { PageId } from "../domain/address";
import { signInHref as withRedirect, type HeaderMenu } from "../domain/header-menu";
import { logoAltText, logoHeadingLevel } from "../domain/logo";
import { DisclosureMenu } from "./header/disclosure-menu";
import { HEADER_LABELS, type HeaderLabels } from "./header/header-labels";
import { HydrateApart } from "./hydrate-apart";
import type { SearchBarLabels } from "./search-bar/search-bar-labels";
import { HeaderLink } from "./header/header-link";
import { HeaderSearch } from "./header/header-search";
import { MenuDrawer } from "./header/menu-drawer";
import { SidebarUser } from "./header/sidebar-user";
import { useSignOut, type HeaderUser } from "./header/sign-out";
import { StoreConfig, type StoreConfigProps } from "./header/store-config";
import { useMenuState } from "./header/use-menu-state";

export interface CategoryLink {
  key: string;
  id: number;
  label: string;
  href: string;
}

export interface SiteHeaderProps {
  brandName: string;
  homeHref: string;
  pageId: PageId | null;
  /** The three sections built by app/domain/header-menu.ts (root loader). */
  menu: HeaderMenu;
  /** "/find/s" formatted for the locale; on sell pages, the sell context's search. */
  searchAction: string;
  /** Spec §2.3: on sell pages the search goes to sell/performerSearch (the sell context). */
  sellContext?: boolean;
  locale: string;
  /** The store configuration dialog's data (spec §2.6); null when the store offers no choice. */
  storeConfig?: Omit<StoreConfigProps, "labels"> | null;
  /** The signed-in fan (spec §3 sidebar user); null or absent: signed out. */
  user?: HeaderUser | null;
  /** The store's languages: after sign-out, /{language}/my/... counts as the account area. */
  supportedLanguages?: readonly string[];
  labels?: HeaderLabels;
  /** The search bar's words in the page's language (English when absent). */
  searchLabels?: SearchBarLabels;
  /** The logo's alt text: the brand and its tag line in the page's language (spec §9). */
  logoAlt?: string;
}

/**
 * The header of spec §2.5: the top bar (logo; sell, support, sign in or profile, my tickets and
 * search) and the secondary bar of discovery categories. Wide screens open menus as panels
 * (hover or click); below 640 px they live in a drawer.
 */
export function SiteHeader({
  brandName,
  homeHref,
  pageId,
  menu,
  searchAction,
  sellContext = false,
  locale,
  storeConfig = null,
  user = null,
  supportedLanguages,
  labels = HEADER_LABELS,
  searchLabels,
  logoAlt,
}: SiteHeaderProps) {
  const Heading = logoHeadingLevel(pageId) === 1 ? "h1" : "h2";
  const location = useLocation();
  const signInHref = withRedirect(menu.signInPath, `${location.pathname}${location.search}`);
  const topMenu = useMenuState();
  const barMenu = useMenuState();
  const signOut = useSignOut(user, { homeHref, supportedLanguages });
  // Spec §3 sidebar user at the top of the profile menu (its logout entry is the sign-out there).
  const profileIntro = user ? <SidebarUser user={user} /> : undefined;

  // A navigation (an option chosen, or back/forward) leaves every menu closed.
  const { dispatch: topDispatch } = topMenu;
  const { dispatch: barDispatch } = barMenu;
  useEffect(() => {
    topDispatch({ type: "choose" });
    barDispatch({ type: "choose" });
  }, [location.pathname, location.search, topDispatch, barDispatch]);

  return (
    <header className="site-header hdr">
      <div className="top-bar hdr-top">
        <div className="hdr-small-only hdr-drawer-slot">
          <HydrateApart>
            <MenuDrawer menu={menu} signInHref={signInHref} labels={labels} user={user} signOut={signOut} />
          </HydrateApart>
        </div>
        <Heading className="logo">
          <Link to={homeHref} prefetch="intent">
            <img src="/logo.svg" alt={logoAlt ?? logoAltText(brandName)} width={168} height={36} />
          </Link>
        </Heading>
        {/* Each part of the header hydrates apart (ADR 024): the search, the store settings, the
            account menus, the category bar. */}
        <HydrateApart>
          <HeaderSearch action={searchAction} sellContext={sellContext} locale={locale} labels={labels} searchLabels={searchLabels} />
        </HydrateApart>
        {storeConfig ? (
          <HydrateApart>
            <StoreConfig {...storeConfig} labels={labels} />
          </HydrateApart>
        ) : null}
        <nav className="hdr-actions hdr-wide-only" aria-label={labels.accountNav}>
          <ul className="hdr-actions__list">
            <HydrateApart>
              {menu.account
                .filter((item) => item.id === "sell")
                .map((item) => (
                  <DisclosureMenu key={item.id} item={item} menu={topMenu} labels={labels} place="top" signOut={signOut} />
                ))}
              <li>
                <HeaderLink item={menu.support} labels={labels} className="hdr-action" />
              </li>
              {menu.account
                .filter((item) => item.id !== "sell")
                .map((item) =>
                  item.items?.length ? (
                    <DisclosureMenu
                      key={item.id}
                      item={item.id === "sign-in" ? { ...item, href: signInHref } : item}
                      menu={topMenu}
                      labels={labels}
                      place="top"
                      signOut={signOut}
                      intro={item.id === "profile" ? profileIntro : undefined}
                    />
                  ) : (
                    <li key={item.id}>
                      <HeaderLink
                        item={item.id === "sign-in" ? { ...item, href: signInHref } : item}
                        labels={labels}
                        className={item.id === "sign-in" ? "hdr-action hdr-action--primary" : "hdr-action"}
                      />
                    </li>
                  ),
                )}
            </HydrateApart>
          </ul>
        </nav>
      </div>
      <nav className="category-bar hdr-bar" aria-label={labels.categoriesNav}>
        <ul>
          <HydrateApart>
            {menu.categories.map((item) =>
              item.items?.length ? (
                <DisclosureMenu
                  key={item.id}
                  item={item}
                  menu={barMenu}
                  labels={labels}
                  place="bar"
                  className={visibilityClass(item)}
                />
              ) : (
                <li key={item.id} className={visibilityClass(item)}>
                  <HeaderLink item={item} labels={labels} className="hdr-bar__link" />
                </li>
              ),
            )}
          </HydrateApart>
        </ul>
      </nav>
    </header>
  );
}

function visibilityClass(item: { desktop?: boolean; mweb?: boolean }): string | undefined {
  if (item.desktop === false && item.mweb === false) return "hdr-hidden";
  if (item.desktop === false) return "hdr-small-only";
  if (item.mweb === false) return "hdr-wide-only";
  return undefined;
}
