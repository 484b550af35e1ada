import { createContext, useContext, type ReactNode } from "react";

/**
 * The words the widgets say themselves (close buttons, month arrows, pagination, table controls,
 * status words). Each widget keeps its English words next to its rules (`DIALOG_LABELS` in
 * dialog-state.ts...), so a page ships only the words of the widgets it uses; UI_LABELS_EN
 * (ui-labels-en.ts) gathers them as the source of app/locales/<language>/ui.json. Screens put the
 * store language's copy in one UiLabelsProvider; a widget's own label prop still wins.
 */
export type UiLabels = Readonly<Record<string, string>>;
type Values = Readonly<Record<string, string | number>>;
export type UiLabel<K extends string> = (key: K, values?: Values) => string;

/**
 * Fills `{name}` placeholders of a text; unknown names stay as they are.
 * @example fillPlaceholders("Open size {size}", { size: "lg" }) // "Open size lg"
 */
export function fillPlaceholders(text: string, values?: Values): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const UiLabelsContext = createContext<UiLabels>({});

export function UiLabelsProvider({ labels, children }: { labels: UiLabels; children: ReactNode }) {
  return <UiLabelsContext.Provider value={labels}>{children}</UiLabelsContext.Provider>;
}

/** `label(key, values?)`: a widget word in the provided language, else the widget's English. */
export function useUiLabel<K extends string>(english: Readonly<Record<K, string>>): UiLabel<K> {
  const labels = useContext(UiLabelsContext);
  return (key, values) => fillPlaceholders(labels[key] ?? english[key], values);
}
