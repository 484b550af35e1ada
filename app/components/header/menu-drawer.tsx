import { useState } from "react";
import { HEADER_MENU_LABELS, type HeaderMenu, type HeaderMenuItem } from "../../domain/header-menu";
import { Dialog } from "../ui/dialog/dialog";
import { DisclosureMenu } from "./disclosure-menu";
import type { HeaderLabels } from "./header-labels";
import { useHydrated } from "../../lib/use-hydrated";
import { HeaderLink } from "./header-link";
import { MenuList } from "./menu-list";
import { SidebarUser } from "./sidebar-user";
import type { HeaderUser, SignOutControl } from "./sign-out";
import { SITE_MENU_ID } from "./site-menu";
import { useMenuState } from "./use-menu-state";

export interface MenuDrawerProps {
  menu: HeaderMenu;
  /** The sign-in entry's address with the redirect to the current page. */
  signInHref: string;
  labels: HeaderLabels;
  /** The signed-in fan, shown at the top of the drawer with the sign-out button; null: signed out. */
  user?: HeaderUser | null;
  signOut?: SignOutControl | null;
}

/**
 * Below 640 px the menus live in a drawer (spec §2.5): a hamburger button with aria-expanded opens
 * the design system's Dialog (focus trapped inside, Escape or the overlay closes it, focus goes
 * back to the button), holding the three sections: account, categories, help. Signed in, the
 * sidebar user (spec §3: name, initials avatar, sign out) comes first.
 */
export function MenuDrawer({ menu, signInHref, labels, user = null, signOut = null }: MenuDrawerProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const logout = findLogout(menu.account);
  // The sidebar user carries sign-out here: the profile menu below leaves its copy out, so the
  // drawer has one "Sign out".
  const sidebarSignOut = user && signOut ? { control: signOut, label: logout?.label ?? HEADER_MENU_LABELS.logout, onChoose: close } : undefined;
  const account = sidebarSignOut ? menu.account.map(withoutLogout) : menu.account;
  const sections: Array<{ id: string; title: string; items: HeaderMenuItem[] }> = [
    { id: "account", title: labels.accountSection, items: account },
    { id: "categories", title: labels.categoriesSection, items: menu.categories.filter((item) => item.mweb !== false) },
    { id: "help", title: labels.helpSection, items: menu.help },
  ];
  // Until the page is hydrated the hamburger is a link to the footer's copy of the menus, so it
  // works without JavaScript; then it becomes the button that opens the drawer.
  const hydrated = useHydrated();
  const icon = (
    <>
      <svg className="hdr-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M4 7h16M4 12h16M4 17h16" />
      </svg>
      <span className="hdr-sr-only">{labels.menu}</span>
    </>
  );
  return (
    <>
      {hydrated ? (
        <button
          type="button"
          className="hdr-icon-button hdr-drawer-button"
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {icon}
        </button>
      ) : (
        <a className="hdr-icon-button hdr-drawer-button" href={`#${SITE_MENU_ID}`}>
          {icon}
        </a>
      )}
      <Dialog open={open} onClose={close} title={labels.menu} size="sm">
        <div className="hdr-drawer">
          {user ? <SidebarUser user={user} signOut={sidebarSignOut} /> : null}
          {sections.map((section) => (
            <DrawerSection key={section.id} {...section} labels={labels} signInHref={signInHref} signOut={signOut} onChoose={close} />
          ))}
        </div>
      </Dialog>
    </>
  );
}

function findLogout(items: readonly HeaderMenuItem[]): HeaderMenuItem | undefined {
  for (const item of items) {
    if (item.action === "logout") return item;
    const inner = item.items ? findLogout(item.items) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

function withoutLogout(item: HeaderMenuItem): HeaderMenuItem {
  return item.items ? { ...item, items: item.items.filter((child) => child.action !== "logout") } : item;
}

function DrawerSection({
  id,
  title,
  items,
  labels,
  signInHref,
  signOut,
  onChoose,
}: {
  id: string;
  title: string;
  items: HeaderMenuItem[];
  labels: HeaderLabels;
  signInHref: string;
  signOut: SignOutControl | null;
  onChoose: () => void;
}) {
  const menuState = useMenuState();
  const headingId = `hdr-drawer-${id}`;
  return (
    <section className="hdr-drawer__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="hdr-drawer__title">
        {title}
      </h3>
      <ul className="hdr-drawer__list">
        {items.map((item) => {
          if (item.type === "section") {
            return (
              <li key={item.id} className="hdr-drawer__group">
                <span className="hdr-drawer__group-title">{item.label}</span>
                <MenuList items={item.items ?? []} labels={labels} place="drawer" signOut={signOut} onChoose={onChoose} />
              </li>
            );
          }
          if (item.items?.length) {
            return (
              <DisclosureMenu
                key={item.id}
                item={item.id === "sign-in" ? { ...item, href: signInHref } : item}
                menu={menuState}
                labels={labels}
                place="drawer"
                signOut={signOut}
                onChoose={onChoose}
              />
            );
          }
          const href = item.id === "sign-in" ? signInHref : item.href;
          return (
            <li key={item.id}>
              <HeaderLink item={{ ...item, href }} labels={labels} className="hdr-drawer__link" onFollow={onChoose} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
