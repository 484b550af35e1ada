// Server only: the device cookie (ADR 012 "Limits on attempts"). A successful sign-in or sign-up
// gives the browser a random device id in a signed cookie; the account remembers a digest of it
// (sign_in_devices), and attempts from that device then count against a failure budget of their
// own, so an attacker's failures elsewhere never lock the owner out of a device they use.
//
// sf_device: signed with COOKIE_SECRET (rotation as the preference cookies), HttpOnly, Secure,
// SameSite=Strict (only this site's own sign-in form needs it), Path=/, one year. It carries
// nothing about the fan: 128 random bits. A missing, tampered or malformed cookie reads as none.
import { createCookie, type Cookie } from "@remix-run/cloudflare";
import { z } from "zod";
import { bytesToHex } from "../domain/hex";

export const DEVICE_COOKIE = "sf_device";
/** Seconds the browser keeps the device cookie (renewed at each sign-in). */
export const DEVICE_COOKIE_MAX_AGE = 365 * 86_400;

const DeviceCookieSchema = z.object({ v: z.literal(1), id: z.string().regex(/^[0-9a-f]{32}$/) });

function deviceCookie(secrets: readonly string[]): Cookie {
  return createCookie(DEVICE_COOKIE, { httpOnly: true, secure: true, sameSite: "strict", path: "/", maxAge: DEVICE_COOKIE_MAX_AGE, secrets: [...secrets] });
}

/** A new device id: 128 random bits, hex. */
export function newDeviceId(): string {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(16)));
}

/** The device id of the request's signed device cookie, or null. Never throws. */
export async function readDeviceId(cookieHeader: string | null, secrets: readonly string[]): Promise<string | null> {
  if (!cookieHeader || secrets.length === 0 || !secrets[0]) return null;
  const value = await deviceCookie(secrets).parse(cookieHeader).catch(() => null);
  const parsed = DeviceCookieSchema.safeParse(value);
  return parsed.success ? parsed.data.id : null;
}

/** The Set-Cookie header that keeps `deviceId` for another year. */
export async function deviceSetCookie(secrets: readonly string[], deviceId: string): Promise<string> {
  return deviceCookie(secrets).serialize({ v: 1, id: deviceId } satisfies z.infer<typeof DeviceCookieSchema>);
}
