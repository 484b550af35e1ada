-- Sellers' listings and venue layouts (issue 25 items 1 and 2; docs/catalog-format.md `layout`
-- and `listing`; ADR 026). An event's "tickets available", "from" price and sold-out state stay in
-- its events columns (available_tickets, min_price) but are no longer imported as such: the import
-- derives them from the event's listings, in the same transaction that replaces those listings.

-- A venue's layout: its kind, and its sections with their zone, rank (1 = best) and capacity.
-- Tables of their own (not venue columns) so that re-importing a venue row keeps its layout.
CREATE TABLE IF NOT EXISTS venue_layouts (
  venue_id INTEGER PRIMARY KEY REFERENCES venues (id),
  kind TEXT NOT NULL CHECK (kind IN ('arena', 'stadium', 'theatre', 'club'))
);

CREATE TABLE IF NOT EXISTS venue_sections (
  venue_id INTEGER NOT NULL REFERENCES venues (id),
  code TEXT NOT NULL,
  zone TEXT NOT NULL CHECK (zone IN ('floor', 'lower-bowl', 'upper-bowl', 'stalls', 'circle', 'balcony', 'general-admission')),
  rank INTEGER NOT NULL CHECK (rank >= 1),
  capacity INTEGER NOT NULL CHECK (capacity >= 1),
  position INTEGER NOT NULL CHECK (position >= 0),
  PRIMARY KEY (venue_id, code)
) WITHOUT ROWID;

-- A listing goes with its event (ON DELETE CASCADE, as event_performers); the import replaces an
-- imported event's listings itself, after the event row. Layouts stay with a re-imported venue.
-- One seller's listing on the marketplace (not `listings` of migration 0005: those are a signed-in
-- seller's own records of the account area). Money in minor units of the event's currency. `fees` is the full list as
-- compact JSON ([[kind, amount, "t"|"o", 0|1], …]); fee_ticket / fee_order are the sums of its
-- mandatory fees per ticket and per order, so the queries can order and filter by the price a fan
-- pays (price + fee_ticket + fee_order / quantity) without reading the JSON. `zone` and `rank`
-- are copied from the section (the layout of the event's venue) for the same reason.
-- `features` is a bit set: 1 aisle, 2 restricted view, 4 accessible seating, 8 parking.
CREATE TABLE IF NOT EXISTS ticket_listings (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  section_code TEXT NOT NULL,
  zone TEXT NOT NULL,
  rank INTEGER NOT NULL,
  seat_row TEXT,
  seats TEXT,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  split_rule TEXT NOT NULL CHECK (split_rule IN ('any', 'pairs', 'all', 'no-single')),
  price INTEGER NOT NULL CHECK (price >= 0),
  fee_ticket INTEGER NOT NULL DEFAULT 0,
  fee_order INTEGER NOT NULL DEFAULT 0,
  fees TEXT NOT NULL DEFAULT '[]',
  delivery TEXT NOT NULL CHECK (delivery IN ('mobile-transfer', 'e-ticket', 'paper', 'venue-pickup')),
  features INTEGER NOT NULL DEFAULT 0,
  note TEXT
);
-- Every listing query is about one event: its listings are one range of this index (a few, at most
-- a few hundred rows), filtered and ordered from there (tests/integration/query-plans.test.ts).
CREATE INDEX IF NOT EXISTS ticket_listings_event ON ticket_listings (event_id);
