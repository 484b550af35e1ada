import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Accordion, type AccordionItem } from "./accordion";

const ITEMS: AccordionItem[] = [
  { id: "delivery", title: "When will I get my tickets?", content: <p>Before the event.</p> },
  { id: "guarantee", title: "Is my order guaranteed?", content: <p>Every order is 100% guaranteed.</p> },
  { id: "prices", title: "Why do prices vary?", content: <p>Prices may vary from face value.</p> },
];

const header = (name: string) => screen.getByRole("button", { name });
const openRegions = () => screen.queryAllByRole("region").map((r) => r.textContent);

describe("Accordion (spec §4 'Accordion. One item open at a time')", () => {
  it("renders each header as a button in a heading, controlling a region it labels", () => {
    render(<Accordion items={ITEMS} headingLevel={2} defaultOpenId="guarantee" />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(ITEMS.map((i) => i.title));
    const button = header("Is my order guaranteed?");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const region = screen.getByRole("region", { name: "Is my order guaranteed?" });
    expect(button.getAttribute("aria-controls")).toBe(region.id);
    expect(header("Why do prices vary?").getAttribute("aria-expanded")).toBe("false");
  });

  it("opening one item closes the other, and activating the open one closes it (keyboard only)", async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    expect(openRegions()).toEqual([]);
    await user.tab();
    await user.keyboard("{Enter}");
    expect(openRegions()).toEqual(["Before the event."]);
    await user.tab();
    expect(document.activeElement).toBe(header("Is my order guaranteed?"));
    await user.keyboard(" ");
    expect(openRegions()).toEqual(["Every order is 100% guaranteed."]);
    expect(header("When will I get my tickets?").getAttribute("aria-expanded")).toBe("false");
    await user.keyboard("{Enter}");
    expect(openRegions()).toEqual([]);
    expect(header("Is my order guaranteed?").getAttribute("aria-expanded")).toBe("false");
  });

  it("moves between headers with ArrowDown/ArrowUp (wrapping), Home and End", async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    await user.tab();
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(header("Why do prices vary?"));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(header("When will I get my tickets?"));
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(header("Why do prices vary?"));
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(header("When will I get my tickets?"));
  });

  it("can be controlled by its owner", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    function Owner() {
      const [open, setOpen] = useState<string | null>("prices");
      return (
        <Accordion
          items={ITEMS}
          openId={open}
          onOpenChange={(id) => {
            onOpenChange(id);
            setOpen(id);
          }}
        />
      );
    }
    render(<Owner />);
    expect(openRegions()).toEqual(["Prices may vary from face value."]);
    await user.click(header("When will I get my tickets?"));
    expect(onOpenChange).toHaveBeenCalledWith("delivery");
    expect(openRegions()).toEqual(["Before the event."]);
  });
});
