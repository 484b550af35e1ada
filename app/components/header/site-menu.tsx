import type { HeaderMenu, HeaderMenuItem } from "../../domain/header-menu";
import type { HeaderLabels } from "./header-labels";
import { HeaderLink } from "./header-link";
import { SignOutForm, useSignOut, type HeaderUser, type SignOutControl } from "./sign-out";

export interface SiteMenuProps {
  menu: HeaderMenu;
  /** The sign-in entry's address with the redirect to the current page. */
  signInHref: string;
  labels: HeaderLabels;
  /** The signed-in fan: the profile section's logout entry becomes the sign-out form. */
  user?: HeaderUser | null;
  /** The home page for the locale and the store's languages (where sign-out leads from /my/). */
  homeHref?: string;
  supportedLanguages?: readonly string[];
}

/** Where the hamburger leads before JavaScript runs: the footer's copy of the menus. */
export const SITE_MENU_ID = "site-menu";

/**
 * The header's three sections (account, categories, help) as plain links in the footer: every
 * menu entry is reachable without JavaScript (the hamburger links here until the page is
 * hydrated) and by anyone who scrolls to the end. Categories list their top level only; the
 * discovery menus' deeper layers stay in the header. Sign-out is a form posting to the BFF, so it
 * too works without JavaScript.
 */
export function SiteMenu({ menu, signInHref, labels, user = null, homeHref = "/", supportedLanguages }: SiteMenuProps) {
  const signOut = useSignOut(user, { homeHref, supportedLanguages });
  const withSignIn = (item: HeaderMenuItem) => (item.id === "sign-in" ? { ...item, href: signInHref } : item);
  const sections: Array<{ id: string; title: string; items: HeaderMenuItem[] }> = [
    { id: "account", title: labels.accountSection, items: menu.account.map(withSignIn) },
    { id: "categories", title: labels.categoriesSection, items: menu.categories.map(({ items: _, ...top }) => top) },
    { id: "help", title: labels.helpSection, items: menu.help },
  ];
  return (
    <nav id={SITE_MENU_ID} className="site-menu" aria-label={labels.siteMenu} tabIndex={-1}>
      {sections.map((section) => (
        <section key={section.id} className="site-menu__section" aria-labelledby={`site-menu-${section.id}`}>
          <h2 id={`site-menu-${section.id}`} className="site-menu__title">
            {section.title}
          </h2>
          <Entries items={section.items} labels={labels} signOut={signOut} />
        </section>
      ))}
    </nav>
  );
}

function Entries({ items, labels, signOut }: { items: readonly HeaderMenuItem[]; labels: HeaderLabels; signOut: SignOutControl | null }) {
  return (
    <ul className="site-menu__list">
      {items.map((item) => {
        // Signed out there is no session to end: the logout entry is left out.
        if (item.action === "logout") {
          return signOut ? (
            <li key={item.id}>
              <SignOutForm control={signOut} label={item.label} className="site-menu__link site-menu__sign-out" />
            </li>
          ) : null;
        }
        return (
          <li key={item.id}>
            {item.href ? (
              <HeaderLink item={item} labels={labels} className="site-menu__link" />
            ) : (
              <span className="site-menu__label">{item.label}</span>
            )}
            {item.items?.length ? <Entries items={item.items} labels={labels} signOut={signOut} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
