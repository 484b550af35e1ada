#!/usr/bin/env node
// Lighthouse 12.8 on the bare page route (/healthz/page/: the root's shell — header and footer —
// with one line of content), on four pages that stand for the site — home, a category page,
// search results and an event page — and on the big event's page (issue 25: the upcoming US event
// with the most listings, 300 or more, its listings shown: findBigEvent) on mobile (Lighthouse's default: simulated slow 4G, 4× CPU
// slowdown), offline, against the built worker on the local demo catalog.
//
// A score or a blocking time is a timing: it moves with the machine's load and the browser, so
// every figure is read against the bare page measured in the same run (issue 24): the runs are
// interleaved (one round = bare, home, category, search, event, big event) so that a burst of load on the
// shared machine falls on every page alike. BENCH_LIGHTHOUSE_RUNS (5) rounds; per page:
//   - Total Blocking Time, the median of the runs, and its ratio to the bare page's median;
//   - from the run with the median TBT: long tasks (count, simulated), the longest one starting
//     after the first contentful paint, DOM size, the JavaScript the page loaded (decoded and
//     transfer bytes) and its scripting time, and what Lighthouse found unused of it;
//   - performance (median of the runs), accessibility, best practices, SEO;
// and, beside the figures, the conditions: Lighthouse's BenchmarkIndex (median and range), the
// Chromium and Lighthouse versions and the load average (before, and highest seen between runs).
// A run whose trace Lighthouse failed to record ("Please run Lighthouse again") is repeated, at
// most twice.
//
// Lines (issue 24), each printed ✓ or ✗: the bare page's TBT ≤ 150 ms; each page's TBT ≤ 1.5× the
// bare page's (taken as at least 50 ms: TBT_FLOOR_MS); no long task over 150 ms after the first paint; accessibility, best practices and
// SEO 100; performance ≥ 95 whenever the bare page scores ≥ 98 in the same run, and performance
// ≥ BENCH_LIGHTHOUSE_TARGET (98, the README's budget). The big event's lines are issue 25's: TBT
// ≤ 1.5× the bare page's, accessibility, best practices and SEO 100 (and no layout shift); its
// performance and long tasks are printed as figures. Exits 1 when a line is not met. Reports:
// .cache/bench/lighthouse/ (summary.json: the figures printed).
//
//   npm run build && npm run bench:lighthouse          (BENCH_LIGHTHOUSE_PAGES=home,search: only those, with the bare page;
//                                                       the names: home, category, search, event, big-event)
import { execFile } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { BIG_EVENT_LISTINGS, findBigEvent, root, startLocalWorker } from "./local-worker.mjs";

const run = promisify(execFile);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const TARGET = Number(process.env.BENCH_LIGHTHOUSE_TARGET ?? 98);
/** Issue 24's lines. */
const LINES = { bareTbtMs: 150, tbtRatio: 1.5, longTaskAfterPaintMs: 150, performanceWhenBareHigh: 95, bareHigh: 98 };
/**
 * TBT counts each long task's time past 50 ms, so below one task's threshold two pages' TBTs are
 * noise, not a ratio (on an idle machine the bare page blocks 0 ms and home 10 ms: "10×"). The
 * 1.5× line is taken against the bare page's TBT or this floor, whichever is higher; the raw ratio
 * is printed beside it (ADR 024 addendum).
 */
const TBT_FLOOR_MS = 50;
/** Scores every page must reach in full: unlike performance, they do not move with the machine's load. */
const FULL_MARKS = ["accessibility", "best-practices", "seo"];
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const BARE = "bare";
const BIG_EVENT = "big-event";
/** The pages issue 24's lines (long tasks, performance) are about; the big event has issue 25's. */
const PHONES_FIRST_PAGES = new Set(["home", "category", "search", "event"]);
const reports = join(root, ".cache", "bench", "lighthouse");
mkdirSync(reports, { recursive: true });

const { mf, base } = await startLocalWorker();
const db = await mf.getD1Database("DB");
const now = Date.now();
const event = await db
  .prepare(`SELECT web_path FROM events WHERE country_code = 'US' AND starts_at >= ?1 ORDER BY popularity DESC LIMIT 1`)
  .bind(now)
  .first();
const performer = await db
  .prepare(
    `SELECT p.name FROM performers p JOIN event_performers ep ON ep.performer_id = p.id JOIN events e ON e.id = ep.event_id
     WHERE e.country_code = 'US' AND e.starts_at >= ?1 ORDER BY p.popularity DESC LIMIT 1`,
  )
  .bind(now)
  .first();
const bigEvent = await findBigEvent(db, now);
if (!event || !performer) {
  console.error("bench: the local catalog has no upcoming US event");
  await mf.dispose();
  process.exit(1);
}
const pages = [
  [BARE, "/healthz/page/"],
  ["home", "/"],
  ["category", "/concert-tickets/category/1/"],
  ["search", `/find/s/?q=${encodeURIComponent(performer.name.split(" ")[0])}`],
  ["event", event.web_path],
  ...(bigEvent ? [[BIG_EVENT, bigEvent.path]] : []),
];
// Search results and the bare page are `noindex` on purpose (issue 23, ADR 022; the bare page is a
// health probe): Lighthouse's is-crawlable audit fails any noindex page by definition, so it is the
// one audit not run there; every other SEO audit still counts.
const SKIPPED_AUDITS = { search: ["is-crawlable"], [BARE]: ["is-crawlable"] };
// The bare page is a probe, not a page a fan reads (no description, by design): its scores are
// printed, the full-marks line is the four pages'.

// BENCH_LIGHTHOUSE_PAGES=home,search measures only those pages (and the bare page, the reference).
const only = (process.env.BENCH_LIGHTHOUSE_PAGES ?? "").split(",").filter(Boolean);
if (only.length > 0) pages.splice(0, pages.length, ...pages.filter(([name]) => name === BARE || only.includes(name)));
const bigEventMissing = !bigEvent && (only.length === 0 || only.includes(BIG_EVENT));

async function lighthouse(name, path, i) {
  const output = join(reports, `${name}-${i}.json`);
  try {
    await run(
      join(root, "node_modules", ".bin", "lighthouse"),
      [
        new URL(path, base).href,
        "--quiet",
        "--only-categories=performance,accessibility,best-practices,seo",
        ...(SKIPPED_AUDITS[name] ? [`--skip-audits=${SKIPPED_AUDITS[name].join(",")}`] : []),
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking",
        "--output=json",
        `--output-path=${output}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, timeout: 120_000 },
    );
  } catch (err) {
    // A Lighthouse process that fails (Chrome did not start, a protocol timeout) is a tooling
    // error like a runtimeError in the report: the caller repeats the run.
    const tail = String(err.stderr || err.message).trim().split("\n").slice(-3).join(" | ");
    return { runtimeError: { code: "LIGHTHOUSE_PROCESS", message: tail } };
  }
  return JSON.parse(readFileSync(output, "utf8"));
}

/** The browser's full version (the user agent Lighthouse reports is reduced to 156.0.0.0). */
async function chromiumVersion() {
  try {
    const { stdout } = await run(CHROME, ["--version"]);
    return /([\d.]+)/.exec(stdout)?.[1] ?? "?";
  } catch {
    return "?";
  }
}

const score = (r, c) => Math.round((r.categories[c]?.score ?? 0) * 100);
const numeric = (r, id) => r.audits[id]?.numericValue ?? NaN;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** What one report says about the main thread and the page's weight. */
function figures(r) {
  const fcp = numeric(r, "first-contentful-paint");
  // Long tasks as Lighthouse simulates them on the 4× slower CPU (its long-tasks audit: top-level
  // tasks ≥ 50 ms; the table keeps 20, its debug data every one).
  const longTasks = r.audits["long-tasks"]?.details?.debugData?.tasks ?? r.audits["long-tasks"]?.details?.items ?? [];
  const afterPaint = longTasks.filter((task) => task.startTime >= fcp).map((task) => task.duration);
  const scripts = (r.audits["network-requests"]?.details?.items ?? []).filter((item) => item.resourceType === "Script");
  return {
    tbt: numeric(r, "total-blocking-time"),
    fcp,
    lcp: numeric(r, "largest-contentful-paint"),
    cls: numeric(r, "cumulative-layout-shift"),
    longTasks: longTasks.length,
    longestTask: Math.max(0, ...longTasks.map((task) => task.duration)),
    longestAfterPaint: Math.max(0, ...afterPaint),
    domSize: numeric(r, "dom-size"),
    jsDecodedBytes: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
    jsTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scriptingMs: (r.audits["bootup-time"]?.details?.items ?? []).reduce((sum, item) => sum + (item.scripting ?? 0), 0),
    unusedJsBytes: r.audits["unused-javascript"]?.details?.overallSavingsBytes ?? 0,
    benchmarkIndex: r.environment.benchmarkIndex,
  };
}

const loadBefore = loadavg();
let loadHighest = loadBefore[0];
const runsByPage = new Map(pages.map(([name]) => [name, []]));
let versions = null;
try {
  // Interleaved rounds: every page sees the same stretch of the machine's load.
  for (let i = 0; i < RUNS; i++) {
    for (const [name, path] of pages) {
      let r = await lighthouse(name, path, i);
      for (let retry = 0; r.runtimeError && retry < 2; retry++) r = await lighthouse(name, path, i);
      if (r.runtimeError) throw new Error(`${name}: ${r.runtimeError.code} ${r.runtimeError.message}`);
      runsByPage.get(name).push(r);
      versions ??= { lighthouse: r.lighthouseVersion, chromium: await chromiumVersion() };
      loadHighest = Math.max(loadHighest, loadavg()[0]);
    }
  }
} finally {
  await mf.dispose();
}

const summary = {};
for (const [name, path] of pages) {
  const runs = runsByPage.get(name);
  const tbts = runs.map((r) => numeric(r, "total-blocking-time"));
  const tbt = median(tbts);
  // The run whose TBT is the median (the lower middle for an even count) gives the other figures.
  const medianRun = [...runs].sort((a, b) => numeric(a, "total-blocking-time") - numeric(b, "total-blocking-time"))[Math.floor((runs.length - 1) / 2)];
  summary[name] = {
    path,
    ...figures(medianRun),
    tbt,
    tbtRuns: tbts.map(Math.round),
    performance: median(runs.map((r) => score(r, "performance"))),
    performanceRuns: runs.map((r) => score(r, "performance")),
    ...Object.fromEntries(FULL_MARKS.map((c) => [c, score(medianRun, c)])),
    benchmarkIndexRuns: runs.map((r) => Math.round(r.environment.benchmarkIndex)),
    failing: FULL_MARKS.flatMap((category) =>
      score(medianRun, category) < 100
        ? medianRun.categories[category].auditRefs
            .filter((ref) => ref.weight > 0 && (medianRun.audits[ref.id]?.score ?? 1) !== null && (medianRun.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${category}: ${ref.id} — ${medianRun.audits[ref.id].title}`)
        : [],
    ),
  };
}

const bare = summary[BARE];
const allIndexes = Object.values(summary).flatMap((page) => page.benchmarkIndexRuns);
const conditions =
  `Lighthouse ${versions.lighthouse}, Chromium ${versions.chromium}, mobile (simulated slow 4G, 4× CPU), ${RUNS} interleaved runs per page; ` +
  `BenchmarkIndex median ${Math.round(median(allIndexes))} (${Math.min(...allIndexes)}–${Math.max(...allIndexes)}); ` +
  `load average ${loadBefore.map((l) => l.toFixed(2)).join(" ")} before, highest 1-min ${loadHighest.toFixed(2)} during (2 cores)`;
console.log(`lighthouse: ${conditions}`);

const verdicts = [];
const line = (met, text) => verdicts.push({ met, text });
if (bigEvent) console.log(`  (the big event: event ${bigEvent.id}, ${bigEvent.listings} listings)`);
if (bigEventMissing) line(false, `big-event: an upcoming US event with ${BIG_EVENT_LISTINGS} listings or more in the local catalog (none)`);
for (const [name] of pages) {
  const page = summary[name];
  const ratio = page.tbt / Math.max(bare.tbt, 1);
  page.tbtRatio = name === BARE ? 1 : Number(ratio.toFixed(2));
  // Kept in this form: bench:budgets reads the four pages' scores from the first two lines.
  console.log(
    `  ${name.padEnd(9)} ${page.path}\n` +
      `           performance ${page.performance} (runs ${page.performanceRuns.join(", ")}), ` +
      `${FULL_MARKS.map((c) => `${c} ${page[c]}`).join(", ")}\n` +
      `           TBT ${Math.round(page.tbt)} ms median (runs ${page.tbtRuns.join(", ")})` +
      `${name === BARE ? " — the reference" : `, ${page.tbtRatio}× the bare page (${Math.round(page.tbt - bare.tbt)} ms more)`}; ` +
      `long tasks ${page.longTasks}, longest ${Math.round(page.longestTask)} ms, longest after first paint ${Math.round(page.longestAfterPaint)} ms\n` +
      `           FCP ${Math.round(page.fcp)} ms, LCP ${Math.round(page.lcp)} ms, CLS ${page.cls.toFixed(3)}; DOM ${page.domSize} elements; ` +
      `JS ${kib(page.jsDecodedBytes)} decoded (${kib(page.jsTransferBytes)} transferred), scripting ${Math.round(page.scriptingMs)} ms, unused ${kib(page.unusedJsBytes)}; ` +
      `BenchmarkIndex runs ${page.benchmarkIndexRuns.join(", ")}`,
  );
  for (const failing of page.failing) console.log(`           ${name === BARE ? "·" : "✗"} ${failing}`);
  if (name !== BARE) line(page.failing.length === 0, `${name}: ${FULL_MARKS.join(", ")} 100 (${FULL_MARKS.map((c) => page[c]).join(", ")})`);
  line(page.cls === 0, `${name}: no layout shift (CLS ${page.cls.toFixed(3)})`);
  if (name === BARE) {
    line(bare.tbt <= LINES.bareTbtMs, `bare page TBT ≤ ${LINES.bareTbtMs} ms (${Math.round(bare.tbt)} ms)`);
    continue;
  }
  const tbtLimit = LINES.tbtRatio * Math.max(bare.tbt, TBT_FLOOR_MS);
  line(
    page.tbt <= tbtLimit,
    `${name}: TBT ≤ ${LINES.tbtRatio}× the bare page's, the bare page taken as at least ${TBT_FLOOR_MS} ms (${Math.round(page.tbt)} ms ≤ ${Math.round(tbtLimit)} ms; raw ratio ${page.tbtRatio}×)`,
  );
  if (!PHONES_FIRST_PAGES.has(name)) continue;
  line(page.longestAfterPaint <= LINES.longTaskAfterPaintMs, `${name}: no long task over ${LINES.longTaskAfterPaintMs} ms after first paint (longest ${Math.round(page.longestAfterPaint)} ms)`);
  if (bare.performance >= LINES.bareHigh) {
    line(page.performance >= LINES.performanceWhenBareHigh, `${name}: performance ≥ ${LINES.performanceWhenBareHigh} with the bare page at ${bare.performance} (${page.performance})`);
  }
  line(page.performance >= TARGET, `${name}: performance ≥ ${TARGET}, the README budget (${page.performance})`);
}
writeFileSync(
  join(reports, "summary.json"),
  `${JSON.stringify({ conditions, versions, loadBefore, loadHighest, runs: RUNS, bigEvent, pages: summary, lines: verdicts }, null, 2)}\n`,
);

console.log("lines:");
for (const v of verdicts) console.log(`  ${v.met ? "✓" : "✗"} ${v.text}`);
const missed = verdicts.filter((v) => !v.met).length;
console.log(missed === 0 ? "every line met" : `${missed} line(s) not met — conditions: ${conditions}`);
process.exit(missed === 0 ? 0 : 1);
