/**
 * The header menu's active key (spec §4 "Menu"): hover or click sets an active menu key;
 * clicking the active one again, clicking outside or choosing an option resets it.
 *
 * Keyboard follows the WAI-ARIA APG disclosure (menu button) pattern: Enter/Space on a trigger is
 * a click; Escape closes and asks for focus to go back to that trigger; focus leaving the open
 * menu closes it. Pure: the component dispatches, renders `activeKey`, and moves focus to
 * `returnFocusTo` before dispatching "focusReturned".
 */

export type MenuOpener = "hover" | "click";

export interface MenuState {
  /** The open menu's key, or null when every menu is closed. */
  readonly activeKey: string | null;
  /** How the open menu was opened: a hover-opened menu closes when the pointer leaves it. */
  readonly openedBy: MenuOpener | null;
  /** The trigger that should get focus back (after Escape), until the component confirms it. */
  readonly returnFocusTo: string | null;
}

export type MenuEvent =
  /** The pointer (a mouse, not a finger) enters a hover-type item (sell, profile). */
  | { readonly type: "hover"; readonly key: string }
  /** The pointer leaves that item and its panel. */
  | { readonly type: "leave"; readonly key: string }
  /** A trigger is clicked, or pressed with Enter or Space. */
  | { readonly type: "click"; readonly key: string }
  | { readonly type: "clickOutside" }
  /** Focus moved to something outside the open menu and its trigger (Tab away). */
  | { readonly type: "focusOutside" }
  /** An option (a link or action inside a menu) was chosen. */
  | { readonly type: "choose" }
  | { readonly type: "escape" }
  | { readonly type: "focusReturned" };

export const MENU_CLOSED: MenuState = Object.freeze({ activeKey: null, openedBy: null, returnFocusTo: null });

/**
 * Next menu state for an event; events that change nothing return the same object.
 * @example transitionMenu(MENU_CLOSED, { type: "click", key: "sell" }) // { activeKey: "sell", openedBy: "click", returnFocusTo: null }
 */
export function transitionMenu(state: MenuState, event: MenuEvent): MenuState {
  switch (event.type) {
    case "hover":
      if (state.activeKey === event.key) return state; // never downgrade a clicked-open menu
      return { activeKey: event.key, openedBy: "hover", returnFocusTo: null };
    case "leave":
      return state.activeKey === event.key && state.openedBy === "hover" ? MENU_CLOSED : state;
    case "click":
      if (state.activeKey !== event.key) return { activeKey: event.key, openedBy: "click", returnFocusTo: null };
      // A click on a menu the pointer has just opened by hovering keeps it open (a pointer that
      // hovers then clicks meant to open it): only a second click on a clicked-open menu closes it.
      return state.openedBy === "hover" ? { ...state, openedBy: "click" } : MENU_CLOSED;
    case "clickOutside":
    case "focusOutside":
    case "choose":
      return state.activeKey === null ? state : MENU_CLOSED;
    case "escape":
      return state.activeKey === null ? state : { ...MENU_CLOSED, returnFocusTo: state.activeKey };
    case "focusReturned":
      return state.returnFocusTo === null ? state : { ...state, returnFocusTo: null };
  }
}

/**
 * True when the menu under `key` is shown.
 * @example isMenuOpen({ activeKey: "sell", openedBy: "hover", returnFocusTo: null }, "sell") // true
 */
export function isMenuOpen(state: MenuState, key: string): boolean {
  return state.activeKey === key;
}
