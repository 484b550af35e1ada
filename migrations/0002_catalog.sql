-- The catalog: cities (GeoNames), categories and groupings, performers, venues, events,
-- and the query log behind popular searches. Every query the BFF runs has an index here;
-- tests/integration/query-plans.test.ts asserts the plans.

ALTER TABLE categories ADD COLUMN web_path TEXT;

CREATE TABLE IF NOT EXISTS cities (
  geo_name_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_norm TEXT NOT NULL,
  alternate_names TEXT NOT NULL DEFAULT '',      -- comma-separated, as GeoNames gives them
  admin1_code TEXT NOT NULL DEFAULT '',
  admin1_name TEXT NOT NULL DEFAULT '',
  country_code TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  population INTEGER NOT NULL DEFAULT 0,
  time_zone TEXT NOT NULL,
  postal_code TEXT
);
CREATE INDEX IF NOT EXISTS cities_lat_lon ON cities (latitude, longitude);
CREATE INDEX IF NOT EXISTS cities_country_population ON cities (country_code, population DESC);
CREATE INDEX IF NOT EXISTS cities_population ON cities (population DESC);

-- Every searchable name of a city (its name, ASCII name, alternate names), normalized:
-- NFKD, marks stripped, lower case, German umlauts also as ae/oe/ue. Prefix search is a range scan.
CREATE TABLE IF NOT EXISTS city_names (
  name_norm TEXT NOT NULL,
  geo_name_id INTEGER NOT NULL REFERENCES cities (geo_name_id) ON DELETE CASCADE,
  population INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (name_norm, geo_name_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS city_names_geo ON city_names (geo_name_id);

CREATE TABLE IF NOT EXISTS groupings (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  category_id INTEGER NOT NULL REFERENCES categories (id),
  web_path TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS groupings_category ON groupings (category_id);

CREATE TABLE IF NOT EXISTS performers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_norm TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('artist', 'team', 'show', 'comedian')),
  category_id INTEGER NOT NULL REFERENCES categories (id),
  grouping_id INTEGER REFERENCES groupings (id),
  popularity INTEGER NOT NULL DEFAULT 0,
  web_path TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS performers_grouping ON performers (grouping_id);

CREATE TABLE IF NOT EXISTS venues (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_norm TEXT NOT NULL,
  geo_name_id INTEGER NOT NULL REFERENCES cities (geo_name_id),
  country_code TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  capacity INTEGER NOT NULL,
  time_zone TEXT NOT NULL,
  web_path TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS venues_geo ON venues (geo_name_id);
CREATE INDEX IF NOT EXISTS venues_lat_lon ON venues (latitude, longitude);

CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_norm TEXT NOT NULL,
  venue_id INTEGER NOT NULL REFERENCES venues (id),
  local_date_time TEXT NOT NULL,                 -- 'YYYY-MM-DDTHH:MM' in the venue's time zone
  time_zone TEXT NOT NULL,
  starts_at INTEGER NOT NULL,                    -- epoch ms (UTC), for "upcoming" and offsets
  category_id INTEGER NOT NULL REFERENCES categories (id),
  grouping_id INTEGER REFERENCES groupings (id),
  popularity INTEGER NOT NULL DEFAULT 0,
  min_price REAL NOT NULL,
  currency TEXT NOT NULL,
  available_tickets INTEGER NOT NULL DEFAULT 0,
  source_id TEXT NOT NULL DEFAULT '29001',
  web_path TEXT NOT NULL,
  -- denormalized from the venue so geography filters need no join
  geo_name_id INTEGER NOT NULL,
  country_code TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS events_venue ON events (venue_id, starts_at);
CREATE INDEX IF NOT EXISTS events_lat_lon ON events (latitude, longitude);
CREATE INDEX IF NOT EXISTS events_popular ON events (popularity DESC, local_date_time);
CREATE INDEX IF NOT EXISTS events_category ON events (category_id, starts_at);
CREATE INDEX IF NOT EXISTS events_grouping ON events (grouping_id, starts_at);

CREATE TABLE IF NOT EXISTS event_performers (
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  performer_id INTEGER NOT NULL REFERENCES performers (id),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (event_id, performer_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS event_performers_performer ON event_performers (performer_id, event_id);

-- Trigrams of performer and venue names (events are found through them) for accent-,
-- case- and small-typo-tolerant suggest: candidates share trigrams with the term.
CREATE TABLE IF NOT EXISTS search_trigrams (
  trigram TEXT NOT NULL,
  entity TEXT NOT NULL CHECK (entity IN ('performer', 'venue')),
  entity_id INTEGER NOT NULL,
  PRIMARY KEY (trigram, entity, entity_id)
) WITHOUT ROWID;

-- Popular searches (spec §3 queryLogSuggestions).
CREATE TABLE IF NOT EXISTS query_log (
  term_norm TEXT PRIMARY KEY,
  term TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  last_seen INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS query_log_count ON query_log (count DESC);

-- Short suggest terms (under three characters) match name prefixes.
CREATE INDEX IF NOT EXISTS performers_name_norm ON performers (name_norm);
CREATE INDEX IF NOT EXISTS venues_name_norm ON venues (name_norm);
CREATE INDEX IF NOT EXISTS events_geo ON events (geo_name_id, starts_at);
CREATE INDEX IF NOT EXISTS events_country ON events (country_code, starts_at);
