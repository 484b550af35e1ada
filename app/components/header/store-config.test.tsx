// The store configuration dialog (spec §2.6) with the informational currency (spec §4): the
// currency select shows only with options, each opening starts from the current values, Escape
// and the overlay discard, Save keeps a new currency in local storage and posts it to the
// preference form (returning to the page, or to the new locale's page when the language changed
// too); a language alone navigates.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currencyOptions, languageOptions, storeConfigDialogModel } from "../../domain/store-config-dialog";
import { HEADER_LABELS } from "./header-labels";
import { StoreConfig, type StoreConfigProps } from "./store-config";

const navigate = vi.fn();
const submit = vi.fn();
let location = { pathname: "/concert-tickets/category/1/", search: "?pbD=w", hash: "", state: null, key: "k" };

vi.mock("@remix-run/react", () => ({
  useLocation: () => location,
  useNavigate: () => navigate,
  useSubmit: () => submit,
}));

const LANGUAGES = languageOptions([
  { locale: "en-CA", languageDisplayName: "English" },
  { locale: "fr-CA", languageDisplayName: "Français" },
]);
const CURRENCIES = currencyOptions(
  [
    { key: "CAD", value: "CAD ($)" },
    { key: "USD", value: "USD ($)" },
    { key: "EUR", value: "EUR (€)" },
  ],
  true,
  HEADER_LABELS.noConversion,
);

function props(over: Partial<StoreConfigProps> = {}): StoreConfigProps {
  const languages = over.languages ?? LANGUAGES;
  const currencies = over.currencies ?? CURRENCIES;
  return {
    model: storeConfigDialogModel(languages, currencies)!,
    languages,
    currentLocale: "en-CA",
    defaultLocale: "en-CA",
    supportedLanguages: ["en", "fr"],
    currencies,
    currentCurrency: "none",
    preferencesAction: "/preferences/",
    labels: HEADER_LABELS,
    ...over,
  };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: /^Store settings:/ }));
  return screen.findByRole("dialog", { name: "Configure your store" });
}

/** The label of a select's chosen option. */
function selected(select: HTMLElement): string | null {
  return within(select).getByRole("option", { selected: true }).textContent;
}

/** The fields of the form posted to the preference form. */
function posted(): Record<string, string> {
  expect(submit).toHaveBeenCalledTimes(1);
  const [form, options] = submit.mock.calls[0]! as [FormData, { method: string; action: string }];
  expect(options).toMatchObject({ method: "post", action: "/preferences/" });
  return Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
}

beforeEach(() => {
  location = { pathname: "/concert-tickets/category/1/", search: "?pbD=w", hash: "", state: null, key: "k" };
  window.localStorage.clear();
});
afterEach(() => {
  navigate.mockReset();
  submit.mockReset();
  vi.restoreAllMocks();
});

describe("StoreConfig: the currency select", () => {
  it("offers the event currency ('none') first and the store's currencies, starting from the current one", async () => {
    const user = userEvent.setup();
    render(<StoreConfig {...props({ currentCurrency: "USD" })} />);
    const dialog = await openDialog(user);
    expect(within(dialog).getByText("Choose your preferred language and currency")).toBeTruthy();
    const select = within(dialog).getByRole("combobox", { name: "Currency" });
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Event currency (no conversion)",
      "CAD ($)",
      "USD ($)",
      "EUR (€)",
    ]);
    expect(selected(select)).toBe("USD ($)");
  });

  it("names the chosen currency on the top bar's button, beside the language; not 'none'", () => {
    const { rerender } = render(<StoreConfig {...props({ currentCurrency: "EUR" })} />);
    expect(screen.getByRole("button", { name: /^Store settings: ?English · EUR$/ })).toBeTruthy();
    rerender(<StoreConfig {...props({ currentCurrency: "none" })} />);
    expect(screen.getByRole("button", { name: /^Store settings: ?English$/ })).toBeTruthy();
  });

  it("is not there without currency options (the informational currency off): the language alone", async () => {
    const user = userEvent.setup();
    render(<StoreConfig {...props({ currencies: [] })} />);
    const dialog = await openDialog(user);
    expect(within(dialog).getByText("Choose your preferred language")).toBeTruthy();
    expect(within(dialog).queryByRole("combobox", { name: "Currency" })).toBeNull();
    expect(within(dialog).getByRole("combobox", { name: "Language" })).toBeTruthy();
  });

  it("is alone on a one-language store, under the currency-only subtitle", async () => {
    const user = userEvent.setup();
    render(<StoreConfig {...props({ languages: [] })} />);
    const dialog = await openDialog(user);
    expect(within(dialog).getByText("Choose your preferred currency")).toBeTruthy();
    expect(within(dialog).queryByRole("combobox", { name: "Language" })).toBeNull();
  });
});

describe("StoreConfig: saving", () => {
  it("a new currency is kept in local storage and posted to the preference form, back to this page", async () => {
    const user = userEvent.setup();
    render(<StoreConfig {...props()} />);
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Currency" }), "EUR");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(window.localStorage.getItem("selectedCurrencyCode")).toBe("EUR");
    expect(posted()).toEqual({ intent: "currency", currency: "EUR", returnTo: "/concert-tickets/category/1/?pbD=w" });
    expect(navigate).not.toHaveBeenCalled();
    // The dialog plays its 500 ms closing animation (spec §9): more than waitFor's 1 s default on a loaded machine.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 5_000 });
  });

  it("choosing 'none' after a currency stores and posts 'none'", async () => {
    const user = userEvent.setup();
    render(<StoreConfig {...props({ currentCurrency: "USD" })} />);
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Currency" }), "none");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(window.localStorage.getItem("selectedCurrencyCode")).toBe("none");
    expect(posted()).toMatchObject({ currency: "none" });
  });

  it("language and currency together: the post returns to the same page in the new locale", async () => {
    const user = userEvent.setup();
    render(<StoreConfig {...props()} />);
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Language" }), "fr-CA");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Currency" }), "CAD");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(posted()).toEqual({ intent: "currency", currency: "CAD", returnTo: "/concert-tickets/fr/category/1/?pbD=w" });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("the language alone navigates to the new locale's page and posts nothing", async () => {
    const user = userEvent.setup();
    render(<StoreConfig {...props({ currentCurrency: "USD" })} />);
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Language" }), "fr-CA");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(navigate).toHaveBeenCalledWith("/concert-tickets/fr/category/1/?pbD=w");
    expect(submit).not.toHaveBeenCalled();
    expect(window.localStorage.getItem("selectedCurrencyCode")).toBeNull();
  });

  it("nothing changed: Save closes and neither posts nor navigates", async () => {
    const user = userEvent.setup();
    render(<StoreConfig {...props({ currentCurrency: "USD" })} />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(submit).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("blocked local storage does not stop the save: the form still posts the currency", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const user = userEvent.setup();
    render(<StoreConfig {...props()} />);
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Currency" }), "USD");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(posted()).toMatchObject({ currency: "USD" });
  });
});

describe("StoreConfig: closing discards", () => {
  it("Escape closes without saving; the next opening starts from the current currency and language", async () => {
    const user = userEvent.setup();
    render(<StoreConfig {...props({ currentCurrency: "CAD" })} />);
    let dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Currency" }), "EUR");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Language" }), "fr-CA");
    await user.keyboard("{Escape}");
    // The dialog plays its 500 ms closing animation (spec §9): more than waitFor's 1 s default on a loaded machine.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 5_000 });
    expect(submit).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(window.localStorage.getItem("selectedCurrencyCode")).toBeNull();
    dialog = await openDialog(user);
    expect(selected(within(dialog).getByRole("combobox", { name: "Currency" }))).toBe("CAD ($)");
    expect(selected(within(dialog).getByRole("combobox", { name: "Language" }))).toBe("English");
  });

  it("a click on the overlay closes without saving", async () => {
    const user = userEvent.setup();
    render(<StoreConfig {...props()} />);
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Currency" }), "EUR");
    await user.click(document.querySelector(".ui-dialog-backdrop")!);
    // The dialog plays its 500 ms closing animation (spec §9): more than waitFor's 1 s default on a loaded machine.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 5_000 });
    expect(submit).not.toHaveBeenCalled();
    expect(window.localStorage.getItem("selectedCurrencyCode")).toBeNull();
  });
});
