-- Accounts, server-side sessions and rate limits (issue 7; docs/decisions/012-accounts-and-sessions.md).

CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  -- Lower-cased, trimmed, NFKC: one account per address however it is typed.
  email_norm TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  phone TEXT,
  -- PBKDF2-SHA-256: hex digest, hex salt (16 random bytes per user), iteration count kept per row
  -- so the cost can rise later without invalidating anyone.
  password_hash TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  password_iterations INTEGER NOT NULL,
  -- Spec §3 contact identifier: opaque, safe to show in a readable cookie.
  contact_id TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS sessions (
  -- SHA-256 of the session id: a leaked table does not hand out live sessions.
  id_hash TEXT PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  -- A guest session (order lookup) names its order and the order's email instead of a user.
  guest_order_id INTEGER,
  guest_email TEXT,
  guest_name TEXT,
  login_type TEXT NOT NULL CHECK (login_type IN ('password', 'guest')),
  csrf_token TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  -- Absolute end, whatever the activity.
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id);
CREATE INDEX IF NOT EXISTS sessions_expiry ON sessions (expires_at);

-- Fixed-window counters shared by every isolate: key "signin:ip:1.2.3.4", window start (epoch s).
CREATE TABLE IF NOT EXISTS rate_limits (
  key TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (key, window_start)
);
