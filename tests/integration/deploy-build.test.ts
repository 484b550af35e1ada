// The deploy path, offline: `npm run deploy -- --dry-run` checks production's configuration and
// builds the worker for it with wrangler (no Cloudflare login, nothing deployed).
import { spawnSync } from "node:child_process";
import { existsSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/worker";

describe("npm run deploy -- --dry-run", () => {
  it.each(["production", "staging"])("builds the %s bundle offline and deploys nothing", (env) => {
    const out = join(ROOT, "dist", env);
    rmSync(out, { recursive: true, force: true });
    const r = spawnSync("npx", ["tsx", "scripts/deploy/deploy.ts", "--env", env, "--dry-run"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("--dry-run: exiting now.");
    expect(r.stdout).toContain(`deploy: ${env} builds`);
    expect(existsSync(join(out, "index.js"))).toBe(true);
    expect(statSync(join(out, "index.js")).size).toBeGreaterThan(100_000);
  }, 120_000);

  it("refuses a real production deploy while wrangler.toml holds placeholder ids, before calling Cloudflare", () => {
    const r = spawnSync("npx", ["tsx", "scripts/deploy/deploy.ts", "--env", "production"], { cwd: ROOT, encoding: "utf8" });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("wrangler.toml [env.production] is not ready");
    expect(r.stderr).toContain("wrangler d1 create stagefront-catalog");
  }, 60_000);
});
