// Accounts and sessions: sign up and sign in at /login/signup/, the session cookie and
// the readable sign-in state, rotation, sign-out clearing every cookie of spec §4, forged and
// expired sessions, CSRF, rate limits, guest sessions off guest pages, and the redirect parameter
// only ever landing on this site (fast-check). The bundled worker in workerd, D1 in memory.
import { createHash } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_MAX_LENGTH } from "../../app/domain/account-fields";
import { SIGN_IN_STATE_COOKIES, SIGN_OUT_COOKIES } from "../../app/domain/sign-in-state";
import { answerOf, cookieHeaderFrom, setCookieAttributes, setCookiePair } from "../support/set-cookie";
import { startWorker, type WorkerHandle } from "../support/worker";

const ORIGIN = "http://127.0.0.1:8787";
let worker: WorkerHandle;
let db: D1Database;

beforeAll(async () => {
  worker = await startWorker();
  db = await worker.db();
});
afterAll(async () => {
  await worker?.dispose();
});

const answer = answerOf;

let ip = 0;
/** Each call from its own IP unless given: the per-IP limits stay out of the way. */
async function postForm(path: string, fields: Record<string, string>, options: { cookie?: string; host?: string; ip?: string; origin?: string } = {}) {
  const headers: Record<string, string> = {
    origin: options.origin ?? (options.host ? `https://${options.host}` : ORIGIN),
    "content-type": "application/x-www-form-urlencoded",
    "cf-connecting-ip": options.ip ?? `10.0.${Math.floor(++ip / 250)}.${ip % 250}`,
  };
  if (options.cookie) headers.cookie = options.cookie;
  // A browser's Host matches its Origin (Remix compares them for document actions).
  return answer(await worker.fetch(path, { method: "POST", body: new URLSearchParams(fields).toString(), headers, host: options.host ?? "127.0.0.1:8787" }));
}

let serial = 0;
const newEmail = () => `fan${Date.now()}-${++serial}@example.com`;
const PASSWORD = "correct horse battery";

const pairOf = setCookiePair;
const nameOf = (line: string) => pairOf(line).slice(0, pairOf(line).indexOf("="));
const valueOf = (line: string) => decodeURIComponent(pairOf(line).slice(pairOf(line).indexOf("=") + 1));
const attrs = setCookieAttributes;
const cookieHeader = cookieHeaderFrom;

async function signUp(email = newEmail(), redirect = "/my/orders/") {
  const res = await postForm("/login/signup/", { intent: "signup", name: "Ada Lovelace", email, password: PASSWORD, redirect });
  return { res, email, cookie: cookieHeader(res.cookies) };
}

/** Signed in when the sign-in page sends the visitor on instead of showing the forms. */
async function isSignedIn(cookie: string): Promise<boolean> {
  const res = await worker.fetch("/login/signup/", { headers: { cookie } });
  return res.status === 302;
}

describe("sign up and sign in", () => {
  it("the page offers both forms and keeps a same-site redirect target", async () => {
    const res = await answer(await worker.fetch("/login/signup/?redirect=%2Fmy%2Forders%2F"));
    expect(res.status).toBe(200);
    expect(res.text).toContain('<input type="hidden" name="redirect" value="/my/orders/"/>');
    expect(res.text).toContain(">Sign in</h2>");
    expect(res.text).toContain(">Create an account</h2>");
    const evil = await answer(await worker.fetch("/login/signup/?redirect=%2F%2Fevil.example%2F"));
    expect(evil.text).toContain('<input type="hidden" name="redirect" value="/"/>');
  });

  it("both forms let a fan type any password the rules accept (ADR 012: a 200-character one set in the settings still signs in)", async () => {
    const res = await answer(await worker.fetch("/login/signup/"));
    const limits = [...res.text.matchAll(/<input[^>]*type="password"[^>]*>/g)].map((m) => /maxLength="(\d+)"|maxlength="(\d+)"/.exec(m[0]));
    expect(limits.length).toBeGreaterThanOrEqual(2);
    for (const limit of limits) expect(Number(limit?.[1] ?? limit?.[2])).toBe(PASSWORD_MAX_LENGTH);
  });

  it("sign-up creates the account and a session: 303 to the redirect, the HttpOnly session cookie and the readable state", async () => {
    const { res } = await signUp();
    expect(res.status).toBe(303);
    expect(res.location).toBe("/my/orders/");
    const byName = new Map(res.cookies.map((l) => [nameOf(l), l]));
    // Plain-http localhost: no Secure, no __Host- prefix (browsers refuse both there).
    const session = byName.get("sf_session")!;
    expect(valueOf(session)).toMatch(/^[0-9a-f]{32}$/);
    expect(attrs(session)).toMatchObject({ path: "/", httponly: true, samesite: "Lax", "max-age": String(30 * 86_400) });
    expect(attrs(session).secure).toBeUndefined();
    const state = SIGN_IN_STATE_COOKIES;
    expect(valueOf(byName.get(state.authenticated)!)).toBe("1");
    expect(valueOf(byName.get(state.proxyLogin)!)).toBe("0");
    expect(valueOf(byName.get(state.loginStatus)!)).toBe("signed-in");
    expect(valueOf(byName.get(state.loginType)!)).toBe("password");
    expect(valueOf(byName.get(state.userId)!)).toMatch(/^\d+$/);
    expect(valueOf(byName.get(state.contactId)!)).toMatch(/^[0-9a-f]{24}$/);
    expect(valueOf(byName.get(state.csrfToken)!)).toMatch(/^[0-9a-f]{48}$/);
    // The readable "session id" is a reference, never the credential itself.
    expect(valueOf(byName.get(state.sessionId)!)).not.toBe(valueOf(session));
    for (const name of Object.values(state)) expect(attrs(byName.get(name)!).httponly, name).toBeUndefined();
    // The server keeps a hash of the id, not the id.
    const stored = await db.prepare("SELECT id_hash FROM sessions").all<{ id_hash: string }>();
    expect(stored.results.map((r) => r.id_hash)).not.toContain(valueOf(session));
  });

  it("over HTTPS (any non-local host) the session cookie is __Host- prefixed and Secure, the state Secure", async () => {
    const res = await postForm("/login/signup/", { intent: "signup", name: "Grace", email: newEmail(), password: PASSWORD }, { host: "tickets.example" });
    expect(res.status).toBe(303);
    const session = res.cookies.find((l) => nameOf(l) === "__Host-sf_session")!;
    expect(attrs(session)).toMatchObject({ path: "/", httponly: true, secure: true, samesite: "Lax" });
    expect(attrs(session).domain).toBeUndefined();
    for (const line of res.cookies) expect(attrs(line).secure, nameOf(line)).toBe(true);
  });

  it("emails are unique however they are typed; passwords are stored as PBKDF2-SHA-256 with a per-user salt", async () => {
    const email = newEmail();
    await signUp(email);
    const again = await postForm("/login/signup/", { intent: "signup", name: "Ada", email: `  ${email.toUpperCase()} `, password: PASSWORD });
    expect(again.status).toBe(409);
    expect(again.text).toContain("An account with this email already exists");
    const twin = await signUp();
    const rows = await db
      .prepare("SELECT email_norm, password_hash, password_salt, password_iterations FROM users WHERE email_norm IN (?1, ?2)")
      .bind(email, twin.email)
      .all<{ password_hash: string; password_salt: string; password_iterations: number }>();
    expect(rows.results).toHaveLength(2);
    const [a, b] = rows.results as [(typeof rows.results)[0], (typeof rows.results)[0]];
    expect(a.password_iterations).toBe(100_000);
    expect(a.password_salt).not.toBe(b.password_salt);
    // Same password, different salts: different hashes, and neither is the password.
    expect(a.password_hash).not.toBe(b.password_hash);
    expect(a.password_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    [{ intent: "signup", name: "", email: "a@example.com", password: PASSWORD }, "Enter your name."],
    [{ intent: "signup", name: "Ada", email: "not-an-email", password: PASSWORD }, "Enter an email address like name@example.com."],
    [{ intent: "signup", name: "Ada", email: "a@example.com", password: "short" }, "Use at least 10 characters."],
    [{ intent: "signin", email: "a@example.com", password: "" }, "Enter your password."],
  ])("refuses %j with 400 and the field's message, creating nothing", async (fields, message) => {
    const res = await postForm("/login/signup/", fields);
    expect(res.status).toBe(400);
    expect(res.text).toContain(message);
    expect(res.cookies).toEqual([]);
  });

  it("sign-in answers the same words for an unknown email and a wrong password", async () => {
    const { email } = await signUp();
    const wrongPassword = await postForm("/login/signup/", { intent: "signin", email, password: "not the password" });
    const unknownEmail = await postForm("/login/signup/", { intent: "signin", email: newEmail(), password: PASSWORD });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const message = (t: string) => /<div class="sign-in__summary"[\s\S]*?<\/div>/.exec(t)?.[0];
    expect(message(wrongPassword.text)).toContain("The email or password is not right.");
    expect(message(wrongPassword.text)).toBe(message(unknownEmail.text));
    expect(wrongPassword.cookies).toEqual([]);
  });

  it("sign-in rotates the session: a new id, and the old one no longer works", async () => {
    const { email, cookie: first } = await signUp();
    expect(await isSignedIn(first)).toBe(true);
    const again = await postForm("/login/signup/", { intent: "signin", email: email.toUpperCase(), password: PASSWORD, redirect: "/" }, { cookie: first });
    expect(again.status).toBe(303);
    const second = cookieHeader(again.cookies);
    expect(second).not.toBe(first);
    expect(await isSignedIn(second)).toBe(true);
    expect(await isSignedIn(first)).toBe(false);
  });
});

describe("sessions that must not work", () => {
  it("a forged, malformed or expired session id reads as signed out", async () => {
    expect(await isSignedIn(`sf_session=${"ab".repeat(16)}`)).toBe(false);
    expect(await isSignedIn("sf_session=../../etc; sf_auth=1; sf_login_type=password")).toBe(false);
    const { cookie } = await signUp();
    expect(await isSignedIn(cookie)).toBe(true);
    // Idle longer than 7 days.
    await db.prepare("UPDATE sessions SET last_seen_at = ?1").bind(Date.now() - 8 * 86_400_000).run();
    expect(await isSignedIn(cookie)).toBe(false);
    const fresh = await signUp();
    // Past the absolute end, however recent the activity.
    await db.prepare("UPDATE sessions SET expires_at = ?1").bind(Date.now() - 1).run();
    expect(await isSignedIn(fresh.cookie)).toBe(false);
  });

  it("the readable state cookies alone sign no one in", async () => {
    const { res } = await signUp();
    const readableOnly = res.cookies.filter((l) => nameOf(l) !== "sf_session").map(pairOf).join("; ");
    expect(await isSignedIn(readableOnly)).toBe(false);
  });
});

describe("sign-out (spec §4)", () => {
  it.each([
    ["GET", "/bfx-content/api/iam/logout", "POST"],
    ["PUT", "/bfx-content/api/iam/logout", "POST"],
    ["POST", "/bfx-content/api/health", "GET, HEAD"],
    ["DELETE", "/bfx-content/api/search/suggest/v3?term=rock", "GET, HEAD"],
    ["POST", "/bfx-content/api/cms/content-content/homepage/site-nav/menu.json", "GET, HEAD"],
  ])("%s %s answers 405 with Allow: %s and the JSON error envelope", async (method, path, allow) => {
    const res = await worker.fetch(path, { method, headers: { origin: ORIGIN, "sec-fetch-site": "same-origin" } });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe(allow);
    const body = (await res.json()) as { error: { code: string; message: string; requestId: string } };
    expect(body.error.code).toBe("METHOD_NOT_ALLOWED");
    expect(body.error.requestId).toBeTruthy();
  });

  it("an API path that does not exist is still 404, whatever the method", async () => {
    for (const method of ["GET", "POST"]) {
      const res = await worker.fetch("/bfx-content/api/iam/nothing-here", { method, headers: { origin: ORIGIN } });
      expect(res.status).toBe(404);
      expect(res.headers.get("allow")).toBeNull();
    }
  });

  async function signOut(cookie: string, headers: Record<string, string> = {}) {
    return answer(await worker.fetch("/bfx-content/api/iam/logout", { method: "POST", headers: { origin: ORIGIN, cookie, ...headers } }));
  }
  const csrfOf = (cookie: string) => /sf_csrf=([0-9a-f]+)/.exec(cookie)![1]!;

  it("ends the server session and clears every cookie the spec lists", async () => {
    const { cookie } = await signUp();
    const res = await signOut(cookie, { "x-csrf-token": csrfOf(cookie) });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ signedOut: true });
    const cleared = new Map(res.cookies.map((l) => [nameOf(l), l]));
    // Authentication flag, proxy login, session id, contact id, login status, CSRF token, login
    // type, user id, the session cookie, tracking user id and tracking reference.
    expect([...cleared.keys()].sort()).toEqual([...SIGN_OUT_COOKIES].sort());
    expect(SIGN_OUT_COOKIES).toHaveLength(12);
    for (const [name, line] of cleared) {
      expect(valueOf(line), name).toBe("");
      expect(attrs(line)["max-age"], name).toBe("0");
      expect(attrs(line).path, name).toBe("/");
    }
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it("refuses without this session's CSRF token (403 JSON envelope), and from another site", async () => {
    const { cookie } = await signUp();
    const refused: Array<Record<string, string>> = [{}, { "x-csrf-token": "0".repeat(48) }, { "x-csrf-token": csrfOf(cookie), origin: "https://evil.example" }];
    for (const headers of refused) {
      const res = await signOut(cookie, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(res.text).error.code).toBe("FORBIDDEN");
      expect(res.cookies).toEqual([]);
    }
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it("a form post (no JavaScript) with the csrf field answers 303: to / from the account area, else back", async () => {
    const { cookie } = await signUp();
    const fromMy = await postForm("/bfx-content/api/iam/logout", { csrf: csrfOf(cookie), returnTo: "/my/orders/" }, { cookie });
    expect(fromMy.status).toBe(303);
    expect(fromMy.location).toBe("/");
    const other = await signUp();
    const fromSearch = await postForm("/bfx-content/api/iam/logout", { csrf: csrfOf(other.cookie), returnTo: "/find/s/?q=rock" }, { cookie: other.cookie });
    expect(fromSearch.location).toBe("/find/s/?q=rock");
    expect(await isSignedIn(other.cookie)).toBe(false);
  });
});

describe("abuse", () => {
  it("an attacker's 60 failures from other addresses do not stop the owner's correct sign-in from a known device", async () => {
    const { res, email } = await signUp();
    // Sign-up gave this browser its device cookie; the owner keeps it, signed out.
    const device = res.cookies.find((l) => nameOf(l) === "sf_device")!;
    const deviceCookie = pairOf(device);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      statuses.push((await postForm("/login/signup/", { intent: "signin", email, password: "wrong password" }, { host: "tickets.example", ip: `198.51.100.${i + 1}` })).status);
    }
    // The attacker met the delays (429), not 60 password checks.
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(40);
    const owner = await postForm("/login/signup/", { intent: "signin", email, password: PASSWORD }, { cookie: deviceCookie, host: "tickets.example", ip: "203.0.113.50" });
    expect(owner.status).toBe(303);
    // Had the attacker gone on to 100 failures in a row (hours of delays: the unit tests move the
    // clock), browsers the account has never seen wait a day; the owner's still signs in.
    const key = `account:${createHash("sha256").update(`signin:${email.toLowerCase()}`).digest("hex")}`;
    await db.prepare("UPDATE sign_in_throttle SET failures = 100, last_failure_at = ?2 WHERE key = ?1").bind(key, Math.floor(Date.now() / 1000)).run();
    const stranger = await postForm("/login/signup/", { intent: "signin", email, password: PASSWORD }, { host: "tickets.example", ip: "203.0.113.51" });
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get("retry-after"))).toBeGreaterThan(900);
    expect(stranger.text).toContain("Too many attempts");
    expect(stranger.cookies).toEqual([]);
    // A device cookie with a signature that is not ours is no known device.
    const value = valueOf(device);
    const forged = `sf_device=${encodeURIComponent(`${value.slice(0, value.lastIndexOf("."))}.AAAA`)}`;
    expect((await postForm("/login/signup/", { intent: "signin", email, password: PASSWORD }, { cookie: forged, host: "tickets.example" })).status).toBe(429);
    expect((await postForm("/login/signup/", { intent: "signin", email, password: PASSWORD }, { cookie: deviceCookie, host: "tickets.example" })).status).toBe(303);
  });

  it("successful sign-ins never count: 15 in a row from one account, known device or not, all sign in", async () => {
    const { email } = await signUp();
    for (let i = 0; i < 15; i++) {
      expect((await postForm("/login/signup/", { intent: "signin", email, password: PASSWORD }, { ip: "192.0.2.90" })).status).toBe(303);
    }
  });

  it("the device cookie: signed, HttpOnly, Secure, SameSite=Strict, a year, nothing about the fan", async () => {
    const { res, email } = await signUp();
    const device = res.cookies.find((l) => nameOf(l) === "sf_device");
    expect(device).toBeDefined();
    expect(attrs(device!)).toMatchObject({ path: "/", httponly: true, secure: true, samesite: "Strict", "max-age": String(365 * 86_400) });
    const value = valueOf(device!);
    expect(value).not.toContain(email);
    expect(atob(value.slice(0, value.lastIndexOf(".")))).toMatch(/^{"v":1,"id":"[0-9a-f]{32}"}$/);
    // A sign-in renews it, with the same id.
    const again = await postForm("/login/signup/", { intent: "signin", email, password: PASSWORD }, { cookie: pairOf(device!) });
    expect(valueOf(again.cookies.find((l) => nameOf(l) === "sf_device")!)).toBe(value);
  });

  it("failures are limited per client address on a host Cloudflare serves: the 21st from one address in 10 minutes answers 429", async () => {
    const from = "192.0.2.77";
    for (let i = 0; i < 20; i++) {
      expect((await postForm("/login/signup/", { intent: "signin", email: newEmail(), password: "x" }, { ip: from, host: "tickets.example" })).status).toBe(401);
    }
    expect((await postForm("/login/signup/", { intent: "signin", email: newEmail(), password: "x" }, { ip: from, host: "tickets.example" })).status).toBe(429);
    // Another address is another count.
    expect((await postForm("/login/signup/", { intent: "signin", email: newEmail(), password: "x" }, { ip: "192.0.2.78", host: "tickets.example" })).status).toBe(401);
  });

  it("CF-Connecting-IP is not trusted on a local development host, and a missing or bogus one is no shared bucket", async () => {
    // Locally the header is whatever the sender wrote: it neither puts the sender in someone
    // else's count nor, missing, everyone in one count.
    for (const ip of ["192.0.2.99", "unknown", ""]) {
      for (let i = 0; i < 21; i++) {
        expect((await postForm("/login/signup/", { intent: "signin", email: newEmail(), password: "x" }, { ip })).status).toBe(401);
      }
    }
    for (let i = 0; i < 21; i++) {
      expect((await postForm("/login/signup/", { intent: "signin", email: newEmail(), password: "x" }, { ip: "unknown", host: "tickets.example" })).status).toBe(401);
    }
  });

  it("a cross-site sign-in post is refused (login CSRF)", async () => {
    const res = await postForm("/login/signup/", { intent: "signup", name: "X", email: newEmail(), password: PASSWORD }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.cookies).toEqual([]);
  });
});

describe("guest sessions (spec §2.2)", () => {
  it("live on guest pages only: elsewhere the guest is signed out and the cookies cleared", async () => {
    const id = "cd".repeat(16);
    const hash = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(id)))].map((b) => b.toString(16).padStart(2, "0")).join("");
    const now = Date.now();
    await db
      .prepare(
        `INSERT INTO sessions (id_hash, user_id, guest_order_id, guest_email, guest_name, login_type, csrf_token, created_at, last_seen_at, expires_at)
         VALUES (?1, NULL, 42, 'guest@example.com', 'Guest', 'guest', ?2, ?3, ?3, ?4)`,
      )
      .bind(hash, "e".repeat(48), now, now + 86_400_000)
      .run();
    const cookie = `sf_session=${id}`;
    const onHome = await answer(await worker.fetch("/", { headers: { cookie } }));
    expect(onHome.cookies.map(nameOf).sort()).toEqual([...SIGN_OUT_COOKIES].sort());
    const left = await db.prepare("SELECT COUNT(*) AS n FROM sessions WHERE id_hash = ?1").bind(hash).first<{ n: number }>();
    expect(left?.n).toBe(0);
    expect(worker.logs.join("")).toContain("not a guest page");
  });
});

describe("the redirect parameter (property: only same-site paths, ever)", () => {
  it("for any generated value, the signed-in visitor is sent to a path on this site", async () => {
    const { cookie } = await signUp();
    const hostile = fc.constantFrom(
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "%2F%2Fevil.example",
      "%252F%252Fevil.example",
      "/%09/evil.example",
      "\\\\evil.example",
      "http:evil.example",
      "/my/orders/",
      "/find/s/?q=a&b=c#top",
    );
    const piece = fc.oneof(hostile, fc.string({ maxLength: 12 }), fc.webPath(), fc.webUrl());
    const candidate = fc.array(piece, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(""));
    await fc.assert(
      fc.asyncProperty(candidate, async (redirect) => {
        const res = await worker.fetch(`/login/signup/?redirect=${encodeURIComponent(redirect)}`, { headers: { cookie } });
        expect(res.status).toBe(302);
        const location = res.headers.get("location")!;
        // A same-site path: one leading slash, no scheme, no host, no backslash trick.
        expect(location).toMatch(/^\/(?![/\\])/);
        const resolved = new URL(location, "https://www.stagefront.example/");
        expect(resolved.origin).toBe("https://www.stagefront.example");
      }),
      { numRuns: 300 },
    );
  });
});
