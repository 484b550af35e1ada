/**
 * The value of the user preference cookie SH6_USER_PREF (spec §3 "a JSON object holding user
 * info, including the date choice and the location. The location is a field named location with
 * a one-year lifetime"; §9 "Its default lifetime 21,600,000 ms (6 hours)").
 *
 * One cookie, two lifetimes: every field carries its own expiry instant inside the JSON,
 *
 *   {"date":{"value":{"key":"thisWeekend"},"expiresAt":1767225600000},
 *    "location":{"value":{"geoNameId":4671654,"name":"Austin, TX",…},"expiresAt":1798740000000}}
 *
 * writing a field sets its expiry to now + its lifetime (date: 6 hours, location: one year); the
 * cookie's Max-Age is the latest field expiry, so the cookie lives as long as its longest-lived
 * field, and reading drops the fields already expired. Rewriting one field leaves the other's
 * expiry as it was: choosing a date does not stretch the location, nor the reverse.
 *
 * Server-only (loaders, the worker): it uses zod, which must stay out of client bundles.
 * Only the value and its lifetime are made here; the Set-Cookie attributes are the caller's.
 */
import { z } from "zod";
import { DATE_FILTER_KEYS, USER_PREF_COOKIE_MAX_AGE_MS, USER_PREF_LOCATION_MAX_AGE_MS, type DateFilterKey } from "./constants";
import { LOCATION_NAME_MAX_LENGTH, POSTAL_CODE_MAX_LENGTH, type UserLocation } from "./location-filter";

/**
 * Longest cookie value read or written. Browsers keep a cookie whose name and value together
 * fit 4096 bytes; this leaves room for the name "SH6_USER_PREF=". The field caps keep every
 * value written far below it (a worst case is under 1,500 characters).
 */
export const USER_PREF_VALUE_MAX_LENGTH = 3800;

/** Lifetime of each field, in milliseconds. */
export const USER_PREF_FIELD_LIFETIME_MS = Object.freeze({
  /** Spec §9: the cookie's default lifetime, 6 hours. */
  date: USER_PREF_COOKIE_MAX_AGE_MS,
  /** Spec §3: "a field named location with a one-year lifetime". */
  location: USER_PREF_LOCATION_MAX_AGE_MS,
});

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as year-month-day ("2027-02-29" is not one). */
function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const IsoDateSchema = z.string().regex(ISO_DATE, "must be year-month-day").refine(isCalendarDate, "must be a calendar date");

const noControlCharacters = (text: string) => !/\p{Cc}/u.test(text);

/** The date choice as stored; the date filter's choice in the shape of spec §3 "key, start, end". */
export interface UserPrefDateChoice {
  key: DateFilterKey;
  /** Year-month-day. */
  start?: string;
  /** Year-month-day. */
  end?: string;
}

/**
 * The stored date choice (spec §3 "Date filter choice: key … start, end"). A custom range
 * ('choose-date') needs both start and end, start on or before end. The presets keep no dates:
 * today, this weekend and this month are computed again from today in the fan's time zone, so
 * dates stored with a preset would go stale; they are dropped when read.
 */
export const UserPrefDateSchema = z
  .object({
    key: z.enum(DATE_FILTER_KEYS),
    start: IsoDateSchema.optional(),
    end: IsoDateSchema.optional(),
  })
  .superRefine((choice, ctx) => {
    if (choice.key !== "choose-date") return;
    if (choice.start === undefined || choice.end === undefined) {
      ctx.addIssue({ code: "custom", path: ["start"], message: "a chosen range needs start and end" });
    } else if (choice.start > choice.end) {
      ctx.addIssue({ code: "custom", path: ["end"], message: "end must not be before start" });
    }
  })
  .transform((choice): UserPrefDateChoice => (choice.key === "choose-date" ? { key: choice.key, start: choice.start, end: choice.end } : { key: choice.key }));

/** The stored location (spec §3 Location): name in the short display format, coordinates in range. */
export const UserLocationSchema = z.object({
  geoNameId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  name: z.string().trim().min(1).max(LOCATION_NAME_MAX_LENGTH).refine(noControlCharacters, "must not hold control characters"),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  postalCode: z.string().trim().min(1).max(POSTAL_CODE_MAX_LENGTH).refine(noControlCharacters, "must not hold control characters").optional(),
}) satisfies z.ZodType<UserLocation>;

/** A field's value and the instant (epoch milliseconds) after which it is no longer read. */
export interface UserPrefField<T> {
  readonly value: T;
  readonly expiresAt: number;
}

export interface UserPref {
  readonly date?: UserPrefField<UserPrefDateChoice>;
  readonly location?: UserPrefField<UserLocation>;
}

export const EMPTY_USER_PREF: UserPref = Object.freeze({});

const FIELD_SCHEMAS = { date: UserPrefDateSchema, location: UserLocationSchema } as const;
type FieldName = keyof typeof FIELD_SCHEMAS;
const FIELD_NAMES = Object.keys(FIELD_SCHEMAS) as FieldName[];

const ExpiresAtSchema = z.number().int().safe();

/**
 * One field from raw JSON, or undefined: wrong shape, bad value, or expired at `now`. An expiry
 * further away than the field's lifetime (another server's clock, a hand-made cookie) is
 * brought back to now + lifetime.
 */
function readField<K extends FieldName>(name: K, raw: unknown, now: number): UserPrefField<z.infer<(typeof FIELD_SCHEMAS)[K]>> | undefined {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return undefined;
  const { value, expiresAt } = raw as { value?: unknown; expiresAt?: unknown };
  const expiry = ExpiresAtSchema.safeParse(expiresAt);
  if (!expiry.success || expiry.data <= now) return undefined;
  const parsed = FIELD_SCHEMAS[name].safeParse(value);
  if (!parsed.success) return undefined;
  return { value: parsed.data as z.infer<(typeof FIELD_SCHEMAS)[K]>, expiresAt: Math.min(expiry.data, now + USER_PREF_FIELD_LIFETIME_MS[name]) };
}

/** Every known, valid, unexpired field of a raw object; unknown fields are left out. */
function readFields(raw: Record<string, unknown>, now: number): UserPref {
  const pref: { -readonly [K in FieldName]?: UserPref[K] } = {};
  for (const name of FIELD_NAMES) {
    const field = readField(name, raw[name], now);
    if (field) (pref as Record<FieldName, unknown>)[name] = field;
  }
  return pref;
}

function decodeCookieValue(cookieValue: string): string {
  // RFC 6265 lets a cookie value be wrapped in double quotes.
  const unquoted = cookieValue.length >= 2 && cookieValue.startsWith('"') && cookieValue.endsWith('"') ? cookieValue.slice(1, -1) : cookieValue;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    // A malformed escape ("%E0%A4%A"): the text may be JSON written unencoded; let JSON decide.
    return unquoted;
  }
}

/**
 * The preferences in a decoded SH6_USER_PREF value (the JSON object a signed cookie carried).
 * Never throws; like parseUserPref, each malformed or expired field is dropped on its own.
 * @example readUserPref({ date: { value: { key: "today" }, expiresAt: 2000 } }, 1000).date?.value // { key: "today" }
 */
export function readUserPref(raw: unknown, now: number): UserPref {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return EMPTY_USER_PREF;
  return readFields(raw as Record<string, unknown>, now);
}

/**
 * The preferences in a SH6_USER_PREF cookie value, as read from the Cookie header (still
 * URL-encoded). Never throws: a missing, over-long, undecodable or non-JSON value gives no
 * fields; each field (date, location) that is malformed or expired at `now` (epoch ms) is
 * dropped on its own; unknown fields are dropped.
 * @example parseUserPref(encodeURIComponent('{"date":{"value":{"key":"today"},"expiresAt":2000}}'), 1000) // { date: { value: { key: "today" }, expiresAt: 2000 } }
 */
export function parseUserPref(cookieValue: string | undefined, now: number): UserPref {
  if (typeof cookieValue !== "string" || cookieValue === "" || cookieValue.length > USER_PREF_VALUE_MAX_LENGTH) return EMPTY_USER_PREF;
  let raw: unknown;
  try {
    raw = JSON.parse(decodeCookieValue(cookieValue));
  } catch {
    return EMPTY_USER_PREF;
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return EMPTY_USER_PREF;
  return readFields(raw as Record<string, unknown>, now);
}

/**
 * The cookie value to write and its Max-Age in seconds: the latest field expiry, rounded up.
 * Fields expired at `now` or invalid are left out; with none left, the value is "" and Max-Age 0
 * (the caller deletes the cookie). The value is URL-encoded JSON: only cookie-octets.
 * @example serializeUserPref({ date: { value: { key: "today" }, expiresAt: 21_600_000 } }, 0) // { value: "%7B%22date%22%3A%7B%22value%22%3A%7B%22key%22%3A%22today%22%7D%2C%22expiresAt%22%3A21600000%7D%7D", maxAgeSeconds: 21600 }
 */
export function serializeUserPref(pref: UserPref, now: number): { value: string; maxAgeSeconds: number } {
  const { json, maxAgeSeconds } = userPrefJson(pref, now);
  return { value: json === null ? "" : encodeURIComponent(JSON.stringify(json)), maxAgeSeconds };
}

/**
 * The JSON object to store and its Max-Age in seconds (the latest field expiry, rounded up);
 * null and 0 when no valid, unexpired field is left (the caller deletes the cookie). For
 * cookies that encode and sign the value themselves.
 * @example userPrefJson({ date: { value: { key: "today" }, expiresAt: 21_600_000 } }, 0).maxAgeSeconds // 21600
 */
export function userPrefJson(pref: UserPref, now: number): { json: Record<string, UserPrefField<unknown>> | null; maxAgeSeconds: number } {
  // Read back through the same rules as parseUserPref, so what is written is what will be read.
  const clean = readFields(pref as Record<string, unknown>, now);
  const fields = FIELD_NAMES.flatMap((name) => {
    const field = clean[name];
    return field ? [[name, { value: field.value, expiresAt: field.expiresAt }] as const] : [];
  });
  if (fields.length === 0) return { json: null, maxAgeSeconds: 0 };
  const latest = Math.max(...fields.map(([, field]) => field.expiresAt));
  return { json: Object.fromEntries(fields), maxAgeSeconds: Math.ceil((latest - now) / 1000) };
}

/**
 * The preferences with the date choice set, living 6 hours from `now`. An invalid choice
 * changes nothing.
 * @example withDate({}, { key: "thisWeekend" }, 0).date // { value: { key: "thisWeekend" }, expiresAt: 21600000 }
 */
export function withDate(pref: UserPref, choice: UserPrefDateChoice, now: number): UserPref {
  const parsed = UserPrefDateSchema.safeParse(choice);
  if (!parsed.success) return pref;
  return { ...pref, date: { value: parsed.data, expiresAt: now + USER_PREF_FIELD_LIFETIME_MS.date } };
}

/**
 * The preferences with the location set, living one year from `now`; null removes it
 * (everywhere). An invalid location changes nothing.
 * @example withLocation({}, { geoNameId: 4671654, name: "Austin, TX", latitude: 30.27, longitude: -97.74 }, 0).location?.expiresAt // 31536000000
 */
export function withLocation(pref: UserPref, location: UserLocation | null, now: number): UserPref {
  if (location === null) {
    if (pref.location === undefined) return pref;
    const { location: _removed, ...rest } = pref;
    return rest;
  }
  const parsed = UserLocationSchema.safeParse(location);
  if (!parsed.success) return pref;
  return { ...pref, location: { value: parsed.data, expiresAt: now + USER_PREF_FIELD_LIFETIME_MS.location } };
}
