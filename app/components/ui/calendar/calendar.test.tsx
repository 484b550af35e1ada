import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Calendar, type CalendarProps } from "./calendar";
import { EMPTY_RANGE, EMPTY_SINGLE, type CalendarSelection } from "./calendar-state";

// Today is Saturday 5 December 2026.
const TODAY = "2026-12-05";

function Harness({
  initial = EMPTY_RANGE,
  onComplete,
  ...props
}: Partial<CalendarProps> & { initial?: CalendarSelection }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <button type="button">Before</button>
      {/* The grid tests below were written for Sunday-first weeks; the locale's own first day has its own test. */}
      <Calendar today={TODAY} locale="en-GB" weekStartsOn={0} value={value} onChange={setValue} onComplete={onComplete} {...props} />
    </>
  );
}

const day = (name: string) => screen.getByRole("button", { name });
const heading = () => screen.getByRole("heading");
// A td of the role=grid table is a gridcell by the table's role (browsers compute it so); jsdom's
// role table maps every td to "cell", so the days are found as cells of the grid here.
const selectedDays = () =>
  screen
    .getAllByRole("cell")
    .filter((c) => c.closest('[role="grid"]') && c.getAttribute("aria-selected") === "true")
    .map((c) => c.textContent);
const previousMonth = () => screen.getByRole("button", { name: "Previous month" });
const nextMonth = () => screen.getByRole("button", { name: "Next month" });

/** Tab from the button before the calendar into the grid (the previous-month button may be disabled). */
async function tabIntoGrid(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Before" }));
  while (!document.activeElement?.closest("table")) await user.tab();
}

describe("Calendar: APG date picker grid", () => {
  it("shows the month as a live heading labelling the grid", () => {
    render(<Harness />);
    expect(heading().textContent).toBe("December 2026");
    expect(heading().getAttribute("aria-live")).toBe("polite");
    expect(screen.getByRole("grid", { name: "December 2026" })).toBeTruthy();
  });

  it.each([
    // Issue 21: the German, Polish and Finnish stores start their weeks on Monday, the US on Sunday.
    ["de-DE", ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]],
    ["pl-PL", ["pon.", "wt.", "śr.", "czw.", "pt.", "sob.", "niedz."]],
    ["fi-FI", ["ma", "ti", "ke", "to", "pe", "la", "su"]],
    ["en-US", ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]],
  ])("without weekStartsOn, weeks start on the locale's first day: %s", (locale, columns) => {
    render(<Calendar today={TODAY} locale={locale} value={EMPTY_RANGE} onChange={() => undefined} />);
    expect(screen.getAllByRole("columnheader").map((c) => c.textContent)).toEqual(columns);
    // Tuesday the 1st sits in the first row, second column on Monday-first weeks, third on Sunday-first.
    // The days are "cell"s to jsdom (see selectedDays above).
    const cells = within(screen.getAllByRole("row")[1]!).getAllByRole("cell");
    const column = cells.findIndex((cell) => within(cell).queryByRole("button")?.textContent === "1");
    expect(column).toBe(locale === "en-US" ? 2 : 1);
  });

  it("weekStartsOn moves the first column", () => {
    render(<Harness weekStartsOn={1} />);
    expect(screen.getAllByRole("columnheader")[0]?.textContent).toBe("Mon");
  });

  it("names each day in full in the locale, and marks today", () => {
    const { unmount } = render(<Harness />);
    expect(day("Saturday, 5 December 2026").getAttribute("aria-current")).toBe("date");
    unmount();
    render(<Harness locale="de-DE" previousMonthLabel="Vorheriger Monat" nextMonthLabel="Nächster Monat" />);
    expect(screen.getByRole("heading").textContent).toBe("Dezember 2026");
    expect(day("Samstag, 5. Dezember 2026")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Nächster Monat" })).toBeTruthy();
  });

  it("picks a start then an end with the keyboard alone, and reports completion (spec §4)", async () => {
    const onComplete = vi.fn();
    const user = userEvent.setup();
    render(<Harness onComplete={onComplete} />);
    await tabIntoGrid(user);
    // The roving focus starts on today.
    expect(document.activeElement).toBe(day("Saturday, 5 December 2026"));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(day("Sunday, 6 December 2026"));
    await user.keyboard("{Enter}");
    expect(selectedDays()).toEqual(["6"]);
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(day("Sunday, 13 December 2026"));
    await user.keyboard(" ");
    expect(selectedDays()).toEqual(["6", "7", "8", "9", "10", "11", "12", "13"]);
    expect(onComplete).toHaveBeenCalledWith({ selectionType: "to", start: "2026-12-06", end: "2026-12-13" });
  });

  it("arrow keys move on from the day last clicked, not from where the keyboard left off", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(day("Thursday, 10 December 2026"));
    expect(selectedDays()).toEqual(["10"]);
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(day("Friday, 11 December 2026"));
  });

  it("'dates before today are not selectable': they are aria-disabled and Enter does nothing", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(day("Friday, 4 December 2026").getAttribute("aria-disabled")).toBe("true");
    expect(day("Saturday, 5 December 2026").getAttribute("aria-disabled")).toBeNull();
    await tabIntoGrid(user);
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(day("Friday, 4 December 2026"));
    await user.keyboard("{Enter}");
    expect(selectedDays()).toEqual([]);
  });

  it("'When choosing the end, dates on or before the start are not selectable'", async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ selectionType: "to", start: "2026-12-10", end: null }} />);
    expect(day("Thursday, 10 December 2026").getAttribute("aria-disabled")).toBe("true");
    expect(day("Wednesday, 9 December 2026").getAttribute("aria-disabled")).toBe("true");
    expect(day("Friday, 11 December 2026").getAttribute("aria-disabled")).toBeNull();
    await tabIntoGrid(user);
    expect(document.activeElement).toBe(day("Thursday, 10 December 2026"));
    await user.keyboard("{ArrowLeft}{Enter}");
    expect(selectedDays()).toEqual(["10"]);
  });

  it("'A start later than the end clears the end and moves to picking the end'", async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness initial={{ selectionType: "from", start: "2026-12-10", end: "2026-12-12" }} onComplete={onComplete} />);
    expect(selectedDays()).toEqual(["10", "11", "12"]);
    await user.click(day("Tuesday, 15 December 2026"));
    expect(selectedDays()).toEqual(["15"]);
    expect(onComplete).not.toHaveBeenCalled();
    // Now picking the end: the 16th completes the range.
    await user.click(day("Wednesday, 16 December 2026"));
    expect(selectedDays()).toEqual(["15", "16"]);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("'Dates after an optional last valid date are disabled'", () => {
    render(<Harness lastValidDate="2026-12-20" />);
    expect(day("Sunday, 20 December 2026").getAttribute("aria-disabled")).toBeNull();
    expect(day("Monday, 21 December 2026").getAttribute("aria-disabled")).toBe("true");
  });

  it("'An all-range mode permits any date' and lets the user go back before today", async () => {
    const user = userEvent.setup();
    render(<Harness allRange initial={EMPTY_SINGLE} />);
    expect(day("Tuesday, 1 December 2026").getAttribute("aria-disabled")).toBeNull();
    expect(previousMonth().hasAttribute("disabled")).toBe(false);
    await user.click(previousMonth());
    expect(heading().textContent).toBe("November 2026");
    await user.click(day("Monday, 2 November 2026"));
    expect(selectedDays()).toEqual(["2"]);
  });

  it("a single date is complete on one pick", async () => {
    const onComplete = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial={EMPTY_SINGLE} onComplete={onComplete} />);
    await user.click(day("Monday, 7 December 2026"));
    expect(onComplete).toHaveBeenCalledWith({ selectionType: "single", start: "2026-12-07", end: null });
  });

  it("PageDown/PageUp move by month, Home/End to the week's ends", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await tabIntoGrid(user);
    await user.keyboard("{PageDown}");
    expect(heading().textContent).toBe("January 2027");
    expect(document.activeElement).toBe(day("Tuesday, 5 January 2027"));
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(day("Sunday, 3 January 2027"));
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(day("Saturday, 9 January 2027"));
    await user.keyboard("{PageDown}{PageUp}");
    expect(heading().textContent).toBe("January 2027");
    expect(document.activeElement).toBe(day("Saturday, 9 January 2027"));
  });

  it("the previous-month button is disabled in today's month (and PageUp cannot get round it)", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(previousMonth().hasAttribute("disabled")).toBe(true);
    await user.click(nextMonth());
    expect(heading().textContent).toBe("January 2027");
    expect(previousMonth().hasAttribute("disabled")).toBe(false);
    await user.click(previousMonth());
    expect(heading().textContent).toBe("December 2026");
    expect(previousMonth().hasAttribute("disabled")).toBe(true);
    await tabIntoGrid(user);
    await user.keyboard("{PageUp}");
    expect(heading().textContent).toBe("December 2026");
  });

  it("issue 21: once the fan moves on to the next month, today's month (with days still to pick) is back one press away, by keyboard too", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    nextMonth().focus();
    await user.keyboard("{Enter}");
    expect(heading().textContent).toBe("January 2027");
    previousMonth().focus();
    await user.keyboard("{Enter}");
    expect(heading().textContent).toBe("December 2026");
    // From the grid, PageUp from January lands on December too.
    await user.click(nextMonth());
    await tabIntoGrid(user);
    await user.keyboard("{PageUp}");
    expect(heading().textContent).toBe("December 2026");
    await user.keyboard("{Enter}");
    expect(selectedDays()).toHaveLength(1);
  });

  it("…except in birth mode", async () => {
    const user = userEvent.setup();
    render(<Harness birthMode />);
    expect(previousMonth().hasAttribute("disabled")).toBe(false);
    await user.click(previousMonth());
    expect(heading().textContent).toBe("November 2026");
  });

  it("the month buttons work from the keyboard, one month per press", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    nextMonth().focus();
    await user.keyboard("{Enter}");
    expect(heading().textContent).toBe("January 2027");
    await user.keyboard(" ");
    expect(heading().textContent).toBe("February 2027");
  });
});

describe("Calendar: spec §9 'calendar repeat step 100 ms after 500 ms hold'", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("holding the next-month button steps once, then every 100 ms after 500 ms, until released", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness />);
    await user.pointer({ keys: "[MouseLeft>]", target: nextMonth() });
    expect(heading().textContent).toBe("January 2027");
    // (Margins of 50 ms: shouldAdvanceTime lets a few real milliseconds pass too.)
    act(() => vi.advanceTimersByTime(450));
    expect(heading().textContent).toBe("January 2027");
    act(() => vi.advanceTimersByTime(100)); // 550 ms: the first repeat at 500 ms
    expect(heading().textContent).toBe("February 2027");
    act(() => vi.advanceTimersByTime(200)); // 750 ms: repeats at 600 and 700 ms
    expect(heading().textContent).toBe("April 2027");
    await user.pointer({ keys: "[/MouseLeft]", target: nextMonth() });
    act(() => vi.advanceTimersByTime(1000));
    expect(heading().textContent).toBe("April 2027");
  });

  it("a quick click is one step", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness />);
    await user.click(nextMonth());
    act(() => vi.advanceTimersByTime(2000));
    expect(heading().textContent).toBe("January 2027");
  });

  it("holding the previous-month button stops where the button becomes disabled", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness initialMonth="2027-04" />);
    await user.pointer({ keys: "[MouseLeft>]", target: previousMonth() });
    expect(heading().textContent).toBe("March 2027");
    act(() => vi.advanceTimersByTime(2000));
    expect(heading().textContent).toBe("December 2026");
    expect(previousMonth().hasAttribute("disabled")).toBe(true);
  });
});
