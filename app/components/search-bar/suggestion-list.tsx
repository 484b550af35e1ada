import type { ReactNode } from "react";
import { isReachable, isSelectable, type ReachableRow, type SelectableRow, type SuggestionIcon, type SuggestionRow, type SuggestionSection } from "../../domain/suggestion-shaping";
import { fill, type SearchBarLabels } from "./search-bar-labels";

export interface SuggestionListProps {
  rows: readonly SuggestionRow[];
  highlighted: number;
  listboxId: string;
  /** Id of the option at an index (aria-activedescendant points at it). */
  optionId: (index: number) => string;
  locale: string;
  labels: SearchBarLabels;
  onHighlight: (index: number) => void;
  onChoose: (row: SelectableRow) => void;
  /** A popular search, 'more events' or the footer was picked: search for its term. */
  onSearch: (term: string) => void;
}

interface Group {
  section: SuggestionSection;
  title: string;
  icon: SuggestionIcon;
  entries: Array<{ row: SuggestionRow; index: number }>;
}

function groupsOf(rows: readonly SuggestionRow[]): Group[] {
  const groups: Group[] = [];
  rows.forEach((row, index) => {
    if (row.type === "header") groups.push({ section: row.section, title: row.text, icon: row.icon, entries: [] });
    else if (row.type !== "footer") groups.at(-1)?.entries.push({ row, index });
  });
  return groups;
}

/** "2027-03-05T20:00" (venue-local, as the catalog gives it) shown as is, in the site's language. */
function formatLocalDateTime(local: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!m) return local;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  try {
    return new Intl.DateTimeFormat(locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "UTC",
    }).format(Date.UTC(y, mo - 1, d, h, mi));
  } catch {
    return local;
  }
}

const ICON_PATHS: Record<SuggestionIcon, ReactNode> = {
  performer: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
    </>
  ),
  event: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </>
  ),
  venue: (
    <>
      <path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
};

export function SuggestionIconSvg({ icon, className = "search-bar__icon", size = 16 }: { icon: SuggestionIcon; className?: string; size?: number }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {ICON_PATHS[icon]}
    </svg>
  );
}

function OptionContent({ row, locale }: { row: SelectableRow; locale: string }) {
  switch (row.type) {
    case "performer_item":
      return <span className="search-bar__option-name">{row.name}</span>;
    case "event_item":
      return (
        <>
          <span className="search-bar__option-name">{row.name}</span>
          <span className="search-bar__option-detail">
            {formatLocalDateTime(row.eventDateLocal, locale)}
            {row.venueName ? ` · ${row.venueName}` : ""}
            {row.city ? `, ${row.city}` : ""}
          </span>
        </>
      );
    case "venue_item":
      return (
        <>
          <span className="search-bar__option-name">{row.name}</span>
          {row.city ? <span className="search-bar__option-detail">{row.city}</span> : null}
        </>
      );
  }
}

/** What an option shows: the item's name (and details), or the link's words. */
function RowContent({ row, locale, labels }: { row: ReachableRow; locale: string; labels: SearchBarLabels }) {
  if (isSelectable(row)) return <OptionContent row={row} locale={locale} />;
  if (row.type === "footer") return <>{fill(labels.footer, { term: row.searchTerm })}</>;
  return <>{row.text}</>;
}

function optionClass(row: ReachableRow): string {
  if (row.type === "footer") return "search-bar__option search-bar__footer";
  if (row.type === "link_item") return row.section === "popular" ? "search-bar__option search-bar__chip" : "search-bar__option search-bar__more";
  return "search-bar__option";
}

/**
 * The suggestion popup: one listbox (APG combobox; the input keeps focus and points at the
 * highlighted option with aria-activedescendant) holding every row the list can open, in the
 * order the arrow keys visit them: performers, events and 'more events', popular searches,
 * venues — each kind a group named by its header — and the footer's 'see all results'.
 */
export function SuggestionList({ rows, highlighted, listboxId, optionId, locale, labels, onHighlight, onChoose, onSearch }: SuggestionListProps) {
  const groups = groupsOf(rows);
  const footerIndex = rows.findIndex((r) => r.type === "footer");
  const option = (row: SuggestionRow, index: number) => {
    if (!isReachable(row)) return null;
    const pick = () => (isSelectable(row) ? onChoose(row) : onSearch(row.searchTerm));
    return (
      <div
        key={index}
        role="option"
        id={optionId(index)}
        aria-selected={index === highlighted}
        className={optionClass(row)}
        data-highlighted={index === highlighted ? "" : undefined}
        onMouseMove={() => onHighlight(index)}
        onClick={pick}
      >
        <RowContent row={row} locale={locale} labels={labels} />
      </div>
    );
  };

  return (
    // Pressing on the popup must not take focus from the input (it would close the list before the click lands).
    <div className="search-bar__popup" onMouseDown={(e) => e.preventDefault()}>
      <div role="listbox" id={listboxId} aria-label={labels.suggestions} className="search-bar__listbox">
        {groups.map((group) => (
          <div role="group" aria-label={group.title} key={group.section} className={`search-bar__group search-bar__group--${group.section}`}>
            <div className="search-bar__group-header" aria-hidden="true">
              <SuggestionIconSvg icon={group.icon} />
              {group.title}
            </div>
            {group.section === "popular" ? (
              <div className="search-bar__chips">{group.entries.map(({ row, index }) => option(row, index))}</div>
            ) : (
              group.entries.map(({ row, index }) => option(row, index))
            )}
          </div>
        ))}
        {footerIndex >= 0 ? option(rows[footerIndex]!, footerIndex) : null}
      </div>
    </div>
  );
}
