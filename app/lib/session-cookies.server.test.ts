import { describe, expect, it } from "vitest";
import { SIGN_OUT_COOKIES } from "../domain/sign-in-state";
import type { SessionInfo } from "./session";
import { readSessionCookie, sessionSetCookies, signOutSetCookies } from "./session-cookies.server";

const SESSION = { id: "0123456789abcdef0123456789abcdef", contactId: "c-1", csrfToken: "deadbeef", loginType: "password", userId: 7 } as SessionInfo;

/** A Set-Cookie line as name, value and its attributes (lower-cased names, any order). */
function parts(line: string) {
  const [pair, ...attrs] = line.split("; ");
  const eq = pair!.indexOf("=");
  return { name: pair!.slice(0, eq), value: pair!.slice(eq + 1), attrs: new Set(attrs.map((a) => a.toLowerCase())) };
}

describe("sessionSetCookies", () => {
  it("over HTTPS: the __Host- session cookie (HttpOnly, Secure, Path=/, no Domain), then the readable state, Secure", async () => {
    const lines = (await sessionSetCookies(SESSION, true)).map(parts);
    expect(lines.map((l) => l.name)).toEqual(["__Host-sf_session", "sf_auth", "sf_proxy_login", "sf_sid", "sf_contact_id", "sf_login_status", "sf_csrf", "sf_login_type", "sf_user_id"]);
    expect(lines.map((l) => l.value)).toEqual([SESSION.id, "1", "0", expect.stringMatching(/^[0-9a-f]{16}$/), "c-1", "signed-in", "deadbeef", "password", "7"]);
    expect(lines[0]!.attrs).toEqual(new Set(["max-age=2592000", "path=/", "samesite=lax", "httponly", "secure"]));
    for (const l of lines.slice(1)) expect(l.attrs, l.name).toEqual(new Set(["max-age=2592000", "path=/", "samesite=lax", "secure"]));
  });

  it("on plain-http localhost: sf_session, nothing Secure", async () => {
    const lines = (await sessionSetCookies(SESSION, false)).map(parts);
    expect(lines[0]).toMatchObject({ name: "sf_session", attrs: new Set(["max-age=2592000", "path=/", "samesite=lax", "httponly"]) });
    for (const l of lines) expect(l.attrs.has("secure"), l.name).toBe(false);
  });
});

describe("signOutSetCookies", () => {
  it.each([true, false])("secure %s: clears every cookie of spec §4 (Max-Age=0 and an Expires in 1970); the __Host- one always Secure", (secure) => {
    const lines = signOutSetCookies(secure).map(parts);
    expect(lines.map((l) => l.name)).toEqual([...SIGN_OUT_COOKIES]);
    for (const l of lines) {
      expect(l.value).toBe("");
      expect(l.attrs).toContain("max-age=0");
      expect(l.attrs).toContain("expires=thu, 01 jan 1970 00:00:00 gmt");
      expect(l.attrs.has("secure"), l.name).toBe(secure || l.name === "__Host-sf_session");
      expect(l.attrs.has("httponly"), l.name).toBe(l.name.endsWith("sf_session"));
    }
  });
});

describe("readSessionCookie", () => {
  it.each([
    ["a=1; sf_session=abc; b=2", false, "abc"],
    ["a=1; sf_session=abc; b=2", true, null],
    ["__Host-sf_session=zz; sf_session=yy", true, "zz"],
    ["__Host-sf_session=zz; sf_session=yy", false, "yy"],
    ["sf_session=1; sf_session=2", false, "1"],
    ["sf_session=", false, null],
    ["xsf_session=1", false, null],
    ["garbage", false, null],
    ["", false, null],
  ])("%j (secure %s) → %s", (header, secure, expected) => {
    expect(readSessionCookie(header, secure)).toBe(expected);
  });

  it("reads what it wrote", async () => {
    for (const secure of [true, false]) {
      const [line] = await sessionSetCookies(SESSION, secure);
      expect(readSessionCookie(`x=1; ${line!.split(";", 1)[0]}`, secure)).toBe(SESSION.id);
    }
  });
});
