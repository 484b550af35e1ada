// Prepares local state for `npm start` (shared with `wrangler dev` under .wrangler/state):
// D1 migrations applied, each store's configuration in KV when it is missing, and the demo catalog
// when the local one is empty or was seeded by an older demo generator.
// Idempotent: run it as often as you like; it never overwrites an operator's document.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { getPlatformProxy } from "wrangler";
import { defaultStoreConfig, storeConfigKey } from "../app/domain/store-config";
import { STORE_IDS } from "../app/domain/stores";
import { catalogIsEmpty, generatorDigest, seedDemoCatalog, todayUtc } from "./catalog/seed";

/** Local state only: the digest of the demo generator that seeded the local catalog. */
const LOCAL_DEMO_SEED_KEY = "local:demo-seed-generator";

const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

// Local overrides of wrangler.toml [vars]: offline by default (rates from the bundled snapshot).
if (!existsSync(".dev.vars")) {
  writeFileSync(
    ".dev.vars",
    "# Local overrides of wrangler.toml [vars] for `npm start` (git-ignored).\n" +
      "# Exchange rates from the bundled snapshot; delete this line to fetch the ECB's daily file.\n" +
      'RATES_ORIGIN_URL=""\n',
  );
  console.log("setup-local: wrote .dev.vars (offline exchange rates)");
}
// The preference cookies' signing secret: random per machine, never committed (.dev.vars is ignored).
if (!/^COOKIE_SECRET=/m.test(readFileSync(".dev.vars", "utf8"))) {
  appendFileSync(
    ".dev.vars",
    "# Signs the preference cookies locally; production uses `wrangler secret put COOKIE_SECRET`.\n" +
      `COOKIE_SECRET="${randomBytes(32).toString("hex")}"\n`,
  );
  console.log("setup-local: added a random COOKIE_SECRET to .dev.vars");
}

const migrate = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"], {
  stdio: "inherit",
  env,
});
if (migrate.status !== 0) {
  console.error("setup-local: D1 migrations failed");
  process.exit(1);
}

const proxy = await getPlatformProxy<{ STORE_CONFIG: KVNamespace; DB: D1Database }>({ configPath: "wrangler.toml" });
try {
  let written = 0;
  for (const id of STORE_IDS) {
    const key = storeConfigKey(id);
    if ((await proxy.env.STORE_CONFIG.get(key)) === null) {
      await proxy.env.STORE_CONFIG.put(key, JSON.stringify(defaultStoreConfig(id)));
      written += 1;
    }
  }
  console.log(`setup-local: store configuration: ${written} written, ${STORE_IDS.length - written} already present`);
  // Which generator seeded the local demo catalog: a newer one (new columns, listings) seeds it
  // again over the old rows (the import upserts by id), so a pulled change shows without a reset.
  const seeded = await proxy.env.STORE_CONFIG.get(LOCAL_DEMO_SEED_KEY);
  const generator = generatorDigest();
  if (await catalogIsEmpty(proxy.env.DB)) {
    console.log("setup-local: the local catalog is empty: seeding the demo catalog (a minute or two, once)");
    await seedDemoCatalog(proxy.env.DB, todayUtc());
    await proxy.env.STORE_CONFIG.put(LOCAL_DEMO_SEED_KEY, generator);
  } else if (seeded !== null && seeded !== generator) {
    console.log("setup-local: the demo generator changed since the local catalog was seeded: seeding it again (a minute or two)");
    await seedDemoCatalog(proxy.env.DB, todayUtc());
    await proxy.env.STORE_CONFIG.put(LOCAL_DEMO_SEED_KEY, generator);
  } else {
    console.log(
      seeded === null
        ? "setup-local: catalog already seeded (not by this demo generator, or before it was recorded: to reseed the demo, delete .wrangler/state)"
        : "setup-local: catalog already seeded",
    );
  }
} finally {
  await proxy.dispose();
}
