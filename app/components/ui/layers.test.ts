import { describe, expect, it } from "vitest";
import { LAYER } from "./layers";

describe("layers (spec §9 'Layer values')", () => {
  it.each([
    ["modal", 1100],
    ["overlay", 1000],
    ["menu", 1000],
    ["tooltip", 1100],
    ["toast", 1200],
  ] as const)("%s is %i", (layer, value) => {
    expect(LAYER[layer]).toBe(value);
  });

  it("stacks a toast over a modal, and a modal over its overlay", () => {
    expect(LAYER.toast).toBeGreaterThan(LAYER.modal);
    expect(LAYER.modal).toBeGreaterThan(LAYER.overlay);
  });
});
