// The demo catalog's venue layouts and sellers' listings (issue 25 items 1 and 2): a layout per
// venue by its kind, and for each event a few listings priced by section rank, demand and days
// to the event. Deterministic: the generator hands each event's listings a PRNG seeded by the
// event's id and the catalog seed, so they shift no other row of the catalog.
import { minorUnits } from "../../app/domain/currency";
import type { DeliveryMethod, LayoutKind, ListingFeature, SplitRule, Zone } from "../../app/domain/listing-types";
import type { Lang } from "./demo-names";
import type { LayoutRow, ListingRow } from "./rows";

type Section = LayoutRow["sections"][number];

/** The venue kinds of the generator and the layout each gets (a concert hall is seated like a theatre). */
export const LAYOUT_OF_VENUE = { stadium: "stadium", arena: "arena", hall: "theatre", theatre: "theatre", club: "club" } as const satisfies Record<
  string,
  LayoutKind
>;

/**
 * A ring of `n` sections around the stage or pitch (codes `first`, `first + 1`…): the sections
 * on the long sides rank best, the ends worst; `baseRank` is the best rank of the ring.
 */
function ring(zone: Zone, n: number, first: number, baseRank: number, capacity: number): Section[] {
  return Array.from({ length: n }, (_, position) => {
    const side = Math.abs(Math.sin(((position + 0.5) / n) * 2 * Math.PI));
    return {
      code: String(first + position),
      zone,
      rank: baseRank + (side > 0.7 ? 0 : side > 0.35 ? 1 : 2),
      capacity: Math.max(1, Math.round(capacity / n)),
      position,
    };
  });
}

/** Three blocks of a theatre level, left to right: the centre ranks `rank`, the sides one worse. */
function level(zone: Zone, letter: string, rank: number, capacity: number): Section[] {
  return ["L", "C", "R"].map((side, position) => ({
    code: `${letter}${side}`,
    zone,
    rank: side === "C" ? rank : rank + 1,
    capacity: Math.max(1, Math.round((capacity * (side === "C" ? 0.4 : 0.3)))),
    position,
  }));
}

/**
 * A venue's layout by kind: arena — floor, lower and upper bowl; stadium — lower and upper tier;
 * theatre — stalls, circle and balcony; club — general admission.
 * @example layoutFor(7, "club", 900).sections // [{ code: "GA", zone: "general-admission", rank: 1, capacity: 900, position: 0 }]
 */
export function layoutFor(venueId: number, kind: LayoutKind, capacity: number): LayoutRow {
  const sections: Section[] =
    kind === "arena"
      ? [
          ...["A", "B", "C"].map((code, position) => ({ code, zone: "floor" as const, rank: 1, capacity: Math.round((capacity * 0.15) / 3), position })),
          ...ring("lower-bowl", 12, 101, 2, capacity * 0.45),
          ...ring("upper-bowl", 12, 201, 5, capacity * 0.4),
        ]
      : kind === "stadium"
        ? [...ring("lower-bowl", 16, 101, 1, capacity * 0.55), ...ring("upper-bowl", 16, 201, 4, capacity * 0.45)]
        : kind === "theatre"
          ? [...level("stalls", "S", 1, capacity * 0.5), ...level("circle", "C", 2, capacity * 0.3), ...level("balcony", "B", 4, capacity * 0.2)]
          : [{ code: "GA", zone: "general-admission", rank: 1, capacity, position: 0 }];
  return { type: "layout", venueId, kind, sections };
}

/** What sellers say about their tickets, in the language of the venue's country (a demo has no sellers to ask). */
const SELLER_NOTES: Readonly<Partial<Record<Lang, readonly string[]>>> = {
  en: ["Seats together, great view of the stage.", "Tickets transferred as soon as the organiser releases them."],
  de: ["Plätze nebeneinander, tolle Sicht auf die Bühne.", "Die Tickets werden übertragen, sobald der Veranstalter sie freigibt."],
  fr: ["Places côte à côte, très bonne vue sur la scène.", "Billets transférés dès que l'organisateur les libère."],
  es: ["Asientos juntos, muy buena vista del escenario.", "Las entradas se transfieren en cuanto el organizador las libere."],
  pt: ["Lugares juntos, ótima vista do palco.", "Os bilhetes são transferidos assim que o organizador os liberar."],
  it: ["Posti vicini, ottima visuale sul palco.", "Biglietti trasferiti appena l'organizzatore li rilascia."],
  nl: ["Plaatsen naast elkaar, prima zicht op het podium.", "Tickets worden overgezet zodra de organisator ze vrijgeeft."],
  cs: ["Místa vedle sebe, skvělý výhled na pódium.", "Vstupenky převedu, jakmile je pořadatel uvolní."],
  fi: ["Paikat vierekkäin, hyvä näkymä lavalle.", "Liput siirretään heti, kun järjestäjä vapauttaa ne."],
  el: ["Θέσεις δίπλα δίπλα, εξαιρετική θέα στη σκηνή.", "Τα εισιτήρια μεταφέρονται μόλις τα διαθέσει ο διοργανωτής."],
  pl: ["Miejsca obok siebie, świetny widok na scenę.", "Bilety przekażę, gdy tylko organizator je udostępni."],
  sv: ["Platser bredvid varandra, fin utsikt över scenen.", "Biljetterna överförs så snart arrangören släpper dem."],
  da: ["Pladser ved siden af hinanden, god udsigt til scenen.", "Billetterne overføres, så snart arrangøren frigiver dem."],
  ja: ["連番の席です。ステージがよく見えます。", "主催者の発券後、すぐにお送りします。"],
  ko: ["연석이며 무대가 잘 보입니다.", "주최 측이 발권하는 즉시 전달해 드립니다."],
  zh: ["座位相連，舞台視野極佳。", "主辦單位開放後立即轉讓門票。"],
  tr: ["Yan yana koltuklar, sahne çok iyi görünüyor.", "Biletler organizatör yayınlar yayınlamaz aktarılır."],
};

export interface ListingDemand {
  eventId: number;
  layout: LayoutRow;
  /** What a mid-range seat of this event costs, in major units of `currency`. */
  basePrice: number;
  currency: string;
  /** The event's popularity, 0 … 1,000,000. */
  popularity: number;
  /** Days from the catalog's first day to the event. */
  daysAhead: number;
  /** 0 … 1: how much the sellers have on offer (0: sold out, no listings). */
  supply: number;
  language: Lang;
  /** How many listings, when set (a headline event's rush: demo-headlines.ts); else from supply and layout. */
  count?: number;
}

/** Listings at most per layout kind (a stadium has more sellers than a club). */
const MAX_LISTINGS: Readonly<Record<LayoutKind, number>> = { club: 4, theatre: 6, arena: 9, stadium: 12 };
const QUANTITIES = [1, 2, 2, 2, 2, 3, 4, 4, 4, 6, 8] as const;
const DELIVERIES: readonly DeliveryMethod[] = ["mobile-transfer", "mobile-transfer", "mobile-transfer", "e-ticket", "e-ticket", "paper", "venue-pickup"];

/** A price in minor units, rounded to a whole major unit (to 100 for currencies without minor units, as yen prices are). */
function roundPrice(major: number, currency: string): number {
  const digits = minorUnits(currency) ?? 2;
  if (digits === 0) return Math.max(100, Math.round(major / 100) * 100);
  return Math.max(1, Math.round(major)) * 10 ** digits;
}

/**
 * An event's listings: none when `supply` is 0 (sold out); otherwise `count`, or up to
 * MAX_LISTINGS for its layout, more with supply. A seat's price grows with its section's rank (best ×2.3, worst ×0.7),
 * with demand (popularity), and for popular events in the last 30 days before them.
 */
export function listingsFor(d: ListingDemand, rand: () => number, nextId: () => number): ListingRow[] {
  if (d.supply <= 0) return [];
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const count = d.count ?? 1 + Math.floor(d.supply * MAX_LISTINGS[d.layout.kind]);
  const worst = Math.max(...d.layout.sections.map((s) => s.rank));
  const demand = Math.min(1, d.popularity / 1_000_000);
  const lastMinute = 1 + demand * 0.5 * Math.max(0, (30 - d.daysAhead) / 30);
  const out: ListingRow[] = [];
  for (let i = 0; i < count; i++) {
    const section = pick(d.layout.sections);
    const quality = worst === 1 ? 1 : (worst - section.rank) / (worst - 1);
    const features: ListingFeature[] = [];
    if (section.zone !== "general-admission" && rand() < 0.2) features.push("aisle");
    const restricted = section.zone !== "general-admission" && section.zone !== "floor" && rand() < 0.08;
    if (restricted) features.push("restricted-view");
    if (rand() < 0.06) features.push("accessible");
    if (rand() < 0.08) features.push("parking");
    const price = roundPrice(
      d.basePrice * (0.7 + 1.6 * quality) * (0.8 + 0.8 * demand) * lastMinute * (0.85 + rand() * 0.4) * (restricted ? 0.8 : 1),
      d.currency,
    );
    let quantity: number = pick(QUANTITIES);
    const splitDraw = rand();
    let splitRule: SplitRule = splitDraw < 0.4 ? "any" : splitDraw < 0.7 ? "no-single" : splitDraw < 0.9 ? "pairs" : "all";
    if (splitRule === "pairs" && quantity % 2 === 1) quantity += 1;
    if (quantity === 1) splitRule = "any";
    const delivery = pick(DELIVERIES);
    const fees: ListingRow["fees"] = [{ kind: "service", amount: Math.round(price * 0.15), per: "ticket", mandatory: true }];
    // Fixed fees scale with the event's price level (a venue fee of about 3 %, postage of about 6 %
    // of a mid-range seat), so they are as plausible in yen as in euros.
    if (d.layout.kind === "arena" || d.layout.kind === "stadium") fees.push({ kind: "facility", amount: roundPrice(d.basePrice * 0.03, d.currency), per: "ticket", mandatory: true });
    if (delivery === "paper") fees.push({ kind: "fulfilment", amount: roundPrice(d.basePrice * 0.06, d.currency), per: "order", mandatory: true });
    const ga = section.zone === "general-admission";
    const row = ga ? null : section.zone === "stalls" || section.zone === "circle" || section.zone === "balcony" ? String.fromCharCode(65 + Math.floor(rand() * 16)) : String(1 + Math.floor(rand() * 25));
    const firstSeat = 1 + Math.floor(rand() * 30);
    const seats = ga || rand() < 0.4 ? null : quantity === 1 ? String(firstSeat) : `${firstSeat}–${firstSeat + quantity - 1}`;
    const notes = SELLER_NOTES[d.language];
    const note = notes && rand() < 0.3 ? pick(notes) : null;
    out.push({ type: "listing", id: nextId(), eventId: d.eventId, section: section.code, row, seats, quantity, splitRule, price, fees, delivery, features, note });
  }
  return out;
}
