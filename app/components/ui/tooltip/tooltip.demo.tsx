import { useId } from "react";
import { Tooltip } from "./tooltip";

/** Every state of the Tooltip, for the /design-system page. */
export function TooltipDemo({ locale }: { locale: string }) {
  const headingId = useId();
  const price = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(89);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Tooltip</h2>
      <h3>Hidden (hover or focus the button)</h3>
      <Tooltip content="Prices may vary from face value.">
        <button type="button">Price info</button>
      </Tooltip>
      <h3>Shown</h3>
      <p style={{ paddingTop: "4rem" }}>
        <Tooltip content={`Lowest price: ${price}`} open>
          <button type="button">Lowest price</button>
        </Tooltip>
      </p>
      <h3>On a link</h3>
      <Tooltip content="Opens in a new tab">
        <a href="/help" target="_blank" rel="noreferrer">
          Help centre
        </a>
      </Tooltip>
    </section>
  );
}
