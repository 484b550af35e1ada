import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BANNER_TEXT } from "../domain/banner";
import { MarketingBanner } from "./marketing-banner";

// The page's address as the banner reads it: a click id makes it show (spec §4 "Banner").
vi.mock("@remix-run/react", () => ({
  useLocation: () => ({ pathname: "/", search: "?gclid=abc", hash: "", state: null, key: "k" }),
}));

beforeEach(() => sessionStorage.clear());

describe("MarketingBanner", () => {
  it("says its status to screen readers in the page's language, not in English (issue 21)", async () => {
    render(
      <MarketingBanner
        content={{ text: "Der führende Marktplatz für Tickets zu Live-Events.", href: "https://www.stagefront.example/de-de/fan-protect-guarantee/" }}
        isHomepage
        labels={{ guarantee: "So funktioniert unsere Garantie", dismiss: "Ausblenden", status: "Info:" }}
      />,
    );
    const banner = await screen.findByRole("status");
    expect(banner.textContent).toMatch(/^Info: Der führende Marktplatz/);
    expect(banner.textContent).not.toContain("Information:");
    expect(screen.getByRole("button", { name: "Ausblenden" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "So funktioniert unsere Garantie" })).toBeTruthy();
  });

  it("keeps the English words on the English store", async () => {
    render(<MarketingBanner content={{ text: BANNER_TEXT, href: "/g" }} isHomepage labels={{ guarantee: "How our guarantee works", dismiss: "Dismiss", status: "Information:" }} />);
    expect((await screen.findByRole("status")).textContent).toMatch(/^Information: Top marketplace/);
  });
});
