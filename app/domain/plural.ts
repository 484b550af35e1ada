// Counted texts: a text per plural category of the page's language, chosen by the
// language's own rules (Intl.PluralRules, the rules i18next uses on the server). Runs in the
// browser too: the search bar announces how many suggestions it shows.

import { pluralRules } from "./intl-formats";

const CATEGORIES: ReadonlySet<string> = new Set(["zero", "one", "two", "few", "many", "other"]);

/** A text per plural category; `other` is always there. */
export type PluralForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { readonly other: string };

/**
 * True for a table of plural forms ({ one, other }, { one, few, many, other }...).
 * @example isPluralForms({ one: "{count} ticket", other: "{count} tickets" }) // true
 */
export function isPluralForms(value: unknown): value is PluralForms {
  if (typeof value !== "object" || value === null || typeof (value as { other?: unknown }).other !== "string") return false;
  return Object.entries(value).every(([key, text]) => CATEGORIES.has(key) && typeof text === "string");
}

/**
 * The form of `forms` for `count` in `locale` (falls back to `other`).
 * @example pluralForm({ one: "{count} Ticket", other: "{count} Tickets" }, 1, "de-DE") // "{count} Ticket"
 */
export function pluralForm(forms: PluralForms, count: number, locale: string): string {
  return forms[pluralRules(locale).select(count)] ?? forms.other;
}
