import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import {
  nextTabIndex,
  resolveSelectedIndex,
  scrollLeftToReveal,
  scrollPositionAt,
  TABS_SCROLL_MS,
} from "./tabs-state";

export type TabItem = {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

export type TabsProps = {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Tab selected at first (uncontrolled). */
  defaultSelectedId?: string;
  /** Selected tab (controlled); pair with onChange. */
  selectedId?: string;
  onChange?: (id: string) => void;
};

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Tabs (WAI-ARIA APG, automatic activation): arrow keys move and select, the selected tab is the
 * only one in the Tab order, each panel is labelled by its tab.
 * @example <Tabs label="Events" tabs={[{ id: "music", label: "Concerts", content: <List /> }]} />
 */
export function Tabs({ tabs, label, defaultSelectedId, selectedId, onChange }: TabsProps) {
  const [ownSelectedId, setOwnSelectedId] = useState(defaultSelectedId);
  const wanted = selectedId ?? ownSelectedId;
  const disabled = tabs.map((t) => Boolean(t.disabled));
  const selected = resolveSelectedIndex(
    tabs.map((t) => t.id),
    disabled,
    wanted,
  );
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const scrolledOnce = useRef(false);

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab || tab.disabled) return;
    if (selectedId === undefined) setOwnSelectedId(tab.id);
    if (index !== selected) onChange?.(tab.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(selected, event.key, disabled);
    if (next < 0) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    select(next);
  };

  // When the tab list overflows, bring the selected tab into view: at once on first render,
  // smoothly over TABS_SCROLL_MS afterwards (at once under reduced motion).
  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current[selected];
    if (!list || !tab) return;
    const from = list.scrollLeft;
    const to = scrollLeftToReveal(tab.offsetLeft, tab.offsetWidth, from, list.clientWidth);
    const duration = scrolledOnce.current && !prefersReducedMotion() ? TABS_SCROLL_MS : 0;
    scrolledOnce.current = true;
    if (to === from) return;
    if (duration === 0) {
      list.scrollLeft = to;
      return;
    }
    let frame = 0;
    let start: number | undefined;
    const tick = (now: number) => {
      start ??= now;
      const elapsed = now - start;
      list.scrollLeft = scrollPositionAt(from, to, elapsed, duration);
      if (elapsed < duration) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [selected]);

  return (
    <div className="ui-tabs">
      <div ref={listRef} role="tablist" aria-label={label} className="ui-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}t${i}`}
            className="ui-tabs__tab"
            aria-selected={i === selected}
            aria-controls={`${baseId}p${i}`}
            aria-disabled={tab.disabled || undefined}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => select(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}p${i}`}
          aria-labelledby={`${baseId}t${i}`}
          tabIndex={0}
          className="ui-tabs__panel"
          hidden={i !== selected}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
