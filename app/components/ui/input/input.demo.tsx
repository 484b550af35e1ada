import { useState } from "react";
import { useDemoText } from "../demo-text";
import { DebouncedInput } from "./debounced-input";
import { NumberInput } from "./number-input";
import { TextInput } from "./text-input";

/** The inputs in each of their states, for the design-system page. */
export function InputDemo({ locale }: { locale: string }) {
  const t = useDemoText();
  const [reported, setReported] = useState("");
  const [unmasked, setUnmasked] = useState("");
  // A country's name in the page's language (a proper name: not a demo text).
  const store = new Intl.DisplayNames([locale], { type: "region" }).of("GB") ?? "GB";
  return (
    <section aria-labelledby="ui-input-demo-title" className="ui-input-demo">
      <h2 id="ui-input-demo-title">{t("Inputs")}</h2>

      <h3>{t("Text, with description")}</h3>
      <TextInput label={t("Full name")} description={t("As printed on your ID")} autoComplete="name" />

      <h3>{t("Email with an error")}</h3>
      <TextInput label={t("Email")} type="email" defaultValue="ana@" error={t("Enter a valid email address")} />

      <h3>{t("Password")}</h3>
      <TextInput label={t("Password")} type="password" autoComplete="new-password" />

      <h3>{t("Key filter: positive integer")}</h3>
      <TextInput label={t("Order number")} keyFilter="pint" inputMode="numeric" description={t("Digits only")} />

      <h3>{t("Key filter: money")}</h3>
      <TextInput label={t("Price")} keyFilter="money" inputMode="decimal" description={t("Digits, dot, space and comma")} />

      <h3>{t("Mask: date {mask}", { mask: "99/99/9999" })}</h3>
      <TextInput
        label={t("Date of birth")}
        mask="99/99/9999"
        inputMode="numeric"
        description={unmasked ? t("Unmasked value: {value}", { value: unmasked }) : t("Type eight digits")}
        onValueChange={(_, raw) => setUnmasked(raw)}
      />

      <h3>{t("Mask: {mask}", { mask: "(999) 999-9999" })}</h3>
      <TextInput label={t("Phone")} type="tel" mask="(999) 999-9999" defaultValue="5551234567" />

      <h3>{t("Disabled")}</h3>
      <TextInput label={t("Store")} defaultValue={store} disabled />

      <h3>{t("Number input (spinbutton, 1 to 8)")}</h3>
      <NumberInput
        label={t("Tickets")}
        min={1}
        max={8}
        defaultValue={2}
        locale={locale}
        decrementLabel={t("Fewer tickets")}
        incrementLabel={t("More tickets")}
      />

      <h3>{t("Number input at its maximum, decimal step")}</h3>
      <NumberInput label={t("Rating")} min={0} max={5} step={0.5} defaultValue={5} locale={locale} />

      <h3>{t("Number input with an error")}</h3>
      <NumberInput label={t("Seats together")} min={1} max={4} defaultValue={4} error={t("At most 4 seats can sit together")} />

      <h3>{t("Debounced search")}</h3>
      <DebouncedInput
        label={t("Search events")}
        placeholder={t("Artist, team or venue")}
        minLength={2}
        maxLength={2048}
        onDebouncedChange={setReported}
      />
      <p aria-live="polite">{reported ? t("Searching for “{query}”", { query: reported }) : t("Type at least 2 characters")}</p>
    </section>
  );
}
