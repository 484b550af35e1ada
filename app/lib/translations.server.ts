// Server only: every language's texts stay out of the browser bundle; a loader sends the one
// language and the namespaces its page needs.
import caDesignSystem from "../locales/ca/design-system.json";
import caListing from "../locales/ca/listing.json";
import caUi from "../locales/ca/ui.json";
import csDesignSystem from "../locales/cs/design-system.json";
import csListing from "../locales/cs/listing.json";
import csUi from "../locales/cs/ui.json";
import daDesignSystem from "../locales/da/design-system.json";
import daListing from "../locales/da/listing.json";
import daUi from "../locales/da/ui.json";
import deDesignSystem from "../locales/de/design-system.json";
import deListing from "../locales/de/listing.json";
import deUi from "../locales/de/ui.json";
import elDesignSystem from "../locales/el/design-system.json";
import elListing from "../locales/el/listing.json";
import elUi from "../locales/el/ui.json";
import esDesignSystem from "../locales/es/design-system.json";
import esListing from "../locales/es/listing.json";
import esUi from "../locales/es/ui.json";
import fiDesignSystem from "../locales/fi/design-system.json";
import fiListing from "../locales/fi/listing.json";
import fiUi from "../locales/fi/ui.json";
import frDesignSystem from "../locales/fr/design-system.json";
import frListing from "../locales/fr/listing.json";
import frUi from "../locales/fr/ui.json";
import idDesignSystem from "../locales/id/design-system.json";
import idListing from "../locales/id/listing.json";
import idUi from "../locales/id/ui.json";
import itDesignSystem from "../locales/it/design-system.json";
import itListing from "../locales/it/listing.json";
import itUi from "../locales/it/ui.json";
import jaDesignSystem from "../locales/ja/design-system.json";
import jaListing from "../locales/ja/listing.json";
import jaUi from "../locales/ja/ui.json";
import koDesignSystem from "../locales/ko/design-system.json";
import koListing from "../locales/ko/listing.json";
import koUi from "../locales/ko/ui.json";
import nbDesignSystem from "../locales/nb/design-system.json";
import nbListing from "../locales/nb/listing.json";
import nbUi from "../locales/nb/ui.json";
import nlDesignSystem from "../locales/nl/design-system.json";
import nlListing from "../locales/nl/listing.json";
import nlUi from "../locales/nl/ui.json";
import plDesignSystem from "../locales/pl/design-system.json";
import plListing from "../locales/pl/listing.json";
import plUi from "../locales/pl/ui.json";
import ptDesignSystem from "../locales/pt/design-system.json";
import ptListing from "../locales/pt/listing.json";
import ptUi from "../locales/pt/ui.json";
import ruDesignSystem from "../locales/ru/design-system.json";
import ruListing from "../locales/ru/listing.json";
import ruUi from "../locales/ru/ui.json";
import svDesignSystem from "../locales/sv/design-system.json";
import svListing from "../locales/sv/listing.json";
import svUi from "../locales/sv/ui.json";
import trDesignSystem from "../locales/tr/design-system.json";
import trListing from "../locales/tr/listing.json";
import trUi from "../locales/tr/ui.json";
import zhDesignSystem from "../locales/zh/design-system.json";
import zhListing from "../locales/zh/listing.json";
import zhUi from "../locales/zh/ui.json";
import type { DemoTexts } from "../components/ui/demo-text";
import type { UiLabels } from "../components/ui/ui-labels";

/**
 * Translations by language and namespace: `ui` (the words the widgets say themselves, keyed as in
 * UI_LABELS_EN), `design-system` (the /design-system page, keyed by its English texts) and
 * `listing` (the storefront's listing, event, sell and error pages). English
 * is the source in code: it has no files.
 */
export interface Namespaces {
  ui: UiLabels;
  "design-system": DemoTexts;
  /** The listing, event, sell and error pages (flat keys of app/lib/listing-labels.server.ts). */
  listing: Record<string, string>;
}

export const TRANSLATIONS: Readonly<Record<string, Namespaces>> = {
  ca: { "design-system": caDesignSystem, listing: caListing, ui: caUi },
  cs: { "design-system": csDesignSystem, listing: csListing, ui: csUi },
  da: { "design-system": daDesignSystem, listing: daListing, ui: daUi },
  de: { "design-system": deDesignSystem, listing: deListing, ui: deUi },
  el: { "design-system": elDesignSystem, listing: elListing, ui: elUi },
  es: { "design-system": esDesignSystem, listing: esListing, ui: esUi },
  fi: { "design-system": fiDesignSystem, listing: fiListing, ui: fiUi },
  fr: { "design-system": frDesignSystem, listing: frListing, ui: frUi },
  id: { "design-system": idDesignSystem, listing: idListing, ui: idUi },
  it: { "design-system": itDesignSystem, listing: itListing, ui: itUi },
  ja: { "design-system": jaDesignSystem, listing: jaListing, ui: jaUi },
  ko: { "design-system": koDesignSystem, listing: koListing, ui: koUi },
  nb: { "design-system": nbDesignSystem, listing: nbListing, ui: nbUi },
  nl: { "design-system": nlDesignSystem, listing: nlListing, ui: nlUi },
  pl: { "design-system": plDesignSystem, listing: plListing, ui: plUi },
  pt: { "design-system": ptDesignSystem, listing: ptListing, ui: ptUi },
  ru: { "design-system": ruDesignSystem, listing: ruListing, ui: ruUi },
  sv: { "design-system": svDesignSystem, listing: svListing, ui: svUi },
  tr: { "design-system": trDesignSystem, listing: trListing, ui: trUi },
  zh: { "design-system": zhDesignSystem, listing: zhListing, ui: zhUi },
};

/**
 * One namespace of a language; empty (English everywhere) for English or a language without files.
 * @example translations("de", "ui")["dialog.close"] // "Schließen"
 */
export function translations<N extends keyof Namespaces>(language: string, namespace: N): Namespaces[N] {
  return TRANSLATIONS[language]?.[namespace] ?? {};
}
