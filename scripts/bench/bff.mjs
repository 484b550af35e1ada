#!/usr/bin/env node
// Latency and requests per second of the BFF's search calls against the full demo catalog,
// beside a trivial JSON route of the same worker (the floor), in workerd through Miniflare.
// One run: floor, suggest on KV misses and hits, locations by name and by point. Each call is
// measured twice: one request at a time (latency: p50/p95/p99, what the targets are read
// against) and with BENCH_CONNECTIONS at once (throughput: rps, and latency under load).
// Bounded duration; 127.0.0.1 only. Prints a table and writes .cache/bench/bff-<date>.json;
// exits 1 when any request failed or was served from the wrong cache state. The targets are
// printed beside the figures (✓/✗), not asserted.
//
//   npm run build && npm run bench:bff     (BENCH_SECONDS=5 BENCH_CONNECTIONS=4 BENCH_WARMUP_SECONDS=1)
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { tsImport } from "tsx/esm/api";
import { benchWorkerOptions } from "./local-worker.mjs";
import { unstable_readConfig, unstable_splitSqlQuery } from "wrangler";

const root = join(import.meta.dirname, "../..");
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const API = "/bfx-content/api";

/** Targets of the issue; `floorRatio` compares p95 with the floor's p95. */
const TARGETS = {
  suggestMiss: { p95: 25 },
  suggestHit: { p95: 5, floorRatio: 2 },
  locationsByName: { p95: 20 },
  locationsByPoint: { p95: 20 },
};

// TypeScript modules of the project (the seed, migrations, search-text folding), loaded through tsx
// so the bench stores and asks exactly what the worker and the tests do.
const { seedDemoCatalog, todayUtc } = await tsImport("../catalog/seed.ts", import.meta.url);
const { applyMigrations } = await tsImport("../../tests/support/worker.ts", import.meta.url);
const { normalizeSearchText } = await tsImport("../../app/domain/search-text.ts", import.meta.url);

const log = (msg) => process.stderr.write(`bench:bff: ${msg}\n`);
const today = todayUtc();
const config = unstable_readConfig({ config: join(root, "wrangler.toml") }, {});
const dbBinding = config.d1_databases[0];

// ---------------------------------------------------------------------------------------------
// 1. A seeded D1 with the full demo catalog: today's integration-test catalog when there is one,
//    else the bench's own seed (same code, kept for the day). Each run works on a fresh copy,
//    because suggest misses write the query log.
const testCatalog = join(root, ".cache", "test-catalog");
const benchCatalog = join(root, ".cache", "bench-catalog");
const runState = join(benchCatalog, "run");

async function seededSource() {
  if (existsSync(join(testCatalog, `ready-${today}`))) {
    log(`reusing today's integration catalog (${join(".cache", "test-catalog")})`);
    return join(testCatalog, "d1");
  }
  const seedDir = join(benchCatalog, "seed");
  const marker = join(benchCatalog, `ready-${today}`);
  if (existsSync(marker)) {
    log(`reusing today's bench catalog (${join(".cache", "bench-catalog", "seed")})`);
    return seedDir;
  }
  log("seeding the full demo catalog into a persisted Miniflare D1 (about 25 s)…");
  rmSync(benchCatalog, { recursive: true, force: true });
  mkdirSync(seedDir, { recursive: true });
  const seeder = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response('') } }",
    d1Databases: { [dbBinding.binding]: dbBinding.database_id },
    d1Persist: seedDir,
  });
  try {
    const db = await seeder.getD1Database(dbBinding.binding);
    await applyMigrations(db);
    await seedDemoCatalog(db, today);
  } finally {
    await seeder.dispose();
  }
  writeFileSync(marker, new Date().toISOString());
  return seedDir;
}

const source = await seededSource();
rmSync(runState, { recursive: true, force: true });
cpSync(source, runState, { recursive: true });

// KV stays in memory: every run starts with an empty cache.
const mf = new Miniflare(benchWorkerOptions({ d1Persist: runState }));
const base = await mf.ready;
const db = await mf.getD1Database(dbBinding.binding);

// A catalog seeded before a later migration lacks its tables and indexes: replay the
// idempotent statements (CREATE … IF NOT EXISTS) of every migration on the copy.
let replayed = 0;
for (const file of readdirSync(join(root, "migrations")).filter((f) => f.endsWith(".sql")).sort()) {
  for (const sql of unstable_splitSqlQuery(readFileSync(join(root, "migrations", file), "utf8"))) {
    if (!/^\s*CREATE\s+(UNIQUE\s+)?(TABLE|INDEX|VIEW|TRIGGER)\s+IF\s+NOT\s+EXISTS\b/i.test(sql)) continue;
    await db.prepare(sql).run();
    replayed += 1;
  }
}
const counts = {};
for (const table of ["cities", "events", "performers", "venues"]) {
  counts[table] = (await db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first()).n;
}
log(`catalog: ${JSON.stringify(counts)}; ${replayed} idempotent schema statements replayed`);
if (counts.cities < 100_000 || counts.events < 25_000) throw new Error("the catalog is not the full demo catalog");

// ---------------------------------------------------------------------------------------------
// 2. Inputs drawn from the catalog, deterministic (seeded shuffle), each used once.
function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(20_261_122);
function shuffle(xs) {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
}
/** What a fan types on the way to a name: its prefixes of 3 to 12 characters. */
function typedPrefixes(name) {
  const out = [];
  for (let n = 3; n <= Math.min(12, name.length); n++) {
    const p = name.slice(0, n);
    if (!p.endsWith(" ")) out.push(p);
  }
  return out;
}
const names = async (sql) => (await db.prepare(sql).all()).results.map((r) => r.name);
const performerNames = await names("SELECT name FROM performers ORDER BY popularity DESC");
const venueNames = await names("SELECT name FROM venues ORDER BY capacity DESC");
const cityNames = await names("SELECT name FROM cities WHERE population >= 5000 ORDER BY population DESC LIMIT 20000");

/** Terms that fold to distinct cache keys, interleaved from several name lists. */
function distinctTerms(lists, keyOf, exclude = new Set()) {
  const seen = new Set(exclude);
  const pools = lists.map((list) => shuffle(list.flatMap(typedPrefixes)));
  const out = [];
  for (let i = 0; pools.some((p) => i < p.length); i++) {
    for (const pool of pools) {
      const term = pool[i];
      if (term === undefined) continue;
      const key = keyOf(term);
      if (key.length < 3 || seen.has(key)) continue;
      seen.add(key);
      out.push(term);
    }
  }
  return out;
}

// The suggest cache key folds the term (normalizeSearchText); locations keys lower-case it.
const SUGGEST_HIT_TERMS = ["Taylor", "Coldplay", "metall", "London", "Bayern", "Ed Sheer", "Berlin", "New York", "Beyoncé", "Hamil"];
const suggestMissTerms = distinctTerms(
  [performerNames, cityNames, venueNames],
  normalizeSearchText,
  new Set(SUGGEST_HIT_TERMS.map(normalizeSearchText)),
);
const locationTerms = distinctTerms([cityNames], (t) => t.trim().toLowerCase());
const points = [];
{
  const seen = new Set();
  for (const r of shuffle((await db.prepare("SELECT latitude, longitude FROM cities WHERE population >= 1000").all()).results)) {
    // Within about 5 km of a real city; the cache key rounds to 3 decimals.
    const lat = r.latitude + (random() - 0.5) * 0.08;
    const lon = r.longitude + (random() - 0.5) * 0.08;
    const key = `${lat.toFixed(3)},${lon.toFixed(3)}`;
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180 || seen.has(key)) continue;
    seen.add(key);
    points.push(key);
  }
}
log(`inputs: ${suggestMissTerms.length} suggest terms, ${locationTerms.length} location prefixes, ${points.length} points`);

/** Hands out the next unused input; null when the pool is spent (the scenario then ends early). */
function cursor(items, toPath) {
  let i = 0;
  return () => (i < items.length ? toPath(items[i++]) : null);
}
const suggestPath = (term) => `${API}/search/suggest/v3?term=${encodeURIComponent(term)}`;
const locationsByNamePath = (q) => `${API}/search/locations/v3?q=${encodeURIComponent(q)}`;
const locationsByPointPath = (p) => `${API}/search/locations/v3?point=${p}`;

// ---------------------------------------------------------------------------------------------
// 3. The driver: `conns` loops for `duration` seconds, one request at a time each.
async function drive(nextPath, expectCache, duration, conns) {
  const latencies = [];
  const failures = { status: 0, cache: 0, network: 0 };
  const samples = [];
  let exhausted = false;
  const started = performance.now();
  const deadline = started + duration * 1000;
  await Promise.all(
    Array.from({ length: conns }, async () => {
      while (performance.now() < deadline) {
        const path = nextPath();
        if (path === null) {
          exhausted = true;
          return;
        }
        const t = performance.now();
        try {
          const res = await fetch(new URL(path, base));
          await res.arrayBuffer();
          const cache = res.headers.get("x-cache");
          if (res.status !== 200) {
            failures.status += 1;
            if (samples.length < 5) samples.push(`${res.status} ${path}`);
          } else if (expectCache && cache !== expectCache) {
            failures.cache += 1;
            if (samples.length < 5) samples.push(`x-cache: ${cache} (expected ${expectCache}) ${path}`);
          }
        } catch (err) {
          failures.network += 1;
          if (samples.length < 5) samples.push(`${err.message} ${path}`);
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * p) - 1)] ?? 0;
  return {
    connections: conns,
    requests: latencies.length,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: pct(0.5),
    p95: pct(0.95),
    p99: pct(0.99),
    max: latencies.at(-1) ?? 0,
    errors: failures.status + failures.cache + failures.network,
    failures,
    samples,
    exhausted,
  };
}

const suggestMiss = cursor(suggestMissTerms, suggestPath);
const locByName = cursor(locationTerms, locationsByNamePath);
const locByPoint = cursor(points, locationsByPointPath);
let hitIndex = 0;
const suggestHit = () => suggestPath(SUGGEST_HIT_TERMS[hitIndex++ % SUGGEST_HIT_TERMS.length]);
const floor = () => `${API}/health`;

const scenarios = [
  { id: "floor", label: "floor GET /health", next: floor, expectCache: null },
  { id: "suggestMiss", label: "suggest, KV miss", next: suggestMiss, expectCache: "miss" },
  { id: "suggestHit", label: "suggest, KV hit", next: suggestHit, expectCache: "hit" },
  { id: "locationsByName", label: "locations ?q=, miss", next: locByName, expectCache: "miss" },
  { id: "locationsByPoint", label: "locations ?point=, miss", next: locByPoint, expectCache: "miss" },
];

/** Stores the hit set in KV (each term asked once). */
async function storeHitSet() {
  for (const term of SUGGEST_HIT_TERMS) {
    const res = await fetch(new URL(suggestPath(term), base));
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`warming '${term}' answered ${res.status}`);
  }
}
// The suggest cache key moves with the clock hour (routes/suggest.ts): a phase that crosses an
// hour sees misses for the hit set. That phase is measured again, after storing the set anew.
const hourNow = () => Math.floor(Date.now() / 3_600_000);
async function measure(s, conns) {
  for (let attempt = 1; ; attempt++) {
    if (s.id === "suggestHit") await storeHitSet();
    const hour = hourNow();
    const r = await drive(s.next, s.expectCache, seconds, conns);
    if (s.id !== "suggestHit" || hourNow() === hour || r.failures.cache === 0 || attempt === 2) return r;
    log("the clock hour changed during the hit phase (new cache keys); measuring it again");
  }
}

// Warm-up: isolate, JIT and D1 pages, with the same kinds of request (misses stay misses: each
// input is used once).
log(`warm-up ${warmupSeconds} s per call…`);
for (const s of scenarios) {
  if (s.id === "suggestHit") await storeHitSet();
  await drive(s.next, null, warmupSeconds, connections);
}

// Other processes on the machine move these figures: the load average is printed beside them.
const loadBefore = loadavg()[0];
const results = {};
for (const s of scenarios) {
  log(`measuring ${s.label}: ${seconds} s × 1 connection, then ${seconds} s × ${connections} connections…`);
  results[s.id] = { latency: await measure(s, 1), load: await measure(s, connections) };
}
const loadAfter = loadavg()[0];
await mf.dispose();
rmSync(runState, { recursive: true, force: true });

// ---------------------------------------------------------------------------------------------
// 4. Report. The targets are read against one request at a time; the verdict under load is shown too.
const floorResult = results.floor;
const verdicts = [];
for (const [id, target] of Object.entries(TARGETS)) {
  for (const phase of ["latency", "load"]) {
    const r = results[id][phase];
    const at = `${r.connections} connection${r.connections === 1 ? "" : "s"}`;
    verdicts.push({ scenario: id, at, metric: "p95", target: `≤ ${target.p95} ms`, value: r.p95, met: r.p95 <= target.p95 });
    if (target.floorRatio) {
      const ratio = r.p95 / floorResult[phase].p95;
      verdicts.push({ scenario: id, at, metric: "p95/floor", target: `≤ ${target.floorRatio}×`, value: ratio, met: ratio <= target.floorRatio });
    }
  }
}
const ratiosOf = (id) => {
  const r = results[id];
  const f = floorResult;
  return {
    p50: r.latency.p50 / f.latency.p50,
    p95: r.latency.p95 / f.latency.p95,
    p99: r.latency.p99 / f.latency.p99,
    rps: r.load.rps / f.load.rps,
    loadP95: r.load.p95 / f.load.p95,
  };
};

const ms = (x) => x.toFixed(1);
const col = (s, n) => String(s).padStart(n);
const many = `${connections} conns`;
const rule = (label, n) => {
  const side = Math.max(2, n - label.length - 2);
  return `${"─".repeat(Math.floor(side / 2))} ${label} ${"─".repeat(Math.ceil(side / 2))}`;
};
const header1 = `${"".padEnd(24)}${rule("1 connection", 27)}   ${rule(many, 27)}${"".padEnd(11)}${rule("× floor", 26)}   target (p95)`;
const header2 =
  `${"call".padEnd(24)}${col("reqs", 7)}${col("p50", 7)}${col("p95", 7)}${col("p99", 7)}  ` +
  `${col("rps", 7)}${col("p50", 7)}${col("p95", 7)}${col("p99", 7)}${col("errors", 8)}   ${"p50 / p95 / p99 · rps".padEnd(28)}` +
  `1 conn · ${many}`;
const lines = [
  `bench:bff ${today}: ${seconds} s per phase; workerd via Miniflare at ${base.host}; ` +
    `catalog ${counts.cities} cities, ${counts.events} events; ` +
    `load average ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)} on ${availableParallelism()} cores; latencies in ms`,
  header1,
  header2,
  "-".repeat(header2.length + 20),
];
for (const s of scenarios) {
  const { latency: a, load: b } = results[s.id];
  const q = ratiosOf(s.id);
  const ratios = `${q.p50.toFixed(2)} / ${q.p95.toFixed(2)} / ${q.p99.toFixed(2)} · ${q.rps.toFixed(2)}`;
  const mark = (v) => (v.met ? "✓" : "✗");
  const own = verdicts.filter((v) => v.scenario === s.id);
  const target = [...new Set(own.map((v) => `${v.metric} ${v.target}`))]
    .map((t) => `${t} ${own.filter((v) => `${v.metric} ${v.target}` === t).map(mark).join(" · ")}`)
    .join("; ");
  lines.push(
    `${s.label.padEnd(24)}${col(a.requests, 7)}${col(ms(a.p50), 7)}${col(ms(a.p95), 7)}${col(ms(a.p99), 7)}  ` +
      `${col(b.rps.toFixed(0), 7)}${col(ms(b.p50), 7)}${col(ms(b.p95), 7)}${col(ms(b.p99), 7)}${col(a.errors + b.errors, 8)}   ` +
      `${(s.id === "floor" ? "1" : ratios).padEnd(28)}${target}${a.exhausted || b.exhausted ? " (inputs ran out early)" : ""}`,
  );
}
console.log(lines.join("\n"));
for (const s of scenarios) {
  for (const phase of ["latency", "load"]) {
    const r = results[s.id][phase];
    if (r.errors) console.log(`  ${s.label} (${r.connections} conn.): ${JSON.stringify(r.failures)} e.g. ${r.samples.join(" | ")}`);
  }
}

const round = (x) => Number(x.toFixed(2));
const roundPhase = (r) => ({ ...r, seconds: round(r.seconds), rps: round(r.rps), p50: round(r.p50), p95: round(r.p95), p99: round(r.p99), max: round(r.max) });
const file = join(".cache", "bench", `bff-${today}.json`);
mkdirSync(join(root, ".cache", "bench"), { recursive: true });
writeFileSync(
  join(root, file),
  `${JSON.stringify(
    {
      bench: "bff",
      date: today,
      finishedAt: new Date().toISOString(),
      node: process.version,
      secondsPerPhase: seconds,
      connections,
      warmupSeconds,
      cores: availableParallelism(),
      loadAverage: { before: round(loadBefore), after: round(loadAfter) },
      catalog: counts,
      targets: TARGETS,
      verdicts: verdicts.map((v) => ({ ...v, value: round(v.value) })),
      results: Object.fromEntries(
        scenarios.map((s) => [
          s.id,
          {
            label: s.label,
            latency: roundPhase(results[s.id].latency),
            load: roundPhase(results[s.id].load),
            floorRatio: Object.fromEntries(Object.entries(ratiosOf(s.id)).map(([k, v]) => [k, round(v)])),
          },
        ]),
      ),
    },
    null,
    2,
  )}\n`,
);
console.log(`results: ${file}`);
const totalErrors = Object.values(results).reduce((n, r) => n + r.latency.errors + r.load.errors, 0);
process.exit(totalErrors > 0 ? 1 : 0);
