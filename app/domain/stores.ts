// Country sites ("stores", shstore in the spec) and their fixed facts (spec §3 "Store ids to
// site country"). Operator-editable settings live in store-config.ts; this table is what the
// defaults are built from.
import type { SiteLocale } from "./locales";

/** Every store id; there is no store 25 (spec §3). */
export const STORE_IDS = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 26, 27, 28,
] as const;

export type StoreId = (typeof STORE_IDS)[number];

/** The currencies that are some store's default currency (ISO 4217). */
export const STORE_CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "CAD",
  "MXN",
  "CZK",
  "PLN",
  "SEK",
  "DKK",
  "ARS",
  "BRL",
  "JPY",
  "KRW",
  "TRY",
  "TWD",
  "HKD",
] as const;

export type StoreCurrency = (typeof STORE_CURRENCIES)[number];

/** Symbol as written in the currency's home market ("kr." in Denmark, "NT$" in Taiwan). */
export const CURRENCY_SYMBOLS: Readonly<Record<StoreCurrency, string>> = Object.freeze({
  USD: "$",
  EUR: "€",
  GBP: "£",
  CAD: "$",
  MXN: "$",
  CZK: "Kč",
  PLN: "zł",
  SEK: "kr",
  DKK: "kr.",
  ARS: "$",
  BRL: "R$",
  JPY: "¥",
  KRW: "₩",
  TRY: "₺",
  TWD: "NT$",
  HKD: "HK$",
});

export type StoreRecord = {
  readonly storeId: StoreId;
  /** The spec's own code: 'UK' for Great Britain and 'SP' for Spain. */
  readonly storeCode: string;
  /** ISO 3166-1 alpha-2 country of the site. */
  readonly siteCountry: string;
  readonly defaultLocale: SiteLocale;
  /** Locales of the country's own languages, default first. */
  readonly nativeLocales: readonly SiteLocale[];
  readonly defaultCurrency: StoreCurrency;
  /** IANA zone where most of the country lives. */
  readonly timeZone: string;
};

type Row = readonly [StoreId, string, string, readonly SiteLocale[], StoreCurrency, string];

// storeId, storeCode, siteCountry, nativeLocales (default first), currency, time zone
const ROWS: readonly Row[] = [
  [1, "US", "US", ["en-US"], "USD", "America/New_York"],
  [2, "UK", "GB", ["en-GB"], "GBP", "Europe/London"],
  [3, "DE", "DE", ["de-DE"], "EUR", "Europe/Berlin"],
  [4, "FR", "FR", ["fr-FR"], "EUR", "Europe/Paris"],
  [5, "MX", "MX", ["es-MX"], "MXN", "America/Mexico_City"],
  [6, "SP", "ES", ["es-ES"], "EUR", "Europe/Madrid"],
  [7, "PT", "PT", ["pt-PT"], "EUR", "Europe/Lisbon"],
  [8, "CA", "CA", ["en-CA", "fr-CA"], "CAD", "America/Toronto"],
  [9, "CZ", "CZ", ["cs-CZ"], "CZK", "Europe/Prague"],
  [10, "IT", "IT", ["it-IT"], "EUR", "Europe/Rome"],
  [11, "NL", "NL", ["nl-NL"], "EUR", "Europe/Amsterdam"],
  [12, "AT", "AT", ["de-AT"], "EUR", "Europe/Vienna"],
  // French is Belgium's default: the spec shows the Belgian French market path without a language segment.
  [13, "BE", "BE", ["fr-BE", "nl-BE"], "EUR", "Europe/Brussels"],
  [14, "IE", "IE", ["en-IE"], "EUR", "Europe/Dublin"],
  [15, "FI", "FI", ["fi-FI"], "EUR", "Europe/Helsinki"],
  [16, "LU", "LU", ["fr-LU", "de-LU"], "EUR", "Europe/Luxembourg"],
  [17, "GR", "GR", ["el-GR"], "EUR", "Europe/Athens"],
  [18, "PL", "PL", ["pl-PL"], "PLN", "Europe/Warsaw"],
  [19, "SE", "SE", ["sv-SE"], "SEK", "Europe/Stockholm"],
  [20, "DK", "DK", ["da-DK"], "DKK", "Europe/Copenhagen"],
  [21, "AR", "AR", ["es-AR"], "ARS", "America/Argentina/Buenos_Aires"],
  [22, "JP", "JP", ["ja-JP"], "JPY", "Asia/Tokyo"],
  [23, "KR", "KR", ["ko-KR"], "KRW", "Asia/Seoul"],
  [24, "BR", "BR", ["pt-BR"], "BRL", "America/Sao_Paulo"],
  [26, "TR", "TR", ["tr-TR"], "TRY", "Europe/Istanbul"],
  [27, "TW", "TW", ["zh-TW"], "TWD", "Asia/Taipei"],
  [28, "HK", "HK", ["zh-HK", "en-HK"], "HKD", "Asia/Hong_Kong"],
];

/** Store records by store id. */
export const STORES: Readonly<Record<StoreId, StoreRecord>> = Object.freeze(
  Object.fromEntries(
    ROWS.map(([storeId, storeCode, siteCountry, nativeLocales, defaultCurrency, timeZone]) => [
      storeId,
      Object.freeze({
        storeId,
        storeCode,
        siteCountry,
        defaultLocale: nativeLocales[0]!,
        nativeLocales: Object.freeze([...nativeLocales]),
        defaultCurrency,
        timeZone,
      }),
    ]),
  ) as Record<StoreId, StoreRecord>,
);

/** Site countries of all stores, in store id order. */
export const SITE_COUNTRIES: readonly string[] = Object.freeze(STORE_IDS.map((id) => STORES[id].siteCountry));

const STORE_ID_SET: ReadonlySet<unknown> = new Set(STORE_IDS);

/**
 * True for one of the 27 store ids.
 * @example isStoreId(25) // false
 */
export function isStoreId(n: unknown): n is StoreId {
  return STORE_ID_SET.has(n);
}

/**
 * Store for a site country or store code, case-insensitive ('GB' and 'UK', 'ES' and 'SP' both work).
 * @example storeBySiteCountry("uk")?.storeId // 2
 */
export function storeBySiteCountry(code: string): StoreRecord | undefined {
  const wanted = code.toUpperCase();
  return STORE_IDS.map((id) => STORES[id]).find(
    (store) => store.siteCountry === wanted || store.storeCode === wanted,
  );
}
