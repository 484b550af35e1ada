import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { InlineBanner } from "./inline-banner";

describe("InlineBanner", () => {
  it("is an alert when it reports an error, with the status in words", () => {
    render(<InlineBanner status="error" title="Payment failed">Try another card.</InlineBanner>);
    expect(screen.getByRole("alert").textContent).toBe("Error: Payment failed Try another card.");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("is a status otherwise, general by default", () => {
    render(<InlineBanner>Prices may vary from face value.</InlineBanner>);
    expect(screen.getByRole("status").textContent).toBe("Note: Prices may vary from face value.");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("is dismissed from the keyboard", async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <InlineBanner status="success" dismissLabel="Dismiss message" onDismiss={onDismiss}>
        Listing saved.
      </InlineBanner>,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Dismiss message" }));
    await user.keyboard("{Enter}");
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
