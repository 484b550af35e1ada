// Which search the header's search box runs on a page (spec §6 "Search has a sell context versus a
// buy context"; §2.3 "In the sell context, search goes to sell/performerSearch?q={term}"). A page
// in the sell context says so in its loader data; the root hands it to the header, which is
// rendered outside the page and cannot read the page's own context.
import { useMatches } from "@remix-run/react";

/** The sell context's search: the form's target (sell/performerSearch, formatted for the locale). */
export interface HeaderSearchTarget {
  action: string;
  sellContext: true;
}

function isTarget(value: unknown): value is HeaderSearchTarget {
  const v = value as Partial<HeaderSearchTarget> | null;
  return typeof v === "object" && v !== null && typeof v.action === "string" && v.sellContext === true;
}

/** The innermost matched route's `headerSearch` (loader data), or null: the buy search. */
export function useHeaderSearchTarget(): HeaderSearchTarget | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const target = (matches[i]!.data as { headerSearch?: unknown } | null | undefined)?.headerSearch;
    if (isTarget(target)) return target;
  }
  return null;
}
