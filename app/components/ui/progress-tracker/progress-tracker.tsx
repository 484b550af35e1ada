import { useId, useState } from "react";
import { useScopedStyle } from "../scoped-style";
import { useUiLabel, type UiLabel } from "../ui-labels";
import {
  barFill,
  clampStep,
  overallStatus,
  stepStates,
  visibleSteps,
  type StatusIcon,
  type StepState,
  type StepStatus,
  type TrackerStep,
  PROGRESS_TRACKER_LABELS,
  STEPPER_LABELS,
} from "./progress-tracker-state";

export interface ProgressTrackerLabels {
  /** Name of the tracker (its progress bar and list). */
  name: string;
  expand: string;
  collapse: string;
  /** The overall status in words, by status. */
  status: Record<StepStatus, string>;
  /** e.g. "Step 2 of 4: Payment". */
  position: (step: number, count: number, label: string) => string;
}

function trackerLabels(uiLabel: UiLabel<keyof typeof PROGRESS_TRACKER_LABELS>): ProgressTrackerLabels {
  return {
    name: uiLabel("progressTracker.name"),
    expand: uiLabel("progressTracker.expand"),
    collapse: uiLabel("progressTracker.collapse"),
    status: {
      default: uiLabel("progressTracker.status.default"),
      warning: uiLabel("progressTracker.status.warning"),
      error: uiLabel("progressTracker.status.error"),
    },
    position: (step, count, label) => uiLabel("progressTracker.position", { step, count, label }),
  };
}

/** The status icons of spec §8: error a close icon, warning a warning icon, else a check. */
export function StatusGlyph({ icon }: { icon: StatusIcon }) {
  return (
    <svg className={`ui-status-glyph ui-status-glyph--${icon}`} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      {icon === "close" ? (
        <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
      ) : icon === "warning" ? (
        <path d="M8 1.5L15 14H1L8 1.5zM8 6v4M8 11.5v1" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" fill="none" />
      ) : (
        <path d="M3 8.5l3.2 3L13 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      )}
    </svg>
  );
}

export interface ProgressTrackerProps {
  steps: readonly TrackerStep[];
  /** Index of the active step. */
  active: number;
  labels?: Partial<ProgressTrackerLabels>;
  /** Start expanded on narrow screens. */
  defaultExpanded?: boolean;
}

/**
 * Steps with a bar and an overall status (spec §4). The server does not know the width: every step
 * is rendered and CSS hides the inactive ones under 481 px until the toggle expands them.
 */
export function ProgressTracker({ steps, active, labels: overrides, defaultExpanded = false }: ProgressTrackerProps) {
  const uiLabel = useUiLabel(PROGRESS_TRACKER_LABELS);
  const labels = { ...trackerLabels(uiLabel), ...overrides };
  const [expanded, setExpanded] = useState(defaultExpanded);
  const listId = useId();
  const current = clampStep(active, steps.length);
  const { status, icon } = overallStatus(steps, current);
  const fill = barFill(steps.length, current);
  // The rule of visibleSteps for a narrow screen; CSS applies it only under the breakpoint.
  const shownWhenNarrow = new Set(visibleSteps(steps.length, current, 0, expanded));
  const position = current < 0 ? "" : labels.position(current + 1, steps.length, steps[current]!.label);

  // The fill's width as a rule of a nonce'd <style> (scoped-style.tsx): the CSP allows no style attribute.
  const fillWidth = useScopedStyle({ ".ui-progress-tracker__fill": { width: `${fill * 100}%` } });

  return (
    <div className="ui-progress-tracker" data-status={status} {...fillWidth.attributes}>
      {fillWidth.element}
      <div
        className="ui-progress-tracker__bar"
        role="progressbar"
        aria-label={labels.name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(fill * 100)}
        aria-valuetext={position}
      >
        <div className="ui-progress-tracker__fill" />
      </div>
      <p className="ui-progress-tracker__status">
        <StatusGlyph icon={icon} />
        <span>{labels.status[status]}</span>
        <span className="ui-progress-tracker__position"> · {position}</span>
      </p>
      <button
        type="button"
        className="ui-progress-tracker__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((e) => !e)}
      >
        {expanded ? labels.collapse : labels.expand}
      </button>
      <ol id={listId} className="ui-progress-tracker__steps" aria-label={labels.name}>
        {steps.map((step, i) => {
          const stepIcon = overallStatus([step], 0).icon;
          return (
            <li
              key={`${i}-${step.label}`}
              className="ui-progress-tracker__step"
              aria-current={i === current ? "step" : undefined}
              data-narrow-hidden={shownWhenNarrow.has(i) ? undefined : ""}
              data-status={step.status ?? "default"}
            >
              <StatusGlyph icon={i <= current ? stepIcon : "check"} />
              <span>{step.label}</span>
              {step.status && step.status !== "default" ? (
                <span className="ui-progress-tracker__sr"> ({labels.status[step.status]})</span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export interface StepperProps {
  steps: readonly string[];
  /** The current value: steps before it are completed; the one at it (capped at the last) is active. */
  value: number;
  label: string;
  /** Words for each state, read by screen readers after the step's name. */
  stateLabels?: Partial<Record<StepState, string>>;
}


/** Numbered steps (spec §4 "Stepper"). */
export function Stepper({ steps, value, label, stateLabels }: StepperProps) {
  const uiLabel = useUiLabel(STEPPER_LABELS);
  const words: Record<StepState, string> = {
    completed: uiLabel("stepper.completed"),
    active: uiLabel("stepper.active"),
    upcoming: uiLabel("stepper.upcoming"),
    ...stateLabels,
  };
  const states = stepStates(steps.length, value);
  return (
    <ol className="ui-stepper" aria-label={label}>
      {steps.map((name, i) => (
        <li key={`${i}-${name}`} className="ui-stepper__step" data-state={states[i]} aria-current={states[i] === "active" ? "step" : undefined}>
          <span className="ui-stepper__marker" aria-hidden="true">
            {states[i] === "completed" ? "✓" : i + 1}
          </span>
          <span>{name}</span>
          <span className="ui-progress-tracker__sr"> ({words[states[i]!]})</span>
        </li>
      ))}
    </ol>
  );
}
