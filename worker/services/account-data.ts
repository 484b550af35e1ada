// The fan's own rows in D1 (migrations/0005_account_data.sql) for the signed-in area /my/*.
// Every list read is `WHERE user_id = ?1`: the id comes from the server-side session, never from
// the request, so nobody reads what isn't theirs. Each page is one batch: the count and the rows.
import type { D1Reader } from "./d1-sessions";
import type {
  AccountDataServices,
  ActivityKind,
  ActivityRow,
  EventRef,
  FriendRow,
  GuestOrder,
  ListingRow,
  OrderRow,
  PageRequest,
  PaymentRow,
  RewardCodeRow,
  RowsPage,
  SaleRow,
} from "../../app/lib/account-data";
import { normalizeEmail } from "./accounts";
import { withTimeout } from "./timeout";

/**
 * Deadline of one read of the fan's rows (a page of a list, a guest order): one indexed batch that
 * answers in milliseconds. Past it D1 counts as down and /my/ answers its 503 (try again) instead
 * of hanging. The same 3 s as a catalog read (CATALOG_READ_TIMEOUT_MS in storefront-services.ts,
 * which imports this module: named here rather than imported back in a cycle).
 */
export const ACCOUNT_DATA_READ_TIMEOUT_MS = 3_000;

/** A read of the fan's rows under ACCOUNT_DATA_READ_TIMEOUT_MS (a TimeoutError past it). */
function withDeadline<T>(what: string, read: Promise<T>): Promise<T> {
  return withTimeout(read, ACCOUNT_DATA_READ_TIMEOUT_MS, `account data: ${what}`);
}

/** The event columns a row joins (LEFT: a row outlives its event leaving the catalog). */
const EVENT_COLUMNS = `e.id AS event_id_found, e.name AS event_name, e.starts_at AS event_starts_at,
  e.time_zone AS event_time_zone, e.web_path AS event_web_path, v.name AS venue_name`;
const EVENT_JOIN = (alias: string) => `LEFT JOIN events e ON e.id = ${alias}.event_id LEFT JOIN venues v ON v.id = e.venue_id`;

interface EventColumns {
  event_id_found: number | null;
  event_name: string | null;
  event_starts_at: number | null;
  event_time_zone: string | null;
  event_web_path: string | null;
  venue_name: string | null;
}

function eventOf(row: EventColumns): EventRef | null {
  if (row.event_id_found === null || row.event_name === null) return null;
  return {
    id: row.event_id_found,
    name: row.event_name,
    startsAt: row.event_starts_at ?? 0,
    timeZone: row.event_time_zone ?? "UTC",
    webPath: row.event_web_path ?? "",
    venueName: row.venue_name ?? "",
  };
}

/** Pages are bounded here too, whatever a caller asks: a page is never a table walk. */
const MAX_LIMIT = 100;

function bounds(page: PageRequest): [number, number] {
  const limit = Math.min(Math.max(Math.trunc(page.limit), 1), MAX_LIMIT);
  const offset = Math.max(Math.trunc(page.offset), 0);
  return [limit, offset];
}

/** The count of a user's rows and one page of them, in one round trip. */
async function paged<R, T>(db: D1Reader, table: string, select: string, userId: number, page: PageRequest, shape: (row: R) => T): Promise<RowsPage<T>> {
  const [limit, offset] = bounds(page);
  const [count, rows] = await withDeadline(table, db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?1`).bind(userId),
    db.prepare(`${select} WHERE t.user_id = ?1 ORDER BY t.created_at DESC, t.id DESC LIMIT ?2 OFFSET ?3`).bind(userId, limit, offset),
  ]));
  const total = (count!.results[0] as { n: number } | undefined)?.n ?? 0;
  return { total, rows: (rows!.results as R[]).map(shape) };
}

interface OrderRecord extends EventColumns {
  id: number;
  order_number: string;
  buyer_name: string;
  quantity: number;
  total: number;
  currency: string;
  status: OrderRow["status"];
  created_at: number;
}

const ORDER_SELECT = `SELECT t.id, t.order_number, t.buyer_name, t.quantity, t.total, t.currency, t.status, t.created_at, ${EVENT_COLUMNS}
  FROM orders t ${EVENT_JOIN("t")}`;

function guestOrderOf(r: OrderRecord): GuestOrder {
  return { id: r.id, orderNumber: r.order_number, buyerName: r.buyer_name, event: eventOf(r), quantity: r.quantity, status: r.status, createdAt: r.created_at };
}

/** The signed-in area's D1 reads (AccountDataServices) over `db`; `clock` stamps activity rows. */
export function createAccountData(db: D1Reader, clock: () => number = Date.now): AccountDataServices {
  return {
    orders: (userId, page) =>
      paged<OrderRecord, OrderRow>(db, "orders", ORDER_SELECT, userId, page, (r) => ({
        id: r.id,
        orderNumber: r.order_number,
        event: eventOf(r),
        quantity: r.quantity,
        total: r.total,
        currency: r.currency,
        status: r.status,
        createdAt: r.created_at,
      })),

    listings: (userId, page) =>
      paged<EventColumns & Omit<ListingRow, "event" | "createdAt"> & { created_at: number }, ListingRow>(
        db,
        "listings",
        `SELECT t.id, t.quantity, t.price, t.currency, t.status, t.created_at, ${EVENT_COLUMNS} FROM listings t ${EVENT_JOIN("t")}`,
        userId,
        page,
        (r) => ({ id: r.id, event: eventOf(r), quantity: r.quantity, price: r.price, currency: r.currency, status: r.status, createdAt: r.created_at }),
      ),

    sales: (userId, page) =>
      paged<EventColumns & Omit<SaleRow, "event" | "createdAt"> & { created_at: number }, SaleRow>(
        db,
        "sales",
        `SELECT t.id, t.quantity, t.proceeds, t.currency, t.status, t.created_at, ${EVENT_COLUMNS} FROM sales t ${EVENT_JOIN("t")}`,
        userId,
        page,
        (r) => ({ id: r.id, event: eventOf(r), quantity: r.quantity, proceeds: r.proceeds, currency: r.currency, status: r.status, createdAt: r.created_at }),
      ),

    payments: (userId, page) =>
      paged<Omit<PaymentRow, "createdAt"> & { created_at: number }, PaymentRow>(
        db,
        "payments",
        `SELECT t.id, t.kind, t.amount, t.currency, t.status, t.reference, t.created_at FROM payments t`,
        userId,
        page,
        (r) => ({ id: r.id, kind: r.kind, amount: r.amount, currency: r.currency, status: r.status, reference: r.reference, createdAt: r.created_at }),
      ),

    rewardCodes: (userId, page) =>
      paged<{ id: number; kind: RewardCodeRow["kind"]; code: string; value: number; currency: string; expires_at: number | null; redeemed_at: number | null; created_at: number }, RewardCodeRow>(
        db,
        "reward_codes",
        `SELECT t.id, t.kind, t.code, t.value, t.currency, t.expires_at, t.redeemed_at, t.created_at FROM reward_codes t`,
        userId,
        page,
        (r) => ({
          id: r.id,
          kind: r.kind,
          code: r.code,
          value: r.value,
          currency: r.currency,
          expiresAt: r.expires_at,
          redeemedAt: r.redeemed_at,
          createdAt: r.created_at,
        }),
      ),

    friends: (userId, page) =>
      paged<{ id: number; name: string; status: FriendRow["status"]; created_at: number }, FriendRow>(
        db,
        "friends",
        // Only the friend's name crosses over: their email and other rows stay theirs.
        `SELECT t.id, u.name, t.status, t.created_at FROM friends t JOIN users u ON u.id = t.friend_id`,
        userId,
        page,
        (r) => ({ id: r.id, name: r.name, status: r.status, createdAt: r.created_at }),
      ),

    activity: (userId, page) =>
      paged<EventColumns & { id: number; kind: ActivityKind; subject: string | null; created_at: number }, ActivityRow>(
        db,
        "activity",
        `SELECT t.id, t.kind, t.subject, t.created_at, ${EVENT_COLUMNS} FROM activity t ${EVENT_JOIN("t")}`,
        userId,
        page,
        (r) => ({ id: r.id, kind: r.kind, event: eventOf(r), subject: r.subject, createdAt: r.created_at }),
      ),

    async recordActivity(userId, kind, subject = null) {
      await db.prepare(`INSERT INTO activity (user_id, kind, subject, created_at) VALUES (?1, ?2, ?3, ?4)`).bind(userId, kind, subject, clock()).run();
    },

    async lookupGuestOrder(orderNumber, email) {
      // One indexed probe on (order_number, email_norm) whichever part is wrong: the same
      // answer and about the same time for an unknown number and for a wrong email.
      const row = await withDeadline(
        "guest order lookup",
        db
          .prepare(`${ORDER_SELECT} WHERE t.order_number = ?1 AND t.email_norm = ?2`)
          .bind(orderNumber.trim().toUpperCase(), normalizeEmail(email))
          .first<OrderRecord>(),
      );
      return row ? guestOrderOf(row) : null;
    },

    async guestOrder(orderId) {
      const row = await withDeadline("guest order", db.prepare(`${ORDER_SELECT} WHERE t.id = ?1`).bind(orderId).first<OrderRecord>());
      return row ? guestOrderOf(row) : null;
    },
  };
}
