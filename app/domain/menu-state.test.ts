import { describe, expect, it } from "vitest";
import { MENU_CLOSED, isMenuOpen, transitionMenu, type MenuEvent, type MenuState } from "./menu-state";

const open = (key: string, openedBy: "hover" | "click"): MenuState => ({ activeKey: key, openedBy, returnFocusTo: null });

describe("transitionMenu (spec §4 'Menu')", () => {
  it.each<[string, MenuState, MenuEvent, MenuState]>([
    // "Hover or click sets an active menu key."
    ["hover sets the active key", MENU_CLOSED, { type: "hover", key: "sell" }, open("sell", "hover")],
    ["click sets the active key", MENU_CLOSED, { type: "click", key: "my-tickets" }, open("my-tickets", "click")],
    ["hover on another item moves the active key", open("sell", "click"), { type: "hover", key: "profile" }, open("profile", "hover")],
    ["click on another item moves the active key", open("sell", "hover"), { type: "click", key: "my-tickets" }, open("my-tickets", "click")],
    // "Clicking the active one again ... resets it."
    ["clicking the clicked-open active one again resets it", open("my-tickets", "click"), { type: "click", key: "my-tickets" }, MENU_CLOSED],
    ["a click on a menu just opened by hover keeps it open (pinned)", open("sell", "hover"), { type: "click", key: "sell" }, open("sell", "click")],
    ["hovering a clicked-open menu does not downgrade it", open("sell", "click"), { type: "hover", key: "sell" }, open("sell", "click")],
    // "... clicking outside ... resets it."
    ["clicking outside resets it", open("sell", "click"), { type: "clickOutside" }, MENU_CLOSED],
    // "... or choosing an option resets it."
    ["choosing an option resets it", open("profile", "hover"), { type: "choose" }, MENU_CLOSED],
    // Hover menus (sell, profile) close when the pointer leaves; clicked ones stay.
    ["leaving a hover-opened menu resets it", open("sell", "hover"), { type: "leave", key: "sell" }, MENU_CLOSED],
    ["leaving a clicked-open menu keeps it", open("sell", "click"), { type: "leave", key: "sell" }, open("sell", "click")],
    ["leaving another item changes nothing", open("sell", "hover"), { type: "leave", key: "profile" }, open("sell", "hover")],
    // APG disclosure: Escape closes and returns focus to the trigger; Tab away closes.
    ["Escape resets and asks focus back to the trigger", open("my-tickets", "click"), { type: "escape" }, { activeKey: null, openedBy: null, returnFocusTo: "my-tickets" }],
    ["focus leaving the menu resets it, no focus return", open("my-tickets", "click"), { type: "focusOutside" }, MENU_CLOSED],
    ["focus return confirmed clears the request", { activeKey: null, openedBy: null, returnFocusTo: "sell" }, { type: "focusReturned" }, MENU_CLOSED],
    ["a new open clears a pending focus return", { activeKey: null, openedBy: null, returnFocusTo: "sell" }, { type: "click", key: "sell" }, open("sell", "click")],
  ])("%s", (_rule, state, event, expected) => {
    expect(transitionMenu(state, event)).toEqual(expected);
  });

  it.each<MenuEvent>([
    { type: "clickOutside" },
    { type: "focusOutside" },
    { type: "choose" },
    { type: "escape" },
    { type: "leave", key: "sell" },
    { type: "focusReturned" },
  ])("with every menu closed, %o changes nothing (same object)", (event) => {
    expect(transitionMenu(MENU_CLOSED, event)).toBe(MENU_CLOSED);
  });

  it("only the active key is open", () => {
    const state = open("sell", "hover");
    expect(isMenuOpen(state, "sell")).toBe(true);
    expect(isMenuOpen(state, "profile")).toBe(false);
    expect(isMenuOpen(MENU_CLOSED, "sell")).toBe(false);
  });

  it("a touch sequence (click without hover) opens, a second tap closes", () => {
    const opened = transitionMenu(MENU_CLOSED, { type: "click", key: "sell" });
    expect(isMenuOpen(opened, "sell")).toBe(true);
    expect(transitionMenu(opened, { type: "click", key: "sell" })).toEqual(MENU_CLOSED);
  });
});
