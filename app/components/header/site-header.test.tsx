import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { forwardRef, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { helpLinks } from "../../domain/help-links";
import { buildHeaderMenu, type HeaderMenuInput } from "../../domain/header-menu";
import { SiteHeader } from "../site-header";

// Remix's Link needs the Remix runtime; a plain anchor is what it renders anyway.
vi.mock("@remix-run/react", () => ({
  Link: forwardRef<HTMLAnchorElement, { to: string; children?: ReactNode; prefetch?: string }>(function Link(
    { to, prefetch: _prefetch, ...rest },
    ref,
  ) {
    return <a ref={ref} href={to} {...rest} />;
  }),
  useLocation: () => ({ pathname: "/concert-tickets/category/1/", search: "", hash: "", state: null, key: "k" }),
}));

// The search bar is a colleague's widget with tests of its own: here only its props matter.
vi.mock("../search-bar/search-bar", () => ({
  SearchBar: (props: { variant?: string; modalOpen?: boolean; onModalClose?: () => void; action: string }) =>
    props.variant === "modal" ? (
      props.modalOpen ? (
        <div role="dialog" aria-label="Search modal" data-action={props.action}>
          <button type="button" onClick={props.onModalClose}>
            Close search
          </button>
        </div>
      ) : null
    ) : (
      <form role="search" aria-label="Expanded search" action={props.action} />
    ),
}));

const HELP = "https://support.stagefront.example/hc/en-us/";

function menu(over: Partial<HeaderMenuInput> = {}) {
  return buildHeaderMenu({
    signedIn: false,
    flags: {
      "common.enableSubCatNav": true,
      "common.exposeExpandedNavMenu": true,
      "common.header.VipCategory": false,
      "common.header.desktopCitiesCategory": false,
      "common.header.mwebCitiesCategory": false,
    },
    categoryPaths: {
      concerts: "/concert-tickets/category/1/",
      sports: "/sports-tickets/category/28/",
      theatre: "/theater-tickets/category/174/",
    },
    subCatNav: {},
    discovery: [
      {
        id: "sports",
        type: "menu",
        label: "Sports",
        webURI: "/sports-tickets/category/28/",
        layer: 1,
        index: 1,
        items: [
          { id: "sports-view-all", type: "link", label: "View All", webURI: "/sports-tickets/category/28/", layer: 2, index: 0 },
          {
            id: "sports-popular",
            type: "section",
            label: "Local teams",
            layer: 2,
            index: 1,
            items: [{ id: "p7", type: "link", label: "Arsenal", webURI: "/arsenal-tickets/performer/7/", layer: 3, index: 0 }],
          },
        ],
      },
    ],
    help: { ...helpLinks("en-US"), helpCenter: HELP },
    format: (p) => p,
    ...over,
  });
}

function renderHeader(over: Partial<HeaderMenuInput> = {}, onLogout?: () => void) {
  return render(
    <>
      <SiteHeader brandName="Stagefront" homeHref="/" pageId="browse" menu={menu(over)} searchAction="/find/s" locale="en-US" onLogout={onLogout} />
      <main>
        <button type="button">Outside</button>
      </main>
    </>,
  );
}

const account = () => screen.getByRole("navigation", { name: "Account" });
const categories = () => screen.getByRole("navigation", { name: "Categories" });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("SiteHeader top bar", () => {
  it("shows the logo as a level-2 heading off the home page, sell, support, sign in and my tickets", () => {
    renderHeader();
    expect(screen.getByRole("heading", { level: 2, name: "Stagefront: Where Fans Buy & Sell Tickets" })).toBeTruthy();
    const nav = within(account());
    expect(nav.getByRole("button", { name: "Sell menu", expanded: false })).toBeTruthy();
    expect(nav.getByRole("button", { name: "My tickets menu", expanded: false })).toBeTruthy();
    // Sign in carries the current page as its redirect (spec §2.2).
    expect(nav.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login/signup/?redirect=%2Fconcert-tickets%2Fcategory%2F1%2F");
  });

  it("keeps each account menu's own page as a link beside its button (works without JavaScript)", () => {
    renderHeader();
    const nav = within(account());
    expect(nav.getByRole("link", { name: "Sell" }).getAttribute("href")).toBe("/sell/");
    expect(nav.getByRole("link", { name: "My tickets" }).getAttribute("href")).toBe("/login/signup/?redirect=%2Fmy%2Forders%2F");
  });

  it("signed out, sign-in opens on hover onto its bullet and the account pages, each through sign-in", () => {
    renderHeader();
    const toggle = within(account()).getByRole("button", { name: "Sign in menu", expanded: false });
    fireEvent.pointerEnter(toggle.closest("li")!, { pointerType: "mouse" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(panel.textContent).toContain("Sign in to see your tickets, listings and sales in one place.");
    expect(within(panel).getAllByRole("link").map((a) => a.textContent)).toEqual(["My hub", "Activity", "Friends", "Gift codes", "Promo codes", "Settings"]);
    expect(within(panel).getByRole("link", { name: "Friends" }).getAttribute("href")).toBe("/login/signup/?redirect=%2Fmy%2Ffriends%2F");
  });

  it("links support to the help site in a new tab, with rel noopener and a spoken hint", () => {
    renderHeader();
    const support = within(account()).getByRole("link", { name: "Support (opens in a new tab)" });
    expect(support.getAttribute("href")).toBe(HELP);
    expect(support.getAttribute("target")).toBe("_blank");
    expect(support.getAttribute("rel")).toContain("noopener");
  });

  it("opens the sell menu on mouse hover and closes it when the pointer leaves (spec: sell opens on hover)", () => {
    renderHeader();
    const sell = within(account()).getByRole("button", { name: "Sell menu" });
    const item = sell.closest("li")!;
    fireEvent.pointerEnter(item, { pointerType: "mouse" });
    expect(sell.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(sell.getAttribute("aria-controls")!)!;
    expect(within(panel).getAllByRole("link").map((a) => a.textContent)).toEqual(["Sell tickets", "My listings", "My sales"]);
    expect(within(panel).getByRole("link", { name: "My sales" }).getAttribute("href")).toBe("/login/signup/?redirect=%2Fmy%2Fsales%2F");
    fireEvent.pointerLeave(item, { pointerType: "mouse" });
    expect(sell.getAttribute("aria-expanded")).toBe("false");
    expect(panel.hidden).toBe(true);
  });

  it("does not open a click menu (my tickets) on hover", () => {
    renderHeader();
    const myTickets = within(account()).getByRole("button", { name: "My tickets menu" });
    fireEvent.pointerEnter(myTickets.closest("li")!, { pointerType: "mouse" });
    expect(myTickets.getAttribute("aria-expanded")).toBe("false");
  });

  it("opens my tickets by click; clicking it again closes it; clicking outside closes it", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderHeader();
    const myTickets = within(account()).getByRole("button", { name: "My tickets menu" });
    await user.click(myTickets);
    expect(myTickets.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(myTickets.getAttribute("aria-controls")!)!;
    expect(within(panel).getAllByRole("link").map((a) => a.textContent)).toEqual(["Orders", "My listings", "My sales", "Payments"]);
    await user.click(myTickets);
    expect(myTickets.getAttribute("aria-expanded")).toBe("false");
    await user.click(myTickets);
    await user.click(screen.getByRole("button", { name: "Outside" }));
    expect(myTickets.getAttribute("aria-expanded")).toBe("false");
  });

  it("by keyboard: Enter opens, Tab reaches the entries, Escape closes and puts focus back on the trigger", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderHeader();
    const myTickets = within(account()).getByRole("button", { name: "My tickets menu" });
    act(() => myTickets.focus());
    await user.keyboard("{Enter}");
    expect(myTickets.getAttribute("aria-expanded")).toBe("true");
    await user.tab();
    expect(document.activeElement?.textContent).toBe("Orders");
    await user.keyboard("{Escape}");
    expect(myTickets.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(myTickets);
  });

  it("closes a menu when focus tabs out of it", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderHeader();
    const sell = within(account()).getByRole("button", { name: "Sell menu" });
    act(() => sell.focus());
    await user.keyboard(" ");
    expect(sell.getAttribute("aria-expanded")).toBe("true");
    await user.tab(); // Sell tickets
    await user.tab(); // My listings
    await user.tab(); // My sales
    await user.tab(); // Support: outside the sell menu
    expect(document.activeElement?.textContent).toContain("Support");
    expect(sell.getAttribute("aria-expanded")).toBe("false");
  });

  it("choosing an option resets the menu", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderHeader();
    const myTickets = within(account()).getByRole("button", { name: "My tickets menu" });
    await user.click(myTickets);
    const orders = screen.getByRole("link", { name: "Orders" });
    orders.addEventListener("click", (e) => e.preventDefault());
    await user.click(orders);
    expect(myTickets.getAttribute("aria-expanded")).toBe("false");
  });

  it("only one menu is open at a time", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderHeader();
    const sell = within(account()).getByRole("button", { name: "Sell menu" });
    const myTickets = within(account()).getByRole("button", { name: "My tickets menu" });
    await user.click(sell);
    await user.click(myTickets);
    expect(sell.getAttribute("aria-expanded")).toBe("false");
    expect(myTickets.getAttribute("aria-expanded")).toBe("true");
  });

  it("signed in: the profile menu (my hub, gift codes, settings, sign out) replaces sign in; sign out calls onLogout", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onLogout = vi.fn();
    renderHeader({ signedIn: true }, onLogout);
    const nav = within(account());
    expect(nav.queryByRole("link", { name: "Sign in" })).toBeNull();
    const profile = nav.getByRole("button", { name: "My account menu" });
    fireEvent.pointerEnter(profile.closest("li")!, { pointerType: "mouse" });
    expect(profile.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(profile.getAttribute("aria-controls")!)!;
    expect(within(panel).getAllByRole("link").map((a) => a.textContent)).toEqual(["My hub", "Gift codes", "Settings"]);
    await user.click(within(panel).getByRole("button", { name: "Sign out" }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(profile.getAttribute("aria-expanded")).toBe("false");
  });

  it("the search item opens the search modal, which closes through onModalClose", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderHeader();
    expect(screen.getByRole("search", { name: "Expanded search" }).getAttribute("action")).toBe("/find/s");
    const search = screen.getByRole("button", { name: "Search" });
    expect(search.getAttribute("aria-expanded")).toBe("false");
    await user.click(search);
    expect(screen.getByRole("dialog", { name: "Search modal" }).getAttribute("data-action")).toBe("/find/s");
    expect(search.getAttribute("aria-expanded")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Close search" }));
    expect(screen.queryByRole("dialog", { name: "Search modal" })).toBeNull();
  });
});

describe("SiteHeader categories bar", () => {
  it("links concerts, sports and theatre; sports has the discovery menu beside its link", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderHeader();
    const bar = within(categories());
    expect(bar.getByRole("link", { name: "Concerts" }).getAttribute("href")).toBe("/concert-tickets/category/1/");
    expect(bar.getByRole("link", { name: "Sports" }).getAttribute("href")).toBe("/sports-tickets/category/28/");
    expect(bar.queryByRole("button", { name: "Concerts menu" })).toBeNull();
    const toggle = bar.getByRole("button", { name: "Sports menu", expanded: false });
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(within(panel).getByRole("link", { name: "View All" }).getAttribute("href")).toBe("/sports-tickets/category/28/");
    const teams = within(panel).getByRole("group", { name: "Local teams" });
    expect(within(teams).getByRole("link", { name: "Arsenal" }).getAttribute("href")).toBe("/arsenal-tickets/performer/7/");
  });

  it("without content the bar still has its three category links (spec §8)", () => {
    renderHeader({ discovery: [], subCatNav: {} });
    expect(within(categories()).getAllByRole("link").map((a) => a.textContent)).toEqual(["Concerts", "Sports", "Theatre & Comedy"]);
    expect(within(categories()).queryByRole("button")).toBeNull();
  });
});

describe("SiteHeader drawer (below 640 px)", () => {
  it("the hamburger opens a dialog with the three sections; Escape closes it and focus returns", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderHeader();
    const hamburger = screen.getByRole("button", { name: "Menu" });
    expect(hamburger.getAttribute("aria-expanded")).toBe("false");
    await user.click(hamburger);
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    expect(hamburger.getAttribute("aria-expanded")).toBe("true");
    expect(within(drawer).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Your account", "Find events", "Help"]);
    const signIn = within(drawer).getByRole("link", { name: "Sign in" });
    expect(signIn.getAttribute("href")).toBe("/login/signup/?redirect=%2Fconcert-tickets%2Fcategory%2F1%2F");
    expect(within(drawer).getByRole("link", { name: "Help center (opens in a new tab)" }).getAttribute("target")).toBe("_blank");
    // The help sub-menu (spec §2.5: inbenta, webphone, help-topics, contact-us) on the help site.
    const getHelp = within(drawer).getByRole("group", { name: "Get help" });
    expect(within(getHelp).getAllByRole("link").map((a) => a.textContent?.replace(" (opens in a new tab)", "").trim())).toEqual([
      "Ask our virtual assistant",
      "Call us",
      "Help topics",
      "Contact us",
    ]);

    // A sub-menu inside the drawer opens inline; Escape closes it first, then the drawer.
    const sell = within(drawer).getByRole("button", { name: "Sell menu" });
    await user.click(sell);
    expect(sell.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Escape}");
    expect(sell.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(sell);
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeTruthy();

    await user.keyboard("{Escape}");
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
    expect(document.activeElement).toBe(hamburger);
  });

  it("keeps Tab inside the drawer", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    for (let i = 0; i < 20; i++) {
      await user.tab();
      expect(drawer.contains(document.activeElement)).toBe(true);
    }
  });

  it("following a link in the drawer closes it", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    const link = within(drawer).getByRole("link", { name: "Theatre & Comedy" });
    link.addEventListener("click", (e) => e.preventDefault());
    await user.click(link);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
  });
});
