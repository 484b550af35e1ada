import { useId, useRef, useState, type ReactNode } from "react";
import { useDemoText } from "../demo-text";
import { Dialog } from "./dialog";
import { DIALOG_SIZES, type DialogSize } from "./dialog-state";

function DemoDialog({
  opener,
  size,
  title,
  description,
  children,
  withFooter = true,
  withField = false,
}: {
  opener: string;
  size?: DialogSize;
  title: string;
  description?: string;
  children: ReactNode;
  withFooter?: boolean;
  withField?: boolean;
}) {
  const t = useDemoText();
  const [open, setOpen] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {opener}
      </button>
      <Dialog
        open={open}
        onClose={close}
        size={size}
        title={title}
        description={description}
        initialFocus={withField ? fieldRef : undefined}
        footer={
          withFooter ? (
            <>
              <button type="button" onClick={close}>
                {t("Cancel")}
              </button>
              <button type="button" onClick={close}>
                {t("Save")}
              </button>
            </>
          ) : undefined
        }
      >
        {children}
        {withField ? (
          <label>
            {t("Promo code")} <input ref={fieldRef} />
          </label>
        ) : null}
      </Dialog>
    </>
  );
}

/** Every state of the Dialog, for the /design-system page. */
export function DialogDemo({ locale }: { locale: string }) {
  const t = useDemoText();
  const headingId = useId();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" }).format(Date.UTC(2025, 5, 14));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t("Dialog")}</h2>
      <h3>{t("Closed")}</h3>
      <p>{t("A closed dialog is not on the page; its opener is.")}</p>
      <DemoDialog
        opener={t("Open a dialog")}
        title={t("Configure your store")}
        description={t("Choose your preferred language and currency")}
      >
        <p>{t("Press Escape or click outside to close. The exit takes 500 ms.")}</p>
      </DemoDialog>
      <h3>{t("Open, by size")}</h3>
      <ul>
        {DIALOG_SIZES.map((size) => (
          <li key={size}>
            <DemoDialog opener={t("Open size {size}", { size })} size={size} title={t("Size {size}", { size })}>
              <p>{t("Event on {when}.", { when })}</p>
            </DemoDialog>
          </li>
        ))}
      </ul>
      <h3>{t("Without footer actions")}</h3>
      <DemoDialog opener={t("Open an information dialog")} title={t("About this price")} withFooter={false}>
        <p>{t("Prices may vary from face value.")}</p>
      </DemoDialog>
      <h3>{t("With focus on a field when it opens")}</h3>
      <DemoDialog opener={t("Open a form dialog")} title={t("Apply a promo code")} withField>
        <p>{t("Focus starts in the field below.")}</p>
      </DemoDialog>
    </section>
  );
}
