import { Hono } from "hono";
import { z } from "zod";
import { MAX_RATE_PAIRS, parseCurrencyPair, ratesForPairs, uniquePairs, type CurrencyPair } from "../../app/domain/exchange-rates";
import { CURRENCY_SYMBOLS } from "../../app/domain/stores";
import type { AppEnv } from "../env";
import { validQuery } from "../middleware/validate";
import { loadReferenceRates } from "../services/exchange-rates";
import { cachedStoreConfig } from "../services/store-config";
import { ShstoreParam } from "../../app/lib/bff-contract";


/** Room for 50 pairs with spaces after the commas; longer strings are refused before splitting. */
const MAX_PAIRS_CHARS = 1_000;

export const SupportedCurrenciesQuerySchema = z.object({
  shstore: ShstoreParam.optional(),
});

export const RatesQuerySchema = z.object({
  pairs: z
    .string({ error: "is required, e.g. pairs=EUR-USD,GBP-EUR" })
    .max(MAX_PAIRS_CHARS, `must be at most ${MAX_PAIRS_CHARS} characters`)
    .transform((value, ctx): CurrencyPair[] => {
      const fail = (message: string) => {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      if (value.trim() === "") return fail("must list at least one pair, e.g. EUR-USD");
      const items = value.split(",");
      if (items.length > MAX_RATE_PAIRS) return fail(`must list at most ${MAX_RATE_PAIRS} pairs`);
      const pairs: CurrencyPair[] = [];
      for (const item of items) {
        if (item.trim() === "") return fail("must not contain an empty pair");
        const pair = parseCurrencyPair(item);
        if (typeof pair === "string") return fail(pair);
        pairs.push(pair);
      }
      return uniquePairs(pairs);
    }),
});

/** The symbol shown next to a code: the store table's, else the narrow symbol Intl knows, else the code. */
function currencySymbol(code: string): string {
  if (Object.hasOwn(CURRENCY_SYMBOLS, code)) return CURRENCY_SYMBOLS[code as keyof typeof CURRENCY_SYMBOLS];
  try {
    const parts = new Intl.NumberFormat("en", { style: "currency", currency: code, currencyDisplay: "narrowSymbol" }).formatToParts(0);
    return parts.find((p) => p.type === "currency")?.value ?? code;
  } catch {
    return code;
  }
}

/**
 * GET /bfx-content/api/currency/v1/{supported,rates} (spec §3 "Currency state", §4 "Currency",
 * §7 "Supported currencies load" and "Exchange rates fetch"; shapes in docs/bff-api-currency.md).
 */
export const currency = new Hono<AppEnv>()
  .get("/supported", validQuery(SupportedCurrenciesQuerySchema), async (c) => {
    const { shstore } = c.req.valid("query");
    const store = await cachedStoreConfig(c.env.STORE_CONFIG, shstore ?? c.get("storeId"), c.env.STORE_CONFIG_CACHE_SECONDS);
    return c.json({
      storeId: store.shstoreId,
      defaultCurrency: store.defaultCurrency,
      defaultCurrencyCodes: store.defaultCurrencyCodes,
      currencies: store.supportedCurrencies.map(({ key, value }) => ({ key, value, symbol: currencySymbol(key) })),
    });
  })
  .get("/rates", validQuery(RatesQuerySchema), async (c) => {
    const { pairs } = c.req.valid("query");
    const log = c.var.log;
    const loaded = await loadReferenceRates(c.env.CACHE, c.env, log);
    c.header("x-cache", loaded.cache);
    if (loaded.cache === "stale") c.header("warning", '110 - "Response is stale"');
    return c.json({ asOf: loaded.table.asOf, source: loaded.source, rates: ratesForPairs(loaded.table, pairs) });
  });
