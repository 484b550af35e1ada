/**
 * Locations (spec §3 "Location"): fields, the short and full display formats,
 * and the distance math behind "by point" searches.
 */

export interface LocationFields {
  /** City name. */
  city: string;
  /** Region (admin1) name, e.g. 'Texas', 'Ontario', 'Bayern'. */
  state: string;
  /** Region code as fans write it: 'TX', 'ON'; GeoNames' admin1 code elsewhere. */
  stateCode: string;
  /** Country name in the reader's language. */
  country: string;
  countryCode: string;
}

export type LocationFormat = "short" | "full";

/** GeoNames admin1 codes of Canada's provinces and territories → postal abbreviations. */
export const CA_PROVINCE_CODES: Readonly<Record<string, string>> = Object.freeze({
  "01": "AB",
  "02": "BC",
  "03": "MB",
  "04": "NB",
  "05": "NL",
  "07": "NS",
  "08": "ON",
  "09": "PE",
  "10": "QC",
  "11": "SK",
  "12": "YT",
  "13": "NT",
  "14": "NU",
});

/**
 * The state code fans read: US admin1 codes are already postal codes; Canada's are mapped.
 * @example stateCodeOf("CA", "08") // "ON"
 */
export function stateCodeOf(countryCode: string, admin1Code: string): string {
  if (countryCode === "CA") return CA_PROVINCE_CODES[admin1Code] ?? admin1Code;
  return admin1Code;
}

/**
 * Display format: short is 'city, state' in the US and Canada and 'city, country'
 * elsewhere; full is 'city, state, country' (parts that are empty are left out).
 * @example formatLocation({ city: "Austin", state: "Texas", stateCode: "TX", country: "United States", countryCode: "US" }, "short") // "Austin, TX"
 */
export function formatLocation(loc: LocationFields, format: LocationFormat): string {
  const usOrCa = loc.countryCode === "US" || loc.countryCode === "CA";
  const parts =
    format === "short"
      ? [loc.city, usOrCa ? loc.stateCode || loc.state : loc.country]
      : [loc.city, loc.state, loc.country];
  return parts.filter((p) => p && p.trim() !== "").join(", ");
}

export type DistanceUnit = "mi" | "km";

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;

/**
 * Great-circle distance (haversine) between two points, in the unit asked.
 * @example Math.round(distanceBetween(48.137, 11.575, 52.52, 13.405, "km")) // 504
 */
export function distanceBetween(lat1: number, lon1: number, lat2: number, lon2: number, unit: DistanceUnit): number {
  const toRad = (d: number) => (d * Math.PI) / 180;
  const dLat = toRad(lat2 - lat1);
  const dLon = toRad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLon / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
  return unit === "km" ? km : km / KM_PER_MILE;
}

/**
 * A latitude/longitude box that contains every point within `radius` of the centre.
 * @example boundingBox(0, 0, 69.09, "mi").maxLat // ≈ 1
 */
export function boundingBox(lat: number, lon: number, radius: number, unit: DistanceUnit) {
  const km = unit === "km" ? radius : radius * KM_PER_MILE;
  const dLat = (km / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cosLat = Math.cos((lat * Math.PI) / 180);
  const dLon = cosLat < 1e-6 || dLat >= 90 ? 180 : Math.min(180, dLat / cosLat);
  return {
    minLat: Math.max(-90, lat - dLat),
    maxLat: Math.min(90, lat + dLat),
    minLon: dLon >= 180 ? -180 : lon - dLon,
    maxLon: dLon >= 180 ? 180 : lon + dLon,
  };
}

/**
 * Parses the `point` parameter 'latitude,longitude'; null when malformed or out of range.
 * @example parsePoint("48.137,11.575") // { latitude: 48.137, longitude: 11.575 }
 */
export function parsePoint(raw: string): { latitude: number; longitude: number } | null {
  const m = /^\s*(-?\d{1,3}(?:\.\d{1,12})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,12})?)\s*$/.exec(raw);
  if (!m) return null;
  const latitude = Number(m[1]);
  const longitude = Number(m[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** A city's names by BCP-47 language tag ('de', 'ja', 'zh-TW'), from GeoNames' alternate names. */
export type LocalNames = Readonly<Record<string, string>>;

/** Language tags to try after the locale's own, beyond its bare language: GeoNames writes Hong
 *  Kong's names as Cantonese (yue) and Traditional Chinese; Norwegian Bokmål also as 'no'. */
const EXTRA_NAME_LANGUAGES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  "zh-TW": ["zh-Hant"],
  "zh-HK": ["yue", "zh-Hant", "zh-TW"],
  "zh-CN": ["zh-Hans"],
  nb: ["no"],
});

/**
 * The language tags whose names a reader of `locale` can read, most specific first; the
 * GeoNames name comes after all of them (ADR 018).
 * @example nameLanguages("de-AT") // ["de-AT", "de"]
 */
export function nameLanguages(locale: string): readonly string[] {
  const [language = "", ...subtags] = locale.replace(/_/g, "-").split("-");
  const lang = language.toLowerCase();
  // BCP 47: a script is four letters ("Hant"), a region two letters or three digits ("TW", "419").
  const script = subtags.find((s) => /^[A-Za-z]{4}$/.test(s));
  const region = subtags.find((s) => /^(?:[A-Za-z]{2}|\d{3})$/.test(s));
  const regionTag = region ? `${lang}-${region.toUpperCase()}` : null;
  const scriptTag = script ? `${lang}-${script[0]!.toUpperCase()}${script.slice(1).toLowerCase()}` : null;
  const chain = [
    ...(regionTag ? [regionTag, ...(EXTRA_NAME_LANGUAGES[regionTag] ?? [])] : []),
    ...(scriptTag ? [scriptTag] : []),
    lang,
    ...(EXTRA_NAME_LANGUAGES[lang] ?? []),
  ];
  return [...new Set(chain)].filter((t) => t !== "");
}

/**
 * A place's name in the reader's language: the first of `nameLanguages(locale)` that `names`
 * holds, else `fallback` (the GeoNames name). Never a made-up translation.
 * @example localName({ de: "München" }, "de-AT", "Munich") // "München"
 */
export function localName(names: LocalNames | null | undefined, locale: string, fallback: string): string {
  if (names) {
    for (const tag of nameLanguages(locale)) {
      const name = names[tag];
      if (typeof name === "string" && name.trim() !== "") return name;
    }
  }
  return fallback;
}

/**
 * Names as D1 hands them over (json_group_object of city_local_names); {} for null or garbage.
 * @example parseLocalNames('{"de":"München"}') // { de: "München" }
 */
export function parseLocalNames(json: string | null | undefined): LocalNames {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (value === null || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string"));
  } catch {
    return {};
  }
}
