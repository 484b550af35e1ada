import { boundingBox, distanceBetween } from "../../app/domain/location";

/** A circle on the map: its centre and radius in miles (spec §9 suggest radius). */
export interface Area {
  latitude: number;
  longitude: number;
  radius: number;
}

/** One degree of a great circle in miles: the Earth radius of `distanceBetween`, so both agree. */
const MILES_PER_DEGREE = distanceBetween(0, 0, 1, 0, "mi");

/**
 * Events whose venue lies within `near.radius` miles of the point (on events `e`, binds numbered
 * from `?{from}`): the bounding box, a latitude range of events_area, then the exact great-circle
 * distance. D1 offers sin, cos and radians but refuses power(), so squares are products; the
 * haversine term is compared with that of the radius (no asin per row).
 */
export function areaCondition(near: Area, from: number): [string, unknown[]] {
  const box = boundingBox(near.latitude, near.longitude, near.radius, "mi");
  // A box across the antimeridian keeps its latitude range and every longitude; the distance decides.
  const [minLon, maxLon] = box.minLon < -180 || box.maxLon > 180 ? [-180, 180] : [box.minLon, box.maxLon];
  const halfAngle = ((near.radius / MILES_PER_DEGREE) * (Math.PI / 180)) / 2;
  // A radius of half the Earth's circumference or more takes every point (haversine terms are ≤ 1).
  const limit = halfAngle >= Math.PI / 2 ? 2 : Math.sin(halfAngle) ** 2;
  const lat = (near.latitude * Math.PI) / 180;
  const lon = (near.longitude * Math.PI) / 180;
  const [p1, p2, p3, p4, pLat, pLon, pCos, pLimit] = Array.from({ length: 8 }, (_, i) => `?${from + i}`);
  const sql = `e.latitude BETWEEN ${p1} AND ${p2} AND e.longitude BETWEEN ${p3} AND ${p4}
      AND sin((radians(e.latitude) - ${pLat}) / 2) * sin((radians(e.latitude) - ${pLat}) / 2)
        + ${pCos} * cos(radians(e.latitude)) * sin((radians(e.longitude) - ${pLon}) / 2) * sin((radians(e.longitude) - ${pLon}) / 2)
        <= ${pLimit}`;
  return [sql, [box.minLat, box.maxLat, minLon, maxLon, lat, lon, Math.cos(lat), limit]];
}
