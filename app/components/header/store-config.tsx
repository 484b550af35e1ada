import { useLocation, useNavigate, useSubmit } from "@remix-run/react";
import { useId, useState } from "react";
import { NO_CONVERSION, SELECTED_CURRENCY_CODE } from "../../domain/currency";
import { languageSwitchTarget, type DialogOption, type StoreConfigDialogModel } from "../../domain/store-config-dialog";
import { Dialog } from "../ui/dialog/dialog";
import type { HeaderLabels } from "./header-labels";

/** What the root loader gives the store configuration dialog (spec §2.6). */
export interface StoreConfigProps {
  model: StoreConfigDialogModel;
  languages: DialogOption[];
  currentLocale: string;
  defaultLocale: string;
  supportedLanguages: readonly string[];
  /** 'none' first, then the store's currencies; empty when the informational currency is off. */
  currencies: DialogOption[];
  /** This request's currency (the one the page's prices are converted to), or 'none'. */
  currentCurrency: string;
  /** The preference form (POST) that stores the currency in its signed cookie. */
  preferencesAction: string;
  labels: Pick<HeaderLabels, "language" | "currency" | "save" | "storeSettings">;
}

/** Writes the choice where the spec keeps it (spec §4: local storage, selectedCurrencyCode). */
function storeCurrencyLocally(currency: string): void {
  try {
    window.localStorage.setItem(SELECTED_CURRENCY_CODE, currency);
  } catch {
    // Storage blocked or full: the signed cookie the form writes still carries the choice.
  }
}

/**
 * The store configuration dialog (spec §2.6): a button in the top bar naming the current language
 * (and the chosen currency) opens the design system's dialog — title, subtitle, the language and
 * currency selects (each only with options), Save. Escape or the overlay closes it and discards
 * the choices (each opening starts from the current values). Saving another language goes to the
 * same page in that locale; another currency is kept in local storage and posted to the
 * preference form, which stores it in a cookie (so the server renders the converted prices)
 * and comes back to the page — in the new locale when the language changed too.
 */
export function StoreConfig({
  model,
  languages,
  currentLocale,
  defaultLocale,
  supportedLanguages,
  currencies,
  currentCurrency,
  preferencesAction,
  labels,
}: StoreConfigProps) {
  const [open, setOpen] = useState(false);
  const [language, setLanguage] = useState(currentLocale);
  const [currency, setCurrency] = useState(currentCurrency);
  const location = useLocation();
  const navigate = useNavigate();
  const submit = useSubmit();
  const languageSelectId = useId();
  const currencySelectId = useId();
  const current = languages.find((option) => option.value === currentLocale)?.label ?? currentLocale;
  const currencyShown = model.showCurrency && currentCurrency !== NO_CONVERSION ? currentCurrency : null;

  const save = () => {
    const target = languageSwitchTarget(location, { currentLocale, newLocale: language, defaultLocale, supportedLanguages });
    setOpen(false);
    if (model.showCurrency && currency !== currentCurrency) {
      storeCurrencyLocally(currency);
      const form = new FormData();
      form.set("intent", "currency");
      form.set("currency", currency);
      form.set("returnTo", target ?? `${location.pathname}${location.search}`);
      submit(form, { method: "post", action: preferencesAction });
    } else if (target) {
      navigate(target);
    }
  };

  return (
    <>
      <button
        type="button"
        className="hdr-icon-button hdr-store-config"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLanguage(currentLocale);
          setCurrency(currentCurrency);
          setOpen(true);
        }}
      >
        <svg className="hdr-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />
        </svg>
        <span className="hdr-sr-only">{labels.storeSettings}: </span>
        <span className="hdr-store-config__current">
          {current}
          {currencyShown ? ` · ${currencyShown}` : null}
        </span>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={model.title}
        description={model.subtitle}
        size="sm"
        footer={
          <button type="button" className="button" onClick={save}>
            {labels.save}
          </button>
        }
      >
        {model.showLanguage ? <DialogSelect id={languageSelectId} label={labels.language} value={language} options={languages} onChange={setLanguage} /> : null}
        {model.showCurrency ? <DialogSelect id={currencySelectId} label={labels.currency} value={currency} options={currencies} onChange={setCurrency} /> : null}
      </Dialog>
    </>
  );
}

/** One labelled select of the dialog (language, currency). */
function DialogSelect({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: readonly DialogOption[]; onChange(value: string): void }) {
  return (
    <div className="hdr-store-config__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
