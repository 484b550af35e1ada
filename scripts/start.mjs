#!/usr/bin/env node
// `npm start`: prepare local D1/KV when missing, then serve the storefront with
// wrangler dev (which runs the Remix build from wrangler.toml [build]) on
// http://127.0.0.1:8787, or PORT. Works offline; no Cloudflare login needed.
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const port = process.env.PORT ?? "8787";
if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
  console.error(`PORT must be a number from 1 to 65535 (got "${port}")`);
  process.exit(2);
}
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

const setup = spawnSync("npx", ["tsx", "scripts/setup-local.ts"], { cwd: root, stdio: "inherit", env });
if (setup.status !== 0) process.exit(setup.status ?? 1);

// Own process group, so stopping this command also stops workerd.
const dev = spawn(
  "npx",
  ["wrangler", "dev", "--ip", "127.0.0.1", "--port", port, "--show-interactive-dev-session=false"],
  { cwd: root, stdio: "inherit", env, detached: true },
);
const stop = () => {
  try {
    process.kill(-dev.pid, "SIGTERM");
  } catch {
    /* already gone */
  }
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
process.on("exit", stop);
dev.on("exit", (code) => process.exit(code ?? 0));
console.log(`Stagefront: http://127.0.0.1:${port}/ (store 1); other stores: http://gb.localhost:${port}/, http://de.localhost:${port}/ ...`);
