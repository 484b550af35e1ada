// The signed-in area's loader and action rules with in-memory services: which /my/ addresses
// exist, who is sent to sign in, what each form accepts, and that the guest lookup never tells
// a wrong email from an unknown number. (tests/integration/account-area.test.ts runs the same
// paths through the bundled worker and D1.)
import { describe, expect, it, vi } from "vitest";
import { ACCOUNT_LABELS as L } from "../../components/account/account-labels";
import type { AccountDataServices, GuestOrder } from "../../lib/account-data";
import type { AccountServices, SessionInfo } from "../../lib/session";
import { formatLink } from "../../lib/format-link";
import { PageWords, translatorFor, type PageContext } from "../../lib/i18n.server";
import { accountAction, lookupFormSchema, passwordFormSchema, phoneFormSchema } from "./action.server";
import { accountPage, resolveAccountTarget } from "./model.server";
import { formatMinor } from "./rows.server";

const ACCOUNT: SessionInfo = {
  id: "s1",
  userId: 7,
  guestOrderId: null,
  contactId: "c1",
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+447400123456",
  loginType: "password",
  csrfToken: "tok",
};

const ORDER: GuestOrder = { id: 3, orderNumber: "SF-G1", buyerName: "Gus", event: null, quantity: 2, status: "confirmed", createdAt: 0 };

function emptyPage() {
  return Promise.resolve({ rows: [], total: 0 });
}

const TRANSLATORS: Record<string, Awaited<ReturnType<typeof translatorFor>>> = {
  "en-US": await translatorFor("en-US"),
  "es-US": await translatorFor("es-US"),
};

function setup(options: { session?: SessionInfo | null; path?: string; search?: string; locale?: string } = {}) {
  const accounts = {
    updateProfile: vi.fn(async () => {}),
    changePassword: vi.fn(async (_u: number, current: string) => current === "right-password"),
    startSession: vi.fn(async () => ({ ...ACCOUNT, id: "guest-session", userId: null, guestOrderId: ORDER.id, loginType: "guest" as const })),
    rateLimit: vi.fn(async () => ({ allowed: true as const })),
  };
  const accountData = {
    orders: vi.fn(emptyPage),
    listings: vi.fn(emptyPage),
    sales: vi.fn(emptyPage),
    payments: vi.fn(emptyPage),
    rewardCodes: vi.fn(emptyPage),
    friends: vi.fn(emptyPage),
    activity: vi.fn(emptyPage),
    recordActivity: vi.fn(async () => {}),
    lookupGuestOrder: vi.fn(async (number: string, email: string) => (number === "SF-G1" && email === "gus@example.com" ? ORDER : null)),
    guestOrder: vi.fn(async (id: number) => (id === ORDER.id ? ORDER : null)),
  };
  const locale = options.locale ?? "en-US";
  const i18n = TRANSLATORS[locale] ?? TRANSLATORS["en-US"]!;
  const ctx = {
    requestId: "r",
    // The request context's fields (app/lib/storefront-context.ts) the area reads.
    log: () => {},
    now: 0,
    brand: "Stagefront",
    link: (path: string) => formatLink(path, { currentLocale: locale, defaultLocale: "en-US", supportedLanguages: ["en", "es"] }),
    words: new PageWords(i18n),
    locale,
    supportedLanguages: ["en", "es"],
    store: { defaultLocale: "en-US", siteCountry: "US", brandName: "Stagefront", altBrandName: "Alt", featureFlags: {} },
    origin: "https://www.example.test",
    address: { protocol: "https:", host: "www.example.test", pathname: options.path ?? "/my/orders/", search: options.search ?? "" },
    timeZone: "America/New_York",
    session: options.session === undefined ? ACCOUNT : options.session,
    secureTransport: true,
    clientIp: "192.0.2.1",
    services: { accounts: accounts as unknown as AccountServices, accountData: accountData as unknown as AccountDataServices },
    i18n,
  } as unknown as PageContext;
  return { ctx, accounts, accountData };
}

function post(fields: Record<string, string>): Request {
  return new Request("https://www.example.test/my/settings/", { method: "POST", body: new URLSearchParams(fields) });
}

/** What a loader or action threw (Remix answers a thrown Response as is). */
async function thrown(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (err) {
    if (err instanceof Response) return err;
    throw err;
  }
  throw new Error("expected a thrown Response");
}

type DataResult = { data: { result: { form: string; fieldErrors: Record<string, string>; message: string | null; values: Record<string, string> } }; init: { status?: number; headers?: HeadersInit } | null };

describe("resolveAccountTarget", () => {
  it.each([
    [undefined, { kind: "root" }],
    ["", { kind: "root" }],
    ["orders/", { kind: "section", section: "orders" }],
    ["rewards", { kind: "section", section: "rewards" }],
    ["profile/", { kind: "section", section: "profile" }],
    ["guest/orderlookup/", { kind: "guest" }],
  ])("%s → %o", (splat, target) => {
    expect(resolveAccountTarget(splat)).toEqual(target);
  });

  it.each(["tickets/", "orders/extra/", "guest/", "ORDERS/", "../orders/"])("%s is 404", async (splat) => {
    expect((await thrown(async () => resolveAccountTarget(splat))).status).toBe(404);
  });
});

describe("helpers", () => {
  it.each([
    [9950, "USD", "en-US", "$99.50"],
    [10000, "USD", "en-US", "$100"],
    [1500, "JPY", "en-US", "¥1,500"],
    [250050, "EUR", "de-DE", "2.500,50 €"],
  ])("formatMinor(%d, %s, %s) = %s", (minor, currency, locale, text) => {
    expect(formatMinor(minor, currency, locale).replace(/\u00a0/g, " ")).toBe(text);
  });
});

describe("form schemas", () => {
  it.each([
    // (0123456789 is in the common-password list: app/lib/account-rules.server.test.ts)
    [{ currentPassword: "x", newPassword: "7kq2x9zr4m" }, true],
    [{ currentPassword: "x", newPassword: "7kq2x9zr4" }, false],
    [{ currentPassword: "", newPassword: "7kq2x9zr4m" }, false],
  ])("password %o accepted: %s", async (form, ok) => {
    expect((await passwordFormSchema(L.errors).safeParseAsync(form)).success).toBe(ok);
  });

  it.each([
    [{ phone: "07400 123456", phoneCountry: "GB" }, "+447400123456"],
    [{ phone: "070-123 45 67", phoneCountry: "SE" }, "+46701234567"],
    [{ phone: "", phoneCountry: "GB" }, null],
  ])("phone %o is stored as %s", (form, phone) => {
    expect(phoneFormSchema(L.errors).parse(form)).toEqual({ phone });
  });

  it.each([
    [{ phone: "12345", phoneCountry: "GB" }, "phone"],
    [{ phone: "07400 123456", phoneCountry: "SE" }, "phone"],
    [{ phone: "07400 123456", phoneCountry: "XX" }, "phoneCountry"],
  ])("phone %o is refused on %s", (form, field) => {
    const parsed = phoneFormSchema(L.errors).safeParse(form);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([field]);
  });

  it.each([
    [{ orderNumber: " sf-g1 ", email: " gus@example.com " }, true],
    [{ orderNumber: "", email: "gus@example.com" }, false],
    [{ orderNumber: "SF G1", email: "gus@example.com" }, false],
    [{ orderNumber: "SF-G1", email: "not-an-email" }, false],
  ])("lookup %o accepted: %s", (form, ok) => {
    expect(lookupFormSchema(L.errors).safeParse(form).success).toBe(ok);
  });
});

describe("accountPage", () => {
  it.each(["orders/", "listings/", "sales/", "payments/", "rewards/", "friends/", "activity/", "profile/", "settings/", ""])(
    "a guest on /my/%s is sent to sign in with the page in the redirect parameter",
    async (splat) => {
      const { ctx } = setup({ session: null, path: `/my/${splat}`, search: "?page=2" });
      const res = await thrown(() => accountPage(ctx, splat));
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/login/signup/?redirect=${encodeURIComponent(`/my/${splat}?page=2`)}`);
    },
  );

  it("a guest session (order lookup) is not an account", async () => {
    const { ctx } = setup({ session: { ...ACCOUNT, userId: null, loginType: "guest", guestOrderId: 3 } });
    expect((await thrown(() => accountPage(ctx, "orders/"))).status).toBe(302);
  });

  it("/my/ forwards to the hub, in the locale's path", async () => {
    const { ctx } = setup({ locale: "es-US", path: "/es/my/" });
    const res = await thrown(() => accountPage(ctx, ""));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/es/my/profile/");
  });

  it("a list reads the session's user only, and an empty list says so", async () => {
    const { ctx, accountData } = setup();
    const model = await accountPage(ctx, "orders/");
    expect(accountData.orders).toHaveBeenCalledWith(7, { offset: 0, limit: 10 });
    expect(model).toMatchObject({ kind: "list", emptyText: L.empty.orders, rows: [], pagination: null });
  });

  it("the hub shows name, email, initials and the phone in international form", async () => {
    const { ctx } = setup({ path: "/my/profile/" });
    expect(await accountPage(ctx, "profile/")).toMatchObject({ kind: "hub", name: "Ada Lovelace", email: "ada@example.com", initials: "AL", phoneText: "+44 7400 123456" });
  });

  it("settings carry the CSRF token and the saved phone as national digits for its country", async () => {
    const { ctx } = setup({ path: "/my/settings/", search: "?saved=phone" });
    expect(await accountPage(ctx, "settings/")).toMatchObject({ kind: "settings", csrf: "tok", phone: { country: "GB", national: "07400 123456" }, saved: L.saved.phone });
  });

  it("the guest lookup needs no account and shows the order of a guest session", async () => {
    const none = setup({ session: null });
    expect(await accountPage(none.ctx, "guest/orderlookup/")).toMatchObject({ kind: "guest", order: null, csrf: null });
    const guest = setup({ session: { ...ACCOUNT, userId: null, loginType: "guest", guestOrderId: 3 } });
    expect(await accountPage(guest.ctx, "guest/orderlookup/")).toMatchObject({ kind: "guest", order: { heading: "Your order SF-G1", quantityText: "2 tickets" } });
  });
});

describe("accountAction: settings", () => {
  it("refuses a post without the session's CSRF token (403) and changes nothing", async () => {
    const { ctx, accounts } = setup({ path: "/my/settings/" });
    const res = await thrown(() => accountAction(ctx, "settings/", post({ intent: "name", name: "Eve" })));
    expect(res.status).toBe(403);
    expect((await thrown(() => accountAction(ctx, "settings/", post({ intent: "name", name: "Eve", csrf: "wrong" })))).status).toBe(403);
    expect(accounts.updateProfile).not.toHaveBeenCalled();
  });

  it("a guest's post goes to sign in (303)", async () => {
    const { ctx } = setup({ session: null, path: "/my/settings/" });
    const res = await thrown(() => accountAction(ctx, "settings/", post({ intent: "name", name: "Eve" })));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/login/signup/?redirect=%2Fmy%2Fsettings%2F");
  });

  it("a saved name 303s back with the status and records the activity", async () => {
    const { ctx, accounts, accountData } = setup({ path: "/my/settings/" });
    const res = (await accountAction(ctx, "settings/", post({ intent: "name", name: "  Eve  ", csrf: "tok" }))) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/my/settings/?saved=name");
    expect(accounts.updateProfile).toHaveBeenCalledWith(7, { name: "Eve" });
    expect(accountData.recordActivity).toHaveBeenCalledWith(7, "profile-updated");
  });

  it("a wrong current password is a field error, the passwords are not sent back", async () => {
    const { ctx } = setup({ path: "/my/settings/" });
    const res = (await accountAction(ctx, "settings/", post({ intent: "password", currentPassword: "nope", newPassword: "long-enough-1", csrf: "tok" }))) as unknown as DataResult;
    expect(res.init?.status).toBe(400);
    expect(res.data.result).toEqual({ form: "password", fieldErrors: { currentPassword: L.errors.currentWrong }, message: null, values: {} });
  });

  it("a short new password is refused before the current one is checked", async () => {
    const { ctx, accounts } = setup({ path: "/my/settings/" });
    const res = (await accountAction(ctx, "settings/", post({ intent: "password", currentPassword: "right-password", newPassword: "short", csrf: "tok" }))) as unknown as DataResult;
    expect(res.data.result.fieldErrors).toEqual({ newPassword: L.errors.newTooShort });
    expect(accounts.changePassword).not.toHaveBeenCalled();
  });

  it("a right password changes it, keeping this session", async () => {
    const { ctx, accounts } = setup({ path: "/my/settings/" });
    const res = (await accountAction(ctx, "settings/", post({ intent: "password", currentPassword: "right-password", newPassword: "long-enough-1", csrf: "tok" }))) as Response;
    expect(res.headers.get("location")).toBe("/my/settings/?saved=password");
    // (no device cookie in this post: every known device of the account is forgotten)
    expect(accounts.changePassword).toHaveBeenCalledWith(7, "right-password", "long-enough-1", "s1", null);
  });

  it("an invalid phone keeps what was typed and names the field", async () => {
    const { ctx, accounts } = setup({ path: "/my/settings/" });
    const res = (await accountAction(ctx, "settings/", post({ intent: "phone", phone: "123", phoneCountry: "GB", csrf: "tok" }))) as unknown as DataResult;
    expect(res.data.result).toMatchObject({ form: "phone", fieldErrors: { phone: L.errors.phoneInvalid }, values: { phone: "123", phoneCountry: "GB" } });
    expect(accounts.updateProfile).not.toHaveBeenCalled();
  });
});

describe("accountAction: guest order lookup", () => {
  const lookup = (fields: Record<string, string>) => new Request("https://www.example.test/my/guest/orderlookup/", { method: "POST", body: new URLSearchParams(fields) });

  it("a wrong email and an unknown number answer the same message, status and nothing else", async () => {
    const answers = [];
    for (const fields of [
      { orderNumber: "SF-G1", email: "someone@example.com" },
      { orderNumber: "SF-NOPE", email: "gus@example.com" },
    ]) {
      const { ctx, accounts } = setup({ session: null });
      const res = (await accountAction(ctx, "guest/orderlookup/", lookup(fields))) as unknown as DataResult;
      answers.push({ status: res.init?.status, message: res.data.result.message, fieldErrors: res.data.result.fieldErrors });
      expect(accounts.startSession).not.toHaveBeenCalled();
    }
    expect(answers[0]).toEqual({ status: 200, message: L.notFound, fieldErrors: {} });
    expect(answers[1]).toEqual(answers[0]);
  });

  it("a match opens a guest session named by the order, sets its cookies and 303s to the page", async () => {
    const { ctx, accounts } = setup({ session: null });
    const res = (await accountAction(ctx, "guest/orderlookup/", lookup({ orderNumber: "SF-G1", email: "gus@example.com" }))) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/my/guest/orderlookup/");
    expect(accounts.startSession).toHaveBeenCalledWith({ guestOrderId: 3, email: "gus@example.com", name: "Gus" }, null);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("__Host-sf_session=guest-session"))).toBe(true);
  });

  it("with a session, the token is required; too many tries answer 429 with Retry-After", async () => {
    const signedIn = setup();
    expect((await thrown(() => accountAction(signedIn.ctx, "guest/orderlookup/", lookup({ orderNumber: "SF-G1", email: "gus@example.com" })))).status).toBe(403);
    const { ctx, accounts } = setup({ session: null });
    accounts.rateLimit.mockResolvedValueOnce({ allowed: false, retryAfterSeconds: 42 } as never);
    const res = (await accountAction(ctx, "guest/orderlookup/", lookup({ orderNumber: "SF-G1", email: "gus@example.com" }))) as unknown as DataResult;
    expect(res.init?.status).toBe(429);
    expect(new Headers(res.init?.headers).get("retry-after")).toBe("42");
    expect(res.data.result.message).toBe(L.tooMany);
  });

  it("other /my/ pages take no posts", async () => {
    const { ctx } = setup();
    expect((await thrown(() => accountAction(ctx, "orders/", lookup({})))).status).toBe(405);
  });
});
