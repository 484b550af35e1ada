// Lighthouse 12.8 (mobile: its default form factor, simulated slow 4G and 4× CPU slowdown), offline
// against the worker with the demo catalog, on the four pages issue 5 names: home, a category
// page, search results and an event page. Performance ≥ 95 and accessibility 100. Scores are the
// median of three runs, as Lighthouse's own guidance on variability advises: one run on a shared
// two-core machine moves by a few points. The median run's report is kept under
// artifacts/lighthouse for a look at what moved.
import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_PATH } from "../support/browser";
import { startCatalogWorker } from "../support/catalog-browser";
import { ROOT, type WorkerHandle } from "../support/worker";

const run = promisify(execFile);
const REPORTS = join(ROOT, "artifacts", "lighthouse");
const LIGHTHOUSE = join(ROOT, "node_modules", ".bin", "lighthouse");

let worker: WorkerHandle;
let base: string;
const pages: Array<{ name: string; path: string }> = [];

beforeAll(async () => {
  ({ worker, base } = await startCatalogWorker("e2e-lighthouse"));
  const db = await worker.db();
  const event = await db
    .prepare(`SELECT web_path FROM events WHERE country_code = 'US' AND starts_at >= ?1 ORDER BY popularity DESC LIMIT 1`)
    .bind(Date.now())
    .first<{ web_path: string }>();
  const performer = await db
    .prepare(
      `SELECT p.name FROM performers p JOIN event_performers ep ON ep.performer_id = p.id JOIN events e ON e.id = ep.event_id
       WHERE e.country_code = 'US' AND e.starts_at >= ?1 ORDER BY p.popularity DESC LIMIT 1`,
    )
    .bind(Date.now())
    .first<{ name: string }>();
  if (!event || !performer) throw new Error("the demo catalog has no upcoming US event");
  pages.push(
    { name: "home", path: "/" },
    { name: "category", path: "/concert-tickets/category/1/" },
    { name: "search", path: `/find/s/?q=${encodeURIComponent(performer.name.split(" ")[0]!)}` },
    { name: "event", path: event.web_path },
  );
  mkdirSync(REPORTS, { recursive: true });
}, 120_000);
afterAll(async () => {
  await worker?.dispose();
});

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; displayValue?: string; title: string }>;
  runtimeError?: { code: string; message: string };
}

const RUNS = 3;

async function lighthouse(name: string, path: string, runIndex: number): Promise<Report> {
  const output = join(REPORTS, `${name}-${runIndex}.json`);
  await run(
    LIGHTHOUSE,
    [
      `${base}${path}`,
      "--quiet",
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking",
      "--output=json",
      `--output-path=${output}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeout: 110_000 },
  );
  return JSON.parse(readFileSync(output, "utf8")) as Report;
}

const score = (r: Report, category: string) => Math.round((r.categories[category]?.score ?? 0) * 100);

/** Runs Lighthouse RUNS times and keeps the run with the median performance score. */
async function medianRun(name: string, path: string): Promise<{ median: Report; performance: number[] }> {
  const reports: Report[] = [];
  for (let i = 0; i < RUNS; i++) reports.push(await lighthouse(name, path, i));
  for (const r of reports) expect(r.runtimeError, JSON.stringify(r.runtimeError)).toBeUndefined();
  const sorted = [...reports].sort((a, b) => score(a, "performance") - score(b, "performance"));
  const median = sorted[Math.floor(RUNS / 2)]!;
  copyFileSync(join(REPORTS, `${name}-${reports.indexOf(median)}.json`), join(REPORTS, `${name}.json`));
  return { median, performance: reports.map((r) => score(r, "performance")) };
}

describe("Lighthouse 12.8, mobile, median of three runs", () => {
  for (const name of ["home", "category", "search", "event"]) {
    it(`${name}: performance ≥ 95, accessibility 100`, async () => {
      const { path } = pages.find((p) => p.name === name)!;
      const { median: report, performance } = await medianRun(name, path);
      const failing = Object.entries(report.audits)
        .filter(([, a]) => a.score !== null && a.score < 1)
        .map(([id, a]) => `${id} ${a.score}${a.displayValue ? ` (${a.displayValue})` : ""}`);
      const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"]
        .map((id) => `${id} ${report.audits[id]?.displayValue}`)
        .join(", ");
      console.log(
        `lighthouse ${name} ${path}: performance ${score(report, "performance")} (runs ${performance.join(", ")}), accessibility ${score(report, "accessibility")}, ` +
          `best practices ${score(report, "best-practices")}, SEO ${score(report, "seo")}; ${metrics}`,
      );
      expect(score(report, "accessibility"), failing.join("; ")).toBe(100);
      expect(score(report, "performance"), failing.join("; ")).toBeGreaterThanOrEqual(95);
    }, 360_000);
  }
});
