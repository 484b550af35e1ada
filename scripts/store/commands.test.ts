import { describe, expect, it } from "vitest";
import { defaultStoreConfig, storeConfigKey, STORE_HOSTS_KEY } from "../../app/domain/store-config";
import {
  buildHostIndex,
  checkDocument,
  CommandError,
  diffConfigs,
  effectiveConfig,
  parseStoreIdArg,
  setConfig,
} from "./commands";
import { memoryStore } from "./memory-store";
import { contentVersionKey, readVersion } from "../../app/domain/versions";

describe("npm run store -- set", () => {
  it("writes a valid document and the host index", async () => {
    const kv = memoryStore();
    const doc = { ...defaultStoreConfig(3), hostNames: ["www.stagefront-tickets.de"] };
    await setConfig(kv, 3, JSON.stringify(doc));
    expect(JSON.parse(kv.data.get(storeConfigKey(3))!)).toMatchObject({ hostNames: ["www.stagefront-tickets.de"] });
    expect(JSON.parse(kv.data.get(STORE_HOSTS_KEY)!)).toMatchObject({ "www.stagefront-tickets.de": 3 });
  });

  it("bumps the store's content version, a new one each time, so cached pages show the change at once (ADR 017)", async () => {
    const kv = memoryStore();
    const doc = JSON.stringify(defaultStoreConfig(3));
    await setConfig(kv, 3, doc);
    const first = kv.data.get(contentVersionKey(3));
    expect(readVersion(first)).toBe(first);
    await setConfig(kv, 3, doc);
    expect(kv.data.get(contentVersionKey(3))).not.toBe(first);
    expect(kv.data.has(contentVersionKey(4))).toBe(false);
  });

  it("sets a store's price display mode (ADR 027) and bumps its content version so cached event pages show it", async () => {
    const kv = memoryStore();
    await setConfig(kv, 22, JSON.stringify(defaultStoreConfig(22)));
    const before = kv.data.get(contentVersionKey(22));
    await setConfig(kv, 22, JSON.stringify({ ...defaultStoreConfig(22), priceDisplay: "itemised" }));
    expect(JSON.parse(kv.data.get(storeConfigKey(22))!)).toMatchObject({ priceDisplay: "itemised" });
    expect(kv.data.get(contentVersionKey(22))).not.toBe(before);
  });

  it("refuses itemised prices for a store whose country requires all-in prices, and writes nothing", async () => {
    const kv = memoryStore();
    const err = await setConfig(kv, 3, JSON.stringify({ ...defaultStoreConfig(3), priceDisplay: "itemised" })).catch((e: unknown) => e);
    expect((err as CommandError).details.join("\n")).toMatch(/^priceDisplay: DE requires all-in prices/m);
    expect(kv.writes).toBe(0);
  });

  it("refuses an invalid document, names the field, and writes nothing", async () => {
    const kv = memoryStore();
    const doc = { ...defaultStoreConfig(3), contentCacheTtlSeconds: -5 };
    const err = await setConfig(kv, 3, JSON.stringify(doc)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CommandError);
    expect((err as CommandError).details.join("\n")).toContain("contentCacheTtlSeconds");
    expect(kv.writes).toBe(0);
  });

  it("refuses a document for another store", async () => {
    const kv = memoryStore();
    const err = await setConfig(kv, 3, JSON.stringify(defaultStoreConfig(4))).catch((e: unknown) => e);
    expect((err as CommandError).details.join("\n")).toContain("shstoreId");
    expect(kv.writes).toBe(0);
  });

  it("refuses text that is not JSON", async () => {
    const kv = memoryStore();
    await expect(setConfig(kv, 3, "{")).rejects.toThrow("not valid JSON");
    expect(kv.writes).toBe(0);
  });

  it("refuses a host name another store already has", async () => {
    const kv = memoryStore();
    const taken = defaultStoreConfig(4).hostNames[0]!;
    const doc = { ...defaultStoreConfig(3), hostNames: [taken] };
    const err = await setConfig(kv, 3, JSON.stringify(doc)).catch((e: unknown) => e);
    expect((err as CommandError).details.join("\n")).toContain(taken);
    expect(kv.writes).toBe(0);
  });
});

describe("npm run store -- validate makes every check set makes (issue 22)", () => {
  // A namespace where store 4 has moved to a real host name: store 3 may not take it.
  const namespace = () =>
    memoryStore({ [storeConfigKey(4)]: JSON.stringify({ ...defaultStoreConfig(4), hostNames: ["www.stagefront-tickets.at"] }) });
  const documents: [string, object, string | null][] = [
    ["the defaults", defaultStoreConfig(3), null],
    ["a real host name", { ...defaultStoreConfig(3), hostNames: ["www.stagefront-tickets.de"] }, null],
    ["a host name another store has in the namespace", { ...defaultStoreConfig(3), hostNames: ["www.stagefront-tickets.at"] }, "www.stagefront-tickets.at is claimed by stores 3 and 4"],
    ["localhost", { ...defaultStoreConfig(3), hostNames: ["localhost"] }, "hostNames.0: must be a lower-case DNS name"],
    ["127.0.0.1:8787", { ...defaultStoreConfig(3), hostNames: ["127.0.0.1:8787"] }, "hostNames.0: must be a lower-case DNS name"],
    ["markup in brandName", { ...defaultStoreConfig(3), brandName: "<img src=x onerror=alert(1)>" }, "brandName: must be plain text"],
  ];

  it.each(documents)("%s: validate and set agree", async (_name, doc, problem) => {
    const text = JSON.stringify(doc);
    const validated = await checkDocument(namespace(), text).then(
      () => null,
      (e: CommandError) => [e.message, ...e.details].join("\n"),
    );
    const kv = namespace();
    const set = await setConfig(kv, 3, text).then(
      () => null,
      (e: CommandError) => [e.message, ...e.details].join("\n"),
    );
    if (problem === null) {
      expect(validated).toBeNull();
      expect(set).toBeNull();
    } else {
      expect(validated).toContain(problem);
      expect(set).toBe(validated);
      expect(kv.writes).toBe(0);
    }
  });

  it("validate writes nothing", async () => {
    const kv = namespace();
    await checkDocument(kv, JSON.stringify(defaultStoreConfig(3)));
    expect(kv.writes).toBe(0);
  });
});

describe("get / diff / storeId", () => {
  it("reports defaults when nothing, or something invalid, is stored", async () => {
    expect((await effectiveConfig(memoryStore(), 5)).source).toBe("defaults");
    const bad = await effectiveConfig(memoryStore({ [storeConfigKey(5)]: '{"shstoreId":5}' }), 5);
    expect(bad.source).toBe("defaults");
    expect(bad.problems.length).toBeGreaterThan(1);
  });

  it("lists field differences", () => {
    const a = defaultStoreConfig(7);
    const b = { ...a, brandName: "Bilhetes", contentCacheTtlSeconds: 600 };
    expect(diffConfigs(a, b)).toEqual([
      '- brandName: "Stagefront"',
      '+ brandName: "Bilhetes"',
      "- contentCacheTtlSeconds: 900",
      "+ contentCacheTtlSeconds: 600",
    ]);
    expect(diffConfigs(a, a)).toEqual([]);
  });

  it.each(["0", "25", "29", "abc", "3.5", undefined])("refuses store id %s", (raw) => {
    expect(() => parseStoreIdArg(raw)).toThrow(CommandError);
  });

  it("builds an index covering every store's hosts", async () => {
    const index = await buildHostIndex(memoryStore(), defaultStoreConfig(1));
    expect(Object.values(index)).toContain(28);
    expect(new Set(Object.values(index)).size).toBe(27);
  });
});

describe("diffConfigs with nothing stored", () => {
  it("lists every field of the new document as an addition", () => {
    expect(diffConfigs(undefined, { a: 1, b: { c: [2] } })).toEqual(["+ a: 1", "+ b.c.0: 2"]);
  });
});
