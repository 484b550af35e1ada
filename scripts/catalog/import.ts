// Imports an NDJSON catalog (docs/catalog-format.md) into the local D1 that `wrangler dev` and
// `npm start` use (.wrangler/state/v3): all rows or none.
//
//   npx wrangler d1 migrations apply DB --local     # once, beforehand
//   npx tsx scripts/catalog/import.ts FILE [--local]
//
// Exit codes: 0 imported; 1 rows rejected (nothing written), tables missing or the import failed;
// 2 bad usage (including --remote, not supported yet).
import { createReadStream, statSync } from "node:fs";
import { createInterface } from "node:readline";
import { getPlatformProxy } from "wrangler";
import { CATALOG_VERSION_KEY, newVersion } from "../../app/domain/versions";
import { parseCommandLine } from "../command-line";
import { importCatalog, type ImportProgress } from "./import-core";

const USAGE = "usage: npx tsx scripts/catalog/import.ts FILE [--local]";
const REQUIRED_TABLES = [
  "categories", "cities", "city_names", "groupings", "performers", "venues",
  "events", "event_performers", "search_trigrams", "query_log",
];
const OPTIONS = {
  local: { type: "boolean" },
  remote: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;
const PROGRESS_EVERY_MS = 1_000;

function fail(code: 1 | 2, message: string): never {
  console.error(message);
  process.exit(code);
}

function readArgs(argv: string[]): { file: string } {
  const { values, positionals } = parseCommandLine(argv, OPTIONS, (message) => fail(2, `catalog import: ${message}\n${USAGE}`));
  if (values.remote) {
    fail(
      2,
      "catalog import: --remote is not supported yet. Hosted D1 needs `wrangler d1 execute --remote` " +
        "(or the D1 HTTP API); this script only writes the local database.",
    );
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (positionals.length !== 1) fail(2, USAGE);
  return { file: positionals[0]! };
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

const { file } = readArgs(process.argv.slice(2));
let fileBytes: number;
try {
  fileBytes = statSync(file).size;
} catch (e) {
  fail(1, `catalog import: cannot read ${file}: ${(e as Error).message}`);
}

const started = Date.now();
const proxy = await getPlatformProxy<{ DB: D1Database; STORE_CONFIG: KVNamespace }>({ configPath: "wrangler.toml" });
let exitCode = 0;
try {
  const db = proxy.env.DB;
  const present = new Set(
    (await db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all<{ name: string }>()).results.map((r) => r.name),
  );
  const missing = REQUIRED_TABLES.filter((t) => !present.has(t));
  if (missing.length > 0) {
    console.error(
      `catalog import: the local D1 has no ${missing.join(", ")} table${missing.length > 1 ? "s" : ""}. ` +
        "Apply the migrations first: npx wrangler d1 migrations apply DB --local",
    );
    exitCode = 1;
  } else {
    const read = { bytes: 0 };
    const result = await importCatalog(db, readLines(file, read), { onProgress: progressReporter(fileBytes, read) });
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
      const version = newVersion(Date.now(), Math.random());
      await proxy.env.STORE_CONFIG.put(CATALOG_VERSION_KEY, version);
      console.log(`  catalog version ${version}`);
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
