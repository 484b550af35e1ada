/**
 * Stacking layers of the design system (spec §9 "Layer values"). Every widget that floats takes
 * its z-index from here, by name, so that a tooltip inside a dialog and a toast over both stack
 * the way the spec says.
 * @example <div style={{ zIndex: LAYER.modal }} />
 */
export const LAYER = {
  modal: 1100,
  overlay: 1000,
  menu: 1000,
  tooltip: 1100,
  toast: 1200,
} as const;

export type Layer = keyof typeof LAYER;
