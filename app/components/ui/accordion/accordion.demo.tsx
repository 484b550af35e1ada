import { useId } from "react";
import { Accordion, type AccordionItem } from "./accordion";

/** Every state of the Accordion, for the /design-system page. */
export function AccordionDemo({ locale }: { locale: string }) {
  const headingId = useId();
  const fee = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(12.5);
  const items: AccordionItem[] = [
    { id: "delivery", title: "When will I get my tickets?", content: <p>Your tickets arrive before the event.</p> },
    { id: "guarantee", title: "Is my order guaranteed?", content: <p>Every order is 100% guaranteed.</p> },
    { id: "fees", title: "What are the fees?", content: <p>A service fee of {fee} applies to this order.</p> },
  ];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Accordion</h2>
      <h3>All closed</h3>
      <Accordion items={items} headingLevel={4} />
      <h3>One item open</h3>
      <Accordion items={items} headingLevel={4} defaultOpenId="guarantee" />
    </section>
  );
}
