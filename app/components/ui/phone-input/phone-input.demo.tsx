import { useMemo } from "react";
import { useDemoText } from "../demo-text";
import { PhoneInput, type PhoneCountry } from "./phone-input";

// Store countries and their calling codes; the names come from Intl in the page's language.
const CALLING_CODES: readonly (readonly [code: string, callingCode: string])[] = [
  ["US", "1"],
  ["GB", "44"],
  ["DE", "49"],
  ["FR", "33"],
  ["ES", "34"],
  ["IT", "39"],
  ["NL", "31"],
  ["SE", "46"],
  ["PL", "48"],
  ["JP", "81"],
];

/** The store countries, named in `locale`. */
function countriesIn(locale: string): PhoneCountry[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return CALLING_CODES.map(([code, callingCode]) => ({ code, name: names.of(code) ?? code, callingCode }));
}

/** The phone input in each of its states, for the design-system page. */
export function PhoneInputDemo({ locale }: { locale: string }) {
  const t = useDemoText();
  const countries = useMemo(() => countriesIn(locale), [locale]);
  return (
    <section aria-labelledby="ui-phone-input-demo-title" className="ui-phone-input-demo">
      <h2 id="ui-phone-input-demo-title">{t("Phone input")}</h2>

      <h3>{t("Empty (no status)")}</h3>
      <PhoneInput label={t("Mobile number")} countries={countries} defaultCountry="GB" />

      <h3>{t("Success")}</h3>
      <PhoneInput label={t("Mobile number, valid")} countries={countries} defaultCountry="SE" defaultValue="0701234567" />

      <h3>{t("Error")}</h3>
      <PhoneInput label={t("Mobile number, invalid")} countries={countries} defaultCountry="US" defaultValue="213373" showError />
    </section>
  );
}
