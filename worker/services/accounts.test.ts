// The limits on attempts against a real D1 (Miniflare, every migration applied) with a clock the
// test moves (issue 22 items 1 and 8; ADR 012 "Limits on attempts"): sliding windows across a
// window boundary, failures-only throttling with progressive delays, a known device's own budget,
// and the 100-failure friction.
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SIGN_IN_RULES } from "../../app/domain/rate-limits";
import type { AccountServices, SignInGate } from "../../app/lib/session";
import { applyMigrations } from "../../tests/support/worker";
import { createAccountServices } from "./accounts";

let mf: Miniflare;
let db: D1Database;
/** The services' clock, in ms; tests move it. */
let now = 0;
let accounts: AccountServices;

beforeAll(async () => {
  mf = new Miniflare({ modules: true, script: "export default { fetch() { return new Response('') } }", d1Databases: { DB: "accounts-test" } });
  db = (await mf.getD1Database("DB")) as unknown as D1Database;
  await applyMigrations(db);
  accounts = createAccountServices(db, () => now);
});
afterAll(async () => {
  await mf?.dispose();
});
beforeEach(() => {
  // A window boundary every 600 s: 1,800,000 s is one.
  now = 1_800_000_000;
});

const at = (seconds: number) => {
  now = 1_800_000_000 + seconds * 1000;
};

let serial = 0;
async function newAccount(): Promise<{ email: string; userId: number }> {
  const email = `fan${++serial}@example.com`;
  const created = await accounts.signUp({ email, password: "a sound passphrase", name: "Fan" });
  if (!created.ok) throw new Error("sign-up failed");
  return { email, userId: created.userId };
}

/** A failed sign-in from `device` (null: a device the account does not know): what the gate said. */
async function fail(email: string, device: string | null, address: string | null = null): Promise<SignInGate> {
  return accounts.beginSignIn({ email, deviceId: device, clientAddress: address }, SIGN_IN_RULES);
}

describe("sliding windows (per-address and per-user limits)", { timeout: 60_000 }, () => {
  it("a burst at the end of one window still counts at the start of the next: no more than the limit get through across the boundary", async () => {
    const key = `boundary-${++serial}`;
    let allowed = 0;
    // 10 in the last 10 seconds of the window [1,799,400, 1,800,000), then 10 more in the first 10 seconds of the next.
    for (let i = 0; i < 10; i++) {
      at(-10 + i);
      if ((await accounts.rateLimit(key, 10, 600)).allowed) allowed++;
    }
    for (let i = 0; i < 10; i++) {
      at(i);
      if ((await accounts.rateLimit(key, 10, 600)).allowed) allowed++;
    }
    expect(allowed).toBe(10);
  });

  it("the refusal says when to come back, and that time is right", async () => {
    const key = `retry-${++serial}`;
    at(-1);
    for (let i = 0; i < 10; i++) expect((await accounts.rateLimit(key, 10, 600)).allowed).toBe(true);
    at(1);
    const refused = await accounts.rateLimit(key, 10, 600);
    expect(refused.allowed).toBe(false);
    const wait = refused.allowed ? 0 : refused.retryAfterSeconds;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    at(1 + wait - 1);
    expect((await accounts.rateLimit(key, 10, 600)).allowed).toBe(false);
    at(1 + wait);
    expect((await accounts.rateLimit(key, 10, 600)).allowed).toBe(true);
  });

  it("a refused attempt is not counted: the limit is what gets through", async () => {
    const key = `refused-${++serial}`;
    at(0);
    for (let i = 0; i < 3; i++) await accounts.rateLimit(key, 3, 600);
    for (let i = 0; i < 20; i++) expect((await accounts.rateLimit(key, 3, 600)).allowed).toBe(false);
    // 1,200 s later the old window weighs nothing: three again, not fewer.
    at(1_200);
    for (let i = 0; i < 3; i++) expect((await accounts.rateLimit(key, 3, 600)).allowed).toBe(true);
  });
});

// Each test signs accounts up (PBKDF2) and makes a few hundred D1 statements: many seconds under a full suite on 2 cores.
describe("failed sign-ins per account", { timeout: 60_000 }, () => {
  it("an attacker's 60 failures from other addresses do not stop the owner on a known device", async () => {
    const { email, userId } = await newAccount();
    await accounts.rememberDevice(userId, "a".repeat(32));
    let tried = 0;
    for (let i = 0; i < 60; i++) {
      at(i * 2);
      const gate = await fail(email, null, `198.51.100.${i}`);
      if (gate.allowed) tried++;
    }
    // The attacker met delays: far fewer than 60 tries reached the password check.
    expect(tried).toBeLessThan(15);
    expect(tried).toBeGreaterThanOrEqual(SIGN_IN_RULES.account.free);
    const owner = await fail(email, "a".repeat(32), "203.0.113.9");
    expect(owner.allowed).toBe(true);
    // ...while a device the account does not know waits.
    expect((await fail(email, null, "203.0.113.9")).allowed).toBe(false);
  });

  it("successes do not count: sign-ins that turn out right never meet a limit", async () => {
    const { email, userId } = await newAccount();
    for (let i = 0; i < 30; i++) {
      const gate = await fail(email, null, "203.0.113.10");
      expect(gate.allowed).toBe(true);
      if (gate.allowed) await accounts.signInSucceeded(gate.ticket, userId, "b".repeat(32));
    }
  });

  it("delays grow after five failures in a row (progressive, no hard lock) and a success clears them", async () => {
    const { email, userId } = await newAccount();
    for (let i = 0; i < 5; i++) expect((await fail(email, null)).allowed).toBe(true);
    const waits: number[] = [];
    let t = 0;
    for (let i = 0; i < 6; i++) {
      const refused = await fail(email, null);
      expect(refused.allowed).toBe(false);
      const wait = refused.allowed ? 0 : refused.retryAfterSeconds;
      waits.push(wait);
      t += wait;
      at(t);
      const gate = await fail(email, null);
      expect(gate.allowed).toBe(true);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32]);
    const gate = await fail(email, null);
    expect(gate.allowed).toBe(false);
    at(t + 64);
    const right = await fail(email, null);
    if (!right.allowed) throw new Error("expected the attempt through");
    await accounts.signInSucceeded(right.ticket, userId, "c".repeat(32));
    expect((await fail(email, null)).allowed).toBe(true);
  });

  it("after 100 failures in a row only known devices may try, until a day passes without one", async () => {
    const { email, userId } = await newAccount();
    await accounts.rememberDevice(userId, "d".repeat(32));
    let t = 0;
    let failures = 0;
    while (failures < 100) {
      const gate = await fail(email, null);
      if (gate.allowed) failures++;
      else t += gate.retryAfterSeconds;
      at(t);
    }
    t += 3_600;
    at(t);
    const refused = await fail(email, null);
    expect(refused.allowed).toBe(false);
    // Past the longest delay: this refusal is the friction, not a delay.
    expect(refused.allowed ? 0 : refused.retryAfterSeconds).toBeGreaterThan(SIGN_IN_RULES.account.maxDelaySeconds);
    expect((await fail(email, "d".repeat(32))).allowed).toBe(true);
    at(t - 3_600 + 86_400);
    expect((await fail(email, null)).allowed).toBe(true);
  });

  it("a known device has a budget of its own: its failures neither lock others out nor are others' failures its own", async () => {
    const { email, userId } = await newAccount();
    await accounts.rememberDevice(userId, "e".repeat(32));
    for (let i = 0; i < SIGN_IN_RULES.knownDevice.free; i++) expect((await fail(email, "e".repeat(32))).allowed).toBe(true);
    expect((await fail(email, "e".repeat(32))).allowed).toBe(false);
    expect((await fail(email, null)).allowed).toBe(true);
  });

  it("a device not seen for longer than a device stays known is swept by the next success, anyone's; a recent one stays", async () => {
    const devices = async () => (await db.prepare("SELECT count(*) AS n FROM sign_in_devices WHERE user_id = ?1").bind(old.userId).first<{ n: number }>())!.n;
    const old = await newAccount();
    await accounts.rememberDevice(old.userId, "h".repeat(32));
    at(SIGN_IN_RULES.deviceTrustSeconds - 60);
    await accounts.rememberDevice(old.userId, "i".repeat(32));
    expect(await devices()).toBe(2);
    at(SIGN_IN_RULES.deviceTrustSeconds + 60);
    const other = await newAccount();
    const gate = await accounts.beginSignIn({ email: other.email, deviceId: null, clientAddress: null }, SIGN_IN_RULES);
    if (!gate.allowed) throw new Error("the gate refused a first attempt");
    await accounts.signInSucceeded(gate.ticket, other.userId, "j".repeat(32));
    expect(await devices()).toBe(1);
  });

  it("a device cookie known to another account is an unknown device here", async () => {
    const one = await newAccount();
    const two = await newAccount();
    await accounts.rememberDevice(one.userId, "f".repeat(32));
    for (let i = 0; i < SIGN_IN_RULES.account.free; i++) await fail(two.email, null);
    expect((await fail(two.email, "f".repeat(32))).allowed).toBe(false);
  });

  it("failures from one client address count across accounts (20 in 10 minutes); a success is taken off", async () => {
    const address = "192.0.2.200";
    for (let i = 0; i < 20; i++) expect((await fail(`nobody${++serial}@example.com`, null, address)).allowed).toBe(true);
    expect((await fail(`nobody${++serial}@example.com`, null, address)).allowed).toBe(false);
    expect((await fail(`nobody${++serial}@example.com`, null, "192.0.2.201")).allowed).toBe(true);
    const { email, userId } = await newAccount();
    const other = "192.0.2.202";
    for (let i = 0; i < 25; i++) {
      const gate = await fail(email, null, other);
      expect(gate.allowed).toBe(true);
      if (gate.allowed) await accounts.signInSucceeded(gate.ticket, userId, "g".repeat(32));
    }
  });
});
