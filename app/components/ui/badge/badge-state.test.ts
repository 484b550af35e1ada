import { describe, expect, it } from "vitest";
import { BADGE_APPEARANCES, BADGE_COLOURS, BADGE_SIZES, badgeStyle, contrastRatio } from "./badge-state";

describe("badge (spec §4)", () => {
  it("offers the spec's appearances and sizes", () => {
    expect([...BADGE_APPEARANCES]).toEqual(["primary", "secondary", "success", "accent", "neutral", "error"]);
    expect([...BADGE_SIZES]).toEqual(["sm", "md", "lg"]);
  });

  it.each([
    // "primary (default)", "md (default)"
    [{}, "primary", "md", false],
    [{ appearance: "error", lighten: true, size: "lg" }, "error", "lg", true],
    [{ appearance: "danger", size: "xl" }, "primary", "md", false],
    [{ appearance: "neutral", size: "sm" }, "neutral", "sm", false],
  ])("%j resolves to %s, %s, lighten %s", (given, appearance, size, lighten) => {
    expect(badgeStyle(given)).toMatchObject({ appearance, size, lighten });
  });

  it.each(BADGE_APPEARANCES.flatMap((a) => [[a, "solid"], [a, "lighten"]] as const))(
    "%s (%s) text has at least 4.5:1 contrast on its background (WCAG AA)",
    (appearance, variant) => {
      const { text, background } = BADGE_COLOURS[appearance][variant];
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each([
    ["#ffffff", "#000000", 21],
    ["#777777", "#ffffff", 4.48],
  ])("contrast of %s on %s is %s", (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });
});
