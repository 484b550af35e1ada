// Generated artwork for event cards and the event page (issue 25 item 8): a few shapes and colours
// drawn from a hash of the performer (or, lacking one, the event) and the category's motif, so
// the same performer always looks the same, no two neighbours look alike by accident, and no
// photo we hold no licence for is shown. Pure and tiny: it runs on the server and in the browser,
// so a page model carries only the seed, never the shapes.
import { CATEGORY_IDS } from "./categories";
import { mulberry32 } from "./prng";

/** The artwork's drawing, 120 × 80 units (3:2): every size shows it at this aspect. */
export const ARTWORK_VIEWBOX = { width: 120, height: 80 } as const;

/** What a category's artwork is made of. */
export type ArtworkMotif = "concert" | "sport" | "theatre" | "other";

/** What a page model hands the artwork component: a key and a motif, nothing drawn. */
export interface ArtworkSeed {
  /** A stable key: `performer:{id}` where the performer is known, else `title:{event name}`. */
  key: string;
  motif: ArtworkMotif;
}

export type ArtworkShape =
  | { kind: "circle"; cx: number; cy: number; r: number; fill: string; opacity: number }
  | { kind: "rect"; x: number; y: number; width: number; height: number; fill: string; opacity: number; rotate: number }
  | { kind: "path"; d: string; fill: string; opacity: number };

export interface Artwork {
  background: string;
  shapes: ArtworkShape[];
}

const MOTIF_BY_CATEGORY_ID: ReadonlyMap<number, ArtworkMotif> = new Map([
  [CATEGORY_IDS.concerts, "concert"],
  [CATEGORY_IDS.sports, "sport"],
  [CATEGORY_IDS.soccer, "sport"],
  [CATEGORY_IDS.theatre, "theatre"],
]);

/**
 * The motif of a top-level category id (concerts, sports, soccer, theatre); any other is "other".
 * @example motifOf(28) // "sport"
 */
export function motifOf(categoryId: number | null | undefined): ArtworkMotif {
  return (categoryId != null && MOTIF_BY_CATEGORY_ID.get(categoryId)) || "other";
}

/**
 * The seed of an event's artwork: its first performer's; where the catalog names no performer,
 * the event's name. `categoryId`: the event's top category (motifs go by the spec's category ids, §2.4).
 * @example artworkSeed({ performerId: 12, title: "ABBA Voyage", categoryId: 1 }) // { key: "performer:12", motif: "concert" }
 */
export function artworkSeed({ performerId, title, categoryId }: { performerId?: number | null; title: string; categoryId?: number | null }): ArtworkSeed {
  return { key: performerId != null ? `performer:${performerId}` : `title:${title.trim().toLowerCase()}`, motif: motifOf(categoryId) };
}

/** FNV-1a, 32 bits: a stable spread of the key's characters. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Hue ranges per motif (degrees): concerts purple to magenta, sports green to blue, theatre red to gold. */
const HUES: Record<ArtworkMotif, readonly [number, number]> = {
  concert: [250, 330],
  sport: [110, 215],
  theatre: [345, 405],
  other: [0, 360],
};

const int = (n: number) => Math.round(n);

/**
 * The artwork of a seed: the same seed, the same picture.
 * @example drawArtwork({ key: "performer:12", motif: "concert" }).shapes.length // 6
 */
export function drawArtwork(seed: ArtworkSeed): Artwork {
  const random = mulberry32(hash(`${seed.motif}|${seed.key}`));
  const between = (min: number, max: number) => min + random() * (max - min);
  const [from, to] = HUES[seed.motif];
  const hue = int(between(from, to)) % 360;
  const accent = (hue + int(between(30, 70))) % 360;
  const colour = (h: number, s: number, l: number) => `hsl(${h} ${s}% ${l}%)`;
  const { width: W, height: H } = ARTWORK_VIEWBOX;
  const background = colour(hue, int(between(45, 65)), int(between(22, 32)));
  const shapes: ArtworkShape[] = [];

  if (seed.motif === "concert") {
    // A spotlight's rings and an equaliser's bars.
    const cx = int(between(30, 90));
    const cy = int(between(20, 50));
    for (const [r, opacity] of [[46, 0.25], [30, 0.35], [16, 0.6]] as const) {
      shapes.push({ kind: "circle", cx, cy, r, fill: colour(accent, 80, 62), opacity });
    }
    const bars = 3;
    for (let i = 0; i < bars; i++) {
      const height = int(between(14, 40));
      shapes.push({ kind: "rect", x: 12 + i * 9, y: H - height, width: 6, height, fill: colour(accent, 85, 78), opacity: 0.9, rotate: 0 });
    }
  } else if (seed.motif === "sport") {
    // Stripes of a kit across the frame and a ball's circle.
    const angle = int(between(-35, 35));
    for (let i = 0; i < 3; i++) {
      shapes.push({ kind: "rect", x: int(between(-20, 100)), y: -40, width: int(between(8, 22)), height: 160, fill: colour(accent, 70, 55 + i * 8), opacity: 0.55, rotate: angle });
    }
    shapes.push({ kind: "circle", cx: int(between(25, 95)), cy: int(between(25, 55)), r: int(between(10, 18)), fill: colour(accent, 30, 92), opacity: 0.95 });
  } else if (seed.motif === "theatre") {
    // Curtains drawn back from an arch.
    const drop = int(between(50, 70));
    shapes.push({ kind: "path", d: `M0 0H${W}V10Q${W / 2} ${int(between(26, 40))} 0 10Z`, fill: colour(accent, 70, 45), opacity: 0.9 });
    shapes.push({ kind: "path", d: `M0 0H${int(between(26, 38))}Q18 ${drop} 0 ${H}Z`, fill: colour(hue, 75, 48), opacity: 0.85 });
    shapes.push({ kind: "path", d: `M${W} 0H${W - int(between(26, 38))}Q${W - 18} ${drop} ${W} ${H}Z`, fill: colour(hue, 75, 48), opacity: 0.85 });
    shapes.push({ kind: "circle", cx: W / 2, cy: int(between(50, 62)), r: int(between(8, 14)), fill: colour(accent, 90, 80), opacity: 0.8 });
  } else {
    // Overlapping discs and a tilted square.
    for (let i = 0; i < 3; i++) {
      shapes.push({ kind: "circle", cx: int(between(0, W)), cy: int(between(0, H)), r: int(between(12, 34)), fill: colour((accent + i * 40) % 360, 70, 60), opacity: 0.5 });
    }
    shapes.push({ kind: "rect", x: int(between(30, 80)), y: int(between(15, 45)), width: 22, height: 22, fill: colour(accent, 60, 85), opacity: 0.7, rotate: int(between(0, 90)) });
  }
  return { background, shapes };
}
