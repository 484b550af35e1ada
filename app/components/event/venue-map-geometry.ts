// Where the venue map draws each section (issue 25 item 5): shapes derived from the layout's kind
// and each section's zone and position only, so the same layout always draws the same map, on the
// server, without any outside map. Pure: no React, no DOM.
//   arena    stage at the top, the floor a rectangle before it, lower and upper bowls as rings of
//            wedges around it (open at the stage)
//   stadium  a pitch (a concert floor on it) and two oval rings of stands
//   theatre  stage at the top, stalls, circle and balcony as arcs fanning out from it
//   club     a stage and the general-admission block before it
// Positions run clockwise from the stage (the top, for a stadium).
import type { LayoutKind, VenueLayout, VenueSection, Zone } from "../../domain/listing-types";

export interface Point {
  x: number;
  y: number;
}

export interface DrawnSection {
  code: string;
  zone: Zone;
  /** SVG path data of its shape. */
  d: string;
  /** Where its code is written. */
  label: Point;
}

/** Something drawn that is not a section: the stage, the pitch. */
export interface Landmark {
  kind: "stage" | "pitch";
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MapDrawing {
  /** min-x, min-y, width, height: every shape fits inside. */
  viewBox: [number, number, number, number];
  landmarks: Landmark[];
  /** In drawing (and keyboard) order: rectangle zones first, then each ring outward, each by position. */
  sections: DrawnSection[];
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A ring (or arc) of sections around a centre: radii of its inner edge, thickness, angles in degrees (0 = right, 90 = down). */
interface RingFrame {
  cx: number;
  cy: number;
  /** Inner radii; ry/rx keeps an oval. */
  rx: number;
  ry: number;
  thickness: number;
  gap: number;
  from: number;
  to: number;
}

interface KindFrame {
  landmarks: Landmark[];
  /** Where floor and general-admission sections go. */
  block: Rect;
  /** The zones drawn as rings, innermost first. */
  rings: readonly Zone[];
  ring: RingFrame;
}

const BLOCK_ZONES: ReadonlySet<Zone> = new Set(["floor", "general-admission"]);
const ZONE_ORDER: readonly Zone[] = ["floor", "general-admission", "stalls", "lower-bowl", "circle", "upper-bowl", "balcony"];

const FRAMES: Record<LayoutKind, KindFrame> = {
  arena: {
    landmarks: [{ kind: "stage", x: -45, y: -102, width: 90, height: 22 }],
    block: { x: -50, y: -68, width: 100, height: 146 },
    rings: ["lower-bowl", "upper-bowl"],
    ring: { cx: 0, cy: 0, rx: 100, ry: 100, thickness: 42, gap: 8, from: -90 + 38, to: 270 - 38 },
  },
  stadium: {
    landmarks: [{ kind: "pitch", x: -110, y: -70, width: 220, height: 140 }],
    block: { x: -62, y: -34, width: 124, height: 84 },
    rings: ["lower-bowl", "upper-bowl"],
    ring: { cx: 0, cy: 0, rx: 150, ry: 108, thickness: 38, gap: 8, from: -90, to: 270 },
  },
  theatre: {
    landmarks: [{ kind: "stage", x: -80, y: -34, width: 160, height: 28 }],
    block: { x: -60, y: 12, width: 120, height: 60 },
    rings: ["stalls", "circle", "balcony"],
    ring: { cx: 0, cy: -6, rx: 50, ry: 50, thickness: 52, gap: 10, from: 28, to: 152 },
  },
  club: {
    landmarks: [{ kind: "stage", x: -110, y: -110, width: 220, height: 30 }],
    block: { x: -170, y: -66, width: 340, height: 190 },
    rings: [],
    ring: { cx: 0, cy: -70, rx: 150, ry: 150, thickness: 40, gap: 8, from: 25, to: 155 },
  },
};

/** Degrees of empty space either side of each wedge. */
const WEDGE_PAD = 0.6;
/** Units between neighbouring block sections. */
const BLOCK_GAP = 3;
const MARGIN = 6;
/** Every map at least this wide, so codes read the same size whatever the kind. */
const MIN_WIDTH = 420;

const round = (n: number) => Math.round(n * 10) / 10;
const pt = (p: Point) => `${round(p.x)} ${round(p.y)}`;

function onRing(frame: RingFrame, grow: number, degrees: number): Point {
  const a = (degrees * Math.PI) / 180;
  return { x: frame.cx + (frame.rx + grow) * Math.cos(a), y: frame.cy + (frame.ry + grow) * Math.sin(a) };
}

function radii(frame: RingFrame, grow: number): string {
  return `${round(frame.rx + grow)} ${round(frame.ry + grow)}`;
}

/** A wedge of a ring between two angles: outer arc clockwise, inner arc back. */
function wedge(frame: RingFrame, inner: number, outer: number, from: number, to: number): string {
  const large = to - from > 180 ? 1 : 0;
  return [
    `M${pt(onRing(frame, outer, from))}`,
    `A${radii(frame, outer)} 0 ${large} 1 ${pt(onRing(frame, outer, to))}`,
    `L${pt(onRing(frame, inner, to))}`,
    `A${radii(frame, inner)} 0 ${large} 0 ${pt(onRing(frame, inner, from))}`,
    "Z",
  ].join("");
}

function byPosition(a: VenueSection, b: VenueSection): number {
  return a.position - b.position || a.code.localeCompare(b.code);
}

/** Block sections in rows of at most four, from the stage side, left to right. */
function drawBlock(block: Rect, sections: readonly VenueSection[]): DrawnSection[] {
  const rows = Math.ceil(sections.length / 4);
  const perRow = Math.ceil(sections.length / rows);
  return sections.map((section, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, sections.length - row * perRow);
    const col = i % perRow;
    const width = (block.width - BLOCK_GAP * (inRow - 1)) / inRow;
    const height = (block.height - BLOCK_GAP * (rows - 1)) / rows;
    const x = block.x + col * (width + BLOCK_GAP);
    const y = block.y + row * (height + BLOCK_GAP);
    return {
      code: section.code,
      zone: section.zone,
      d: `M${pt({ x, y })}h${round(width)}v${round(height)}h${round(-width)}Z`,
      label: { x: round(x + width / 2), y: round(y + height / 2) },
    };
  });
}

function drawRing(frame: RingFrame, level: number, sections: readonly VenueSection[]): DrawnSection[] {
  const inner = level * (frame.thickness + frame.gap);
  const outer = inner + frame.thickness;
  const step = (frame.to - frame.from) / sections.length;
  return sections.map((section, i) => {
    const from = frame.from + i * step + WEDGE_PAD;
    const to = frame.from + (i + 1) * step - WEDGE_PAD;
    const mid = onRing(frame, (inner + outer) / 2, (from + to) / 2);
    return { code: section.code, zone: section.zone, d: wedge(frame, inner, outer, from, to), label: { x: round(mid.x), y: round(mid.y) } };
  });
}

/** Points that bound a drawing: each ring's outer and inner edge, sampled, and each rectangle's corners. */
function extent(frame: KindFrame, levels: number, hasBlock: boolean): [number, number, number, number] {
  const points: Point[] = [];
  const rect = (r: Rect) => points.push({ x: r.x, y: r.y }, { x: r.x + r.width, y: r.y + r.height });
  frame.landmarks.forEach(rect);
  if (hasBlock) rect(frame.block);
  const { ring } = frame;
  for (let level = 0; level < levels; level++) {
    const inner = level * (ring.thickness + ring.gap);
    for (let step = 0; step <= 48; step++) {
      const angle = ring.from + ((ring.to - ring.from) * step) / 48;
      points.push(onRing(ring, inner, angle), onRing(ring, inner + ring.thickness, angle));
    }
  }
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const left = Math.min(...xs) - MARGIN;
  const right = Math.max(...xs) + MARGIN;
  const widen = Math.max(0, MIN_WIDTH - (right - left)) / 2;
  const minX = Math.floor(left - widen);
  const minY = Math.floor(Math.min(...ys) - MARGIN);
  return [minX, minY, Math.ceil(right + widen) - minX, Math.ceil(Math.max(...ys) + MARGIN) - minY];
}

/**
 * The map of a layout: every section drawn once, by zone and position.
 * @example drawLayout({ kind: "club", sections: [{ code: "GA", zone: "general-admission", rank: 1, capacity: 400, position: 0 }] }).sections[0].code // "GA"
 */
export function drawLayout(layout: VenueLayout): MapDrawing {
  const frame = FRAMES[layout.kind];
  const byZone = new Map<Zone, VenueSection[]>();
  for (const section of layout.sections) byZone.set(section.zone, [...(byZone.get(section.zone) ?? []), section]);
  const present = ZONE_ORDER.filter((zone) => byZone.has(zone));
  const blockSections = present.filter((zone) => BLOCK_ZONES.has(zone)).flatMap((zone) => byZone.get(zone)!.sort(byPosition));
  // The kind's own rings first, then any other zone the layout has, outward.
  const ringZones = [...frame.rings.filter((zone) => byZone.has(zone)), ...present.filter((zone) => !BLOCK_ZONES.has(zone) && !frame.rings.includes(zone))];
  // A ring keeps its place even when an inner one is missing (an arena with no lower bowl still draws its upper bowl up high).
  const levelOf = (zone: Zone) => (frame.rings.includes(zone) ? frame.rings.indexOf(zone) : frame.rings.length + ringZones.filter((z) => !frame.rings.includes(z)).indexOf(zone));
  const sections = [
    ...drawBlock(frame.block, blockSections),
    ...ringZones.flatMap((zone) => drawRing(frame.ring, levelOf(zone), byZone.get(zone)!.sort(byPosition))),
  ];
  const levels = ringZones.length === 0 ? 0 : Math.max(...ringZones.map(levelOf)) + 1;
  return { viewBox: extent(frame, levels, blockSections.length > 0), landmarks: frame.landmarks, sections };
}
