import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { breakdownAmounts, listingPrice, type PriceDisplayMode } from "../../domain/all-in-price";
import type { ListingFee } from "../../domain/listing-types";
import { PriceBreakdown } from "./price-breakdown";
import { PRICE_BREAKDOWN_LABELS, type PriceBreakdownWords } from "./ticket-labels";

const words = PRICE_BREAKDOWN_LABELS as unknown as PriceBreakdownWords;
const fees: ListingFee[] = [
  { kind: "service", amount: 990, per: "ticket", mandatory: true },
  { kind: "facility", amount: 250, per: "order", mandatory: true },
  { kind: "fulfilment", amount: 800, per: "order", mandatory: false },
];

function renderBreakdown(mode: PriceDisplayMode, quantity = 4) {
  const price = listingPrice({ price: 8400, currency: "EUR", fees }, quantity, mode);
  const priceTexts = Object.fromEntries(breakdownAmounts(price).map((a) => [a, `€${(a / 100).toFixed(2)}`]));
  render(<PriceBreakdown price={price} priceTexts={priceTexts} words={words} locale="en-GB" />);
}

describe("PriceBreakdown", () => {
  it("all-in: the per-ticket price holds every mandatory fee, the total is per-ticket × quantity, the breakdown one click away", async () => {
    const user = userEvent.setup();
    renderBreakdown("all-in");
    expect(screen.getAllByText("€94.52 per ticket")[0]!.closest("p")!.className).toBe("price-breakdown__price");
    expect(screen.getByText(/Includes all mandatory fees/)).toBeTruthy();
    expect(screen.getByText("Total for 4 tickets:", { exact: false }).textContent).toBe("Total for 4 tickets: €378.08");
    await user.click(screen.getByText("Show the price breakdown"));
    const table = screen.getByRole("table", { name: "Price breakdown" });
    const rows = within(table).getAllByRole("row").map((row) => [...within(row).getAllByRole("rowheader"), ...within(row).getAllByRole("cell")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Ticket price", "€84.00 per ticket", "€336.00"],
      ["Service fee", "€9.90 per ticket", "€39.60"],
      ["Venue facility fee", "€0.62 per ticket", "€2.48"],
      ["Total", "€94.52 per ticket", "€378.08"],
    ]);
    expect(screen.getByRole("listitem").textContent).toBe("Delivery fee: €8.00 per order (Optional, not included)");
  });

  it("itemised: the seller's price plus fees, the order fee once, the total with every mandatory fee", () => {
    renderBreakdown("itemised", 1);
    expect(screen.getByText("€84.00 per ticket plus fees")).toBeTruthy();
    expect(screen.getByText("Total for 1 ticket:", { exact: false }).textContent).toBe("Total for 1 ticket: €96.40");
    const rows = within(screen.getByRole("table", { name: "Price breakdown" })).getAllByRole("row");
    expect(within(rows[2]!).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["€2.50 per order", "€2.50"]);
  });
});
