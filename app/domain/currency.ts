// The informational (advisory) currency (spec §3 "Currency state", §4 "Currency", §5 "Currency
// from the query parameter or from storage is accepted only if among supported currencies").
// This module runs in the browser: no zod. Inputs from storage, cookies, the address and the
// rates call are checked by the small guards below, and bad input falls back, never throws.
// Pairs come from ./currency-pairs, not ./exchange-rates (which builds zod schemas at load).
import { isStoreCurrency, uniquePairs, type CurrencyPair } from "./currency-pairs";
import type { StoreCurrency } from "./stores";
import { numberFormat as sharedNumberFormat } from "./intl-formats";
import { boundedMemo, MEMO_POLICY } from "./isolate-memo";

/** Local-storage key (and cookie mirror name) of the visitor's choice (spec §4). */
export const SELECTED_CURRENCY_CODE = "selectedCurrencyCode";

/** Query parameter that proposes a currency (spec §4: "the 'cur' query parameter"). */
export const CUR_QUERY_PARAM = "cur";

/** The special choice: each event in its own currency, no conversion (spec §4). */
export const NO_CONVERSION = "none";

/** An ISO 4217 code in capitals ("EUR"). */
export type CurrencyCode = string;

/** What the visitor sees: a real currency, or 'none'. */
export type CurrencySelection = CurrencyCode | typeof NO_CONVERSION;

/** Country defaults of step (3), exactly the spec's table (spec §4 "Currency"). */
export const COUNTRY_DEFAULT_CURRENCY: Readonly<Record<string, CurrencyCode>> = Object.freeze({
  US: "USD",
  CA: "CAD",
  CN: "CNY",
  HK: "HKD",
  MX: "MXN",
  TR: "TRY",
  BR: "BRL",
  TW: "TWD",
  CZ: "CZK",
  DK: "DKK",
  PL: "PLN",
  SE: "SEK",
});

// ── Guards ───────────────────────────────────────────────────────────────────────────────
const CURRENCY_CODE = /^[A-Z]{3}$/;
const COUNTRY_CODE = /^[A-Z]{2}$/;
/** Longer than any code or 'none' with some whitespace: refused before any work is done on it. */
const MAX_RAW_LENGTH = 16;

function cleaned(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_RAW_LENGTH) return null;
  return value.trim().toUpperCase();
}

/**
 * A supported currency code from outside text (case and surrounding spaces forgiven), else null.
 * 'none' is not a currency: use parseStoredCurrency where 'none' is allowed.
 * @example supportedCurrencyCode(" eur ", ["EUR", "USD"]) // "EUR"
 */
export function supportedCurrencyCode(value: unknown, supported: readonly string[]): CurrencyCode | null {
  const code = cleaned(value);
  if (code === null || !CURRENCY_CODE.test(code)) return null;
  return supported.some((key) => key.toUpperCase() === code) ? code : null;
}

/**
 * A stored choice (local storage or its cookie mirror): 'none' or a supported code, else null.
 * @example parseStoredCurrency("none", ["EUR"]) // "none"
 */
export function parseStoredCurrency(value: unknown, supported: readonly string[]): CurrencySelection | null {
  if (cleaned(value) === NO_CONVERSION.toUpperCase()) return NO_CONVERSION;
  return supportedCurrencyCode(value, supported);
}

/**
 * The country of step (3): the visitor's IP country (spec §3 ipLocation.countryCode) when
 * known, else the store's site country. The currency a fan understands follows where the fan
 * is, not which site they opened; the site country is the best guess without an IP answer.
 * @example currencyCountry("us", "DE") // "US"
 */
export function currencyCountry(ipCountryCode: unknown, siteCountry: string): string {
  const ip = cleaned(ipCountryCode);
  return ip !== null && COUNTRY_CODE.test(ip) ? ip : siteCountry.trim().toUpperCase();
}

// ── Initial choice ───────────────────────────────────────────────────────────────────────
export interface InitialCurrencyInput {
  /** common.enableAdvisoryCurrency: off means no currency feature at all. */
  readonly enabled: boolean;
  /** The raw selectedCurrencyCode value (local storage, or its cookie mirror on the server). */
  readonly stored: unknown;
  /** The raw 'cur' query value (URLSearchParams.get gives null when absent). */
  readonly queryCur: unknown;
  /** common.advisoryCurrencyOptOut. */
  readonly optOutEnabled: boolean;
  /** User state ipLocation.countryCode; null or undefined when unknown. */
  readonly ipCountryCode: unknown;
  /** The store's site country (StoreConfig.siteCountry). */
  readonly siteCountry: string;
  /** The store-based default (StoreConfig.defaultCurrency). */
  readonly storeDefault: CurrencyCode;
  /** Keys of StoreConfig.supportedCurrencies. */
  readonly supported: readonly CurrencyCode[];
}

/** Which rule gave the choice: the caller persists nothing for the fallbacks. */
export type CurrencySource = "disabled" | "stored" | "query" | "country" | "store" | "fallback";

export interface InitialCurrency {
  readonly currency: CurrencySelection;
  readonly source: CurrencySource;
}

/**
 * The initial currency and the rule that chose it (spec §4 "Currency"):
 * (1) the stored choice; (2) the 'cur' query parameter, if supported and nothing selected;
 * (3) when opt-out is enabled and nothing selected, the country default or the store default.
 * Each only when among the supported currencies (§5); 'none' is a valid stored choice.
 *
 * When nothing applies the answer is 'none'. Opt-out off means the advisory currency is
 * opt-in: the fan sees event prices unconverted until they choose, which is also what the
 * server can render without any visitor data. With the feature flag off it is always 'none'.
 * The query's 'cur' must be a real supported currency ('none' there is ignored, per "if supported").
 * @example initialCurrencyChoice({ enabled: true, stored: null, queryCur: null, optOutEnabled: true, ipCountryCode: "SE", siteCountry: "DE", storeDefault: "EUR", supported: ["EUR", "SEK"] }) // { currency: "SEK", source: "country" }
 */
export function initialCurrencyChoice(input: InitialCurrencyInput): InitialCurrency {
  if (!input.enabled) return { currency: NO_CONVERSION, source: "disabled" };

  const stored = parseStoredCurrency(input.stored, input.supported);
  if (stored !== null) return { currency: stored, source: "stored" };

  const fromQuery = supportedCurrencyCode(input.queryCur, input.supported);
  if (fromQuery !== null) return { currency: fromQuery, source: "query" };

  if (input.optOutEnabled) {
    const country = currencyCountry(input.ipCountryCode, input.siteCountry);
    const countryDefault = Object.hasOwn(COUNTRY_DEFAULT_CURRENCY, country) ? COUNTRY_DEFAULT_CURRENCY[country] : undefined;
    const byCountry = supportedCurrencyCode(countryDefault, input.supported);
    if (byCountry !== null) return { currency: byCountry, source: "country" };
    const byStore = supportedCurrencyCode(input.storeDefault, input.supported);
    if (byStore !== null) return { currency: byStore, source: "store" };
  }
  return { currency: NO_CONVERSION, source: "fallback" };
}

/**
 * The initial currency code or 'none' (see initialCurrencyChoice for the rules).
 * @example initialCurrency({ enabled: true, stored: "usd", queryCur: "EUR", optOutEnabled: false, ipCountryCode: null, siteCountry: "GB", storeDefault: "GBP", supported: ["GBP", "USD", "EUR"] }) // "USD"
 */
export function initialCurrency(input: InitialCurrencyInput): CurrencySelection {
  return initialCurrencyChoice(input).currency;
}

// ── Rates ────────────────────────────────────────────────────────────────────────────────
/**
 * Pairs to fetch for a selection: each default currency code → the selected one, each pair
 * once, in first-seen order (spec §4). None for 'none'. Identity pairs are left out (the rate
 * is 1, convert knows it), and so are codes the rates call does not serve (non-store
 * currencies), because the call refuses the whole request for one unknown code.
 * @example ratePairs("USD", ["EUR", "GBP", "EUR", "USD"]) // [{ from: "EUR", to: "USD" }, { from: "GBP", to: "USD" }]
 */
export function ratePairs(selected: CurrencySelection, defaultCurrencyCodes: readonly string[]): CurrencyPair[] {
  const to = selected.toUpperCase();
  if (!isStoreCurrency(to)) return [];
  const froms = defaultCurrencyCodes.map((code) => code.toUpperCase()).filter((from) => from !== to && isStoreCurrency(from));
  return uniquePairs(froms.map((from) => ({ from: from as StoreCurrency, to })));
}

/** One rate as the rates call answers it (1 `from` = `rate` `to`; null when it has none). */
export interface ExchangeRate {
  readonly from: CurrencyCode;
  readonly to: CurrencyCode;
  readonly rate: number | null;
}

/** The rate table convert reads: the `rates` list of GET /bfx-content/api/currency/v1/rates. */
export type ExchangeRates = readonly ExchangeRate[];

function isUsableRate(rate: unknown): rate is number {
  return typeof rate === "number" && Number.isFinite(rate) && rate > 0;
}

/**
 * The usable rates of a rates-call answer ({ rates: [...] }); malformed entries are dropped,
 * a malformed answer gives no rates (prices then show in the event currency only).
 * @example readExchangeRates({ rates: [{ from: "EUR", to: "USD", rate: 1.07 }, { from: "x" }] }).length // 1
 */
export function readExchangeRates(body: unknown): ExchangeRate[] {
  const list = typeof body === "object" && body !== null ? (body as { rates?: unknown }).rates : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown): ExchangeRate[] => {
    if (typeof entry !== "object" || entry === null) return [];
    const { from, to, rate } = entry as Record<string, unknown>;
    if (typeof from !== "string" || !CURRENCY_CODE.test(from)) return [];
    if (typeof to !== "string" || !CURRENCY_CODE.test(to)) return [];
    if (!isUsableRate(rate)) return [];
    return [{ from, to, rate }];
  });
}

const rememberMinorUnits = boundedMemo<number>(MEMO_POLICY.minorUnits);

/**
 * Decimal places of a currency's minor unit, as Intl knows it (USD 2, JPY 0, BHD 3); null for
 * a code that is not three capital letters.
 * @example minorUnits("JPY") // 0
 */
export function minorUnits(currency: string): number | null {
  if (!CURRENCY_CODE.test(currency)) return null;
  return rememberMinorUnits(
    currency,
    () => new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2,
  );
}

function roundTo(amount: number, digits: number): number {
  const factor = 10 ** digits;
  // toPrecision first removes binary noise (1.005 * 100 = 100.49999…), so halves round up.
  return Math.round(Number((amount * factor).toPrecision(12))) / factor;
}

/**
 * `amount` of `from` in `to`, rounded to the minor unit of `to`; null when there is no rate
 * for exactly that direction in the table (never a silent 1) or the input is not a number.
 * The same currency converts to itself.
 * @example convert(10, "EUR", "JPY", [{ from: "EUR", to: "JPY", rate: 171.94 }]) // 1719
 */
export function convert(amount: number, from: CurrencyCode, to: CurrencyCode, rates: ExchangeRates): number | null {
  const digits = minorUnits(to);
  if (!Number.isFinite(amount) || digits === null || minorUnits(from) === null) return null;
  if (from === to) return roundTo(amount, digits);
  const entry = rates.find((candidate) => candidate.from === from && candidate.to === to);
  if (entry === undefined || !isUsableRate(entry.rate)) return null;
  return roundTo(amount * entry.rate, digits);
}

// ── Display ──────────────────────────────────────────────────────────────────────────────
/** Visible text and the words a screen reader should say instead. */
export interface ApproximateAmount {
  /** "≈ €12": render aria-hidden. */
  readonly text: string;
  /** "about €12": render as visually hidden text beside it. */
  readonly label: string;
}

/** The visible marker, joined to the amount by a no-break space so they never wrap apart. */
export const APPROXIMATE_SIGN = "≈";

/** English accessible wording; callers pass their translation ({amount} is replaced). */
export const APPROXIMATE_LABEL_EN = "about {amount}";

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return sharedNumberFormat(locale.trim().replace(/_/g, "-"), options);
  } catch {
    // A malformed locale tag: the amount still shows, in English conventions.
    return sharedNumberFormat("en", options);
  }
}

/**
 * A converted amount marked as approximate, formatted for the locale: whole amounts without
 * decimals ("≈ €12"), others with the currency's minor unit ("≈ 12,50 €"). The sign "≈" is read
 * inconsistently by screen readers, so `label` carries words ("about €12") for them.
 * Null when the currency code is not three capital letters or the amount is not a number.
 * @example formatApproximate(12, "EUR", "en-US") // { text: "≈ €12", label: "about €12" }
 */
export function formatApproximate(
  amount: number,
  currency: CurrencyCode,
  locale: string,
  labelTemplate: string = APPROXIMATE_LABEL_EN,
): ApproximateAmount | null {
  const digits = minorUnits(currency);
  if (digits === null || !Number.isFinite(amount)) return null;
  const rounded = roundTo(amount, digits);
  const fractionDigits = Number.isInteger(rounded) ? 0 : digits;
  const formatted = numberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(rounded);
  return {
    text: `${APPROXIMATE_SIGN}\u00a0${formatted}`,
    label: labelTemplate.replace("{amount}", formatted),
  };
}

export interface ApproximatePriceInput {
  readonly amount: number;
  /** The currency the event is priced in. */
  readonly eventCurrency: CurrencyCode;
  readonly selected: CurrencySelection;
  readonly rates: ExchangeRates;
  readonly locale: string;
  readonly labelTemplate?: string;
}

/**
 * The approximate price shown beside the event's price, or null when there is nothing to add:
 * 'none' selected, the event already in the selected currency, or no rate for the pair.
 * @example approximatePrice({ amount: 50, eventCurrency: "EUR", selected: "USD", rates: [{ from: "EUR", to: "USD", rate: 1.0705 }], locale: "en-US" })?.text // "≈ $53.53"
 */
export function approximatePrice(input: ApproximatePriceInput): ApproximateAmount | null {
  const { amount, eventCurrency, selected, rates, locale, labelTemplate } = input;
  if (selected === NO_CONVERSION || selected === eventCurrency) return null;
  const converted = convert(amount, eventCurrency, selected, rates);
  return converted === null ? null : formatApproximate(converted, selected, locale, labelTemplate);
}
