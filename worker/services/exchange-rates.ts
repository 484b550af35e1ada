// Reference rates for the currency BFF: the configured origin (the ECB daily file by default),
// cached in KV; the bundled, dated ECB snapshot when no origin is configured or when the origin
// fails with nothing cached. See docs/bff-api-currency.md and docs/decisions/005-exchange-rates.md.
import { ReferenceRatesSchema, type ReferenceRates } from "../../app/domain/exchange-rates";
import { sha256Hex } from "./digest";
import snapshotFile from "../../data/exchange-rates/ecb-2024-06-28.json";
import { parseEcbDailyXml } from "./ecb-xml";
import { CACHE_POLICY, cacheAside, type CacheStatus } from "./kv-cache";
import type { Logger } from "../../app/lib/log";

/** The ECB's daily euro reference rates: the default origin. */
export const ECB_DAILY_URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";

/** Vars of the rates call (wrangler.toml [vars] or .dev.vars). */
export interface RatesVars {
  /** Origin of the ECB-format daily file; unset = ECB_DAILY_URL, empty = snapshot only. */
  RATES_ORIGIN_URL?: string;
  /** Seconds a fetched table is fresh in KV (default CACHE_POLICY.RATES, 6 h). */
  RATES_CACHE_SECONDS?: string;
}

/** The bundled ECB reference day, checked once per isolate (a broken file fails the unit tests). */
export const RATES_SNAPSHOT: ReferenceRates = ReferenceRatesSchema.parse(snapshotFile);

export type RatesSource = "ecb" | "snapshot";

/** How the table was obtained: a KV cache status, "none" (snapshot only) or "error" (origin failed, nothing cached). */
export type RatesCacheStatus = CacheStatus | "none" | "error";

export interface LoadedRates {
  table: ReferenceRates;
  source: RatesSource;
  cache: RatesCacheStatus;
}

const MAX_CACHE_SECONDS = 7 * 24 * 3600;

/** The origin URL, or null for snapshot only (empty value, or a value that is not an http(s) URL — logged). */
export function ratesOrigin(value: string | undefined, log?: Logger): URL | null {
  if (value === undefined) return new URL(ECB_DAILY_URL);
  if (value.trim() === "") return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol === "https:" || url.protocol === "http:") return url;
  } catch {
    // reported below
  }
  log?.("warn", "rates.origin_invalid", { message: "RATES_ORIGIN_URL is not an http(s) URL; serving the snapshot" });
  return null;
}

/** RATES_CACHE_SECONDS as a whole number of seconds (0 … 7 days); anything else is the default, logged. */
export function ratesCacheSeconds(value: string | undefined, log?: Logger): number {
  if (value === undefined || value.trim() === "") return CACHE_POLICY.RATES.ttlSeconds;
  const n = Number(value);
  if (/^\d+$/.test(value.trim()) && n <= MAX_CACHE_SECONDS) return n;
  log?.("warn", "rates.cache_seconds_invalid", { value, usingSeconds: CACHE_POLICY.RATES.ttlSeconds });
  return CACHE_POLICY.RATES.ttlSeconds;
}

/** KV key of an origin's table: versioned, and distinct per origin so a new URL never serves the old one's copy. */
export async function ratesCacheKey(origin: URL): Promise<string> {
  // The first 8 bytes (16 hex digits) tell origins apart.
  return `fx:v1:ecb:${(await sha256Hex(origin.href)).slice(0, 16)}`;
}

/** One GET of the daily file, aborted after `timeoutMs`; a non-2xx or unreadable body throws. */
export async function fetchEcbRates(origin: URL, timeoutMs: number): Promise<ReferenceRates> {
  const res = await fetch(origin.href, {
    headers: { accept: "application/xml, text/xml" },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`origin answered ${res.status}`);
  }
  return parseEcbDailyXml(await res.text());
}

/**
 * The reference table for this request: at most one origin fetch, cached in KV; a stale copy
 * when the origin fails; the snapshot when there is no origin or no copy. Never throws.
 */
export async function loadReferenceRates(kv: KVNamespace, vars: RatesVars, log: Logger): Promise<LoadedRates> {
  const origin = ratesOrigin(vars.RATES_ORIGIN_URL, log);
  if (!origin) return { table: RATES_SNAPSHOT, source: "snapshot", cache: "none" };
  const ttlSeconds = ratesCacheSeconds(vars.RATES_CACHE_SECONDS, log);
  const { originTimeoutMs } = CACHE_POLICY.RATES;
  try {
    const key = await ratesCacheKey(origin);
    const load = () => fetchEcbRates(origin, originTimeoutMs);
    let result = await cacheAside(kv, key, load, { ttlSeconds, originTimeoutMs, log });
    if (!ReferenceRatesSchema.safeParse(result.value).success) {
      // A copy written by an older shape: replace it rather than answer from it.
      log("warn", "rates.cache_invalid", { key });
      result = await cacheAside(kv, key, load, { ttlSeconds, originTimeoutMs, log, bypass: true });
    }
    return { table: result.value, source: "ecb", cache: result.status };
  } catch (err) {
    log("error", "rates.origin_failed", {
      origin: origin.host,
      message: (err as Error).message,
      serving: `snapshot ${RATES_SNAPSHOT.asOf}`,
    });
    return { table: RATES_SNAPSHOT, source: "snapshot", cache: "error" };
  }
}
