/**
 * Progress tracker and stepper rules (spec §4 "Progress tracker", "Stepper"; §8 status icons;
 * §9 mobile breakpoint 481 px).
 */

/** Under this width only the active step shows until the toggle expands the list (spec §9). */
export const MOBILE_BREAKPOINT_PX = 481;

export type StepStatus = "default" | "warning" | "error";
export type StatusIcon = "check" | "warning" | "close";

export interface TrackerStep {
  label: string;
  status?: StepStatus;
}

/**
 * The index of the active step, kept within the steps (a value past the end is the last step).
 * @example clampStep(7, 3) // 2
 */
export function clampStep(value: number, count: number): number {
  if (count <= 0) return -1;
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(Math.trunc(value), count - 1);
}

/**
 * The overall status is the active step's; its icon: error → close, warning → warning, else check.
 * @example overallStatus([{ label: "Pay", status: "error" }], 0) // { status: "error", icon: "close" }
 */
export function overallStatus(steps: readonly TrackerStep[], active: number): { status: StepStatus; icon: StatusIcon } {
  const status = steps[clampStep(active, steps.length)]?.status ?? "default";
  return { status, icon: status === "error" ? "close" : status === "warning" ? "warning" : "check" };
}

/**
 * How much of the bar is filled: the share of the way from the first step to the last, so the
 * first step active shows an empty bar and the last step active fills it (1).
 * @example barFill(4, 3) // 1
 */
export function barFill(count: number, active: number): number {
  if (count <= 1) return count === 1 ? 1 : 0;
  return clampStep(active, count) / (count - 1);
}

/**
 * Which steps show: all of them, except under 481 px while collapsed, where only the active one does.
 * @example visibleSteps(4, 2, 375, false) // [2]
 */
export function visibleSteps(count: number, active: number, viewportWidth: number, expanded: boolean): number[] {
  const all = Array.from({ length: count }, (_, i) => i);
  if (expanded || viewportWidth >= MOBILE_BREAKPOINT_PX) return all;
  const current = clampStep(active, count);
  return current < 0 ? [] : [current];
}

export type StepState = "completed" | "active" | "upcoming";

/**
 * Stepper: steps before the value are completed; the step at the value, capped at the last, is
 * active; a negative value makes the first step active.
 * @example stepStates(3, 1) // ["completed", "active", "upcoming"]
 */
export function stepStates(count: number, value: number): StepState[] {
  const active = clampStep(value, count);
  return Array.from({ length: count }, (_, i) => (i < active ? "completed" : i === active ? "active" : "upcoming"));
}

/** The words this widget says itself, in English (translations: app/locales/<language>/ui.json). */
export const PROGRESS_TRACKER_LABELS = {
  "progressTracker.name": "Progress",
  "progressTracker.expand": "Show all steps",
  "progressTracker.collapse": "Show the current step only",
  "progressTracker.status.default": "On track",
  "progressTracker.status.warning": "Needs attention",
  "progressTracker.status.error": "Failed",
  "progressTracker.position": "Step {step} of {count}: {label}",
} as const;

/** The words this widget says itself, in English (translations: app/locales/<language>/ui.json). */
export const STEPPER_LABELS = {
  "stepper.completed": "completed",
  "stepper.active": "current",
  "stepper.upcoming": "not started",
} as const;
