import { useId, useState } from "react";
import { InlineBanner } from "./inline-banner";
import { BANNER_STATUSES } from "./inline-banner-state";

const TEXT = {
  general: "Top marketplace for live event tickets.",
  info: "Tickets are delivered two days before the event.",
  success: "Your listing is live.",
  warning: "Only a few tickets are left at this price.",
  error: "We could not save your changes. Try again.",
} as const;

/** Every status of the inline banner, for the /design-system page. */
export function InlineBannerDemo(_: { locale: string }) {
  const headingId = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Inline banner</h2>
      {BANNER_STATUSES.map((status) => (
        <div key={status}>
          <h3>
            {status === "general" ? "general (default)" : status} — role {status === "error" ? "alert" : "status"}
          </h3>
          <InlineBanner status={status}>{TEXT[status]}</InlineBanner>
        </div>
      ))}
      <h3>With a title and a dismiss button</h3>
      {dismissed ? (
        <p>
          Dismissed.{" "}
          <button type="button" onClick={() => setDismissed(false)}>
            Show it again
          </button>
        </p>
      ) : (
        <InlineBanner status="info" title="New date" dismissLabel="Dismiss message" onDismiss={() => setDismissed(true)}>
          The show moved to Saturday; your tickets stay valid.
        </InlineBanner>
      )}
    </section>
  );
}
