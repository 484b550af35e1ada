// Server only: every language's texts stay out of the browser bundle; a loader sends the one
// language and the namespaces its page needs.
import caDesignSystem from "../locales/ca/design-system.json";
import caUi from "../locales/ca/ui.json";
import csDesignSystem from "../locales/cs/design-system.json";
import csUi from "../locales/cs/ui.json";
import daDesignSystem from "../locales/da/design-system.json";
import daUi from "../locales/da/ui.json";
import deDesignSystem from "../locales/de/design-system.json";
import deUi from "../locales/de/ui.json";
import elDesignSystem from "../locales/el/design-system.json";
import elUi from "../locales/el/ui.json";
import esDesignSystem from "../locales/es/design-system.json";
import esUi from "../locales/es/ui.json";
import fiDesignSystem from "../locales/fi/design-system.json";
import fiUi from "../locales/fi/ui.json";
import frDesignSystem from "../locales/fr/design-system.json";
import frUi from "../locales/fr/ui.json";
import idDesignSystem from "../locales/id/design-system.json";
import idUi from "../locales/id/ui.json";
import itDesignSystem from "../locales/it/design-system.json";
import itUi from "../locales/it/ui.json";
import jaDesignSystem from "../locales/ja/design-system.json";
import jaUi from "../locales/ja/ui.json";
import koDesignSystem from "../locales/ko/design-system.json";
import koUi from "../locales/ko/ui.json";
import nbDesignSystem from "../locales/nb/design-system.json";
import nbUi from "../locales/nb/ui.json";
import nlDesignSystem from "../locales/nl/design-system.json";
import nlUi from "../locales/nl/ui.json";
import plDesignSystem from "../locales/pl/design-system.json";
import plUi from "../locales/pl/ui.json";
import ptDesignSystem from "../locales/pt/design-system.json";
import ptUi from "../locales/pt/ui.json";
import ruDesignSystem from "../locales/ru/design-system.json";
import ruUi from "../locales/ru/ui.json";
import svDesignSystem from "../locales/sv/design-system.json";
import svUi from "../locales/sv/ui.json";
import trDesignSystem from "../locales/tr/design-system.json";
import trUi from "../locales/tr/ui.json";
import zhDesignSystem from "../locales/zh/design-system.json";
import zhUi from "../locales/zh/ui.json";
import type { DemoTexts } from "../components/ui/demo-text";
import type { UiLabels } from "../components/ui/ui-labels";

/**
 * Translations by language and namespace: `ui` (the words the widgets say themselves, keyed as in
 * UI_LABELS_EN) and `design-system` (the /design-system page, keyed by its English texts). English
 * is the source in code: it has no files.
 */
export interface Namespaces {
  ui: UiLabels;
  "design-system": DemoTexts;
}

export const TRANSLATIONS: Readonly<Record<string, Namespaces>> = {
  ca: { "design-system": caDesignSystem, ui: caUi },
  cs: { "design-system": csDesignSystem, ui: csUi },
  da: { "design-system": daDesignSystem, ui: daUi },
  de: { "design-system": deDesignSystem, ui: deUi },
  el: { "design-system": elDesignSystem, ui: elUi },
  es: { "design-system": esDesignSystem, ui: esUi },
  fi: { "design-system": fiDesignSystem, ui: fiUi },
  fr: { "design-system": frDesignSystem, ui: frUi },
  id: { "design-system": idDesignSystem, ui: idUi },
  it: { "design-system": itDesignSystem, ui: itUi },
  ja: { "design-system": jaDesignSystem, ui: jaUi },
  ko: { "design-system": koDesignSystem, ui: koUi },
  nb: { "design-system": nbDesignSystem, ui: nbUi },
  nl: { "design-system": nlDesignSystem, ui: nlUi },
  pl: { "design-system": plDesignSystem, ui: plUi },
  pt: { "design-system": ptDesignSystem, ui: ptUi },
  ru: { "design-system": ruDesignSystem, ui: ruUi },
  sv: { "design-system": svDesignSystem, ui: svUi },
  tr: { "design-system": trDesignSystem, ui: trUi },
  zh: { "design-system": zhDesignSystem, ui: zhUi },
};

/**
 * One namespace of a language; empty (English everywhere) for English or a language without files.
 * @example translations("de", "ui")["dialog.close"] // "Schließen"
 */
export function translations<N extends keyof Namespaces>(language: string, namespace: N): Namespaces[N] {
  return TRANSLATIONS[language]?.[namespace] ?? {};
}
