// The signed-in area's D1 reads against a real D1 (Miniflare, every migration applied): a fan
// sees their own rows only, newest first, paged with the total; the guest lookup answers alike
// for a wrong email and an unknown number.
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "../../tests/support/worker";
import { createAccountData } from "./account-data";

let mf: Miniflare;
let db: D1Database;
const EVENT_ID = 9_001;
const GONE_EVENT_ID = 9_999;
let fan: number;
let other: number;
let friend: number;

async function addUser(email: string, name: string): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO users (email, email_norm, name, password_hash, password_salt, password_iterations, contact_id, created_at)
       VALUES (?1, ?2, ?3, 'x', 'y', 1, ?4, 0) RETURNING id`,
    )
    .bind(email, email.toLowerCase(), name, `c-${email}`)
    .first<{ id: number }>();
  return row!.id;
}

beforeAll(async () => {
  mf = new Miniflare({ modules: true, script: "export default { fetch() { return new Response('') } }", d1Databases: { DB: "account-data-test" } });
  db = (await mf.getD1Database("DB")) as unknown as D1Database;
  await applyMigrations(db);
  await db.batch([
    db.prepare(`INSERT INTO cities (geo_name_id, name, name_norm, country_code, latitude, longitude, time_zone) VALUES (1, 'Springfield', 'springfield', 'US', 40, -89, 'America/Chicago')`),
    db.prepare(
      `INSERT INTO venues (id, name, name_norm, geo_name_id, country_code, latitude, longitude, capacity, time_zone, web_path)
       VALUES (1, 'Spring Arena', 'spring arena', 1, 'US', 40, -89, 1000, 'America/Chicago', '/spring-arena-tickets/venue/1/')`,
    ),
    db.prepare(
      `INSERT INTO events (id, name, name_norm, venue_id, local_date_time, time_zone, starts_at, category_id, min_price, currency, web_path, geo_name_id, country_code, latitude, longitude)
       VALUES (?1, 'The Loud Band', 'the loud band', 1, '2030-06-01T20:00', 'America/Chicago', 1906592400000, 1, 40, 'USD', '/the-loud-band-tickets/event/9001/', 1, 'US', 40, -89)`,
    ).bind(EVENT_ID),
  ]);
  fan = await addUser("fan@example.com", "Fan One");
  other = await addUser("other@example.com", "Other Fan");
  friend = await addUser("friend@example.com", "Best Friend");
  const order = (number: string, userId: number | null, email: string, createdAt: number, eventId = EVENT_ID) =>
    db
      .prepare(
        `INSERT INTO orders (order_number, user_id, email_norm, buyer_name, event_id, quantity, total, currency, status, created_at)
         VALUES (?1, ?2, ?3, 'Gus Guest', ?4, 2, 9900, 'USD', 'confirmed', ?5)`,
      )
      .bind(number, userId, email, eventId, createdAt);
  await db.batch([
    order("SF-A1", fan, "fan@example.com", 1_000),
    order("SF-A2", fan, "fan@example.com", 3_000),
    order("SF-A3", fan, "fan@example.com", 2_000, GONE_EVENT_ID),
    order("SF-B1", other, "other@example.com", 4_000),
    order("SF-G1", null, "guest@example.com", 5_000),
    db.prepare(`INSERT INTO listings (user_id, event_id, quantity, price, currency, status, created_at) VALUES (?1, ?2, 4, 5000, 'USD', 'active', 10)`).bind(other, EVENT_ID),
    db.prepare(`INSERT INTO reward_codes (user_id, kind, code, value, currency, created_at) VALUES (?1, 'gift', 'GIFT-1', 2500, 'USD', 10), (?1, 'promo', 'PROMO-1', 1000, 'USD', 20)`).bind(fan),
    db.prepare(`INSERT INTO friends (user_id, friend_id, status, created_at) VALUES (?1, ?2, 'accepted', 10)`).bind(fan, friend),
  ]);
});

afterAll(async () => {
  await mf?.dispose();
});

describe("the fan's own rows", () => {
  it("orders: only the fan's, newest first, joined with the event's name, date and venue", async () => {
    const page = await createAccountData(db).orders(fan, { offset: 0, limit: 10 });
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => r.orderNumber)).toEqual(["SF-A2", "SF-A3", "SF-A1"]);
    expect(page.rows[0]).toMatchObject({
      quantity: 2,
      total: 9900,
      currency: "USD",
      status: "confirmed",
      event: { id: EVENT_ID, name: "The Loud Band", startsAt: 1906592400000, timeZone: "America/Chicago", venueName: "Spring Arena" },
    });
    // The event left the catalog: the order stays, without an event.
    expect(page.rows[1]!.event).toBeNull();
  });

  it("pages: the total is all rows, the rows only the asked slice", async () => {
    const data = createAccountData(db);
    const second = await data.orders(fan, { offset: 1, limit: 1 });
    expect(second).toMatchObject({ total: 3, rows: [{ orderNumber: "SF-A3" }] });
    const beyond = await data.orders(fan, { offset: 10, limit: 10 });
    expect(beyond).toEqual({ total: 3, rows: [] });
  });

  it("another fan's listing never shows; an empty list is empty with a zero total", async () => {
    const data = createAccountData(db);
    expect(await data.listings(fan, { offset: 0, limit: 10 })).toEqual({ total: 0, rows: [] });
    expect((await data.listings(other, { offset: 0, limit: 10 })).rows).toHaveLength(1);
    expect(await data.sales(fan, { offset: 0, limit: 10 })).toEqual({ total: 0, rows: [] });
    expect(await data.payments(fan, { offset: 0, limit: 10 })).toEqual({ total: 0, rows: [] });
  });

  it("rewards hold gift and promo codes; friends show the friend's name only", async () => {
    const data = createAccountData(db);
    const rewards = await data.rewardCodes(fan, { offset: 0, limit: 10 });
    expect(rewards.rows.map((r) => [r.kind, r.code])).toEqual([
      ["promo", "PROMO-1"],
      ["gift", "GIFT-1"],
    ]);
    const friends = await data.friends(fan, { offset: 0, limit: 10 });
    expect(friends.rows).toEqual([{ id: expect.any(Number), name: "Best Friend", status: "accepted", createdAt: 10 }]);
    expect(JSON.stringify(friends)).not.toContain("friend@example.com");
    expect((await data.friends(friend, { offset: 0, limit: 10 })).total).toBe(0);
  });

  it("recordActivity adds a line to that fan's feed only", async () => {
    const data = createAccountData(db, () => 77);
    await data.recordActivity(fan, "profile-updated");
    expect((await data.activity(fan, { offset: 0, limit: 10 })).rows).toEqual([
      { id: expect.any(Number), kind: "profile-updated", event: null, subject: null, createdAt: 77 },
    ]);
    expect((await data.activity(other, { offset: 0, limit: 10 })).total).toBe(0);
  });

  it("a page is never larger than 100 rows, whatever the caller asks", async () => {
    const data = createAccountData(db);
    const stmt = db.prepare(`INSERT INTO activity (user_id, kind, created_at) VALUES (?1, 'friend-added', ?2)`);
    await db.batch(Array.from({ length: 120 }, (_, i) => stmt.bind(other, i)));
    const page = await data.activity(other, { offset: 0, limit: 10_000 });
    expect(page.total).toBe(120);
    expect(page.rows).toHaveLength(100);
  });
});

describe("lookupGuestOrder", () => {
  it("finds the order by number and email, however the email and number are typed", async () => {
    const data = createAccountData(db);
    const found = await data.lookupGuestOrder(" sf-g1 ", "  GUEST@Example.com ");
    expect(found).toMatchObject({ orderNumber: "SF-G1", buyerName: "Gus Guest", quantity: 2, status: "confirmed", event: { name: "The Loud Band" } });
    expect(await data.guestOrder(found!.id)).toEqual(found);
  });

  it.each([
    ["a wrong email", "SF-G1", "someone@example.com"],
    ["an unknown number", "SF-NOPE", "guest@example.com"],
    ["another order's email", "SF-G1", "fan@example.com"],
  ])("answers null for %s", async (_case, number, email) => {
    expect(await createAccountData(db).lookupGuestOrder(number, email)).toBeNull();
  });
});
