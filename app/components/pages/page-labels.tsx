import { createContext, useContext, useMemo, type ReactNode } from "react";
import { LISTING_LABELS, type ClientLabels, type PageLabels } from "./listing-labels";
import { DATE_FILTER_LABELS } from "../../domain/date-filter";

const ENGLISH: PageLabels = { ...LISTING_LABELS, entityKind: { ...LISTING_LABELS.entityKind }, date: { ...DATE_FILTER_LABELS } };
const PageLabelsContext = createContext<PageLabels>(ENGLISH);

/**
 * The words the page's components say, in its language (`clientLabels` from its loader: a few keys
 * of the `listing` namespace, not the whole table); English for anything not sent.
 */
export function PageLabelsProvider({ labels, children }: { labels: ClientLabels | undefined; children: ReactNode }) {
  const value = useMemo(() => (labels ? { ...ENGLISH, ...labels } : ENGLISH), [labels]);
  return <PageLabelsContext.Provider value={value}>{children}</PageLabelsContext.Provider>;
}

/** The words of the listing, event and sell pages in the page's language. */
export function usePageLabels(): PageLabels {
  return useContext(PageLabelsContext);
}
