import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cssValue, installSheets } from "../css-values.test-support";
import { Tooltip, TOOLTIP_HIDE_DELAY_MS } from "./tooltip";

function Page({ onContainerEscape = () => {} }: { onContainerEscape?: () => void }) {
  return (
    <div onKeyDown={(e) => e.key === "Escape" && onContainerEscape()}>
      <button type="button">Before</button>
      <Tooltip content="Prices may vary from face value">
        <button type="button" aria-describedby="extra">
          Price info
        </button>
      </Tooltip>
      <span id="extra">Includes fees.</span>
      <button type="button">After</button>
    </div>
  );
}

const trigger = () => screen.getByRole("button", { name: "Price info" });
const description = (el: HTMLElement) =>
  (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ");

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});
const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe("Tooltip (APG tooltip; spec §9 'Tooltip', layer tooltip 1100)", () => {
  it("describes its trigger, keeping the trigger's own description, and is hidden at first", () => {
    render(<Page />);
    expect(description(trigger())).toBe("Includes fees. Prices may vary from face value");
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("shows on keyboard focus and hides on blur", async () => {
    const user = setup();
    render(<Page />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(trigger());
    const tooltip = screen.getByRole("tooltip");
    expect(tooltip.textContent).toBe("Prices may vary from face value");
    installSheets("tooltip/tooltip.css");
    expect(cssValue(tooltip, "z-index")).toBe("1100");
    await user.tab();
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("hides on Escape, keeps focus on the trigger, and the Escape does not reach a dialog around it", async () => {
    const user = setup();
    const containerEscape = vi.fn();
    render(<Page onContainerEscape={containerEscape} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole("tooltip")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(document.activeElement).toBe(trigger());
    expect(containerEscape).not.toHaveBeenCalled();
    await user.keyboard("{Escape}"); // nothing left to dismiss: the container gets it
    expect(containerEscape).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["with room above: top, 16 px above the trigger", 300, "top", { left: "120px", top: "284px" }],
    ["at the top of the viewport: falls back to the right", 0, "right", { left: "156px", top: "20px" }],
  ])("is placed by placeTooltip %s", async (_name, y, placement, style) => {
    // jsdom has no layout: put the trigger (and its wrapper) at x 100, the given y, 40 × 40.
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(DOMRect.fromRect({ x: 100, y, width: 40, height: 40 }));
    const user = setup();
    render(<Page />);
    await user.hover(trigger());
    const tooltip = screen.getByRole("tooltip");
    expect(tooltip.getAttribute("data-placement")).toBe(placement);
    expect({ left: tooltip.style.left, top: tooltip.style.top }).toEqual(style);
    vi.restoreAllMocks();
  });

  it("shows on hover and hides shortly after the pointer leaves", async () => {
    const user = setup();
    render(<Page />);
    await user.hover(trigger());
    expect(screen.getByRole("tooltip")).toBeTruthy();
    await user.unhover(trigger());
    expect(screen.getByRole("tooltip")).toBeTruthy();
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_DELAY_MS));
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("stays while the pointer moves onto the tooltip itself (WCAG 1.4.13 hoverable)", async () => {
    const user = setup();
    render(<Page />);
    await user.hover(trigger());
    const tooltip = screen.getByRole("tooltip");
    await user.hover(tooltip);
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_DELAY_MS * 3));
    expect(screen.getByRole("tooltip")).toBeTruthy();
  });

  it("hides on Escape while only hovered", async () => {
    const user = setup();
    render(<Page />);
    await user.hover(trigger());
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("open forces it shown, whatever the pointer does", async () => {
    const user = setup();
    render(
      <Tooltip content="Lowest price" open>
        <button type="button">Price</button>
      </Tooltip>,
    );
    expect(screen.getByRole("tooltip").textContent).toBe("Lowest price");
    await user.hover(screen.getByRole("button", { name: "Price" }));
    await user.unhover(screen.getByRole("button", { name: "Price" }));
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_DELAY_MS * 2));
    expect(screen.getByRole("tooltip")).toBeTruthy();
  });
});
