-- Listings near a chosen location (spec §4 "Location filter", §9 suggest radius): the home,
-- category, performer, geography, venue and search pages keep only events within the radius.
-- The bounding box is a latitude range of this index; its longitude and starts_at columns answer
-- the rest of the box and the date window without reading event rows (a page's count is covered).
-- It starts with events_lat_lon's columns, so it serves suggest's area filter too and replaces it.
CREATE INDEX IF NOT EXISTS events_area ON events (latitude, longitude, starts_at);
DROP INDEX IF EXISTS events_lat_lon;
