import { describe, expect, it } from "vitest";
import { accountSession, BOOKMARK_COOKIE, BOOKMARK_MAX_AGE, bookmarkSetCookie, catalogSession, readBookmark } from "./d1-sessions";

/** A D1 binding that records the constraint each session starts from. */
function recordingDb() {
  const asked: string[] = [];
  const db = {
    prepare: () => ({}),
    batch: async () => [],
    withSession(constraint: string) {
      asked.push(constraint);
      return { prepare: () => ({}), batch: async () => [], getBookmark: () => `bookmark-after-${constraint}` };
    },
  } as unknown as D1Database;
  return { db, asked };
}

describe("D1 sessions (read replicas)", () => {
  it("the catalog reads any replica; a fan's rows start at the primary, or at the fan's bookmark", () => {
    const { db, asked } = recordingDb();
    catalogSession(db);
    accountSession(db, null);
    accountSession(db, "00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683");
    expect(asked).toEqual(["first-unconstrained", "first-primary", "00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683"]);
  });

  it("a binding without the Sessions API is used as it is, with no bookmark", () => {
    const db = { prepare: () => "statement", batch: async () => [] } as unknown as D1Database;
    const session = accountSession(db, null);
    expect(session.prepare("SELECT 1")).toBe("statement");
    expect(session.getBookmark()).toBeNull();
  });
});

describe("the bookmark cookie", () => {
  it("round-trips a bookmark D1 wrote", () => {
    const bookmark = "00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683";
    const line = bookmarkSetCookie(bookmark, true);
    expect(line).toContain(`${BOOKMARK_COOKIE}=${bookmark}`);
    expect(line).toContain(`Max-Age=${BOOKMARK_MAX_AGE}`);
    for (const attribute of ["Path=/", "HttpOnly", "Secure", "SameSite=Lax"]) expect(line).toContain(attribute);
    expect(readBookmark(`a=1; ${line.split(";")[0]}; b=2`)).toBe(bookmark);
  });

  it.each([
    ["no cookie", null],
    ["another cookie only", "sf_session=abc"],
    ["markup", `${BOOKMARK_COOKIE}=%3Cscript%3E`],
    ["a constraint name", `${BOOKMARK_COOKIE}=first-primary`],
    ["too long", `${BOOKMARK_COOKIE}=${"a".repeat(129)}`],
    ["empty", `${BOOKMARK_COOKIE}=`],
  ])("%s is no bookmark", (_name, header) => {
    expect(readBookmark(header)).toBeNull();
  });
});
