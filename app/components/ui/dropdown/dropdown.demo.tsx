import { useId, useState } from "react";
import { useDemoText } from "../demo-text";
import { Dropdown, type DropdownOption } from "./dropdown";

function currencyOptions(locale: string): DropdownOption[] {
  const names = new Intl.DisplayNames([locale], { type: "currency" });
  return ["EUR", "GBP", "USD", "SEK", "PLN", "CZK", "DKK", "CAD"].map((code) => ({
    value: code,
    label: `${names.of(code) ?? code} (${code})`,
    disabled: code === "CZK",
  }));
}

function DemoDropdown(props: { label: string; initial: string | null; locale: string; disabled?: boolean; hideLabel?: boolean }) {
  const t = useDemoText();
  const [value, setValue] = useState<string | null>(props.initial);
  return (
    <Dropdown
      label={props.label}
      options={currencyOptions(props.locale)}
      value={value}
      onChange={setValue}
      placeholder={t("Choose a currency")}
      disabled={props.disabled}
      hideLabel={props.hideLabel}
    />
  );
}

/** Every state of the Dropdown, for the /design-system page. */
export function DropdownDemo({ locale }: { locale: string }) {
  const t = useDemoText();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t("Dropdown")}</h2>
      <h3>{t("Nothing selected")}</h3>
      <DemoDropdown label={t("Currency")} initial={null} locale={locale} />
      <h3>{t("With a value (open it: one option is disabled and skipped by the arrow keys)")}</h3>
      <DemoDropdown label={t("Preferred currency")} initial="EUR" locale={locale} />
      <h3>{t("Label for screen readers only")}</h3>
      <DemoDropdown label={t("Display currency")} initial="USD" locale={locale} hideLabel />
      <h3>{t("Disabled")}</h3>
      <DemoDropdown label={t("Event currency")} initial="GBP" locale={locale} disabled />
    </section>
  );
}
