import { createContext, useContext } from "react";
import type { LayoutKind } from "../../domain/listing-types";
import { mapPriceAmounts } from "../../domain/price-bands";
import { useDemoText } from "../ui/demo-text";
import type { VenueMapWords } from "./ticket-labels";
import { VenueMap } from "./venue-map";
import { SAMPLE_LAYOUTS, sampleOffers } from "./venue-map-samples";

/** What the design-system page's loader gives the demo: the map's words and the store's currency. */
export interface VenueMapDemoData {
  words: VenueMapWords;
  currency: string;
}

export const VenueMapDemoContext = createContext<VenueMapDemoData | null>(null);

const KINDS: readonly LayoutKind[] = ["arena", "stadium", "theatre", "club"];

/** The venue map for each layout kind, with sample offers priced in the store's currency. */
export function VenueMapDemo({ locale }: { locale: string }) {
  const t = useDemoText();
  const data = useContext(VenueMapDemoContext);
  if (!data) return null;
  const format = new Intl.NumberFormat(locale, { style: "currency", currency: data.currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return (
    <section aria-labelledby="venue-map-demo-title" className="venue-map-demo">
      <h2 id="venue-map-demo-title">{t("Venue map")}</h2>
      {KINDS.map((kind) => {
        const layout = SAMPLE_LAYOUTS[kind];
        const offers = sampleOffers(layout, 4000);
        const priceTexts = Object.fromEntries(mapPriceAmounts(offers).map((amount) => [amount, format.format(amount / 10 ** digits)]));
        return (
          <div key={kind} className="venue-map-demo__kind">
            <h3>{data.words.kind[kind]}</h3>
            <VenueMap layout={layout} offers={offers} priceTexts={priceTexts} words={data.words} locale={locale} hrefFor={(code) => `?section=${encodeURIComponent(code)}#venue-map`} headingLevel={3} />
          </div>
        );
      })}
    </section>
  );
}
