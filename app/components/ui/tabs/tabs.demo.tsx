import { useId } from "react";
import { useDemoText } from "../demo-text";
import { Tabs, type TabItem } from "./tabs";

/** Every state of the Tabs, for the /design-system page. */
export function TabsDemo({ locale }: { locale: string }) {
  const t = useDemoText();
  const headingId = useId();
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const few: TabItem[] = [
    { id: "concerts", label: t("Concerts"), content: <p>{t("Events: {count}", { count: count(1280) })}</p> },
    { id: "sports", label: t("Sports"), content: <p>{t("Events: {count}", { count: count(960) })}</p> },
    { id: "theatre", label: t("Theatre & comedy"), content: <p>{t("Events: {count}", { count: count(415) })}</p> },
  ];
  const many: TabItem[] = [
    { label: t("Concerts") },
    { label: t("Sports") },
    { label: t("Theatre & comedy") },
    { label: t("Festivals") },
    { label: t("Family") },
    { label: t("VIP"), disabled: true },
    { label: t("Soccer") },
    { label: t("Basketball") },
    { label: t("Opera") },
    { label: t("Classical") },
  ].map(({ label, disabled }, i) => ({
    id: `t${i}`,
    label,
    content: <p>{t("Events in {category}: {count}", { category: label, count: count(100 + i * 37) })}</p>,
    disabled,
  }));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t("Tabs")}</h2>
      <h3>{t("First tab selected")}</h3>
      <Tabs label={t("Categories")} tabs={few} />
      <h3>{t("Another tab selected")}</h3>
      <Tabs label={t("Categories, sports selected")} tabs={few} defaultSelectedId="sports" />
      <h3>{t("Overflowing list with a disabled tab (the selected tab scrolls into view)")}</h3>
      <Tabs label={t("All categories")} tabs={many} defaultSelectedId="t8" />
    </section>
  );
}
