import type { PluralForms } from "../../domain/plural";
import { SUGGESTION_LABELS } from "../../domain/suggestion-shaping";

/**
 * Every word the search bar says, in English: the source the `header` namespace translates
 * (ADR 013). Pass `labels` to override.
 */
export const SEARCH_BAR_LABELS = {
  ...SUGGESTION_LABELS,
  /** Spec §2.7 "Placeholder 'Event, artist or team'; input title 'Search input'". */
  placeholder: "Event, artist or team",
  inputTitle: "Search input",
  /** The search landmark and the submit button. */
  search: "Search",
  clear: "Clear",
  close: "Close",
  /** Title of the search modal. */
  modalTitle: "Search",
  suggestions: "Suggestions",
  /** Announced when the list appears. */
  suggestionsCount: {
    one: "{count} suggestion. Use the up and down arrow keys to choose it.",
    other: "{count} suggestions. Use the up and down arrow keys to choose one.",
  } as PluralForms,
  loading: "Loading suggestions",
  /** The footer row: a link to every result for the term. */
  footer: "See all results for “{term}”",
} as const;

export type SearchBarLabels = { readonly [K in keyof typeof SEARCH_BAR_LABELS]: K extends "suggestionsCount" ? PluralForms : string };

/** Fills `{name}` placeholders. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
