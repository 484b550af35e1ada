import { PhoneInput, type PhoneCountry } from "./phone-input";

// Store countries; names here are demo text only (a page passes its own, translated).
const COUNTRIES: PhoneCountry[] = [
  { code: "US", name: "United States", callingCode: "1" },
  { code: "GB", name: "United Kingdom", callingCode: "44" },
  { code: "DE", name: "Germany", callingCode: "49" },
  { code: "FR", name: "France", callingCode: "33" },
  { code: "ES", name: "Spain", callingCode: "34" },
  { code: "IT", name: "Italy", callingCode: "39" },
  { code: "NL", name: "Netherlands", callingCode: "31" },
  { code: "SE", name: "Sweden", callingCode: "46" },
  { code: "PL", name: "Poland", callingCode: "48" },
  { code: "JP", name: "Japan", callingCode: "81" },
];

/** The phone input in each of its states, for the design-system page. */
export function PhoneInputDemo(_: { locale: string }) {
  return (
    <section aria-labelledby="ui-phone-input-demo-title" className="ui-phone-input-demo">
      <h2 id="ui-phone-input-demo-title">Phone input</h2>

      <h3>Empty (no status)</h3>
      <PhoneInput label="Mobile number" countries={COUNTRIES} defaultCountry="GB" />

      <h3>Success</h3>
      <PhoneInput label="Mobile number, valid" countries={COUNTRIES} defaultCountry="SE" defaultValue="0701234567" />

      <h3>Error</h3>
      <PhoneInput label="Mobile number, invalid" countries={COUNTRIES} defaultCountry="US" defaultValue="213373" showError />
    </section>
  );
}
