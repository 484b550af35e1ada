import { LAYERS } from "../../domain/constants";

/**
 * Stacking layers of the design system (spec §9 "Layer values"). Every widget that floats takes
 * its z-index from here, by name, so that a tooltip inside a dialog and a toast over both stack
 * the way the spec says.
 * @example <div style={{ zIndex: LAYER.modal }} />
 */
export const LAYER = LAYERS;

export type Layer = keyof typeof LAYER;
