import { useCallback, useEffect, useReducer, useRef } from "react";
import { MENU_CLOSED, transitionMenu, type MenuEvent, type MenuState } from "../../domain/menu-state";

export interface MenuStateHandle {
  state: MenuState;
  dispatch: (event: MenuEvent) => void;
  /** Ref callback for the element holding a menu's trigger and panel (the "inside" of that menu). */
  registerMenu: (key: string) => (element: HTMLElement | null) => void;
  /** Ref callback for a menu's trigger button (focus goes back there after Escape). */
  registerTrigger: (key: string) => (element: HTMLElement | null) => void;
}

/**
 * The menu reducer (app/domain/menu-state.ts) wired to the document: a press or focus outside
 * the open menu resets it, and after Escape focus goes back to the trigger.
 */
export function useMenuState(): MenuStateHandle {
  const [state, dispatch] = useReducer(transitionMenu, MENU_CLOSED);
  const menus = useRef(new Map<string, HTMLElement>());
  const triggers = useRef(new Map<string, HTMLElement>());

  useEffect(() => {
    const key = state.activeKey;
    if (key === null) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && (menus.current.get(key)?.contains(target) ?? false);
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) dispatch({ type: "clickOutside" });
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) dispatch({ type: "focusOutside" });
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [state.activeKey]);

  useEffect(() => {
    if (state.returnFocusTo === null) return;
    triggers.current.get(state.returnFocusTo)?.focus();
    dispatch({ type: "focusReturned" });
  }, [state.returnFocusTo]);

  const registerMenu = useCallback(
    (key: string) => (element: HTMLElement | null) => {
      if (element) menus.current.set(key, element);
      else menus.current.delete(key);
    },
    [],
  );
  const registerTrigger = useCallback(
    (key: string) => (element: HTMLElement | null) => {
      if (element) triggers.current.set(key, element);
      else triggers.current.delete(key);
    },
    [],
  );

  return { state, dispatch, registerMenu, registerTrigger };
}
