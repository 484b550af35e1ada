import { Hono, type Context, type MiddlewareHandler } from "hono";
import { describe, expect, it } from "vitest";
import type { ParsedAddress } from "../../app/domain/address";
import { SIGN_OUT_COOKIES } from "../../app/domain/sign-in-state";
import type { SessionInfo } from "../../app/lib/session";
import type { AppEnv, Bindings } from "../env";
import { errorHandler } from "./error-handler";
import { guestSignOut, session } from "./session";

const SESSION_ID = "0123456789abcdef0123456789abcdef";

/** A D1 that fails every statement, and remembers what it was asked. */
function failingDb() {
  const asked: string[] = [];
  const db = {
    prepare(sql: string) {
      asked.push(sql.trim().split(/\s+/, 1)[0]!);
      const fail = async () => {
        throw new Error("D1 is down");
      };
      return { bind: () => ({ first: fail, run: fail, all: fail }) };
    },
  } as unknown as D1Database;
  return { db, asked };
}

/** A Hono app with a log that keeps its events, ahead of `middlewares` and a handler that shows c.var. */
function appWith(...middlewares: MiddlewareHandler<AppEnv>[]) {
  const events: Array<Record<string, unknown>> = [];
  const app = new Hono<AppEnv>()
    .use("*", async (c, next) => {
      c.set("log", (level, event, fields) => void events.push({ level, event, ...fields }));
      // What d1-sessions.ts sets ahead of these middlewares: the binding itself here.
      c.set("accountDb", Object.assign(Object.create(c.env.DB) as D1Database, { getBookmark: () => null }));
      await next();
    })
    .use("*", ...middlewares)
    .all("*", (c) => {
      if (c.req.query("fail") !== undefined) throw new Error("the page failed");
      return c.json({ session: c.var.session?.id ?? null, unreadable: c.var.sessionUnreadable ?? null, guestSignedOut: c.var.guestSignedOut ?? null });
    })
    .onError(errorHandler);
  return { app, events };
}

describe("session", () => {
  it("without a session cookie: signed out, and D1 is not asked", async () => {
    const { db, asked } = failingDb();
    const { app } = appWith(session);
    const res = await app.request("https://www.stagefront.example/", {}, { DB: db } as Bindings);
    expect(await res.json()).toEqual({ session: null, unreadable: false, guestSignedOut: null });
    expect(asked).toEqual([]);
  });

  it("reads the cookie of the request's transport: __Host- over HTTPS", async () => {
    const { db, asked } = failingDb();
    const { app } = appWith(session);
    await app.request("https://www.stagefront.example/", { headers: { cookie: `sf_session=${SESSION_ID}` } }, { DB: db } as Bindings);
    expect(asked).toEqual([]);
    await app.request("https://www.stagefront.example/", { headers: { cookie: `__Host-sf_session=${SESSION_ID}` } }, { DB: db } as Bindings);
    expect(asked).toEqual(["SELECT"]);
  });

  it("D1 failing: signed out and unreadable, logged, the cookies left alone", async () => {
    const { db } = failingDb();
    const { app, events } = appWith(session);
    const res = await app.request("http://localhost/", { headers: { cookie: `sf_session=${SESSION_ID}` } }, { DB: db } as Bindings);
    expect(await res.json()).toEqual({ session: null, unreadable: true, guestSignedOut: null });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(events).toEqual([{ level: "error", event: "session.read_failed", message: "D1 is down", treatedAs: "signed out" }]);
  });
});

describe("guestSignOut (spec §2.2)", () => {
  const guest = { id: SESSION_ID, loginType: "guest", userId: null } as SessionInfo;
  const account = { id: SESSION_ID, loginType: "password", userId: 7 } as SessionInfo;

  /** guestSignOut after a stand-in for `session` and `store`: this session, at this address. */
  function signOutApp(current: SessionInfo) {
    const { db, asked } = failingDb();
    const { app, events } = appWith(async (c: Context<AppEnv>, next) => {
      c.set("session", current);
      c.set("sessionUnreadable", false);
      c.set("address", { pathname: new URL(c.req.url).pathname } as ParsedAddress);
      await next();
    }, guestSignOut);
    const request = (path: string, init: RequestInit = {}) => app.request(`http://localhost${path}`, init, { DB: db } as Bindings);
    return { request, events, asked };
  }

  it("a guest on a page that is not a guest page: ended, signed out, every sign-out cookie cleared", async () => {
    const { request, events, asked } = signOutApp(guest);
    const res = await request("/find/s/");
    expect(await res.json()).toEqual({ session: null, unreadable: false, guestSignedOut: true });
    const names = res.headers.getSetCookie().map((line) => line.split("=", 1)[0]);
    expect(names.sort()).toEqual([...SIGN_OUT_COOKIES].sort());
    expect(asked).toEqual(["DELETE"]);
    // D1 failed to end it: logged; the cookies go all the same.
    expect(events.map((e) => e.event)).toEqual(["session.end_failed", "session.guest_signed_out"]);
  });

  it.each([
    ["a guest page", guest, "/my/guest/orderlookup/", "GET"],
    ["a form post", guest, "/find/s/", "POST"],
    ["an account session", account, "/find/s/", "GET"],
  ])("keeps the session on %s", async (_case, current, path, method) => {
    const { request, asked } = signOutApp(current);
    const res = await request(path, { method });
    expect(await res.json()).toEqual({ session: SESSION_ID, unreadable: false, guestSignedOut: false });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(asked).toEqual([]);
  });

  it("leaves onError's answer as it is (no cookies on a failed page)", async () => {
    const { request } = signOutApp(guest);
    const res = await request("/find/s/?fail");
    expect(res.status).toBe(503);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
