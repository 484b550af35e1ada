// Every text of the widgets (`ui`) and of the /design-system page is translated for every store
// language, keeping its {placeholders}: a widget or demo that adds a text without its translations
// fails here, not on a German phone.
import { describe, expect, it } from "vitest";
import { designSystemKeys } from "../../scripts/i18n/design-system-keys.mjs";
import { UI_LABELS_EN } from "../components/ui/ui-labels-en";
import { languageOf } from "../domain/address";
import { defaultStoreConfig } from "../domain/store-config";
import { STORE_IDS } from "../domain/stores";
import { listingKeysEn } from "./listing-labels.server";
import { TRANSLATIONS, translations, type Namespaces } from "./translations.server";

const LISTING_EN = listingKeysEn();
const SOURCES: Record<keyof Namespaces, string[]> = {
  ui: Object.keys(UI_LABELS_EN),
  "design-system": designSystemKeys(),
  listing: Object.keys(LISTING_EN),
};
const ENGLISH: Record<keyof Namespaces, (key: string) => string> = {
  ui: (key) => UI_LABELS_EN[key as keyof typeof UI_LABELS_EN],
  "design-system": (key) => key,
  listing: (key) => LISTING_EN[key]!,
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const cases = Object.keys(TRANSLATIONS).flatMap((language) =>
  (Object.keys(SOURCES) as (keyof Namespaces)[]).map((namespace) => [language, namespace] as const),
);

/**
 * Texts that may read as in English in a language: the words are the same there (loan words and
 * names). Anything else identical to English is an untranslated text.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  "*": ["VIP"],
  ca: ["Categories", "Concerts", "Error", "Error:", "Festivals"],
  cs: ["Opera"],
  da: ["Accent", "Badge", "Basketball", "Info", "Neutral", "Opera"],
  de: ["Badge", "Basketball", "Dialog", "Festivals", "Info", "Neutral", "Tickets", "Tooltip"],
  es: ["Error", "Error:", "General"],
  fr: ["Actions", "Badge", "Concerts", "Confirmation", "Date", "Festivals", "Page {page}", " (page {page})", "Pagination"],
  id: ["Dialog", "Jazz Brunch", "Opera", "Tooltip"],
  it: ["Badge", "Design system", "Home", "Password"],
  nb: ["Basketball", "Opera"],
  nl: ["Accent", "Badge", "Festivals", "Filters", "Line-up", "Opera", "Tickets", "Tooltip"],
  pl: ["Opera"],
  sv: ["Accent", "Info", "Neutral", "Opera"],
  tr: ["Opera"],
};

describe("translations", () => {
  it("finds the sources: the widgets' words and the page's texts", () => {
    expect(SOURCES.ui.length).toBeGreaterThanOrEqual(60);
    expect(SOURCES.listing.length).toBeGreaterThanOrEqual(95);
    expect(SOURCES.listing).toContain("date.thisWeekend");
    expect(SOURCES["design-system"].length).toBeGreaterThanOrEqual(18);
    expect(SOURCES["design-system"]).toContain("Design system");
  });

  it.each(cases)("%s/%s: every text translated, no stale text, placeholders kept", (language, namespace) => {
    const texts: Readonly<Record<string, string | undefined>> = TRANSLATIONS[language]![namespace];
    const keys = SOURCES[namespace];
    const missing = keys.filter((k) => typeof texts[k] !== "string" || texts[k]!.trim() === "");
    const stale = Object.keys(texts).filter((k) => !keys.includes(k));
    const english = ENGLISH[namespace];
    const broken = keys.filter((k) => typeof texts[k] === "string" && placeholders(texts[k]!).join() !== placeholders(english(k)).join());
    expect({ missing, stale, broken }).toEqual({ missing: [], stale: [], broken: [] });
  });

  it.each(cases)("%s/%s: nothing left in English but the allowed words", (language, namespace) => {
    const texts: Readonly<Record<string, string | undefined>> = TRANSLATIONS[language]![namespace];
    const english = ENGLISH[namespace];
    const allowed = new Set([...SAME_AS_ENGLISH["*"]!, ...(SAME_AS_ENGLISH[language] ?? [])]);
    const same = SOURCES[namespace].filter((k) => {
      const text = texts[k];
      // A text of placeholders and punctuation only has nothing to translate.
      return text === english(k) && /\p{L}/u.test(text.replace(/\{\w+\}/g, "")) && !allowed.has(text);
    });
    expect(same).toEqual([]);
  });

  it("covers every language a store offers but English (the source), and falls back to English", () => {
    const offered = new Set(STORE_IDS.flatMap((id) => defaultStoreConfig(id).supportedLocales.map((l) => languageOf(l.locale))));
    offered.delete("en");
    expect(Object.keys(TRANSLATIONS).sort()).toEqual([...offered].sort());
    expect(translations("en", "ui")).toEqual({});
    expect(translations("xx", "design-system")).toEqual({});
  });
});
