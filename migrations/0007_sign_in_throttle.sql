-- Throttling failed sign-ins per account and per known device (issue 22; docs/decisions/012-accounts-and-sessions.md
-- "Limits on attempts").

-- Consecutive failed sign-ins per key: "account:<SHA-256 of the normalized email>" (every device the
-- account has not seen) or "device:<user id>:<SHA-256 of the device id>" (a device it has). A
-- success deletes the key's row; rows quiet for a day are swept.
CREATE TABLE IF NOT EXISTS sign_in_throttle (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  -- epoch seconds
  last_failure_at INTEGER NOT NULL
);

-- Devices an account signed in (or up) from: SHA-256 of the random id in the signed sf_device
-- cookie. A known device has a failure budget of its own, so others' failures never lock it out.
CREATE TABLE IF NOT EXISTS sign_in_devices (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device_hash TEXT NOT NULL,
  -- epoch seconds
  last_success_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, device_hash)
);
CREATE INDEX IF NOT EXISTS sign_in_devices_age ON sign_in_devices (last_success_at);
