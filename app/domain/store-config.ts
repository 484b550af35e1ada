// Per-store configuration document (spec §3 "Store configuration state" and "Currency state",
// §2.4 category paths, §9 help links and cache TTLs). One document per store lives in KV under
// storeConfigKey(storeId); defaultStoreConfig builds a complete, valid one from the domain tables.
import { z } from "zod";
import { defaultPriceDisplayMode, isPriceDisplayModeAllowed, PriceDisplayModeSchema, type PriceDisplayMode } from "./all-in-price";
import { isKnownTimeZone } from "./intl-formats";
import { CATEGORY_IDS, CATEGORY_KEYS, categoryPagePath, defaultCategorySlugs, type CategoryKey } from "./categories";
import { CONTENT_CACHE_TTL_SECONDS, SUGGEST_CACHE_TTL_SECONDS } from "./constants";
import { FeatureFlagsSchema, defaultFeatureFlags } from "./feature-flags";
import { fanProtectionUrl, helpLinks } from "./help-links";
import {
  LANGUAGE_DISPLAY_NAMES,
  SUPPORTED_SITE_LOCALES,
  languageOf,
  normalizeLocaleTag,
  type DisplayNameLocale,
  type SiteLocale,
} from "./locales";
import { CURRENCY_SYMBOLS, STORES, STORE_CURRENCIES, STORE_IDS, type StoreId } from "./stores";

/**
 * KV key of a store's configuration document.
 * @example storeConfigKey(3) // "store-config:3"
 */
export function storeConfigKey(storeId: StoreId): string {
  return `store-config:${storeId}`;
}

/** KV key of the operator's host → store index (written by `npm run store -- set`, read by the worker). */
export const STORE_HOSTS_KEY = "store-hosts";

// ── Field schemas ────────────────────────────────────────────────────────────────────────
const HOST_LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
/** A DNS name a browser reaches the site at: lower-case labels, at least two, an alphabetic top label; no port. */
const DNS_NAME = new RegExp(`^(?:${HOST_LABEL}\\.)+[a-z]{2,63}$`);

/**
 * Whether a configured host name is a public DNS name: not localhost (one label), `*.localhost`
 * or an IP address (no alphabetic top label), and no port. Local development needs no host name
 * in a store document: `{country}.localhost` and loopback resolve without one (ADR 002).
 */
function isStoreHostName(host: string): boolean {
  return host.length <= 253 && DNS_NAME.test(host) && !host.endsWith(".localhost");
}

const HostNameSchema = z
  .string()
  .refine(isStoreHostName, "must be a lower-case DNS name (no port, not localhost, not an IP address)");

/**
 * Text a page shows as it is (a brand): no markup characters, no control characters, no
 * surrounding spaces. React escapes it anyway; the rule keeps `<b>` from showing up literally.
 */
const PlainTextSchema = z
  .string()
  .min(1)
  .max(60)
  .refine((text) => !/[<>\p{Cc}]/u.test(text), "must be plain text (no < > or control characters)")
  .refine((text) => text.trim() === text, "must not start or end with a space");

const SiteLocaleSchema = z.enum(SUPPORTED_SITE_LOCALES);

const CurrencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code (three capital letters)");

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

const HttpsUrlSchema = z.string().refine(isHttpsUrl, "must be an absolute https URL");


const SupportedLocaleSchema = z.strictObject({
  locale: SiteLocaleSchema,
  languageDisplayName: z.string().min(1).max(60),
});

const SupportedLocalesSchema = z
  .array(SupportedLocaleSchema)
  .min(1)
  .superRefine((locales, ctx) => {
    // One locale per language: the language menu switches language, not region.
    const seen = new Map<string, string>();
    locales.forEach(({ locale }, index) => {
      const language = languageOf(locale);
      const first = seen.get(language);
      if (first) {
        ctx.addIssue({
          code: "custom",
          path: [index, "locale"],
          message: `supportedLocales must have distinct languages: ${locale} repeats language "${language}" of ${first}`,
        });
      } else {
        seen.set(language, locale);
      }
    });
  });

const SupportedCurrencySchema = z.strictObject({
  key: CurrencyCodeSchema,
  value: z.string().min(1).max(40),
});

const CategorySlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case slug (letters, digits, single dashes)")
  .nullable()
  .optional();

/** Per locale: slug by category; null = slugless path, absent = category not offered. */
const CategorySlugEntrySchema = z.strictObject(
  Object.fromEntries(CATEGORY_KEYS.map((key) => [key, CategorySlugSchema])) as Record<
    CategoryKey,
    typeof CategorySlugSchema
  >,
);

const LOWER_SITE_LOCALES: ReadonlySet<string> = new Set(SUPPORTED_SITE_LOCALES.map((l) => l.toLowerCase()));

const HelpLinksEntrySchema = z.strictObject({
  helpCenter: HttpsUrlSchema,
  helpTopics: HttpsUrlSchema,
  contactUs: HttpsUrlSchema,
  // Added with the help menu: documents written before it fall back to helpLinks().
  virtualAssistant: HttpsUrlSchema.optional(),
  callUs: HttpsUrlSchema.optional(),
  fanProtection: HttpsUrlSchema,
});

export const StoreConfigSchema = z
  .strictObject({
    shstoreId: z.literal(STORE_IDS),
    siteCountry: z.string(),
    brandName: PlainTextSchema,
    altBrandName: PlainTextSchema,
    hostNames: z.array(HostNameSchema).min(1),
    defaultLocale: SiteLocaleSchema,
    supportedLocales: SupportedLocalesSchema,
    defaultCurrency: CurrencyCodeSchema,
    supportedCurrencies: z.array(SupportedCurrencySchema).min(1),
    defaultCurrencyCodes: z.array(CurrencyCodeSchema),
    featureFlags: FeatureFlagsSchema,
    categorySlugs: z.partialRecord(SiteLocaleSchema, CategorySlugEntrySchema),
    helpLinks: z.record(
      z.string().refine((key) => LOWER_SITE_LOCALES.has(key), "must be a lower-case supported locale"),
      HelpLinksEntrySchema,
    ),
    contentCacheTtlSeconds: z.number().int().min(30).max(86_400).default(CONTENT_CACHE_TTL_SECONDS),
    suggestCacheTtlSeconds: z.number().int().min(30).max(3_600).default(SUGGEST_CACHE_TTL_SECONDS),
    timeZone: z.string().refine(isKnownTimeZone, "must be an IANA time zone"),
    // Added with listings (issue 25, ADR 027): documents written before it show the country's default.
    priceDisplay: PriceDisplayModeSchema.optional(),
  })
  .superRefine((config, ctx) => {
    const issue = (path: PropertyKey[], message: string) => ctx.addIssue({ code: "custom", path, message });

    const store = STORES[config.shstoreId];
    if (config.siteCountry !== store.siteCountry) {
      issue(["siteCountry"], `store ${store.storeId} has site country ${store.siteCountry}`);
    }

    if (config.priceDisplay && !isPriceDisplayModeAllowed(config.siteCountry, config.priceDisplay)) {
      issue(["priceDisplay"], `${config.siteCountry} requires all-in prices (every mandatory fee in the price): "${config.priceDisplay}" is not allowed`);
    }

    const duplicateHosts = config.hostNames.filter((host, i) => config.hostNames.indexOf(host) !== i);
    for (const host of new Set(duplicateHosts)) issue(["hostNames"], `"${host}" is listed twice`);

    const locales = config.supportedLocales.map(({ locale }) => locale);
    if (!locales.includes(config.defaultLocale)) {
      issue(["supportedLocales"], `supportedLocales must contain the defaultLocale ${config.defaultLocale}`);
    }

    const currencyKeys = config.supportedCurrencies.map(({ key }) => key);
    config.supportedCurrencies.forEach(({ key }, i) => {
      if (currencyKeys.indexOf(key) !== i) issue(["supportedCurrencies", i, "key"], `${key} is listed twice`);
    });
    if (!currencyKeys.includes(config.defaultCurrency)) {
      issue(["defaultCurrency"], `${config.defaultCurrency} is not among supportedCurrencies`);
    }
    config.defaultCurrencyCodes.forEach((code, i) => {
      if (!currencyKeys.includes(code)) issue(["defaultCurrencyCodes", i], `${code} is not among supportedCurrencies`);
    });

    // Every supported locale has category slugs and help links, and only supported locales do.
    const slugLocales = Object.keys(config.categorySlugs);
    for (const locale of locales) {
      if (!slugLocales.includes(locale)) issue(["categorySlugs", locale], "missing for a supported locale");
    }
    for (const locale of slugLocales) {
      if (!locales.includes(locale as SiteLocale)) issue(["categorySlugs", locale], "not a supported locale of this store");
    }
    // The same categories in every language: the header must not change with the language.
    const reference = config.categorySlugs[config.defaultLocale];
    if (reference) {
      const offered = offeredKeys(reference).join(",");
      for (const [locale, entry] of Object.entries(config.categorySlugs)) {
        if (entry && offeredKeys(entry).join(",") !== offered) {
          issue(["categorySlugs", locale], `must offer the same categories as ${config.defaultLocale} (${offered})`);
        }
      }
    }

    const helpLocales = Object.keys(config.helpLinks);
    for (const locale of locales) {
      if (!helpLocales.includes(locale.toLowerCase())) issue(["helpLinks", locale.toLowerCase()], "missing for a supported locale");
    }
    for (const key of helpLocales) {
      if (!locales.some((locale) => locale.toLowerCase() === key)) issue(["helpLinks", key], "not a supported locale of this store");
    }
  });

function offeredKeys(entry: Partial<Record<CategoryKey, string | null | undefined>>): CategoryKey[] {
  return CATEGORY_KEYS.filter((key) => entry[key] !== undefined);
}

export type StoreConfig = z.infer<typeof StoreConfigSchema>;
export type StoreConfigInput = z.input<typeof StoreConfigSchema>;

// ── Parsing ──────────────────────────────────────────────────────────────────────────────
export type ParseStoreConfigResult =
  | { readonly ok: true; readonly config: StoreConfig }
  | { readonly ok: false; readonly errors: string[] };

function formatIssue(issue: z.core.$ZodIssue): string[] {
  const path = issue.path.map(String).join(".");
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => `${path || "(root)"}: unknown key "${key}"`);
  }
  if (issue.code === "invalid_key" && issue.issues.length > 0) {
    // Say why the record key was refused, not just that it was.
    return [`${path}: invalid key: ${issue.issues.map((inner) => inner.message).join("; ")}`];
  }
  return [`${path || "(root)"}: ${issue.message}`];
}

/**
 * Validates a store configuration document; each error names its field path.
 * @example parseStoreConfig({ ...defaultStoreConfig(3), brandName: "" }).ok // false
 */
export function parseStoreConfig(input: unknown, expectedStoreId?: StoreId): ParseStoreConfigResult {
  const result = StoreConfigSchema.safeParse(input);
  const errors = result.success ? [] : result.error.issues.flatMap(formatIssue);
  if (expectedStoreId !== undefined) {
    const actual = typeof input === "object" && input !== null ? (input as { shstoreId?: unknown }).shstoreId : undefined;
    if (actual !== expectedStoreId) {
      errors.push(`shstoreId: expected ${expectedStoreId}, got ${JSON.stringify(actual) ?? "nothing"}`);
    }
  }
  if (result.success && errors.length === 0) return { ok: true, config: result.data };
  return { ok: false, errors };
}

// ── Defaults ─────────────────────────────────────────────────────────────────────────────
type LanguageVariants = { readonly fallback: DisplayNameLocale; readonly bySite?: Readonly<Record<string, DisplayNameLocale>> };

/** Which regional locale of each language a store offers, by site country. Order = menu order
 *  after the store's native locales. */
export const STORE_LANGUAGE_VARIANTS: Readonly<Record<string, LanguageVariants>> = Object.freeze({
  en: {
    fallback: "en-GB",
    bySite: { US: "en-US", MX: "en-US", AR: "en-US", BR: "en-US", JP: "en-US", KR: "en-US", TW: "en-US", CA: "en-CA", IE: "en-IE", HK: "en-HK" },
  },
  es: { fallback: "es-ES", bySite: { US: "es-MX", CA: "es-MX", MX: "es-MX", AR: "es-AR" } },
  pt: { fallback: "pt-PT", bySite: { BR: "pt-BR", US: "pt-BR", AR: "pt-BR", MX: "pt-BR" } },
  fr: { fallback: "fr-FR", bySite: { CA: "fr-CA", BE: "fr-BE", LU: "fr-LU" } },
  de: { fallback: "de-DE", bySite: { AT: "de-AT", LU: "de-LU" } },
  nl: { fallback: "nl-NL", bySite: { BE: "nl-BE" } },
  zh: { fallback: "zh-CN", bySite: { TW: "zh-TW", HK: "zh-HK" } },
  it: { fallback: "it-IT" },
  da: { fallback: "da-DK" },
  sv: { fallback: "sv-SE" },
  nb: { fallback: "nb-NO" },
  fi: { fallback: "fi-FI" },
  pl: { fallback: "pl-PL" },
  cs: { fallback: "cs-CZ" },
  el: { fallback: "el-GR" },
  tr: { fallback: "tr-TR" },
  ru: { fallback: "ru-RU" },
  ca: { fallback: "ca-ES" },
  id: { fallback: "id-ID" },
  ja: { fallback: "ja-JP" },
  ko: { fallback: "ko-KR" },
});

/**
 * A store's language menu: its native locales, then one locale per other language.
 * @example defaultSupportedLocales(8).slice(0, 3).map((l) => l.locale) // ["en-CA", "fr-CA", "es-MX"]
 */
export function defaultSupportedLocales(storeId: StoreId): StoreConfig["supportedLocales"] {
  const store = STORES[storeId];
  const nativeLanguages = new Set(store.nativeLocales.map(languageOf));
  const others = Object.entries(STORE_LANGUAGE_VARIANTS)
    .filter(([language]) => !nativeLanguages.has(language))
    .map(([, variants]) => variants.bySite?.[store.siteCountry] ?? variants.fallback);
  return [...store.nativeLocales, ...others].map((locale) => ({
    locale,
    languageDisplayName: LANGUAGE_DISPLAY_NAMES[locale as DisplayNameLocale],
  }));
}

/**
 * Currency menu of a store: its own currency first, then every other store currency.
 * @example defaultSupportedCurrencies(2)[0] // { key: "GBP", value: "GBP (£)" }
 */
export function defaultSupportedCurrencies(storeId: StoreId): StoreConfig["supportedCurrencies"] {
  const own = STORES[storeId].defaultCurrency;
  return [own, ...STORE_CURRENCIES.filter((code) => code !== own)].map((code) => ({
    key: code,
    value: `${code} (${CURRENCY_SYMBOLS[code]})`,
  }));
}

/**
 * Complete, valid configuration for a store built from the domain tables. Host names and
 * support addresses are placeholders an operator replaces.
 * @example defaultStoreConfig(13).defaultLocale // "fr-BE"
 */
export function defaultStoreConfig(storeId: StoreId): StoreConfig {
  const store = STORES[storeId];
  const supportedLocales = defaultSupportedLocales(storeId);
  const locales = supportedLocales.map(({ locale }) => locale);
  const country = store.siteCountry.toLowerCase();
  return {
    shstoreId: storeId,
    siteCountry: store.siteCountry,
    brandName: "Stagefront",
    altBrandName: "Stagefront Tickets",
    hostNames: storeId === 1 ? ["www.stagefront.example", `${country}.stagefront.example`] : [`${country}.stagefront.example`],
    defaultLocale: store.defaultLocale,
    supportedLocales,
    defaultCurrency: store.defaultCurrency,
    supportedCurrencies: defaultSupportedCurrencies(storeId),
    defaultCurrencyCodes: [store.defaultCurrency],
    featureFlags: defaultFeatureFlags(storeId),
    categorySlugs: Object.fromEntries(locales.map((locale) => [locale, defaultCategorySlugs(storeId, locale)])),
    helpLinks: Object.fromEntries(
      locales.map((locale) => [locale.toLowerCase(), { ...helpLinks(locale), fanProtection: fanProtectionUrl(locale) }]),
    ),
    contentCacheTtlSeconds: CONTENT_CACHE_TTL_SECONDS,
    suggestCacheTtlSeconds: SUGGEST_CACHE_TTL_SECONDS,
    timeZone: store.timeZone,
    priceDisplay: defaultPriceDisplayMode(store.siteCountry),
  };
}

/**
 * How the store shows listing prices: its document's mode, else its country's default (ADR 027).
 * @example priceDisplayOf(defaultStoreConfig(3)) // "all-in"
 */
export function priceDisplayOf(config: StoreConfig): PriceDisplayMode {
  return config.priceDisplay ?? defaultPriceDisplayMode(config.siteCountry);
}

/**
 * Category landing path for a store and locale (the default locale's slugs when the locale
 * has none), or null when the store does not offer the category. Throws on an unsafe locale.
 * @example categoryPath(defaultStoreConfig(22), "ja-JP", "concerts") // "/category/1/"
 */
export function categoryPath(config: StoreConfig, locale: string, key: CategoryKey): string | null {
  const tag = normalizeLocaleTag(locale);
  const own = Object.hasOwn(config.categorySlugs, tag) ? config.categorySlugs[tag as SiteLocale] : undefined;
  const entry = own ?? config.categorySlugs[config.defaultLocale];
  const slug = entry?.[key];
  return slug === undefined ? null : categoryPagePath(slug, CATEGORY_IDS[key]);
}
