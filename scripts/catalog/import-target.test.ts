// The remote import's configuration: only the catalog's two bindings, both remote, and never an
// environment the deploy check would refuse (the repo's placeholder ids included).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { REQUIRED_VARS } from "../deploy/config-check";
import { remoteImportConfig, type ResolvedEnvironment } from "./import-target";

const ROOT = join(import.meta.dirname, "..", "..");

const ready: ResolvedEnvironment = {
  name: "stagefront-staging",
  compatibility_date: "2026-04-26",
  compatibility_flags: ["nodejs_compat"],
  vars: Object.fromEntries(REQUIRED_VARS.map((name) => [name, "1"])),
  d1_databases: [{ binding: "DB", database_name: "stagefront-catalog-staging", database_id: "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b" }],
  kv_namespaces: [
    { binding: "STORE_CONFIG", id: "0123456789abcdef0123456789abcdef" },
    { binding: "CACHE", id: "fedcba9876543210fedcba9876543210" },
  ],
  workers_dev: false,
  observability: { enabled: true },
};

describe("remoteImportConfig", () => {
  it("holds the environment's DB and STORE_CONFIG, both remote, and nothing else", () => {
    const r = remoteImportConfig(ready, "staging");
    expect("config" in r && r.config).toEqual({
      name: "stagefront-staging-catalog-import",
      compatibility_date: "2026-04-26",
      compatibility_flags: ["nodejs_compat"],
      d1_databases: [{ binding: "DB", database_id: "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b", database_name: "stagefront-catalog-staging", remote: true }],
      kv_namespaces: [{ binding: "STORE_CONFIG", id: "0123456789abcdef0123456789abcdef", remote: true }],
    });
  });

  it.each(["staging", "production"] as const)("refuses the repo's %s environment: its ids are placeholders", (env) => {
    const resolved = unstable_readConfig({ config: join(ROOT, "wrangler.toml"), env }, {}) as unknown as ResolvedEnvironment;
    const r = remoteImportConfig(resolved, env);
    expect("problems" in r).toBe(true);
    if ("problems" in r) expect(r.problems.some((p) => p.startsWith("D1 DB: database_id"))).toBe(true);
  });

  it("refuses an environment without a D1 database", () => {
    const r = remoteImportConfig({ ...ready, d1_databases: [] }, "staging");
    expect("problems" in r && r.problems).toContainEqual(expect.stringContaining("no D1 binding DB"));
  });
});
