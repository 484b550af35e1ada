import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOCATION_SEARCH_DEBOUNCE_MS } from "../../domain/constants";
import { CURRENT_LOCATION_FAILED_MESSAGE, GEOLOCATION_OPTIONS, GEOLOCATION_UNSUPPORTED_MESSAGE, type UserLocation } from "../../domain/location-filter";
import { LocationFilter, type LocationFilterLabels, type LocationFilterProps } from "./location-filter";

const LABELS: LocationFilterLabels = {
  where: "Where",
  everywhere: "Everywhere",
  currentLocation: "Use my current location",
  search: "Search a city",
  loading: "Loading…",
  noResults: "No cities found",
  apply: "Apply",
};

/** A locations/v3 entry as the BFF answers it. */
function city(geoNameId: number, name: string, state: string, stateCode: string, latitude: number, longitude: number, postalCode: string | null = null) {
  const short = `${name}, ${stateCode}`;
  return {
    geoNameId,
    postalCode,
    latitude,
    longitude,
    name,
    city: name,
    state,
    stateCode,
    country: "United States",
    countryCode: "US",
    population: 1000,
    timeZone: "America/Chicago",
    displayName: { short, full: `${name}, ${state}, United States` },
  };
}

const AUSTIN_TX = city(4671654, "Austin", "Texas", "TX", 30.26715, -97.74306, "78701");
const AUSTIN_MN = city(5016024, "Austin", "Minnesota", "MN", 43.66663, -92.97464);
const DALLAS = city(4684888, "Dallas", "Texas", "TX", 32.78306, -96.80667);
const ROUND_ROCK = city(4724129, "Round Rock", "Texas", "TX", 30.50826, -97.6789);
const DENVER = city(5419384, "Denver", "Colorado", "CO", 39.73915, -104.9847);

const AUSTIN_TX_LOCATION: UserLocation = { geoNameId: 4671654, name: "Austin, TX", latitude: 30.26715, longitude: -97.74306, postalCode: "78701" };

type FetchStub = ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let fetchStub: FetchStub;
/** What locations/v3 answers, by mode; a Response for a failure. */
let answers: { q: Record<string, unknown[]>; point: unknown[] | Response; ip: unknown[] | Response };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function answerFor(url: string): Response {
  const query = new URL(url, "http://x").searchParams;
  const pick = (answer: unknown[] | Response) => (answer instanceof Response ? answer : json({ locations: answer }));
  if (query.has("point")) return pick(answers.point);
  if (query.get("ipDetect") === "true") return pick(answers.ip);
  return json({ locations: answers.q[query.get("q") ?? ""] ?? [] });
}

const calls = () => fetchStub.mock.calls.map(([url]) => Object.fromEntries(new URL(url, "http://x").searchParams));

function stubGeolocation(answer: (success: PositionCallback, failure: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) =>
    answer(success, failure!),
  );
  Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

const granted = (latitude: number, longitude: number) => (success: PositionCallback) =>
  success({ coords: { latitude, longitude, accuracy: 5000 }, timestamp: 0 } as GeolocationPosition);
const refused = (code: number) => (_: PositionCallback, failure: PositionErrorCallback) =>
  failure({ code, message: "refused", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);

function renderFilter(props: Partial<LocationFilterProps> = {}) {
  const onSelect = vi.fn<(location: UserLocation | null) => void>();
  const all: LocationFilterProps = { labels: LABELS, selected: null, shstore: 1, locale: "en-US", onSelect, fallback: null, ...props };
  const view = render(<LocationFilter {...all} />);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { user, onSelect: (props.onSelect as typeof onSelect | undefined) ?? onSelect, rerender: (next: Partial<LocationFilterProps>) => view.rerender(<LocationFilter {...all} {...next} />) };
}

const whereButton = () => screen.getByRole("button", { name: /^Where: / });
const searchBox = () => screen.getByRole("combobox", { name: "Search a city" });
const optionNames = () => within(screen.getByRole("listbox")).getAllByRole("option").map((o) => o.textContent);

/** Past the debounce, and the stubbed answer read. */
async function waitDebounce() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(LOCATION_SEARCH_DEBOUNCE_MS);
  });
}
/** Lets pending fetches and their JSON resolve. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  answers = { q: { aus: [AUSTIN_TX, AUSTIN_MN], dal: [DALLAS] }, point: [ROUND_ROCK], ip: [DENVER] };
  fetchStub = vi.fn(async (url: string) => answerFor(url));
  vi.stubGlobal("fetch", fetchStub);
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  warn.mockRestore();
  delete (navigator as { geolocation?: unknown }).geolocation;
});

describe("LocationFilter (spec §4 'Location filter')", () => {
  it("is a button named by its label and the applied location, which opens a panel with the search field and $0 first", async () => {
    const { user } = renderFilter({ selected: AUSTIN_TX_LOCATION });
    const button = screen.getByRole("button", { name: "Where: Austin, TX" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("combobox")).toBeNull();

    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("dialog", { name: "Where" })).toBeTruthy();
    expect(document.activeElement).toBe(searchBox());
    expect(searchBox().getAttribute("placeholder")).toBe("Search a city");
    expect(optionNames()).toEqual(["Use my current location", "Everywhere"]);
  });

  it("shows Everywhere on the button and offers no Everywhere row while nothing is chosen", async () => {
    const { user } = renderFilter();
    await user.click(screen.getByRole("button", { name: "Where: Everywhere" }));
    expect(optionNames()).toEqual(["Use my current location"]);
  });

  it("searches 300 ms after the last keystroke (spec §9), once, with q, shstore and the spec's rows, unit and sort, and lists short names", async () => {
    const { user } = renderFilter();
    await user.click(whereButton());
    await user.type(searchBox(), "au");
    act(() => vi.advanceTimersByTime(LOCATION_SEARCH_DEBOUNCE_MS - 100));
    await user.type(searchBox(), "s");
    act(() => vi.advanceTimersByTime(LOCATION_SEARCH_DEBOUNCE_MS - 100));
    expect(fetchStub).not.toHaveBeenCalled();
    // While it waits, a 'loading' row stands in for the results.
    expect(screen.getByRole("option", { name: "Loading…" }).getAttribute("aria-disabled")).toBe("true");

    await waitDebounce();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(new URL(url, "http://x").pathname).toBe("/bfx-content/api/search/locations/v3");
    expect(calls()[0]).toEqual({ q: "aus", rows: "5", unit: "mi", sort: "population desc", shstore: "1" });
    expect(new Headers(init?.headers).get("accept-language")).toBe("en-US");
    expect(optionNames()).toEqual(["Use my current location", "Austin, TX", "Austin, MN"]);
  });

  it.each([
    ["spaces only", "   "],
    ["nothing", ""],
  ])("does not search for %s (spec §5 'at least 1 character')", async (_, text) => {
    const { user } = renderFilter();
    await user.click(whereButton());
    if (text) await user.type(searchBox(), text);
    await waitDebounce();
    expect(fetchStub).not.toHaveBeenCalled();
    expect(optionNames()).toEqual(["Use my current location"]);
  });

  it("aborts a stale search and applies only the answer for the current text", async () => {
    let releaseAus: () => void = () => {};
    fetchStub.mockImplementation((url: string) => {
      if (new URL(url, "http://x").searchParams.get("q") !== "aus") return Promise.resolve(answerFor(url));
      // The answer for "aus" arrives late, whatever its signal says.
      return new Promise<Response>((resolve) => {
        releaseAus = () => resolve(answerFor(url));
      });
    });
    const { user } = renderFilter();
    await user.click(whereButton());
    await user.type(searchBox(), "aus");
    await waitDebounce();
    const ausSignal = fetchStub.mock.calls[0]![1]?.signal;
    expect(ausSignal?.aborted).toBe(false);

    await user.clear(searchBox());
    await user.type(searchBox(), "dal");
    expect(ausSignal?.aborted).toBe(true);
    await waitDebounce();
    await act(async () => releaseAus());
    await settle();
    expect(optionNames()).toEqual(["Use my current location", "Dallas, TX"]);
  });

  it("says so when nothing matches, and keeps $0", async () => {
    const { user } = renderFilter();
    await user.click(whereButton());
    await user.type(searchBox(), "zzz");
    await waitDebounce();
    expect(screen.getByRole("status").textContent).toBe("No cities found");
    expect(optionNames()).toEqual(["Use my current location"]);
  });

  it("a failed search shows nothing and logs only", async () => {
    fetchStub.mockResolvedValue(json({ error: { code: "UNAVAILABLE" } }, 503));
    const { user } = renderFilter();
    await user.click(whereButton());
    await user.type(searchBox(), "aus");
    await waitDebounce();
    expect(optionNames()).toEqual(["Use my current location"]);
    expect(screen.getByRole("status").textContent).toBe("");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("could not search locations"));
  });

  it("arrow keys move the highlight (wrapping) and Enter selects: onSelect gets the UserLocation, the panel closes, focus returns", async () => {
    const { user, onSelect } = renderFilter();
    await user.click(whereButton());
    await user.type(searchBox(), "aus");
    await waitDebounce();

    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("option", { name: "Use my current location" }).getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowUp}");
    const last = screen.getByRole("option", { name: "Austin, MN" });
    expect(last.getAttribute("aria-selected")).toBe("true");
    expect(searchBox().getAttribute("aria-activedescendant")).toBe(last.id);
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");

    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(AUSTIN_TX_LOCATION);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(whereButton());
    expect(screen.getByRole("button", { name: "Where: Austin, TX" })).toBe(whereButton());
  });

  it("Enter with nothing highlighted chooses nothing", async () => {
    const { user, onSelect } = renderFilter();
    await user.click(whereButton());
    await user.type(searchBox(), "aus");
    await waitDebounce();
    await user.keyboard("{Enter}");
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("a click on a result selects it", async () => {
    const { user, onSelect } = renderFilter();
    await user.click(whereButton());
    await user.type(searchBox(), "dal");
    await waitDebounce();
    await user.click(screen.getByRole("option", { name: "Dallas, TX" }));
    expect(onSelect).toHaveBeenCalledWith({ geoNameId: 4684888, name: "Dallas, TX", latitude: 32.78306, longitude: -96.80667 });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("Escape closes and returns focus to the button", async () => {
    const { user, onSelect } = renderFilter();
    await user.click(whereButton());
    await user.type(searchBox(), "aus");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(whereButton().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(whereButton());
    await waitDebounce();
    // The pending search was dropped with the panel.
    expect(fetchStub).not.toHaveBeenCalled();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("a click outside closes without choosing", async () => {
    const { user, onSelect } = renderFilter();
    await user.click(whereButton());
    await user.click(document.body);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("the Everywhere row clears the choice: onSelect(null)", async () => {
    const { user, onSelect } = renderFilter({ selected: AUSTIN_TX_LOCATION });
    await user.click(whereButton());
    await user.keyboard("{ArrowUp}{Enter}");
    expect(onSelect).toHaveBeenCalledWith(null);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Where: Everywhere" })).toBe(document.activeElement);
  });

  it("follows the page's location when it changes from outside", () => {
    const { rerender } = renderFilter();
    rerender({ selected: AUSTIN_TX_LOCATION });
    expect(screen.getByRole("button", { name: "Where: Austin, TX" })).toBeTruthy();
  });
});

describe("LocationFilter: current location $0 (spec §4, §8, §9 'Geolocation')", () => {
  it("asks the browser with the spec's options, names the position through locations/v3 by point and selects that city", async () => {
    const getCurrentPosition = stubGeolocation(granted(30.5, -97.7));
    const { user, onSelect } = renderFilter();
    await user.click(whereButton());
    await user.click(screen.getByRole("option", { name: "Use my current location" }));
    await settle();

    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(getCurrentPosition.mock.calls[0]![2]).toEqual(GEOLOCATION_OPTIONS);
    expect(calls()).toEqual([{ point: "30.500000,-97.700000", radius: "3000", rows: "1", unit: "mi", sort: "distance asc", shstore: "1" }]);
    expect(onSelect).toHaveBeenCalledWith({ geoNameId: 4724129, name: "Round Rock, TX", latitude: 30.50826, longitude: -97.6789 });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(whereButton());
    expect(warn).not.toHaveBeenCalled();
  });

  it("shows only the 'loading' row while the browser answers", async () => {
    stubGeolocation(() => {});
    const { user } = renderFilter({ selected: AUSTIN_TX_LOCATION });
    await user.click(whereButton());
    await user.keyboard("{ArrowDown}{Enter}");
    expect(optionNames()).toEqual(["Loading…"]);
  });

  it("a click outside while $0 resolves closes, leaves focus alone and drops the browser's late answer", async () => {
    let answer: () => void = () => {};
    stubGeolocation((success) => {
      answer = () => granted(30.5, -97.7)(success);
    });
    const { user, onSelect } = renderFilter();
    await user.click(whereButton());
    await user.keyboard("{ArrowDown}{Enter}");
    const buttonFocused = vi.fn();
    whereButton().addEventListener("focus", buttonFocused);
    await user.click(document.body);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(buttonFocused).not.toHaveBeenCalled();

    await act(async () => answer());
    await settle();
    expect(fetchStub).not.toHaveBeenCalled();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it.each([
    ["denied", refused(1)],
    ["timed out", refused(3)],
  ])("geolocation %s: falls back to the IP lookup (ipDetect=true) and selects its city", async (_, answer) => {
    stubGeolocation(answer);
    const { user, onSelect } = renderFilter();
    await user.click(whereButton());
    await user.keyboard("{ArrowDown}{Enter}");
    await settle();
    expect(calls()).toEqual([{ ipDetect: "true", rows: "5", unit: "mi", sort: "distance asc", shstore: "1" }]);
    expect(onSelect).toHaveBeenCalledWith({ geoNameId: 5419384, name: "Denver, CO", latitude: 39.73915, longitude: -104.9847 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(CURRENT_LOCATION_FAILED_MESSAGE));
  });

  it("no geolocation in the browser: logs the unsupported message and uses the IP lookup", async () => {
    const { user, onSelect } = renderFilter();
    await user.click(whereButton());
    await user.keyboard("{ArrowDown}{Enter}");
    await settle();
    expect(calls().map((c) => c.ipDetect)).toEqual(["true"]);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: "Denver, CO" }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(GEOLOCATION_UNSUPPORTED_MESSAGE));
  });

  it("a failing nearby call falls back to the IP lookup", async () => {
    stubGeolocation(granted(30.5, -97.7));
    answers.point = json({ error: { code: "UNAVAILABLE" } }, 503);
    const { user, onSelect } = renderFilter();
    await user.click(whereButton());
    await user.keyboard("{ArrowDown}{Enter}");
    await settle();
    expect(calls().map((c) => (c.point ? "point" : c.ipDetect ? "ipDetect" : "?"))).toEqual(["point", "ipDetect"]);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: "Denver, CO" }));
  });

  it("both failing: closes silently, chooses nothing, shows no message", async () => {
    stubGeolocation(refused(1));
    answers.ip = json({ error: { code: "UNAVAILABLE" } }, 503);
    const { user, onSelect } = renderFilter();
    await user.click(whereButton());
    await user.keyboard("{ArrowDown}{Enter}");
    await settle();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
    expect(document.body.textContent).not.toContain(CURRENT_LOCATION_FAILED_MESSAGE);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(CURRENT_LOCATION_FAILED_MESSAGE));
    expect(screen.getByRole("button", { name: "Where: Everywhere" })).toBe(whereButton());
  });

  it("selecting $0 when the applied location came from $0 just closes", async () => {
    const getCurrentPosition = stubGeolocation(granted(30.5, -97.7));
    const { user, onSelect, rerender } = renderFilter();
    await user.click(whereButton());
    await user.keyboard("{ArrowDown}{Enter}");
    await settle();
    expect(onSelect).toHaveBeenCalledTimes(1);
    // The integrator applies the choice: the page's location is now that city.
    rerender({ selected: onSelect.mock.calls[0]![0] });

    await user.click(whereButton());
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});

describe("LocationFilter without JavaScript", () => {
  /** The server's HTML: effects never run there, so this is the page before hydration. */
  function serverRender(props: Partial<LocationFilterProps>) {
    const html = renderToString(<LocationFilter labels={LABELS} selected={null} shstore={1} locale="en-US" onSelect={() => {}} fallback={null} {...props} />);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    return { html, container };
  }
  afterEach(() => document.body.replaceChildren());

  it("is a GET form with a labelled pbG text field holding the applied name, the hidden fields and an Apply button", () => {
    const { container } = serverRender({
      selected: AUSTIN_TX_LOCATION,
      fallback: { action: "/explore", name: "pbG", hidden: [["pbD", "w"], ["pbG", "Old"], ["q", "rock"]] },
    });
    const form = container.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/explore");
    const field = within(container).getByRole("textbox", { name: "Where" }) as HTMLInputElement;
    expect(field.name).toBe("pbG");
    expect(field.value).toBe("Austin, TX");
    expect(within(container).getByRole("button", { name: "Apply" }).getAttribute("type")).toBe("submit");
    expect(within(container).queryByRole("combobox")).toBeNull();
    // The hidden copy of pbG is left out: the field carries it.
    expect([...new FormData(form).entries()]).toEqual([
      ["pbD", "w"],
      ["q", "rock"],
      ["pbG", "Austin, TX"],
    ]);
  });

  it("renders nothing without a fallback", () => {
    expect(serverRender({ fallback: null }).html).toBe("");
  });
});
