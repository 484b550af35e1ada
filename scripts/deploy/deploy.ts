// `npm run deploy` (production) and `npm run deploy:staging`: check the environment's
// configuration (scripts/deploy/config-check.ts), then apply D1 migrations and deploy with
// wrangler. `--dry-run` builds the bundle for that environment offline and deploys nothing
// (placeholder ids allowed). README "Deploy" has the one-time set-up.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { unstable_readConfig } from "wrangler";
import { checkDeployConfig, REQUIRED_SECRETS, type DeployConfig } from "./config-check";

const ROOT = join(import.meta.dirname, "..", "..");
const ENVIRONMENTS = ["staging", "production"] as const;
type Environment = (typeof ENVIRONMENTS)[number];

function wrangler(args: string[], capture = false): { status: number; stdout: string } {
  const r = spawnSync("npx", ["wrangler", ...args], {
    cwd: ROOT,
    stdio: capture ? ["ignore", "pipe", "inherit"] : "inherit",
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  return { status: r.status ?? 1, stdout: r.stdout ?? "" };
}

function fail(message: string): never {
  console.error(`deploy: ${message}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: { env: { type: "string", default: "production" }, "dry-run": { type: "boolean", default: false } },
  strict: true,
});
const env = values.env as Environment;
if (!ENVIRONMENTS.includes(env)) fail(`--env must be one of ${ENVIRONMENTS.join(", ")} (got "${values.env}")`);
const dryRun = values["dry-run"];

const config = unstable_readConfig({ config: join(ROOT, "wrangler.toml"), env }, {}) as unknown as DeployConfig;
const problems = checkDeployConfig(config, { production: env === "production", allowPlaceholders: dryRun });
if (problems.length > 0) fail(`wrangler.toml [env.${env}] is not ready:\n  - ${problems.join("\n  - ")}`);

if (dryRun) {
  const r = wrangler(["deploy", "--dry-run", "--env", env, "--outdir", join("dist", env)]);
  if (r.status !== 0) fail("the dry run did not build");
  console.log(`deploy: ${env} builds (dist/${env}); nothing was deployed (--dry-run)`);
  process.exit(0);
}

const secrets = wrangler(["secret", "list", "--env", env, "--format", "json"], true);
if (secrets.status !== 0) fail("could not list the environment's secrets (wrangler login?)");
const names = new Set((JSON.parse(secrets.stdout) as { name: string }[]).map((s) => s.name));
const missing = REQUIRED_SECRETS.filter((name) => !names.has(name));
if (missing.length > 0) fail(`missing secret(s) ${missing.join(", ")}: wrangler secret put ${missing[0]} --env ${env}`);

if (wrangler(["d1", "migrations", "apply", "DB", "--remote", "--env", env]).status !== 0) fail("D1 migrations failed; nothing deployed");
if (wrangler(["deploy", "--env", env]).status !== 0) fail("wrangler deploy failed");
console.log(`deploy: ${env} deployed`);
