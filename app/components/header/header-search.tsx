import { useState } from "react";
import { SearchBar } from "../search-bar/search-bar";
import type { HeaderLabels } from "./header-labels";
import type { SearchBarLabels } from "../search-bar/search-bar-labels";

export interface HeaderSearchProps {
  /** "/find/s" formatted for the locale (sell pages: sell/performerSearch). */
  action: string;
  /** Spec §2.3: search in the sell context. */
  sellContext?: boolean;
  locale: string;
  labels: Pick<HeaderLabels, "search">;
  /** The search bar's words (English when absent). */
  searchLabels?: SearchBarLabels;
}

/**
 * Search in the top bar (spec §2.5, §2.7): the expanded search bar on wide screens; on small
 * screens the search item, a button that opens the search modal (spec §4 "Menu").
 */
export function HeaderSearch({ action, sellContext = false, locale, labels, searchLabels }: HeaderSearchProps) {
  const [modalOpen, setModalOpen] = useState(false);
  return (
    <>
      <div className="hdr-search hdr-wide-only">
        <SearchBar action={action} sellContext={sellContext} locale={locale} variant="expanded" labels={searchLabels} />
      </div>
      <button
        type="button"
        className="hdr-icon-button hdr-search-button hdr-small-only"
        aria-haspopup="dialog"
        aria-expanded={modalOpen}
        onClick={() => setModalOpen(true)}
      >
        <svg className="hdr-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4.5 4.5" />
        </svg>
        <span className="hdr-sr-only">{labels.search}</span>
      </button>
      <SearchBar action={action} sellContext={sellContext} locale={locale} labels={searchLabels} variant="modal" modalOpen={modalOpen} onModalClose={() => setModalOpen(false)} />
    </>
  );
}
