// Server only: the signed-in area /my/* (spec §1, §2.2, §6; issue 7 item 5) and the guest order
// lookup. Every page but the lookup asks requireAccount first; every list reads the fan's own rows
// (the user id comes from the server-side session, never from the request). Forms carry the
// session's CSRF token and are validated with zod; a refused post answers its field errors, a
// saved one 303s back to the page with a status message.
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { ACCOUNT_LABELS, ACCOUNT_SECTIONS, type AccountSection, type ListSection } from "../components/account/account-labels";
import {
  type AccountFormName,
  type AccountFormResult,
  type AccountNavModel,
  type AccountPageModel,
  type AccountRowModel,
  type GuestLookupModel,
  type HubModel,
  type ListModel,
  type SettingsModel,
} from "../components/account/account-models";
import { formatEventWhen, formatPrice } from "../components/event-list/event-format";
import type { LinkModel, PageMeta } from "../components/pages/page-models";
import { phoneInputState, isPhoneCountry } from "../components/ui/phone-input/phone-input-state";
import type { PhoneCountry } from "../components/ui/phone-input/phone-input";
import { fillPlaceholders as fill } from "../components/ui/ui-labels";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { COUNTRIES } from "../domain/countries";
import { initialsOf } from "../domain/initials";
import { SELL_PATH } from "../domain/sell-paths";
import type { AccountDataServices, EventRef, GuestOrder, PageRequest, RowsPage } from "../lib/account-data";
import { formatLink } from "../lib/format-link";
import { assertCsrf, requireAccount } from "../lib/session-guard.server";
import { sessionSetCookies } from "../lib/session-cookies.server";
import type { SessionInfo } from "../lib/session";
import { wordsLike, type PageContext } from "../lib/i18n.server";
import { httpError, PageParamSchema, PER_PAGE, queryParam } from "./listing-pages.server";


/** The area's root; /my/ itself only forwards to the hub. */
export const ACCOUNT_ROOT = "/my/";
/** Spec §2.2 guest-allowed page. */
export const GUEST_LOOKUP_PATH = "/my/guest/orderlookup/";
/** Guest lookups per IP per window: enough for typos, too few to walk order numbers. */
export const LOOKUP_RATE = { limit: 10, windowSeconds: 600 } as const;
/** Password changes per account per window (each one checks the current password). */
export const PASSWORD_RATE = { limit: 10, windowSeconds: 900 } as const;
export const PASSWORD_MIN = 10;
export const NAME_MAX = 100;

/** What an address under /my/ names. */
export type AccountTarget = { kind: "root" } | { kind: "section"; section: AccountSection } | { kind: "guest" };

/**
 * The page an address under /my/ names (the splat after "my/"), or a 404 for anything else.
 * @example resolveAccountTarget("orders/") // { kind: "section", section: "orders" }
 */
/** Status of the signed-in area while the fan's session or rows cannot be read: try again later. */
export const ACCOUNT_UNAVAILABLE_STATUS = 503;

/**
 * The area's answer while D1 cannot say who the fan is or read their rows: a thrown 503 the
 * route's error boundary shows in the page's language (the worker adds Retry-After and the HTML
 * security headers), never a redirect to sign in, nor a 500.
 */
function accountUnavailable(): Response {
  return new Response("Your account cannot be shown right now; please try again in a moment.", {
    status: ACCOUNT_UNAVAILABLE_STATUS,
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
}

/** The session cookie named a session D1 could not read (worker/app.ts): 503 rather than "sign in". */
function assertSessionReadable(ctx: PageContext): void {
  if (ctx.sessionUnreadable) throw accountUnavailable();
}

/**
 * `work`, or the area's 503 when D1 fails under it (down, past its deadline): logged as `event`.
 * A thrown Response is an answer of its own (a redirect, a 404) and passes through.
 */
async function orUnavailable<T>(ctx: PageContext, event: string, fields: Record<string, string>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Response) throw err;
    console.error(JSON.stringify({ level: "error", event, requestId: ctx.requestId, ...fields, message: err instanceof Error ? err.message : String(err) }));
    throw accountUnavailable();
  }
}

/** A read of the fan's rows; its failure (D1 down, past ACCOUNT_DATA_READ_TIMEOUT_MS) is logged and answers the area's 503. */
function readRows<T>(ctx: PageContext, what: string, read: () => Promise<T>): Promise<T> {
  return orUnavailable(ctx, "account.read_failed", { what }, read);
}

/** The area's words in the page's language, shaped as ACCOUNT_LABELS. */
export function accountWords(ctx: PageContext): typeof ACCOUNT_LABELS {
  return wordsLike(ctx.i18n, "account", "account", ACCOUNT_LABELS);
}

export function resolveAccountTarget(splat: string | undefined): AccountTarget {
  const path = (splat ?? "").replace(/\/+$/, "");
  if (path === "") return { kind: "root" };
  if (path === "guest/orderlookup") return { kind: "guest" };
  const section = ACCOUNT_SECTIONS.find((s) => s === path);
  if (!section) throw httpError(404, "Not found");
  return { kind: "section", section };
}

function format(ctx: PageContext, path: string): string {
  return formatLink(path, { currentLocale: ctx.locale, defaultLocale: ctx.store.defaultLocale, supportedLanguages: ctx.supportedLanguages });
}

function brandOf(ctx: PageContext): string {
  return ctx.store.featureFlags["common.useAltBrand"] ? ctx.store.altBrandName : ctx.store.brandName;
}

/** The path of a section, e.g. "/my/orders/" (spec §2.2), formatted for the locale. */
export function sectionPath(ctx: PageContext, section: AccountSection): string {
  return format(ctx, `${ACCOUNT_ROOT}${section}/`);
}

function metaOf(ctx: PageContext, heading: string, path: string): PageMeta {
  const L = accountWords(ctx);
  const brand = brandOf(ctx);
  return {
    title: fill(L.pageTitle, { page: heading, brand }),
    description: fill(L.description, { brand }),
    canonical: `${ctx.address.protocol}//${ctx.address.host}${path}`,
  };
}

function navOf(ctx: PageContext, current: AccountSection): AccountNavModel {
  const L = accountWords(ctx);
  return {
    label: L.navLabel,
    links: ACCOUNT_SECTIONS.map((section) => ({ section, label: L.section[section], href: sectionPath(ctx, section), current: section === current })),
  };
}

/**
 * An amount in minor units (cents, whole yen) in the locale's currency format.
 * @example formatMinor(9950, "USD", "en-US") // "$99.50"
 */
export function formatMinor(minor: number, currency: string, locale: string): string {
  const digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return formatPrice(minor / 10 ** digits, currency, locale);
}

function dateText(instant: number, ctx: PageContext): string {
  return new Intl.DateTimeFormat(ctx.locale, { dateStyle: "medium", timeZone: ctx.timeZone }).format(new Date(instant));
}

function quantityText(ctx: PageContext, n: number): string {
  return ctx.i18n.t("account.quantity", { ns: "account", count: n }) as string;
}

/** The event's name (linked to its page) and date in the venue's zone; a row whose event left the catalog says so. */
function eventParts(ctx: PageContext, event: EventRef | null): Pick<AccountRowModel, "title" | "href" | "when"> {
  const L = accountWords(ctx);
  if (!event) return { title: L.eventGone, href: null, when: null };
  const when = formatEventWhen(event.startsAt, event.timeZone, ctx.locale);
  return {
    title: event.name,
    href: event.webPath ? format(ctx, event.webPath) : null,
    when: { iso: when.iso, text: `${when.date} · ${when.time}${event.venueName ? ` · ${event.venueName}` : ""}` },
  };
}

function isoOf(instant: number): string {
  return new Date(instant).toISOString();
}

type RowsReader = (data: AccountDataServices, userId: number, page: PageRequest) => Promise<RowsPage<AccountRowModel>>;

/** Per list page: which rows it reads and how one reads in words. */
function rowsReader(ctx: PageContext, section: ListSection, now: number): RowsReader {
  const L = accountWords(ctx);
  const money = (minor: number, currency: string) => formatMinor(minor, currency, ctx.locale);
  const on = (template: string, instant: number) => fill(template, { date: dateText(instant, ctx) });
  const shape =
    <T>(read: (d: AccountDataServices, u: number, p: PageRequest) => Promise<RowsPage<T>>, row: (r: T) => AccountRowModel): RowsReader =>
    async (d, u, p) => {
      const page = await read(d, u, p);
      return { total: page.total, rows: page.rows.map(row) };
    };
  switch (section) {
    case "orders":
      return shape(
        (d, u, p) => d.orders(u, p),
        (r) => ({
          id: r.id,
          ...eventParts(ctx, r.event),
          details: [fill(L.orderNumber, { number: r.orderNumber }), quantityText(ctx, r.quantity), fill(L.total, { amount: money(r.total, r.currency) }), on(L.placedOn, r.createdAt)],
          status: L.orderStatus[r.status],
        }),
      );
    case "listings":
      return shape(
        (d, u, p) => d.listings(u, p),
        (r) => ({
          id: r.id,
          ...eventParts(ctx, r.event),
          details: [quantityText(ctx, r.quantity), fill(L.pricePerTicket, { amount: money(r.price, r.currency) }), on(L.listedOn, r.createdAt)],
          status: L.listingStatus[r.status],
        }),
      );
    case "sales":
      return shape(
        (d, u, p) => d.sales(u, p),
        (r) => ({
          id: r.id,
          ...eventParts(ctx, r.event),
          details: [quantityText(ctx, r.quantity), fill(L.proceeds, { amount: money(r.proceeds, r.currency) }), on(L.soldOn, r.createdAt)],
          status: L.saleStatus[r.status],
        }),
      );
    case "payments":
      return shape(
        (d, u, p) => d.payments(u, p),
        (r) => ({
          id: r.id,
          title: `${L.paymentKind[r.kind]} · ${money(r.amount, r.currency)}`,
          href: null,
          when: { iso: isoOf(r.createdAt), text: dateText(r.createdAt, ctx) },
          details: r.reference ? [fill(L.paymentReference, { reference: r.reference })] : [],
          status: L.paymentStatus[r.status],
        }),
      );
    case "rewards":
      return shape(
        (d, u, p) => d.rewardCodes(u, p),
        (r) => ({
          id: r.id,
          title: `${L.kind[r.kind]}: ${r.code}`,
          href: null,
          when: { iso: isoOf(r.createdAt), text: dateText(r.createdAt, ctx) },
          details: [
            fill(L.codeValue, { amount: money(r.value, r.currency) }),
            r.expiresAt === null ? L.codeNoExpiry : on(L.codeExpires, r.expiresAt),
            r.redeemedAt === null ? L.codeUnused : on(L.codeRedeemed, r.redeemedAt),
          ],
          status: r.redeemedAt !== null ? L.rewardStatus.redeemed : r.expiresAt !== null && r.expiresAt <= now ? L.rewardStatus.expired : L.rewardStatus.active,
        }),
      );
    case "friends":
      return shape(
        (d, u, p) => d.friends(u, p),
        (r) => ({
          id: r.id,
          title: r.name,
          href: null,
          when: { iso: isoOf(r.createdAt), text: dateText(r.createdAt, ctx) },
          details: [on(r.status === "accepted" ? L.friendsSince : L.friendRequested, r.createdAt)],
          status: L.friendStatus[r.status],
        }),
      );
    case "activity":
      return shape(
        (d, u, p) => d.activity(u, p),
        (r) => {
          const text = fill(L.activity[r.kind], { subject: r.subject ?? "" }).trim();
          return {
            id: r.id,
            title: r.event ? fill(L.activityFor, { text, event: r.event.name }) : text,
            href: r.event?.webPath ? format(ctx, r.event.webPath) : null,
            when: { iso: isoOf(r.createdAt), text: dateText(r.createdAt, ctx) },
            details: [],
            status: null,
          };
        },
      );
  }
}

async function listPage(ctx: PageContext, session: SessionInfo & { userId: number }, section: ListSection, now: number): Promise<ListModel> {
  const L = accountWords(ctx);
  const pageNumber = (queryParam(ctx.address.search, "page", PageParamSchema) ?? 1) - 1;
  const read = rowsReader(ctx, section, now);
  const page = await readRows(ctx, section, () => read(ctx.services.accountData, session.userId, { offset: pageNumber * PER_PAGE, limit: PER_PAGE }));
  if (pageNumber > 0 && page.rows.length === 0) throw httpError(404, "There is no such page.");
  const path = sectionPath(ctx, section);
  const sells = section === "listings" || section === "sales";
  return {
    kind: "list",
    meta: metaOf(ctx, L.section[section], path),
    nav: navOf(ctx, section),
    section,
    heading: L.section[section],
    rows: page.rows,
    emptyText: L.empty[section],
    emptyLink: sells ? { label: L.sellTickets, href: format(ctx, SELL_PATH) } : { label: L.findEvents, href: format(ctx, "/") },
    pagination: page.total > PER_PAGE ? { pageNumber, perPage: PER_PAGE, totalRecords: page.total, path, query: {} } : null,
  };
}

function hubPage(ctx: PageContext, session: SessionInfo): HubModel {
  const L = accountWords(ctx);
  const name = session.name || session.email;
  const links: LinkModel[] = ACCOUNT_SECTIONS.filter((s) => s !== "profile").map((s) => ({ label: L.section[s], href: sectionPath(ctx, s) }));
  return {
    kind: "hub",
    meta: metaOf(ctx, L.section.profile, sectionPath(ctx, "profile")),
    nav: navOf(ctx, "profile"),
    heading: fill(L.hubGreeting, { name }),
    name: session.name,
    email: session.email,
    phoneText: session.phone ? (parsePhoneNumberFromString(session.phone)?.formatInternational() ?? session.phone) : L.hubNoPhone,
    // A name without a letter (an emoji) still gets an avatar.
    initials: initialsOf(name, ctx.locale) || "?",
    avatarLabel: fill(L.avatarLabel, { name }),
    links,
  };
}

/** The phone input's countries: the listed countries the phone library knows, named in the locale. */
export function phoneCountries(locale: string): PhoneCountry[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return COUNTRIES.filter((c) => isPhoneCountry(c.countryCode)).map((c) => ({
    code: c.countryCode,
    name: names.of(c.countryCode) ?? c.countryName,
    callingCode: c.countryCallingCode,
  }));
}

const SAVED_KEYS = ["name", "password", "phone"] as const;

function settingsPage(ctx: PageContext, session: SessionInfo): SettingsModel {
  const L = accountWords(ctx);
  const countries = phoneCountries(ctx.locale);
  const fallbackCountry = countries.find((c) => c.code === ctx.store.siteCountry)?.code ?? countries[0]!.code;
  const saved = new URLSearchParams(ctx.address.search).get("saved");
  const savedKey = SAVED_KEYS.find((k) => k === saved);
  const stored = session.phone ? parsePhoneNumberFromString(session.phone) : undefined;
  const storedCountry = stored?.country && countries.some((c) => c.code === stored.country) ? stored.country : null;
  const path = sectionPath(ctx, "settings");
  return {
    kind: "settings",
    meta: metaOf(ctx, L.section.settings, path),
    nav: navOf(ctx, "settings"),
    heading: L.section.settings,
    action: path,
    csrf: session.csrfToken,
    name: session.name,
    // A number the list cannot show by its country is kept in full international form.
    phone: stored ? { country: storedCountry ?? fallbackCountry, national: storedCountry ? stored.formatNational() : stored.number } : { country: fallbackCountry, national: "" },
    countries,
    saved: savedKey ? L.saved[savedKey] : null,
  };
}

function guestOrderModel(ctx: PageContext, order: GuestOrder): NonNullable<GuestLookupModel["order"]> {
  const L = accountWords(ctx);
  const parts = eventParts(ctx, order.event);
  return {
    heading: fill(L.foundHeading, { number: order.orderNumber }),
    event: { label: parts.title, href: parts.href },
    when: parts.when,
    quantityText: quantityText(ctx, order.quantity),
    statusText: L.orderStatus[order.status],
  };
}

async function guestPage(ctx: PageContext): Promise<GuestLookupModel> {
  const L = accountWords(ctx);
  const session = ctx.session;
  // A guest session opened by a lookup shows its order: the session is the proof, nothing is asked again.
  const orderId = session?.loginType === "guest" ? session.guestOrderId : null;
  const order = orderId !== null ? await readRows(ctx, "guest order", () => ctx.services.accountData.guestOrder(orderId)) : null;
  const path = format(ctx, GUEST_LOOKUP_PATH);
  return {
    kind: "guest",
    meta: metaOf(ctx, L.guestTitle, path),
    heading: L.guestTitle,
    action: path,
    csrf: session?.csrfToken ?? null,
    order: order ? guestOrderModel(ctx, order) : null,
  };
}

/** The model of the page an address under /my/ names; guests are sent to sign in (302). */
export async function accountPage(ctx: PageContext, splat: string | undefined, now: number): Promise<AccountPageModel> {
  const target = resolveAccountTarget(splat);
  assertSessionReadable(ctx);
  if (target.kind === "guest") return guestPage(ctx);
  const session = requireAccount(ctx, "GET");
  if (target.kind === "root") throw redirect(sectionPath(ctx, "profile"), 302);
  const { section } = target;
  if (section === "profile") return hubPage(ctx, session);
  if (section === "settings") return settingsPage(ctx, session);
  return listPage(ctx, session, section, now);
}

// ---------------------------------------------------------------------------------------------
// Forms

/** The forms' messages, in the page's language (zod reports them as field errors). */
type FormErrors = (typeof ACCOUNT_LABELS)["errors"];

export function nameFormSchema(E: FormErrors) {
  return z.object({
    name: z.string().trim().min(1, E.nameRequired).max(NAME_MAX, E.nameTooLong),
  });
}

export function passwordFormSchema(E: FormErrors) {
  return z.object({
    currentPassword: z.string().min(1, E.currentRequired).max(1024, E.currentWrong),
    newPassword: z.string().min(PASSWORD_MIN, E.newTooShort).max(200, E.newTooLong),
  });
}

export function phoneFormSchema(E: FormErrors) {
  return z
    .object({
      phone: z.string().trim().max(40, E.phoneInvalid),
      phoneCountry: z.string().refine(isPhoneCountry, E.phoneCountry),
    })
    .transform((form, zctx) => {
      if (form.phone === "") return { phone: null };
      const state = phoneInputState(form.phoneCountry, form.phone);
      if (state.status !== "success") {
        zctx.addIssue({ code: "custom", path: ["phone"], message: E.phoneInvalid });
        return z.NEVER;
      }
      return { phone: state.e164 };
    });
}

export function lookupFormSchema(E: FormErrors) {
  return z.object({
    orderNumber: z
      .string()
      .trim()
      .min(1, E.orderNumberRequired)
      .max(40, E.orderNumberFormat)
      .regex(/^[A-Za-z0-9-]+$/, E.orderNumberFormat),
    email: z.string().trim().min(1, E.emailRequired).max(254, E.emailFormat).pipe(z.email(E.emailFormat)),
  });
}

export type ActionResult = { result: AccountFormResult };

/** Every posted field as text (a file or a missing field is ""), the CSRF token left out. */
function formValues(form: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f, typeof form.get(f) === "string" ? (form.get(f) as string) : ""]));
}

/** Field errors of a failed parse: the first message per field. */
function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

function refused(form: AccountFormName, fieldErrors: Record<string, string>, values: Record<string, string>, status = 400, message: string | null = null, headers?: HeadersInit) {
  return data<ActionResult>({ result: { form, fieldErrors, message, values } }, { status, headers });
}

async function settingsAction(ctx: PageContext, form: FormData) {
  const L = accountWords(ctx);
  const session = requireAccount(ctx, "POST");
  assertCsrf(ctx, form);
  const intent = form.get("intent");
  const back = (saved: (typeof SAVED_KEYS)[number]) => redirect(`${sectionPath(ctx, "settings")}?saved=${saved}`, 303);
  const { accounts, accountData } = ctx.services;

  if (intent === "name") {
    const values = formValues(form, ["name"]);
    const parsed = nameFormSchema(L.errors).safeParse(values);
    if (!parsed.success) return refused("name", fieldErrorsOf(parsed.error), values);
    await accounts.updateProfile(session.userId, { name: parsed.data.name });
    await accountData.recordActivity(session.userId, "profile-updated");
    return back("name");
  }

  if (intent === "password") {
    // Passwords are never sent back into the page.
    const parsed = passwordFormSchema(L.errors).safeParse(formValues(form, ["currentPassword", "newPassword"]));
    if (!parsed.success) return refused("password", fieldErrorsOf(parsed.error), {});
    const limit = await accounts.rateLimit(`password:user:${session.userId}`, PASSWORD_RATE.limit, PASSWORD_RATE.windowSeconds);
    if (!limit.allowed) return refused("password", {}, {}, 429, L.tooMany, { "retry-after": String(limit.retryAfterSeconds) });
    const changed = await accounts.changePassword(session.userId, parsed.data.currentPassword, parsed.data.newPassword, session.id);
    if (!changed) return refused("password", { currentPassword: L.errors.currentWrong }, {});
    await accountData.recordActivity(session.userId, "password-changed");
    return back("password");
  }

  if (intent === "phone") {
    const values = formValues(form, ["phone", "phoneCountry"]);
    const parsed = phoneFormSchema(L.errors).safeParse(values);
    if (!parsed.success) return refused("phone", fieldErrorsOf(parsed.error), values);
    await accounts.updateProfile(session.userId, { phone: parsed.data.phone });
    await accountData.recordActivity(session.userId, "profile-updated");
    return back("phone");
  }

  throw httpError(400, "intent must be name, password or phone");
}

async function lookupAction(ctx: PageContext, form: FormData) {
  const L = accountWords(ctx);
  // A visitor with a session posts its token; one without has none to steal (the worker's
  // Origin check still guards the post against other sites).
  if (ctx.session) assertCsrf(ctx, form);
  const values = formValues(form, ["orderNumber", "email"]);
  const parsed = lookupFormSchema(L.errors).safeParse(values);
  if (!parsed.success) return refused("lookup", fieldErrorsOf(parsed.error), values);
  const limit = await ctx.services.accounts.rateLimit(`orderlookup:ip:${ctx.clientIp ?? "unknown"}`, LOOKUP_RATE.limit, LOOKUP_RATE.windowSeconds);
  if (!limit.allowed) return refused("lookup", {}, values, 429, L.tooMany, { "retry-after": String(limit.retryAfterSeconds) });
  const order = await readRows(ctx, "guest order lookup", () => ctx.services.accountData.lookupGuestOrder(parsed.data.orderNumber, parsed.data.email));
  // One message for an unknown number and for a wrong email: the answer never tells which.
  if (!order) return refused("lookup", {}, values, 200, L.notFound);
  const session = await ctx.services.accounts.startSession(
    { guestOrderId: order.id, email: parsed.data.email, name: order.buyerName || parsed.data.email },
    ctx.session?.id ?? null,
  );
  const headers = new Headers();
  for (const line of await sessionSetCookies(session, ctx.secureTransport)) headers.append("set-cookie", line);
  // Post/redirect/get: the page shows the order from the new guest session, and a reload posts nothing again.
  return redirect(format(ctx, GUEST_LOOKUP_PATH), { status: 303, headers });
}

/**
 * The posts of the area: the settings forms and the guest order lookup; elsewhere 405. A write D1
 * refuses (down, past its deadline) answers the area's 503 like a failed read, never a 500; each
 * write is one statement or one batch, so a refused one changed nothing.
 */
export function accountAction(ctx: PageContext, splat: string | undefined, request: Request) {
  return orUnavailable(ctx, "account.write_failed", {}, () => accountPost(ctx, splat, request));
}

/** The posted form; a body that is not one (JSON, a multipart without its boundary) is the caller's mistake: 400. */
async function readForm(request: Request): Promise<FormData> {
  const form = await request.formData().catch(() => null);
  if (form === null) throw httpError(400, "The form could not be read.");
  return form;
}

async function accountPost(ctx: PageContext, splat: string | undefined, request: Request) {
  const target = resolveAccountTarget(splat);
  assertSessionReadable(ctx);
  if (target.kind === "guest") return lookupAction(ctx, await readForm(request));
  if (target.kind === "section" && target.section === "settings") {
    // The guard first: a guest's post goes to sign in before its body is read.
    requireAccount(ctx, "POST");
    return settingsAction(ctx, await readForm(request));
  }
  requireAccount(ctx, "POST");
  throw new Response("Method not allowed", { status: 405, headers: { allow: "GET, HEAD" } });
}
