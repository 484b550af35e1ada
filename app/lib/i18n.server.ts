// Server only: the storefront's translations through remix-i18next (docs/decisions/013).
// The page's language comes from the address and the store (spec §2.1), mapped to a translation
// locale by spec §3; i18next resolves each text along locale → language → English, so a regional
// catalogue (fr-CA, es-MX, es-AR, pt-BR, zh-HK, en-GB, en-US) holds only what differs from its
// language's. Loaders send the browser finished words, never these tables.
import type { TFunction } from "i18next";
import type { StorefrontContext } from "./storefront-context";
import { isPluralForms, type PluralForms } from "../domain/plural";
import { RemixI18Next } from "remix-i18next/server";
import { UI_LABELS_EN } from "../components/ui/ui-labels-en";
import { FALLBACK_TRANSLATION_LOCALE, TRANSLATION_LOCALES, toTranslationLocale, type TranslationLocale } from "../domain/locales";
import { accountKeysEn, headerKeysEn, listingKeysEn } from "./english-sources";
import { LOCALE_RESOURCES } from "./locale-resources.server";
import type { PageLabels } from "../components/pages/listing-labels";
import { ACCOUNT_LABELS } from "../components/account/account-labels";
import { SIGN_IN_LABELS } from "../components/sign-in/sign-in-labels";
import { HEADER_MENU_LABELS } from "../domain/header-menu";
import { PRICE_BREAKDOWN_LABELS, VENUE_MAP_LABELS, type PriceBreakdownWords, type VenueMapWords } from "../components/event/ticket-labels";
import { CATEGORY_NAME_LABELS, type CategoryNameWords } from "../domain/category-names";
import { boundedMemo, MEMO_POLICY, stampVersion, timedMemo, versionOf } from "../domain/isolate-memo";

/** The namespaces: `ui` (widgets), `design-system` (/design-system), `listing` (listing, event,
 *  sell and error pages), `header` (header, menus, search, dialog, banner), `account` (sign-in
 *  and the signed-in area). */
export const NAMESPACES = ["ui", "design-system", "listing", "header", "account"] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** English, the source in code (design-system's keys are its English texts: a missing one shows as is). */
export const ENGLISH_SOURCES: Readonly<Record<Exclude<Namespace, "design-system">, Readonly<Record<string, string>>>> = {
  ui: UI_LABELS_EN,
  listing: listingKeysEn(),
  header: headerKeysEn(),
  account: accountKeysEn(),
};

/** Where a locale looks after itself and its language: Hong Kong's Traditional Chinese reads
 *  Taiwan's before English (the two share the script, unlike zh-CN). */
const FALLBACKS: Readonly<Record<string, readonly string[]>> = { "zh-HK": ["zh-TW", "en"], default: ["en"] };

export const i18n = new RemixI18Next({
  // The locale is the address's and the store's (resolved by the worker), never Accept-Language,
  // a cookie or ?lng: one address is one language, which search engines and shared links rely on.
  detection: { supportedLanguages: [...TRANSLATION_LOCALES], fallbackLanguage: FALLBACK_TRANSLATION_LOCALE, order: ["custom"], findLocale: async () => null },
  i18next: {
    resources: { ...LOCALE_RESOURCES, en: { ...ENGLISH_SOURCES, ...LOCALE_RESOURCES.en } },
    fallbackLng: FALLBACKS as unknown as Record<string, string[]>,
    ns: [...NAMESPACES],
    defaultNS: "listing",
    // Flat keys with dots; design-system keys are English sentences that may hold ':' or '.'.
    keySeparator: false,
    nsSeparator: false,
    // `{name}` placeholders (ADR 008); React escapes on render.
    interpolation: { prefix: "{", suffix: "}", escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
    initImmediate: false,
  },
});

/** One request's words: the translation locale and i18next's t over every namespace. */
export interface Translator {
  locale: TranslationLocale;
  t: TFunction<Namespace[]>;
  /** Every text of a namespace in this locale (each missing one in English), cached. */
  table(namespace: Namespace): Readonly<Record<string, string>>;
  /** The plural forms of `key` this locale's rules use (`{ one, other }`, `{ one, few, many, other }`...). */
  plurals(namespace: Namespace, key: string): PluralForms;
}

const translators = timedMemo<Translator>(MEMO_POLICY.translators);

/**
 * The translator for a site locale (spec §3 mapping: de-AT → de-DE, es-UY → es-AR...), one per
 * translation locale and isolate. Throws 'Unsafe locale detected' on an unsafe key.
 * Only a finished translator is shared: a request never awaits a promise another request started
 * (workerd cancels such continuations when that request ends; see app/domain/isolate-memo.ts).
 * @example (await translatorFor("fr-CA")).t("menu.signIn", { ns: "header" }) // "Se connecter"
 */
export function translatorFor(siteLocale: string): Promise<Translator> {
  const locale = toTranslationLocale(siteLocale);
  return translators.get(locale, () => createTranslator(locale), { now: Date.now() });
}

async function createTranslator(locale: TranslationLocale): Promise<Translator> {
  const t = (await i18n.getFixedT(locale, [...NAMESPACES])) as unknown as TFunction<Namespace[]>;
  const hierarchy = [...resolutionOrder(locale)].reverse();
  const tables = new Map<Namespace, Readonly<Record<string, string>>>();
  const rules = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const table = (namespace: Namespace): Readonly<Record<string, string>> => {
    let texts = tables.get(namespace);
    if (!texts) {
      const keys = new Set<string>();
      for (const code of hierarchy) for (const key of Object.keys(bundle(code, namespace))) keys.add(key);
      texts = Object.freeze(Object.fromEntries([...keys].map((key) => [key, t(key, { ns: namespace }) as string])));
      tables.set(namespace, texts);
    }
    return texts;
  };
  return {
    locale,
    t,
    table,
    plurals(namespace, key) {
      const texts = table(namespace);
      const other = texts[`${key}_other`] ?? key;
      return { ...Object.fromEntries(rules.map((rule) => [rule, texts[`${key}_${rule}`] ?? other])), other };
    },
  };
}

/** Codes i18next reads for a locale, most specific first: fr-CA → fr-CA, fr, en. */
export function resolutionOrder(locale: TranslationLocale): string[] {
  const language = locale.split("-")[0]!;
  return [...new Set([locale, language, ...(FALLBACKS[locale] ?? FALLBACKS.default!)])];
}

function bundle(code: string, namespace: Namespace): Readonly<Record<string, string>> {
  if (code === "en" && namespace !== "design-system") return { ...ENGLISH_SOURCES[namespace], ...LOCALE_RESOURCES.en?.[namespace] };
  return LOCALE_RESOURCES[code]?.[namespace] ?? {};
}

/** A request's context with its words: what the page loaders build their models from. */
export type PageContext = StorefrontContext & {
  readonly i18n: Translator;
  /** The words of the page's language by namespace, each built on its first read in the request. */
  readonly words: PageWords;
};

const pageContexts = new WeakMap<StorefrontContext, Promise<PageContext>>();

/**
 * The request's context with the translator of its locale and its words; the root and the page
 * loaders of one request share it.
 * @example const ctx = await pageContext(context.storefront); ctx.words.listing.homeTitle
 */
export function pageContext(ctx: StorefrontContext): Promise<PageContext> {
  let known = pageContexts.get(ctx);
  if (!known) {
    known = translatorFor(ctx.locale).then((i18n) => ({ ...ctx, i18n, words: new PageWords(i18n) }));
    pageContexts.set(ctx, known);
  }
  return known;
}

/**
 * One request's words, by what they are: each namespace is shaped on its first read and kept for
 * the rest of the request (the shaped tables themselves are kept per locale), so no helper
 * rebuilds them.
 * @example new PageWords(await translatorFor("de-DE")).menu.concerts // "Konzerte"
 */
export class PageWords {
  #listing?: PageLabels;
  #menu?: typeof HEADER_MENU_LABELS;
  #account?: typeof ACCOUNT_LABELS;
  #signIn?: typeof SIGN_IN_LABELS;
  #venueMap?: VenueMapWords;
  #priceBreakdown?: PriceBreakdownWords;
  #categoryNames?: CategoryNameWords;

  constructor(private readonly translator: Translator) {}

  /** The listing, event, sell and error pages (the `listing` namespace), nested as LISTING_LABELS. */
  get listing(): PageLabels {
    return (this.#listing ??= listingLabels(this.translator));
  }

  /** The menu's category names (the `header` namespace's `menu.*`). */
  get menu(): typeof HEADER_MENU_LABELS {
    return (this.#menu ??= wordsLike(this.translator, "header", "menu", HEADER_MENU_LABELS));
  }

  /** The signed-in area (the `account` namespace's `account.*`). */
  get account(): typeof ACCOUNT_LABELS {
    return (this.#account ??= wordsLike(this.translator, "account", "account", ACCOUNT_LABELS));
  }

  /** The sign-in page (the `account` namespace's `signIn.*`). */
  get signIn(): typeof SIGN_IN_LABELS {
    return (this.#signIn ??= wordsLike(this.translator, "account", "signIn", SIGN_IN_LABELS));
  }

  /** The event page's venue map (the `listing` namespace's `venueMap.*`; counted texts as plural forms). */
  get venueMap(): VenueMapWords {
    return (this.#venueMap ??= wordsLike(this.translator, "listing", "venueMap", VENUE_MAP_LABELS as VenueMapWords));
  }

  /** The catalog's category names by id (the `listing` namespace's `categoryName.*`; ADR 028). */
  get categoryNames(): CategoryNameWords {
    return (this.#categoryNames ??= wordsLike(this.translator, "listing", "categoryName", CATEGORY_NAME_LABELS));
  }

  /** The price breakdown of a listing (the `listing` namespace's `priceBreakdown.*`). */
  get priceBreakdown(): PriceBreakdownWords {
    return (this.#priceBreakdown ??= wordsLike(this.translator, "listing", "priceBreakdown", PRICE_BREAKDOWN_LABELS as PriceBreakdownWords));
  }
}

const listingTables = boundedMemo<PageLabels>(MEMO_POLICY.words);

/**
 * The page words of a translator's locale, nested as LISTING_LABELS (cached per locale).
 * @example listingLabels(await translatorFor("de-DE")).date.thisWeekend // "Dieses Wochenende"
 */
export function listingLabels(translator: Translator): PageLabels {
  const version = `${translator.locale}|listing`;
  return listingTables(version, () => {
    const nested: Record<string, unknown> = {};
    for (const [key, text] of Object.entries(translator.table("listing"))) {
      const dot = key.indexOf(".");
      if (dot === -1) nested[key] = text;
      else ((nested[key.slice(0, dot)] ??= {}) as Record<string, string>)[key.slice(dot + 1)] = text;
    }
    return stampVersion(nested as PageLabels, version);
  });
}

/**
 * The words of the design system's widgets (the `ui` namespace) whose keys start with one of
 * `prefixes`: only what the page's widgets say goes into its loader data.
 * @example uiWords(tr, ["pagination."])["pagination.next"] // "Next page"
 */
export function uiWords(translator: Translator, prefixes: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(translator.table("ui")).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))));
}

const shaped = boundedMemo<object>(MEMO_POLICY.words);

/**
 * A table shaped like its English source (nested objects kept), each text read from `prefix.path`
 * of the namespace in the translator's locale; cached per locale.
 * @example wordsLike(tr, "account", "account", ACCOUNT_LABELS).section.orders // "Meine Bestellungen"
 */
export function wordsLike<T extends object>(translator: Translator, namespace: Namespace, prefix: string, english: T): T {
  const version = `${translator.locale}|${namespace}|${prefix}`;
  return shaped(version, () => {
    const table = translator.table(namespace);
    const build = (path: string, source: object): object =>
      Object.fromEntries(
        Object.entries(source).map(([key, value]) => [
          key,
          typeof value === "string"
            ? (table[`${path}.${key}`] ?? value)
            : isPluralForms(value)
              ? translator.plurals(namespace, `${path}.${key}`)
              : build(`${path}.${key}`, value as object),
        ]),
      );
    return stampVersion(build(prefix, english), version);
  }) as T;
}

const picks = boundedMemo<object>(MEMO_POLICY.wordPicks);

/**
 * The few words a page's components say themselves, out of a locale's (cached) words: what a
 * loader sends. Cached per words table (its version: locale and table) and key list, so one locale builds each pick once.
 * @example pickWords(listingLabels(tr), ERROR_LABEL_KEYS).goHome
 */
export function pickWords<T extends object, K extends keyof T & string>(words: T, keys: readonly K[]): Pick<T, K> {
  return picks(`${versionOf(words)}|${keys.join(",")}`, () => Object.fromEntries(keys.map((key) => [key, words[key]]))) as Pick<T, K>;
}
