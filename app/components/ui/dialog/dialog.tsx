import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { LAYER } from "../layers";
import { useUiLabel } from "../ui-labels";
import { DIALOG_CLOSED, transitionDialog, wrapFocusIndex, type DialogSize, type DialogState, DIALOG_LABELS } from "./dialog-state";

export type DialogProps = {
  /** Whether the dialog should be shown. Turning it false starts the 500 ms exit. */
  open: boolean;
  /**
   * Called when the user asks to close (Escape, overlay click, close button), i.e. when closing
   * starts. The owner answers by setting `open` to false; the dialog then plays its exit.
   */
  onClose: () => void;
  /** Called when the exit has finished and the dialog has left the page. */
  onExited?: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, shown at the bottom. */
  footer?: ReactNode;
  size?: DialogSize;
  /** Element to focus on open; otherwise the first focusable element inside, else the dialog. */
  initialFocus?: RefObject<HTMLElement>;
  /** Accessible name of the close button. */
  closeLabel?: string;
};

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusablesIn(root: HTMLElement): HTMLElement[] {
  // Out of the tab order (a calendar's roving days but the current one): not a Tab stop either.
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest("[hidden]") && el.tabIndex >= 0);
}

// Several dialogs may be open at once (one over another): the body stays locked until the last closes.
let scrollLocks = 0;
let savedBodyStyle = { overflow: "", paddingRight: "" };

function lockBodyScroll(): () => void {
  const body = document.body;
  if (scrollLocks++ === 0) {
    savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the page from shifting sideways when its scrollbar disappears.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = "hidden";
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  return () => {
    if (--scrollLocks === 0) {
      body.style.overflow = savedBodyStyle.overflow;
      body.style.paddingRight = savedBodyStyle.paddingRight;
    }
  };
}

/**
 * Modal dialog (WAI-ARIA APG dialog pattern), rendered in a portal on document.body.
 * @example <Dialog open={open} onClose={() => setOpen(false)} title="Configure your store">…</Dialog>
 */
export function Dialog({
  open,
  onClose,
  onExited,
  title,
  description,
  children,
  footer,
  size = "md",
  initialFocus,
  closeLabel: closeLabelProp,
}: DialogProps) {
  const uiLabel = useUiLabel(DIALOG_LABELS);
  const closeLabel = closeLabelProp ?? uiLabel("dialog.close");
  const [state, setState] = useState<DialogState>(() => (open ? { phase: "open" } : DIALOG_CLOSED));
  // The portal needs document.body: render it only once mounted on the client.
  const [mounted, setMounted] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropPressed = useRef(false);
  const titleId = useId();
  const descriptionId = useId();
  const onExitedRef = useRef(onExited);
  onExitedRef.current = onExited;

  useEffect(() => setMounted(true), []);

  useEffect(() => {
    setState((s) => transitionDialog(s, open ? { type: "open" } : { type: "close", now: Date.now() }));
  }, [open]);

  // The exit: wait out the 500 ms, then ask the state machine whether it is over.
  useEffect(() => {
    if (state.phase !== "closing") return;
    const timer = setTimeout(
      () => setState((s) => transitionDialog(s, { type: "tick", now: Date.now() })),
      Math.max(0, state.closesAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [state]);

  const wasShown = useRef(false);
  useEffect(() => {
    if (state.phase !== "closed") wasShown.current = true;
    else if (wasShown.current) {
      wasShown.current = false;
      onExitedRef.current?.();
    }
  }, [state.phase]);

  const shown = mounted && state.phase !== "closed";
  useEffect(() => (shown ? lockBodyScroll() : undefined), [shown]);

  // Focus goes in on open and back to the opener as soon as closing starts, so keyboard users are
  // not left inside a dialog that is fading away.
  const active = mounted && state.phase === "open";
  useEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (initialFocus?.current ?? focusablesIn(dialog)[0] ?? dialog).focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
    // initialFocus is read once, on open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  if (!shown) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (state.phase !== "open") return;
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    } else if (event.key === "Tab" && dialogRef.current) {
      const items = focusablesIn(dialogRef.current);
      const current = items.indexOf(document.activeElement as HTMLElement);
      const next = wrapFocusIndex(current, items.length, event.shiftKey);
      event.preventDefault();
      (items[next] ?? dialogRef.current).focus();
    }
  };

  return createPortal(
    <div className="ui-dialog-root" data-state={state.phase}>
      <div
        className="ui-dialog-backdrop"
        style={{ zIndex: LAYER.overlay }}
        aria-hidden="true"
        // Only a press that starts and ends on the backdrop closes: dragging a text selection out of
        // the dialog must not.
        onMouseDown={(e) => (backdropPressed.current = e.target === e.currentTarget)}
        onClick={(e) => {
          if (backdropPressed.current && e.target === e.currentTarget && state.phase === "open") onClose();
          backdropPressed.current = false;
        }}
      />
      <div className="ui-dialog-positioner" style={{ zIndex: LAYER.modal }}>
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          className="ui-dialog"
          data-size={size}
          data-state={state.phase}
          onKeyDown={onKeyDown}
        >
          <div className="ui-dialog__header">
            <h2 id={titleId} className="ui-dialog__title">
              {title}
            </h2>
            <button type="button" className="ui-dialog__close" aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {description ? (
            <p id={descriptionId} className="ui-dialog__description">
              {description}
            </p>
          ) : null}
          <div className="ui-dialog__body">{children}</div>
          {footer ? <div className="ui-dialog__footer">{footer}</div> : null}
        </div>
      </div>
    </div>,
    document.body,
  );
}
