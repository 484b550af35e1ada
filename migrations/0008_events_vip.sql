-- VIP events and the cities page (spec §2.4 "some sites also offer ... VIP categories"): an event sold with VIP
-- packages is flagged in the catalog (docs/catalog-format.md `vip`). The VIP page lists the flagged
-- events of the store's country in start order: a partial index holds just those, so the page is
-- the first rows of one small index range (tests/integration/query-plans.test.ts).
ALTER TABLE events ADD COLUMN vip INTEGER NOT NULL DEFAULT 0 CHECK (vip IN (0, 1));
CREATE INDEX IF NOT EXISTS events_vip_country ON events (country_code, starts_at) WHERE vip = 1;

-- The cities page counts each city's upcoming events: a range of this index (starts_at from now)
-- holds the city of every upcoming event, so the count reads neither past events nor event rows.
-- Partial (every event has a city: geo_name_id > 0), so only a query that says so uses it: the
-- lists keep their own indexes (events_area, events_country...), which the planner would otherwise
-- trade for this one without statistics.
CREATE INDEX IF NOT EXISTS events_upcoming_geo ON events (starts_at, geo_name_id) WHERE geo_name_id > 0;
