#!/usr/bin/env node
// Requests per second of the home page against a bare Remix route of the same worker bundle: the
// bare page route /healthz/page/ (no loader, one line, inside the same root: the budget's base,
// ADR 015) and, for reference, the /healthz/ resource route (no document at all). In workerd
// through Miniflare (not wrangler dev, whose proxy hop would dominate). Interleaved rounds;
// bounded; 127.0.0.1 only. The worker reads
// the local state `npm start` uses (.wrangler/state: D1 with the demo catalog, KV with the store
// configuration), prepared first by scripts/setup-local.ts when missing, so home lists real events.
//
//   npm run build && npm run bench            (BENCH_SECONDS=5 BENCH_CONNECTIONS=16 BENCH_ROUNDS=3)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { root, startLocalWorker } from "./local-worker.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

const { mf, base } = await startLocalWorker();

async function drive(path) {
  const url = new URL(path, base).href;
  const deadline = performance.now() + seconds * 1000;
  const latencies = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        try {
          const res = await fetch(url);
          await res.arrayBuffer();
          if (res.status !== 200) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { rps: latencies.length / seconds, p50: pct(0.5), p99: pct(0.99), errors };
}

// Client JS of the home page: the module scripts it loads, gzip-compressed.
const homeResponse = await fetch(new URL("/", base));
const html = await homeResponse.text();
if (homeResponse.status !== 200 || !html.includes("/event/")) {
  console.error(`bench: home answered ${homeResponse.status} without events: is the local catalog seeded?`);
  await mf.dispose();
  process.exit(1);
}
const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]);
let gz = 0;
for (const s of new Set(scripts)) gz += gzipSync(readFileSync(join(root, "public", s))).length;

for (const path of ["/healthz/", "/healthz/page/", "/"]) await drive(path); // warm-up
const results = { resource: [], bare: [], home: [] };
for (let i = 0; i < rounds; i++) {
  results.resource.push(await drive("/healthz/"));
  results.bare.push(await drive("/healthz/page/"));
  results.home.push(await drive("/"));
}
await mf.dispose();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const resourceRps = median(results.resource.map((r) => r.rps));
const bareRps = median(results.bare.map((r) => r.rps));
const homeRps = median(results.home.map((r) => r.rps));
const fmt = (r) => `${r.rps.toFixed(0)} rps, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, errors ${r.errors}`;
console.log(`bench: ${rounds} rounds × ${seconds} s × ${connections} connections, Miniflare at ${base.host}`);
results.resource.forEach((r, i) => console.log(`  round ${i + 1} resource route /healthz/ : ${fmt(r)}`));
results.bare.forEach((r, i) => console.log(`  round ${i + 1} bare page /healthz/page/: ${fmt(r)}`));
results.home.forEach((r, i) => console.log(`  round ${i + 1} home /                  : ${fmt(r)}`));
console.log(`home page client JS: ${new Set(scripts).size} files, ${gz} bytes gzip`);
const ratio = (a, b) => `${a.toFixed(0)}/${b.toFixed(0)} = ${(a / b).toFixed(2)}`;
console.log(`bare page/resource route requests per second (medians, reference): ${ratio(bareRps, resourceRps)}`);
console.log(`home/resource route requests per second (medians, reference): ${ratio(homeRps, resourceRps)}`);
console.log(`home/bare requests per second (medians): ${ratio(homeRps, bareRps)}`);
const totalErrors = [...results.resource, ...results.bare, ...results.home].reduce((n, r) => n + r.errors, 0);
process.exit(totalErrors > 0 ? 1 : 0);
