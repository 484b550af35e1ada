import { useId, useState } from "react";
import { RadioGroup, type RadioGroupProps } from "./radio-group";

function DemoGroup(props: Omit<RadioGroupProps, "value" | "onChange" | "options"> & { initial: string | null; prefix: string }) {
  const [value, setValue] = useState(props.initial);
  const options = [
    { id: `${props.prefix}-mobile`, value: "mobile", label: "Mobile tickets" },
    { id: `${props.prefix}-pdf`, value: "pdf", label: "PDF" },
    { id: `${props.prefix}-post`, value: "post", label: "Post", disabled: props.prefix === "rg-disabled-option" },
  ];
  return <RadioGroup {...props} options={options} value={value} onChange={setValue} />;
}

/** Every layout of the radio group, for the /design-system page. */
export function RadioGroupDemo(_: { locale: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Radio group</h2>
      <h3>Vertical, label right (defaults)</h3>
      <DemoGroup prefix="rg-default" legend="Delivery" name="rg-default" initial="mobile" />
      <h3>Horizontal</h3>
      <DemoGroup prefix="rg-horizontal" legend="Delivery, horizontal" name="rg-horizontal" orientation="horizontal" initial={null} />
      <h3>Label left</h3>
      <DemoGroup prefix="rg-left" legend="Delivery, label left" name="rg-left" labelPosition="left" initial="pdf" />
      <h3>One option disabled</h3>
      <DemoGroup prefix="rg-disabled-option" legend="Delivery, post unavailable" name="rg-disabled-option" initial="pdf" />
      <h3>Disabled group</h3>
      <DemoGroup prefix="rg-disabled" legend="Delivery, locked" name="rg-disabled" disabled initial="mobile" />
    </section>
  );
}
