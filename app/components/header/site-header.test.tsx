import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { forwardRef, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { helpLinks } from "../../domain/help-links";
import { buildHeaderMenu, type HeaderMenuInput } from "../../domain/header-menu";
import { SIGN_OUT_STORAGE_KEYS } from "../../domain/sign-in-state";
import { SiteHeader, type SiteHeaderProps } from "../site-header";
import { SiteMenu } from "./site-menu";
import { HEADER_LABELS } from "./header-labels";

// The router as the header sees it: the current path, and what sign-out asks of it.
const router = vi.hoisted(() => ({
  pathname: "/concert-tickets/category/1/",
  navigate: (() => {}) as (to: string, options?: unknown) => void,
  revalidate: () => {},
}));

// Remix's Link needs the Remix runtime; a plain anchor is what it renders anyway.
vi.mock("@remix-run/react", () => ({
  Link: forwardRef<HTMLAnchorElement, { to: string; children?: ReactNode; prefetch?: string }>(function Link(
    { to, prefetch: _prefetch, ...rest },
    ref,
  ) {
    return <a ref={ref} href={to} {...rest} />;
  }),
  useLocation: () => ({ pathname: router.pathname, search: "", hash: "", state: null, key: "k" }),
  useNavigate: () => router.navigate,
  useRevalidator: () => ({ state: "idle", revalidate: router.revalidate }),
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
    siteCountry: "US",
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

function renderHeader(over: Partial<HeaderMenuInput> = {}, props: Partial<SiteHeaderProps> = {}) {
  return render(
    <>
      <SiteHeader brandName="Stagefront" homeHref="/" pageId="browse" menu={menu(over)} searchAction="/find/s" locale="en-US" {...props} />
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
  router.pathname = "/concert-tickets/category/1/";
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

  it("a closed menu's panel holds no entries: they are rendered when it opens (ADR 024)", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderHeader();
    const toggles = [...within(account()).getAllByRole("button", { name: / menu$/ }), ...within(categories()).getAllByRole("button", { name: / menu$/ })];
    expect(toggles.length).toBeGreaterThan(2);
    for (const toggle of toggles) expect(document.getElementById(toggle.getAttribute("aria-controls")!)!.childElementCount).toBe(0);
    const sports = within(categories()).getByRole("button", { name: "Sports menu" });
    await user.click(sports);
    expect(within(document.getElementById(sports.getAttribute("aria-controls")!)!).getAllByRole("link").length).toBeGreaterThan(0);
  });

  it("in the server's HTML each part of the header is a boundary React hydrates apart (ADR 024)", () => {
    const html = renderToString(<SiteHeader brandName="Stagefront" homeHref="/" pageId="browse" menu={menu()} searchAction="/find/s" locale="en-US" />);
    // React 18 marks a server-rendered Suspense boundary with <!--$--> … <!--/$-->: the drawer,
    // the search, the account menus and the category bar (no store settings in these props).
    expect(html.match(/<!--\$-->/g)?.length).toBe(4);
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

describe("SiteHeader signed in (spec §3 sidebar user, §4 sign-in state and sign-out)", () => {
  const ADA = { name: "Ada Lovelace", initials: "AL", csrfToken: "tok-123" };
  let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
  let navigate: ReturnType<typeof vi.fn<(to: string, options?: unknown) => void>>;
  let revalidate: ReturnType<typeof vi.fn<() => void>>;
  let logged: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ signedOut: true }), { status: 200, headers: { "content-type": "application/json" } }));
    vi.stubGlobal("fetch", fetchMock);
    navigate = vi.fn<(to: string, options?: unknown) => void>();
    revalidate = vi.fn<() => void>();
    router.navigate = navigate;
    router.revalidate = revalidate;
    logged = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const key of SIGN_OUT_STORAGE_KEYS) window.localStorage.setItem(key, "v");
    window.localStorage.setItem("selectedCurrencyCode", "EUR");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    logged.mockRestore();
    window.localStorage.clear();
  });

  const renderSignedIn = (props: Partial<SiteHeaderProps> = {}, over: Partial<HeaderMenuInput> = {}) =>
    renderHeader({ signedIn: true, ...over }, { user: ADA, ...props });

  /** Hovers the profile entry and answers its open panel. */
  function openProfile(): HTMLElement {
    const profile = within(account()).getByRole("button", { name: "My account menu" });
    fireEvent.pointerEnter(profile.closest("li")!, { pointerType: "mouse" });
    expect(profile.getAttribute("aria-expanded")).toBe("true");
    return document.getElementById(profile.getAttribute("aria-controls")!)!;
  }

  const storageLeft = () => SIGN_OUT_STORAGE_KEYS.filter((key) => window.localStorage.getItem(key) !== null);

  it("the profile menu replaces sign in, and opens onto the sidebar user, my hub, gift codes, settings and sign out", () => {
    renderSignedIn();
    expect(within(account()).queryByRole("link", { name: "Sign in" })).toBeNull();
    expect(within(account()).getByRole("link", { name: "My account" }).getAttribute("href")).toBe("/my/profile/");
    const panel = openProfile();
    // The name is read out; the initials avatar repeats it, so it is hidden from assistive technology.
    expect(within(panel).getByText("Ada Lovelace")).toBeTruthy();
    const avatar = within(panel).getByText("AL");
    expect(avatar.getAttribute("aria-hidden")).toBe("true");
    expect(within(panel).getAllByRole("link").map((a) => a.textContent)).toEqual(["My hub", "Gift codes", "Settings"]);
    expect(within(panel).getAllByRole("button").map((b) => b.textContent)).toEqual(["Sign out"]);
  });

  it("without JavaScript, sign out is a form posting the session's token (and this page, to come back to) to the BFF's logout", () => {
    renderSignedIn();
    const button = within(openProfile()).getByRole("button", { name: "Sign out" });
    const form = button.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/bfx-content/api/iam/logout");
    expect(Object.fromEntries(new FormData(form))).toEqual({ csrf: "tok-123", returnTo: "/concert-tickets/category/1/" });
    expect(button.getAttribute("type")).toBe("submit");
  });

  it("sign out posts with the CSRF header, nulls the listed local-storage entries and, off /my/, refreshes the header in place", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSignedIn();
    const panel = openProfile();
    await user.click(within(panel).getByRole("button", { name: "Sign out" }));
    await vi.waitFor(() => expect(revalidate).toHaveBeenCalledOnce());
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe("/bfx-content/api/iam/logout");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("x-csrf-token")).toBe("tok-123");
    expect(storageLeft()).toEqual([]);
    // Entries the spec does not list stay.
    expect(window.localStorage.getItem("selectedCurrencyCode")).toBe("EUR");
    expect(navigate).not.toHaveBeenCalled();
    // Choosing the entry closed the menu.
    expect(within(account()).getByRole("button", { name: "My account menu" }).getAttribute("aria-expanded")).toBe("false");
  });

  it.each<[string, string, string, readonly string[] | undefined]>([
    ["/my/orders/", "/", "/", undefined],
    ["/my/settings/", "/", "/", ["en", "fr"]],
    // Address formatting (spec §2.1): home in the page's language.
    ["/fr/my/orders/", "/fr/", "/fr/", ["en", "fr"]],
  ])("signing out on %s goes to the home page %s (spec §2.2: after sign-out a /my/ path goes to /)", async (path, homeHref, expected, languages) => {
    router.pathname = path;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSignedIn({ homeHref, supportedLanguages: languages });
    await user.click(within(openProfile()).getByRole("button", { name: "Sign out" }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(expected, { replace: true }));
    expect(revalidate).not.toHaveBeenCalled();
  });

  it("by keyboard: Enter on sign out signs out", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSignedIn();
    const profile = within(account()).getByRole("button", { name: "My account menu" });
    act(() => profile.focus());
    await user.keyboard("{Enter}");
    const panel = document.getElementById(profile.getAttribute("aria-controls")!)!;
    act(() => within(panel).getByRole("button", { name: "Sign out" }).focus());
    await user.keyboard("{Enter}");
    await vi.waitFor(() => expect(revalidate).toHaveBeenCalledOnce());
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it.each<[string, () => Promise<Response>]>([
    ["the server answers 500", async () => new Response("{}", { status: 500 })],
    ["the network fails", async () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("when %s the fan stays signed in, storage is kept, nothing navigates, and the failure is logged", async (_case, answer) => {
    fetchMock.mockImplementation(answer);
    router.pathname = "/my/orders/";
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSignedIn();
    await user.click(within(openProfile()).getByRole("button", { name: "Sign out" }));
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(storageLeft()).toHaveLength(5);
    expect(navigate).not.toHaveBeenCalled();
    expect(revalidate).not.toHaveBeenCalled();
    expect(within(account()).getByRole("button", { name: "My account menu" })).toBeTruthy();
  });

  it("a refused token (403) keeps the fan signed in and reloads the header's data for a fresh one", async () => {
    fetchMock.mockImplementation(async () => new Response('{"error":{}}', { status: 403 }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSignedIn();
    await user.click(within(openProfile()).getByRole("button", { name: "Sign out" }));
    await vi.waitFor(() => expect(revalidate).toHaveBeenCalledOnce());
    expect(storageLeft()).toHaveLength(5);
    expect(logged).toHaveBeenCalled();
  });

  it("a second press while the first sign-out is out sends no second request", async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderSignedIn();
    const form = within(openProfile()).getByRole("button", { name: "Sign out" }).closest("form")!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(fetchMock).toHaveBeenCalledOnce();
    answer(new Response("{}", { status: 200 }));
    await vi.waitFor(() => expect(revalidate).toHaveBeenCalledOnce());
  });

  it("the drawer opens onto the sidebar user (name, avatar, sign out); its profile menu has no second sign out", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSignedIn();
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    expect(within(drawer).getByText("Ada Lovelace")).toBeTruthy();
    expect(within(drawer).getByText("AL").getAttribute("aria-hidden")).toBe("true");
    await user.click(within(drawer).getByRole("button", { name: "My account menu" }));
    expect(within(drawer).getAllByRole("button", { name: "Sign out" })).toHaveLength(1);
    expect(within(drawer).queryByRole("link", { name: "Sign in" })).toBeNull();

    await user.click(within(drawer).getByRole("button", { name: "Sign out" }));
    await vi.waitFor(() => expect(revalidate).toHaveBeenCalledOnce());
    expect(new Headers((fetchMock.mock.calls[0]![1] as RequestInit).headers).get("x-csrf-token")).toBe("tok-123");
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
  });

  it("signed out, neither the drawer nor the header offers a sidebar user or sign out", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderHeader();
    expect(screen.queryByRole("button", { name: "Sign out" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    expect(within(drawer).queryByRole("button", { name: "Sign out" })).toBeNull();
    expect(within(drawer).getByRole("link", { name: "Sign in" })).toBeTruthy();
  });
});

describe("SiteHeader in a buyer-only country (spec §3 allowSeller 0, §6)", () => {
  it("shows no sell menu, and my tickets offers no listings or sales", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderHeader({ siteCountry: "AE" });
    const nav = within(account());
    expect(nav.queryByRole("button", { name: "Sell menu" })).toBeNull();
    expect(nav.queryByRole("link", { name: "Sell" })).toBeNull();
    const myTickets = nav.getByRole("button", { name: "My tickets menu" });
    await user.click(myTickets);
    const panel = document.getElementById(myTickets.getAttribute("aria-controls")!)!;
    expect(within(panel).getAllByRole("link").map((a) => a.textContent)).toEqual(["Orders", "Payments"]);
  });
});

describe("SiteMenu (the footer's copy of the menus)", () => {
  const siteMenu = (signedIn: boolean) => (
    <SiteMenu
      menu={menu({ signedIn })}
      signInHref="/login/signup/?redirect=%2F"
      labels={HEADER_LABELS}
      user={signedIn ? { name: "Ada Lovelace", initials: "AL", csrfToken: "tok-9" } : null}
    />
  );
  /**
   * The footer as a browser without JavaScript has it: the server's HTML parsed with scripting
   * off (DOMParser documents run no scripts, so <noscript> holds elements there).
   */
  const renderWithoutScripts = (signedIn: boolean) => {
    const parsed = new DOMParser().parseFromString(`<body>${renderToString(siteMenu(signedIn))}</body>`, "text/html");
    document.body.replaceChildren(...Array.from(parsed.body.childNodes).map((node) => document.importNode(node, true)));
    return screen.getByRole("navigation", { name: "Site menu" });
  };
  afterEach(() => document.body.replaceChildren());

  it("signed in, its logout entry is the sign-out form (works without JavaScript)", () => {
    const nav = renderWithoutScripts(true);
    const form = within(nav).getByRole("button", { name: "Sign out" }).closest("form")!;
    expect(form.getAttribute("action")).toBe("/bfx-content/api/iam/logout");
    expect(form.getAttribute("method")).toBe("post");
    expect(Object.fromEntries(new FormData(form))).toEqual({ csrf: "tok-9", returnTo: "/concert-tickets/category/1/" });
    expect(within(nav).queryByRole("link", { name: "Sign in" })).toBeNull();
  });

  it("signed out, it has sign in and no sign out", () => {
    const nav = renderWithoutScripts(false);
    expect(within(nav).queryByRole("button", { name: "Sign out" })).toBeNull();
    expect(within(nav).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login/signup/?redirect=%2F");
  });

  it("with JavaScript the account section is not in the page at all: the header holds those entries (ADR 024)", () => {
    render(siteMenu(false));
    const nav = screen.getByRole("navigation", { name: "Site menu" });
    expect(within(nav).getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Find events", "Help"]);
    expect(within(nav).queryByRole("link", { name: "Sign in" })).toBeNull();
    // Rendered by the server, it is one <noscript>: no element of it exists where scripts run.
    expect(nav.querySelectorAll("noscript").length).toBe(1);
    expect(nav.querySelector("noscript")!.children.length).toBe(0);
  });
});
