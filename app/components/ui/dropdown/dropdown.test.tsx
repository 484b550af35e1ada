import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { cssValue, installSheets } from "../css-values.test-support";
import { Dropdown, type DropdownOption } from "./dropdown";

const CURRENCIES: DropdownOption[] = [
  { value: "EUR", label: "Euro" },
  { value: "GBP", label: "Pound sterling", disabled: true },
  { value: "USD", label: "US dollar" },
  { value: "SEK", label: "Swedish krona" },
];

function Harness({ initial = null, onChange }: { initial?: string | null; onChange?: (v: string) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <Dropdown
        label="Currency"
        placeholder="Choose a currency"
        options={CURRENCIES}
        value={value}
        onChange={(v) => {
          onChange?.(v);
          setValue(v);
        }}
      />
      <button type="button">Next field</button>
    </>
  );
}

const combobox = () => screen.getByRole("combobox", { name: "Currency" });
const highlighted = () => {
  const id = combobox().getAttribute("aria-activedescendant");
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function focusCombobox() {
  const user = userEvent.setup();
  await user.tab();
  expect(document.activeElement).toBe(combobox());
  return user;
}

describe("Dropdown (spec §4 'Open, close, highlight with arrow keys, Enter selects, Escape closes')", () => {
  it("starts closed, showing the placeholder", () => {
    render(<Harness />);
    expect(combobox().getAttribute("aria-expanded")).toBe("false");
    expect(combobox().textContent).toBe("Choose a currency");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("opens with ArrowDown, highlights with the arrow keys skipping disabled options, and Enter selects", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const user = await focusCombobox();
    await user.keyboard("{ArrowDown}");
    expect(combobox().getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("listbox", { name: "Currency" })).toBeTruthy();
    expect(highlighted()).toBe("Euro");
    await user.keyboard("{ArrowDown}");
    expect(highlighted()).toBe("US dollar"); // Pound sterling is disabled
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(highlighted()).toBe("Swedish krona"); // stays on the last
    await user.keyboard("{ArrowUp}");
    expect(highlighted()).toBe("US dollar");
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenCalledWith("USD");
    expect(combobox().getAttribute("aria-expanded")).toBe("false");
    expect(combobox().textContent).toBe("US dollar");
    expect(document.activeElement).toBe(combobox());
  });

  it("reopens on the selected option, marked selected", async () => {
    render(<Harness initial="SEK" />);
    const user = await focusCombobox();
    await user.keyboard("{Enter}");
    expect(highlighted()).toBe("Swedish krona");
    expect(screen.getByRole("option", { name: "Swedish krona", selected: true })).toBeTruthy();
    expect(screen.getByRole("option", { name: "Euro", selected: false })).toBeTruthy();
  });

  it("Home and End highlight the first and last options", async () => {
    render(<Harness initial="USD" />);
    const user = await focusCombobox();
    await user.keyboard("{ArrowDown}{Home}");
    expect(highlighted()).toBe("Euro");
    await user.keyboard("{End}");
    expect(highlighted()).toBe("Swedish krona");
  });

  it("Escape closes without changing the value and keeps focus on the button", async () => {
    const onChange = vi.fn();
    render(<Harness initial="EUR" onChange={onChange} />);
    const user = await focusCombobox();
    await user.keyboard("{ArrowDown}{ArrowDown}{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox().textContent).toBe("Euro");
    expect(document.activeElement).toBe(combobox());
  });

  it("an Escape that closes the list does not reach a dialog around it; a second one does", async () => {
    const containerEscape = vi.fn();
    render(
      <div onKeyDown={(e) => e.key === "Escape" && containerEscape()}>
        <Harness />
      </div>,
    );
    const user = await focusCombobox();
    await user.keyboard("{ArrowDown}{Escape}");
    expect(containerEscape).not.toHaveBeenCalled();
    await user.keyboard("{Escape}");
    expect(containerEscape).toHaveBeenCalledTimes(1);
  });

  it("Tab closes the list and moves on without selecting", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const user = await focusCombobox();
    await user.keyboard("{ArrowDown}");
    await user.tab();
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Next field" }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("a click outside closes the list", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(combobox());
    expect(screen.getByRole("listbox")).toBeTruthy();
    await user.click(document.body);
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("a click on an option selects it; a click on a disabled option does not", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(combobox());
    await user.click(screen.getByRole("option", { name: "Pound sterling" }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("listbox")).toBeTruthy();
    await user.click(screen.getByRole("option", { name: "Swedish krona" }));
    expect(onChange).toHaveBeenCalledWith("SEK");
    expect(combobox().textContent).toBe("Swedish krona");
  });

  it("is controlled: the shown value follows the value prop, not the last pick", async () => {
    const user = userEvent.setup();
    render(<Dropdown label="Currency" options={CURRENCIES} value="EUR" onChange={() => {}} />);
    await user.click(combobox());
    await user.click(screen.getByRole("option", { name: "US dollar" }));
    expect(combobox().textContent).toBe("Euro");
  });

  it("items are 46 px tall (spec §9 'Dropdown item height: 46 px') and the list sits on the menu layer", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(combobox());
    // From the sheets, not a style attribute (the CSP allows none): docs/decisions/023.
    installSheets("dropdown/dropdown.css");
    expect(cssValue(screen.getByRole("option", { name: "Euro" }), "min-height")).toBe("46px");
    expect(cssValue(screen.getByRole("listbox"), "z-index")).toBe("1000");
    expect(screen.getByRole("listbox").hasAttribute("style")).toBe(false);
  });
});
