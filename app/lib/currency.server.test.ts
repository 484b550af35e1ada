// The request's informational currency and its price converter (spec §4 "Currency", §5), wired
// to a request context: which choice applies, which prices get an approximate amount, and that a
// rates failure only removes the amounts.
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseAddress } from "../domain/address";
import type { ReferenceRates } from "../domain/exchange-rates";
import { defaultStoreConfig } from "../domain/store-config";
import { NO_PREFERENCES } from "./preferences.server";
import { pagePriceConverter, priceConverter, resolvePageCurrency } from "./currency.server";
import { createLogger } from "./log";
import type { StorefrontContext } from "./storefront-context";

/** A dated table in the ECB's shape (units per 1 EUR). */
const TABLE: ReferenceRates = { asOf: "2024-06-28", base: "EUR", rates: { USD: 1.0705, GBP: 0.84638, JPY: 171.94 } };

interface Options {
  stored?: string | null;
  search?: string;
  enabled?: boolean;
  optOut?: boolean;
  ipCountry?: string | null;
  exchangeRates?: () => Promise<ReferenceRates>;
}

function context({ stored = null, search = "", enabled = true, optOut = false, ipCountry = null, exchangeRates }: Options = {}): StorefrontContext {
  const store = defaultStoreConfig(1);
  store.featureFlags["common.enableAdvisoryCurrency"] = enabled;
  store.featureFlags["common.advisoryCurrencyOptOut"] = optOut;
  return {
    requestId: "req-1",
    log: createLogger("req-1", (line) => console.error(line)),
    now: Date.parse("2026-11-26T12:00:00Z"),
    brand: store.brandName,
    link: (path) => path,
    origin: "https://www.stagefront.example",
    nonce: "n",
    outcome: { degraded: false },
    store,
    locale: "en-US",
    supportedLanguages: ["en"],
    address: parseAddress(`https://www.stagefront.example/find/s/${search}`, { supportedLanguages: ["en"] }),
    timeZone: store.timeZone,
    ipCountry,
    preferences: { ...NO_PREFERENCES, currency: stored },
    cookieSecrets: ["s"],
    session: null,
    secureTransport: true,
    clientIp: null,
    services: {
      headerContent: vi.fn(),
      locations: vi.fn(),
      catalog: {} as StorefrontContext["services"]["catalog"],
      accounts: {} as StorefrontContext["services"]["accounts"],
      accountData: {} as StorefrontContext["services"]["accountData"],
      exchangeRates: exchangeRates ?? vi.fn(async () => TABLE),
      storeConfigs: vi.fn(async () => []),
    },
  } as StorefrontContext;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("resolvePageCurrency", () => {
  it.each([
    ["the stored choice (cookie mirror)", { stored: "EUR", search: "?cur=GBP" }, "EUR", "stored"],
    ["'none' stored wins over cur", { stored: "none", search: "?cur=GBP" }, "none", "stored"],
    ["cur in the address when nothing is stored", { search: "?q=rock&cur=eur" }, "EUR", "query"],
    ["a stored code the store does not support is ignored", { stored: "XAU", search: "?cur=GBP" }, "GBP", "query"],
    ["an unsupported cur is ignored", { search: "?cur=XAU" }, "none", "fallback"],
    ["opt-out: the IP country's default", { optOut: true, ipCountry: "SE" }, "SEK", "country"],
    ["opt-out without an IP answer: the site country's (US)", { optOut: true }, "USD", "country"],
    ["nothing applies: the event currency", {}, "none", "fallback"],
    ["the feature off: the event currency, whatever is stored", { enabled: false, stored: "EUR", search: "?cur=EUR" }, "none", "disabled"],
  ] as const)("%s", (_case, options, currency, source) => {
    expect(resolvePageCurrency(context(options))).toEqual({ currency, source });
  });

  it("is resolved once per request context", () => {
    const ctx = context({ stored: "EUR" });
    expect(resolvePageCurrency(ctx)).toBe(resolvePageCurrency(ctx));
  });
});

describe("priceConverter", () => {
  it("a USD event price on the US store, EUR chosen: the amount crossed through EUR, marked approximate", async () => {
    const convert = await priceConverter(context(), "EUR");
    // 1 USD = 1 / 1.0705 EUR = 0.934143 (6 significant digits); 50 × 0.934143 = 46.707…
    expect(convert(50, "USD")).toEqual({ text: "≈\u00a0€46.71", label: "about €46.71" });
    expect(convert(86, "USD")).toEqual({ text: "≈\u00a0€80.34", label: "about €80.34" });
  });

  it("formats in the page's locale and the selected currency's minor unit (JPY has none)", async () => {
    const convert = await priceConverter(context(), "JPY");
    // 1 USD = 171.94 / 1.0705 = 160.617 JPY; 50 × 160.617 = 8030.85 → ¥8,031.
    expect(convert(50, "USD")?.text).toBe("≈\u00a0¥8,031");
  });

  it("adds nothing for an event already in the selected currency; an event in another currency converts too", async () => {
    const convert = await priceConverter(context(), "EUR");
    expect(convert(50, "EUR")).toBeNull();
    // GBP is not among the US store's default codes, but a GBP price on the page still gets its amount.
    expect(convert(50, "GBP")?.text).toMatch(/^≈\s€\d/);
  });

  it("'none' converts nothing and reads no rates", async () => {
    const exchangeRates = vi.fn(async () => TABLE);
    const convert = await priceConverter(context({ exchangeRates }), "none");
    expect(convert(50, "USD")).toBeNull();
    expect(exchangeRates).not.toHaveBeenCalled();
  });

  it("the store's own currency chosen: its events show no amount; the rates are read once for the page", async () => {
    const exchangeRates = vi.fn(async () => TABLE);
    const convert = await priceConverter(context({ exchangeRates }), "USD");
    expect(convert(50, "USD")).toBeNull();
    expect(convert(60, "USD")).toBeNull();
    expect(exchangeRates).toHaveBeenCalledTimes(1);
  });

  it("a currency without a reference rate (TWD, docs/decisions/005) converts nothing, never at 1", async () => {
    const convert = await priceConverter(context(), "TWD");
    expect(convert(50, "USD")).toBeNull();
  });

  it("rates failing do not fail the page: logged with the request id, and no amounts", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const convert = await priceConverter(context({ exchangeRates: () => Promise.reject(new Error("KV down")) }), "EUR");
    expect(convert(50, "USD")).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(errors.mock.calls[0]![0]))).toMatchObject({ level: "error", event: "currency.rates_failed", requestId: "req-1", message: "KV down" });
  });
});

describe("pagePriceConverter", () => {
  it("converts into the request's currency (here the stored one)", async () => {
    const convert = await pagePriceConverter(context({ stored: "GBP" }));
    // 1 USD = 0.84638 / 1.0705 = 0.790640 GBP; 50 × 0.79064 = 39.532.
    expect(convert(50, "USD")?.label).toBe("about £39.53");
  });
});
