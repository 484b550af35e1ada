// Server only: the preference form posted to /preferences/ (the filter bar's 'when' and 'where',
// the store dialog's currency), validated with zod. One form for every change, with or without
// JavaScript: the action stores the choice in its signed cookie and answers 303 to the page.
import { z } from "zod";
import { readPageForm } from "./request-body.server";
import { safeRedirectTarget } from "../domain/account-paths";
import { PBD_MAX_LENGTH } from "../domain/date-filter";
import { UserLocationSchema } from "../domain/user-pref";
import type { UserLocation } from "../domain/location-filter";

/** The form's action: not a page, so it carries no language segment. */
export const PREFERENCES_PATH = "/preferences/";

/** Longest returnTo accepted: an address bar's worth, not a payload. */
const RETURN_TO_MAX_LENGTH = 2048;

const ReturnToSchema = z
  .string({ error: "returnTo is required" })
  .max(RETURN_TO_MAX_LENGTH, `returnTo must be at most ${RETURN_TO_MAX_LENGTH} characters`)
  // A path on this site only (no open redirect); anything else goes home.
  .transform((value) => safeRedirectTarget(value, "/"));

const numberField = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .regex(/^-?\d{1,10}(\.\d{1,12})?$/, `${name} must be a number`)
    .transform(Number);

export const PreferenceFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("date"),
    returnTo: ReturnToSchema,
    pbD: z.string({ error: "pbD is required" }).max(PBD_MAX_LENGTH, `pbD must be at most ${PBD_MAX_LENGTH} characters`),
  }),
  z.object({
    intent: z.literal("location"),
    returnTo: ReturnToSchema,
    // Empty or absent: the fan chose everywhere; else the other fields must describe the place.
    geoNameId: z
      .string()
      .regex(/^(?:[1-9]\d{0,15})?$/, "geoNameId must be a positive whole number")
      .optional()
      .transform((v) => (v ? Number(v) : null)),
    name: z.string().optional(),
    latitude: numberField("latitude").optional(),
    longitude: numberField("longitude").optional(),
    postalCode: z.string().optional(),
  }),
  z.object({
    intent: z.literal("currency"),
    returnTo: ReturnToSchema,
    currency: z.string({ error: "currency is required" }).max(8, "currency must be a currency code or 'none'"),
  }),
]);

export type PreferenceForm =
  | { intent: "date"; returnTo: string; pbD: string }
  | { intent: "location"; returnTo: string; location: UserLocation | null }
  | { intent: "currency"; returnTo: string; currency: string };

/**
 * The posted preference, or the reason it is refused (unreadable, a field out of its rules); a body
 * over the form cap is a 413 (readPageForm).
 */
export async function readPreferenceForm(request: Request): Promise<{ ok: true; form: PreferenceForm } | { ok: false; message: string }> {
  const data = await readPageForm(request);
  if (!data) return { ok: false, message: "The preference form could not be read." };
  const raw: Record<string, string> = {};
  for (const [key, value] of data.entries()) {
    if (typeof value !== "string") return { ok: false, message: `${key} must be text` };
    if (key in raw) return { ok: false, message: `${key} may be given once` };
    raw[key] = value;
  }
  const parsed = PreferenceFormSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "The preference form is not valid." };
  const form = parsed.data;
  if (form.intent !== "location") return { ok: true, form };
  if (form.geoNameId === null) return { ok: true, form: { intent: "location", returnTo: form.returnTo, location: null } };
  const location = UserLocationSchema.safeParse({
    geoNameId: form.geoNameId,
    name: form.name,
    latitude: form.latitude,
    longitude: form.longitude,
    ...(form.postalCode ? { postalCode: form.postalCode } : {}),
  });
  if (!location.success) {
    const issue = location.error.issues[0];
    return { ok: false, message: issue ? `${issue.path.join(".")} ${issue.message}` : "The location is not valid." };
  }
  return { ok: true, form: { intent: "location", returnTo: form.returnTo, location: location.data } };
}
