/**
 * Phone input rules (spec §5 "Phone input: formats as the user types according to the chosen
 * country and reports the parsed digits; status success or error").
 *
 * Backed by libphonenumber-js with its `min` metadata: numbering plans change every month, which is
 * data we should not keep by hand. The `min` metadata checks a number's length per country (and, for
 * countries sharing a calling code, which country it belongs to), not every digit pattern: a number
 * of the right length for the chosen country counts as valid.
 */
import { AsYouType, getCountryCallingCode, isSupportedCountry, type CountryCode } from "libphonenumber-js/min";

/** 'none' while nothing phone-like is typed. */
export type PhoneStatus = "success" | "error" | "none";

export interface PhoneInputState {
  /** The text formatted for the country, e.g. "020 7183 8750". */
  formatted: string;
  /** The parsed number in E.164 form (e.g. "+442071838750"), also while incomplete; "" when none. */
  e164: string;
  /** success: a valid number for the chosen country; error: something typed that is not. */
  status: PhoneStatus;
}

/**
 * Whether the phone library knows a country (ISO 3166 alpha-2).
 * @example isPhoneCountry("SE") // true
 */
export function isPhoneCountry(country: string): country is CountryCode {
  return isSupportedCountry(country);
}

/**
 * Formats typed text for a country and says whether it is a valid number there; a number typed with
 * another country's + prefix is formatted but is an error for the chosen country.
 * @example phoneInputState("GB", "02071838750") // { formatted: "020 7183 8750", e164: "+442071838750", status: "success" }
 */
export function phoneInputState(country: string, text: string): PhoneInputState {
  if (!isPhoneCountry(country)) throw new RangeError(`Unknown phone country "${country}"`);
  const typer = new AsYouType(country);
  const formatted = typer.input(text);
  if (formatted.trim() === "") return { formatted: "", e164: "", status: "none" };
  const number = typer.getNumber();
  const sameCountry =
    number !== undefined &&
    (number.country === country ||
      (number.country === undefined && number.countryCallingCode === getCountryCallingCode(country)));
  return {
    formatted,
    e164: number?.number ?? "",
    status: number !== undefined && sameCountry && number.isValid() ? "success" : "error",
  };
}

const isDigit = (char: string | undefined) => char !== undefined && /[0-9+]/.test(char);

/**
 * Digits (and +) in a text before a caret index.
 * @example countDigitsBefore("(213) 37", 7) // 5
 */
export function countDigitsBefore(text: string, caret: number): number {
  let n = 0;
  for (let i = 0; i < caret && i < text.length; i++) if (isDigit(text[i])) n++;
  return n;
}

/**
 * Caret index in formatted text just after its `digits`-th digit (or + sign).
 * @example caretAfterDigits("(213) 373", 4) // 7
 */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (isDigit(formatted[i])) seen++;
    if (seen === digits) return i + 1;
  }
  return formatted.length;
}

/**
 * Where Backspace (-1) or Delete (+1) should start so it removes a digit, not a space, bracket or
 * dash that formatting would only put back.
 * @example caretPastFormatting("(213) 373", 6, -1) // 4
 */
export function caretPastFormatting(formatted: string, caret: number, direction: 1 | -1): number {
  let i = caret;
  if (direction < 0) while (i > 0 && !isDigit(formatted[i - 1])) i--;
  else while (i < formatted.length && !isDigit(formatted[i])) i++;
  return i;
}

/** The words this widget says itself, in English (translations: app/locales/<language>/ui.json). */
export const PHONE_INPUT_LABELS = {
  "phoneInput.country": "Country",
  "phoneInput.valid": "Valid phone number",
  "phoneInput.invalid": "Enter a valid phone number for the selected country",
} as const;
