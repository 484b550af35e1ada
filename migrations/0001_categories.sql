-- Top-level categories: the ids are the same on every site (spec §2.4).
-- The catalog issue extends this table with the full tree and groupings.
CREATE TABLE IF NOT EXISTS categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories (id),
  name TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS categories_parent ON categories (parent_id);

INSERT OR IGNORE INTO categories (id, parent_id, name) VALUES
  (1, NULL, 'Concerts'),
  (28, NULL, 'Sports'),
  (174, NULL, 'Theatre, Comedy & Arts'),
  (114, 28, 'Soccer');
