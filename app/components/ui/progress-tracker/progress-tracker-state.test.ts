import { describe, expect, it } from "vitest";
import { barFill, clampStep, MOBILE_BREAKPOINT_PX, overallStatus, stepStates, visibleSteps, type TrackerStep } from "./progress-tracker-state";

const steps = (...statuses: Array<TrackerStep["status"]>): TrackerStep[] => statuses.map((status, i) => ({ label: `Step ${i + 1}`, status }));

describe("progress tracker (spec §4)", () => {
  it.each([
    // "The active step's status sets the overall status (warning, error or default check icon)"; §8 icons.
    [steps("default", "error", "default"), 1, "error", "close"],
    [steps("default", "warning", "default"), 1, "warning", "warning"],
    [steps("error", "default", "default"), 1, "default", "check"],
    [steps(undefined, undefined), 0, "default", "check"],
    [steps("default", "default", "warning"), 9, "warning", "warning"],
  ] as const)("steps %j with step %i active: status %s, icon %s", (list, active, status, icon) => {
    expect(overallStatus(list, active)).toEqual({ status, icon });
  });

  it.each([
    // "The last step being active fills the bar."
    [4, 3, 1],
    [4, 0, 0],
    [5, 2, 0.5],
    [3, 10, 1],
    [1, 0, 1],
    [0, 0, 0],
  ])("%i steps, step %i active: bar filled %s", (count, active, fill) => {
    expect(barFill(count, active)).toBe(fill);
  });

  it.each([
    // "Under 481 px only the active step shows until a toggle expands it."
    [480, false, [2]],
    [375, true, [0, 1, 2, 3]],
    [MOBILE_BREAKPOINT_PX, false, [0, 1, 2, 3]],
    [1280, false, [0, 1, 2, 3]],
  ] as const)("at %i px, expanded %s: shows %j", (width, expanded, shown) => {
    expect(visibleSteps(4, 2, width, expanded)).toEqual(shown);
  });
});

describe("stepper (spec §4)", () => {
  it.each([
    // "steps before the current value are completed; the step at the value (capped at the last) is active"
    [3, 0, ["active", "upcoming", "upcoming"]],
    [3, 1, ["completed", "active", "upcoming"]],
    [3, 2, ["completed", "completed", "active"]],
    [3, 5, ["completed", "completed", "active"]],
    [3, -1, ["active", "upcoming", "upcoming"]],
    [0, 1, []],
  ] as const)("%i steps at value %i: %j", (count, value, states) => {
    expect(stepStates(count, value)).toEqual(states);
  });

  it.each([
    [7, 3, 2],
    [1.9, 3, 1],
    [Number.NaN, 3, 0],
    [0, 0, -1],
  ])("clampStep(%s, %i) = %i", (value, count, expected) => {
    expect(clampStep(value, count)).toBe(expected);
  });
});
