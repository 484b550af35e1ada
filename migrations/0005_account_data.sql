-- The fan's own rows behind the signed-in area /my/* (issue 7 item 5; spec §1, §2.2): orders,
-- listings, sales, payments, reward codes (gift and promo), friends and activity.
-- Every read is `WHERE user_id = ?`, newest first, so each table has (user_id, created_at DESC, id DESC).
-- Money is in minor units of its currency (cents; whole yen): no binary fractions in totals.
-- event_id has no foreign key on purpose: the catalog is re-imported as a whole
-- (scripts/catalog), and a fan's history must outlive an event leaving it (reads LEFT JOIN events).

CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY,
  -- What the fan is told and types into the guest order lookup; stored upper case (lookups upper-case what is typed).
  order_number TEXT NOT NULL UNIQUE,
  -- NULL: a guest order (bought without an account); found only by number and email.
  user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  -- Lower-cased, trimmed, NFKC as users.email_norm (worker/services/accounts.ts normalizeEmail).
  email_norm TEXT NOT NULL,
  -- The buyer's name as given at checkout: a guest session opened by the lookup is named by it.
  buyer_name TEXT NOT NULL DEFAULT '',
  event_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  total INTEGER NOT NULL CHECK (total >= 0),
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'delivered', 'cancelled', 'refunded')),
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_user ON orders (user_id, created_at DESC, id DESC);
-- The guest lookup matches number and email in one probe of this index.
CREATE INDEX IF NOT EXISTS orders_number_email ON orders (order_number, email_norm);

CREATE TABLE IF NOT EXISTS listings (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  -- Price per ticket.
  price INTEGER NOT NULL CHECK (price >= 0),
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'sold', 'expired', 'withdrawn')),
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS listings_user ON listings (user_id, created_at DESC, id DESC);

CREATE TABLE IF NOT EXISTS sales (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  listing_id INTEGER REFERENCES listings (id) ON DELETE SET NULL,
  event_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  -- What the seller receives.
  proceeds INTEGER NOT NULL CHECK (proceeds >= 0),
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'cancelled')),
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sales_user ON sales (user_id, created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS sales_listing ON sales (listing_id);

CREATE TABLE IF NOT EXISTS payments (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- charge: the fan paid for an order; refund: money back; payout: a seller's proceeds sent.
  kind TEXT NOT NULL CHECK (kind IN ('charge', 'refund', 'payout')),
  amount INTEGER NOT NULL CHECK (amount >= 0),
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'failed')),
  -- The order number or sale the payment belongs to, as shown to the fan.
  reference TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS payments_user ON payments (user_id, created_at DESC, id DESC);

CREATE TABLE IF NOT EXISTS reward_codes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('gift', 'promo')),
  code TEXT NOT NULL UNIQUE,
  value INTEGER NOT NULL CHECK (value >= 0),
  currency TEXT NOT NULL,
  -- NULL: never expires / not redeemed yet.
  expires_at INTEGER,
  redeemed_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS reward_codes_user ON reward_codes (user_id, created_at DESC, id DESC);

-- One row per direction: the fan's list is theirs (user_id), naming another account (friend_id).
CREATE TABLE IF NOT EXISTS friends (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  friend_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'accepted')),
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, friend_id),
  CHECK (user_id <> friend_id)
);
CREATE INDEX IF NOT EXISTS friends_user ON friends (user_id, created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS friends_friend ON friends (friend_id);

-- The activity feed: what happened, as data (kind + references), worded by the page in the
-- fan's language (app/components/account/account-labels.ts), never stored as sentences.
CREATE TABLE IF NOT EXISTS activity (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN (
    'order-placed', 'listing-created', 'sale-completed', 'payout-sent',
    'reward-received', 'friend-added', 'profile-updated', 'password-changed'
  )),
  event_id INTEGER,
  -- An order number, a code, a friend's name: shown as is inside the sentence.
  subject TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS activity_user ON activity (user_id, created_at DESC, id DESC);
