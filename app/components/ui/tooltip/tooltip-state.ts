/**
 * Tooltip placement without React or the DOM (spec §9 "Tooltip: placement top, offset 0,16,
 * fallback right, left, bottom"). All coordinates are viewport pixels (getBoundingClientRect).
 */

export type TooltipPlacement = "top" | "right" | "bottom" | "left";

export type Rect = { x: number; y: number; width: number; height: number };
export type Size = { width: number; height: number };

export type PlacementOptions = {
  placement: TooltipPlacement;
  /**
   * [along, away]: `along` slides the tooltip along the anchor's side (rightwards for top and
   * bottom, downwards for left and right); `away` is the gap between anchor and tooltip.
   */
  offset: readonly [number, number];
  /** Tried in this order when the preferred placement does not fit in the viewport. */
  fallbacks: readonly TooltipPlacement[];
};

export type TooltipPosition = { placement: TooltipPlacement; x: number; y: number };

/** Spec §9 "Tooltip: placement top, offset 0,16, fallback right, left, bottom". */
export const TOOLTIP_PLACEMENT: PlacementOptions = {
  placement: "top",
  offset: [0, 16],
  fallbacks: ["right", "left", "bottom"],
};

/**
 * Top-left corner of a tooltip put on one side of its anchor, centred on that side.
 * @example positionOn("top", { x: 100, y: 100, width: 40, height: 20 }, { width: 60, height: 30 }, [0, 16]) // { x: 90, y: 54 }
 */
export function positionOn(
  placement: TooltipPlacement,
  anchor: Rect,
  tooltip: Size,
  [along, away]: readonly [number, number],
): { x: number; y: number } {
  const centreX = anchor.x + anchor.width / 2 - tooltip.width / 2 + along;
  const centreY = anchor.y + anchor.height / 2 - tooltip.height / 2 + along;
  switch (placement) {
    case "top":
      return { x: centreX, y: anchor.y - away - tooltip.height };
    case "bottom":
      return { x: centreX, y: anchor.y + anchor.height + away };
    case "left":
      return { x: anchor.x - away - tooltip.width, y: centreY };
    case "right":
      return { x: anchor.x + anchor.width + away, y: centreY };
  }
}

function fits({ x, y }: { x: number; y: number }, tooltip: Size, viewport: Size): boolean {
  return x >= 0 && y >= 0 && x + tooltip.width <= viewport.width && y + tooltip.height <= viewport.height;
}

/**
 * Where a tooltip goes: the preferred placement, else the first fallback that fits inside the
 * viewport, else (nothing fits) the preferred one anyway.
 * @example placeTooltip({ x: 160, y: 4, width: 40, height: 40 }, { width: 120, height: 40 }, { width: 375, height: 667 }) // { placement: "right", x: 216, y: 4 }
 */
export function placeTooltip(
  anchor: Rect,
  tooltip: Size,
  viewport: Size,
  options: PlacementOptions = TOOLTIP_PLACEMENT,
): TooltipPosition {
  for (const placement of [options.placement, ...options.fallbacks]) {
    const at = positionOn(placement, anchor, tooltip, options.offset);
    if (fits(at, tooltip, viewport)) return { placement, ...at };
  }
  return { placement: options.placement, ...positionOn(options.placement, anchor, tooltip, options.offset) };
}
