// Server only: the signed-in area /my/* (spec §1, §2.2, §6) and the guest order lookup. Every page
// but the lookup asks requireAccount first; every list reads the fan's own rows (the user id comes
// from the server-side session, never from the request). The list rows are in rows.server.ts, the
// forms' posts in action.server.ts.
import { redirect } from "@remix-run/cloudflare";
import { ACCOUNT_SECTIONS, type AccountSection, type ListSection } from "../../components/account/account-labels";
import type { AccountNavModel, AccountPageModel, GuestLookupModel, HubModel, ListModel, SettingsModel } from "../../components/account/account-models";
import type { LinkModel, PageMeta } from "../../components/pages/page-models";
import { isPhoneCountry } from "../../components/ui/phone-input/phone-input-state";
import type { PhoneCountry } from "../../components/ui/phone-input/phone-input";
import { fillPlaceholders as fill } from "../../components/ui/ui-labels";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { COUNTRIES } from "../../domain/countries";
import { initialsOf } from "../../domain/initials";
import { SELL_PATH } from "../../domain/sell-paths";
import type { GuestOrder } from "../../lib/account-data";
import { httpError } from "../../lib/http.server";
import type { PageContext } from "../../lib/i18n.server";
import type { SessionInfo } from "../../lib/session";
import { requireAccount } from "../../lib/session-guard.server";
import { absoluteUrl } from "../shared/meta.server";
import { pageIndexOf, PER_PAGE } from "../shared/query.server";
import { eventParts, quantityText, rowsReader } from "./rows.server";

/** The area's root; /my/ itself only forwards to the hub. */
export const ACCOUNT_ROOT = "/my/";
/** Spec §2.2 guest-allowed page. */
export const GUEST_LOOKUP_PATH = "/my/guest/orderlookup/";

/** What an address under /my/ names. */
export type AccountTarget = { kind: "root" } | { kind: "section"; section: AccountSection } | { kind: "guest" };

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

/** The session cookie named a session D1 could not read (worker/middleware/session.ts): 503 rather than "sign in". */
export function assertSessionReadable(ctx: PageContext): void {
  if (ctx.sessionUnreadable) throw accountUnavailable();
}

/**
 * `work`, or the area's 503 when D1 fails under it (down, past its deadline): logged as `event`.
 * A thrown Response is an answer of its own (a redirect, a 404) and passes through.
 */
export async function orUnavailable<T>(ctx: PageContext, event: string, fields: Record<string, string>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Response) throw err;
    ctx.log("error", event, { ...fields, message: err instanceof Error ? err.message : String(err) });
    throw accountUnavailable();
  }
}

/** A read of the fan's rows; its failure (D1 down, past ACCOUNT_DATA_READ_TIMEOUT_MS) is logged and answers the area's 503. */
export function readRows<T>(ctx: PageContext, what: string, read: () => Promise<T>): Promise<T> {
  return orUnavailable(ctx, "account.read_failed", { what }, read);
}

/**
 * The page an address under /my/ names (the splat after "my/"), or a 404 for anything else.
 * @example resolveAccountTarget("orders/") // { kind: "section", section: "orders" }
 */
export function resolveAccountTarget(splat: string | undefined): AccountTarget {
  const path = (splat ?? "").replace(/\/+$/, "");
  if (path === "") return { kind: "root" };
  if (path === "guest/orderlookup") return { kind: "guest" };
  const section = ACCOUNT_SECTIONS.find((s) => s === path);
  if (!section) throw httpError(404, "Not found");
  return { kind: "section", section };
}

/** The path of a section, e.g. "/my/orders/" (spec §2.2), formatted for the locale. */
export function sectionPath(ctx: PageContext, section: AccountSection): string {
  return ctx.link(`${ACCOUNT_ROOT}${section}/`);
}

function metaOf(ctx: PageContext, heading: string, path: string): PageMeta {
  const accountWords = ctx.words.account;
  const { brand } = ctx;
  return {
    title: fill(accountWords.pageTitle, { page: heading, brand }),
    description: fill(accountWords.description, { brand }),
    canonical: absoluteUrl(ctx, path),
  };
}

function navOf(ctx: PageContext, current: AccountSection): AccountNavModel {
  const accountWords = ctx.words.account;
  return {
    label: accountWords.navLabel,
    links: ACCOUNT_SECTIONS.map((section) => ({ section, label: accountWords.section[section], href: sectionPath(ctx, section), current: section === current })),
  };
}

async function listPage(ctx: PageContext, session: SessionInfo & { userId: number }, section: ListSection): Promise<ListModel> {
  const accountWords = ctx.words.account;
  const pageNumber = pageIndexOf(ctx);
  const read = rowsReader(ctx, section);
  const page = await readRows(ctx, section, () => read(ctx.services.accountData, session.userId, { offset: pageNumber * PER_PAGE, limit: PER_PAGE }));
  if (pageNumber > 0 && page.rows.length === 0) throw httpError(404, "There is no such page.");
  const path = sectionPath(ctx, section);
  const sells = section === "listings" || section === "sales";
  return {
    kind: "list",
    meta: metaOf(ctx, accountWords.section[section], path),
    nav: navOf(ctx, section),
    section,
    heading: accountWords.section[section],
    rows: page.rows,
    emptyText: accountWords.empty[section],
    emptyLink: sells ? { label: accountWords.sellTickets, href: ctx.link(SELL_PATH) } : { label: accountWords.findEvents, href: ctx.link("/") },
    pagination: page.total > PER_PAGE ? { pageNumber, perPage: PER_PAGE, totalRecords: page.total, path, query: {} } : null,
  };
}

function hubPage(ctx: PageContext, session: SessionInfo): HubModel {
  const accountWords = ctx.words.account;
  const name = session.name || session.email;
  const links: LinkModel[] = ACCOUNT_SECTIONS.filter((s) => s !== "profile").map((s) => ({ label: accountWords.section[s], href: sectionPath(ctx, s) }));
  return {
    kind: "hub",
    meta: metaOf(ctx, accountWords.section.profile, sectionPath(ctx, "profile")),
    nav: navOf(ctx, "profile"),
    heading: fill(accountWords.hubGreeting, { name }),
    name: session.name,
    email: session.email,
    phoneText: session.phone ? (parsePhoneNumberFromString(session.phone)?.formatInternational() ?? session.phone) : accountWords.hubNoPhone,
    // A name without a letter (an emoji) still gets an avatar.
    initials: initialsOf(name, ctx.locale) || "?",
    avatarLabel: fill(accountWords.avatarLabel, { name }),
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

/** The settings forms a `saved=` query may name (each says so in its own words). */
export const SAVED_KEYS = ["name", "password", "phone"] as const;

function settingsPage(ctx: PageContext, session: SessionInfo): SettingsModel {
  const accountWords = ctx.words.account;
  const countries = phoneCountries(ctx.locale);
  const fallbackCountry = countries.find((c) => c.code === ctx.store.siteCountry)?.code ?? countries[0]!.code;
  const saved = new URLSearchParams(ctx.address.search).get("saved");
  const savedKey = SAVED_KEYS.find((k) => k === saved);
  const stored = session.phone ? parsePhoneNumberFromString(session.phone) : undefined;
  const storedCountry = stored?.country && countries.some((c) => c.code === stored.country) ? stored.country : null;
  const path = sectionPath(ctx, "settings");
  return {
    kind: "settings",
    meta: metaOf(ctx, accountWords.section.settings, path),
    nav: navOf(ctx, "settings"),
    heading: accountWords.section.settings,
    action: path,
    csrf: session.csrfToken,
    name: session.name,
    // A number the list cannot show by its country is kept in full international form.
    phone: stored ? { country: storedCountry ?? fallbackCountry, national: storedCountry ? stored.formatNational() : stored.number } : { country: fallbackCountry, national: "" },
    countries,
    saved: savedKey ? accountWords.saved[savedKey] : null,
  };
}

function guestOrderModel(ctx: PageContext, order: GuestOrder): NonNullable<GuestLookupModel["order"]> {
  const accountWords = ctx.words.account;
  const parts = eventParts(ctx, order.event);
  return {
    heading: fill(accountWords.foundHeading, { number: order.orderNumber }),
    event: { label: parts.title, href: parts.href },
    when: parts.when,
    quantityText: quantityText(ctx, order.quantity),
    statusText: accountWords.orderStatus[order.status],
  };
}

async function guestPage(ctx: PageContext): Promise<GuestLookupModel> {
  const accountWords = ctx.words.account;
  const session = ctx.session;
  // A guest session opened by a lookup shows its order: the session is the proof, nothing is asked again.
  const orderId = session?.loginType === "guest" ? session.guestOrderId : null;
  const order = orderId !== null ? await readRows(ctx, "guest order", () => ctx.services.accountData.guestOrder(orderId)) : null;
  const path = ctx.link(GUEST_LOOKUP_PATH);
  return {
    kind: "guest",
    meta: metaOf(ctx, accountWords.guestTitle, path),
    heading: accountWords.guestTitle,
    action: path,
    csrf: session?.csrfToken ?? null,
    order: order ? guestOrderModel(ctx, order) : null,
  };
}

/** The model of the page an address under /my/ names; guests are sent to sign in (302). */
export async function accountPage(ctx: PageContext, splat: string | undefined): Promise<AccountPageModel> {
  const target = resolveAccountTarget(splat);
  assertSessionReadable(ctx);
  if (target.kind === "guest") return guestPage(ctx);
  const session = requireAccount(ctx, "GET");
  if (target.kind === "root") throw redirect(sectionPath(ctx, "profile"), 302);
  const { section } = target;
  if (section === "profile") return hubPage(ctx, session);
  if (section === "settings") return settingsPage(ctx, session);
  return listPage(ctx, session, section);
}
