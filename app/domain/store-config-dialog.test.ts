import { describe, expect, it } from "vitest";
import { defaultStoreConfig } from "./store-config";
import {
  STORE_CONFIG_DIALOG_TITLE,
  currencyOptions,
  languageOptions,
  languageSwitchTarget,
  storeConfigDialogModel,
  type CurrentPage,
  type DialogOption,
} from "./store-config-dialog";

const LANGUAGES: DialogOption[] = [
  { value: "en-CA", label: "English" },
  { value: "fr-CA", label: "Français" },
];
const ONE_LANGUAGE: DialogOption[] = [{ value: "en-CA", label: "English" }];
const CURRENCIES: DialogOption[] = [
  { value: "none", label: "Event currency (no conversion)" },
  { value: "CAD", label: "CAD ($)" },
];

describe("storeConfigDialogModel (spec §2.6)", () => {
  it("is titled 'Configure your store'", () => {
    expect(STORE_CONFIG_DIALOG_TITLE).toBe("Configure your store");
  });

  it.each<[string, DialogOption[], DialogOption[], ReturnType<typeof storeConfigDialogModel>]>([
    // "Subtitle 'Choose your preferred language and currency', or currency only, or language only"
    [
      "language and currency options: both selects, the spec's subtitle",
      LANGUAGES,
      CURRENCIES,
      { title: "Configure your store", subtitle: "Choose your preferred language and currency", showLanguage: true, showCurrency: true },
    ],
    [
      "currency options only: the currency select and wording",
      [],
      CURRENCIES,
      { title: "Configure your store", subtitle: "Choose your preferred currency", showLanguage: false, showCurrency: true },
    ],
    [
      "language options only: the language select and wording",
      LANGUAGES,
      [],
      { title: "Configure your store", subtitle: "Choose your preferred language", showLanguage: true, showCurrency: false },
    ],
    // "each shown only if it has options": one option is an option.
    [
      "a single language option still counts as options",
      ONE_LANGUAGE,
      [],
      { title: "Configure your store", subtitle: "Choose your preferred language", showLanguage: true, showCurrency: false },
    ],
    // "Nothing shows if neither language nor currency options exist."
    ["neither: nothing", [], [], null],
  ])("%s", (_rule, languages, currencies, expected) => {
    expect(storeConfigDialogModel(languages, currencies)).toEqual(expected);
  });
});

describe("option builders", () => {
  const CA = defaultStoreConfig(8);

  it("lists the store's languages in its order, with their own names", () => {
    const options = languageOptions(CA.supportedLocales);
    expect(options.slice(0, 2)).toEqual([
      { value: "en-CA", label: CA.supportedLocales[0]!.languageDisplayName },
      { value: "fr-CA", label: CA.supportedLocales[1]!.languageDisplayName },
    ]);
    expect(options).toHaveLength(CA.supportedLocales.length);
  });

  it.each<[string, boolean, readonly { key: string; value: string }[], string[]]>([
    ["advisory currency on: 'none' first, then the supported currencies", true, [{ key: "CAD", value: "CAD ($)" }, { key: "USD", value: "USD ($)" }], ["none", "CAD", "USD"]],
    ["advisory currency off: no options (the select hides)", false, [{ key: "CAD", value: "CAD ($)" }], []],
    ["no supported currencies: no options, not a lone 'none'", true, [], []],
  ])("%s", (_rule, enabled, supported, values) => {
    expect(currencyOptions(supported, enabled).map((o) => o.value)).toEqual(values);
  });

  it("labels 'none' with the caller's translation", () => {
    expect(currencyOptions([{ key: "EUR", value: "EUR (€)" }], true, "Devise de l’événement")[0]).toEqual({
      value: "none",
      label: "Devise de l’événement",
    });
  });

  it("the Canadian store's dialog offers both", () => {
    const model = storeConfigDialogModel(
      languageOptions(CA.supportedLocales),
      currencyOptions(CA.supportedCurrencies, CA.featureFlags["common.enableAdvisoryCurrency"]),
    );
    expect(model?.subtitle).toBe("Choose your preferred language and currency");
  });
});

describe("languageSwitchTarget (spec §2.6: 'Changing language navigates to the same page in the new locale')", () => {
  const page = (path: string): CurrentPage => {
    const url = new URL(path, "https://ca.stagefront.example");
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  };
  // The Canadian store: en-CA by default, French and Spanish offered.
  const CA = { defaultLocale: "en-CA", supportedLanguages: ["en", "fr", "es"] };

  it.each<[string, string, string, string, string | null]>([
    ["home, default → French", "/", "en-CA", "fr-CA", "/fr/"],
    ["home, French → default", "/fr/", "fr-CA", "en-CA", "/"],
    ["home, French → Spanish", "/fr/", "fr-CA", "es-MX", "/es/"],
    // "the same path and query, only the locale part changes"
    ["category with slug, default → French: language after the slug", "/concert-tickets/category/1/", "en-CA", "fr-CA", "/concert-tickets/fr/category/1/"],
    ["category with slug, French → default, query and hash kept", "/billets-concert/fr/category/1/?pbD=t&pbG=Toronto#list", "fr-CA", "en-CA", "/billets-concert/category/1/?pbD=t&pbG=Toronto#list"],
    ["event, French → Spanish", "/fr/event/123/", "fr-CA", "es-MX", "/es/event/123/"],
    ["search keeps its term", "/find/s/?q=the%20weeknd", "en-CA", "fr-CA", "/fr/find/s/?q=the%20weeknd"],
    ["a page outside the shapes keeps its path", "/my/orders/", "en-CA", "fr-CA", "/fr/my/orders/"],
    ["a page outside the shapes, back to default", "/fr/my/orders/", "fr-CA", "en-CA", "/my/orders/"],
    ["a missing trailing slash is added", "/fr/event/123", "fr-CA", "en-CA", "/event/123/"],
    // Only a change navigates.
    ["same locale: no navigation", "/fr/event/123/", "fr-CA", "fr-CA", null],
    ["same locale in another spelling: no navigation", "/fr/event/123/", "fr-CA", "fr_ca", null],
    // A language the store does not offer would read back as a slug: the default-language page.
    ["a language the store does not offer: no language segment", "/fr/event/123/", "fr-CA", "de-DE", "/event/123/"],
  ])("%s: %s", (_rule, path, currentLocale, newLocale, expected) => {
    expect(languageSwitchTarget(page(path), { ...CA, currentLocale, newLocale })).toBe(expected);
  });

  it.each<[string, CurrentPage, string]>([
    ["a doubled leading slash stays on this site", { pathname: "//evil.example/x/", search: "", hash: "" }, "/fr/evil.example/x/"],
    ["a leading backslash stays on this site", { pathname: "/\\evil.example/x/", search: "", hash: "" }, "/fr/evil.example/x/"],
    ["inner doubled slashes collapse", { pathname: "/event//123/", search: "?a=1", hash: "" }, "/fr/event/123/?a=1"],
    ["an empty pathname is home", { pathname: "", search: "", hash: "" }, "/fr/"],
  ])("%s", (_rule, current, expected) => {
    const target = languageSwitchTarget(current, { ...CA, currentLocale: "en-CA", newLocale: "fr-CA" });
    expect(target).toBe(expected);
    expect(target?.startsWith("//")).toBe(false);
  });
});
