import { render, screen } from "@testing-library/react";
import { withExpectedRenderError } from "../../../../tests/support/expected-render-error";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { InputType } from "./input-state";
import { TextInput } from "./text-input";

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

describe("TextInput", () => {
  it("is found by its label and takes typed text", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<TextInput label="First name" onValueChange={onValueChange} />);
    await user.tab();
    expect(document.activeElement).toBe(field("First name"));
    await user.keyboard("Zoë");
    expect(field("First name").value).toBe("Zoë");
    expect(onValueChange).toHaveBeenLastCalledWith("Zoë", "Zoë");
  });

  it("ties the error message to the field with aria-invalid and aria-describedby", () => {
    render(<TextInput label="Email" type="email" description="We send the tickets here" error="Enter a valid email" />);
    const input = field("Email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.type).toBe("email");
    // Testing Library computes the accessible description from aria-describedby.
    expect(screen.getByRole("textbox", { description: "We send the tickets here Enter a valid email" })).toBe(input);
  });

  it("without an error is not marked invalid", () => {
    render(<TextInput label="Email" type="email" />);
    expect(field("Email").getAttribute("aria-invalid")).toBeNull();
    expect(field("Email").getAttribute("aria-describedby")).toBeNull();
  });

  it.each<[InputType, string]>([
    ["text", "textbox"],
    ["email", "textbox"],
    ["url", "textbox"],
    ["tel", "textbox"],
    ["search", "searchbox"],
    ["number", "spinbutton"],
  ])("spec §5 input type %s renders a native %s", (type, role) => {
    render(<TextInput label="Field" type={type} />);
    expect((screen.getByRole(role, { name: "Field" }) as HTMLInputElement).type).toBe(type);
  });

  it("type password renders a password field", () => {
    render(<TextInput label="Password" type="password" />);
    expect((screen.getByLabelText("Password") as HTMLInputElement).type).toBe("password");
  });

  it("rejects a type outside the spec's list", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => withExpectedRenderError(() => render(<TextInput label="Date" type={"date" as InputType} />))).toThrow(TypeError);
    vi.restoreAllMocks();
  });

  it.each([
    ["pint", "12-3a4", "1234"],
    ["int", "-12a", "-12"],
    ["money", "1 234,50€", "1 234,50"],
    ["alpha", "Ana_2", "Ana_"],
    ["hex", "ff0gz9", "ff09"],
  ] as const)("key filter %s: typing %j leaves %j", async (keyFilter, typed, kept) => {
    const user = userEvent.setup();
    render(<TextInput label="Code" keyFilter={keyFilter} />);
    await user.click(field("Code"));
    await user.keyboard(typed);
    expect(field("Code").value).toBe(kept);
  });

  it("key filter refuses a paste with a character outside the set, accepts one inside it", async () => {
    const user = userEvent.setup();
    render(<TextInput label="Quantity" keyFilter="pint" />);
    await user.click(field("Quantity"));
    await user.paste("12 tickets");
    expect(field("Quantity").value).toBe("");
    await user.paste("12");
    expect(field("Quantity").value).toBe("12");
  });

  it("mask writes its literals as the user types and reports the unmasked value", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<TextInput label="Phone" type="tel" mask="(999) 999-9999" onValueChange={onValueChange} />);
    await user.click(field("Phone"));
    await user.keyboard("555a1234567");
    expect(field("Phone").value).toBe("(555) 123-4567");
    expect(onValueChange).toHaveBeenLastCalledWith("(555) 123-4567", "5551234567");
    await user.keyboard("{Backspace}{Backspace}{Backspace}{Backspace}");
    expect(field("Phone").value).toBe("(555) 123");
    expect(onValueChange).toHaveBeenLastCalledWith("(555) 123", "555123");
  });

  it("mask keeps the caret beside digits inserted in the middle", async () => {
    const user = userEvent.setup();
    render(<TextInput label="Phone" mask="(999) 999-9999" defaultValue="5551234567" />);
    const input = field("Phone");
    await user.click(input);
    input.setSelectionRange(7, 7); // after "(555) 1"
    await user.keyboard("98");
    // Both digits land where the caret was; had it jumped to the end, "8" would have gone nowhere.
    expect(input.value).toBe("(555) 198-2345");
  });

  it("mask: Backspace after a literal removes the typed character before it", async () => {
    const user = userEvent.setup();
    render(<TextInput label="Date" mask="99/99/9999" defaultValue="31122024" />);
    const input = field("Date");
    await user.click(input);
    input.setSelectionRange(3, 3); // after "31/"
    await user.keyboard("{Backspace}");
    expect(input.value).toBe("31/22/024");
  });

  it("mask: Delete before a literal removes the typed character after it", async () => {
    const user = userEvent.setup();
    render(<TextInput label="Date" mask="99/99/9999" defaultValue="31122024" />);
    const input = field("Date");
    await user.click(input);
    input.setSelectionRange(2, 2); // before "/12"
    await user.keyboard("{Delete}");
    expect(input.value).toBe("31/22/024");
  });
});
