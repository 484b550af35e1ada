import { useId, useRef, useState, type ReactNode } from "react";
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
                Cancel
              </button>
              <button type="button" onClick={close}>
                Save
              </button>
            </>
          ) : undefined
        }
      >
        {children}
        {withField ? (
          <label>
            Promo code <input ref={fieldRef} />
          </label>
        ) : null}
      </Dialog>
    </>
  );
}

/** Every state of the Dialog, for the /design-system page. */
export function DialogDemo({ locale }: { locale: string }) {
  const headingId = useId();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" }).format(Date.UTC(2025, 5, 14));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Dialog</h2>
      <h3>Closed</h3>
      <p>A closed dialog is not on the page; its opener is.</p>
      <DemoDialog opener="Open a dialog" title="Configure your store" description="Choose your preferred language and currency">
        <p>Press Escape or click outside to close. The exit takes 500 ms.</p>
      </DemoDialog>
      <h3>Open, by size</h3>
      <ul>
        {DIALOG_SIZES.map((size) => (
          <li key={size}>
            <DemoDialog opener={`Open size ${size}`} size={size} title={`Size ${size}`}>
              <p>Event on {when}.</p>
            </DemoDialog>
          </li>
        ))}
      </ul>
      <h3>Without footer actions</h3>
      <DemoDialog opener="Open an information dialog" title="About this price" withFooter={false}>
        <p>Prices may vary from face value.</p>
      </DemoDialog>
      <h3>With focus on a field when it opens</h3>
      <DemoDialog opener="Open a form dialog" title="Apply a promo code" withField>
        <p>Focus starts in the field below.</p>
      </DemoDialog>
    </section>
  );
}
