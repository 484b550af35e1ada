import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Badge } from "./badge";
import { BADGE_COLOURS } from "./badge-state";

describe("Badge", () => {
  it("shows its text with the colours of its appearance", () => {
    render(<Badge appearance="success" lighten size="lg">Verified</Badge>);
    const badge = screen.getByText("Verified");
    expect(badge.style.getPropertyValue("--ui-badge-text")).toBe(BADGE_COLOURS.success.lighten.text);
    expect(badge.style.getPropertyValue("--ui-badge-bg")).toBe(BADGE_COLOURS.success.lighten.background);
    expect(badge.className).toContain("ui-badge--lg");
  });

  it("is primary and md by default", () => {
    render(<Badge>New</Badge>);
    const badge = screen.getByText("New");
    expect(badge.style.getPropertyValue("--ui-badge-bg")).toBe(BADGE_COLOURS.primary.solid.background);
    expect(badge.className).toContain("ui-badge--md");
  });
});
