import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { defaultStoreConfig, STORE_HOSTS_KEY, storeConfigKey } from "../../app/domain/store-config";
import type { AppEnv, Bindings } from "../env";
import { errorHandler } from "./error-handler";
import { documentUrl, store, storeId } from "./store";

/** Bindings that pass assertBindings, with STORE_CONFIG holding `documents` (no per-isolate memo). */
function bindings(documents: Record<string, unknown> = {}, vars: Partial<Bindings> = {}): Bindings {
  const kv = {
    get: async (key: string) => (key in documents ? JSON.stringify(documents[key]) : null),
    put: async () => {},
  } as unknown as KVNamespace;
  const db = { prepare: () => ({}) } as unknown as D1Database;
  return { DB: db, STORE_CONFIG: kv, CACHE: kv, COOKIE_SECRET: "x".repeat(32), STORE_CONFIG_CACHE_SECONDS: "0", ...vars } as Bindings;
}

const app = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    c.set("log", () => {});
    await next();
  })
  .use("*", storeId, store)
  .all("*", (c) =>
    c.json({
      storeId: c.var.storeId,
      storeName: c.var.store.brandName,
      supportedLanguages: c.var.supportedLanguages,
      pathname: c.var.address.pathname,
      locale: c.var.locale,
      brand: c.var.brand,
      link: c.var.link("/find/s/"),
    }),
  )
  .onError(errorHandler);

const ask = async (url: string, env: Bindings) => (await app.request(url, {}, env)).json() as Promise<Record<string, unknown>>;

describe("storeId", () => {
  it("resolves the host: the operator's host index first, then the built-in names, else DEFAULT_STORE_ID", async () => {
    const env = bindings({ [STORE_HOSTS_KEY]: { "fans.example": 5 } }, { DEFAULT_STORE_ID: "3" });
    expect((await ask("https://fans.example/", env)).storeId).toBe(5);
    expect((await ask("http://uk.localhost:8787/", env)).storeId).toBe(2);
    expect((await ask("http://127.0.0.1:8787/", env)).storeId).toBe(3);
    expect((await ask("http://127.0.0.1:8787/", bindings({}, { DEFAULT_STORE_ID: "999" }))).storeId).toBe(1);
  });

  it("names a missing binding at the door (503, not a stack)", async () => {
    const res = await app.request("http://127.0.0.1/", {}, { ...bindings(), COOKIE_SECRET: "short" });
    expect(res.status).toBe(503);
    expect(await res.text()).toBe("The storefront is not configured on this host.");
  });
});

describe("store", () => {
  it("sets the configuration, its languages, the locale of the address, the brand and the link formatter", async () => {
    const config = defaultStoreConfig(1);
    const alt = { ...config, featureFlags: { ...config.featureFlags, "common.useAltBrand": true } };
    const plain = await ask("http://127.0.0.1/", bindings());
    expect(plain).toMatchObject({ storeId: 1, storeName: config.brandName, brand: config.brandName, locale: config.defaultLocale, pathname: "/" });
    expect(plain.supportedLanguages).toEqual(config.supportedLocales.map((l) => l.locale.slice(0, 2)));
    expect(await ask("http://127.0.0.1/", bindings({ [storeConfigKey(1)]: alt }))).toMatchObject({ brand: config.altBrandName });
  });

  it("reads a single-fetch address as the page it stands for", async () => {
    expect(await ask("http://127.0.0.1/_root.data", bindings())).toMatchObject({ pathname: "/" });
    expect(await ask("http://127.0.0.1/find/s.data?_routes=root", bindings())).toMatchObject({ pathname: "/find/s/" });
  });

  it("formats links in the page's language", async () => {
    const env = bindings({}, { DEFAULT_STORE_ID: "13" });
    const config = defaultStoreConfig(13);
    const other = config.supportedLocales.map((l) => l.locale).find((l) => l !== config.defaultLocale)!;
    const home = await ask("http://127.0.0.1/", env);
    const there = await ask(`http://127.0.0.1/${other.slice(0, 2)}/`, env);
    expect(home).toMatchObject({ locale: config.defaultLocale, link: "/find/s/" });
    expect(there).toMatchObject({ locale: other, link: `/${other.slice(0, 2)}/find/s/` });
  });
});

describe("documentUrl", () => {
  it.each([
    ["/", "/"],
    ["/_root.data", "/"],
    ["/find/s.data?q=rock&_routes=routes%2Fsearch", "/find/s?q=rock"],
    ["/favicon.svg", "/favicon.svg"],
  ])("%s → %s", (path, expected) => {
    const url = documentUrl(new URL(`https://www.stagefront.example${path}`));
    expect(`${url.pathname}${url.search}`).toBe(expected);
  });
});
