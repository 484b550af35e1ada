import { useLocation, useNavigate } from "@remix-run/react";
import { useId, useState } from "react";
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
  labels: Pick<HeaderLabels, "language" | "save" | "storeSettings">;
}

/**
 * The store configuration dialog (spec §2.6): a button in the top bar naming the current language
 * opens the design system's dialog — title, subtitle, the language select, Save. Escape or the
 * overlay closes it and discards the choice (each opening starts from the current language);
 * saving another language goes to the same page in that locale (address formatting of §2.1).
 * The currency select joins when the informational currency is built (its options are empty
 * until then, so the subtitle speaks of the language only).
 */
export function StoreConfig({ model, languages, currentLocale, defaultLocale, supportedLanguages, labels }: StoreConfigProps) {
  const [open, setOpen] = useState(false);
  const [language, setLanguage] = useState(currentLocale);
  const location = useLocation();
  const navigate = useNavigate();
  const selectId = useId();
  const current = languages.find((option) => option.value === currentLocale)?.label ?? currentLocale;

  const save = () => {
    const target = languageSwitchTarget(location, { currentLocale, newLocale: language, defaultLocale, supportedLanguages });
    setOpen(false);
    if (target) navigate(target);
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
          setOpen(true);
        }}
      >
        <svg className="hdr-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />
        </svg>
        <span className="hdr-sr-only">{labels.storeSettings}: </span>
        <span className="hdr-store-config__current">{current}</span>
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
        {model.showLanguage ? (
          <div className="hdr-store-config__field">
            <label htmlFor={selectId}>{labels.language}</label>
            <select id={selectId} value={language} onChange={(event) => setLanguage(event.currentTarget.value)}>
              {languages.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
