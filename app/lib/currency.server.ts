// Server only: the informational currency of this request (spec §4 "Currency", §5) and the
// approximate prices it adds beside event prices. The server renders from the signed cookie
// mirror of local storage (selectedCurrencyCode), so the hydrated page shows what the server
// sent: no flash of another currency. Rates come from the worker's reference table; the
// currency is advisory, so a rates failure only removes the approximate amounts.
import {
  approximatePrice,
  CUR_QUERY_PARAM,
  initialCurrencyChoice,
  NO_CONVERSION,
  ratePairs,
  type ApproximateAmount,
  type CurrencySelection,
  type InitialCurrency,
} from "../domain/currency";
import { ratesForPairs } from "../domain/exchange-rates";
import type { StorefrontContext } from "./storefront-context";

/** The approximate amount of a price in the selected currency, or null when none is shown. */
export type PriceConverter = (amount: number, eventCurrency: string) => ApproximateAmount | null;

/** What the page shows when there is nothing to convert: each event in its own currency only. */
export const NO_PRICE_CONVERSION: PriceConverter = () => null;

// The root and the page loaders both ask; one answer per request context (STYLE §3). Not an
// isolate memo (app/domain/isolate-memo.ts): keyed on the request's own context object, it shares
// nothing between requests and goes with the request.
const resolved = new WeakMap<StorefrontContext, InitialCurrency>();

/**
 * The request's currency by the spec's precedence: the stored choice (cookie mirror), then a
 * supported `cur` in the address, then (advisory opt-out) the country's or store's default;
 * each only if the store supports it, 'none' when the feature is off or nothing applies.
 */
export function resolvePageCurrency(ctx: StorefrontContext): InitialCurrency {
  const known = resolved.get(ctx);
  if (known) return known;
  const flags = ctx.store.featureFlags;
  const choice = initialCurrencyChoice({
    enabled: flags["common.enableAdvisoryCurrency"] === true,
    stored: ctx.preferences.currency,
    queryCur: new URLSearchParams(ctx.address.search).get(CUR_QUERY_PARAM),
    optOutEnabled: flags["common.advisoryCurrencyOptOut"] === true,
    ipCountryCode: ctx.ipCountry,
    siteCountry: ctx.store.siteCountry,
    storeDefault: ctx.store.defaultCurrency,
    supported: ctx.store.supportedCurrencies.map(({ key }) => key),
  });
  resolved.set(ctx, choice);
  return choice;
}

/**
 * The page's price converter for `selection`: rates for the store's default currency codes into
 * the selection (spec §4, each pair once), and for the currency of each event shown (a US fan who
 * chose USD still reads an approximate amount beside a price in CZK; docs/decisions/010). No
 * conversion for 'none', for an event already in the selected currency, or for a pair without a
 * rate; a rates failure is logged and the page shows prices in the event currency only.
 */
export async function priceConverter(ctx: StorefrontContext, selection: CurrencySelection, labelTemplate?: string): Promise<PriceConverter> {
  if (selection === NO_CONVERSION) return NO_PRICE_CONVERSION;
  let table: Awaited<ReturnType<StorefrontContext["services"]["exchangeRates"]>>;
  try {
    table = await ctx.services.exchangeRates();
  } catch (err) {
    ctx.log("error", "currency.rates_failed", { selection, message: err instanceof Error ? err.message : String(err) });
    return NO_PRICE_CONVERSION;
  }
  const byEventCurrency = new Map<string, ReturnType<typeof ratesForPairs>>();
  const ratesFor = (eventCurrency: string) => {
    let rates = byEventCurrency.get(eventCurrency);
    if (!rates) {
      rates = ratesForPairs(table, ratePairs(selection, [...ctx.store.defaultCurrencyCodes, eventCurrency]));
      byEventCurrency.set(eventCurrency, rates);
    }
    return rates;
  };
  return (amount, eventCurrency) => approximatePrice({ amount, eventCurrency, selected: selection, rates: ratesFor(eventCurrency), locale: ctx.locale, labelTemplate });
}

/** The request's converter: its currency resolved, then its rates (see priceConverter); `labelTemplate`
 *  is how the page's language reads an approximate amount aloud ("about {amount}"). */
export function pagePriceConverter(ctx: StorefrontContext, labelTemplate?: string): Promise<PriceConverter> {
  return priceConverter(ctx, resolvePageCurrency(ctx).currency, labelTemplate);
}
