#!/usr/bin/env node
// `npm test`: build once, then the four layers in order — unit, components (jsdom), integration
// (the bundled worker in Miniflare), browser (Chromium against the worker).
// Prints one closing line, "N passed, N failed, N skipped". In CI a skipped
// test or an empty layer fails the run: no layer may skip silently.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

const root = join(import.meta.dirname, "..");
const ci = Boolean(process.env.CI);
let args;
try {
  args = parseArgs({ options: { "no-build": { type: "boolean" } }, allowPositionals: true });
} catch (err) {
  console.error(`${err.message}\nusage: node scripts/test.mjs [unit|components|integration|e2e ...] [--no-build]`);
  process.exit(2);
}
const layers = args.positionals.length > 0 ? args.positionals : ["unit", "components", "integration", "e2e"];
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

function run(cmd, args, extraEnv = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  return { status: r.status ?? 1, seconds: (Date.now() - started) / 1000 };
}

if (!args.values["no-build"] && layers.some((l) => l === "integration" || l === "e2e")) {
  const b = run("npm", ["run", "build"]);
  if (b.status !== 0) {
    console.error("build failed");
    process.exit(1);
  }
  console.log(`build: ${b.seconds.toFixed(1)} s`);
  // The deploy path, offline: both environments' configuration checked and their bundles built
  // (dist/production, dist/staging; tests/integration/deploy-build.test.ts reads them). Here, not
  // inside a test: wrangler's build step rewrites public/build, which the other tests serve.
  const d = run("npm", ["run", "deploy:check"]);
  if (d.status !== 0) {
    console.error("deploy:check failed");
    process.exit(1);
  }
  console.log(`deploy:check: ${d.seconds.toFixed(1)} s`);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
for (const layer of layers) {
  const countsFile = join(root, "artifacts", `test-counts-${layer}.json`);
  rmSync(countsFile, { force: true });
  const r = run(
    "npx",
    ["vitest", "run", "--project", layer, "--reporter=default", "--reporter=./scripts/vitest-summary-reporter.ts"],
    { STAGEFRONT_TEST_LAYER: layer },
  );
  const counts = existsSync(countsFile)
    ? JSON.parse(readFileSync(countsFile, "utf8"))
    : { passed: 0, failed: 1, skipped: 0 };
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  console.log(`${layer}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${r.seconds.toFixed(1)} s)`);
  if (r.status !== 0) problems.push(`${layer} exited ${r.status}`);
  if (counts.passed === 0) problems.push(`${layer} ran no test`);
  if (ci && counts.skipped > 0) problems.push(`${layer} skipped ${counts.skipped} test(s) in CI`);
}

if (problems.length > 0) console.error(`npm test failed: ${problems.join("; ")}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(problems.length > 0 || totals.failed > 0 ? 1 : 0);
