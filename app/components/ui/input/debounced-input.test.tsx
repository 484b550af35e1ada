import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEBOUNCE_INPUT_MS } from "./debounce";
import { DebouncedInput } from "./debounced-input";

const box = () => screen.getByRole("searchbox", { name: "Search events" });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("DebouncedInput", () => {
  it("reports the text once typing has paused for the delay (default 500 ms)", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onDebouncedChange = vi.fn();
    render(<DebouncedInput label="Search events" onDebouncedChange={onDebouncedChange} />);
    await user.tab();
    await user.keyboard("adele");
    // The fake clock also follows real time (shouldAdvanceTime), hence the margins around 500 ms.
    expect(onDebouncedChange).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(DEBOUNCE_INPUT_MS - 150));
    expect(onDebouncedChange).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(150));
    expect(onDebouncedChange).toHaveBeenCalledTimes(1);
    expect(onDebouncedChange).toHaveBeenCalledWith("adele");
  });

  it("takes its delay from a prop", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onDebouncedChange = vi.fn();
    render(<DebouncedInput label="Search events" delay={100} onDebouncedChange={onDebouncedChange} />);
    await user.tab();
    await user.keyboard("u2");
    act(() => void vi.advanceTimersByTime(100));
    expect(onDebouncedChange).toHaveBeenCalledWith("u2");
    expect(onDebouncedChange).toHaveBeenCalledTimes(1);
  });

  it("spec §5: stays quiet below its minimum length and reports once it is reached", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onDebouncedChange = vi.fn();
    render(<DebouncedInput label="Search events" minLength={3} onDebouncedChange={onDebouncedChange} />);
    await user.tab();
    await user.keyboard("ad");
    act(() => void vi.advanceTimersByTime(2000));
    expect(onDebouncedChange).not.toHaveBeenCalled();
    await user.keyboard("e");
    act(() => void vi.advanceTimersByTime(DEBOUNCE_INPUT_MS));
    expect(onDebouncedChange).toHaveBeenCalledWith("ade");
  });

  it("spec §5: Enter reports at once, without waiting and without a second report later", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onDebouncedChange = vi.fn();
    render(<DebouncedInput label="Search events" minLength={3} onDebouncedChange={onDebouncedChange} />);
    await user.tab();
    await user.keyboard("u2{Enter}");
    expect(onDebouncedChange).toHaveBeenCalledWith("u2");
    await user.keyboard("{Enter}");
    act(() => void vi.advanceTimersByTime(2000));
    expect(onDebouncedChange).toHaveBeenCalledTimes(1);
  });

  it("spec §5: leaving the field reports at once", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onDebouncedChange = vi.fn();
    render(<DebouncedInput label="Search events" onDebouncedChange={onDebouncedChange} />);
    await user.tab();
    await user.keyboard("opera");
    await user.tab();
    expect(onDebouncedChange).toHaveBeenCalledWith("opera");
    act(() => void vi.advanceTimersByTime(2000));
    expect(onDebouncedChange).toHaveBeenCalledTimes(1);
  });

  it("reports clearing the field", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onDebouncedChange = vi.fn();
    render(<DebouncedInput label="Search events" defaultValue="jazz" minLength={3} onDebouncedChange={onDebouncedChange} />);
    await user.click(box());
    await user.clear(box());
    act(() => void vi.advanceTimersByTime(DEBOUNCE_INPUT_MS));
    expect(onDebouncedChange).toHaveBeenCalledWith("");
  });
});
