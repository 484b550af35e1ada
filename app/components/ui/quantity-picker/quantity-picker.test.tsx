import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { QuantityPicker } from "./quantity-picker";

const field = () => screen.getByRole("spinbutton", { name: "Tickets" }) as HTMLInputElement;
const minus = () => screen.getByRole("button", { name: "Remove a ticket" }) as HTMLButtonElement;
const plus = () => screen.getByRole("button", { name: "Add a ticket" }) as HTMLButtonElement;
const names = { label: "Tickets", decrementLabel: "Remove a ticket", incrementLabel: "Add a ticket", locale: "en-US" };

describe("QuantityPicker", () => {
  it("shows a read-only, labelled spinbutton between the two buttons", () => {
    render(<QuantityPicker {...names} min={1} max={8} defaultValue={2} />);
    expect(field().readOnly).toBe(true);
    expect(field().value).toBe("2");
    expect(field().getAttribute("aria-valuenow")).toBe("2");
    expect(field().getAttribute("aria-valuemin")).toBe("1");
    expect(field().getAttribute("aria-valuemax")).toBe("8");
  });

  it("spec §5 defaults: min 0 and the safe-integer maximum are announced", () => {
    render(<QuantityPicker {...names} />);
    expect(field().getAttribute("aria-valuemin")).toBe("0");
    expect(field().getAttribute("aria-valuemax")).toBe(String(Number.MAX_SAFE_INTEGER));
    expect(field().value).toBe("0");
  });

  it.each([
    // spec §4 "Decrement disabled at the minimum, increment at the maximum"
    [1, true, false],
    [4, false, false],
    [8, false, true],
  ])("at %i of 1–8: decrement disabled %s, increment disabled %s", (value, minusOff, plusOff) => {
    render(<QuantityPicker {...names} min={1} max={8} defaultValue={value} />);
    expect(minus().disabled).toBe(minusOff);
    expect(plus().disabled).toBe(plusOff);
  });

  it.each([
    // spec §5 "value clamped to min and max", "non-numeric input becomes 0"
    [20, "8"],
    [-3, "1"],
    ["abc", "1"],
  ])("a value of %j is shown as %s within 1–8", (value, shown) => {
    render(<QuantityPicker {...names} min={1} max={8} value={value} />);
    expect(field().value).toBe(shown);
  });

  it("spec §5: ArrowUp and ArrowDown on the field step, typing changes nothing", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuantityPicker {...names} min={1} max={8} defaultValue={2} onChange={onChange} />);
    await user.tab(); // − button
    await user.tab();
    expect(document.activeElement).toBe(field());
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(field().value).toBe("4");
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.keyboard("{ArrowDown}");
    expect(field().value).toBe("3");
    await user.keyboard("7");
    expect(field().value).toBe("3");
  });

  it("spec §5: step is honoured and increment is blocked when value plus step exceeds max", async () => {
    const user = userEvent.setup();
    render(<QuantityPicker {...names} min={0} max={5} step={2} defaultValue={2} />);
    await user.click(plus());
    expect(field().value).toBe("4");
    expect(plus().disabled).toBe(true);
  });

  it("the buttons work from the keyboard; focus moves to the field when a button disables itself", async () => {
    const user = userEvent.setup();
    render(<QuantityPicker {...names} min={1} max={3} defaultValue={2} />);
    await user.tab();
    expect(document.activeElement).toBe(minus());
    await user.keyboard("{Enter}");
    expect(field().value).toBe("1");
    expect(minus().disabled).toBe(true);
    expect(document.activeElement).toBe(field());
    await user.tab();
    expect(document.activeElement).toBe(plus());
    await user.keyboard(" ");
    await user.keyboard(" ");
    expect(field().value).toBe("3");
    expect(document.activeElement).toBe(field());
  });

  it("formats the number for the locale", () => {
    render(<QuantityPicker {...names} locale="de-DE" defaultValue={12000} />);
    expect(field().value).toBe("12.000");
    expect(field().getAttribute("aria-valuenow")).toBe("12000");
  });
});
