import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DemoTextProvider, fillPlaceholders, useDemoText } from "./demo-text";

function Probe() {
  const t = useDemoText();
  return (
    <p>
      {t("Open size {size}", { size: "lg" })} | {t("Close")}
    </p>
  );
}

describe("demo texts", () => {
  it("translates from the dictionary, falls back to the English key, fills placeholders", () => {
    render(
      <DemoTextProvider texts={{ "Open size {size}": "Größe {size} öffnen" }}>
        <Probe />
      </DemoTextProvider>,
    );
    expect(screen.getByText("Größe lg öffnen | Close")).toBeTruthy();
  });

  it.each([
    ["{first} - {last} of {total}", { first: 1, last: 5, total: 48 }, "1 - 5 of 48"],
    ["{missing} stays", {}, "{missing} stays"],
    ["no placeholder", undefined, "no placeholder"],
  ])("fillPlaceholders(%j)", (text, values, expected) => {
    expect(fillPlaceholders(text, values)).toBe(expected);
  });
});
