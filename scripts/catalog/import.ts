// Imports an NDJSON catalog (docs/catalog-format.md): all rows or none, then a new catalog version
// in KV (ADR 017). Local by default — the D1 that `wrangler dev` and `npm start` use
// (.wrangler/state/v3, or --persist-to DIR) — or the hosted D1 and KV of a wrangler environment.
//
//   npx wrangler d1 migrations apply DB --local     # once, beforehand (--remote --env ENV for hosted)
//   npx tsx scripts/catalog/import.ts FILE [--local] [--persist-to DIR]
//   npx tsx scripts/catalog/import.ts FILE --remote --env staging|production   # needs wrangler login
//
// Exit codes: 0 imported; 1 rows rejected (nothing written), tables missing, the environment not
// ready or the import failed; 2 bad usage.
import { createReadStream, mkdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { getPlatformProxy, unstable_readConfig } from "wrangler";
import { parseCommandLine } from "../command-line";
import type { ImportProgress } from "./import-core";
import {
  importAndPublish,
  IMPORT_ENVIRONMENTS,
  remoteImportConfig,
  type ImportEnvironment,
  type ResolvedEnvironment,
} from "./import-target";

const ROOT = join(import.meta.dirname, "..", "..");
const USAGE =
  "usage: npx tsx scripts/catalog/import.ts FILE [--local] [--persist-to DIR]\n" +
  "       npx tsx scripts/catalog/import.ts FILE --remote --env staging|production";
const REQUIRED_TABLES = [
  "categories", "cities", "city_names", "groupings", "performers", "venues",
  "events", "event_performers", "search_trigrams", "query_log",
];
const OPTIONS = {
  local: { type: "boolean" },
  remote: { type: "boolean" },
  env: { type: "string" },
  "persist-to": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;
const PROGRESS_EVERY_MS = 1_000;

function fail(code: 1 | 2, message: string): never {
  console.error(message);
  process.exit(code);
}

type Target = { kind: "local"; persistTo?: string } | { kind: "remote"; env: ImportEnvironment };

function readArgs(argv: string[]): { file: string; target: Target } {
  const { values, positionals } = parseCommandLine(argv, OPTIONS, (message) => fail(2, `catalog import: ${message}\n${USAGE}`));
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (positionals.length !== 1) fail(2, USAGE);
  const file = positionals[0]!;
  if (!values.remote) {
    if (values.env !== undefined) fail(2, `catalog import: --env goes with --remote\n${USAGE}`);
    return { file, target: { kind: "local", persistTo: values["persist-to"] } };
  }
  if (values.local || values["persist-to"] !== undefined) fail(2, `catalog import: --remote writes no local state\n${USAGE}`);
  const env = values.env as ImportEnvironment | undefined;
  if (!env || !IMPORT_ENVIRONMENTS.includes(env)) {
    fail(2, `catalog import: --remote needs --env ${IMPORT_ENVIRONMENTS.join("|")}\n${USAGE}`);
  }
  return { file, target: { kind: "remote", env } };
}

/** wrangler's platform proxy on the target's D1 and KV (remote: a configuration for this run only). */
async function openTarget(target: Target) {
  type Bindings = { DB: D1Database; STORE_CONFIG: KVNamespace };
  if (target.kind === "local") {
    return getPlatformProxy<Bindings>({
      configPath: "wrangler.toml",
      // --persist-to means what it means to wrangler: the state lives under DIR/v3.
      ...(target.persistTo ? { persist: { path: join(target.persistTo, "v3") } } : {}),
    });
  }
  const resolved = unstable_readConfig({ config: join(ROOT, "wrangler.toml"), env: target.env }, {});
  const remote = remoteImportConfig(resolved as unknown as ResolvedEnvironment, target.env);
  if ("problems" in remote) {
    fail(1, `catalog import: wrangler.toml [env.${target.env}] is not ready:\n  - ${remote.problems.join("\n  - ")}`);
  }
  const dir = join(ROOT, ".wrangler", "catalog-import");
  mkdirSync(dir, { recursive: true });
  const configPath = join(dir, `${target.env}.json`);
  writeFileSync(configPath, JSON.stringify(remote.config, null, 2));
  console.error(`catalog import: writing to the ${target.env} environment's hosted D1 and KV`);
  return getPlatformProxy<Bindings>({ configPath, persist: false });
}

/** The file's lines, counting the bytes read so progress can show a percentage while parsing. */
async function* readLines(file: string, read: { bytes: number }): AsyncGenerator<string> {
  const lines = createInterface({ input: createReadStream(file, { encoding: "utf8" }), crlfDelay: Infinity });
  for await (const line of lines) {
    read.bytes += Buffer.byteLength(line) + 1;
    yield line;
  }
}

const count = (n: number) => n.toLocaleString("en");
const percent = (share: number) => `${Math.min(100, Math.floor(share * 100))}%`;

/** One progress line, or null when the step has nothing new to say. */
function describeProgress(p: ImportProgress, parsedShare: number): string | null {
  switch (p.phase) {
    case "parse":
      return `parse: ${count(p.done)} lines (${percent(parsedShare)})`;
    case "check":
      if (p.done > 0) return null;
      return `check: resolving the references of ${count(p.total ?? 0)} rows`;
    case "stage":
      return p.total === undefined
        ? "stage: deriving search columns"
        : `stage: ${count(p.done)} of ${count(p.total)} rows (${percent(p.total ? p.done / p.total : 1)})`;
    case "commit":
      return p.done === 0 ? "commit: moving the staged rows into the catalog, one transaction" : "commit: done";
  }
}

function progressReporter(fileBytes: number, read: { bytes: number }) {
  let lastAt = 0;
  let lastPhase = "";
  return (p: ImportProgress) => {
    const now = Date.now();
    const finished = p.total !== undefined && p.done === p.total;
    if (p.phase === lastPhase && !finished && now - lastAt < PROGRESS_EVERY_MS) return;
    const line = describeProgress(p, fileBytes > 0 ? read.bytes / fileBytes : 1);
    if (line === null) return;
    lastAt = now;
    lastPhase = p.phase;
    console.error(line);
  };
}

const { file, target } = readArgs(process.argv.slice(2));
let fileBytes: number;
try {
  fileBytes = statSync(file).size;
} catch (e) {
  fail(1, `catalog import: cannot read ${file}: ${(e as Error).message}`);
}

const started = Date.now();
const proxy = await openTarget(target);
let exitCode = 0;
try {
  const db = proxy.env.DB;
  const present = new Set(
    (await db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all<{ name: string }>()).results.map((r) => r.name),
  );
  const missing = REQUIRED_TABLES.filter((t) => !present.has(t));
  if (missing.length > 0) {
    console.error(
      `catalog import: the ${target.kind === "local" ? "local" : target.env} D1 has no ${missing.join(", ")} ` +
        `table${missing.length > 1 ? "s" : ""}. Apply the migrations first: npx wrangler d1 migrations apply DB ` +
        (target.kind === "local" ? "--local" : `--remote --env ${target.env}`),
    );
    exitCode = 1;
  } else {
    const read = { bytes: 0 };
    const result = await importAndPublish(db, proxy.env.STORE_CONFIG, readLines(file, read), {
      onProgress: progressReporter(fileBytes, read),
    });
    if (!result.ok) {
      for (const r of result.rejected) console.error(`${file}:${r.line}: ${r.reason}`);
      const shown = result.rejected.length < result.rejectedCount ? ` (the first ${result.rejected.length} listed)` : "";
      console.error(`catalog import: ${result.rejectedCount} line(s) rejected${shown}; nothing was written`);
      exitCode = 1;
    } else {
      const counts = Object.entries(result.counts).map(([type, n]) => `${type} ${n}`).join(", ");
      const d = result.derived;
      console.log(`catalog import: ${counts}`);
      console.log(`  derived: city_names ${d.cityNames}, event_performers ${d.eventPerformers}, search_trigrams ${d.searchTrigrams}`);
      // Cached pages show the new catalog at the next read of the version (ADR 017).
      console.log(`  catalog version ${result.version}`);
      console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  }
} catch (e) {
  console.error(`catalog import: ${(e as Error).message}`);
  exitCode = 1;
} finally {
  await proxy.dispose();
}
process.exit(exitCode);
