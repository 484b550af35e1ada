#!/usr/bin/env node
// Load: the built worker in workerd (Miniflare's own process) driven by autocannon from
// this Node process over 127.0.0.1 — the home page, a search page, suggest and locations, each for
// BENCH_LOAD_SECONDS (60) at BENCH_LOAD_CONNECTIONS (50). Prints requests per second, p50/p99
// latency, non-2xx answers and errors (must be 0), workerd's resident memory at the start and the
// end, and the storefront isolate's V8 heap after a forced collection at the start and the end
// (over the inspector): resident memory includes the local runtime's own growth, the heap is what
// our code keeps alive. Bounded and self-stopping; exits 1 when any request failed or the heap
// after collection grew by more than BENCH_LOAD_HEAP_GROWTH_MIB (32).
//
//   npm run build && npm run bench:load
import { execFileSync } from "node:child_process";
import autocannon from "autocannon";
import { connectIsolate, freePort } from "./isolate-heap.mjs";
import { startLocalWorker } from "./local-worker.mjs";

const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const heapGrowthLimit = Number(process.env.BENCH_LOAD_HEAP_GROWTH_MIB ?? 32);

const inspectorPort = await freePort();
const { mf, base } = await startLocalWorker({ inspectorPort });
const isolate = await connectIsolate(inspectorPort);

/** Resident memory (MiB) of the workerd processes Miniflare started (children of this process). */
function workerdMemory() {
  try {
    const out = execFileSync("ps", ["-o", "pid=,ppid=,rss=,comm=", "-A"], { encoding: "utf8" });
    const rows = out.trim().split("\n").map((line) => line.trim().split(/\s+/));
    const children = (pid) => rows.filter((r) => r[1] === String(pid));
    let total = 0;
    const walk = (pid) => {
      for (const row of children(pid)) {
        if (row[3]?.includes("workerd")) total += Number(row[2]);
        walk(row[0]);
      }
    };
    walk(process.pid);
    return total / 1024;
  } catch {
    return Number.NaN;
  }
}

// A search term and a suggest term that find events in the demo catalog.
const home = await (await fetch(new URL("/", base))).text();
const name = /<h[34] class="event-card__name"><a[^>]*>([^<]+)</.exec(home)?.[1];
if (!name) {
  console.error("bench:load: home lists no events: is the local catalog seeded?");
  await mf.dispose();
  process.exit(1);
}
const term = encodeURIComponent(name.split(/\s+/)[0]);
const targets = [
  ["home", "/"],
  ["search", `/find/s/?q=${term}`],
  ["suggest", `/bfx-content/api/search/suggest/v3?term=${term}`],
  ["locations", "/bfx-content/api/search/locations/v3?q=Chic"],
];

const memoryStart = workerdMemory();
const heapStart = await isolate.heapAfterGc();
console.log(
  `bench:load: ${seconds} s × ${connections} connections per target, workerd at ${base} ` +
    `(${memoryStart.toFixed(0)} MiB resident, isolate heap ${heapStart.toFixed(1)} MiB after GC)`,
);
let failures = 0;
for (const [label, path] of targets) {
  const result = await autocannon({ url: new URL(path, base).href, connections, duration: seconds, timeout: 10 });
  const bad = result.errors + result.timeouts + result.non2xx;
  failures += bad;
  console.log(
    `  ${label.padEnd(9)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(5)} ms  p99 ${String(result.latency.p99).padStart(5)} ms  ` +
      `requests ${result.requests.total}  non-2xx ${result.non2xx}  errors ${result.errors}  timeouts ${result.timeouts}  memory ${workerdMemory().toFixed(0)} MiB`,
  );
}
const memoryEnd = workerdMemory();
const heapEnd = await isolate.heapAfterGc();
isolate.close();
console.log(`workerd resident memory: ${memoryStart.toFixed(0)} MiB at the start, ${memoryEnd.toFixed(0)} MiB at the end`);
console.log(`storefront isolate heap after GC: ${heapStart.toFixed(1)} MiB at the start, ${heapEnd.toFixed(1)} MiB at the end (limit +${heapGrowthLimit} MiB)`);
await mf.dispose();
const heapGrew = !(heapEnd - heapStart <= heapGrowthLimit);
if (failures > 0) console.error(`bench:load: ${failures} request(s) failed`);
if (heapGrew) console.error("bench:load: the isolate heap grew past its limit (or could not be read)");
process.exit(failures > 0 || heapGrew ? 1 : 0);
