import { SEARCH_MAX_LENGTH } from "../../domain/constants";

export interface SearchBarProps {
  /** Where the form goes: /find/s (buy) or the sell context's performer search. */
  action: string;
  locale: string;
  /** "expanded" (inline) or "modal" (spec §2.7). */
  variant?: "expanded" | "modal";
}

/**
 * The search box of spec §2.7. Without JavaScript it is a plain form posting field q to `action`.
 */
export function SearchBar({ action }: SearchBarProps) {
  return (
    <form method="post" action={action} role="search" className="search-bar">
      <input
        type="search"
        name="q"
        placeholder="Event, artist or team"
        title="Search input"
        aria-label="Search input"
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
      />
      <button type="submit">Search</button>
    </form>
  );
}
