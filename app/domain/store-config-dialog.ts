// The store configuration dialog's model (spec §2.6): which selects it shows, its words, and
// where saving a new language goes. The dialog's open/close and focus belong to the design
// system's dialog; this module only decides. Runs in the browser: no zod.
import { formatAddress } from "./address";
import { NO_CONVERSION, type CurrencySelection } from "./currency";

export const STORE_CONFIG_DIALOG_TITLE = "Configure your store";

/** Subtitles by what is offered; the single-select wordings are ours (the spec says only
 *  "or currency only, or language only"), cut from the spec's sentence for both. */
export const STORE_CONFIG_DIALOG_SUBTITLES = {
  languageAndCurrency: "Choose your preferred language and currency",
  currency: "Choose your preferred currency",
  language: "Choose your preferred language",
} as const;


/** One entry of a select. */
export interface DialogOption<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

/** The dialog's title and subtitles, in the page's language. */
export type StoreConfigDialogWords = { readonly title: string } & { readonly [K in keyof typeof STORE_CONFIG_DIALOG_SUBTITLES]: string };

const ENGLISH_WORDS: StoreConfigDialogWords = { title: STORE_CONFIG_DIALOG_TITLE, ...STORE_CONFIG_DIALOG_SUBTITLES };

export interface StoreConfigDialogModel {
  readonly title: string;
  readonly subtitle: string;
  readonly showLanguage: boolean;
  readonly showCurrency: boolean;
}

/**
 * What the dialog shows, or null when neither language nor currency options exist (spec §2.6:
 * "Nothing shows"). A select is shown when it has at least one option, as the spec says; what
 * is offered is the caller's (and the option builders' below) decision.
 * @example storeConfigDialogModel([], [{ value: "EUR", label: "EUR (€)" }])?.subtitle // "Choose your preferred currency"
 */
export function storeConfigDialogModel(
  languageOptions: readonly DialogOption[],
  currencyOptions: readonly DialogOption[],
  words: StoreConfigDialogWords = ENGLISH_WORDS,
): StoreConfigDialogModel | null {
  const showLanguage = languageOptions.length > 0;
  const showCurrency = currencyOptions.length > 0;
  if (!showLanguage && !showCurrency) return null;
  const subtitle =
    showLanguage && showCurrency
      ? words.languageAndCurrency
      : showCurrency
        ? words.currency
        : words.language;
  return { title: words.title, subtitle, showLanguage, showCurrency };
}

/**
 * Language options from the store's supportedLocales (spec §3 "Store configuration state"),
 * in the store's order, labelled with each language's own name.
 * @example languageOptions([{ locale: "fr-CA", languageDisplayName: "Français" }]) // [{ value: "fr-CA", label: "Français" }]
 */
export function languageOptions(
  supportedLocales: readonly { readonly locale: string; readonly languageDisplayName: string }[],
): DialogOption[] {
  return supportedLocales.map(({ locale, languageDisplayName }) => ({ value: locale, label: languageDisplayName }));
}

/** English label of the 'none' choice; callers pass their translation. */
export const NO_CONVERSION_LABEL_EN = "Event currency (no conversion)";

/**
 * Currency options: none when common.enableAdvisoryCurrency is off (the select then hides),
 * else 'none' first (each event in its own currency, spec §4) and the supported currencies.
 * @example currencyOptions([{ key: "EUR", value: "EUR (€)" }], true).map((o) => o.value) // ["none", "EUR"]
 */
export function currencyOptions(
  supportedCurrencies: readonly { readonly key: string; readonly value: string }[],
  advisoryCurrencyEnabled: boolean,
  noConversionLabel: string = NO_CONVERSION_LABEL_EN,
): DialogOption<CurrencySelection>[] {
  if (!advisoryCurrencyEnabled || supportedCurrencies.length === 0) return [];
  return [
    { value: NO_CONVERSION, label: noConversionLabel },
    ...supportedCurrencies.map(({ key, value }) => ({ value: key, label: value })),
  ];
}

/** The page the visitor is on, as `location` gives it (no origin: the target stays on this site). */
export interface CurrentPage {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export interface LanguageSwitch {
  readonly currentLocale: string;
  readonly newLocale: string;
  readonly defaultLocale: string;
  /** Languages or locales of the store (address formatting reads the first two letters). */
  readonly supportedLanguages: readonly string[];
}

// Only splits the page into path, query and hash; never leaves this module.
const PAGE_BASE = "http://stagefront.invalid";

/**
 * Where saving a new language goes (spec §2.6 "Changing language navigates to the same page in
 * the new locale"): the same path, query and hash with only the language segment changed, by
 * the address formatting of §2.1. Null when the language did not change (no navigation).
 * The result is always a path on this site, even for a path like `//evil.example/`.
 * @example languageSwitchTarget({ pathname: "/billets-concert/fr/category/1/", search: "?pbD=t", hash: "" }, { currentLocale: "fr-CA", newLocale: "en-CA", defaultLocale: "en-CA", supportedLanguages: ["en", "fr"] }) // "/billets-concert/category/1/?pbD=t"
 */
export function languageSwitchTarget(page: CurrentPage, change: LanguageSwitch): string | null {
  if (sameLocale(change.currentLocale, change.newLocale)) return null;
  // Leading slashes or backslashes would make the target protocol-relative (another host).
  const pathname = `/${page.pathname.replace(/^[/\\]+/, "")}`;
  let url: URL;
  try {
    url = new URL(`${pathname}${page.search}${page.hash}`, PAGE_BASE);
  } catch {
    url = new URL("/", PAGE_BASE);
  }
  const path = url.origin === PAGE_BASE ? url.pathname.replace(/\/{2,}/g, "/") : "/";
  return formatAddress(`${path}${url.search}${url.hash}`, {
    currentLocale: change.newLocale,
    defaultLocale: change.defaultLocale,
    supportedLanguages: change.supportedLanguages,
  });
}

function sameLocale(a: string, b: string): boolean {
  const normalize = (locale: string) => locale.trim().replace(/_/g, "-").toLowerCase();
  return normalize(a) === normalize(b);
}
