// Operator command for per-store configuration in KV.
//
//   npm run store -- get <storeId> [--remote]          print the effective document
//   npm run store -- defaults <storeId>                print the built-in defaults (a starting point)
//   npm run store -- validate <file.json> [--store N] [--remote]
//                                                    every check `set` makes (host names no other
//                                                    store of that namespace claims), write nothing
//   npm run store -- diff <storeId> <file.json> [--remote]
//   npm run store -- set <storeId> <file.json> [--remote]
//
// Authored CMS content per store (the header's subCatNav and discovery menu; see
// scripts/store/content.ts):
//
//   npm run store -- content get <storeId> components|site-nav [--remote]
//   npm run store -- content validate components|site-nav <file.json>
//   npm run store -- content diff <storeId> components|site-nav <file.json> [--remote]
//   npm run store -- content set <storeId> components|site-nav <file.json> [--remote]
//   npm run store -- content delete <storeId> components|site-nav [--remote]
//
// Local by default (the .wrangler state `npm start` uses). --remote writes the
// real namespace bound as STORE_CONFIG through wrangler (needs a Cloudflare login);
// --namespace-id ID picks another namespace.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { defaultStoreConfig } from "../app/domain/store-config";
import { parseCommandLine, type CommandLine } from "./command-line";
import {
  checkDocument,
  CommandError,
  diffConfigs,
  effectiveConfig,
  parseStoreIdArg,
  setConfig,
  validateDocument,
  type ConfigStore,
} from "./store/commands";
import { CONTENT_OPTIONS, CONTENT_USAGE, parseContentArgs, runContentCommand } from "./store/content";

const USAGE = "usage: npm run store -- get|defaults|validate|diff|set|content ... (see the head of scripts/store.ts)";
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/** Where a command reads and writes: --remote and --namespace-id (content takes the same two). */
type Target = CommandLine<typeof CONTENT_OPTIONS>["values"];
const OPTIONS = { ...CONTENT_OPTIONS, store: { type: "string" } } as const;

const COMMANDS = ["defaults", "validate", "get", "diff", "set"] as const;
const isCommand = (word: string | undefined): word is (typeof COMMANDS)[number] =>
  (COMMANDS as readonly (string | undefined)[]).includes(word);

function parseStoreArgs(args: string[]): CommandLine<typeof OPTIONS> {
  return parseCommandLine(args, OPTIONS, (message) => {
    throw new CommandError(`${message}. ${USAGE}`);
  });
}

function remoteStore(namespaceId: string | undefined): ConfigStore {
  const target = namespaceId ? ["--namespace-id", namespaceId] : ["--binding", "STORE_CONFIG"];
  return {
    async get(key) {
      const r = spawnSync("npx", ["wrangler", "kv", "key", "get", key, ...target, "--remote", "--text"], {
        env,
        encoding: "utf8",
      });
      if (r.status !== 0) {
        if (/not found/i.test(r.stderr + r.stdout)) return null;
        throw new CommandError(`wrangler kv key get failed: ${r.stderr.trim()}`);
      }
      return r.stdout;
    },
    async put(key, value) {
      const dir = mkdtempSync(join(tmpdir(), "store-"));
      try {
        const file = join(dir, "value.json");
        writeFileSync(file, value);
        const r = spawnSync("npx", ["wrangler", "kv", "key", "put", key, "--path", file, ...target, "--remote"], {
          env,
          encoding: "utf8",
        });
        if (r.status !== 0) throw new CommandError(`wrangler kv key put failed: ${r.stderr.trim()}`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    async delete(key) {
      const r = spawnSync("npx", ["wrangler", "kv", "key", "delete", key, ...target, "--remote"], { env, encoding: "utf8" });
      if (r.status !== 0) throw new CommandError(`wrangler kv key delete failed: ${r.stderr.trim()}`);
    },
  };
}

async function withStore<T>(target: Target, fn: (store: ConfigStore) => Promise<T>): Promise<T> {
  if (target.remote) return fn(remoteStore(target["namespace-id"]));
  const proxy = await getPlatformProxy<{ STORE_CONFIG: KVNamespace }>({ configPath: "wrangler.toml" });
  try {
    return await fn({
      get: (key) => proxy.env.STORE_CONFIG.get(key),
      put: (key, value) => proxy.env.STORE_CONFIG.put(key, value),
      delete: (key) => proxy.env.STORE_CONFIG.delete(key),
    });
  } finally {
    await proxy.dispose();
  }
}

function readDocument(path: string | undefined): string {
  if (!path) throw new CommandError(`a document file is required. ${USAGE}`);
  try {
    return readFileSync(path, "utf8");
  } catch (err) {
    throw new CommandError(`cannot read ${path}: ${(err as Error).message}`);
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === "content") {
    if (args.length === 0) {
      console.error(CONTENT_USAGE);
      return 2;
    }
    const { values } = parseContentArgs(args.slice(1));
    return runContentCommand(args, {
      withStore: (fn) => withStore(values, fn),
      readDocument,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      target: values.remote ? "remote" : "local",
    });
  }
  if (!isCommand(command)) {
    console.error(USAGE);
    return 2;
  }
  const { values, positionals: [first, second] } = parseStoreArgs(args);
  switch (command) {
    case "defaults": {
      console.log(JSON.stringify(defaultStoreConfig(parseStoreIdArg(first)), null, 2));
      return 0;
    }
    case "validate": {
      const text = readDocument(first);
      const id = values.store ? parseStoreIdArg(values.store) : undefined;
      await withStore(values, (s) => checkDocument(s, text, id));
      console.log(`${first}: valid${values.remote ? " (checked against the remote namespace)" : " (checked against the local state)"}`);
      return 0;
    }
    case "get": {
      const id = parseStoreIdArg(first);
      const { config, source, problems } = await withStore(values, (s) => effectiveConfig(s, id));
      for (const p of problems) console.error(`stored document is invalid: ${p}`);
      console.error(`store ${id}: ${source === "kv" ? "stored document" : "built-in defaults (nothing valid stored)"}`);
      console.log(JSON.stringify(config, null, 2));
      return 0;
    }
    case "diff": {
      const id = parseStoreIdArg(first);
      const next = validateDocument(readDocument(second), id);
      const { config } = await withStore(values, (s) => effectiveConfig(s, id));
      const lines = diffConfigs(config, next);
      console.log(lines.length > 0 ? lines.join("\n") : "no differences");
      return 0;
    }
    case "set": {
      const id = parseStoreIdArg(first);
      const text = readDocument(second);
      await withStore(values, (s) => setConfig(s, id, text));
      console.log(`store ${id}: configuration written${values.remote ? " (remote)" : " (local)"}`);
      return 0;
    }
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (err) {
  if (err instanceof CommandError) {
    console.error(`store: ${err.message}`);
    for (const d of err.details) console.error(`  ${d}`);
    process.exitCode = 1;
  } else {
    throw err;
  }
}
