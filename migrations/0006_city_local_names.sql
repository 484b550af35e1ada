-- A city's name in each language a tagged source gives it (GeoNames' alternate names; ADR 018).
-- Pages and the location search show the name in the reader's language, else cities.name.
-- Filled by the catalog import from a city row's `localNames`; its search forms also go to
-- city_names, so a fan finds München by typing "Mün".
CREATE TABLE IF NOT EXISTS city_local_names (
  geo_name_id INTEGER NOT NULL REFERENCES cities (geo_name_id) ON DELETE CASCADE,
  language TEXT NOT NULL,                        -- BCP 47: 'de', 'ja', 'zh-TW', 'yue'
  name TEXT NOT NULL,
  PRIMARY KEY (geo_name_id, language)
) WITHOUT ROWID;
