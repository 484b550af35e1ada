/**
 * Accordion state without React or the DOM (spec §4 "Accordion. One item open at a time").
 * The whole state is the id of the open item, or null when all are closed.
 */

/**
 * The open item after a header is activated: the clicked item opens (closing the other), and
 * clicking the open one closes it.
 * @example toggleAccordion("faq-1", "faq-2") // "faq-2"
 */
export function toggleAccordion(openId: string | null, clickedId: string): string | null {
  return openId === clickedId ? null : clickedId;
}

/**
 * Header that focus moves to for a key, per the APG accordion's optional keys: ArrowDown and
 * ArrowUp wrap, Home and End go to the ends; -1 when the key is not the accordion's.
 * @example headerIndexForKey(2, 3, "ArrowDown") // 0
 */
export function headerIndexForKey(current: number, count: number, key: string): number {
  if (count <= 0) return -1;
  switch (key) {
    case "ArrowDown":
      return (current + 1) % count;
    case "ArrowUp":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return -1;
  }
}
