// The deploy configuration, read from the real wrangler.toml: every environment declares what the
// worker needs, production has a custom domain per store host, and the check names what is missing.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { checkDeployConfig, REQUIRED_BINDINGS, REQUIRED_VARS, storeHostNames, type DeployConfig } from "./config-check";

const ROOT = join(import.meta.dirname, "..", "..");
const read = (env?: string) => unstable_readConfig({ config: join(ROOT, "wrangler.toml"), env }, {}) as unknown as DeployConfig;

describe("wrangler.toml's environments", () => {
  it.each(["staging", "production"])("%s declares every binding, variable and Workers Logs (placeholders allowed in the repo)", (env) => {
    expect(checkDeployConfig(read(env), { production: env === "production", allowPlaceholders: true })).toEqual([]);
  });

  it("production routes one custom domain per store host, 28 hosts for 27 stores, and not workers.dev", () => {
    const config = read("production");
    const domains = (config.routes ?? []).map((r) => (typeof r === "string" ? r : r.pattern));
    expect(new Set(domains)).toEqual(new Set(storeHostNames()));
    expect(domains).toHaveLength(28);
    expect(config.workers_dev).toBe(false);
  });

  it("the repo carries no deployable id: a real deploy is refused until the operator puts the created ids in", () => {
    const problems = checkDeployConfig(read("production"), { production: true, allowPlaceholders: false });
    expect(problems.some((p) => p.startsWith("D1 DB: database_id"))).toBe(true);
    expect(problems.some((p) => p.startsWith("KV STORE_CONFIG: id"))).toBe(true);
    expect(problems.some((p) => p.startsWith("KV CACHE: id"))).toBe(true);
    expect(problems.some((p) => p.includes("placeholder host"))).toBe(true);
  });

  it("the local (top-level) configuration keeps the same bindings", () => {
    const config = read();
    expect(config.d1_databases?.map((d) => d.binding)).toEqual([...REQUIRED_BINDINGS.d1]);
    expect(config.kv_namespaces?.map((k) => k.binding).sort()).toEqual([...REQUIRED_BINDINGS.kv].sort());
  });
});

describe("checkDeployConfig", () => {
  const ready: DeployConfig = {
    vars: Object.fromEntries(REQUIRED_VARS.map((name) => [name, "1"])),
    d1_databases: [{ binding: "DB", database_name: "stagefront-catalog", database_id: "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b" }],
    kv_namespaces: [
      { binding: "STORE_CONFIG", id: "0123456789abcdef0123456789abcdef" },
      { binding: "CACHE", id: "fedcba9876543210fedcba9876543210" },
    ],
    routes: Array.from({ length: 28 }, (_, i) => ({ pattern: `s${i}.tickets.test-shop.com`, custom_domain: true })),
    workers_dev: false,
    observability: { enabled: true },
  };

  it("a complete environment with real ids and hosts is ready", () => {
    expect(checkDeployConfig(ready, { production: true, allowPlaceholders: false })).toEqual([]);
  });

  it.each([
    ["a missing CACHE namespace", { kv_namespaces: ready.kv_namespaces?.slice(0, 1) }, "no KV binding CACHE"],
    ["a missing DB", { d1_databases: [] }, "no D1 binding DB"],
    ["a missing variable", { vars: {} }, "variable DEFAULT_STORE_ID is not set"],
    ["Workers Logs off", { observability: { enabled: false } }, "observability is off"],
    ["the local D1 id", { d1_databases: [{ binding: "DB", database_id: "00000000-0000-4000-8000-000000000001" }] }, "D1 DB: database_id"],
    ["too few hosts", { routes: ready.routes?.slice(0, 3) }, "3 custom domains for 27 stores"],
    ["a host that is not a DNS name", { routes: [...(ready.routes ?? []).slice(1), { pattern: "127.0.0.1:8787", custom_domain: true }] }, "route 127.0.0.1:8787 is not a DNS name"],
    ["workers.dev left on", { workers_dev: true }, "production answers on workers.dev too"],
  ])("names %s", (_name, change, expected) => {
    const problems = checkDeployConfig({ ...ready, ...change }, { production: true, allowPlaceholders: false });
    expect(problems.some((p) => p.startsWith(expected))).toBe(true);
  });
});
