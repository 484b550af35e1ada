// D1 read replicas through the Sessions API (ADR 017). Catalog reads take any replica
// ("first-unconstrained"): the catalog changes by import, and a page a second old is fine. A fan's
// own rows keep read-your-writes: the session starts at the bookmark the fan's last answer carried
// (sf_d1_bookmark), else at the primary, and an answer after which the bookmark moved carries the
// new one. So a fan who just signed in, or saved a setting, reads that write on the next page from
// whichever replica is near, however far the primary is.
import { parse, serialize } from "hono/utils/cookie";
import { z } from "zod";

/** What the services need of a database or a session of it. */
export type D1Reader = Pick<D1Database, "prepare" | "batch">;

/** The cookie carrying the fan's D1 bookmark. Not a secret: a forged one only makes that fan's own reads wait for a newer replica. */
export const BOOKMARK_COOKIE = "sf_d1_bookmark";
/** Seconds a bookmark is kept: replicas catch up within seconds; past this the fan reads from the primary again. */
export const BOOKMARK_MAX_AGE = 600;

/** A bookmark as D1 writes them: hex groups joined by dashes. */
export const BookmarkSchema = z.string().regex(/^[0-9a-f]+(?:-[0-9a-f]+){0,7}$/i).max(128);

/** The bookmark a request carries, or null for none or a malformed one. */
export function readBookmark(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  const value = parse(cookieHeader, BOOKMARK_COOKIE)[BOOKMARK_COOKIE];
  const parsed = BookmarkSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The Set-Cookie line for a bookmark: HttpOnly, Secure off only on plain-http development hosts, SameSite=Lax. */
export function bookmarkSetCookie(bookmark: string, secure: boolean): string {
  return serialize(BOOKMARK_COOKIE, bookmark, { path: "/", maxAge: BOOKMARK_MAX_AGE, httpOnly: true, secure, sameSite: "Lax" });
}

/** A session of `db` (a binding without the Sessions API — older runtimes, test doubles — is used as it is). */
function sessionOf(db: D1Database, constraint: string): D1Reader & { getBookmark(): string | null } {
  if (typeof db.withSession === "function") return db.withSession(constraint);
  return { prepare: db.prepare.bind(db), batch: db.batch.bind(db) as D1Database["batch"], getBookmark: () => null };
}

/** The catalog's reads: any replica. */
export function catalogSession(db: D1Database): D1Reader {
  return sessionOf(db, "first-unconstrained");
}

/** The fan's own reads and writes: from `bookmark` on (read-your-writes), else from the primary. */
export function accountSession(db: D1Database, bookmark: string | null): D1Reader & { getBookmark(): string | null } {
  return sessionOf(db, bookmark ?? "first-primary");
}
