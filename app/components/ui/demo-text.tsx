import { createContext, useContext, type ReactNode } from "react";
import { fillPlaceholders } from "./ui-labels";

export { fillPlaceholders };

/**
 * Texts of the /design-system page in the store's language. Keys are the English texts themselves
 * (the page is a showcase, not a product screen), translated in app/locales/<language>/design-system.json;
 * a text without a translation shows in English. `{name}` placeholders are filled from `values`.
 */
export type DemoTexts = Readonly<Record<string, string>>;

const DemoTextContext = createContext<DemoTexts>({});

export function DemoTextProvider({ texts, children }: { texts: DemoTexts; children: ReactNode }) {
  return <DemoTextContext.Provider value={texts}>{children}</DemoTextContext.Provider>;
}

/** `t(english, values?)`: the text in the page's language. Call it with a string literal only. */
export function useDemoText(): (english: string, values?: Readonly<Record<string, string | number>>) => string {
  const texts = useContext(DemoTextContext);
  return (english, values) => fillPlaceholders(texts[english] ?? english, values);
}
