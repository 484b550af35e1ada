import { describe, expect, it } from "vitest";
import { alternatePath, hreflangAlternates, nativeLocales, pageOrigin, siteOrigin, type AlternatePage } from "./hreflang";
import { localizeSeoPath } from "./seo-slugs";
import { defaultStoreConfig } from "./store-config";
import { STORE_IDS } from "./stores";

const STORES = STORE_IDS.map((id) => defaultStoreConfig(id));
const alternates = (page: AlternatePage) => hreflangAlternates(page, STORES, siteOrigin);
const href = (page: AlternatePage, hreflang: string) => alternates(page).find((a) => a.hreflang === hreflang)?.href;

describe("hreflang alternates", () => {
  it("lists every store in each of its own languages once, then x-default", () => {
    const tags = alternates({ kind: "home" }).map((a) => a.hreflang);
    const native = STORES.flatMap((store) => nativeLocales(store));
    expect(tags).toEqual([...native, "x-default"]);
    expect(new Set(tags).size).toBe(tags.length);
    expect(native).toHaveLength(31);
    for (const tag of ["en-US", "en-GB", "fr-CA", "en-CA", "nl-BE", "fr-BE", "de-LU", "zh-HK", "en-HK", "zh-TW", "pt-BR", "es-AR"]) expect(tags).toContain(tag);
  });

  it.each([
    ["en-US", "https://www.stagefront.example/"],
    ["x-default", "https://www.stagefront.example/"],
    ["de-DE", "https://de.stagefront.example/"],
    ["en-CA", "https://ca.stagefront.example/"],
    // Canada's second language carries the language segment (spec §2.1 formatting).
    ["fr-CA", "https://ca.stagefront.example/fr/"],
    ["nl-BE", "https://be.stagefront.example/nl/"],
    ["en-HK", "https://hk.stagefront.example/en/"],
  ])("home in %s is %s", (tag, expected) => {
    expect(href({ kind: "home" }, tag)).toBe(expected);
  });

  it.each([
    ["fr-CA", "https://ca.stagefront.example/billets-concert/fr/category/1/"],
    ["fi-FI", "https://fi.stagefront.example/konsertit-liput/category/1/"],
    ["es-ES", "https://es.stagefront.example/entradas-conciertos/category/1/"],
    ["pt-PT", "https://pt.stagefront.example/bilhetes-concertos/category/1/"],
    // Slug-less sites (spec §2.4).
    ["ja-JP", "https://jp.stagefront.example/category/1/"],
    ["zh-TW", "https://tw.stagefront.example/category/1/"],
  ])("concerts in %s is %s (each site's own category path)", (tag, expected) => {
    expect(href({ kind: "category", key: "concerts" }, tag)).toBe(expected);
  });

  it("a category only some sites offer lists only those (soccer: the UK)", () => {
    expect(alternates({ kind: "category", key: "soccer" }).map((a) => a.hreflang)).toEqual(["en-GB"]);
  });

  it("search keeps its term, encoded", () => {
    expect(href({ kind: "search", query: "AC/DC & friends" }, "de-DE")).toBe("https://de.stagefront.example/find/s/?q=AC%2FDC+%26+friends");
    expect(href({ kind: "search", query: "adele" }, "fr-CA")).toBe("https://ca.stagefront.example/fr/find/s/?q=adele");
  });

  it("catalogue pages take each language's slug", () => {
    const page: AlternatePage = { kind: "entity", path: "/adele-tickets/performer/7/", localize: localizeSeoPath };
    expect(href(page, "en-US")).toBe("https://www.stagefront.example/adele-tickets/performer/7/");
    expect(href(page, "es-ES")).toBe("https://es.stagefront.example/entradas-adele/performer/7/");
    expect(href(page, "fr-CA")).toBe("https://ca.stagefront.example/billets-adele/fr/performer/7/");
  });

  it("the request's own store uses the origin it was served on", () => {
    const own = hreflangAlternates({ kind: "home" }, STORES, (store) => (store.shstoreId === 8 ? "http://ca.localhost:8787" : siteOrigin(store)));
    expect(own.find((a) => a.hreflang === "fr-CA")?.href).toBe("http://ca.localhost:8787/fr/");
    expect(own.find((a) => a.hreflang === "de-DE")?.href).toBe("https://de.stagefront.example/");
  });

  it("a store that stopped offering a native language drops it; its default is always listed", () => {
    const be = defaultStoreConfig(13);
    const frenchOnly = { ...be, supportedLocales: be.supportedLocales.filter((l) => l.locale !== "nl-BE") };
    expect(nativeLocales(frenchOnly)).toEqual(["fr-BE"]);
    expect(alternatePath({ kind: "home" }, frenchOnly, "fr-BE")).toBe("/");
  });
});

describe("pageOrigin: the store's host, the request's only on local development", () => {
  const at = (url: string) => new URL(url);
  it.each([
    ["https://evil.example/", 3, "https://de.stagefront.example"],
    ["http://evil.example:8080/", 1, "https://www.stagefront.example"],
    ["https://us.stagefront.example/", 1, "https://www.stagefront.example"],
    ["https://localhost.evil.example/", 2, "https://gb.stagefront.example"],
    ["http://127.0.0.1:8787/", 1, "http://127.0.0.1:8787"],
    ["http://de.localhost:8787/", 3, "http://de.localhost:8787"],
    ["http://[::1]:8787/", 1, "http://[::1]:8787"],
  ] as const)("%s on store %i → %s", (url, storeId, origin) => {
    expect(pageOrigin(at(url), defaultStoreConfig(storeId))).toBe(origin);
  });
});
