import { useId, useState } from "react";
import { useDemoText } from "../demo-text";
import { InlineBanner } from "./inline-banner";
import { BANNER_STATUSES, type BannerStatus } from "./inline-banner-state";

/** Every status of the inline banner, for the /design-system page. */
export function InlineBannerDemo(_: { locale: string }) {
  const t = useDemoText();
  const headingId = useId();
  const [dismissed, setDismissed] = useState(false);
  const TEXT: Record<BannerStatus, string> = {
    general: t("Top marketplace for live event tickets."),
    info: t("Tickets are delivered two days before the event."),
    success: t("Your listing is live."),
    warning: t("Only a few tickets are left at this price."),
    error: t("We could not save your changes. Try again."),
  };
  const STATUS_NAME: Record<BannerStatus, string> = {
    general: t("General"),
    info: t("Info"),
    success: t("Success"),
    warning: t("Warning"),
    error: t("Error"),
  };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t("Inline banner")}</h2>
      {BANNER_STATUSES.map((status) => {
        // "alert" / "status": the ARIA role names, technical tokens.
        const role = status === "error" ? "alert" : "status";
        return (
          <div key={status}>
            <h3>
              {status === "general"
                ? t("{status} (default) — role {role}", { status: STATUS_NAME[status], role })
                : t("{status} — role {role}", { status: STATUS_NAME[status], role })}
            </h3>
            <InlineBanner status={status}>{TEXT[status]}</InlineBanner>
          </div>
        );
      })}
      <h3>{t("With a title and a dismiss button")}</h3>
      {dismissed ? (
        <p>
          {t("Dismissed.")}{" "}
          <button type="button" onClick={() => setDismissed(false)}>
            {t("Show it again")}
          </button>
        </p>
      ) : (
        <InlineBanner
          status="info"
          title={t("New date")}
          dismissLabel={t("Dismiss message")}
          onDismiss={() => setDismissed(true)}
        >
          {t("The show moved to Saturday; your tickets stay valid.")}
        </InlineBanner>
      )}
    </section>
  );
}
