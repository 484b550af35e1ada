import { readFileSync, readdirSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { Miniflare, type MiniflareOptions, type WorkerOptions } from "miniflare";
import { originOf } from "./origin";
import { unstable_readConfig, unstable_splitSqlQuery } from "wrangler";

export { originOf };

export const ROOT = resolve(import.meta.dirname, "../..");
export const BUNDLE = join(ROOT, "dist/index.js");
/** The test-only entry that wraps the bundle's bindings in faults (tests/support/fault-worker.mjs). */
export const FAULT_WORKER = join(ROOT, "tests/support/fault-worker.mjs");
/** The test-only entry that posts a body made inside workerd and counts what the app read (tests/support/body-worker.mjs). */
export const BODY_WORKER = join(ROOT, "tests/support/body-worker.mjs");
/** The request header carrying a fault plan ("kv:throw", "d1@insert into sessions:throw", "d1:stall:8000"). */
export const FAULT_PLAN_HEADER = "x-fault-plan";
/** The answer's count of binding calls a fault hit (set by the fault wrapper). */
export const FAULTS_INJECTED_HEADER = "x-faults-injected";
/** The preference cookies' secret in tests (production's is a wrangler secret, never in the repo). */
export const TEST_COOKIE_SECRET = "test-cookie-secret-0123456789abcdef0123456789abcdef";

export interface WorkerHandle {
  mf: Miniflare;
  /** Base URL when started with `http: true` (browser tests). */
  url: URL | null;
  fetch(path: string, init?: RequestInit & { host?: string; cf?: Record<string, unknown> }): Promise<Response>;
  kv(binding: "STORE_CONFIG" | "CACHE"): Promise<KVNamespace>;
  db(): Promise<D1Database>;
  logs: string[];
  dispose(): Promise<void>;
}

/** Bindings and compatibility settings as wrangler.toml declares them, so tests run what deploys. */
function optionsFromWranglerToml(): MiniflareOptions {
  const config = unstable_readConfig({ config: join(ROOT, "wrangler.toml") }, {});
  const vars = Object.fromEntries(
    Object.entries(config.vars ?? {}).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
  );
  return {
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    d1Databases: Object.fromEntries(config.d1_databases.map((d: { binding: string; database_id?: string }) => [d.binding, d.database_id ?? d.binding])),
    kvNamespaces: Object.fromEntries(config.kv_namespaces.map((k: { binding: string; id?: string }) => [k.binding, k.id ?? k.binding])),
    bindings: vars,
    assets: {
      directory: join(ROOT, "public"),
      binding: "ASSETS",
      routerConfig: { has_user_worker: true },
    },
  } as MiniflareOptions;
}

/** Applies every migration under migrations/ in order, as `wrangler d1 migrations apply` would. */
export async function applyMigrations(db: D1Database): Promise<void> {
  const dir = join(ROOT, "migrations");
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sql")).sort()) {
    const statements = unstable_splitSqlQuery(readFileSync(join(dir, file), "utf8"));
    await db.batch(statements.map((s) => db.prepare(s)));
  }
}

/**
 * Starts the bundled worker (dist/index.js, built by `npm run build`) in workerd
 * through Miniflare with in-memory D1 and KV, migrations applied.
 */
export async function startWorker(
  options: {
    http?: boolean;
    bindings?: Record<string, string>;
    d1Persist?: string;
    /** Answers the worker's outbound fetch() calls (origins such as the rates file); none = real network. */
    outboundService?: WorkerOptions["outboundService"];
    /**
     * Enter through the fault wrapper (tests/support/fault-worker.mjs): a request's `x-fault-plan`
     * header makes KV and D1 throw or stall. The bundle itself is the same.
     */
    faults?: boolean;
    /** Enter through another test-only wrapper module around the same bundle (e.g. BODY_WORKER). */
    wrapper?: string;
  } = {},
): Promise<WorkerHandle> {
  const logs: string[] = [];
  const base = optionsFromWranglerToml();
  const wrapper = options.faults ? FAULT_WORKER : options.wrapper;
  const mf = new Miniflare({
    ...base,
    // The edge page cache is off unless a test turns it on (PAGE_CACHE: "on"): most tests change
    // KV or D1 under a page and read it again, which a kept copy would answer (ADR 017).
    bindings: { ...(base as { bindings?: Record<string, string> }).bindings, COOKIE_SECRET: TEST_COOKIE_SECRET, PAGE_CACHE: "off", ...options.bindings },
    modules: [
      // The first module is the entry. The wrapper is given as text under a name inside dist/,
      // so its `import app from "./index.js"` finds the bundle; nothing is written to dist/.
      ...(wrapper ? [{ type: "ESModule" as const, path: join(ROOT, "dist", basename(wrapper)), contents: readFileSync(wrapper, "utf8") }] : []),
      { type: "ESModule", path: BUNDLE },
    ],
    modulesRoot: join(ROOT, "dist"),
    ...(options.d1Persist ? { d1Persist: options.d1Persist } : {}),
    ...(options.outboundService ? { outboundService: options.outboundService } : {}),
    ...(options.http ? { host: "127.0.0.1", port: 0 } : {}),
    handleRuntimeStdio(stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream) {
      const collect = (chunk: Buffer) => logs.push(chunk.toString());
      stdout.on("data", collect);
      stderr.on("data", collect);
    },
  } as MiniflareOptions);
  const url = await mf.ready;
  const db = (await mf.getD1Database("DB")) as unknown as D1Database;
  // A seeded copy already has its migrations; a fresh in-memory database gets them here.
  if (!options.d1Persist) await applyMigrations(db);
  return {
    mf,
    url: options.http ? url : null,
    logs,
    async fetch(path, init = {}) {
      const { host, ...rest } = init;
      // Concatenated, not resolved: a path like "//evil.example" must stay a path.
      const target = new URL(`${host ? originOf(host) : "http://127.0.0.1:8787"}${path}`);
      const headers = new Headers(rest.headers as HeadersInit | undefined);
      if (host) headers.set("host", host);
      return (await mf.dispatchFetch(target, { ...rest, headers, redirect: "manual" } as never)) as unknown as Response;
    },
    async kv(binding) {
      return (await mf.getKVNamespace(binding)) as unknown as KVNamespace;
    },
    async db() {
      return db;
    },
    async dispose() {
      await mf.dispose();
    },
  };
}
