// The event page's venue map (issue 25 item 5): an SVG drawn on the server from the venue's layout
// and the chosen quantity's section offers. Each section with tickets is a link to the address
// that filters the listings to it (works without JavaScript), named "Section 112, from €84,
// 6 listings", shaded by its lowest price (the legend names each shade's range: not colour
// alone); a section without tickets is grey, dashed and not a link. Money arrives formatted
// (`priceTexts`), words in the page's language (`words`, from ctx.words.venueMap).
// Stylesheet: ./venue-map.css (the route adds it to its links). No style attributes (ADR 023):
// colours are SVG presentation attributes. Each section link carries `data-section`, on which the
// event page's rules light that section's listing rows (./section-highlight.ts).
import { useId } from "react";
import type { SectionOffer, VenueLayout } from "../../domain/listing-types";
import { numberFormat } from "../../domain/intl-formats";
import { pluralForm } from "../../domain/plural";
import { bandOf, isActionable, MAP_PRICE_BANDS, priceBands } from "../../domain/price-bands";
import { fillPlaceholders } from "../ui/ui-labels";
import type { VenueMapWords } from "./ticket-labels";
import { drawLayout } from "./venue-map-geometry";

export interface VenueMapProps {
  layout: VenueLayout;
  /** The chosen quantity's offers by section; a layout section without one has no tickets. */
  offers: readonly SectionOffer[];
  /** Each offer's lowest price as the page shows it, keyed by the amount (see mapPriceAmounts). */
  priceTexts: Readonly<Record<number, string>>;
  words: VenueMapWords;
  /** The page's locale: plural rules and numbers. */
  locale: string;
  /** The address of the listings filtered to a section. */
  hrefFor: (code: string) => string;
  /** Called with a section's code when it gains focus or the pointer, null when it loses it. */
  onHighlight?: (code: string | null) => void;
  /** A section to show highlighted (the listing the fan points at in the list). */
  highlighted?: string | null;
  /** The section the listings are filtered to. */
  selected?: string | null;
  headingLevel?: 2 | 3;
}

/** Shades of the price bands, cheapest first, and the text colour that reads on each (≥ 4.5:1). */
export const MAP_SHADES: readonly { fill: string; text: string }[] = [
  { fill: "#bfe6da", text: "#0b3d33" },
  { fill: "#6cc3ac", text: "#0b3d33" },
  { fill: "#1f7a6b", text: "#ffffff" },
  { fill: "#0b4a45", text: "#ffffff" },
];
// The sections' outlines are drawn by venue-map.css with these same colours (stroke, dashes).
const NO_TICKETS = { fill: "#e8ebee", text: "#4a535b", stroke: "#6b7680" };
const OUTLINE = "#1d3b36";
const LANDMARK = { stage: { fill: "#30343a", text: "#ffffff" }, pitch: { fill: "#d3ead0", text: "#1f4a24" } } as const;

/** The shade of band `index` of `count`: spread over the palette, so two bands are light and dark. */
function shadeOf(index: number, count: number) {
  const last = MAP_SHADES.length - 1;
  return MAP_SHADES[count <= 1 ? last : Math.round((index * last) / (count - 1))]!;
}

/** The map's accessible name of an actionable section. */
export function sectionName(words: VenueMapWords, locale: string, code: string, price: string, listingCount: number): string {
  const listings = fillPlaceholders(pluralForm(words.listings, listingCount, locale), { count: numberFormat(locale).format(listingCount) });
  return fillPlaceholders(words.section, { code, price, listings });
}

export function VenueMap({ layout, offers, priceTexts, words, locale, hrefFor, onHighlight, highlighted = null, selected = null, headingLevel = 2 }: VenueMapProps) {
  const id = useId();
  const drawing = drawLayout(layout);
  const offerOf = new Map(offers.map((offer) => [offer.code, offer]));
  const bands = priceBands(offers, MAP_PRICE_BANDS);
  const Heading = `h${headingLevel}` as "h2" | "h3";
  const anyGrey = drawing.sections.some((section) => !isActionable(offerOf.get(section.code)));
  const landmarkWord = { stage: words.stage, pitch: words.pitch };

  return (
    <div className="venue-map">
      <Heading id={`${id}-title`} className="venue-map__title">
        {words.title}
      </Heading>
      <p className="venue-map__hint">{words.hint}</p>
      <svg className="venue-map__drawing" viewBox={drawing.viewBox.join(" ")} role="group" aria-labelledby={`${id}-title`} preserveAspectRatio="xMidYMid meet">
        <g aria-hidden="true">
          {drawing.landmarks.map((mark) => (
            <g key={mark.kind}>
              <rect x={mark.x} y={mark.y} width={mark.width} height={mark.height} rx={4} fill={LANDMARK[mark.kind].fill} />
              {/* The pitch's name above its middle, where a concert floor may stand. */}
              <text x={mark.x + mark.width / 2} y={mark.kind === "pitch" ? mark.y + 14 : mark.y + mark.height / 2} fill={LANDMARK[mark.kind].text} fontSize={13} fontWeight={600} textAnchor="middle" dominantBaseline="central">
                {landmarkWord[mark.kind]}
              </text>
            </g>
          ))}
        </g>
        {drawing.sections.map((section) => {
          const offer = offerOf.get(section.code);
          const code = (
            <text x={section.label.x} y={section.label.y} aria-hidden="true" fill={isActionable(offer) ? shadeOf(bandOf(bands, offer.lowestPrice), bands.length).text : NO_TICKETS.text}>
              {section.code}
            </text>
          );
          if (!isActionable(offer)) {
            return (
              <g key={section.code} role="img" aria-label={fillPlaceholders(words.sectionNoTickets, { code: section.code })} className="venue-map__section venue-map__section--none">
                <path d={section.d} fill={NO_TICKETS.fill} />
                {code}
              </g>
            );
          }
          const shade = shadeOf(bandOf(bands, offer.lowestPrice), bands.length);
          const price = priceTexts[offer.lowestPrice] ?? "";
          return (
            <a
              key={section.code}
              href={hrefFor(section.code)}
              aria-label={sectionName(words, locale, section.code, price, offer.listingCount)}
              aria-current={selected === section.code ? "true" : undefined}
              className="venue-map__section"
              data-section={section.code}
              data-highlighted={highlighted === section.code ? "" : undefined}
              onFocus={() => onHighlight?.(section.code)}
              onBlur={() => onHighlight?.(null)}
              onMouseEnter={() => onHighlight?.(section.code)}
              onMouseLeave={() => onHighlight?.(null)}
            >
              <path d={section.d} fill={shade.fill} />
              {code}
            </a>
          );
        })}
      </svg>
      <div className="venue-map__legend">
        <p id={`${id}-legend`} className="venue-map__legend-title">
          {words.legend}
        </p>
        <ul aria-labelledby={`${id}-legend`}>
          {bands.map((band) => (
            <li key={band.index}>
              <Swatch fill={shadeOf(band.index, bands.length).fill} stroke={OUTLINE} />
              {band.min === band.max ? priceTexts[band.min] : fillPlaceholders(words.band, { min: priceTexts[band.min] ?? "", max: priceTexts[band.max] ?? "" })}
            </li>
          ))}
          {anyGrey ? (
            <li>
              <Swatch fill={NO_TICKETS.fill} stroke={NO_TICKETS.stroke} dashed />
              {words.legendNone}
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}

function Swatch({ fill, stroke, dashed = false }: { fill: string; stroke: string; dashed?: boolean }) {
  return (
    <svg className="venue-map__swatch" width={18} height={18} viewBox="0 0 18 18" aria-hidden="true">
      <rect x={1} y={1} width={16} height={16} rx={3} fill={fill} stroke={stroke} strokeWidth={1} strokeDasharray={dashed ? "3 2" : undefined} />
    </svg>
  );
}
