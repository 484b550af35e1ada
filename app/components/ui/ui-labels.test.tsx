// The widgets speak the provided language: one provider changes every built-in word, a label prop
// still wins, a missing word falls back to English, and {placeholders} are filled.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Dialog } from "./dialog/dialog";
import { InlineBanner } from "./inline-banner/inline-banner";
import { Pagination } from "./pagination/pagination";
import { QuantityPicker } from "./quantity-picker/quantity-picker";
import { Table } from "./table/table";
import { fillPlaceholders, UiLabelsProvider, type UiLabels } from "./ui-labels";
import { UI_LABELS_EN } from "./ui-labels-en";

const GERMAN: UiLabels = {
  "dialog.close": "Schließen",
  "pagination.navigation": "Seitennavigation",
  "pagination.previous": "Vorherige Seite",
  "pagination.next": "Nächste Seite",
  "pagination.report": "{first}–{last} von {totalRecords}",
  "pagination.page": "Seite {page}",
  "quantityPicker.increment": "Menge erhöhen",
  "inlineBanner.status.error": "Fehler:",
  "table.empty": "Keine Optionen verfügbar",
  "table.selectRow": "{row} auswählen",
};

describe("widget words", () => {
  it("are all non-empty English texts with at most named placeholders", () => {
    for (const text of Object.values(UI_LABELS_EN)) {
      expect(text.trim()).not.toBe("");
      expect(text.replace(/\{\w+\}/g, "")).not.toMatch(/[{}]/);
    }
  });

  it("come from the provider, placeholders filled, numbers in the page's locale", async () => {
    const user = userEvent.setup();
    render(
      <UiLabelsProvider labels={GERMAN}>
        <Pagination totalRecords={1200} locale="de-DE" showPageNumbers />
      </UiLabelsProvider>,
    );
    const nav = screen.getByRole("navigation", { name: "Seitennavigation" });
    expect(within(nav).getByRole("status").textContent).toBe("1–5 von 1.200");
    await user.click(screen.getByRole("button", { name: "Nächste Seite" }));
    expect(within(nav).getByRole("status").textContent).toBe("6–10 von 1.200");
    expect(screen.getByRole("button", { name: "Seite 1" })).toBeTruthy();
    // Not provided: English.
    expect(screen.getByLabelText("Rows per page")).toBeTruthy();
  });

  it("lose to a label given as a prop", () => {
    render(
      <UiLabelsProvider labels={GERMAN}>
        <Pagination totalRecords={12} locale="de-DE" labels={{ navigation: "Ergebnisse" }} />
        <QuantityPicker label="Tickets" locale="de-DE" incrementLabel="Ein Ticket mehr" />
      </UiLabelsProvider>,
    );
    expect(screen.getByRole("navigation", { name: "Ergebnisse" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ein Ticket mehr" })).toBeTruthy();
  });

  it("reach the dialog, the banner and the table", async () => {
    const user = userEvent.setup();
    render(
      <UiLabelsProvider labels={GERMAN}>
        <Dialog open onClose={() => undefined} title="Shop einrichten">
          <p>Inhalt</p>
        </Dialog>
        <InlineBanner status="error">Zahlung abgelehnt</InlineBanner>
        <Table caption="Leer" rows={[]} columns={[{ field: "name", header: "Name" }]} rowKey="name" locale="de-DE" />
      </UiLabelsProvider>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Shop einrichten" });
    expect(within(dialog).getByRole("button", { name: "Schließen" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Fehler:");
    expect(screen.getByText("Keine Optionen verfügbar")).toBeTruthy();
    await user.keyboard("{Escape}");
  });

  it("fall back to English without a provider", () => {
    render(<QuantityPicker label="Tickets" locale="en-US" />);
    expect(screen.getByRole("button", { name: "Increase quantity" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Decrease quantity" })).toBeTruthy();
  });

  it.each([
    ["Step {step} of {count}: {label}", { step: 2, count: 4, label: "Payment" }, "Step 2 of 4: Payment"],
    ["{column} match mode", { column: "Price" }, "Price match mode"],
    ["{missing} stays", {}, "{missing} stays"],
  ])("fillPlaceholders(%j)", (text, values, expected) => {
    expect(fillPlaceholders(text, values)).toBe(expected);
  });
});
