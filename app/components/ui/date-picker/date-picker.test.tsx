import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DatePicker, DateRangePicker, type DatePickerProps, type DateRangePickerProps } from "./date-picker";
import type { RangeValue } from "./date-picker-state";

const TODAY = "2026-12-05";

function Single({
  initial = null,
  onChange,
  ...props
}: Partial<DatePickerProps> & { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DatePicker
        label="Event date"
        today={TODAY}
        locale="en-GB"
        value={value}
        onChange={(v) => {
          onChange?.(v);
          setValue(v);
        }}
        {...props}
      />
      <output aria-label="Reported value">{value ?? "none"}</output>
    </>
  );
}

function Range({ initial = { start: null, end: null }, ...props }: Partial<DateRangePickerProps> & { initial?: RangeValue }) {
  const [value, setValue] = useState<RangeValue>(initial);
  return (
    <>
      <DateRangePicker label="Trip" today={TODAY} locale="en-GB" value={value} onChange={setValue} {...props} />
      <output aria-label="Reported range">{`${value.start ?? "none"} to ${value.end ?? "none"}`}</output>
    </>
  );
}

const field = (name = "Event date") => screen.getByRole("textbox", { name }) as HTMLInputElement;
const reported = () => screen.getByRole("status", { name: "Reported value" }).textContent;
const reportedRange = () => screen.getByRole("status", { name: "Reported range" }).textContent;
const opener = (name = "Choose date") => screen.getByRole("button", { name });

describe("DatePicker: typing (spec §5 'Date picker')", () => {
  it("a typed dd/mm/yy date is committed on blur and reported as year-month-day", async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.click(field());
    await user.keyboard("5/12/2026");
    await user.tab();
    expect(reported()).toBe("2026-12-05");
    expect(field().value).toBe("05/12/26");
  });

  it("Enter commits too; US English reads mm/dd/yy", async () => {
    const user = userEvent.setup();
    render(<Single locale="en-US" />);
    await user.click(field());
    await user.keyboard("12/05/26{Enter}");
    expect(reported()).toBe("2026-12-05");
  });

  it("the pattern is shown as the field's description", () => {
    render(<Single locale="en-US" />);
    expect(field().getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(field().getAttribute("aria-describedby")!)?.textContent).toBe("mm/dd/yy");
  });

  it("an impossible date (31/02/26) clears the field and the value, silently (spec §8)", async () => {
    const onInvalid = vi.fn();
    const user = userEvent.setup();
    render(<Single initial="2026-12-10" onInvalid={onInvalid} />);
    expect(field().value).toBe("10/12/26");
    await user.clear(field());
    await user.keyboard("31/02/26");
    await user.tab();
    expect(field().value).toBe("");
    expect(reported()).toBe("none");
    expect(onInvalid).toHaveBeenCalledWith(expect.objectContaining({ message: "Invalid date" }));
    expect(screen.queryByText(/invalid/i)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a malformed entry is cleared with its parse error", async () => {
    const onInvalid = vi.fn();
    const user = userEvent.setup();
    render(<Single onInvalid={onInvalid} />);
    await user.click(field());
    await user.keyboard("05-12-26{Enter}");
    expect(field().value).toBe("");
    expect(onInvalid).toHaveBeenCalledWith(expect.objectContaining({ message: "Unexpected literal at position 2" }));
  });

  it("keep-invalid: the typed text stays and the value is unchanged", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Single initial="2026-12-10" keepInvalid onChange={onChange} />);
    await user.clear(field());
    await user.keyboard("31/02/26");
    await user.tab();
    expect(field().value).toBe("31/02/26");
    expect(reported()).toBe("2026-12-10");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("a date outside min and max, or on a disabled weekday, is cleared", async () => {
    const user = userEvent.setup();
    render(<Single min="2026-12-01" max="2026-12-31" disabledWeekdays={[0]} />);
    await user.click(field());
    await user.keyboard("01/01/27{Enter}");
    expect(field().value).toBe("");
    await user.keyboard("06/12/26{Enter}"); // a Sunday
    expect(field().value).toBe("");
    await user.keyboard("07/12/26{Enter}");
    expect(reported()).toBe("2026-12-07");
  });

  it("with time on, the value carries HH:mm", async () => {
    const user = userEvent.setup();
    render(<Single showTime hourFormat="12" />);
    await user.click(field());
    await user.keyboard("05/12/26 02:30 PM{Enter}");
    expect(reported()).toBe("2026-12-05T14:30");
    expect(field().value).toBe("05/12/26 02:30 PM");
    await user.clear(field());
    await user.keyboard("05/12/26 13:30 PM{Enter}");
    expect(field().value).toBe("");
  });
});

describe("DatePicker: calendar dialog (APG date picker dialog)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("the button opens a modal calendar dialog with focus on the chosen day; Enter on a day fills the field and returns focus", async () => {
    const user = userEvent.setup();
    render(<Single initial="2026-12-10" />);
    expect(opener().getAttribute("aria-expanded")).toBe("false");
    await user.click(field());
    await user.tab();
    expect(document.activeElement).toBe(opener());
    await user.keyboard("{Enter}");
    const dialog = screen.getByRole("dialog", { name: "Choose date" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(opener().getAttribute("aria-expanded")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Thursday, 10 December 2026" })));
    await user.keyboard("{ArrowRight}{Enter}");
    expect(reported()).toBe("2026-12-11");
    expect(field().value).toBe("11/12/26");
    expect(document.activeElement).toBe(opener());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("Escape closes it and returns focus to the button; it leaves after the 100 ms exit (spec §9)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Single />);
    await user.click(opener());
    expect(screen.getByRole("dialog")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(document.activeElement).toBe(opener());
    expect(opener().getAttribute("aria-expanded")).toBe("false");
    act(() => vi.advanceTimersByTime(CLOSE_MARGIN));
    expect(screen.queryByRole("dialog")).not.toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(reported()).toBe("none");
  });

  it("Tab stays inside the dialog", async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.click(opener());
    const dialog = screen.getByRole("dialog");
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("the Close button closes it", async () => {
    const user = userEvent.setup();
    render(<Single closeLabel="Done" />);
    await user.click(opener());
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(document.activeElement).toBe(opener());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("days the field's rules refuse are disabled in the calendar, and cannot be picked", async () => {
    const user = userEvent.setup();
    render(<Single min="2026-12-03" disabledDates={["2026-12-08"]} />);
    await user.click(opener());
    const refused = screen.getByRole("button", { name: "Tuesday, 8 December 2026" });
    expect(refused.getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: "Wednesday, 2 December 2026" }).getAttribute("aria-disabled")).toBe("true");
    // The date picker is not the date filter: days before today are allowed when min allows them.
    expect(screen.getByRole("button", { name: "Thursday, 3 December 2026" }).getAttribute("aria-disabled")).toBeNull();
    await user.click(refused);
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(reported()).toBe("none");
  });
});

// Less than the 100 ms exit, with room for the real milliseconds shouldAdvanceTime lets through.
const CLOSE_MARGIN = 50;

describe("DateRangePicker (spec §5 'A range needs end after start')", () => {
  it("two labelled fields; an end before the start is cleared", async () => {
    const user = userEvent.setup();
    render(<Range />);
    expect(screen.getByRole("group", { name: "Trip" })).toBeTruthy();
    await user.click(field("Start date"));
    await user.keyboard("10/12/26");
    await user.tab();
    expect(document.activeElement).toBe(field("End date"));
    await user.keyboard("09/12/26");
    await user.tab();
    expect(field("End date").value).toBe("");
    expect(reportedRange()).toBe("2026-12-10 to none");
    await user.click(field("End date"));
    await user.keyboard("12/12/26{Enter}");
    expect(reportedRange()).toBe("2026-12-10 to 2026-12-12");
  });

  it("a start after the end clears the end", async () => {
    const user = userEvent.setup();
    render(<Range initial={{ start: "2026-12-10", end: "2026-12-12" }} />);
    await user.clear(field("Start date"));
    await user.keyboard("20/12/26{Enter}");
    expect(reportedRange()).toBe("2026-12-20 to none");
    expect(field("End date").value).toBe("");
  });

  it("in the calendar the user picks a start, then an end; both fill the fields and the dialog closes", async () => {
    const user = userEvent.setup();
    render(<Range />);
    await user.click(opener("Choose dates"));
    expect(screen.getByRole("dialog", { name: "Choose dates" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Saturday, 5 December 2026" })));
    await user.keyboard("{ArrowDown}{Enter}");
    expect(field("Start date").value).toBe("12/12/26");
    expect(screen.getByRole("dialog")).toBeTruthy();
    // Ends on or before the start are refused.
    expect(screen.getByRole("button", { name: "Saturday, 12 December 2026" }).getAttribute("aria-disabled")).toBe("true");
    await user.keyboard("{ArrowRight}{ArrowRight}{Enter}");
    expect(reportedRange()).toBe("2026-12-12 to 2026-12-14");
    expect(field("End date").value).toBe("14/12/26");
    expect(document.activeElement).toBe(opener("Choose dates"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("a range with only its start opens on choosing the end", async () => {
    const user = userEvent.setup();
    render(<Range initial={{ start: "2026-12-10", end: null }} />);
    await user.click(opener("Choose dates"));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Thursday, 10 December 2026" })));
    await user.keyboard("{ArrowRight}{ArrowRight}{Enter}");
    expect(reportedRange()).toBe("2026-12-10 to 2026-12-12");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
