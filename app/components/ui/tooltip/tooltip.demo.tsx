import { useId } from "react";
import { useDemoText } from "../demo-text";
import { Tooltip } from "./tooltip";

/** Every state of the Tooltip, for the /design-system page. */
export function TooltipDemo({ locale }: { locale: string }) {
  const t = useDemoText();
  const headingId = useId();
  const price = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(89);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t("Tooltip")}</h2>
      <h3>{t("Hidden (hover or focus the button)")}</h3>
      <Tooltip content={t("Prices may vary from face value.")}>
        <button type="button">{t("Price info")}</button>
      </Tooltip>
      <h3>{t("Shown")}</h3>
      <p className="tooltip-demo__shown">
        <Tooltip content={t("Lowest price: {price}", { price })} open>
          <button type="button">{t("Lowest price")}</button>
        </Tooltip>
      </p>
      <h3>{t("On a link")}</h3>
      <Tooltip content={t("Opens in a new tab")}>
        <a href="/help" target="_blank" rel="noreferrer">
          {t("Help centre")}
        </a>
      </Tooltip>
    </section>
  );
}
