import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Pagination } from "./pagination";
import type { PageState } from "./pagination-state";

const report = () => screen.getByRole("status");
const previous = () => screen.getByRole("button", { name: "Previous page" });
const next = () => screen.getByRole("button", { name: "Next page" });

describe("Pagination", () => {
  it("is a labelled navigation landmark with the report in a live region", () => {
    render(<Pagination totalRecords={12} locale="en-US" />);
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeTruthy();
    expect(report().textContent).toBe("1 - 5 of 12");
  });

  it.each([
    // spec §4 "previous disabled on first page, next disabled on last"
    [12, 0, true, false],
    [12, 1, false, false],
    [12, 2, false, true],
    [3, 0, true, true],
    [0, 0, true, true],
  ])("%i records on page %i → previous disabled %s, next disabled %s", (total, page, prevDisabled, nextDisabled) => {
    render(<Pagination totalRecords={total} locale="en-US" defaultPageNumber={page} />);
    expect((previous() as HTMLButtonElement).disabled).toBe(prevDisabled);
    expect((next() as HTMLButtonElement).disabled).toBe(nextDisabled);
  });

  it("pages forward and back with the keyboard, keeping focus on an enabled button", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination totalRecords={12} locale="en-US" onPageChange={onPageChange} />);
    await user.tab();
    expect(document.activeElement).toBe(next());
    await user.keyboard("{Enter}");
    expect(report().textContent).toBe("6 - 10 of 12");
    expect(onPageChange).toHaveBeenLastCalledWith({ pageNumber: 1, perPage: 5 });
    await user.keyboard("{Enter}");
    expect(report().textContent).toBe("11 - 12 of 12");
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    // next disabled itself: focus went to previous rather than <body>
    expect(document.activeElement).toBe(previous());
    await user.keyboard(" ");
    expect(report().textContent).toBe("6 - 10 of 12");
  });

  it("spec §9: choosing a page size resets to page 0", async () => {
    const user = userEvent.setup();
    render(<Pagination totalRecords={120} locale="en-US" defaultPageNumber={3} />);
    expect(report().textContent).toBe("16 - 20 of 120");
    const select = screen.getByRole("combobox", { name: "Rows per page" });
    expect(within(select).getAllByRole("option").map((o) => o.getAttribute("value"))).toEqual(["5", "10", "50", "100"]);
    select.focus();
    await user.selectOptions(select, "50");
    expect(report().textContent).toBe("1 - 50 of 120");
    expect((previous() as HTMLButtonElement).disabled).toBe(true);
  });

  it("formats the report with the template prop and the locale's numbers", () => {
    render(
      <Pagination
        totalRecords={12500}
        locale="de-DE"
        defaultPageNumber={200}
        reportTemplate="{first}–{last} von {totalRecords}"
        labels={{ navigation: "Seiten", previous: "Zurück", next: "Weiter", perPage: "Zeilen" }}
      />,
    );
    expect(screen.getByRole("navigation", { name: "Seiten" })).toBeTruthy();
    expect(report().textContent).toBe("1.001–1.005 von 12.500");
    expect(screen.getByRole("button", { name: "Zurück" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Zeilen" })).toBeTruthy();
  });

  it("shows an empty list as 0 - 0 of 0", () => {
    render(<Pagination totalRecords={0} locale="en-US" />);
    expect(report().textContent).toBe("0 - 0 of 0");
  });

  it("marks the current page button with aria-current and jumps by number", async () => {
    const user = userEvent.setup();
    render(<Pagination totalRecords={40} locale="en-US" showPageNumbers />);
    expect(screen.getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    await user.tab(); // previous is disabled on the first page, so Page 1 comes first
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Page 1" }));
    await user.tab();
    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Page 3" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBeNull();
    expect(report().textContent).toBe("11 - 15 of 40");
  });

  it("follows a controlled page and clamps it to existing pages", async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [state, setState] = useState<PageState>({ pageNumber: 9, perPage: 10 });
      return <Pagination totalRecords={25} locale="en-US" {...state} onPageChange={setState} />;
    }
    render(<Controlled />);
    expect(report().textContent).toBe("21 - 25 of 25");
    await user.tab(); // next is disabled on the last page
    expect(document.activeElement).toBe(previous());
    await user.keyboard("{Enter}");
    expect(report().textContent).toBe("11 - 20 of 25");
  });
});
