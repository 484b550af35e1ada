import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SuggestResponse } from "../../lib/bff-contract";
import { SUGGEST_DEBOUNCE_MS } from "../../domain/constants";
import { SearchBar, type SearchBarProps } from "./search-bar";

function answer(searchTerm: string): SuggestResponse {
  const event = (id: number) => ({
    id,
    name: `Adele Live ${id}`,
    webURI: `/adele-tickets-2027-03-0${id}/event/${id}/`,
    eventDateLocal: `2027-03-0${id}T20:00`,
    timeZone: "Europe/London",
    venue: { id: 7, name: "O2 Arena", city: "London", countryCode: "GB" },
    performers: [{ id: 1, name: "Adele" }],
    ancestors: { categories: [], groupings: [] },
    minPrice: { amount: 90, currency: "GBP" },
    availableTickets: 10,
    sourceId: "29001",
    popularity: 100 - id,
  });
  return {
    searchTerm,
    performers: [
      { id: 1, name: "Adele", webURI: "/adele-tickets/performer/1/", kind: "artist" },
      { id: 2, name: "Adelaide Strikers", webURI: "adelaide-strikers-tickets/performer/2/", kind: "team" },
    ],
    events: [event(1), event(2), event(3), event(4)],
    venues: [{ id: 7, name: "Adelphi Theatre", webURI: "/adelphi-theatre-tickets/venue/7/", city: "London", countryCode: "GB" }],
    queryLogSuggestions: [{ name: "Adele" }],
  };
}

type FetchStub = ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let fetchStub: FetchStub;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function renderBar(props: Partial<SearchBarProps> = {}, rootData?: Record<string, unknown>) {
  const element = <SearchBar action="/find/s" locale="en-US" shstore={1} {...props} />;
  const router = rootData
    ? createMemoryRouter([{ id: "root", path: "/", loader: () => rootData, children: [{ path: "*", element }], element }], {
        initialEntries: ["/"],
        hydrationData: { loaderData: { root: rootData } },
      })
    : createMemoryRouter([{ path: "*", element }], { initialEntries: ["/"] });
  render(<RouterProvider router={router} />);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { user, router, where };
}

const box = () => screen.getByRole("combobox", { name: "Search input" });
/** Past the debounce, and the stubbed answer delivered. */
async function waitDebounce() {
  await act(async () => {
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
  });
  await act(async () => {
    await Promise.resolve();
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fetchStub = vi.fn(async (url: string) => json(answer(new URL(url, "http://x").searchParams.get("term") ?? "")));
  vi.stubGlobal("fetch", fetchStub);
  window.innerWidth = 1280;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("SearchBar (spec §2.7 'Search bar')", () => {
  it("is a search form posting field q to its action, with the spec's placeholder and title", () => {
    renderBar();
    const form = screen.getByRole("search", { name: "Search" });
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/find/s");
    const input = box();
    expect(input.getAttribute("name")).toBe("q");
    expect(input.getAttribute("placeholder")).toBe("Event, artist or team");
    expect(input.getAttribute("title")).toBe("Search input");
    expect(input.getAttribute("maxlength")).toBe("2048");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(within(form).getByRole("button", { name: "Search" }).getAttribute("type")).toBe("submit");
    // 'A clear button appears when text is present' — and not before.
    expect(screen.queryByRole("button", { name: "Clear" })).toBeNull();
  });

  it("'A clear button appears when text is present': it empties the box and keeps focus there", async () => {
    const { user } = renderBar();
    await user.click(box());
    await user.keyboard("adele");
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect((box() as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(box());
    expect(screen.queryByRole("button", { name: "Clear" })).toBeNull();
  });

  it("asks for suggestions 1000 ms after the last keystroke (spec §9), once, with term, shstore, lang and the time-zone offset", async () => {
    const { user } = renderBar();
    await user.click(box());
    await user.keyboard("ad");
    act(() => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 100));
    await user.keyboard("e");
    act(() => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 100));
    expect(fetchStub).not.toHaveBeenCalled();
    await waitDebounce();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const url = new URL(fetchStub.mock.calls[0]![0], "http://x");
    expect(url.pathname).toBe("/bfx-content/api/search/suggest/v3");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      term: "ade",
      shstore: "1",
      lang: "en-US",
      timeZoneOffsetInMinutes: String(new Date().getTimezoneOffset()),
    });
  });

  it("shows every row in one listbox: grouped options, 'more events', popular searches and 'see all results'; announces how many", async () => {
    const { user } = renderBar();
    await user.click(box());
    await user.keyboard("adel");
    await waitDebounce();
    const listbox = screen.getByRole("listbox", { name: "Suggestions" });
    expect(box().getAttribute("aria-expanded")).toBe("true");
    expect(box().getAttribute("aria-controls")).toBe(listbox.id);
    expect(within(listbox).getAllByRole("group").map((g) => g.getAttribute("aria-label"))).toEqual(["Performers", "Events", "Popular searches", "Venues"]);
    expect(within(listbox).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Adele",
      "Adelaide Strikers",
      expect.stringContaining("Adele Live 1"),
      expect.stringContaining("Adele Live 2"),
      expect.stringContaining("Adele Live 3"),
      "More events",
      "Adele",
      "Adelphi TheatreLondon",
      "See all results for “adel”",
    ]);
    // An event shows its venue-local date, venue and city.
    expect(within(listbox).getAllByRole("option")[2]!.textContent).toMatch(/Mon, Mar 1, 2027.*8:00\s?PM · O2 Arena, London/);
    expect(within(within(listbox).getByRole("group", { name: "Popular searches" })).getByRole("option", { name: "Adele" })).toBeTruthy();
    // 2 performers, 3 events, 1 popular search, 1 venue: 7 suggestions (spec §9 counts popular searches).
    expect(screen.getByRole("status").textContent).toBe("7 suggestions. Use the up and down arrow keys to choose one.");
  });

  it("ArrowDown reaches every row in order — 'more events', the popular search, the footer included — then wraps (issue 21)", async () => {
    const { user } = renderBar();
    await user.click(box());
    await user.keyboard("adel");
    await waitDebounce();
    const options = screen.getAllByRole("option");
    // 2 performers, 3 events, 'more events', 1 popular search, 1 venue, 'see all results'.
    expect(options.map((o) => o.textContent)).toEqual(expect.arrayContaining(["More events", "See all results for “adel”"]));
    expect(options).toHaveLength(9);
    const visited: string[] = [];
    for (let i = 0; i < options.length; i++) {
      await user.keyboard("{ArrowDown}");
      const active = document.getElementById(box().getAttribute("aria-activedescendant") ?? "");
      expect(active?.getAttribute("aria-selected")).toBe("true");
      visited.push(active!.id);
    }
    expect(visited).toEqual(options.map((o) => o.id));
    await user.keyboard("{ArrowDown}");
    expect(box().getAttribute("aria-activedescendant")).toBe(options[0]!.id);
  });

  it.each([
    ["'more events'", 6, "/find/s/?q=adel"],
    ["a popular search", 7, "/find/s/?q=Adele"],
    ["the footer ('see all results')", 9, "/find/s/?q=adel"],
  ])("Enter on %s searches for its term and resets the search", async (_, downs, expected) => {
    const { user, where } = renderBar();
    await user.click(box());
    await user.keyboard("adel");
    await waitDebounce();
    await user.keyboard(`${"{ArrowDown}".repeat(downs)}{Enter}`);
    expect(where()).toBe(expected);
    expect((box() as HTMLInputElement).value).toBe("");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("a click on a popular search searches for it", async () => {
    const { user, where } = renderBar();
    await user.click(box());
    await user.keyboard("adel");
    await waitDebounce();
    await user.click(within(screen.getByRole("group", { name: "Popular searches" })).getByRole("option", { name: "Adele" }));
    expect(where()).toBe("/find/s/?q=Adele");
  });

  it("Down moves past the header to the first option, Up wraps to the last (aria-activedescendant)", async () => {
    const { user } = renderBar();
    await user.click(box());
    await user.keyboard("adel");
    await waitDebounce();
    const options = screen.getAllByRole("option");
    expect(box().hasAttribute("aria-activedescendant")).toBe(false);
    await user.keyboard("{ArrowDown}");
    expect(box().getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    expect(options[0]!.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(box());
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(box().getAttribute("aria-activedescendant")).toBe(options.at(-2)!.id);
  });

  it("Enter on a highlighted performer goes to its page and resets the search", async () => {
    const { user, where } = renderBar();
    await user.click(box());
    await user.keyboard("adel");
    await waitDebounce();
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    // The second performer's webURI had no leading slash: it got one (spec §2.7).
    expect(where()).toBe("/adelaide-strikers-tickets/performer/2/");
    expect((box() as HTMLInputElement).value).toBe("");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("a click on an option goes to its page; addresses go through formatTarget", async () => {
    const { user, where } = renderBar({ formatTarget: (path) => `/fr${path}` });
    await user.click(box());
    await user.keyboard("adel");
    await waitDebounce();
    await user.click(screen.getByRole("option", { name: /Adelphi Theatre/ }));
    expect(where()).toBe("/fr/adelphi-theatre-tickets/venue/7/");
  });

  it("without shstore and formatTarget it takes the store and the address formatting from the root loader (spec §2.1)", async () => {
    const { user, where } = renderBar(
      { shstore: undefined, locale: "fr-CA", action: "/fr/find/s" },
      { shstoreId: 8, defaultLocale: "en-CA", supportedLanguages: ["en-CA", "fr-CA"] },
    );
    await user.click(box());
    await user.keyboard("adel");
    await waitDebounce();
    expect(new URL(fetchStub.mock.calls[0]![0], "http://x").searchParams.get("shstore")).toBe("8");
    await user.keyboard("{ArrowDown}{Enter}");
    // The slug in the page's language (fr-CA "billets-…"), the language segment after it.
    expect(where()).toBe("/billets-adele/fr/performer/1/");
  });

  it("with a place chosen in the filter bar (root data suggestArea), suggest calls carry point and radius (spec §7)", async () => {
    const { user } = renderBar({}, { shstoreId: 1, suggestArea: { point: "30.27,-97.74", radius: 200 } });
    await user.click(box());
    await user.keyboard("adel");
    await waitDebounce();
    const params = new URL(fetchStub.mock.calls[0]![0], "http://x").searchParams;
    expect(params.get("point")).toBe("30.27,-97.74");
    expect(params.get("radius")).toBe("200");
    expect(params.get("timeZoneOffsetInMinutes")).toBe(String(new Date().getTimezoneOffset()));
  });

  it("Enter without a highlight submits the typed term, trimmed, to /find/s/?q={term}", async () => {
    const { user, where } = renderBar();
    await user.click(box());
    await user.keyboard("  taylor swift ");
    await user.keyboard("{Enter}");
    expect(where()).toBe("/find/s/?q=taylor%20swift");
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("the search button submits too; a blank term goes nowhere", async () => {
    const { user, where } = renderBar();
    await user.click(box());
    await user.keyboard("   ");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(where()).toBe("/");
    await user.clear(box());
    await user.keyboard("adele");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(where()).toBe("/find/s/?q=adele");
  });

  it("in the sell context, search goes to sell/performerSearch?q={term} and a performer to its sell-flow path (spec §2.3)", async () => {
    const { user, where } = renderBar({ action: "/sell/performerSearch", sellContext: true });
    await user.click(box());
    await user.keyboard("adel");
    await waitDebounce();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(where()).toBe("/sell/searchEvent?id=1&type=performer&q=adele");
    await user.click(box());
    await user.keyboard("adele{Enter}");
    expect(where()).toBe("/sell/performerSearch?q=adele");
  });

  it("'Escape clears the text and closes'", async () => {
    const { user } = renderBar();
    await user.click(box());
    await user.keyboard("adel");
    await waitDebounce();
    expect(screen.getByRole("listbox")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect((box() as HTMLInputElement).value).toBe("");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(box().getAttribute("aria-expanded")).toBe("false");
  });

  it("a stale request is aborted, and an answer for an older term is never shown", async () => {
    const pending: Array<{ term: string; signal: AbortSignal; resolve: (r: Response) => void }> = [];
    fetchStub.mockImplementation(
      (url: string, init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          pending.push({ term: new URL(url, "http://x").searchParams.get("term")!, signal: init!.signal!, resolve });
        }),
    );
    const { user } = renderBar();
    await user.click(box());
    await user.keyboard("ade");
    await waitDebounce();
    await user.keyboard("l");
    expect(pending[0]!.signal.aborted).toBe(true);
    // The old answer arrives anyway: it is dropped.
    await act(async () => pending[0]!.resolve(json(answer("ade"))));
    expect(screen.queryByRole("listbox")).toBeNull();
    await waitDebounce();
    expect(pending[1]!.term).toBe("adel");
    await act(async () => pending[1]!.resolve(json(answer("adel"))));
    expect(screen.getByRole("listbox")).toBeTruthy();
  });

  it("a failing suggest call shows nothing (spec §8)", async () => {
    fetchStub.mockResolvedValue(json({ error: { code: "UNAVAILABLE", message: "x", requestId: "r" } }, 503));
    const { user } = renderBar();
    await user.click(box());
    await user.keyboard("adel");
    await waitDebounce();
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("");
    // and typing on asks again
    await user.keyboard("e");
    await waitDebounce();
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it("a click outside closes the list (spec §4: expanded style, not a small screen), keeping the term", async () => {
    const { user } = renderBar();
    const outside = document.body.appendChild(document.createElement("p"));
    outside.textContent = "elsewhere";
    await user.click(box());
    await user.keyboard("adel");
    await waitDebounce();
    await user.click(outside);
    expect(screen.queryByRole("listbox")).toBeNull();
    expect((box() as HTMLInputElement).value).toBe("adel");
    // Focus again: the answer for the term is still there.
    await user.click(box());
    expect(screen.getByRole("listbox")).toBeTruthy();
    outside.remove();
  });
});

describe("SearchBar, modal style", () => {
  it("opens as a dialog from modalOpen, with the box focused, and tells the owner when it closes (close button)", async () => {
    const onModalClose = vi.fn();
    const { user } = renderBar({ variant: "modal", modalOpen: true, onModalClose });
    const dialog = await screen.findByRole("dialog", { name: "Search" });
    // No inline box in modal style: the only combobox is in the dialog.
    expect(screen.getAllByRole("combobox")).toHaveLength(1);
    expect(document.activeElement).toBe(within(dialog).getByRole("combobox", { name: "Search input" }));
    await user.keyboard("adel");
    await waitDebounce();
    expect(within(dialog).getByRole("listbox", { name: "Suggestions" })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onModalClose).toHaveBeenCalledTimes(1);
  });

  it("Escape in the modal clears and closes it", async () => {
    const onModalClose = vi.fn();
    const { user } = renderBar({ variant: "modal", modalOpen: true, onModalClose });
    await screen.findByRole("dialog", { name: "Search" });
    await user.keyboard("adel{Escape}");
    expect(onModalClose).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("the expanded style becomes a modal on a small screen when tapped (spec §2.7)", async () => {
    window.innerWidth = 375;
    const { user, where } = renderBar();
    await user.click(box());
    const dialog = await screen.findByRole("dialog", { name: "Search" });
    const modalBox = within(dialog).getByRole("combobox", { name: "Search input" });
    expect(document.activeElement).toBe(modalBox);
    await user.keyboard("adele{Enter}");
    expect(where()).toBe("/find/s/?q=adele");
  });
});
