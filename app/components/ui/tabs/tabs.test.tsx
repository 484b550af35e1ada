import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tabs, type TabItem } from "./tabs";
import { cssValue, installSheets } from "../css-values.test-support";
import { TABS_SCROLL_MS } from "./tabs-state";

const TABS: TabItem[] = [
  { id: "concerts", label: "Concerts", content: <p>Concert listings</p> },
  { id: "sports", label: "Sports", content: <p>Sports listings</p> },
  { id: "vip", label: "VIP", content: <p>VIP listings</p>, disabled: true },
  { id: "theatre", label: "Theatre", content: <p>Theatre listings</p> },
];

const tab = (name: string) => screen.getByRole("tab", { name });
const shownPanel = () => screen.getByRole("tabpanel");

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});
const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

async function focusTabs(user: ReturnType<typeof setup>) {
  await user.tab();
  return document.activeElement;
}

describe("Tabs (APG tabs, automatic activation; spec §9 'tabs scroll 300 ms; tabs min height 48')", () => {
  it("shows the selected tab's panel, labelled by its tab, with a roving tabindex", () => {
    render(<Tabs label="Categories" tabs={TABS} defaultSelectedId="sports" />);
    expect(screen.getByRole("tablist", { name: "Categories" })).toBeTruthy();
    expect(tab("Sports").getAttribute("aria-selected")).toBe("true");
    expect(TABS.map((t) => tab(t.label as string).tabIndex)).toEqual([-1, 0, -1, -1]);
    const panel = screen.getByRole("tabpanel", { name: "Sports" });
    expect(panel.textContent).toBe("Sports listings");
    expect(tab("Sports").getAttribute("aria-controls")).toBe(panel.id);
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
  });

  it("Tab enters on the selected tab, then goes to its panel", async () => {
    const user = setup();
    render(<Tabs label="Categories" tabs={TABS} defaultSelectedId="sports" />);
    expect(await focusTabs(user)).toBe(tab("Sports"));
    await user.tab();
    expect(document.activeElement).toBe(shownPanel());
  });

  it("ArrowRight and ArrowLeft move focus and select at once, wrapping and skipping the disabled tab", async () => {
    const user = setup();
    const onChange = vi.fn();
    render(<Tabs label="Categories" tabs={TABS} onChange={onChange} />);
    await focusTabs(user);
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(tab("Sports"));
    expect(shownPanel().textContent).toBe("Sports listings");
    await user.keyboard("{ArrowRight}"); // VIP is disabled
    expect(document.activeElement).toBe(tab("Theatre"));
    expect(tab("Theatre").getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowRight}"); // wraps
    expect(document.activeElement).toBe(tab("Concerts"));
    await user.keyboard("{ArrowLeft}"); // wraps back
    expect(document.activeElement).toBe(tab("Theatre"));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(["sports", "theatre", "concerts", "theatre"]);
  });

  it("Home and End select the first and last tabs", async () => {
    const user = setup();
    render(<Tabs label="Categories" tabs={TABS} defaultSelectedId="sports" />);
    await focusTabs(user);
    await user.keyboard("{End}");
    expect(shownPanel().textContent).toBe("Theatre listings");
    await user.keyboard("{Home}");
    expect(shownPanel().textContent).toBe("Concert listings");
    expect(document.activeElement).toBe(tab("Concerts"));
  });

  it("a disabled tab cannot be selected by click", async () => {
    const user = setup();
    render(<Tabs label="Categories" tabs={TABS} />);
    await user.click(tab("VIP"));
    expect(shownPanel().textContent).toBe("Concert listings");
  });

  it("tabs are at least 48 px tall", () => {
    render(<Tabs label="Categories" tabs={TABS} />);
    installSheets("tabs/tabs.css");
    expect(cssValue(tab("Concerts"), "min-height")).toBe("48px");
    expect(tab("Concerts").hasAttribute("style")).toBe(false);
  });

  it("scrolls an overflowing tab list to the selected tab smoothly over 300 ms", async () => {
    const user = setup();
    render(<Tabs label="Categories" tabs={TABS} />);
    // jsdom has no layout: a 200 px wide list of 100 px tabs side by side.
    const list = screen.getByRole("tablist");
    Object.defineProperty(list, "clientWidth", { value: 200 });
    TABS.forEach((t, i) => {
      Object.defineProperty(tab(t.label as string), "offsetLeft", { value: i * 100 });
      Object.defineProperty(tab(t.label as string), "offsetWidth", { value: 100 });
    });
    await focusTabs(user);
    await user.keyboard("{End}"); // Theatre spans 300–400: the list must scroll to 200
    act(() => vi.advanceTimersByTime(TABS_SCROLL_MS / 2));
    expect(list.scrollLeft).toBeGreaterThan(0);
    expect(list.scrollLeft).toBeLessThan(200);
    act(() => vi.advanceTimersByTime(TABS_SCROLL_MS));
    expect(list.scrollLeft).toBe(200);
    await user.keyboard("{Home}");
    act(() => vi.advanceTimersByTime(TABS_SCROLL_MS + 20));
    expect(list.scrollLeft).toBe(0);
  });

  it("can be controlled by its owner", async () => {
    const user = setup();
    const onChange = vi.fn();
    render(<Tabs label="Categories" tabs={TABS} selectedId="concerts" onChange={onChange} />);
    await focusTabs(user);
    await user.keyboard("{ArrowRight}");
    expect(onChange).toHaveBeenCalledWith("sports");
    expect(shownPanel().textContent).toBe("Concert listings");
  });
});
