import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ArtworkMotif } from "../../domain/artwork";
import { ArtworkImage, EventArtwork } from "./artwork";

const MOTIFS: ArtworkMotif[] = ["concert", "sport", "theatre", "other"];

describe("ArtworkImage", () => {
  it("is decorative: hidden from assistive technology, not focusable, no role or name", () => {
    const { container } = render(<ArtworkImage seed={{ key: "performer:1", motif: "concert" }} width={72} height={48} />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("focusable")).toBe("false");
    expect(svg.getAttribute("role")).toBeNull();
  });

  it("has a fixed width and height, so the page does not move when it paints", () => {
    const { container } = render(<EventArtwork seed={{ key: "event:9", motif: "theatre" }} />);
    const svg = container.querySelector("svg")!;
    expect([svg.getAttribute("width"), svg.getAttribute("height"), svg.getAttribute("viewBox")]).toEqual(["360", "240", "0 0 120 80"]);
  });

  it.each(MOTIFS)("%s: server markup without style attributes or outside references, under 1.2 KB", (motif) => {
    for (let i = 0; i < 50; i++) {
      const html = renderToStaticMarkup(<ArtworkImage seed={{ key: `performer:${i}`, motif }} width={72} height={48} />);
      expect(html).not.toMatch(/style=|href|url\(|<image/);
      expect(new TextEncoder().encode(html).length).toBeLessThan(1200);
    }
  });
});
