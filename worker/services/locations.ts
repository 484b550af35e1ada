import type { D1Reader } from "./d1-sessions";
import {
  boundingBox,
  distanceBetween,
  formatLocation,
  localName,
  parseLocalNames,
  stateCodeOf,
  type DistanceUnit,
} from "../../app/domain/location";
import { normalizeSearchText, prefixEnd } from "../../app/domain/search-text";
import type { LocationItem } from "../../app/lib/bff-contract";
import { countryName } from "./accept-language";

interface CityRow {
  geo_name_id: number;
  name: string;
  admin1_code: string;
  admin1_name: string;
  country_code: string;
  latitude: number;
  longitude: number;
  population: number;
  time_zone: string;
  postal_code: string | null;
  local_names: string | null;
}

/** A city's names by language as one JSON object (ADR 018): a primary-key range of city_local_names. */
export const LOCAL_NAMES_COLUMN = (city: string) =>
  `(SELECT json_group_object(n.language, n.name) FROM city_local_names n WHERE n.geo_name_id = ${city}.geo_name_id)`;

const CITY_COLUMNS = `c.geo_name_id, c.name, c.admin1_code, c.admin1_name, c.country_code, c.latitude, c.longitude,
  c.population, c.time_zone, c.postal_code, ${LOCAL_NAMES_COLUMN("c")} AS local_names`;

function toItem(row: CityRow, index: number, language: string, distance?: number): LocationItem {
  const city = localName(parseLocalNames(row.local_names), language, row.name);
  const fields = {
    city,
    state: row.admin1_name,
    stateCode: stateCodeOf(row.country_code, row.admin1_code),
    country: countryName(row.country_code, language),
    countryCode: row.country_code,
  };
  return {
    geoNameId: row.geo_name_id,
    postalCode: row.postal_code,
    latitude: row.latitude,
    longitude: row.longitude,
    name: city,
    ...fields,
    population: row.population,
    timeZone: row.time_zone,
    index,
    key: String(row.geo_name_id),
    ...(distance === undefined ? {} : { distance: Math.round(distance * 10) / 10 }),
    displayName: { short: formatLocation(fields, "short"), full: formatLocation(fields, "full") },
  };
}

/** Cities whose name, ASCII name, an alternate name or a name in some language starts with `q`,
 *  most populous first; named in `language` where GeoNames has that name. */
export async function locationsByName(db: D1Reader, q: string, rows: number, language: string): Promise<LocationItem[]> {
  const prefix = normalizeSearchText(q);
  if (prefix === "") return [];
  const { results } = await db
    .prepare(
      `SELECT ${CITY_COLUMNS} FROM cities c
       JOIN (SELECT geo_name_id, MAX(population) AS p FROM city_names
             WHERE name_norm >= ?1 AND name_norm < ?2 GROUP BY geo_name_id ORDER BY p DESC LIMIT ?3) m
         ON m.geo_name_id = c.geo_name_id
       ORDER BY c.population DESC, c.geo_name_id`,
    )
    .bind(prefix, prefixEnd(prefix), rows)
    .all<CityRow>();
  return results.map((r, i) => toItem(r, i, language));
}

/**
 * Cities within `radius` of a point, nearest first. Boxes grow (25 → 100 → 400 → radius)
 * so a dense area answers from a small index range.
 */
export async function locationsByPoint(
  db: D1Reader,
  point: { latitude: number; longitude: number },
  radius: number,
  unit: DistanceUnit,
  rows: number,
  language: string,
): Promise<LocationItem[]> {
  const steps = [...new Set([25, 100, 400, radius].map((r) => Math.min(r, radius)))].sort((a, b) => a - b);
  const cosLat = Math.cos((point.latitude * Math.PI) / 180);
  for (const step of steps) {
    const box = boundingBox(point.latitude, point.longitude, step, unit);
    const { results } = await db
      .prepare(
        `SELECT ${CITY_COLUMNS} FROM cities c
         WHERE c.latitude BETWEEN ?1 AND ?2 AND c.longitude BETWEEN ?3 AND ?4
         ORDER BY (c.latitude - ?5) * (c.latitude - ?5) + (c.longitude - ?6) * (c.longitude - ?6) * ?7
         LIMIT ?8`,
      )
      .bind(box.minLat, box.maxLat, box.minLon, box.maxLon, point.latitude, point.longitude, cosLat * cosLat, rows * 4)
      .all<CityRow>();
    const within = results
      .map((r) => ({ r, d: distanceBetween(point.latitude, point.longitude, r.latitude, r.longitude, unit) }))
      .filter((x) => x.d <= step)
      .sort((a, b) => a.d - b.d || a.r.geo_name_id - b.r.geo_name_id);
    if (within.length >= rows || step === radius) {
      return within.slice(0, rows).map((x, i) => toItem(x.r, i, language, x.d));
    }
  }
  return [];
}

/** The coordinates of one city, for suggest's geoExpansion; null when the id is unknown. */
export async function cityCenter(db: D1Reader, geoNameId: number): Promise<{ latitude: number; longitude: number } | null> {
  return db
    .prepare("SELECT latitude, longitude FROM cities WHERE geo_name_id = ?1")
    .bind(geoNameId)
    .first<{ latitude: number; longitude: number }>();
}
