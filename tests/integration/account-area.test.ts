// The signed-in area /my/* and the guest order lookup (spec §2.2, §6) through the
// bundled worker and D1: guests are sent to sign in with the page in the redirect parameter; a
// signed-up fan sees every page, empty states first, then their own rows and never another fan's;
// the settings forms refuse a missing CSRF token and a wrong password and save a name; the guest
// lookup answers a wrong email and an unknown number alike and opens a guest session on a match.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, cookieHeaderFrom, type Answer } from "../support/set-cookie";
import { startWorker, type WorkerHandle } from "../support/worker";

const ORIGIN = "http://127.0.0.1:8787";
const HOST = "127.0.0.1:8787";
const PASSWORD = "correct horse battery";
const EVENT_ID = 424_242;
const EVENT_NAME = "The Integration Band";

let worker: WorkerHandle;
let db: D1Database;

beforeAll(async () => {
  worker = await startWorker();
  db = await worker.db();
  // One event of our own (the in-memory catalog is empty), for the rows to join.
  await db.batch([
    db.prepare(`INSERT INTO cities (geo_name_id, name, name_norm, country_code, latitude, longitude, time_zone) VALUES (4242, 'Testville', 'testville', 'US', 40, -89, 'America/Chicago')`),
    db.prepare(
      `INSERT INTO venues (id, name, name_norm, geo_name_id, country_code, latitude, longitude, capacity, time_zone, web_path)
       VALUES (4242, 'Test Hall', 'test hall', 4242, 'US', 40, -89, 500, 'America/Chicago', '/test-hall-tickets/venue/4242/')`,
    ),
    db.prepare(
      `INSERT INTO events (id, name, name_norm, venue_id, local_date_time, time_zone, starts_at, category_id, min_price, currency, web_path, geo_name_id, country_code, latitude, longitude)
       VALUES (?1, ?2, 'the integration band', 4242, '2030-06-01T20:00', 'America/Chicago', 1906592400000, 1, 40, 'USD', '/the-integration-band-tickets/event/424242/', 4242, 'US', 40, -89)`,
    ).bind(EVENT_ID, EVENT_NAME),
  ]);
});

afterAll(async () => {
  await worker?.dispose();
});

const answer = answerOf;

let ip = 0;
/** A form post as a browser on this site sends it (Origin and Host agree), each from its own IP. */
async function postForm(path: string, fields: Record<string, string>, cookie?: string): Promise<Answer> {
  const headers: Record<string, string> = {
    origin: ORIGIN,
    "content-type": "application/x-www-form-urlencoded",
    "cf-connecting-ip": `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
  };
  if (cookie) headers.cookie = cookie;
  return answer(await worker.fetch(path, { method: "POST", body: new URLSearchParams(fields).toString(), headers, host: HOST }));
}

async function get(path: string, cookie?: string): Promise<Answer> {
  return answer(await worker.fetch(path, { headers: cookie ? { cookie } : {}, host: HOST }));
}

const cookieHeader = cookieHeaderFrom;

let serial = 0;
interface Fan {
  email: string;
  userId: number;
  cookie: string;
}

/** Signs a new fan up through POST /login/signup/ (the accounts core's contract). */
async function signUp(name = "Ada Lovelace"): Promise<Fan> {
  const email = `area${Date.now()}-${++serial}@example.com`;
  const res = await postForm("/login/signup/", { intent: "signup", name, email, password: PASSWORD, redirect: "/my/profile/" });
  expect(res.status).toBe(303);
  const row = await db.prepare(`SELECT id FROM users WHERE email_norm = ?1`).bind(email).first<{ id: number }>();
  return { email, userId: row!.id, cookie: cookieHeader(res.cookies) };
}

/** The CSRF token the settings forms carry. */
function csrfOf(html: string): string {
  const token = /name="intent" value="name"\/><input type="hidden" name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("no CSRF field in the page");
  return token;
}

const PAGES = ["profile", "settings", "orders", "listings", "sales", "payments", "rewards", "friends", "activity"] as const;

const EMPTY: Record<Exclude<(typeof PAGES)[number], "profile" | "settings">, string> = {
  orders: "You have no orders yet.",
  listings: "You have no listings yet.",
  sales: "You have no sales yet.",
  payments: "You have no payments yet.",
  rewards: "You have no gift or promo codes yet.",
  friends: "You have no friends here yet.",
  activity: "There is no activity on your account yet.",
};

describe("guests", () => {
  it.each([...PAGES.map((p) => `/my/${p}/`), "/my/", "/my/orders/?page=2"])("%s sends a guest to sign in with the page as redirect", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(302);
    expect(res.location).toBe(`/login/signup/?redirect=${encodeURIComponent(path)}`);
  });

  it("an unknown /my/ page is 404, signed in or not", async () => {
    expect((await get("/my/tickets/")).status).toBe(404);
    const fan = await signUp();
    expect((await get("/my/tickets/", fan.cookie)).status).toBe(404);
  });
});

describe("a signed-in fan", () => {
  let fan: Fan;
  beforeAll(async () => {
    fan = await signUp("Ada Lovelace");
  });

  it("/my/ forwards to the hub", async () => {
    const res = await get("/my/", fan.cookie);
    expect(res.status).toBe(302);
    expect(res.location).toBe("/my/profile/");
  });

  it("the hub shows the name, email and initials, privately", async () => {
    const raw = await worker.fetch("/my/profile/", { headers: { cookie: fan.cookie }, host: HOST });
    expect(raw.headers.get("cache-control")).toBe("private, no-store");
    const res = await answer(raw);
    expect(res.status).toBe(200);
    expect(res.text).toContain("Hello, Ada Lovelace");
    expect(res.text).toContain(fan.email);
    expect(res.text).toMatch(/<span aria-hidden="true">AL<\/span>/);
  });

  it.each(Object.entries(EMPTY))("/my/%s/ is 200 with its empty state", async (page, text) => {
    const res = await get(`/my/${page}/`, fan.cookie);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<p>${text}</p>`);
  });
});

describe("the fan's own rows, never another's", () => {
  let mine: Fan;
  let theirs: Fan;
  beforeAll(async () => {
    mine = await signUp("Mine Fan");
    theirs = await signUp("Theirs Fan");
    const add = (fan: Fan, tag: string) => [
      db
        .prepare(
          `INSERT INTO orders (order_number, user_id, email_norm, event_id, quantity, total, currency, status, created_at)
           VALUES (?1, ?2, ?3, ?4, 2, 9950, 'USD', 'confirmed', 1000)`,
        )
        .bind(`SF-ORD-${tag}`, fan.userId, fan.email, EVENT_ID),
      db
        .prepare(`INSERT INTO listings (user_id, event_id, quantity, price, currency, status, created_at) VALUES (?1, ?2, ?3, 4500, 'USD', 'active', 1000)`)
        .bind(fan.userId, EVENT_ID, tag === "MINE" ? 3 : 7),
      db
        .prepare(`INSERT INTO sales (user_id, event_id, quantity, proceeds, currency, status, created_at) VALUES (?1, ?2, 1, ?3, 'USD', 'paid', 1000)`)
        .bind(fan.userId, EVENT_ID, tag === "MINE" ? 1234 : 5678),
      db.prepare(`INSERT INTO payments (user_id, kind, amount, currency, status, reference, created_at) VALUES (?1, 'charge', 9950, 'USD', 'completed', ?2, 1000)`).bind(fan.userId, `REF-${tag}`),
      db.prepare(`INSERT INTO reward_codes (user_id, kind, code, value, currency, created_at) VALUES (?1, 'gift', ?2, 2500, 'USD', 1000)`).bind(fan.userId, `GIFT-${tag}`),
      db.prepare(`INSERT INTO activity (user_id, kind, subject, event_id, created_at) VALUES (?1, 'order-placed', ?2, ?3, 1000)`).bind(fan.userId, `SF-ACT-${tag}`, EVENT_ID),
    ];
    await db.batch([
      ...add(mine, "MINE"),
      ...add(theirs, "THEIRS"),
      db.prepare(`INSERT INTO friends (user_id, friend_id, status, created_at) VALUES (?1, ?2, 'accepted', 1000)`).bind(theirs.userId, mine.userId),
    ]);
  });

  it.each([
    ["orders", "SF-ORD-MINE", "SF-ORD-THEIRS", true],
    ["listings", "3 tickets", "7 tickets", true],
    ["sales", "$12.34", "$56.78", true],
    ["payments", "REF-MINE", "REF-THEIRS", false],
    ["rewards", "GIFT-MINE", "GIFT-THEIRS", false],
    ["activity", "SF-ACT-MINE", "SF-ACT-THEIRS", true],
  ])("/my/%s/ shows %s and never %s", async (page, own, other, namesEvent) => {
    const res = await get(`/my/${page}/`, mine.cookie);
    expect(res.status).toBe(200);
    expect(res.text).toContain(own);
    expect(res.text).not.toContain(other);
    if (namesEvent) expect(res.text).toContain(EVENT_NAME);
    // Rendered, not only in the loader data the page carries for hydration.
    expect(res.text).not.toContain(`<p>${EMPTY[page as keyof typeof EMPTY]}</p>`);
  });

  it("an order names its event (linked), quantity, total and status", async () => {
    const res = await get("/my/orders/", mine.cookie);
    expect(res.text).toContain('href="/the-integration-band-tickets/event/424242/"');
    expect(res.text).toContain("2 tickets");
    expect(res.text).toContain("Total $99.50");
    expect(res.text).toContain("Confirmed");
  });

  it("friends are the fan's own list: theirs shows Mine Fan, mine is empty", async () => {
    expect((await get("/my/friends/", theirs.cookie)).text).toContain("Mine Fan");
    const own = await get("/my/friends/", mine.cookie);
    expect(own.text).toContain(`<p>${EMPTY.friends}</p>`);
    expect(own.text).not.toContain("Theirs Fan");
  });
});

describe("settings", () => {
  let fan: Fan;
  let csrf: string;
  beforeAll(async () => {
    fan = await signUp("Grace Hopper");
    const page = await get("/my/settings/", fan.cookie);
    expect(page.status).toBe(200);
    csrf = csrfOf(page.text);
  });

  it("every form carries the CSRF token; a post without it (or with another) is 403 and saves nothing", async () => {
    const page = await get("/my/settings/", fan.cookie);
    for (const intent of ["name", "password", "phone"]) {
      expect(page.text).toContain(`<input type="hidden" name="intent" value="${intent}"/><input type="hidden" name="csrf" value="${csrf}"/>`);
    }
    expect((await postForm("/my/settings/", { intent: "name", name: "Mallory" }, fan.cookie)).status).toBe(403);
    expect((await postForm("/my/settings/", { intent: "name", name: "Mallory", csrf: "0".repeat(csrf.length) }, fan.cookie)).status).toBe(403);
    expect((await get("/my/profile/", fan.cookie)).text).not.toContain("Mallory");
  });

  it("a guest's post goes to sign in", async () => {
    const res = await postForm("/my/settings/", { intent: "name", name: "Mallory", csrf });
    expect(res.status).toBe(303);
    expect(res.location).toBe("/login/signup/?redirect=%2Fmy%2Fsettings%2F");
  });

  it("a wrong current password is a field error linked to its field", async () => {
    const res = await postForm("/my/settings/", { intent: "password", currentPassword: "not my password", newPassword: "another good one", csrf }, fan.cookie);
    expect(res.status).toBe(400);
    expect(res.text).toContain("Your current password is not correct.");
    expect(res.text).toMatch(/id="account-password-currentPassword"[^>]*aria-invalid="true"/);
    expect(res.text).not.toContain("not my password");
  });

  it("a new name is saved, said, shown in the hub and in the activity feed", async () => {
    const res = await postForm("/my/settings/", { intent: "name", name: "Grace B. Hopper", csrf }, fan.cookie);
    expect(res.status).toBe(303);
    expect(res.location).toBe("/my/settings/?saved=name");
    expect((await get(res.location!, fan.cookie)).text).toContain("Your name was saved.");
    expect((await get("/my/profile/", fan.cookie)).text).toContain("Hello, Grace B. Hopper");
    expect((await get("/my/activity/", fan.cookie)).text).toContain("You updated your profile");
  });

  it("an empty name and an invalid phone are refused with their messages", async () => {
    const name = await postForm("/my/settings/", { intent: "name", name: "   ", csrf }, fan.cookie);
    expect(name.status).toBe(400);
    expect(name.text).toContain("Enter your name.");
    const phone = await postForm("/my/settings/", { intent: "phone", phone: "12", phoneCountry: "US", csrf }, fan.cookie);
    expect(phone.status).toBe(400);
    expect(phone.text).toContain("Enter a valid phone number for the selected country.");
  });

  it("a valid phone is saved and shown in international form", async () => {
    const res = await postForm("/my/settings/", { intent: "phone", phone: "(213) 373-4253", phoneCountry: "US", csrf }, fan.cookie);
    expect(res.status).toBe(303);
    expect((await get("/my/profile/", fan.cookie)).text).toContain("+1 213 373 4253");
  });
});

describe("guest order lookup", () => {
  const GUEST_EMAIL = "guest.buyer@example.com";
  beforeAll(async () => {
    await db
      .prepare(
        `INSERT INTO orders (order_number, user_id, email_norm, buyer_name, event_id, quantity, total, currency, status, created_at)
         VALUES ('SF-GUEST1', NULL, ?1, 'Gus Guest', ?2, 3, 15000, 'USD', 'delivered', 1000)`,
      )
      .bind(GUEST_EMAIL, EVENT_ID)
      .run();
  });

  it("is open to guests: a form with order number and email", async () => {
    const res = await get("/my/guest/orderlookup/");
    expect(res.status).toBe(200);
    expect(res.text).toContain('name="orderNumber"');
    expect(res.text).toContain('name="email"');
  });

  it("a wrong email and an unknown number give the same message, and no session", async () => {
    const wrongEmail = await postForm("/my/guest/orderlookup/", { intent: "lookup", orderNumber: "SF-GUEST1", email: "someone.else@example.com" });
    const unknown = await postForm("/my/guest/orderlookup/", { intent: "lookup", orderNumber: "SF-NOSUCH", email: GUEST_EMAIL });
    for (const res of [wrongEmail, unknown]) {
      expect(res.status).toBe(200);
      expect(res.text).toContain("We could not find an order with those details.");
      expect(res.cookies).toEqual([]);
      expect(res.text).not.toContain(EVENT_NAME);
    }
  });

  it("a match opens a guest session that shows the order's event, date, quantity and status", async () => {
    const res = await postForm("/my/guest/orderlookup/", { intent: "lookup", orderNumber: "sf-guest1", email: " Guest.Buyer@Example.com " });
    expect(res.status).toBe(303);
    expect(res.location).toBe("/my/guest/orderlookup/");
    const cookie = cookieHeader(res.cookies);
    expect(cookie).toMatch(/sf_session=/);
    const page = await get("/my/guest/orderlookup/", cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Your order SF-GUEST1");
    expect(page.text).toContain(EVENT_NAME);
    expect(page.text).toContain("3 tickets");
    expect(page.text).toContain("Tickets delivered");
    expect(page.text).toContain('dateTime="2030-06-02T01:00:00.000Z"');
    // A guest session is not an account.
    const orders = await get("/my/orders/", cookie);
    expect(orders.status).toBe(302);
    expect(orders.location).toMatch(/^\/login\/signup\/\?redirect=/);
  });

  it("a malformed order number or email is a field error, not a lookup", async () => {
    const res = await postForm("/my/guest/orderlookup/", { intent: "lookup", orderNumber: "SF GUEST1", email: "nope" });
    expect(res.status).toBe(400);
    expect(res.text).toContain("An order number has letters, digits and dashes only.");
    expect(res.text).toContain("Enter an email address like name@example.com.");
  });
});
