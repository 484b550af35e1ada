// Operator command for per-store configuration in KV.
//
//   npm run store -- get <storeId> [--remote]          print the effective document
//   npm run store -- defaults <storeId>                print the built-in defaults (a starting point)
//   npm run store -- validate <file.json> [--store N]  check a document, write nothing
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
import {
  CommandError,
  diffConfigs,
  effectiveConfig,
  parseStoreIdArg,
  setConfig,
  validateDocument,
  type ConfigStore,
} from "./store/commands";
import { CONTENT_USAGE, runContentCommand } from "./store/content";

const USAGE = "usage: npm run store -- get|defaults|validate|diff|set|content ... (see the head of scripts/store.ts)";
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
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

async function withStore<T>(args: string[], fn: (store: ConfigStore) => Promise<T>): Promise<T> {
  if (args.includes("--remote")) return fn(remoteStore(option(args, "--namespace-id")));
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
  switch (command) {
    case "defaults": {
      console.log(JSON.stringify(defaultStoreConfig(parseStoreIdArg(args[0])), null, 2));
      return 0;
    }
    case "validate": {
      const storeArg = option(args, "--store");
      validateDocument(readDocument(args[0]), storeArg ? parseStoreIdArg(storeArg) : undefined);
      console.log(`${args[0]}: valid`);
      return 0;
    }
    case "get": {
      const id = parseStoreIdArg(args[0]);
      const { config, source, problems } = await withStore(args, (s) => effectiveConfig(s, id));
      for (const p of problems) console.error(`stored document is invalid: ${p}`);
      console.error(`store ${id}: ${source === "kv" ? "stored document" : "built-in defaults (nothing valid stored)"}`);
      console.log(JSON.stringify(config, null, 2));
      return 0;
    }
    case "diff": {
      const id = parseStoreIdArg(args[0]);
      const next = validateDocument(readDocument(args[1]), id);
      const { config } = await withStore(args, (s) => effectiveConfig(s, id));
      const lines = diffConfigs(config, next);
      console.log(lines.length > 0 ? lines.join("\n") : "no differences");
      return 0;
    }
    case "set": {
      const id = parseStoreIdArg(args[0]);
      const text = readDocument(args[1]);
      await withStore(args, (s) => setConfig(s, id, text));
      console.log(`store ${id}: configuration written${args.includes("--remote") ? " (remote)" : " (local)"}`);
      return 0;
    }
    case "content": {
      if (args.length === 0) {
        console.error(CONTENT_USAGE);
        return 2;
      }
      return runContentCommand(args, {
        withStore: (fn) => withStore(args, fn),
        readDocument,
        out: (line) => console.log(line),
        err: (line) => console.error(line),
        target: args.includes("--remote") ? "remote" : "local",
      });
    }
    default:
      console.error(USAGE);
      return 2;
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
