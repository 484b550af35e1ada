// Issue 25's big event in a test's copy of the demo catalog: a country's upcoming event with the
// most listings (a headline event of the demo, scripts/catalog/demo-headlines.ts), found in D1.

export interface BigEvent {
  id: number;
  webPath: string;
  venueId: number;
  listingCount: number;
}

/** The upcoming event of `country` (from tomorrow on) with the most listings, or null when none has any. */
export async function bigEventOf(db: D1Database, country: string): Promise<BigEvent | null> {
  const row = await db
    .prepare(
      `SELECT e.id, e.web_path, e.venue_id, COUNT(*) AS n FROM events e JOIN ticket_listings l ON l.event_id = e.id
       WHERE e.country_code = ?1 AND e.starts_at >= ?2 GROUP BY e.id ORDER BY n DESC, e.id LIMIT 1`,
    )
    .bind(country, Date.now() + 86_400_000)
    .first<{ id: number; web_path: string; venue_id: number; n: number }>();
  return row ? { id: row.id, webPath: row.web_path, venueId: row.venue_id, listingCount: row.n } : null;
}
