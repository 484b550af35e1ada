// The demo catalog, seeded idempotently: generate the NDJSON (deterministic, cached under
// .cache/ for the day it was generated and the generator that made it) and load it through the
// same import as any catalog.
import { createHash } from "node:crypto";
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { spawnSync } from "node:child_process";
import { importCatalog } from "./import-core";

export const ROOT = resolve(import.meta.dirname, "../..");

/** What the demo catalog is made from: the generator's sources and its data files. */
const GENERATOR_INPUTS = [
  { dir: join(ROOT, "scripts", "catalog"), keep: (f: string) => f.endsWith(".ts") && !f.endsWith(".test.ts") },
  { dir: join(ROOT, "data", "geonames"), keep: () => true },
];

/**
 * A short digest of the generator's sources and data (names and contents): a changed generator
 * makes a new demo file (and a new test catalog), not yesterday's rows under today's code.
 */
export function generatorDigest(): string {
  const hash = createHash("sha256");
  for (const { dir, keep } of GENERATOR_INPUTS) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).filter(keep).sort()) hash.update(f).update(readFileSync(join(dir, f)));
  }
  return hash.digest("hex").slice(0, 12);
}

/** Path of the demo NDJSON for a start date and this generator, generating it when missing. */
export function ensureDemoFile(startDate: string): string {
  const file = join(ROOT, ".cache", `demo-catalog-${startDate}-${generatorDigest()}.ndjson`);
  if (existsSync(file)) return file;
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.tmp`;
  const r = spawnSync("npx", ["tsx", "scripts/catalog/generate-demo.ts", "--out", tmp, "--start", startDate], {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (r.status !== 0) throw new Error("demo catalog generation failed");
  renameSync(tmp, file);
  return file;
}

export function lines(file: string): AsyncIterable<string> {
  return createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity });
}

/** True when the catalog has no events yet (first start, or after a reset). */
export async function catalogIsEmpty(db: D1Database): Promise<boolean> {
  const row = await db.prepare("SELECT COUNT(*) AS n FROM events").first<{ n: number }>();
  return (row?.n ?? 0) === 0;
}

/** Generates (when needed) and imports the demo catalog into `db`; prints progress. */
export async function seedDemoCatalog(db: D1Database, startDate: string, quiet = false): Promise<void> {
  const file = ensureDemoFile(startDate);
  const started = Date.now();
  let last = 0;
  const result = await importCatalog(db, lines(file), {
    onProgress(p) {
      if (quiet || Date.now() - last < 1000) return;
      last = Date.now();
      const pct = p.total ? ` ${Math.round((100 * p.done) / p.total)}%` : "";
      process.stderr.write(`seed: ${p.phase} ${p.done}${p.total ? `/${p.total}` : ""}${pct}\n`);
    },
  });
  if (!result.ok) {
    for (const r of result.rejected.slice(0, 20)) console.error(`${file}:${r.line}: ${r.reason}`);
    throw new Error(`demo catalog rejected (${result.rejectedCount} rows)`);
  }
  if (!quiet) {
    console.error(`seed: demo catalog loaded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(result.counts)}`);
  }
}

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}
