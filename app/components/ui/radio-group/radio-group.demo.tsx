import { useId, useState } from "react";
import { useDemoText } from "../demo-text";
import { RadioGroup, type RadioGroupProps } from "./radio-group";

function DemoGroup(props: Omit<RadioGroupProps, "value" | "onChange" | "options"> & { initial: string | null; prefix: string }) {
  const t = useDemoText();
  const [value, setValue] = useState(props.initial);
  const options = [
    { id: `${props.prefix}-mobile`, value: "mobile", label: t("Mobile tickets") },
    // PDF: the file format's name, the same in every language.
    { id: `${props.prefix}-pdf`, value: "pdf", label: "PDF" },
    { id: `${props.prefix}-post`, value: "post", label: t("Post"), disabled: props.prefix === "rg-disabled-option" },
  ];
  return <RadioGroup {...props} options={options} value={value} onChange={setValue} />;
}

/** Every layout of the radio group, for the /design-system page. */
export function RadioGroupDemo(_: { locale: string }) {
  const t = useDemoText();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t("Radio group")}</h2>
      <h3>{t("Vertical, label right (defaults)")}</h3>
      <DemoGroup prefix="rg-default" legend={t("Delivery")} name="rg-default" initial="mobile" />
      <h3>{t("Horizontal")}</h3>
      <DemoGroup prefix="rg-horizontal" legend={t("Delivery, horizontal")} name="rg-horizontal" orientation="horizontal" initial={null} />
      <h3>{t("Label left")}</h3>
      <DemoGroup prefix="rg-left" legend={t("Delivery, label left")} name="rg-left" labelPosition="left" initial="pdf" />
      <h3>{t("One option disabled")}</h3>
      <DemoGroup prefix="rg-disabled-option" legend={t("Delivery, post unavailable")} name="rg-disabled-option" initial="pdf" />
      <h3>{t("Disabled group")}</h3>
      <DemoGroup prefix="rg-disabled" legend={t("Delivery, locked")} name="rg-disabled" disabled initial="mobile" />
    </section>
  );
}
