/**
 * Inline banner (inline message) rules, spec §4: statuses general (default), info, success,
 * warning, error; error has the alert role, the others the status role.
 */
export const BANNER_STATUSES = ["general", "info", "success", "warning", "error"] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

/**
 * The banner's status, general for anything not in the spec's list.
 * @example bannerStatus("loud") // "general"
 */
export function bannerStatus(value: string | undefined): BannerStatus {
  return (BANNER_STATUSES as readonly string[]).includes(value ?? "") ? (value as BannerStatus) : "general";
}

/**
 * The live-region role: alert for error (read at once), status for the others (read politely).
 * @example bannerRole("error") // "alert"
 */
export function bannerRole(status: BannerStatus): "alert" | "status" {
  return status === "error" ? "alert" : "status";
}

/** The words this widget says itself, in English (translations: app/locales/<language>/ui.json). */
export const INLINE_BANNER_LABELS = {
  "inlineBanner.status.general": "Note:",
  "inlineBanner.status.info": "Information:",
  "inlineBanner.status.success": "Success:",
  "inlineBanner.status.warning": "Warning:",
  "inlineBanner.status.error": "Error:",
} as const;
