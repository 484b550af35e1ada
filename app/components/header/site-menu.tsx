import type { HeaderMenu, HeaderMenuItem } from "../../domain/header-menu";
import type { HeaderLabels } from "./header-labels";
import { HeaderLink } from "./header-link";

export interface SiteMenuProps {
  menu: HeaderMenu;
  /** The sign-in entry's address with the redirect to the current page. */
  signInHref: string;
  labels: HeaderLabels;
}

/** Where the hamburger leads before JavaScript runs: the footer's copy of the menus. */
export const SITE_MENU_ID = "site-menu";

/**
 * The header's three sections (account, categories, help) as plain links in the footer: every
 * menu entry is reachable without JavaScript (the hamburger links here until the page is
 * hydrated) and by anyone who scrolls to the end. Categories list their top level only; the
 * discovery menus' deeper layers stay in the header.
 */
export function SiteMenu({ menu, signInHref, labels }: SiteMenuProps) {
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
          <Entries items={section.items} labels={labels} />
        </section>
      ))}
    </nav>
  );
}

function Entries({ items, labels }: { items: readonly HeaderMenuItem[]; labels: HeaderLabels }) {
  return (
    <ul className="site-menu__list">
      {items.map((item) => (
        <li key={item.id}>
          {item.action === "logout" ? null : item.href ? (
            <HeaderLink item={item} labels={labels} className="site-menu__link" />
          ) : (
            <span className="site-menu__label">{item.label}</span>
          )}
          {item.items?.length ? <Entries items={item.items} labels={labels} /> : null}
        </li>
      ))}
    </ul>
  );
}
