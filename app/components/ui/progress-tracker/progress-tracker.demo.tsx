import { useId } from "react";
import { ProgressTracker, Stepper } from "./progress-tracker";
import type { TrackerStep } from "./progress-tracker-state";

const ORDER: TrackerStep[] = [{ label: "Tickets" }, { label: "Delivery" }, { label: "Payment" }, { label: "Confirmation" }];
const withStatus = (index: number, status: TrackerStep["status"]) => ORDER.map((s, i) => (i === index ? { ...s, status } : s));

/** Every state of the progress tracker and the stepper, for the /design-system page. */
export function ProgressTrackerDemo({ locale }: { locale: string }) {
  const headingId = useId();
  const count = new Intl.NumberFormat(locale);
  const position = (step: number, total: number, label: string) => `${count.format(step)} / ${count.format(total)}: ${label}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Progress tracker</h2>
      <p>Under 481 px only the active step shows until “Show all steps” expands the list.</p>
      <h3>First step active</h3>
      <ProgressTracker steps={ORDER} active={0} labels={{ name: "Order progress, first step", position }} />
      <h3>Third step active</h3>
      <ProgressTracker steps={ORDER} active={2} labels={{ name: "Order progress, third step", position }} />
      <h3>Last step active (the bar is full)</h3>
      <ProgressTracker steps={ORDER} active={3} labels={{ name: "Order progress, done", position }} />
      <h3>Active step with a warning</h3>
      <ProgressTracker steps={withStatus(1, "warning")} active={1} labels={{ name: "Order progress, warning", position }} />
      <h3>Active step failed</h3>
      <ProgressTracker steps={withStatus(2, "error")} active={2} labels={{ name: "Order progress, error", position }} />
      <h3>Stepper</h3>
      <Stepper label="Listing steps" steps={["Event", "Tickets", "Price", "Review"]} value={2} />
      <h3>Stepper past the last step (capped)</h3>
      <Stepper label="Listing steps, finished" steps={["Event", "Tickets", "Price", "Review"]} value={9} />
    </section>
  );
}
