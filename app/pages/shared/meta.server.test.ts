// withAlternates: a page's hreflang set, kept per isolate for home, the categories and the
// catalogue pages (MEMO_POLICY.hreflang and .entityHreflang), always equal to what
// hreflangAlternates builds for the same stores, page and origin.
import { describe, expect, it } from "vitest";
import { hreflangAlternates, storeOrigins, type AlternatePage } from "../../domain/hreflang";
import { localizeSeoPath } from "../../domain/seo-slugs";
import { defaultStoreConfig, type StoreConfig } from "../../domain/store-config";
import { STORE_IDS } from "../../domain/stores";
import type { PageContext } from "../../lib/i18n.server";
import { withAlternates } from "./meta.server";

const ORIGIN = "https://de.stagefront.example";
const EVENT = "/adele-london-tickets-2027-05-01/event/4242/";

/** The part of a page context withAlternates reads, over the given store configurations. */
function contextOver(stores: readonly StoreConfig[]): PageContext {
  return {
    origin: ORIGIN,
    store: stores.find((s) => s.shstoreId === 3)!,
    services: { storeConfigs: async () => stores },
    log: () => {},
  } as unknown as PageContext;
}

const meta = { title: "t", description: "d", canonical: `${ORIGIN}${EVENT}` } as never;
const STORES = STORE_IDS.map((id) => defaultStoreConfig(id));
const setOf = async (stores: readonly StoreConfig[], page: AlternatePage) => (await withAlternates(contextOver(stores), 0, page, meta)).alternates;

describe("withAlternates (hreflang sets kept per isolate)", () => {
  it("gives a catalogue page the set hreflangAlternates builds, each language with its own slug", async () => {
    const page: AlternatePage = { kind: "entity", path: EVENT, localize: localizeSeoPath };
    const set = await setOf(STORES, page);
    expect(set).toEqual(hreflangAlternates(page, STORES, storeOrigins(STORES[2]!, ORIGIN)));
    expect(set?.find((a) => a.hreflang === "es-ES")?.href).toBe("https://es.stagefront.example/entradas-adele-london-2027-05-01/event/4242/");
  });

  it("keeps a catalogue page's set: a second view gets the same one, another path its own", async () => {
    const page: AlternatePage = { kind: "entity", path: EVENT, localize: localizeSeoPath };
    const first = await setOf(STORES, page);
    expect(await setOf(STORES, { ...page })).toBe(first);
    const other = await setOf(STORES, { kind: "entity", path: "/adele-tickets/performer/7/", localize: localizeSeoPath });
    expect(other).not.toBe(first);
    expect(other?.find((a) => a.hreflang === "de-DE")?.href).toBe(`${ORIGIN}/adele-tickets/performer/7/`);
  });

  it("builds a new set when a store's configuration changes (its version is in the key)", async () => {
    const page: AlternatePage = { kind: "entity", path: EVENT, localize: localizeSeoPath };
    const before = await setOf(STORES, page);
    // Canada stops offering French: its fr-CA alternate goes at once.
    const changed = STORES.map((s) => (s.shstoreId === 8 ? { ...s, supportedLocales: s.supportedLocales.filter((l) => l.locale !== "fr-CA") } : s));
    const after = await setOf(changed, page);
    expect(before?.some((a) => a.hreflang === "fr-CA")).toBe(true);
    expect(after?.some((a) => a.hreflang === "fr-CA")).toBe(false);
    expect(after).toEqual(hreflangAlternates(page, changed, storeOrigins(changed[2]!, ORIGIN)));
  });

  it("does not keep a set made with any other localizer, nor a search page's (its query comes from the request)", async () => {
    const shouting = (path: string) => path.toUpperCase();
    const page: AlternatePage = { kind: "entity", path: EVENT, localize: shouting };
    const first = await setOf(STORES, page);
    expect(first?.find((a) => a.hreflang === "de-DE")?.href).toBe(`${ORIGIN}${EVENT.toUpperCase()}`);
    expect(await setOf(STORES, page)).not.toBe(first);
    const search: AlternatePage = { kind: "search", query: "adele" };
    expect(await setOf(STORES, search)).not.toBe(await setOf(STORES, search));
  });

  it("leaves a list's later pages without a set", async () => {
    expect((await withAlternates(contextOver(STORES), 1, { kind: "entity", path: EVENT, localize: localizeSeoPath }, meta)).alternates).toBeUndefined();
  });
});
