// The generated artwork as inline SVG (issue 25 item 8, app/domain/artwork.ts): decorative
// (aria-hidden, no name), fixed width and height so nothing moves when it paints, colours as SVG
// presentation attributes (the CSP allows no style attributes, ADR 023), no outside image.
import { ARTWORK_VIEWBOX, drawArtwork, type ArtworkSeed, type ArtworkShape } from "../../domain/artwork";

export interface ArtworkImageProps {
  seed: ArtworkSeed;
  /** CSS pixels; keep the 3:2 aspect (the drawing is 120 × 80). */
  width: number;
  height: number;
  className?: string;
}

function Shape({ shape }: { shape: ArtworkShape }) {
  switch (shape.kind) {
    case "circle":
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} fill={shape.fill} fillOpacity={shape.opacity} />;
    case "rect":
      return (
        <rect
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          fill={shape.fill}
          fillOpacity={shape.opacity}
          transform={shape.rotate ? `rotate(${shape.rotate} ${shape.x + shape.width / 2} ${shape.y + shape.height / 2})` : undefined}
        />
      );
    case "path":
      return <path d={shape.d} fill={shape.fill} fillOpacity={shape.opacity} />;
  }
}

/** A seed's artwork at a fixed size. */
export function ArtworkImage({ seed, width, height, className }: ArtworkImageProps) {
  const art = drawArtwork(seed);
  const { width: w, height: h } = ARTWORK_VIEWBOX;
  return (
    <svg className={className} width={width} height={height} viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width={w} height={h} fill={art.background} />
      {art.shapes.map((shape, i) => (
        <Shape key={i} shape={shape} />
      ))}
    </svg>
  );
}

/** The event page header's artwork: 360 × 240, scaled down with its column (width: 100%, height: auto). */
export function EventArtwork({ seed, className = "event-artwork" }: { seed: ArtworkSeed; className?: string }) {
  return <ArtworkImage seed={seed} width={360} height={240} className={className} />;
}
