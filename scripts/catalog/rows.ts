/**
 * The catalog import format: NDJSON, one JSON object a line, each with a `type`.
 * Documented in docs/catalog-format.md. Rows may come in any order; references
 * (a venue's city, an event's venue and performers...) must resolve within the
 * file or to what the database already holds.
 */
import { z } from "zod";
import { isKnownTimeZone } from "../../app/domain/intl-formats";

const Id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const Name = z.string().trim().min(1).max(200);
const WebPath = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+\/)*$/, "must be a site path of lower-case slug segments ending in /")
  .max(300);
const CountryCode = z.string().regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code");
const Latitude = z.number().min(-90).max(90);
const Longitude = z.number().min(-180).max(180);
/** A BCP-47 tag as GeoNames writes languages: 'de', 'yue', 'zh-TW', 'zh-Hant', 'pt-BR'. */
const LanguageTag = z.string().regex(/^[a-z]{2,3}(?:-(?:[A-Z]{2}|[A-Z][a-z]{3}))?$/, "must be a language tag such as de, zh-TW or zh-Hant");
const TimeZone = z.string().refine(isKnownTimeZone, "must be an IANA time zone");

export const CityRowSchema = z.strictObject({
  type: z.literal("city"),
  geoNameId: Id,
  name: Name,
  alternateNames: z.array(z.string().trim().min(1).max(200)).max(400).default([]),
  /** The city's name by BCP-47 language tag, from a tagged source such as GeoNames' alternate names (ADR 018). */
  localNames: z
    .record(LanguageTag, Name)
    .refine((names) => Object.keys(names).length <= 100, "at most 100 languages")
    .default({}),
  admin1Code: z.string().max(20).default(""),
  admin1Name: z.string().max(200).default(""),
  countryCode: CountryCode,
  latitude: Latitude,
  longitude: Longitude,
  population: z.number().int().min(0),
  timeZone: TimeZone,
  postalCode: z.string().max(20).nullable().default(null),
});

export const CategoryRowSchema = z.strictObject({
  type: z.literal("category"),
  id: Id,
  parentId: Id.nullable(),
  name: Name,
  webPath: WebPath,
});

export const GroupingRowSchema = z.strictObject({
  type: z.literal("grouping"),
  id: Id,
  name: Name,
  categoryId: Id,
  webPath: WebPath,
});

export const PerformerRowSchema = z.strictObject({
  type: z.literal("performer"),
  id: Id,
  name: Name,
  kind: z.enum(["artist", "team", "show", "comedian"]),
  categoryId: Id,
  groupingId: Id.nullable(),
  popularity: z.number().int().min(0).max(1_000_000),
  webPath: WebPath,
});

export const VenueRowSchema = z.strictObject({
  type: z.literal("venue"),
  id: Id,
  name: Name,
  geoNameId: Id,
  latitude: Latitude,
  longitude: Longitude,
  capacity: z.number().int().min(1).max(500_000),
  timeZone: TimeZone,
  webPath: WebPath,
});

export const EventRowSchema = z.strictObject({
  type: z.literal("event"),
  id: Id,
  name: Name,
  performerIds: z.array(Id).min(1).max(20),
  venueId: Id,
  /** Local date and time at the venue, 'YYYY-MM-DDTHH:MM'. */
  localDateTime: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, "must be YYYY-MM-DDTHH:MM"),
  timeZone: TimeZone,
  categoryId: Id,
  groupingId: Id.nullable(),
  popularity: z.number().int().min(0).max(1_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code"),
  sourceId: z.literal("29001").default("29001"),
  /** Sold with VIP packages: listed on the VIP page (spec §2.4). */
  vip: z.boolean().default(false),
  webPath: WebPath,
});

const SectionCode = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,9}$/, "must be 1–10 letters, digits or hyphens");
const ZONES = ["floor", "lower-bowl", "upper-bowl", "stalls", "circle", "balcony", "general-admission"] as const;

/** A venue's layout (issue 25 item 2): its kind and its sections. Replaces the venue's layout. */
export const LayoutRowSchema = z.strictObject({
  type: z.literal("layout"),
  venueId: Id,
  kind: z.enum(["arena", "stadium", "theatre", "club"]),
  sections: z
    .array(
      z.strictObject({
        code: SectionCode,
        zone: z.enum(ZONES),
        rank: z.number().int().min(1).max(100),
        capacity: z.number().int().min(1).max(100_000),
        position: z.number().int().min(0).max(1_000),
      }),
    )
    .min(1)
    .max(300),
});

const MinorAmount = z.number().int().min(0).max(100_000_000);

/** One seller's listing for one event (issue 25 item 1). Money in minor units of the event's currency. */
export const ListingRowSchema = z.strictObject({
  type: z.literal("listing"),
  id: Id,
  eventId: Id,
  /** A section code of the layout of the event's venue. */
  section: SectionCode,
  row: z.string().trim().min(1).max(10).nullable().default(null),
  seats: z.string().trim().min(1).max(40).nullable().default(null),
  quantity: z.number().int().min(1).max(1_000),
  splitRule: z.enum(["any", "pairs", "all", "no-single"]),
  price: MinorAmount,
  fees: z
    .array(
      z.strictObject({
        kind: z.enum(["service", "fulfilment", "facility"]),
        amount: MinorAmount,
        per: z.enum(["ticket", "order"]),
        mandatory: z.boolean(),
      }),
    )
    .max(10)
    .default([]),
  delivery: z.enum(["mobile-transfer", "e-ticket", "paper", "venue-pickup"]),
  features: z.array(z.enum(["aisle", "restricted-view", "accessible", "parking"])).max(4).default([]),
  note: z.string().trim().min(1).max(500).nullable().default(null),
});

export const QueryRowSchema = z.strictObject({
  type: z.literal("query"),
  term: z.string().trim().min(1).max(2048),
  count: z.number().int().min(0),
});

export const CatalogRowSchema = z.discriminatedUnion("type", [
  CityRowSchema,
  CategoryRowSchema,
  GroupingRowSchema,
  PerformerRowSchema,
  VenueRowSchema,
  EventRowSchema,
  LayoutRowSchema,
  ListingRowSchema,
  QueryRowSchema,
]);

export type CatalogRow = z.infer<typeof CatalogRowSchema>;
export type CityRow = z.infer<typeof CityRowSchema>;
export type CategoryRow = z.infer<typeof CategoryRowSchema>;
export type GroupingRow = z.infer<typeof GroupingRowSchema>;
export type PerformerRow = z.infer<typeof PerformerRowSchema>;
export type VenueRow = z.infer<typeof VenueRowSchema>;
export type EventRow = z.infer<typeof EventRowSchema>;
export type QueryRow = z.infer<typeof QueryRowSchema>;
export type LayoutRow = z.infer<typeof LayoutRowSchema>;
export type ListingRow = z.infer<typeof ListingRowSchema>;
