import { useId } from "react";
import { useDemoText } from "../demo-text";
import { ProgressTracker, Stepper } from "./progress-tracker";
import type { TrackerStep } from "./progress-tracker-state";

/** Every state of the progress tracker and the stepper, for the /design-system page. */
export function ProgressTrackerDemo({ locale }: { locale: string }) {
  const t = useDemoText();
  const headingId = useId();
  const count = new Intl.NumberFormat(locale);
  const position = (step: number, total: number, label: string) =>
    t("{step} / {total}: {label}", { step: count.format(step), total: count.format(total), label });
  const order: TrackerStep[] = [{ label: t("Tickets") }, { label: t("Delivery") }, { label: t("Payment") }, { label: t("Confirmation") }];
  const withStatus = (index: number, status: TrackerStep["status"]) => order.map((s, i) => (i === index ? { ...s, status } : s));
  const listingSteps = [t("Event"), t("Tickets"), t("Price"), t("Review")];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t("Progress tracker")}</h2>
      <p>{t("Under 481 px only the active step shows until “Show all steps” expands the list.")}</p>
      <h3>{t("First step active")}</h3>
      <ProgressTracker steps={order} active={0} labels={{ name: t("Order progress, first step"), position }} />
      <h3>{t("Third step active")}</h3>
      <ProgressTracker steps={order} active={2} labels={{ name: t("Order progress, third step"), position }} />
      <h3>{t("Last step active (the bar is full)")}</h3>
      <ProgressTracker steps={order} active={3} labels={{ name: t("Order progress, done"), position }} />
      <h3>{t("Active step with a warning")}</h3>
      <ProgressTracker steps={withStatus(1, "warning")} active={1} labels={{ name: t("Order progress, warning"), position }} />
      <h3>{t("Active step failed")}</h3>
      <ProgressTracker steps={withStatus(2, "error")} active={2} labels={{ name: t("Order progress, error"), position }} />
      <h3>{t("Stepper")}</h3>
      <Stepper label={t("Listing steps")} steps={listingSteps} value={2} />
      <h3>{t("Stepper past the last step (capped)")}</h3>
      <Stepper label={t("Listing steps, finished")} steps={listingSteps} value={9} />
    </section>
  );
}
