import { describe, expect, it } from "vitest";
import { placeTooltip, positionOn, TOOLTIP_PLACEMENT, type Rect, type TooltipPosition } from "./tooltip-state";

// A 375 × 667 phone screen, a 40 × 40 icon button, a 120 × 40 tooltip.
const phone = { width: 375, height: 667 };
const tip = { width: 120, height: 40 };
const icon = (x: number, y: number): Rect => ({ x, y, width: 40, height: 40 });

describe("spec §9 'Tooltip: placement top, offset 0,16, fallback right, left, bottom'", () => {
  it("is the default", () => {
    expect(TOOLTIP_PLACEMENT).toEqual({ placement: "top", offset: [0, 16], fallbacks: ["right", "left", "bottom"] });
  });

  it.each<[string, Rect, TooltipPosition]>([
    ["room above: top, centred, 16 px above", icon(160, 300), { placement: "top", x: 120, y: 244 }],
    ["top just fits at y = 0", icon(160, 56), { placement: "top", x: 120, y: 0 }],
    ["no room above: first fallback, right, 16 px to the right", icon(160, 10), { placement: "right", x: 216, y: 10 }],
    ["no room above nor right: left", icon(320, 10), { placement: "left", x: 184, y: 10 }],
    ["a full-width anchor at the top: bottom, 16 px below", { x: 0, y: 10, width: 375, height: 40 }, { placement: "bottom", x: 127.5, y: 66 }],
    ["bottom-right corner: a centred top tooltip overflows sideways, right has no room: left", icon(330, 620), { placement: "left", x: 194, y: 620 }],
  ])("%s", (_name, anchor, expected) => {
    expect(placeTooltip(anchor, tip, phone)).toEqual(expected);
  });

  it("nothing fits: the preferred placement, top, anyway", () => {
    expect(placeTooltip(icon(0, 0), { width: 500, height: 500 }, phone)).toEqual({ placement: "top", x: -230, y: -516 });
  });

  it("takes other preferences and fallbacks", () => {
    expect(placeTooltip(icon(160, 640), tip, phone, { placement: "bottom", offset: [0, 8], fallbacks: ["top"] })).toEqual({
      placement: "top",
      x: 120,
      y: 592,
    });
  });
});

describe("positionOn: the first offset number slides along the side, the second is the gap", () => {
  const anchor: Rect = { x: 100, y: 100, width: 40, height: 20 };
  const size = { width: 60, height: 30 };
  it.each([
    ["top", [0, 16], { x: 90, y: 54 }],
    ["top", [10, 16], { x: 100, y: 54 }],
    ["bottom", [0, 16], { x: 90, y: 136 }],
    ["left", [0, 16], { x: 24, y: 95 }],
    ["left", [10, 16], { x: 24, y: 105 }],
    ["right", [0, 16], { x: 156, y: 95 }],
  ] as const)("%s with offset %j → %j", (placement, offset, expected) => {
    expect(positionOn(placement, anchor, size, offset)).toEqual(expected);
  });
});
