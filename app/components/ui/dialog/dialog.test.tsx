import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Dialog, type DialogProps } from "./dialog";
import { DIALOG_EXIT_MS } from "./dialog-state";
import { Dropdown } from "../dropdown/dropdown";

function Harness(props: Partial<DialogProps> & { withField?: boolean; focusField?: boolean }) {
  const [open, setOpen] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      <Dialog
        title="Configure your store"
        description="Choose your preferred language and currency"
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button">Save</button>
          </>
        }
        initialFocus={props.focusField ? fieldRef : undefined}
        {...props}
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      >
        <label>
          Language <input ref={fieldRef} />
        </label>
      </Dialog>
    </>
  );
}

function setup() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

async function openDialog(user: ReturnType<typeof setup>) {
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open settings" }));
  await user.keyboard("{Enter}");
  return screen.getByRole("dialog", { name: "Configure your store" });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("Dialog (spec §4 'Closes on Escape or overlay click; closing animation 500 ms; focus is trapped and returned')", () => {
  it("opens as a labelled, described modal dialog in a portal on the body", async () => {
    const user = setup();
    const { container } = render(<Harness />);
    expect(screen.queryByRole("dialog")).toBeNull();
    const dialog = await openDialog(user);
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Choose your preferred language and currency",
    );
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
  });

  it("moves focus to the first focusable element on open", async () => {
    const user = setup();
    render(<Harness />);
    await openDialog(user);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
  });

  it("moves focus to the initialFocus element when given", async () => {
    const user = setup();
    render(<Harness focusField />);
    await openDialog(user);
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Language" }));
  });

  it("traps focus: Tab from the last element wraps to the first, Shift+Tab back to the last", async () => {
    const user = setup();
    render(<Harness />);
    await openDialog(user);
    const close = screen.getByRole("button", { name: "Close" });
    const save = screen.getByRole("button", { name: "Save" });
    await user.tab(); // Language
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Language" }));
    await user.tab(); // Cancel
    await user.tab(); // Save
    expect(document.activeElement).toBe(save);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(save);
  });

  it("closes on Escape after a 500 ms exit, calling onClose when closing starts, and returns focus to the opener", async () => {
    const user = setup();
    const onClose = vi.fn();
    const onExited = vi.fn();
    render(<Harness onClose={onClose} onExited={onExited} />);
    const dialog = await openDialog(user);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open settings" }));
    // Still on screen while the exit animation plays.
    expect(dialog.getAttribute("data-state")).toBe("closing");
    act(() => vi.advanceTimersByTime(DIALOG_EXIT_MS - 50));
    expect(document.body.contains(dialog)).toBe(true);
    expect(onExited).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it("closes on an overlay click but not on a click inside", async () => {
    const user = setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const dialog = await openDialog(user);
    await user.click(screen.getByRole("textbox", { name: "Language" }));
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    // The backdrop is decorative (aria-hidden), so it has no role to find it by.
    const backdrop = dialog.parentElement!.previousElementSibling as HTMLElement;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes from the close button and from a footer action", async () => {
    const user = setup();
    render(<Harness closeLabel="Close dialog" />);
    await openDialog(user);
    await user.keyboard("{Enter}"); // focus is on the close button
    act(() => vi.advanceTimersByTime(DIALOG_EXIT_MS));
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.keyboard("{Enter}"); // the opener has focus again
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    act(() => vi.advanceTimersByTime(DIALOG_EXIT_MS));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("locks the body scroll while shown and restores it after the exit", async () => {
    const user = setup();
    document.body.style.overflow = "auto";
    render(<Harness />);
    await openDialog(user);
    expect(document.body.style.overflow).toBe("hidden");
    await user.keyboard("{Escape}");
    act(() => vi.advanceTimersByTime(DIALOG_EXIT_MS));
    expect(document.body.style.overflow).toBe("auto");
    document.body.style.overflow = "";
  });

  it.each(["sm", "md", "lg", "xl"] as const)("takes size %s (spec §4 'Sizes sm, md, lg, xl')", async (size) => {
    const user = setup();
    render(<Harness size={size} />);
    expect((await openDialog(user)).getAttribute("data-size")).toBe(size);
  });

  it("stacks the dialog above its backdrop (layers modal 1100, overlay 1000)", async () => {
    const user = setup();
    render(<Harness />);
    const dialog = await openDialog(user);
    expect(dialog.parentElement!.style.zIndex).toBe("1100");
    expect((dialog.parentElement!.previousElementSibling as HTMLElement).style.zIndex).toBe("1000");
  });

  it("an Escape that closes a dropdown inside the dialog leaves the dialog open; the next one closes it", async () => {
    const user = setup();
    function WithDropdown() {
      const [open, setOpen] = useState(true);
      const [lang, setLang] = useState<string | null>("en");
      return (
        <Dialog open={open} onClose={() => setOpen(false)} title="Configure your store">
          <Dropdown
            label="Language"
            value={lang}
            onChange={setLang}
            options={[
              { value: "en", label: "English" },
              { value: "de", label: "Deutsch" },
            ]}
          />
        </Dialog>
      );
    }
    render(<WithDropdown />);
    await user.tab(); // from the close button to the dropdown
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Language" }));
    await user.keyboard("{ArrowDown}{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.getByRole("dialog").getAttribute("data-state")).toBe("open");
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog").getAttribute("data-state")).toBe("closing");
  });
});
