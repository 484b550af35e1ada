import { useState } from "react";
import type { HeaderMenu, HeaderMenuItem } from "../../domain/header-menu";
import { Dialog } from "../ui/dialog/dialog";
import { DisclosureMenu } from "./disclosure-menu";
import type { HeaderLabels } from "./header-labels";
import { useHydrated } from "../../lib/use-hydrated";
import { HeaderLink } from "./header-link";
import { MenuList } from "./menu-list";
import { SITE_MENU_ID } from "./site-menu";
import { useMenuState } from "./use-menu-state";

export interface MenuDrawerProps {
  menu: HeaderMenu;
  /** The sign-in entry's address with the redirect to the current page. */
  signInHref: string;
  labels: HeaderLabels;
  onLogout?: () => void;
}

/**
 * Below 640 px the menus live in a drawer (spec §2.5): a hamburger button with aria-expanded opens
 * the design system's Dialog (focus trapped inside, Escape or the overlay closes it, focus goes
 * back to the button), holding the three sections: account, categories, help.
 */
export function MenuDrawer({ menu, signInHref, labels, onLogout }: MenuDrawerProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const sections: Array<{ id: string; title: string; items: HeaderMenuItem[] }> = [
    { id: "account", title: labels.accountSection, items: menu.account },
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
          {sections.map((section) => (
            <DrawerSection key={section.id} {...section} labels={labels} signInHref={signInHref} onLogout={onLogout} onChoose={close} />
          ))}
        </div>
      </Dialog>
    </>
  );
}

function DrawerSection({
  id,
  title,
  items,
  labels,
  signInHref,
  onLogout,
  onChoose,
}: {
  id: string;
  title: string;
  items: HeaderMenuItem[];
  labels: HeaderLabels;
  signInHref: string;
  onLogout?: () => void;
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
                <MenuList items={item.items ?? []} labels={labels} place="drawer" onLogout={onLogout} onChoose={onChoose} />
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
                onLogout={onLogout}
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
