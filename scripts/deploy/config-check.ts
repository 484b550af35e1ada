// What a wrangler environment must declare before the storefront can run there: the bindings
// the worker checks at its door (worker/env.ts assertBindings), the variables it reads, one route
// per store host in production, Workers Logs on, and no placeholder id left. Used by
// `npm run deploy` (refuses to deploy on any problem) and by its test (reads wrangler.toml).
import { STORE_IDS } from "../../app/domain/stores";
import { defaultStoreConfig } from "../../app/domain/store-config";

/** Bindings the worker refuses to serve without (worker/env.ts), by kind. */
export const REQUIRED_BINDINGS = { d1: ["DB"], kv: ["STORE_CONFIG", "CACHE"] } as const;
/** Secrets the worker needs; set once per environment with `wrangler secret put NAME`. */
export const REQUIRED_SECRETS = ["COOKIE_SECRET"] as const;
/** Variables the worker reads (worker/env.ts); every environment states them. */
export const REQUIRED_VARS = [
  "DEFAULT_STORE_ID",
  "STORE_CONFIG_CACHE_SECONDS",
  "LISTING_CACHE_SECONDS",
  "RATES_ORIGIN_URL",
  "RATES_CACHE_SECONDS",
] as const;

/** The part of wrangler's resolved configuration this check reads. */
export interface DeployConfig {
  name?: string;
  vars?: Record<string, unknown>;
  d1_databases?: readonly { binding: string; database_id?: string; database_name?: string }[];
  kv_namespaces?: readonly { binding: string; id?: string }[];
  routes?: readonly (string | { pattern: string; custom_domain?: boolean })[];
  workers_dev?: boolean;
  observability?: { enabled?: boolean };
}

const D1_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KV_ID = /^[0-9a-f]{32}$/;
/** A fully qualified host name: labels of letters, digits and inner hyphens, at least one dot. */
const DNS_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** The ids a fresh clone carries for local state (wrangler.toml top level): never a deployed resource. */
const LOCAL_IDS = new Set(["00000000-0000-4000-8000-000000000001", "00000000000040008000000000000002", "00000000000040008000000000000003"]);

/** Every host name the stores answer on by default (store 1 also on www). */
export function storeHostNames(): string[] {
  return STORE_IDS.flatMap((id) => defaultStoreConfig(id).hostNames);
}

export interface CheckOptions {
  /** Production: a custom domain per store host; placeholder hosts (.example) allowed only when `allowPlaceholders`. */
  production: boolean;
  /** A dry run may carry placeholder ids and hosts; a real deploy may not. */
  allowPlaceholders: boolean;
}

/**
 * The problems that stop an environment from serving, each naming what to change; empty: ready.
 * @example checkDeployConfig({ d1_databases: [] }, { production: false, allowPlaceholders: true })[0] // "no D1 binding DB …"
 */
export function checkDeployConfig(config: DeployConfig, options: CheckOptions): string[] {
  const problems: string[] = [];
  for (const binding of REQUIRED_BINDINGS.d1) {
    const db = config.d1_databases?.find((d) => d.binding === binding);
    if (!db) problems.push(`no D1 binding ${binding} ([[env.<name>.d1_databases]] binding = "${binding}")`);
    else if (!options.allowPlaceholders && !(db.database_id && D1_ID.test(db.database_id) && !LOCAL_IDS.has(db.database_id))) {
      problems.push(`D1 ${binding}: database_id "${db.database_id ?? ""}" is not a created database's id (wrangler d1 create ${db.database_name ?? "<name>"})`);
    }
  }
  for (const binding of REQUIRED_BINDINGS.kv) {
    const kv = config.kv_namespaces?.find((k) => k.binding === binding);
    if (!kv) problems.push(`no KV binding ${binding} ([[env.<name>.kv_namespaces]] binding = "${binding}")`);
    else if (!options.allowPlaceholders && !(kv.id && KV_ID.test(kv.id) && !LOCAL_IDS.has(kv.id))) {
      problems.push(`KV ${binding}: id "${kv.id ?? ""}" is not a created namespace's id (wrangler kv namespace create ${binding})`);
    }
  }
  for (const name of REQUIRED_VARS) {
    if (typeof config.vars?.[name] !== "string") problems.push(`variable ${name} is not set ([env.<name>.vars])`);
  }
  if (config.observability?.enabled !== true) problems.push("observability is off ([observability] enabled = true)");
  if (options.production) {
    const domains = (config.routes ?? []).flatMap((r) => (typeof r !== "string" && r.custom_domain ? [r.pattern] : []));
    if (config.workers_dev !== false) problems.push("production answers on workers.dev too (workers_dev = false)");
    if (options.allowPlaceholders) {
      // The committed file names the store defaults' hosts: it and app/domain/store-config.ts move together.
      const have = new Set(domains);
      for (const host of storeHostNames()) {
        if (!have.has(host)) problems.push(`no custom domain for store host ${host} (routes = [{ pattern = "${host}", custom_domain = true }])`);
      }
    } else {
      // A real deploy: the operator's own hosts (also set in each store document, `npm run store -- set`).
      if (domains.length < STORE_IDS.length) problems.push(`${domains.length} custom domains for ${STORE_IDS.length} stores: one route per store host`);
      for (const host of domains) {
        if (host.endsWith(".example")) problems.push(`route ${host} is a placeholder host: use the store's real host name (and set it in the store document)`);
        else if (!DNS_NAME.test(host)) problems.push(`route ${host} is not a DNS name`);
      }
    }
  }
  return problems;
}
