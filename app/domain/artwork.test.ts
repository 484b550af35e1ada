import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ARTWORK_VIEWBOX, artworkSeed, drawArtwork, motifOf, type ArtworkMotif } from "./artwork";
import { CATEGORY_IDS } from "./categories";

const MOTIFS: ArtworkMotif[] = ["concert", "sport", "theatre", "other"];
const seedArb = fc.record({ key: fc.string({ maxLength: 30 }), motif: fc.constantFrom(...MOTIFS) });

describe("artworkSeed and motifOf", () => {
  it.each([
    [CATEGORY_IDS.concerts, "concert"],
    [CATEGORY_IDS.sports, "sport"],
    [CATEGORY_IDS.soccer, "sport"],
    [CATEGORY_IDS.theatre, "theatre"],
    [9999, "other"],
    [null, "other"],
  ] as const)("category %s draws %s", (id, motif) => {
    expect(motifOf(id)).toBe(motif);
  });

  it("keys by the performer where known, so every event of a performer looks the same", () => {
    expect(artworkSeed({ performerId: 12, title: "ABBA Voyage", categoryId: 1 })).toEqual(artworkSeed({ performerId: 12, title: "ABBA", categoryId: 1 }));
    expect(artworkSeed({ performerId: null, title: " ABBA " })).toEqual({ key: "title:abba", motif: "other" });
    expect(artworkSeed({ title: "ABBA" })).toEqual(artworkSeed({ title: "abba" }));
  });
});

describe("drawArtwork", () => {
  it("is deterministic: the same seed, the same picture", () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        expect(drawArtwork(seed)).toEqual(drawArtwork({ ...seed }));
      }),
    );
  });

  it("differs between performers and between categories of one performer", () => {
    const keys = Array.from({ length: 200 }, (_, i) => `performer:${i}`);
    for (const motif of MOTIFS) {
      const pictures = new Set(keys.map((key) => JSON.stringify(drawArtwork({ key, motif }))));
      expect(pictures.size).toBe(keys.length);
    }
    expect(drawArtwork({ key: "performer:1", motif: "concert" })).not.toEqual(drawArtwork({ key: "performer:1", motif: "sport" }));
  });

  it("keeps each motif's colours: concerts purple, sports green to blue, theatre red to gold", () => {
    const hueOf = (colour: string) => Number(colour.match(/^hsl\((\d+) /)![1]);
    const within = (hue: number, from: number, to: number) => (from <= to ? hue >= from && hue <= to : hue >= from || hue <= to);
    for (let i = 0; i < 100; i++) {
      expect(within(hueOf(drawArtwork({ key: `p${i}`, motif: "concert" }).background), 250, 330)).toBe(true);
      expect(within(hueOf(drawArtwork({ key: `p${i}`, motif: "sport" }).background), 110, 215)).toBe(true);
      expect(within(hueOf(drawArtwork({ key: `p${i}`, motif: "theatre" }).background), 345, 45)).toBe(true);
    }
  });

  it("uses only finite numbers and plain hsl() colours (no url(), nothing from outside)", () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const art = drawArtwork(seed);
        const text = JSON.stringify(art);
        expect(text).not.toMatch(/url\(|NaN|Infinity|http/);
        for (const shape of art.shapes) {
          expect(shape.fill).toMatch(/^hsl\(\d+ \d+% \d+%\)$/);
          expect(shape.opacity).toBeGreaterThan(0);
          if (shape.kind === "circle") expect(shape.cx).toBeLessThanOrEqual(ARTWORK_VIEWBOX.width);
        }
      }),
    );
  });
});
