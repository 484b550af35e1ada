import { describe, expect, it } from "vitest";
import { normalizeHost, resolveStoreId } from "./store-resolution";

const options = {
  hostMap: { "tickets.example.at": 12, "shared.example": 4 } as const,
  defaultHostMap: { "www.stagefront.example": 1, "de.stagefront.example": 3, "shared.example": 9 } as const,
  defaultStoreId: 1 as const,
};

describe("resolveStoreId", () => {
  it.each([
    ["127.0.0.1:8787", 1],
    ["localhost:8787", 1],
    ["[::1]:8787", 1],
    ["gb.localhost:8787", 2],
    ["uk.localhost", 2],
    ["DE.LOCALHOST:8787", 3],
    ["es.localhost", 6],
    ["sp.localhost", 6],
    ["ca.localhost", 8],
    ["hk.localhost", 28],
    ["zz.localhost", 1],
    ["tickets.example.at", 12],
    ["de.stagefront.example", 3],
    ["shared.example", 4], // the operator's map wins over the built-in one
    ["unknown.example", 1],
    ["", 1],
    [null, 1],
    ["bad host\n", 1],
  ])("%s → store %i", (host, storeId) => {
    expect(resolveStoreId(host, options)).toBe(storeId);
  });

  it("ignores inherited keys of the maps", () => {
    expect(resolveStoreId("__proto__", options)).toBe(1);
    expect(resolveStoreId("constructor", options)).toBe(1);
  });

  it("uses the configured default store", () => {
    expect(resolveStoreId("unknown.example", { ...options, defaultStoreId: 2 })).toBe(2);
  });
});

describe("normalizeHost", () => {
  it.each([
    ["DE.localhost:8787", "de.localhost"],
    ["example.com.", "example.com"],
    ["[::1]:80", "[::1]"],
    ["exa mple.com", null],
    ["", null],
  ])("%s → %s", (input, out) => {
    expect(normalizeHost(input)).toBe(out);
  });
});
