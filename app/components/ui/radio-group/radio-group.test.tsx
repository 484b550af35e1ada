import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { withExpectedRenderError } from "../../../../tests/support/expected-render-error";
import { RadioGroup, type RadioGroupProps } from "./radio-group";

const OPTIONS = [
  { id: "r-mobile", value: "mobile", label: "Mobile tickets" },
  { id: "r-pdf", value: "pdf", label: "PDF" },
  { id: "r-post", value: "post", label: "Post" },
];

function Harness(props: Partial<RadioGroupProps>) {
  const [value, setValue] = useState<string | null>(null);
  return <RadioGroup legend="Delivery" name="delivery" options={OPTIONS} value={value} onChange={setValue} {...props} />;
}

describe("RadioGroup", () => {
  it("is a named group of radios, vertical with labels on the right by default", () => {
    render(<Harness />);
    const group = screen.getByRole("group", { name: "Delivery" });
    expect(group.getAttribute("data-orientation")).toBe("vertical");
    expect(group.getAttribute("data-label")).toBe("right");
    expect(screen.getAllByRole("radio").map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toEqual(["Mobile tickets", "PDF", "Post"]);
  });

  it("is chosen by keyboard: Tab into the group, Space to choose, arrows to move the choice", async () => {
    const user = userEvent.setup();
    render(<Harness orientation="horizontal" labelPosition="left" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Mobile tickets" }));
    await user.keyboard(" ");
    expect(screen.getByRole("radio", { name: "Mobile tickets", checked: true })).toBeTruthy();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "PDF", checked: true })).toBeTruthy();
    expect(screen.getByRole("group").getAttribute("data-orientation")).toBe("horizontal");
  });

  it("refuses an option without an id", () => {
    expect(() =>
      withExpectedRenderError(() => render(<Harness options={[{ id: "", value: "x", label: "X" }]} />)),
    ).toThrow('Radio option 1 ("X") needs an id');
  });
});
