import { useId } from "react";
import { useDemoText } from "../demo-text";
import { Accordion, type AccordionItem } from "./accordion";

/** Every state of the Accordion, for the /design-system page. */
export function AccordionDemo({ locale }: { locale: string }) {
  const t = useDemoText();
  const headingId = useId();
  const fee = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(12.5);
  const items: AccordionItem[] = [
    { id: "delivery", title: t("When will I get my tickets?"), content: <p>{t("Your tickets arrive before the event.")}</p> },
    { id: "guarantee", title: t("Is my order guaranteed?"), content: <p>{t("Every order is 100% guaranteed.")}</p> },
    { id: "fees", title: t("What are the fees?"), content: <p>{t("A service fee of {fee} applies to this order.", { fee })}</p> },
  ];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t("Accordion")}</h2>
      <h3>{t("All closed")}</h3>
      <Accordion items={items} headingLevel={4} />
      <h3>{t("One item open")}</h3>
      <Accordion items={items} headingLevel={4} defaultOpenId="guarantee" />
    </section>
  );
}
