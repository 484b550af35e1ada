import type { HeaderMenuItem } from "../../domain/header-menu";
import type { HeaderLabels } from "./header-labels";
import { HeaderLink } from "./header-link";
import { SignOutForm, type SignOutControl } from "./sign-out";

export interface MenuListProps {
  items: readonly HeaderMenuItem[];
  labels: Pick<HeaderLabels, "opensInNewTab">;
  /** An option was chosen: the menu resets (spec §4). */
  onChoose: () => void;
  /** Sign-out (the profile menu's logout entry); without it (signed out) that entry is left out. */
  signOut?: SignOutControl | null;
  /** Where the list is shown: a drawer leaves out entries hidden on small screens (mWebShow). */
  place: "panel" | "drawer";
}

/**
 * The entries of an open menu: its links in one list, then each section (or nested menu) as a
 * titled group with its own entries, so every layer of the discovery menu shows at once.
 */
export function MenuList({ items, ...rest }: MenuListProps) {
  const shown = items.filter((item) => (rest.place === "drawer" ? item.mweb !== false : item.desktop !== false));
  const links = shown.filter((item) => !item.items?.length);
  const groups = shown.filter((item) => item.items?.length);
  return (
    <div className="hdr-columns">
      {links.length > 0 ? (
        <ul className="hdr-list">
          {links.map((item) => (
            <MenuListEntry key={item.id} item={item} {...rest} />
          ))}
        </ul>
      ) : null}
      {groups.map((group) => (
        <div key={group.id} className="hdr-list__group" role="group" aria-label={group.label}>
          {group.href ? (
            <HeaderLink item={group} labels={rest.labels} className="hdr-list__title hdr-list__title--link" onFollow={rest.onChoose} />
          ) : (
            <span className="hdr-list__title" aria-hidden="true">
              {group.label}
            </span>
          )}
          <MenuList items={group.items ?? []} {...rest} />
        </div>
      ))}
    </div>
  );
}

function MenuListEntry({ item, ...rest }: Omit<MenuListProps, "items"> & { item: HeaderMenuItem }) {
  if (item.action === "logout") {
    return rest.signOut ? (
      <li>
        <SignOutForm control={rest.signOut} label={item.label} className="hdr-list__link" onChoose={rest.onChoose} />
      </li>
    ) : null;
  }
  // A line of text among the entries (the sign-in menu's bullet): a section without entries.
  if (item.type === "section" && !item.href) return <li className="hdr-list__note">{item.label}</li>;
  if (!item.href) return null;
  return (
    <li>
      <HeaderLink item={item} labels={rest.labels} className="hdr-list__link" onFollow={rest.onChoose} />
    </li>
  );
}
