// The deploy path, offline: `npm run deploy:check` (run by `npm test` after the build, because
// wrangler's build step rewrites public/build) checked both environments' configuration and built
// their bundles with wrangler (no Cloudflare login, nothing deployed). A real deploy with the
// repository's placeholder ids is refused before anything reaches Cloudflare.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/worker";

describe("npm run deploy", () => {
  it.each(["production", "staging"])("deploy:check built the %s bundle", (env) => {
    const bundle = join(ROOT, "dist", env, "index.js");
    expect(existsSync(bundle), `${bundle}: run npm run deploy:check`).toBe(true);
    expect(statSync(bundle).size).toBeGreaterThan(100_000);
    expect(statSync(bundle).mtimeMs).toBeGreaterThanOrEqual(statSync(join(ROOT, "dist", "index.js")).mtimeMs);
  });

  it("refuses a real production deploy while wrangler.toml holds placeholder ids, before calling Cloudflare", () => {
    const r = spawnSync("npx", ["tsx", "scripts/deploy/deploy.ts", "--env", "production"], { cwd: ROOT, encoding: "utf8" });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("wrangler.toml [env.production] is not ready");
    expect(r.stderr).toContain("wrangler d1 create stagefront-catalog");
  }, 60_000);
});
