import { describe, expect, it } from "vitest";
import { CSRF_FIELD, CSRF_HEADER } from "../lib/session-guard.server";
import { SIGN_OUT_STORAGE_KEYS } from "./sign-in-state";
import { SIGN_OUT_CSRF_FIELD, SIGN_OUT_CSRF_HEADER, clearSignOutStorage } from "./sign-out";

/** A Map-backed stand-in for window.localStorage. */
function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    removeItem: (key: string) => void map.delete(key),
  };
}

describe("sign-out in the browser (spec §4)", () => {
  it("sends the token under the names the endpoint checks", () => {
    expect(SIGN_OUT_CSRF_HEADER).toBe(CSRF_HEADER);
    expect(SIGN_OUT_CSRF_FIELD).toBe(CSRF_FIELD);
  });

  it("has an entry for each of the five the spec lists (session, contact, user, tracking user, referral id)", () => {
    expect(SIGN_OUT_STORAGE_KEYS).toHaveLength(5);
    expect(new Set(SIGN_OUT_STORAGE_KEYS).size).toBe(5);
  });

  it.each(SIGN_OUT_STORAGE_KEYS)("nulls %s", (key) => {
    const storage = memoryStorage({ [key]: "42" });
    clearSignOutStorage(storage);
    expect(storage.getItem(key)).toBeNull();
  });

  it("leaves every other entry alone", () => {
    const storage = memoryStorage({ selectedCurrencyCode: "EUR", SH_SEM_BannerDisplayed: "1", [SIGN_OUT_STORAGE_KEYS[0]!]: "7" });
    clearSignOutStorage(storage);
    expect([...storage.map.keys()]).toEqual(["selectedCurrencyCode", "SH_SEM_BannerDisplayed"]);
  });

  it("keeps going when the storage refuses an entry", () => {
    const [refused, ...rest] = SIGN_OUT_STORAGE_KEYS;
    const storage = memoryStorage(Object.fromEntries(rest.map((key) => [key, "x"])));
    const refusing = {
      removeItem(key: string) {
        if (key === refused) throw new DOMException("denied", "SecurityError");
        storage.removeItem(key);
      },
    };
    expect(() => clearSignOutStorage(refusing)).not.toThrow();
    expect(storage.map.size).toBe(0);
  });
});
