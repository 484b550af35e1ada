// Server only: the rows of the signed-in area's list pages (orders, listings, sales, payments,
// rewards, friends, activity) in the page's words, their amounts, dates and counts formatted for
// its locale.
import { fillPlaceholders as fill } from "../../components/ui/ui-labels";
import type { AccountRowModel } from "../../components/account/account-models";
import type { ListSection } from "../../components/account/account-labels";
import type { AccountDataServices, EventRef, PageRequest, RowsPage } from "../../lib/account-data";
import type { PageContext } from "../../lib/i18n.server";
import { formatEventWhen, formatPrice } from "../shared/event-format.server";

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

/** "2 tickets" in the page's language and plural rules. */
export function quantityText(ctx: PageContext, n: number): string {
  return ctx.i18n.t("account.quantity", { ns: "account", count: n }) as string;
}

/** The event's name (linked to its page) and date in the venue's zone; a row whose event left the catalog says so. */
export function eventParts(ctx: PageContext, event: EventRef | null): Pick<AccountRowModel, "title" | "href" | "when"> {
  if (!event) return { title: ctx.words.account.eventGone, href: null, when: null };
  const when = formatEventWhen(event.startsAt, event.timeZone, ctx.locale);
  return {
    title: event.name,
    href: event.webPath ? ctx.link(event.webPath) : null,
    when: { iso: when.iso, text: `${when.date} · ${when.time}${event.venueName ? ` · ${event.venueName}` : ""}` },
  };
}

function isoOf(instant: number): string {
  return new Date(instant).toISOString();
}

export type RowsReader = (data: AccountDataServices, userId: number, page: PageRequest) => Promise<RowsPage<AccountRowModel>>;

/** Per list page: which rows it reads and how one reads in words. */
export function rowsReader(ctx: PageContext, section: ListSection): RowsReader {
  const accountWords = ctx.words.account;
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
          details: [fill(accountWords.orderNumber, { number: r.orderNumber }), quantityText(ctx, r.quantity), fill(accountWords.total, { amount: money(r.total, r.currency) }), on(accountWords.placedOn, r.createdAt)],
          status: accountWords.orderStatus[r.status],
        }),
      );
    case "listings":
      return shape(
        (d, u, p) => d.listings(u, p),
        (r) => ({
          id: r.id,
          ...eventParts(ctx, r.event),
          details: [quantityText(ctx, r.quantity), fill(accountWords.pricePerTicket, { amount: money(r.price, r.currency) }), on(accountWords.listedOn, r.createdAt)],
          status: accountWords.listingStatus[r.status],
        }),
      );
    case "sales":
      return shape(
        (d, u, p) => d.sales(u, p),
        (r) => ({
          id: r.id,
          ...eventParts(ctx, r.event),
          details: [quantityText(ctx, r.quantity), fill(accountWords.proceeds, { amount: money(r.proceeds, r.currency) }), on(accountWords.soldOn, r.createdAt)],
          status: accountWords.saleStatus[r.status],
        }),
      );
    case "payments":
      return shape(
        (d, u, p) => d.payments(u, p),
        (r) => ({
          id: r.id,
          title: `${accountWords.paymentKind[r.kind]} · ${money(r.amount, r.currency)}`,
          href: null,
          when: { iso: isoOf(r.createdAt), text: dateText(r.createdAt, ctx) },
          details: r.reference ? [fill(accountWords.paymentReference, { reference: r.reference })] : [],
          status: accountWords.paymentStatus[r.status],
        }),
      );
    case "rewards":
      return shape(
        (d, u, p) => d.rewardCodes(u, p),
        (r) => ({
          id: r.id,
          title: `${accountWords.kind[r.kind]}: ${r.code}`,
          href: null,
          when: { iso: isoOf(r.createdAt), text: dateText(r.createdAt, ctx) },
          details: [
            fill(accountWords.codeValue, { amount: money(r.value, r.currency) }),
            r.expiresAt === null ? accountWords.codeNoExpiry : on(accountWords.codeExpires, r.expiresAt),
            r.redeemedAt === null ? accountWords.codeUnused : on(accountWords.codeRedeemed, r.redeemedAt),
          ],
          status: r.redeemedAt !== null ? accountWords.rewardStatus.redeemed : r.expiresAt !== null && r.expiresAt <= ctx.now ? accountWords.rewardStatus.expired : accountWords.rewardStatus.active,
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
          details: [on(r.status === "accepted" ? accountWords.friendsSince : accountWords.friendRequested, r.createdAt)],
          status: accountWords.friendStatus[r.status],
        }),
      );
    case "activity":
      return shape(
        (d, u, p) => d.activity(u, p),
        (r) => {
          const text = fill(accountWords.activity[r.kind], { subject: r.subject ?? "" }).trim();
          return {
            id: r.id,
            title: r.event ? fill(accountWords.activityFor, { text, event: r.event.name }) : text,
            href: r.event?.webPath ? ctx.link(r.event.webPath) : null,
            when: { iso: isoOf(r.createdAt), text: dateText(r.createdAt, ctx) },
            details: [],
            status: null,
          };
        },
      );
  }
}
