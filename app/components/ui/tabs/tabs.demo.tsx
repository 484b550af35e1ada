import { useId } from "react";
import { Tabs, type TabItem } from "./tabs";

/** Every state of the Tabs, for the /design-system page. */
export function TabsDemo({ locale }: { locale: string }) {
  const headingId = useId();
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const few: TabItem[] = [
    { id: "concerts", label: "Concerts", content: <p>{count(1280)} events</p> },
    { id: "sports", label: "Sports", content: <p>{count(960)} events</p> },
    { id: "theatre", label: "Theatre & comedy", content: <p>{count(415)} events</p> },
  ];
  const many: TabItem[] = [
    "Concerts",
    "Sports",
    "Theatre & comedy",
    "Festivals",
    "Family",
    "VIP",
    "Soccer",
    "Basketball",
    "Opera",
    "Classical",
  ].map((label, i) => ({ id: `t${i}`, label, content: <p>{label}: {count(100 + i * 37)} events</p>, disabled: label === "VIP" }));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Tabs</h2>
      <h3>First tab selected</h3>
      <Tabs label="Categories" tabs={few} />
      <h3>Another tab selected</h3>
      <Tabs label="Categories, sports selected" tabs={few} defaultSelectedId="sports" />
      <h3>Overflowing list with a disabled tab (the selected tab scrolls into view)</h3>
      <Tabs label="All categories" tabs={many} defaultSelectedId="t8" />
    </section>
  );
}
