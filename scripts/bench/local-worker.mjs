// The built worker (dist/index.js) in workerd through Miniflare, on the local state `npm start`
// uses (.wrangler/state: D1 with the demo catalog, KV with the store configuration), prepared
// first by scripts/setup-local.ts when missing. Shared by the benchmarks that need real pages.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { unstable_readConfig } from "wrangler";

export const root = join(import.meta.dirname, "../..");

/**
 * Starts the worker on 127.0.0.1 (a free port); returns Miniflare and its base URL. `extra`: more
 * Miniflare options (inspectorPort); its `bindings` are added to the worker's (PAGE_CACHE: "off").
 */
export async function startLocalWorker(extra = {}) {
  const setup = spawnSync("npx", ["tsx", "scripts/setup-local.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
  if (setup.status !== 0) process.exit(setup.status ?? 1);
  const state = join(root, ".wrangler", "state", "v3");
  const options = benchWorkerOptions({ d1Persist: join(state, "d1"), kvPersist: join(state, "kv") });
  const mf = new Miniflare({ ...options, ...extra, bindings: { ...options.bindings, ...extra.bindings } });
  return { mf, base: await mf.ready };
}

/** Listings the big event of issue 25 has at least. */
export const BIG_EVENT_LISTINGS = 300;

/**
 * The big event of issue 25: the upcoming US event with the most listings (a headline event of
 * the demo catalog, scripts/catalog/demo-headlines.ts), and its page with the listings shown —
 * the page asks how many tickets first, so `?qty=2` is the page a fan of the rush reads.
 * Null when the catalog has none with BIG_EVENT_LISTINGS.
 */
export async function findBigEvent(db, now = Date.now()) {
  const row = await db
    .prepare(
      `SELECT e.id, e.web_path, COUNT(*) AS listings FROM events e JOIN ticket_listings l ON l.event_id = e.id
       WHERE e.country_code = 'US' AND e.starts_at >= ?1 GROUP BY e.id ORDER BY listings DESC, e.id LIMIT 1`,
    )
    .bind(now)
    .first();
  if (!row || row.listings < BIG_EVENT_LISTINGS) return null;
  return { id: row.id, listings: row.listings, path: `${row.web_path}?qty=2` };
}

/**
 * Miniflare options for the built worker as wrangler.toml binds it, on 127.0.0.1 and a free port.
 * `persist` says where D1 (and KV) live; without kvPersist KV stays in memory.
 */
export function benchWorkerOptions(persist) {
  const config = unstable_readConfig({ config: join(root, "wrangler.toml") }, {});
  return {
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    modules: [{ type: "ESModule", path: join(root, "dist/index.js") }],
    modulesRoot: join(root, "dist"),
    d1Databases: Object.fromEntries(config.d1_databases.map((d) => [d.binding, d.database_id])),
    kvNamespaces: Object.fromEntries(config.kv_namespaces.map((k) => [k.binding, k.id])),
    bindings: {
      ...Object.fromEntries(Object.entries(config.vars ?? {}).map(([k, v]) => [k, String(v)])),
      // A fresh secret per run: benchmarks sign nothing that must outlive them.
      COOKIE_SECRET: randomBytes(32).toString("hex"),
    },
    assets: { directory: join(root, "public"), binding: "ASSETS", routerConfig: { has_user_worker: true } },
    host: "127.0.0.1",
    port: 0,
    ...persist,
  };
}
