import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NumberInput } from "./number-input";

const spin = (name = "Tickets") => screen.getByRole("spinbutton", { name }) as HTMLInputElement;
const decrease = () => screen.getByRole("button", { name: "Fewer tickets" }) as HTMLButtonElement;
const increase = () => screen.getByRole("button", { name: "More tickets" }) as HTMLButtonElement;
const labels = { decrementLabel: "Fewer tickets", incrementLabel: "More tickets" };

afterEach(() => {
  vi.useRealTimers();
});

describe("NumberInput (APG spinbutton)", () => {
  it("exposes value, min and max on a labelled spinbutton", () => {
    render(<NumberInput label="Tickets" min={1} max={8} defaultValue={2} locale="en-US" {...labels} />);
    expect(spin().getAttribute("aria-valuenow")).toBe("2");
    expect(spin().getAttribute("aria-valuemin")).toBe("1");
    expect(spin().getAttribute("aria-valuemax")).toBe("8");
    expect(spin().value).toBe("2");
  });

  it("announces the value formatted for the locale", () => {
    render(<NumberInput label="Tickets" defaultValue={1234.5} step={0.5} locale="de-DE" {...labels} />);
    expect(spin().getAttribute("aria-valuetext")).toBe("1.234,5");
  });

  it("ArrowUp/ArrowDown step, Home sets min, End sets max (spec §5)", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<NumberInput label="Tickets" min={1} max={9} step={2} defaultValue={5} onValueChange={onValueChange} {...labels} />);
    await user.tab();
    expect(document.activeElement).toBe(spin());
    await user.keyboard("{ArrowUp}");
    expect(spin().getAttribute("aria-valuenow")).toBe("7");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(spin().getAttribute("aria-valuenow")).toBe("3");
    await user.keyboard("{End}");
    expect(spin().value).toBe("9");
    expect(onValueChange).toHaveBeenLastCalledWith(9);
    await user.keyboard("{Home}");
    expect(spin().value).toBe("1");
    expect(onValueChange).toHaveBeenLastCalledWith(1);
  });

  it("clamps typed values to min and max when committed with Enter or blur (spec §5)", async () => {
    const user = userEvent.setup();
    render(<NumberInput label="Tickets" min={1} max={8} defaultValue={2} {...labels} />);
    await user.tab();
    await user.keyboard("{Backspace}20{Enter}");
    expect(spin().value).toBe("8");
    expect(spin().getAttribute("aria-valuenow")).toBe("8");
    await user.keyboard("{Backspace}0");
    await user.tab();
    expect(spin().value).toBe("1");
  });

  it("only lets digits through when min is 0 and the step whole", async () => {
    const user = userEvent.setup();
    render(<NumberInput label="Tickets" min={0} {...labels} />);
    await user.tab();
    await user.keyboard("-1.5a2");
    expect(spin().value).toBe("152");
  });

  it("rejects an entry exceeding max length (spec §5)", async () => {
    const user = userEvent.setup();
    render(<NumberInput label="Tickets" maxLength={3} {...labels} />);
    await user.tab();
    await user.keyboard("12345");
    expect(spin().value).toBe("123");
  });

  it("disables decrement at min and increment at max", async () => {
    const user = userEvent.setup();
    render(<NumberInput label="Tickets" min={1} max={2} defaultValue={1} {...labels} />);
    expect(decrease().disabled).toBe(true);
    expect(increase().disabled).toBe(false);
    await user.tab();
    await user.keyboard("{ArrowUp}");
    expect(decrease().disabled).toBe(false);
    expect(increase().disabled).toBe(true);
  });

  it("a click on a spin button steps once and keeps focus in the field", async () => {
    const user = userEvent.setup();
    render(<NumberInput label="Tickets" defaultValue={3} {...labels} />);
    await user.click(increase());
    expect(spin().value).toBe("4");
    expect(document.activeElement).toBe(spin());
    await user.click(decrease());
    await user.click(decrease());
    expect(spin().value).toBe("2");
  });

  // Holding is timed to the millisecond, so these two run on plain fake timers with synchronous
  // pointer events (user-event's async wrapper would wait on a timer that never fires).
  it("spec §9: a held spin button repeats after 500 ms, then every 40 ms, until released", () => {
    vi.useFakeTimers();
    render(<NumberInput label="Tickets" defaultValue={0} {...labels} />);
    fireEvent.pointerDown(increase(), { button: 0 });
    expect(spin().value).toBe("1");
    act(() => void vi.advanceTimersByTime(499));
    expect(spin().value).toBe("1");
    act(() => void vi.advanceTimersByTime(1));
    expect(spin().value).toBe("2");
    act(() => void vi.advanceTimersByTime(39));
    expect(spin().value).toBe("2");
    act(() => void vi.advanceTimersByTime(1));
    expect(spin().value).toBe("3");
    act(() => void vi.advanceTimersByTime(40 * 4));
    expect(spin().value).toBe("7");
    fireEvent.pointerUp(increase(), { button: 0 });
    act(() => void vi.advanceTimersByTime(1000));
    expect(spin().value).toBe("7");
  });

  it("a held spin button stops at the bound, and leaving the button stops it too", () => {
    vi.useFakeTimers();
    render(<NumberInput label="Tickets" defaultValue={0} max={3} {...labels} />);
    fireEvent.pointerDown(increase(), { button: 0 });
    act(() => void vi.advanceTimersByTime(2000));
    expect(spin().value).toBe("3");
    expect(increase().disabled).toBe(true);
    fireEvent.pointerDown(decrease(), { button: 0 });
    act(() => void vi.advanceTimersByTime(500));
    expect(spin().value).toBe("1");
    fireEvent.pointerLeave(decrease());
    act(() => void vi.advanceTimersByTime(1000));
    expect(spin().value).toBe("1");
  });

  it("ties an error message to the field", () => {
    render(<NumberInput label="Tickets" error="Choose between 1 and 8" {...labels} />);
    expect(spin().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("spinbutton", { description: "Choose between 1 and 8" })).toBe(spin());
  });
});
