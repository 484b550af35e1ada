// The fan's own rows behind the signed-in area /my/* (spec §1, §2.2), as loaders reach them
// (`context.storefront.services.accountData`). Types only: the D1 implementation is
// worker/services/account-data.ts (migrations/0005_account_data.sql). Money is in minor units.

/** Which slice of a list a page shows. */
export interface PageRequest {
  offset: number;
  limit: number;
}

/** One page of a fan's rows, newest first, and how many there are in all. */
export interface RowsPage<T> {
  rows: T[];
  total: number;
}

/** The event a row is about, as the catalog knows it; null when the event left the catalog. */
export interface EventRef {
  id: number;
  name: string;
  /** Epoch ms (UTC). */
  startsAt: number;
  /** The venue's IANA zone: the date is shown as the venue's. */
  timeZone: string;
  /** The event page slug, e.g. "/abba-tickets/event/123/". */
  webPath: string;
  venueName: string;
}

export const ORDER_STATUSES = ["pending", "confirmed", "delivered", "cancelled", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderRow {
  id: number;
  orderNumber: string;
  event: EventRef | null;
  quantity: number;
  /** Minor units of `currency`. */
  total: number;
  currency: string;
  status: OrderStatus;
  createdAt: number;
}

export const LISTING_STATUSES = ["active", "sold", "expired", "withdrawn"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export interface ListingRow {
  id: number;
  event: EventRef | null;
  quantity: number;
  /** Per ticket, minor units. */
  price: number;
  currency: string;
  status: ListingStatus;
  createdAt: number;
}

export const SALE_STATUSES = ["pending", "paid", "cancelled"] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export interface SaleRow {
  id: number;
  event: EventRef | null;
  quantity: number;
  /** What the seller receives, minor units. */
  proceeds: number;
  currency: string;
  status: SaleStatus;
  createdAt: number;
}

export const PAYMENT_KINDS = ["charge", "refund", "payout"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_STATUSES = ["pending", "completed", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentRow {
  id: number;
  kind: PaymentKind;
  amount: number;
  currency: string;
  status: PaymentStatus;
  /** The order number or sale it belongs to. */
  reference: string | null;
  createdAt: number;
}

/** Spec §1 / §2.2: gift codes and promo codes share /my/rewards/. */
export type RewardKind = "gift" | "promo";

export interface RewardCodeRow {
  id: number;
  kind: RewardKind;
  code: string;
  value: number;
  currency: string;
  expiresAt: number | null;
  redeemedAt: number | null;
  createdAt: number;
}

export type FriendStatus = "pending" | "accepted";

export interface FriendRow {
  id: number;
  /** The friend's account name (never their email). */
  name: string;
  status: FriendStatus;
  createdAt: number;
}

export const ACTIVITY_KINDS = [
  "order-placed",
  "listing-created",
  "sale-completed",
  "payout-sent",
  "reward-received",
  "friend-added",
  "profile-updated",
  "password-changed",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface ActivityRow {
  id: number;
  kind: ActivityKind;
  event: EventRef | null;
  /** An order number, a code, a friend's name. */
  subject: string | null;
  createdAt: number;
}

/** An order as the guest order lookup answers it (event, date, quantity, status). */
export interface GuestOrder {
  id: number;
  orderNumber: string;
  /** The buyer's name at checkout ("" when none was given). */
  buyerName: string;
  event: EventRef | null;
  quantity: number;
  status: OrderStatus;
  createdAt: number;
}

/** The signed-in area's reads of the fan's own rows: every list is `WHERE user_id = ?`, newest first. */
export interface AccountDataServices {
  orders(userId: number, page: PageRequest): Promise<RowsPage<OrderRow>>;
  listings(userId: number, page: PageRequest): Promise<RowsPage<ListingRow>>;
  sales(userId: number, page: PageRequest): Promise<RowsPage<SaleRow>>;
  payments(userId: number, page: PageRequest): Promise<RowsPage<PaymentRow>>;
  /** Gift and promo codes together (one page: /my/rewards/). */
  rewardCodes(userId: number, page: PageRequest): Promise<RowsPage<RewardCodeRow>>;
  friends(userId: number, page: PageRequest): Promise<RowsPage<FriendRow>>;
  activity(userId: number, page: PageRequest): Promise<RowsPage<ActivityRow>>;
  /** Adds a line to the fan's activity feed (the settings forms record their changes). */
  recordActivity(userId: number, kind: ActivityKind, subject?: string | null): Promise<void>;
  /**
   * The order with this number bought with this email (normalized), else null: a wrong email and
   * an unknown number answer alike, so the lookup never tells whether either exists.
   */
  lookupGuestOrder(orderNumber: string, email: string): Promise<GuestOrder | null>;
  /** The order a guest session was opened for (the session is the proof; no email asked again). */
  guestOrder(orderId: number): Promise<GuestOrder | null>;
}
