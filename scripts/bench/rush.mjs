#!/usr/bin/env node
// bench:rush (issue 20): an on-sale rush of fans without a session against the built worker in
// workerd (Miniflare) on 127.0.0.1 — 60% one event page, 15% its category, 15% home, 10% search
// over 50 terms — BENCH_RUSH_SECONDS (60) at BENCH_RUSH_CONNECTIONS (50), once with the page cache
// off and once on, in the same run. Reports requests/s, p50/p99, the page-cache hit ratio after
// warm-up, D1 statements per 1,000 page views (the D1 binding wrapped by counting-worker.mjs), and
// workerd's CPU milliseconds per cache hit and per miss (measured sequentially from /proc). Checks
// that a signed-in fan's pages are never cached. Bounded and self-stopping; exits 1 when a line
// is missed or any request failed. Prints the machine's load and the CPU beside the figures.
//
//   npm run build && npm run bench:rush
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { Miniflare } from "miniflare";
import { benchWorkerOptions, root, startLocalWorker } from "./local-worker.mjs";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: process.env.BENCH_RUSH_SECONDS ?? "60" },
    connections: { type: "string", default: process.env.BENCH_RUSH_CONNECTIONS ?? "50" },
    warmup: { type: "string", default: process.env.BENCH_RUSH_WARMUP_SECONDS ?? "5" },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const warmupSeconds = Number(values.warmup);
const LINES = { speedup: 5, hitRatio: 0.95, d1PerThousand: 5 };

/** Total CPU seconds (user + system) of the workerd processes under this Node process. */
function workerdCpuSeconds() {
  const out = execFileSync("ps", ["-o", "pid=,ppid=,comm=", "-A"], { encoding: "utf8" });
  const rows = out.trim().split("\n").map((line) => line.trim().split(/\s+/));
  const ticks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  let total = 0;
  const walk = (pid) => {
    for (const row of rows.filter((r) => r[1] === String(pid))) {
      if (row[2]?.includes("workerd")) {
        const stat = readFileSync(`/proc/${row[0]}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        total += (Number(fields[11]) + Number(fields[12])) / ticks;
      }
      walk(row[0]);
    }
  };
  walk(process.pid);
  return total;
}

/** The worker with the D1 counter in front, on the local state `npm start` prepared. */
async function startCountingWorker(pageCache) {
  const { mf: probe } = await startLocalWorker(); // prepares .wrangler/state when missing
  await probe.dispose();
  const state = join(root, ".wrangler", "state", "v3");
  const options = benchWorkerOptions({ d1Persist: join(state, "d1"), kvPersist: join(state, "kv") });
  options.modules = [
    { type: "ESModule", path: join(root, "dist", "counting-worker.mjs"), contents: readFileSync(join(root, "scripts/bench/counting-worker.mjs"), "utf8") },
    { type: "ESModule", path: join(root, "dist", "index.js") },
  ];
  options.bindings = { ...options.bindings, PAGE_CACHE: pageCache };
  const mf = new Miniflare(options);
  return { mf, base: await mf.ready };
}

async function d1Count(base) {
  return (await (await fetch(new URL("/__bench/d1-count", base))).json()).statements;
}

/** The rush's pages: the home page's first event, its category, home, and 50 search terms. */
async function rushTargets(base) {
  const home = await (await fetch(new URL("/", base))).text();
  const event = /href="([^"]*\/event\/\d+\/)"/.exec(home)?.[1];
  const category = /href="([^"]*\/category\/\d+\/)"/.exec(home)?.[1];
  const names = [...home.matchAll(/<h[34] class="event-card__name"><a[^>]*>([^<]+)</g)].map((m) => m[1]);
  if (!event || !category || names.length === 0) throw new Error("bench:rush: home lists no events: is the local catalog seeded?");
  const words = [...new Set(names.flatMap((n) => n.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3))];
  const terms = Array.from({ length: 50 }, (_, i) => words[i % words.length] + (i >= words.length ? ` ${i}` : ""));
  return { event, category, terms };
}

/** 20 requests in the rush's proportions (12 event, 3 category, 3 home, 2 search), cycled per connection. */
function rushRequests(targets, tally) {
  let term = 0;
  const onResponse = (status, _body, _context, headers) => {
    const state = headers?.["x-page-cache"] ?? "none";
    tally[state] = (tally[state] ?? 0) + 1;
    if (status >= 500) tally.failed = (tally.failed ?? 0) + 1;
  };
  const page = (path) => ({ method: "GET", path, onResponse });
  const search = () => ({
    method: "GET",
    setupRequest: (req) => ({ ...req, path: `/find/s/?q=${encodeURIComponent(targets.terms[term++ % targets.terms.length])}` }),
    onResponse,
  });
  const mix = [...Array(12).fill(null).map(() => page(targets.event)), ...Array(3).fill(null).map(() => page(targets.category)), ...Array(3).fill(null).map(() => page("/")), search(), search()];
  // Interleave so every connection sees the mix early on.
  return [0, 12, 1, 15, 2, 18, 3, 13, 4, 16, 5, 19, 6, 14, 7, 17, 8, 9, 10, 11].map((i) => mix[i]);
}

async function rush(base, duration, targets) {
  const tally = {};
  const run = autocannon({ url: String(base), connections, duration, timeout: 10, requests: rushRequests(targets, tally) });
  // What a failed request was (a reset, a parse error...), counted by message, and when in the run.
  const started = Date.now();
  const errorSeconds = [];
  run.on("reqError", (err) => {
    const key = `error: ${err?.code ?? err?.message ?? err}`;
    tally[key] = (tally[key] ?? 0) + 1;
    errorSeconds.push(Math.round((Date.now() - started) / 100) / 10);
  });
  const result = await run;
  if (errorSeconds.length > 0) console.error(`  failed requests at (s into the run): ${errorSeconds.join(", ")}`);
  return { result, tally };
}

/** CPU ms per request over `n` sequential requests of `paths` (cycled). */
async function cpuPerRequest(base, paths, n) {
  const before = workerdCpuSeconds();
  const states = {};
  for (let i = 0; i < n; i++) {
    const res = await fetch(new URL(paths[i % paths.length], base));
    await res.arrayBuffer();
    const s = res.headers.get("x-page-cache") ?? "none";
    states[s] = (states[s] ?? 0) + 1;
  }
  return { ms: ((workerdCpuSeconds() - before) * 1000) / n, states };
}

/** A signed-in fan: sign up, then the event page twice — never stored, never served from the cache. */
async function signedInCheck(base, event) {
  const email = `rush-${Date.now()}@example.com`;
  const res = await fetch(new URL("/login/signup/", base), {
    method: "POST",
    redirect: "manual",
    headers: { origin: new URL(base).origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "signup", name: "Rush Fan", email, password: "correct horse battery staple" }).toString(),
  });
  const cookie = res.headers.getSetCookie().map((l) => l.split(";")[0]).join("; ");
  const answers = [];
  for (let i = 0; i < 2; i++) {
    const page = await fetch(new URL(event, base), { headers: { cookie } });
    const html = await page.text();
    answers.push({ cache: page.headers.get("x-page-cache"), control: page.headers.get("cache-control"), signedIn: html.includes("Rush Fan") || html.includes(">RF<") });
  }
  return answers.every((a) => a.cache === "bypass" && a.control === "private, no-store" && a.signedIn);
}

const conditions = `load ${loadavg().map((l) => l.toFixed(2)).join(" ")}, ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}`;
console.log(`bench:rush: ${seconds} s × ${connections} connections per run, warm-up ${warmupSeconds} s; ${conditions}`);
const runs = {};
let failures = 0;
for (const mode of ["off", "on"]) {
  const { mf, base } = await startCountingWorker(mode);
  try {
    const targets = await rushTargets(base);
    await rush(base, warmupSeconds, targets);
    const d1Before = await d1Count(base);
    const { result, tally } = await rush(base, seconds, targets);
    const d1 = (await d1Count(base)) - d1Before;
    const served = (tally.hit ?? 0) + (tally.stale ?? 0);
    const views = result.requests.total;
    const bad = result.errors + result.timeouts + result.non2xx + (tally.failed ?? 0);
    if (bad > 0) console.error(`  ${mode}: errors ${result.errors} (${JSON.stringify(result.errors ? result.statusCodeStats ?? {} : {})}), timeouts ${result.timeouts}, non-2xx ${result.non2xx}, 5xx ${tally.failed ?? 0}`);
    failures += bad;
    const cpu = mode === "on" ? await cpuPerRequest(base, [targets.event], 300) : null;
    runs[mode] = { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, views, hitRatio: views ? served / views : 0, d1PerThousand: views ? (d1 * 1000) / views : 0, bad, tally, cpuHit: cpu };
    if (mode === "on") {
      // Misses: event pages no one asked for yet, each rendered and stored once.
      const ids = [...new Set([...(await (await fetch(new URL("/", base))).text()).matchAll(/href="([^"]*\/event\/\d+\/)"/g)].map((m) => m[1]))];
      const more = [];
      for (let p = 2; more.length < 60 && p < 12; p++) {
        const html = await (await fetch(new URL(`/?page=${p}`, base))).text();
        more.push(...[...html.matchAll(/href="([^"]*\/event\/\d+\/)"/g)].map((m) => m[1]).filter((h) => !ids.includes(h) && !more.includes(h)));
      }
      runs.on.cpuMiss = await cpuPerRequest(base, more.slice(0, 60), Math.min(60, more.length));
      runs.on.signedInNeverCached = await signedInCheck(base, targets.event);
    }
  } finally {
    await mf.dispose();
  }
}

const row = (label, r) =>
  `  ${label.padEnd(10)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(5)} ms  p99 ${String(r.p99).padStart(5)} ms  ` +
  `views ${r.views}  hit ${(r.hitRatio * 100).toFixed(1)}%  D1 ${r.d1PerThousand.toFixed(1)}/1000 views  failed ${r.bad}  ${JSON.stringify(r.tally)}`;
console.log(row("cache off", runs.off));
console.log(row("cache on", runs.on));
const speedup = runs.on.rps / runs.off.rps;
console.log(`  cached ÷ uncached: ${speedup.toFixed(1)}×`);
console.log(`  workerd CPU per hit: ${runs.on.cpuHit.ms.toFixed(2)} ms ${JSON.stringify(runs.on.cpuHit.states)}; per miss: ${runs.on.cpuMiss.ms.toFixed(2)} ms ${JSON.stringify(runs.on.cpuMiss.states)}`);
console.log(`  signed-in pages never cached: ${runs.on.signedInNeverCached ? "yes" : "NO"}`);
console.log(`  conditions at the end: load ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);

const missed = [];
if (speedup < LINES.speedup) missed.push(`cached rush ${speedup.toFixed(1)}× < ${LINES.speedup}×`);
if (runs.on.hitRatio < LINES.hitRatio) missed.push(`hit ratio ${(runs.on.hitRatio * 100).toFixed(1)}% < ${LINES.hitRatio * 100}%`);
if (runs.on.d1PerThousand > LINES.d1PerThousand) missed.push(`${runs.on.d1PerThousand.toFixed(1)} D1 statements per 1,000 views > ${LINES.d1PerThousand}`);
if (!runs.on.signedInNeverCached) missed.push("a signed-in page was cached");
if (failures > 0) missed.push(`${failures} failed requests`);
if (missed.length > 0) {
  console.error(`bench:rush: missed — ${missed.join("; ")}`);
  process.exit(1);
}
console.log("bench:rush: every line met");
