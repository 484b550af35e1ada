import type { ReactNode } from "react";
import { useUiLabel } from "../ui-labels";
import { bannerRole, bannerStatus, type BannerStatus, INLINE_BANNER_LABELS } from "./inline-banner-state";

export interface InlineBannerProps {
  /** general (default), info, success, warning or error. */
  status?: BannerStatus;
  title?: string;
  children: ReactNode;
  /** With a label, the banner shows a dismiss button that calls `onDismiss`. */
  dismissLabel?: string;
  onDismiss?: () => void;
  /** The status in words for screen readers, e.g. "Error:" — the icon alone is not enough. */
  statusLabel?: string;
}

const STATUS_LABEL_KEYS = {
  general: "inlineBanner.status.general",
  info: "inlineBanner.status.info",
  success: "inlineBanner.status.success",
  warning: "inlineBanner.status.warning",
  error: "inlineBanner.status.error",
} as const satisfies Record<BannerStatus, keyof typeof INLINE_BANNER_LABELS>;

function BannerIcon({ status }: { status: BannerStatus }) {
  const path =
    status === "error"
      ? "M5 5l8 8M13 5l-8 8"
      : status === "warning"
        ? "M9 2l7.5 13h-15L9 2zM9 7v4M9 12.5v1"
        : status === "success"
          ? "M3.5 9.5l3.5 3.5 7.5-8"
          : "M9 5v1M9 8v5";
  return (
    <svg className="ui-inline-banner__icon" viewBox="0 0 18 18" width="18" height="18" aria-hidden="true" focusable="false">
      {status === "info" || status === "general" ? <circle cx="9" cy="9" r="7.5" stroke="currentColor" strokeWidth="1.5" fill="none" /> : null}
      <path d={path} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  );
}

/** A message inside the page (spec §4 inline banner): error is an alert, the others a status. */
export function InlineBanner({ status: given, title, children, dismissLabel, onDismiss, statusLabel }: InlineBannerProps) {
  const status = bannerStatus(given);
  const uiLabel = useUiLabel(INLINE_BANNER_LABELS);
  return (
    <div className={`ui-inline-banner ui-inline-banner--${status}`} role={bannerRole(status)}>
      <BannerIcon status={status} />
      <div className="ui-inline-banner__body">
        <span className="ui-inline-banner__sr">{statusLabel ?? uiLabel(STATUS_LABEL_KEYS[status])} </span>
        {title ? <strong className="ui-inline-banner__title">{title} </strong> : null}
        <span>{children}</span>
      </div>
      {dismissLabel && onDismiss ? (
        <button type="button" className="ui-inline-banner__dismiss" aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
