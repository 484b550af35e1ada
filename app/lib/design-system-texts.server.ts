// Server only: every language's texts stay out of the browser bundle; the loader sends one.
import ca from "../locales/ca/design-system.json";
import cs from "../locales/cs/design-system.json";
import da from "../locales/da/design-system.json";
import de from "../locales/de/design-system.json";
import el from "../locales/el/design-system.json";
import es from "../locales/es/design-system.json";
import fi from "../locales/fi/design-system.json";
import fr from "../locales/fr/design-system.json";
import id from "../locales/id/design-system.json";
import it from "../locales/it/design-system.json";
import ja from "../locales/ja/design-system.json";
import ko from "../locales/ko/design-system.json";
import nb from "../locales/nb/design-system.json";
import nl from "../locales/nl/design-system.json";
import pl from "../locales/pl/design-system.json";
import pt from "../locales/pt/design-system.json";
import ru from "../locales/ru/design-system.json";
import sv from "../locales/sv/design-system.json";
import tr from "../locales/tr/design-system.json";
import zh from "../locales/zh/design-system.json";
import type { DemoTexts } from "../components/ui/demo-text";

/** Translations of the /design-system texts by language (English is the source: no file needed). */
export const DESIGN_SYSTEM_TEXTS: Readonly<Record<string, DemoTexts>> = { ca, cs, da, de, el, es, fi, fr, id, it, ja, ko, nb, nl, pl, pt, ru, sv, tr, zh };

/**
 * The /design-system texts for a language; English (the keys themselves) for any other.
 * @example designSystemTexts("de")["Dialog"] // "Dialog"
 */
export function designSystemTexts(language: string): DemoTexts {
  return DESIGN_SYSTEM_TEXTS[language] ?? {};
}
