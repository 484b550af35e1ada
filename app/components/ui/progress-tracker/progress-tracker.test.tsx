import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ProgressTracker, Stepper } from "./progress-tracker";
import type { TrackerStep } from "./progress-tracker-state";

const STEPS: TrackerStep[] = [{ label: "Tickets" }, { label: "Delivery" }, { label: "Payment", status: "error" }, { label: "Done" }];

describe("ProgressTracker", () => {
  it("marks the active step, states the overall status in words and fills the bar to the step", () => {
    render(<ProgressTracker steps={STEPS} active={2} labels={{ name: "Order progress" }} />);
    const list = screen.getByRole("list", { name: "Order progress" });
    const current = within(list).getAllByRole("listitem").find((li) => li.getAttribute("aria-current") === "step");
    expect(current?.textContent).toContain("Payment");
    // The active step failed: the overall status is the error, in words (not colour alone).
    expect(screen.getByText("Failed")).toBeTruthy();
    const bar = screen.getByRole("progressbar", { name: "Order progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("67");
    expect(bar.getAttribute("aria-valuetext")).toBe("Step 3 of 4: Payment");
  });

  it("fills the bar when the last step is active", () => {
    render(<ProgressTracker steps={STEPS} active={3} />);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    expect(screen.getByText("On track")).toBeTruthy();
  });

  it("marks every step but the active one for hiding on narrow screens, until the toggle expands them (keyboard)", async () => {
    const user = userEvent.setup();
    render(<ProgressTracker steps={STEPS} active={1} />);
    const toggle = screen.getByRole("button", { name: "Show all steps" });
    const hidden = () => screen.getAllByRole("listitem").filter((li) => li.hasAttribute("data-narrow-hidden")).length;
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(hidden()).toBe(3);
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Show the current step only" }).getAttribute("aria-expanded")).toBe("true");
    expect(hidden()).toBe(0);
    await user.keyboard(" ");
    expect(hidden()).toBe(3);
  });
});

describe("Stepper", () => {
  it("completes the steps before the value and makes the one at it current", () => {
    render(<Stepper label="Listing" steps={["Event", "Tickets", "Price"]} value={1} />);
    const items = within(screen.getByRole("list", { name: "Listing" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["✓Event (completed)", "2Tickets (current)", "3Price (not started)"]);
    expect(items[1]?.getAttribute("aria-current")).toBe("step");
  });

  it("caps a value past the end at the last step", () => {
    render(<Stepper label="Listing" steps={["Event", "Tickets", "Price"]} value={7} />);
    const items = screen.getAllByRole("listitem");
    expect(items[2]?.getAttribute("aria-current")).toBe("step");
    expect(items.filter((li) => li.getAttribute("aria-current")).length).toBe(1);
  });
});
