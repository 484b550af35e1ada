import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Badge } from "./badge";
import { BADGE_COLOURS } from "./badge-state";
import { cssValue, installSheets } from "../css-values.test-support";

describe("Badge", () => {
  it("shows its text with the colours of its appearance", () => {
    installSheets();
    render(<Badge appearance="success" lighten size="lg">Verified</Badge>);
    const badge = screen.getByText("Verified");
    expect(cssValue(badge, "--ui-badge-text")).toBe(BADGE_COLOURS.success.lighten.text);
    expect(cssValue(badge, "--ui-badge-bg")).toBe(BADGE_COLOURS.success.lighten.background);
    expect(badge.hasAttribute("style")).toBe(false);
    expect(badge.className).toContain("ui-badge--lg");
  });

  it("is primary and md by default", () => {
    installSheets();
    render(<Badge>New</Badge>);
    const badge = screen.getByText("New");
    expect(cssValue(badge, "--ui-badge-bg")).toBe(BADGE_COLOURS.primary.solid.background);
    expect(badge.className).toContain("ui-badge--md");
  });
});
