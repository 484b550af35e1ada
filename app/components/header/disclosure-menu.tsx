import { useId, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import type { HeaderMenuItem } from "../../domain/header-menu";
import { isMenuOpen } from "../../domain/menu-state";
import { fillPlaceholders } from "../ui/ui-labels";
import type { HeaderLabels } from "./header-labels";
import { HeaderLink } from "./header-link";
import { MenuList } from "./menu-list";
import type { SignOutControl } from "./sign-out";
import type { MenuStateHandle } from "./use-menu-state";

export interface DisclosureMenuProps {
  item: HeaderMenuItem;
  menu: MenuStateHandle;
  labels: HeaderLabels;
  signOut?: SignOutControl | null;
  /** Shown at the top of the open panel, above the entries (the profile menu's sidebar user). */
  intro?: ReactNode;
  /** "top": account menus of the top bar; "bar": a category of the secondary bar; "drawer": inside the small-screen drawer. */
  place: "top" | "bar" | "drawer";
  /** Called after an option was chosen (the drawer closes). */
  onChoose?: () => void;
  className?: string;
}

/**
 * One header menu as an APG disclosure: a button with aria-expanded controlling a panel of links.
 * Type hover (sell, profile) also opens while the mouse is over it; every menu opens by click,
 * Enter or Space; Escape closes it and puts focus back on the button. A menu with a page of its
 * own (a category, sign-in, my tickets, sell, profile) keeps its link beside the button (APG
 * "disclosure navigation with top-level links"): without JavaScript the link still leads there.
 */
export function DisclosureMenu({ item, menu, labels, signOut, intro, place, className, onChoose }: DisclosureMenuProps) {
  const panelId = useId();
  const open = isMenuOpen(menu.state, item.id);
  const opensOnHover = item.type === "hover" && place !== "drawer";
  const choose = () => {
    menu.dispatch({ type: "choose" });
    onChoose?.();
  };
  const withLink = item.href !== undefined;
  const linkClass =
    place === "bar" ? "hdr-bar__link" : place === "drawer" ? "hdr-drawer__link" : `hdr-action${item.id === "sign-in" ? " hdr-action--primary" : ""}`;

  const onPointerEnter = (event: PointerEvent) => {
    if (opensOnHover && event.pointerType === "mouse") menu.dispatch({ type: "hover", key: item.id });
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (opensOnHover && event.pointerType === "mouse") menu.dispatch({ type: "leave", key: item.id });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      menu.dispatch({ type: "escape" });
    }
  };

  return (
    <li
      ref={menu.registerMenu(item.id)}
      className={`hdr-menu${className ? ` ${className}` : ""}`}
      data-open={open || undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
    >
      {withLink ? <HeaderLink item={item} labels={labels} className={linkClass} onFollow={choose} /> : null}
      <button
        ref={menu.registerTrigger(item.id)}
        type="button"
        className={withLink ? `hdr-menu__toggle hdr-menu__toggle--${place}` : "hdr-menu__trigger"}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={withLink ? fillPlaceholders(labels.subMenuToggle, { label: item.label }) : undefined}
        onClick={() => menu.dispatch({ type: "click", key: item.id })}
      >
        {withLink ? null : item.label}
        <svg className="hdr-icon hdr-icon--chevron" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="m4 6 4 4 4-4" />
        </svg>
      </button>
      {/* The panel's entries exist only while it is open (issue 24, ADR 024): a closed panel is
          display:none for everyone, so rendering its links cost every page nodes to parse and
          hydrate for nothing. Without JavaScript the menu's own link (above) and the footer's
          site menu (ADR 009) keep every entry reachable. */}
      <div id={panelId} className={`hdr-panel hdr-panel--${place}`} hidden={!open}>
        {open ? (
          <>
            {intro}
            <MenuList
              items={item.items ?? []}
              labels={labels}
              place={place === "drawer" ? "drawer" : "panel"}
              signOut={signOut}
              onChoose={choose}
            />
          </>
        ) : null}
      </div>
    </li>
  );
}
