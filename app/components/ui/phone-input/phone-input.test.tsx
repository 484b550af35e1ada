import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PhoneInput, type PhoneCountry } from "./phone-input";

const COUNTRIES: PhoneCountry[] = [
  { code: "US", name: "United States", callingCode: "1" },
  { code: "GB", name: "United Kingdom", callingCode: "44" },
  { code: "DE", name: "Germany", callingCode: "49" },
  { code: "SE", name: "Sweden", callingCode: "46" },
  { code: "JP", name: "Japan", callingCode: "81" },
];

const number = () => screen.getByRole("textbox", { name: "Mobile number" }) as HTMLInputElement;
const country = () => screen.getByRole("combobox", { name: "Country" });
const chosen = () => (country() as unknown as { value: string }).value;
const status = () => screen.getByRole("status");

describe("PhoneInput", () => {
  it("lists the countries with their calling codes", () => {
    render(<PhoneInput label="Mobile number" countries={COUNTRIES} defaultCountry="GB" />);
    expect(chosen()).toBe("GB");
    expect(screen.getByRole("option", { name: "Sweden (+46)" })).toBeTruthy();
    expect(number().type).toBe("tel");
  });

  it.each([
    ["US", "2133734253", "(213) 373-4253", "+12133734253"],
    ["GB", "02071838750", "020 7183 8750", "+442071838750"],
    ["DE", "015123456789", "01512 3456789", "+4915123456789"],
    ["SE", "0701234567", "070-123 45 67", "+46701234567"],
    ["JP", "09012345678", "090-1234-5678", "+819012345678"],
  ])("spec §5: formats a %s number as it is typed and reports its digits", async (code, typed, formatted, e164) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneInput label="Mobile number" countries={COUNTRIES} defaultCountry={code} onChange={onChange} />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(number());
    await user.keyboard(typed);
    expect(number().value).toBe(formatted);
    expect(onChange).toHaveBeenLastCalledWith({ country: code, formatted, e164, status: "success" });
    expect(status().textContent).toContain("Valid phone number");
    expect(number().getAttribute("aria-invalid")).toBeNull();
  });

  it("spec §5 status error: shown in words with aria-invalid once the field is left", async () => {
    const user = userEvent.setup();
    render(<PhoneInput label="Mobile number" countries={COUNTRIES} errorMessage="Check the number" />);
    await user.click(number());
    await user.keyboard("213373");
    // still typing: no error yet
    expect(status().textContent).toBe("");
    expect(number().getAttribute("aria-invalid")).toBeNull();
    await user.tab();
    expect(status().textContent).toContain("Check the number");
    expect(number().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("textbox", { description: /Check the number/ })).toBe(number());
  });

  it("changing the country reformats the number for it and re-checks it", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneInput label="Mobile number" countries={COUNTRIES} defaultCountry="DE" defaultValue="0301234567" onChange={onChange} />);
    expect(number().value).toBe("030 1234567");
    await user.selectOptions(country(), "SE");
    expect(number().value).toBe("0301-23 45 67");
    expect(onChange).toHaveBeenLastCalledWith({
      country: "SE",
      formatted: "0301-23 45 67",
      e164: "+46301234567",
      status: "success",
    });
    expect(status().textContent).toContain("Valid phone number");
    await user.selectOptions(country(), "US");
    expect(number().value).toBe("0301234567");
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ country: "US", status: "error" }));
    expect(status().textContent).not.toContain("Valid phone number");
  });

  it("Backspace after a formatting character removes the digit before it", async () => {
    const user = userEvent.setup();
    render(<PhoneInput label="Mobile number" countries={COUNTRIES} />);
    await user.click(number());
    await user.keyboard("213");
    expect(number().value).toBe("(213)");
    await user.keyboard("{Backspace}");
    expect(number().value).toBe("21");
  });

  it("keeps the caret beside digits inserted in the middle", async () => {
    const user = userEvent.setup();
    render(<PhoneInput label="Mobile number" countries={COUNTRIES} defaultValue="2134253" />);
    const input = number();
    await user.click(input);
    input.setSelectionRange(6, 6); // after "(213) "
    await user.keyboard("373");
    expect(input.value).toBe("(213) 373-4253");
  });
});
