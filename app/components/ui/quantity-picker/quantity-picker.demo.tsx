import { useDemoText } from "../demo-text";
import { QuantityPicker } from "./quantity-picker";

/** The quantity picker in each of its states, for the design-system page. */
export function QuantityPickerDemo({ locale }: { locale: string }) {
  const t = useDemoText();
  const names = { decrementLabel: t("Remove a ticket"), incrementLabel: t("Add a ticket"), locale };
  return (
    <section aria-labelledby="ui-quantity-picker-demo-title" className="ui-quantity-picker-demo">
      <h2 id="ui-quantity-picker-demo-title">{t("Quantity picker")}</h2>

      <h3>{t("In range")}</h3>
      <QuantityPicker label={t("Tickets")} min={1} max={8} defaultValue={2} {...names} />

      <h3>{t("At the minimum (decrement disabled)")}</h3>
      <QuantityPicker label={t("Tickets, at minimum")} min={1} max={8} defaultValue={1} {...names} />

      <h3>{t("At the maximum (increment disabled)")}</h3>
      <QuantityPicker label={t("Tickets, at maximum")} min={1} max={8} defaultValue={8} {...names} />

      <h3>{t("Step of 2")}</h3>
      <QuantityPicker label={t("Seats in pairs")} min={0} max={10} step={2} defaultValue={4} {...names} />

      <h3>{t("Defaults (min 0, no practical maximum) with a large value")}</h3>
      <QuantityPicker label={t("Units")} defaultValue={12500} locale={locale} />
    </section>
  );
}
