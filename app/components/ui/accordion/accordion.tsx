import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { headerIndexForKey, toggleAccordion } from "./accordion-state";

export type AccordionItem = {
  id: string;
  title: ReactNode;
  content: ReactNode;
};

export type AccordionProps = {
  items: readonly AccordionItem[];
  /** Level of the headings that hold the buttons, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Item open at first (uncontrolled). */
  defaultOpenId?: string | null;
  /** Open item (controlled); pair with onOpenChange. */
  openId?: string | null;
  onOpenChange?: (openId: string | null) => void;
};

/**
 * Accordion (WAI-ARIA APG): each header a button inside a heading, each panel a region labelled
 * by its header; one item open at a time.
 * @example <Accordion items={[{ id: "fees", title: "Fees", content: <p>…</p> }]} />
 */
export function Accordion({ items, headingLevel = 3, defaultOpenId = null, openId, onOpenChange }: AccordionProps) {
  const [ownOpenId, setOwnOpenId] = useState<string | null>(defaultOpenId);
  const current = openId === undefined ? ownOpenId : openId;
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const next = toggleAccordion(current, id);
    if (openId === undefined) setOwnOpenId(next);
    onOpenChange?.(next);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = headerIndexForKey(index, items.length, event.key);
    if (next < 0) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  };

  return (
    <div className="ui-accordion">
      {items.map((item, i) => {
        const open = item.id === current;
        const buttonId = `${baseId}h${i}`;
        const panelId = `${baseId}p${i}`;
        return (
          <div key={item.id} className="ui-accordion__item" data-state={open ? "open" : "closed"}>
            <Heading className="ui-accordion__heading">
              <button
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                type="button"
                id={buttonId}
                className="ui-accordion__trigger"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={onKeyDown(i)}
              >
                <span className="ui-accordion__title">{item.title}</span>
                <span className="ui-accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="ui-accordion__panel" hidden={!open}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
