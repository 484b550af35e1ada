// `npm run catalog:import` end to end, as an operator runs it: into a fresh local state
// (--persist-to), a good file goes in and writes a new catalog version — the edge page cache's key
// changes, so cached pages show the new catalog at once (ADR 017) — and a rejected file changes
// neither the catalog nor the version. `--remote` is refused offline for the repo's placeholder ids.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPlatformProxy } from "wrangler";
import { CATALOG_VERSION_KEY } from "../../app/domain/versions";

const ROOT = join(import.meta.dirname, "..", "..");
const env = { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
let dir: string;

function run(args: string[]) {
  const r = spawnSync("npx", ["tsx", "scripts/catalog/import.ts", ...args], { cwd: ROOT, env, encoding: "utf8", timeout: 120_000 });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

async function stored(): Promise<{ version: string | null; queries: string[] }> {
  const proxy = await getPlatformProxy<{ DB: D1Database; STORE_CONFIG: KVNamespace }>({
    configPath: join(ROOT, "wrangler.toml"),
    persist: { path: join(dir, "v3") },
  });
  try {
    const rows = await proxy.env.DB.prepare("SELECT term FROM query_log ORDER BY term").all<{ term: string }>();
    return { version: await proxy.env.STORE_CONFIG.get(CATALOG_VERSION_KEY), queries: rows.results.map((r) => r.term) };
  } finally {
    await proxy.dispose();
  }
}

function file(name: string, lines: unknown[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n") + "\n");
  return path;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "catalog-import-"));
  const m = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], {
    cwd: ROOT, env, encoding: "utf8", timeout: 120_000,
  });
  if (m.status !== 0) throw new Error(`migrations failed: ${m.stderr}`);
}, 150_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run catalog:import", () => {
  it("writes a new catalog version after each good import, and none after a rejected one", async () => {
    const first = run([file("a.ndjson", [{ type: "query", term: "adele", count: 3 }]), "--persist-to", dir]);
    expect(first.status, first.err).toBe(0);
    const v1 = /catalog version (\S+)/.exec(first.out)?.[1];
    expect(await stored()).toEqual({ version: v1, queries: ["adele"] });

    const second = run([file("b.ndjson", [{ type: "query", term: "muse", count: 2 }]), "--persist-to", dir]);
    expect(second.status, second.err).toBe(0);
    const v2 = /catalog version (\S+)/.exec(second.out)?.[1];
    expect(v2).toBeDefined();
    expect(v2).not.toBe(v1);
    const after = await stored();
    expect(after.version).toBe(v2);

    const bad = run([file("c.ndjson", [{ type: "query", term: "tool", count: 1 }, "{not json"]), "--persist-to", dir]);
    expect(bad.status).toBe(1);
    expect(bad.err).toContain("c.ndjson:2:");
    expect(await stored()).toEqual(after);
  }, 240_000);

  it("refuses --remote without an environment (usage) and for the repo's placeholder ids, offline", () => {
    const path = file("d.ndjson", [{ type: "query", term: "x", count: 1 }]);
    const noEnv = run([path, "--remote"]);
    expect(noEnv.status).toBe(2);
    expect(noEnv.err).toContain("--remote needs --env staging|production");
    const placeholder = run([path, "--remote", "--env", "production"]);
    expect(placeholder.status).toBe(1);
    expect(placeholder.err).toContain("[env.production] is not ready");
    expect(placeholder.err).toContain("D1 DB: database_id");
  }, 120_000);
});
